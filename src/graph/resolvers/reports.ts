// Report fields: the standard car reports, the inspection suite, the early-access report, purchase
// and hunt reports. Each reads its REST payload through a total reader (rest/reports.ts).
// Reports are long (the inspection has ~150 check points): every REST answer is read in a task of its
// own (`call` yields to the browser after the response), so parsing the response, and mapping it plus
// the GraphQL result and the cache write, never add up to one long main-thread task (issue #6).

import { nextTask } from '../../platform/idle';
import type { Resolvers } from '../__generated__/resolvers-types';
import type { GraphContext } from '../context';
import { readCarListing } from '../rest/cars';
import { list, rec } from '../rest/parse';
import {
  readAppraiseReport,
  readAttachments,
  readBenchmark,
  readCheckPointDetail,
  readCheckPoints,
  readConfigurationChecklist,
  readConsumables,
  readDisplayVideos,
  readFlaws,
  readForestall,
  readHunt,
  readInspectionAppraise,
  readInspectionReport,
  readPurchaseReport,
  readRepairList,
} from '../rest/reports';
import { readMileageReport } from '../rest/mileage';

const data = (body: unknown) => rec(body).data;

/** A REST call whose answer is read in the next task (see the top of the file). */
async function call(ctx: GraphContext, ...args: Parameters<GraphContext['call']>): Promise<unknown> {
  const body = await ctx.call(...args);
  await nextTask();
  return body;
}

async function carCall(ctx: GraphContext, operation: Parameters<GraphContext['call']>[0], carId: string) {
  return data(await call(ctx, operation, { params: { car_id: carId } }));
}

function inspectionParams(reportId: string, business: string) {
  return { params: { report_id: reportId, business } };
}

async function checkPoints(ctx: GraphContext, reportId: string, business: string) {
  return readCheckPoints(await call(ctx, 'inspectionCheckPoints', inspectionParams(reportId, business)));
}

async function flaws(ctx: GraphContext, reportId: string, business: string) {
  return readFlaws(await call(ctx, 'inspectionFlaw', inspectionParams(reportId, business)));
}

export const reportsResolvers: Resolvers = {
  Query: {
    carMileageReport: async (_, { carId }, ctx) => readMileageReport(await carCall(ctx, 'carMileageReport', carId)),
    attachmentList: async (_, { carId }, ctx) => readAttachments(await carCall(ctx, 'attachmentList', carId)),
    appraiseReport: async (_, { carId }, ctx) => readAppraiseReport(await carCall(ctx, 'appraiseReport', carId)),
    repairList: async (_, { carId }, ctx) => readRepairList(await carCall(ctx, 'repairList', carId)),
    consumablesList: async (_, { carId }, ctx) => readConsumables(await carCall(ctx, 'consumablesList', carId)),
    displayVideos: async (_, { carId }, ctx) => readDisplayVideos(await carCall(ctx, 'displayVideo', carId)),
    configurationChecklist: async (_, { carId }, ctx) =>
      readConfigurationChecklist(await carCall(ctx, 'configurationChecklist', carId)),
    benchmark: async (_, { carId }, ctx) => readBenchmark(await carCall(ctx, 'benchmark', carId)),

    inspectionReport: async (_, { reportId, business }, ctx) =>
      readInspectionReport(
        await call(ctx, 'inspectionReport', inspectionParams(reportId, business)),
        reportId,
        business,
      ),
    inspectionFlaws: (_, { reportId, business }, ctx) => flaws(ctx, reportId, business),
    inspectionAppraise: async (_, { reportId, business }, ctx) =>
      readInspectionAppraise(await call(ctx, 'inspectionAppraise', inspectionParams(reportId, business))),
    inspectionCheckPoints: (_, { reportId, business }, ctx) => checkPoints(ctx, reportId, business),
    inspectionCheckPoint: async (_, { reportId, business, itemId }, ctx) =>
      readCheckPointDetail(
        await call(ctx, 'inspectionCheckPointItem', { params: { report_id: reportId, business, item_id: itemId } }),
      ),
    inspectionMileage: async (_, { reportId, business }, ctx) =>
      readMileageReport(await call(ctx, 'inspectionMileage', inspectionParams(reportId, business))),
    // `forestall` is a silent operation: a failure resolves to undefined here, never an error.
    forestallReport: async (_, { reportId, business }, ctx) => {
      try {
        return readForestall(await call(ctx, 'forestall', inspectionParams(reportId, business)), reportId);
      } catch {
        return null;
      }
    },

    // Staff only (src/domain/staff-fields.ts): for a visitor the schema answers null before this runs.
    purchaseReport: async (_, { uuid }, ctx) =>
      readPurchaseReport(data(await call(ctx, 'purchaseReport', { params: { uuid } })), uuid),
    staffView: (_, __, ctx) => ctx.staff,
    hunt: async (_, args, ctx) => readHunt(data(await call(ctx, 'hunt', { params: { id: args.id } })), args.id),
  },

  InspectionRef: {
    checkPoints: (ref, _, ctx) => checkPoints(ctx, ref.reportId, ref.business),
    flaws: (ref, _, ctx) => flaws(ctx, ref.reportId, ref.business),
  },

  Hunt: {
    cars: (hunt) => list(hunt.rawCars, readCarListing),
    mileage: async (hunt, _, ctx) =>
      readMileageReport(data(await call(ctx, 'huntMileageReport', { params: { order_no: hunt.orderNo } }))),
  },
};

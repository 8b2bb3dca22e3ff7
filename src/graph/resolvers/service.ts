// Sell a car, repair and consultant service, notices, share configuration, car questions and
// transport tracking. Car models and regions (get_option) and goods are the car resolvers'.

import { GraphQLError } from 'graphql';
import type { Resolvers } from '../__generated__/resolvers-types';
import type { GraphContext } from '../context';
import {
  carQuestionBody,
  isNoticeId,
  readCarQuestionResult,
  readConsultantContact,
  readCustomerService,
  readDeliveryNotice,
  readExamineNotice,
  readOptions,
  readSellCarResult,
  readShareConfig,
  readTransportTrack,
  readVehiclesInTransit,
  requireSubstationId,
  sellCarBody,
} from '../rest/service';

/** A notice id the server does not know answers 404: that is a designed "not found", not a failure. */
async function unlessNotFound<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof GraphQLError && error.extensions.status === 404) return null;
    throw error;
  }
}

async function optionList(ctx: GraphContext, operation: 'sellCarYears' | 'sellCarMileage' | 'sellCarSubstations') {
  return readOptions(await ctx.call(operation));
}

export const serviceResolvers: Resolvers = {
  Query: {
    sellCarOptions: async (_parent, _args, ctx) => {
      const [registrationYears, mileageBands, serviceSubstations] = await Promise.all([
        optionList(ctx, 'sellCarYears'),
        optionList(ctx, 'sellCarMileage'),
        optionList(ctx, 'sellCarSubstations'),
      ]);
      return { registrationYears, mileageBands, serviceSubstations };
    },
    customerService: async (_parent, _args, ctx) => readCustomerService(await ctx.call('customerService')),
    consultantContact: async (_parent, { substationId, uid }, ctx) => {
      const substation = requireSubstationId(substationId);
      const body = await ctx.call('consultantContact', { params: { substation_id: substation, uid: uid ?? '' } });
      return readConsultantContact(body);
    },
    deliveryNotice: async (_parent, { id }, ctx) => {
      if (!isNoticeId(id)) return null;
      return unlessNotFound(async () => readDeliveryNotice(await ctx.call('deliveryNotice', { params: { id } }), id));
    },
    examineNotice: async (_parent, { id }, ctx) => {
      if (!isNoticeId(id)) return null;
      return unlessNotFound(async () => readExamineNotice(await ctx.call('examineNotice', { params: { id } }), id));
    },
    shareConfig: async (_parent, { url }, ctx) => readShareConfig(await ctx.call('jsSdk', { params: { url } })),
    transportTrack: async (_parent, { waybillNo }, ctx) => {
      const waybill = waybillNo.trim();
      if (!waybill) return null;
      return readTransportTrack(await ctx.call('transportTrack', { params: { waybill_no: waybill } }), waybill);
    },
    vehiclesInTransit: async (_parent, _args, ctx) => readVehiclesInTransit(await ctx.call('transportInTransit')),
  },
  Mutation: {
    sellCar: async (_parent, { input, idempotencyKey }, ctx) => {
      const body = await ctx.call('sellCar', {
        body: sellCarBody(input, idempotencyKey),
        headers: { 'Idempotency-Key': idempotencyKey },
      });
      return readSellCarResult(body);
    },
    askCarQuestion: async (_parent, { input }, ctx) =>
      readCarQuestionResult(await ctx.call('carQuestion', { body: carQuestionBody(input) })),
  },
};

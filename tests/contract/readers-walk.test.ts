// What the contract allows, the storefront reads: the document's examples and payloads made from its
// schemas (only the required fields; every field; every field plus an unknown one at each object) go
// through the REST readers (src/graph/rest) and through the graph (the GraphQL request a screen makes for
// that call, the mocks answering with the payload) without an error.
import { http, HttpResponse } from 'msw';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { hostPattern } from '../../mocks/handlers/define';
import { server } from '../../mocks/node';
import type { GraphContext } from '../../src/graph/context';
import {
  fetchConditionLevels,
  fetchProvinces,
  fetchSubstations,
  readBrands,
  readCar,
  readCarListing,
  readCarPage,
  readEquipmentSections,
  readGoods,
  readLegacyBrands,
  readOptions as readOptionList,
} from '../../src/graph/rest/cars';
import { readArticleDetail, readArticlePage, readMomentPage } from '../../src/graph/rest/community';
import { readMileageReport } from '../../src/graph/rest/mileage';
import { operationNames, operations, type OperationName } from '../../src/graph/rest/operations';
import { list, rec } from '../../src/graph/rest/parse';
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
} from '../../src/graph/rest/reports';
import {
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
} from '../../src/graph/rest/service';
import { readViewingBookingResult, readViewingBookingState } from '../../src/graph/rest/viewing';
import { readReservationBody, readReservationStart } from '../../src/graph/rest/reservation';
import { formatProblems, loadContract } from '../../scripts/contract/document';
import { createTestGraph } from '../support/graph';
import { executeRow, operationRows } from '../support/operation-queries';
import { generate, payloadKinds } from './support/generate';

const contract = loadContract();
const data = (body: unknown) => rec(body).data;
/** A graph context whose one call answers `body` (for the readers that live inside a fetch function). */
const answering = (body: unknown) => ({ call: async () => body }) as unknown as GraphContext;

const readers: Record<OperationName, (body: unknown) => unknown> = {
  cars: (body) => readCarPage(body, 1, 20),
  car: (body) => readCar(body, 'C10001'),
  likes: (body) => list(rec(data(body)).cars, readCarListing),
  articles: (body) => readArticlePage(body, { page: 1, pageSize: 10 }),
  article: (body) => readArticleDetail(body),
  carMileageReport: (body) => readMileageReport(data(body)),
  huntMileageReport: (body) => readMileageReport(data(body)),
  inspectionMileage: (body) => readMileageReport(body),
  hunt: (body) => readHunt(data(body), 'H10001'),
  purchaseReport: (body) => readPurchaseReport(data(body), 'u-1'),
  brandsLegacy: readLegacyBrands,
  brands: readBrands,
  provinces: (body) => fetchProvinces(answering(body)),
  substations: (body) => fetchSubstations(answering(body), null),
  conditionLevels: (body) => fetchConditionLevels(answering(body)),
  getOption: readOptionList,
  sellCarYears: readOptions,
  sellCarMileage: readOptions,
  sellCarSubstations: readOptions,
  sellCar: readSellCarResult,
  deliveryNotice: (body) => readDeliveryNotice(body, 'D20261101'),
  examineNotice: (body) => readExamineNotice(body, 'E20261101'),
  customerService: readCustomerService,
  consultantContact: readConsultantContact,
  carQuestion: readCarQuestionResult,
  viewingBooking: readViewingBookingResult,
  changeViewingBooking: (body) => readViewingBookingState(body, 'changeViewingBooking', 'YY202611211001'),
  cancelViewingBooking: (body) => readViewingBookingState(body, 'cancelViewingBooking', 'YY202611211001'),
  createReservation: readReservationStart,
  reservationStatus: (body) => readReservationBody(body, 'reservationStatus'),
  cancelReservation: (body) => readReservationBody(body, 'cancelReservation'),
  attachmentList: (body) => readAttachments(data(body)),
  appraiseReport: (body) => readAppraiseReport(data(body)),
  repairList: (body) => readRepairList(data(body)),
  consumablesList: (body) => readConsumables(data(body)),
  displayVideo: (body) => readDisplayVideos(data(body)),
  configurationChecklist: (body) => readConfigurationChecklist(data(body)),
  benchmark: (body) => readBenchmark(data(body)),
  equipment: readEquipmentSections,
  inspectionReport: (body) => readInspectionReport(body, 'R10001', 'retail'),
  inspectionFlaw: readFlaws,
  inspectionAppraise: readInspectionAppraise,
  inspectionCheckPoints: readCheckPoints,
  inspectionCheckPointItem: readCheckPointDetail,
  forestall: (body) => readForestall(body, 'R10001'),
  goods: readGoods,
  moments: (body) => readMomentPage(body, { page: 1, pageSize: 10 }),
  jsSdk: readShareConfig,
  transportTrack: (body) => readTransportTrack(body, 'YD20261120001'),
  transportInTransit: readVehiclesInTransit,
};

/** The document's examples of the operation's success answer, and the generated payloads. */
function payloadsOf(name: OperationName): [string, unknown][] {
  const schema = contract.responseSchema(name);
  const { pathKey, method } = contract.operations.get(name)!;
  const paths = contract.document.paths as Record<string, Record<string, Record<string, unknown>>>;
  const ok = contract.resolve(
    (paths[pathKey]![method.toLowerCase()]!.responses as Record<string, Record<string, unknown>>)['200']!,
  );
  const media = rec(rec(ok.content)['application/json']);
  const examples = Object.entries(rec(media.examples)).map(([key, example]): [string, unknown] => [
    `example ${key}`,
    rec(example).value,
  ]);
  return [...examples, ...payloadKinds.map((kind): [string, unknown] => [kind, generate(contract, schema, kind)])];
}

describe('every payload the contract allows reads without an error', () => {
  it.each(operationNames.map((name) => [name]))('%s: the payloads are what the document says', (name) => {
    for (const [label, payload] of payloadsOf(name)) {
      const problems = contract.validateResponse(name, 200, payload);
      expect(problems, `${label}\n${formatProblems(name, problems)}`).toEqual([]);
    }
  });

  it.each(operationNames.map((name) => [name]))('%s: through its REST reader', async (name) => {
    for (const [label, payload] of payloadsOf(name)) {
      await expect(
        Promise.resolve().then(() => readers[name](payload)),
        `${name} ${label}`,
      ).resolves.not.toThrow();
    }
  });

  it.each(operationNames.map((name) => [name]))('%s: through the graph', async (name) => {
    const row = operationRows[name];
    const document = parse(row.query);
    const method = operations[name].method === 'GET' ? http.get : http.post;
    for (const [label, payload] of payloadsOf(name)) {
      server.resetHandlers();
      const graph = createTestGraph({ staff: true });
      row.prepare?.(graph);
      server.use(method(hostPattern(name), () => HttpResponse.json(payload as Record<string, unknown>)));
      const result = await executeRow(graph.client, row, document);
      expect(result.errors, `${name} ${label}: ${JSON.stringify(result.errors)}`).toEqual([]);
      expect(graph.alerts, `${name} ${label}`).toEqual([]);
    }
  });
});

// One representative GraphQL request per REST operation, with ids that exist in the mock data set.
// The fault matrix and the payload-totality properties run every operation through the real graph.
import { CombinedGraphQLErrors, type ApolloClient } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import { http, HttpResponse } from 'msw';
import { articles } from '../../mocks/fixtures/community';
import { huntIds, purchaseUuids } from '../../mocks/fixtures/reports';
import { deliveryNoticeIds, examineNoticeIds, knownWaybills } from '../../mocks/fixtures/service';
import { SAMPLE_RESERVATION_ID } from '../../mocks/handlers/reservation';
import { SAMPLE_VIEWING } from '../../mocks/handlers/viewing';
import { keepSampleBooking } from './sample-booking';
import { server } from '../../mocks/node';
import type { Graph } from '../../src/graph/client';
import type { OperationName } from '../../src/graph/rest/operations';
import { viewingDays } from '../../src/domain/viewing';

export interface OperationRow {
  query: string;
  variables?: Record<string, unknown>;
  mutation?: boolean;
  /**
   * Replaces the scenario for rows that are only reached through another call's answer; given the graph
   * the row runs on (a booking kept on the device goes into its buyer store).
   */
  prepare?: (graph: Pick<Graph, 'buyerStore'>) => void;
}

const CAR = 'C10001';
/** The contract's example booking, kept on the device and known to the mocked server. */
const BOOKING = SAMPLE_VIEWING.reference;

const REPORT = { reportId: 'R10001', business: 'retail' };
const firstWaybill = knownWaybills[0];

export const operationRows: Record<OperationName, OperationRow> = {
  cars: { query: '{ cars { items { id title status { kind } price { current } } total hasMore } }' },
  car: {
    query: 'query($id: ID!) { car(id: $id) { id title status { label kind } imageGroups { key } meta { key value } } }',
    variables: { id: CAR },
  },
  likes: { query: 'query($id: ID!) { car(id: $id) { id recommendations { id title } } }', variables: { id: CAR } },
  articles: { query: '{ articles { items { id title } total hasMore } }' },
  article: {
    query: 'query($id: ID!) { article(id: $id) { id title contentHtml } }',
    variables: { id: articles[0]?.id },
  },
  carMileageReport: {
    query: 'query($id: ID!) { carMileageReport(carId: $id) { verdict readings { date mileageKm } } }',
    variables: { id: CAR },
  },
  huntMileageReport: {
    query: 'query($id: ID!) { hunt(id: $id) { id mileage { verdict } } }',
    variables: { id: huntIds[0] },
  },
  inspectionMileage: {
    query:
      'query($reportId: ID!, $business: String!) { inspectionMileage(reportId: $reportId, business: $business) { verdict } }',
    variables: REPORT,
  },
  hunt: { query: 'query($id: ID!) { hunt(id: $id) { id orderNo title } }', variables: { id: huntIds[0] } },
  purchaseReport: {
    query: 'query($uuid: ID!) { purchaseReport(uuid: $uuid) { uuid title } }',
    variables: { uuid: purchaseUuids[0] },
  },
  brandsLegacy: {
    query: '{ brands { id name initial } }',
    prepare: () =>
      server.use(
        http.get('*/v1/filter-param-brand-new', () => HttpResponse.json({ message: 'Not Found' }, { status: 404 })),
      ),
  },
  brands: { query: '{ brands { id name initial } }' },
  provinces: { query: '{ provinces { id name } }' },
  substations: { query: '{ substations { id name } }' },
  conditionLevels: { query: '{ conditionLevels { id name } }' },
  getOption: { query: '{ regions { value label } }' },
  sellCarYears: { query: '{ sellCarOptions { registrationYears { value } } }' },
  sellCarMileage: { query: '{ sellCarOptions { mileageBands { value } } }' },
  sellCarSubstations: { query: '{ sellCarOptions { serviceSubstations { value } } }' },
  viewingBooking: {
    mutation: true,
    query:
      'mutation($input: ViewingBookingInput!, $key: String!) { bookViewing(input: $input, idempotencyKey: $key) { reference day slot phoneMasked contactWithinHours } }',
    variables: {
      input: {
        carId: CAR,
        carTitle: '车',
        substationId: 'ST01',
        substationName: '杭州城西展厅',
        day: viewingDays(new Date())[0],
        slot: '10:00-12:00',
        name: '王先生',
        phone: '13812345678',
      },
      key: 'matrix-viewing-key',
    },
  },
  changeViewingBooking: {
    mutation: true,
    query:
      'mutation($ref: ID!, $day: String!, $key: String!) { changeViewing(reference: $ref, day: $day, slot: "14:00-16:00", idempotencyKey: $key) { reference day slot status } }',
    variables: { ref: BOOKING, day: viewingDays(new Date())[1], key: 'matrix-change-key' },
    prepare: ({ buyerStore }) => void keepSampleBooking(buyerStore),
  },
  cancelViewingBooking: {
    mutation: true,
    query: 'mutation($ref: ID!) { cancelViewing(reference: $ref) { reference status manageable } }',
    variables: { ref: BOOKING },
    prepare: ({ buyerStore }) => void keepSampleBooking(buyerStore),
  },
  createReservation: {
    mutation: true,
    query:
      'mutation($input: ReservationInput!, $key: String!) { createReservation(input: $input, idempotencyKey: $key, channel: JSAPI) { reservation { id reference status amountYuan } payment { merchantOrderNo h5Url jsapi { appId package paySign } } } }',
    variables: { input: { carId: CAR, name: '王先生', phone: '13812345678' }, key: 'matrix-reservation-key' },
  },
  reservationStatus: {
    query: 'query($id: ID!) { reservation(id: $id) { id reference status amountYuan holdUntil showroom { name } } }',
    variables: { id: SAMPLE_RESERVATION_ID },
  },
  cancelReservation: {
    mutation: true,
    query: 'mutation($id: ID!) { cancelReservation(id: $id) { id status refundStatus } }',
    variables: { id: SAMPLE_RESERVATION_ID },
  },
  sellCar: {
    mutation: true,
    query:
      'mutation($input: SellCarInput!, $key: String!) { sellCar(input: $input, idempotencyKey: $key) { clueId contactWithinHours } }',
    variables: {
      input: {
        name: '王先生',
        phone: '13812345678',
        model: 'toyota-camry',
        region: 'hangzhou',
        registrationYear: '2019',
        mileage: '3-5',
        substationId: 'S1001',
      },
      key: 'matrix-key',
    },
  },
  deliveryNotice: {
    query: 'query($id: ID!) { deliveryNotice(id: $id) { id carTitle } }',
    variables: { id: deliveryNoticeIds[0] },
  },
  examineNotice: {
    query: 'query($id: ID!) { examineNotice(id: $id) { id carTitle } }',
    variables: { id: examineNoticeIds[0] },
  },
  customerService: { query: '{ customerService { substationId packages { id name price } } }' },
  consultantContact: { query: '{ consultantContact(substationId: "S1001", uid: "u1") { name phone } }' },
  carQuestion: {
    mutation: true,
    query: 'mutation($input: CarQuestionInput!) { askCarQuestion(input: $input) { ticketId } }',
    variables: { input: { carId: CAR, question: '这台车可以过户到外地吗？', phone: '13812345678' } },
  },
  attachmentList: { query: 'query($id: ID!) { attachmentList(carId: $id) { name count } }', variables: { id: CAR } },
  appraiseReport: {
    query: 'query($id: ID!) { appraiseReport(carId: $id) { grade items { name } } }',
    variables: { id: CAR },
  },
  repairList: { query: 'query($id: ID!) { repairList(carId: $id) { part action } }', variables: { id: CAR } },
  consumablesList: { query: 'query($id: ID!) { consumablesList(carId: $id) { name state } }', variables: { id: CAR } },
  displayVideo: {
    query: 'query($id: ID!) { displayVideos(carId: $id) { interior { url } exterior { url } } }',
    variables: { id: CAR },
  },
  configurationChecklist: {
    query: 'query($id: ID!) { configurationChecklist(carId: $id) { section items { name } } }',
    variables: { id: CAR },
  },
  benchmark: { query: 'query($id: ID!) { benchmark(carId: $id) { position cars { title } } }', variables: { id: CAR } },
  equipment: {
    query: 'query($id: ID!) { car(id: $id) { id equipment { sections { name } } } }',
    variables: { id: CAR },
  },
  inspectionReport: {
    query:
      'query($reportId: ID!, $business: String!) { inspectionReport(reportId: $reportId, business: $business) { reportId carTitle } }',
    variables: REPORT,
  },
  inspectionFlaw: {
    query:
      'query($reportId: ID!, $business: String!) { inspectionFlaws(reportId: $reportId, business: $business) { id kind } }',
    variables: REPORT,
  },
  inspectionAppraise: {
    query:
      'query($reportId: ID!, $business: String!) { inspectionAppraise(reportId: $reportId, business: $business) { grade } }',
    variables: REPORT,
  },
  inspectionCheckPoints: {
    query:
      'query($reportId: ID!, $business: String!) { inspectionCheckPoints(reportId: $reportId, business: $business) { id name pass } }',
    variables: REPORT,
  },
  inspectionCheckPointItem: {
    query:
      'query($reportId: ID!, $business: String!) { inspectionCheckPoint(reportId: $reportId, business: $business, itemId: "CP0101") { id name } }',
    variables: REPORT,
  },
  forestall: {
    query:
      'query($reportId: ID!, $business: String!) { forestallReport(reportId: $reportId, business: $business) { reportId } }',
    variables: REPORT,
  },
  goods: { query: '{ goods { id title } }' },
  moments: { query: '{ moments { items { id text } total hasMore } }' },
  jsSdk: { query: '{ shareConfig(url: "https://m.example.com/car/C10001") { appId signature } }' },
  transportTrack: {
    query: 'query($no: ID!) { transportTrack(waybillNo: $no) { waybillNo points { lat lng } } }',
    variables: { no: firstWaybill },
  },
  transportInTransit: { query: '{ vehiclesInTransit { waybillNo } }' },
};

export interface Execution {
  data: Record<string, unknown> | null;
  errors: { message?: string; extensions?: Record<string, unknown> }[];
}

/** Runs a row's request without the cache; GraphQL errors come back as values, never thrown. */
export async function executeRow(client: ApolloClient, row: OperationRow, document: DocumentNode): Promise<Execution> {
  const variables = row.variables ?? {};
  if (row.mutation) {
    try {
      const result = await client.mutate({ mutation: document, variables });
      return { data: (result.data ?? null) as Record<string, unknown> | null, errors: [] };
    } catch (error) {
      if (CombinedGraphQLErrors.is(error)) {
        return { data: (error.data ?? null) as Record<string, unknown> | null, errors: [...error.errors] };
      }
      throw error;
    }
  }
  const result = await client.query({ query: document, variables, fetchPolicy: 'no-cache' });
  const errors = CombinedGraphQLErrors.is(result.error)
    ? [...result.error.errors]
    : result.error
      ? [{ message: result.error.message, extensions: { code: 'LINK' } }]
      : [];
  return { data: (result.data ?? null) as Record<string, unknown> | null, errors };
}

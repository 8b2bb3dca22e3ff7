// One well-formed request per REST operation, with ids that exist in the mock data set: what the mock
// conformance test sends to the handlers and the reader walk sends through the graph.
import { articles } from '../../../mocks/fixtures/community';
import { huntIds, huntOrderNo, purchaseUuids } from '../../../mocks/fixtures/reports';
import { SAMPLE_RESERVATION_ID } from '../../../mocks/handlers/reservation';
import { SAMPLE_VIEWING } from '../../../mocks/handlers/viewing';
import { deliveryNoticeIds, examineNoticeIds, knownWaybills } from '../../../mocks/fixtures/service';
import type { CallOptions } from '../../../src/graph/rest/http';
import type { OperationName } from '../../../src/graph/rest/operations';

export const SAMPLE_CAR = 'C10001';
const REPORT = { report_id: 'R10001', business: 'retail' };

/** Calls per operation; several where one request cannot show the answer's other forms. */
export const samples: Record<OperationName, CallOptions[]> = {
  cars: [
    { params: { is_motorcycle: 0, page: 1, page_size: 20 } },
    { params: { is_motorcycle: 0, category: 'premium', sort: 'price_asc', page: 2, page_size: 10 } },
    { params: { is_motorcycle: 1, page: 1, page_size: 20 } },
    { params: { is_motorcycle: 0, is_wholesale: 1, page: 1, page_size: 20 } },
    { params: { is_motorcycle: 0, exclude_status: '被秒,被截胡,已预定,已售,下架', page: 1, page_size: 20 } },
  ],
  car: [{ pathParams: { id: SAMPLE_CAR } }, { pathParams: { id: 'C10011' } }, { pathParams: { id: 'C10150' } }],
  likes: [{ params: { car_id: SAMPLE_CAR, module_id: 'M2001' } }],
  articles: [{ params: { page: 1, page_size: 10 } }],
  article: [{ params: { id: articles[0]!.id } }],
  carMileageReport: [{ params: { car_id: SAMPLE_CAR } }, { params: { car_id: 'C10002' } }],
  huntMileageReport: [{ params: { order_no: huntOrderNo(huntIds[0]!)! } }],
  inspectionMileage: [{ params: REPORT }],
  hunt: [{ params: { id: huntIds[0]! } }],
  purchaseReport: [{ params: { uuid: purchaseUuids[0]! } }],
  brandsLegacy: [{ params: { is_motorcycle: 0 } }],
  brands: [{ params: { is_motorcycle: 0 } }, { params: { is_motorcycle: 1 } }],
  provinces: [{}],
  substations: [{}, { params: { province_id: '33' } }],
  conditionLevels: [{}],
  getOption: [{ params: { category: 'region' } }, { params: { category: 'carmodel', parent: 'B01' } }],
  sellCarYears: [{}],
  sellCarMileage: [{}],
  sellCarSubstations: [{}],
  sellCar: [
    {
      headers: { 'Idempotency-Key': 'contract-sell-car' },
      body: {
        name: '王先生',
        phone: '13812345678',
        model: 'toyota-camry',
        region: 'hangzhou',
        registration_year: '2019',
        mileage: '3-5',
        substation_id: 'S1001',
        remark: '',
        idempotency_key: 'contract-sell-car',
      },
    },
  ],
  deliveryNotice: [{ params: { id: deliveryNoticeIds[0]! } }],
  examineNotice: [{ params: { id: examineNoticeIds[0]! } }],
  customerService: [{}],
  consultantContact: [{ params: { substation_id: 'S1001', uid: 'u1' } }],
  carQuestion: [{ body: { car_id: SAMPLE_CAR, question: '这台车可以过户到外地吗？', phone: '13812345678' } }],
  viewingBooking: [
    {
      headers: { 'Idempotency-Key': 'contract-viewing' },
      body: {
        car_id: SAMPLE_CAR,
        substation_id: 'ST01',
        day: '2026-11-21',
        slot: '10:00-12:00',
        name: '王先生',
        phone: '13812345678',
        idempotency_key: 'contract-viewing',
      },
    },
  ],
  createReservation: [
    {
      headers: { 'Idempotency-Key': 'contract-reservation' },
      body: { car_id: SAMPLE_CAR, name: '王先生', phone: '13812345678', pay_channel: 'jsapi' },
    },
    {
      headers: { 'Idempotency-Key': 'contract-reservation-h5' },
      body: {
        car_id: 'C10002',
        name: '王先生',
        phone: '13812345678',
        pay_channel: 'h5',
        redirect_url: 'https://m.example.com/car/C10002',
      },
    },
  ],
  reservationStatus: [{ pathParams: { id: SAMPLE_RESERVATION_ID } }],
  cancelReservation: [{ pathParams: { id: SAMPLE_RESERVATION_ID } }],
  changeViewingBooking: [
    {
      pathParams: { reference: SAMPLE_VIEWING.reference },
      headers: { 'Idempotency-Key': 'contract-viewing-change' },
      body: {
        manage_token: SAMPLE_VIEWING.token,
        day: '2026-11-24',
        slot: '14:00-16:00',
        idempotency_key: 'contract-viewing-change',
      },
    },
  ],
  cancelViewingBooking: [
    { pathParams: { reference: SAMPLE_VIEWING.reference }, body: { manage_token: SAMPLE_VIEWING.token } },
  ],
  attachmentList: [{ params: { car_id: SAMPLE_CAR } }],
  appraiseReport: [{ params: { car_id: SAMPLE_CAR } }],
  repairList: [{ params: { car_id: SAMPLE_CAR } }],
  consumablesList: [{ params: { car_id: SAMPLE_CAR } }],
  displayVideo: [{ params: { car_id: SAMPLE_CAR } }],
  configurationChecklist: [{ params: { car_id: SAMPLE_CAR } }],
  benchmark: [{ params: { car_id: SAMPLE_CAR } }],
  equipment: [{ params: { module_id: 'M2001', car_id: SAMPLE_CAR } }],
  inspectionReport: [{ params: REPORT }],
  inspectionFlaw: [{ params: REPORT }],
  inspectionAppraise: [{ params: REPORT }],
  inspectionCheckPoints: [{ params: REPORT }],
  inspectionCheckPointItem: [{ params: { ...REPORT, item_id: 'CP0101' } }],
  forestall: [{ params: REPORT }],
  goods: [{}],
  moments: [{ body: { page: 1, page_size: 10 } }, { body: { page: 1, page_size: 10, topic_id: 'T01' } }],
  jsSdk: [{ params: { url: 'https://m.example.com/car/C10001' } }],
  transportTrack: [{ params: { waybill_no: knownWaybills[0]! } }],
  transportInTransit: [{}],
};

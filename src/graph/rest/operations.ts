// The one table of REST operations: where each call goes, which envelope rule judges its body
// (spec section 7) and how a failure is presented (spec section 8). http.ts applies it; mocks build
// their URL patterns from it; the QA studio and the fault matrix list endpoints from it.

export type HostKey = 'relative' | 'main' | 'inspection' | 'options' | 'business';

/**
 * - `status-success`: body.status must be 'success', else an EnvelopeError with the body's message.
 * - `http-200`: HTTP 200 returns the body as it is.
 * - `code-2000000`: body.code must be 2000000; what happens otherwise is `onEnvelopeFailure`.
 * - `business`: body.code other than 200000000 alerts body.msg; the body is passed on all the same.
 */
export type Envelope = 'status-success' | 'http-200' | 'code-2000000' | 'business';

/**
 * - `alert`: the spec's default; a browser alert of the message (or the error, or its JSON).
 * - `rethrow`: the error reaches the screen, which shows it inline; no alert.
 * - `silent`: swallowed; the field resolves to its empty value.
 */
export type Presentation = 'alert' | 'rethrow' | 'silent';

export interface OperationSpec {
  host: HostKey;
  method: 'GET' | 'POST';
  /** Path with `:name` parameters. */
  path: string;
  envelope: Envelope;
  presentation: Presentation;
  /** POST bodies: JSON by default, or form-encoded from a params object. */
  body?: 'json' | 'form';
  /** code-2000000 only: fail with the server message (`error`) or resolve to nothing (`null`). */
  onEnvelopeFailure?: 'error' | 'null';
  /** Kept for the whole session per cache key (spec section 4: car by id, likes and equipment by module). */
  sessionCache?: boolean;
  /**
   * Staff data (src/domain/staff-fields.ts; contract/openapi.yaml, security scheme staffToken): `fields`,
   * the answer carries staff-only fields for a staff token; `only`, the whole answer is for staff. The
   * client sends its staff token (the embed's, if it holds one) on these operations and no other.
   */
  staff?: 'fields' | 'only';
}

const relativeGet = (path: string, presentation: Presentation = 'alert'): OperationSpec => ({
  host: 'relative',
  method: 'GET',
  path,
  envelope: 'status-success',
  presentation,
});

const mainGet = (path: string): OperationSpec => ({
  host: 'main',
  method: 'GET',
  path,
  envelope: 'status-success',
  presentation: 'alert',
});

const inspectionGet = (path: string, presentation: Presentation = 'alert'): OperationSpec => ({
  host: 'inspection',
  method: 'GET',
  path,
  envelope: 'http-200',
  presentation,
});

export const operations = {
  // Cars and listings
  cars: relativeGet('/v1/cars'),
  car: { ...relativeGet('/v1/car/:id'), sessionCache: true, staff: 'fields' },
  likes: { ...relativeGet('/v1/likes'), sessionCache: true },
  articles: relativeGet('/v1/articles'),
  article: relativeGet('/v1/article'),
  carMileageReport: relativeGet('/v1/car/mileageReport'),
  huntMileageReport: mainGet('/gcar/v1/mileageReport'),
  inspectionMileage: inspectionGet('/v1/vehicleInspection/mileage/'),
  hunt: mainGet('/gcar/v1/hunt'),
  purchaseReport: { ...relativeGet('/v1/oem/purchaseReport'), staff: 'only' },

  // Filter options
  brandsLegacy: relativeGet('/v1/filter-param-brand'),
  brands: relativeGet('/v1/filter-param-brand-new'),
  provinces: relativeGet('/v1/filter-param-province', 'rethrow'),
  substations: relativeGet('/v1/filter-param-substations'),
  conditionLevels: relativeGet('/v1/filter-param-condition-levels'),
  getOption: { host: 'options', method: 'GET', path: '/get_option', envelope: 'http-200', presentation: 'alert' },

  // Sell a car
  sellCarYears: relativeGet('/v1/sell_car/registration_year'),
  sellCarMileage: relativeGet('/v1/sell_car/mileage'),
  sellCarSubstations: relativeGet('/v1/sell_car/service_substations'),
  sellCar: {
    host: 'relative',
    method: 'POST',
    path: '/v1/sell_car',
    envelope: 'status-success',
    presentation: 'alert',
  },

  // Notices and service
  deliveryNotice: mainGet('/v1/getProcedureDeliveryCar'),
  examineNotice: mainGet('/gcar/appraise'),
  customerService: mainGet('/v1/customer_service'),
  consultantContact: mainGet('/v1/customer_service'),
  carQuestion: {
    host: 'main',
    method: 'POST',
    path: '/v1/car/question',
    envelope: 'status-success',
    presentation: 'alert',
  },
  // Beyond the spec: a viewing booked on the car page (mocked; docs/product.md). The booking sheet says a
  // failure inline, so it is not alerted.
  viewingBooking: {
    host: 'relative',
    method: 'POST',
    path: '/v1/viewing_booking',
    envelope: 'status-success',
    presentation: 'rethrow',
  },
  // The booking changed or cancelled from 我的 with the token the booking answered (said inline too).
  changeViewingBooking: {
    host: 'relative',
    method: 'POST',
    path: '/v1/viewing_booking/:reference/change',
    envelope: 'status-success',
    presentation: 'rethrow',
  },
  cancelViewingBooking: {
    host: 'relative',
    method: 'POST',
    path: '/v1/viewing_booking/:reference/cancel',
    envelope: 'status-success',
    presentation: 'rethrow',
  },
  // Beyond the spec: a car reserved with a refundable deposit (订金), held for the buyer (docs/product.md,
  // decision note 200). The reserve sheet says every failure inline, so none is alerted.
  createReservation: {
    host: 'relative',
    method: 'POST',
    path: '/v1/reservation',
    envelope: 'status-success',
    presentation: 'rethrow',
  },
  reservationStatus: {
    host: 'relative',
    method: 'GET',
    path: '/v1/reservation/:id',
    envelope: 'status-success',
    presentation: 'rethrow',
  },
  cancelReservation: {
    host: 'relative',
    method: 'POST',
    path: '/v1/reservation/:id/cancel',
    envelope: 'status-success',
    presentation: 'rethrow',
  },

  // Standard report parts
  attachmentList: relativeGet('/v1/car/attachmentList'),
  appraiseReport: relativeGet('/v1/car/appraiseReport'),
  repairList: relativeGet('/v1/car/repairList'),
  consumablesList: relativeGet('/v1/car/consumablesList'),
  displayVideo: relativeGet('/v1/VehicleDisplayVideo/detail'),
  configurationChecklist: relativeGet('/v1/car/configurationChecklist'),
  benchmark: relativeGet('/v1/car/benchmark'),
  equipment: {
    host: 'main',
    method: 'GET',
    path: '/v1/car/equipmentReport',
    envelope: 'code-2000000',
    presentation: 'silent',
    onEnvelopeFailure: 'error',
    sessionCache: true,
  },

  // Inspection (fixed host)
  inspectionReport: inspectionGet('/v1/vehicleInspection/report'),
  inspectionFlaw: inspectionGet('/v1/vehicleInspection/flaw'),
  inspectionAppraise: inspectionGet('/v1/vehicleInspection/appraise'),
  inspectionCheckPoints: inspectionGet('/v1/vehicleInspection/appraise/checkPoints'),
  inspectionCheckPointItem: inspectionGet('/v1/vehicleInspection/appraise/checkPointItem'),
  forestall: inspectionGet('/v1/vehicleInspection/appraise/forestall', 'silent'),

  // Other
  goods: {
    host: 'main',
    method: 'GET',
    path: '/v1/other/youZanGoods',
    envelope: 'code-2000000',
    presentation: 'alert',
    onEnvelopeFailure: 'null',
  },
  moments: {
    host: 'main',
    method: 'POST',
    path: '/v1/nuoCircle/list',
    envelope: 'code-2000000',
    presentation: 'alert',
    body: 'form',
    onEnvelopeFailure: 'null',
  },
  jsSdk: { host: 'main', method: 'GET', path: '/v1/getJsSDK', envelope: 'http-200', presentation: 'alert' },

  // Transport tracking (business API)
  transportTrack: {
    host: 'business',
    method: 'GET',
    path: '/v1/transport/track',
    envelope: 'business',
    presentation: 'alert',
  },
  transportInTransit: {
    host: 'business',
    method: 'GET',
    path: '/v1/transport/in-transit',
    envelope: 'business',
    presentation: 'alert',
  },
} as const satisfies Record<string, OperationSpec>;

export type OperationName = keyof typeof operations;

export const operationNames = Object.keys(operations) as OperationName[];

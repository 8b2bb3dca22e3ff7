// Every route pattern once, each as a link builder: the one place a path is written. Pure (react-router's
// generatePath and nothing of the app): every screen, the app shell and the route table import it, and it
// imports no screen, so links never pull the route table (and with it every screen's lazy import) into a
// screen's module graph. Code outside src/routes never writes a path (tests/routes/paths.test.ts checks);
// it calls a builder:
//   paths.car({ id })                                  → /car/42
//   paths.car({ id, category: 'premium' })             → /car/42?category=premium
//   paths.inspectionPreview({ id, reportId, business }) → /car/42/report-inspection-preview/r1/business/b2
//   paths.index()                                      → /
// Keys named in the pattern fill it (encoded); any other key becomes the query string (undefined ones
// are left out). `paths.car.pattern` is the react-router pattern the route table (route-table.ts) uses.
// The category carry-over between pages (nav-rules.ts) works on the built address like on any other.

import { generatePath, type PathParam } from 'react-router';
import { CAR_PATTERN } from './car-route';

type Query = Record<string, string | number | undefined>;

/** A link builder for one pattern: typed by the pattern's parameters (none: the argument is optional). */
export type PathBuilder<P extends string> = ([PathParam<P>] extends [never]
  ? (query?: Query) => string
  : (params: { [K in PathParam<P>]: string } & Query) => string) & { readonly pattern: P };

function route<P extends string>(pattern: P): PathBuilder<P> {
  const names = new Set((pattern.match(/:[\w-]+/g) ?? []).map((name) => name.slice(1)));
  const build = (values: Query = {}): string => {
    const params: Record<string, string> = {};
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(values)) {
      if (value === undefined) continue;
      if (names.has(key)) params[key] = String(value);
      else query.set(key, String(value));
    }
    const search = query.toString();
    return generatePath(pattern, params as never) + (search ? `?${search}` : '');
  };
  return Object.assign(build, { pattern }) as unknown as PathBuilder<P>;
}

const INSPECTION_PATTERN = '/car/:id/report-inspection/:reportId/business/:business';

export const paths = {
  index: route('/'),
  discount: route('/discount'),
  board: route('/board'),
  wholesaleList: route('/w'),
  wholesale: route('/w/:id'),
  wholesalePhotos: route('/w/:id/photo'),

  car: route(CAR_PATTERN),
  carPhotos: route('/car/:id/photos'),
  carPictures: route('/car/:id/pictures'),
  carLoans: route('/car/:id/loans'),
  carVideo: route('/car/:id/video'),
  carFaq: route('/car/:id/faq'),
  carInternalVideo: route('/car/:id/internal/video'),
  carBenchmark: route('/car/:id/benchmark'),
  carExteriorVideo: route('/car/:id/exterior-video'),
  carAppraise: route('/car/:id/appraise'),
  carConfiguration: route('/car/:id/configuration'),

  carReportMileage: route('/car/:id/report/mileage'),
  carReportAccessory: route('/car/:id/report/accessory'),
  carReportConsumable: route('/car/:id/report/consumable'),
  carReportPreparation: route('/car/:id/report/preparation'),
  carReportPreparationRemind: route('/car/:id/report/preparation/remind'),
  carReportFlaw: route('/car/:id/report/flaw'),
  carReportChassis: route('/car/:id/report/chassis'),
  carReportRefurbish: route('/car/:id/report/refurbish-list'),
  /** A category report by its name (the named reports above win over it for their names). */
  carReport: route('/car/:id/report/:name'),

  inspection: route(INSPECTION_PATTERN),
  inspectionChecklist: route(`${INSPECTION_PATTERN}/inspection-checklist`),
  inspectionChecklistTable: route(`${INSPECTION_PATTERN}/inspection-checklist-table`),
  inspectionChecklistDetail: route(`${INSPECTION_PATTERN}/inspection-checklist-detail`),
  inspectionMaintenance: route(`${INSPECTION_PATTERN}/maintenance-record`),
  inspectionMileage: route(`${INSPECTION_PATTERN}/mileage-analysis-basis`),
  inspectionAccident: route(`${INSPECTION_PATTERN}/accident-record`),
  inspectionNotice: route(`${INSPECTION_PATTERN}/report-inspection-notice`),
  inspectionPreview: route('/car/:id/report-inspection-preview/:reportId/business/:business'),

  moments: route('/moments'),
  momentTopic: route('/moments/topic/:topicId'),
  momentUser: route('/moments/user/:unionId'),
  moment: route('/moments/:postId'),
  articles: route('/articles'),
  article: route('/article/:id'),

  help: route('/help'),
  helpPreSalePreparation: route('/help/standard-of-pre-sale-preparation'),
  helpAgreement: route('/help/agreement'),
  helpCouponGuide: route('/help/coupon-guide'),
  helpCouponLanding: route('/help/coupon-landing'),
  helpDeliveryNotice: route('/help/delivery-notice/:id'),
  helpPriceNegotiable: route('/help/price-negotiable'),
  helpExamineNotice: route('/help/examine-notice/:id'),
  helpReleaseNote: route('/help/release-note-weapp'),
  helpRandomConsultant: route('/help/random-consultant'),
  helpHuntAgreement: route('/help/hunt-agreement'),

  hunt: route('/h'),
  huntDetail: route('/h/:id'),
  huntConsumable: route('/h/:id/report/consumable'),
  huntMileage: route('/h/:id/report/mileage'),
  huntChassis: route('/h/:id/report/chassis'),

  oemPurchase: route('/oem/:uuid/purchase'),
  recycle: route('/recycle'),
  repair: route('/repair'),
  toolWestardTracking: route('/tool/westard-tracking'),
  toolGpsTrajectory: route('/tool/gps-trajectory'),
  toolGpsAllLocationInfo: route('/tool/gps-allLocationInfo'),

  /** 我的: the buyer's data on this device in one place (bookings, reservations, searches, the ways to the rest). */
  mine: route('/mine'),
  favorites: route('/favorites'),
  history: route('/history'),
  /** `paths.compare({ ids: 'A,B' })`: the cars to compare, by id, comma-separated. */
  compare: route('/compare'),
};

/** The route parameters of the inspection report pages: the car's id, reportId and business. */
export type InspectionParams = { [K in PathParam<typeof INSPECTION_PATTERN>]: string };

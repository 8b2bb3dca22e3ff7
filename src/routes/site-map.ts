// The map of the site beside the route table: for every route, how a visitor gets there. Either the
// routes whose pages link to it (`from`), or why it needs no link (`entry`): a page people open from
// outside the storefront (an SMS, a WeChat menu or message), the start page, or a path that only
// redirects. tests/routes/site-map.test.ts checks it covers the table; the browser test
// tests/e2e/site-map.e2e.test.ts follows the real links from / and fails when a route that is not an
// entry cannot be reached within four taps.

export type EntryKind =
  /** Where every visit may start (the home page). */
  | 'start'
  /** A link sent by SMS (notices, coupons). */
  | 'sms'
  /** A WeChat official-account menu item or message. */
  | 'wechat'
  /** Internal tools opened by staff or partners from their own systems. */
  | 'tool'
  /** The path only redirects; the page it shows has its own entry. */
  | 'redirect';

export type SiteMapEntry = { from: readonly string[]; entry?: undefined } | { entry: EntryKind; note: string; from?: readonly string[] };

/** Pages that link to the car's own pages (the car page, from either list or the community). */
const CAR = ['Car'] as const;
const INSPECTION = ['CarReportInspectionIndex'] as const;

export const siteMap: Record<string, SiteMapEntry> = {
  Index: { entry: 'start', note: 'The home page; the navigation bar links it from every page.' },
  StandardDiscount: { from: ['Index'] },
  Board: { from: ['Index'] },
  Wholesale: { from: ['Index'] },
  WholesaleDetail: { from: ['Wholesale', 'Board'] },
  WholesalePhotos: { from: ['WholesaleDetail'] },

  Car: { from: ['Index', 'StandardDiscount', 'NuonMomentDetail'] },
  CarPhotos: { from: CAR },
  CarPictures: { from: CAR },
  CarLoans: { from: CAR },
  CarVideo: { from: CAR },
  CarFaq: { from: CAR },
  CarInternalVideo: { from: CAR },
  CarBenchmark: { from: CAR },
  CarExteriorVideo: { from: CAR },
  CarConfiguration: { from: CAR },
  CarAppraise: { from: CAR },

  CarReportMileage: { from: CAR },
  CarReportAccessory: { from: CAR },
  CarReportConsumable: { from: CAR },
  CarReportPreparation: { from: CAR },
  CarReportPreparationRemind: { from: ['CarReportPreparation'] },
  CarReportFlaw: { from: CAR },
  CarReportChassis: { from: CAR },
  CarReportRefurbishList: { from: CAR },
  CarReportCategory: { from: ['CarReportInspectionChecklist', 'CarReportInspectionAccidentRecord'] },

  CarReportInspectionIndex: { from: CAR },
  CarReportInspectionChecklist: { from: INSPECTION },
  CarReportInspectionChecklistTable: { from: INSPECTION },
  CarReportInspectionChecklistDetail: { from: ['CarReportInspectionChecklist', 'CarReportInspectionChecklistTable'] },
  CarReportInspectionMaintenanceRecord: { from: INSPECTION },
  CarReportInspectionMileageAnalysisBasis: { from: INSPECTION },
  CarReportInspectionAccidentRecord: { from: INSPECTION },
  CarReportInspectionNotice: { from: INSPECTION },
  CarReportInspectionPreview: {
    entry: 'wechat',
    note: 'Early access: the car page links it only while a car is in its early-access period, and followers get it in a WeChat message.',
    from: CAR,
  },

  NuonMomentIndex: { from: ['Index'] },
  NuonMomentTopic: { from: ['NuonMomentIndex'] },
  NuonMomentUser: { from: ['NuonMomentIndex'] },
  NuonMomentDetail: { from: ['NuonMomentIndex'] },
  Articles: { from: ['Index', 'NuonMomentIndex', 'Car'] },

  // The buyer's own pages: the saved-cars control in the navigation bar's brand row, the compare tray
  // under the lists, and the tabs the three pages share.
  Favorites: { from: ['Index', 'Car'] },
  History: { from: ['Favorites'] },
  Compare: { from: ['Index', 'Favorites'] },
  Article: { from: ['Articles', 'Car'] },

  HelpPreSalePreparation: { from: ['CarReportPreparation'] },
  HelpAgreement: { from: ['Car', 'CarReportInspectionNotice'] },
  HelpCouponGuide: { from: ['Car', 'HelpCouponLanding'] },
  HelpCouponLanding: { entry: 'sms', note: 'The coupon SMS links it with the code (?code=).' },
  HelpDeliveryNotice: { entry: 'sms', note: 'Sent to the buyer by SMS before delivery, for their own order.' },
  HelpPriceNegotiable: { from: CAR },
  HelpExamineNotice: { entry: 'sms', note: 'Sent to the buyer by SMS before the examination, for their own order.' },
  HelpReleaseNote: { entry: 'wechat', note: "The mini-program's changelog, opened from the mini-program menu." },
  HelpRandomConsultant: { from: CAR },
  HelpHuntAgreement: { entry: 'wechat', note: 'Part of car hunting, which starts from a WeChat message.', from: ['HuntReportConsumable', 'HuntReportMileage', 'HuntReportChassis'] },

  Hunt: { entry: 'redirect', note: 'Redirects home.' },
  HuntDetail: { entry: 'redirect', note: 'Redirects home.' },
  HuntReportConsumable: { entry: 'wechat', note: 'Hunt reports are sent to the customer who ordered the hunt.' },
  HuntReportMileage: { entry: 'wechat', note: 'Hunt reports are sent to the customer who ordered the hunt.' },
  HuntReportChassis: { entry: 'wechat', note: 'Hunt reports are sent to the customer who ordered the hunt.' },

  OemPurchase: { entry: 'tool', note: 'Staff only: linked from the car page inside the internal business-system embed (src/domain/staff-fields.ts); a visitor sees a "for staff" page.' },
  Recycle: { from: ['Index'] },
  Repair: { from: ['Index'] },
  ToolWestardTracking: { entry: 'tool', note: 'Transport tracking, opened with a waybill from the logistics messages.' },
  ToolGpsTrajectory: { entry: 'tool', note: 'A vehicle trajectory, opened from the dispatch system.' },
  ToolGpsAllLocationInfo: { entry: 'tool', note: 'Vehicles in transit, opened from the dispatch system.' },

  NotFound: { entry: 'redirect', note: 'Any unknown path redirects home.' },
};

/** Routes a visitor must be able to reach by following links from / (every route that is not an entry). */
export function linkedRoutes(): string[] {
  return Object.entries(siteMap)
    .filter(([, entry]) => entry.entry === undefined)
    .map(([name]) => name);
}

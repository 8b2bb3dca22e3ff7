// The route table (spec section 2): every route once, with its path and aliases, name, title, screen
// (a lazy import), how a visitor reaches it, whether the spec lists it, and its flags. The router, the
// screen loaders, the site map, the navigation bar rules, page titles, codegen and the QA studio all
// read this table; docs/product.md's route list is checked against it. How to add a screen:
// docs/architecture.md, "Adding a screen".
//
// Links: every pattern comes from `paths` (paths.ts), the pure link builders screens import; screens
// never import this table (it imports every screen, lazily), which eslint.config.js and
// tests/scripts/import-graph.test.ts hold.

import type { ApolloClient } from '@apollo/client';
import type { ComponentType } from 'react';
import { paths } from './paths';
import { helpTitles, type Title } from './titles';

/**
 * A route's screen: its module's lazy `import()`, written here as a literal so Parcel splits the screen
 * into its own chunk (the table itself stays small: the functions are not called until a visit), and the
 * module's named export, checked against the module's type.
 */
export interface ScreenRef {
  load: () => Promise<unknown>;
  export: string;
}

export type ScreenLoader = (() => Promise<ComponentType>) & {
  /** The screen's component if it has already loaded (then the router renders it without suspending). */
  loaded?: () => ComponentType | undefined;
  /** Readies the screen's first query ahead of a visit, when the screen is loaded ahead (graph/warm.ts). */
  warm?: (client: ApolloClient) => Promise<void>;
};

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

/**
 * How a visitor reaches a route: the routes whose pages link to it (`from`), or why it needs no link
 * (`entry`): a page people open from outside the storefront, the start page, or a path that only
 * redirects. src/routes/site-map.ts collects these; a browser test follows the real links.
 */
export type Reach =
  { from: readonly string[]; entry?: undefined } | { entry: EntryKind; note: string; from?: readonly string[] };

export interface RouteEntry {
  name: string;
  /** react-router path pattern. */
  path: string;
  /** Other paths that show the same screen (the URL is kept as typed). */
  aliases?: string[];
  title?: Title;
  /** The screen, loaded lazily (src/routes/screen-loaders.ts wraps the loader). */
  screen?: ScreenRef;
  /** How a visitor gets here (the site map). */
  reach: Reach;
  /** The path (and its aliases) is one of the product spec's routes (tests/routes/route-table.test.ts). */
  spec?: boolean;
  /** Paths that only redirect (to an internal path, never elsewhere). */
  redirectTo?: string;
  /** Full-screen pages: the navigation bar is hidden (spec section 2). */
  hideNav?: boolean;
  /** Community routes: the community link is active on them. */
  moment?: boolean;
  /** Kept alive when left (lists and the car page: data, filters and scroll survive a round trip). */
  keepAlive?: boolean;
}

/** A screen module's lazy import and its named export (a misspelt export does not compile). */
const screen = <M, K extends keyof M & string>(load: () => Promise<M>, exportName: K): ScreenRef => ({
  load,
  export: exportName,
});

const PREMIUM: Title = { zh: '精品自营车', en: 'Premium self-operated cars' };
/** Pages the car's own pages are linked from (the car page, reached from either list or the community). */
const CAR = ['Car'] as const;
const INSPECTION = ['CarReportInspectionIndex'] as const;

/** A page of one car, linked from the car page unless `extra.reach` says otherwise; a spec path. */
const carChild = (
  name: string,
  path: { pattern: string },
  title: Title,
  view: ScreenRef,
  extra: Partial<RouteEntry> = {},
): RouteEntry => ({
  name,
  path: path.pattern,
  title,
  screen: view,
  reach: { from: CAR },
  spec: true,
  ...extra,
});

/** A page of the inspection report suite: full screen, linked from the report's index; a spec path. */
const inspection = (
  name: string,
  path: { pattern: string },
  title: Title,
  view: ScreenRef,
  extra: Partial<RouteEntry> = {},
): RouteEntry => ({
  name,
  path: path.pattern,
  title,
  screen: view,
  reach: { from: INSPECTION },
  spec: true,
  hideNav: true,
  ...extra,
});

export const routes: RouteEntry[] = [
  // Listings
  {
    name: 'Index',
    path: paths.index.pattern,
    aliases: ['/preview'],
    title: { zh: '首页', en: 'Home' },
    screen: screen(() => import('../screens/home/home.screen'), 'HomeScreen'),
    reach: { entry: 'start', note: 'The home page; the navigation bar links it from every page.' },
    spec: true,
    keepAlive: true,
  },
  {
    name: 'StandardDiscount',
    path: paths.discount.pattern,
    title: { zh: '特价专区', en: 'Discount zone' },
    screen: screen(() => import('../screens/home/discount.screen'), 'DiscountScreen'),
    reach: { from: ['Index'] },
    spec: true,
    keepAlive: true,
  },
  {
    name: 'Board',
    path: paths.board.pattern,
    title: { zh: '今日看板', en: 'Board' },
    screen: screen(() => import('../screens/board/board.screen'), 'BoardScreen'),
    reach: { from: ['Index'] },
    spec: true,
    keepAlive: true,
  },
  {
    name: 'Wholesale',
    path: paths.wholesaleList.pattern,
    title: { zh: '批发车源', en: 'Wholesale cars' },
    screen: screen(() => import('../screens/wholesale/wholesale-list.screen'), 'WholesaleListScreen'),
    reach: { from: ['Index'] },
    spec: true,
    keepAlive: true,
  },
  {
    name: 'WholesaleDetail',
    path: paths.wholesale.pattern,
    title: { zh: '批发车详情', en: 'Wholesale car' },
    screen: screen(() => import('../screens/wholesale/wholesale-detail.screen'), 'WholesaleDetailScreen'),
    reach: { from: ['Wholesale', 'Board'] },
    spec: true,
  },
  {
    name: 'WholesalePhotos',
    path: paths.wholesalePhotos.pattern,
    title: { zh: '批发车图片', en: 'Wholesale car photos' },
    screen: screen(() => import('../screens/wholesale/wholesale-photos.screen'), 'WholesalePhotosScreen'),
    reach: { from: ['WholesaleDetail'] },
    spec: true,
  },

  // Car detail (parent titled 'Premium self-operated cars') and its children
  // Kept too: back from a report, the loans or a photo brings the car page back where the buyer was.
  {
    name: 'Car',
    path: paths.car.pattern,
    title: PREMIUM,
    screen: screen(() => import('../screens/car/car.screen'), 'CarScreen'),
    reach: { from: ['Index', 'StandardDiscount', 'NuonMomentDetail'] },
    spec: true,
    keepAlive: true,
  },
  carChild(
    'CarPhotos',
    paths.carPhotos,
    { zh: '车辆图片', en: 'Photos' },
    screen(() => import('../screens/car/car-photos.screen'), 'CarPhotosScreen'),
  ),
  carChild(
    'CarPictures',
    paths.carPictures,
    { zh: '图片预览', en: 'Pictures' },
    screen(() => import('../screens/car/car-pictures.screen'), 'CarPicturesScreen'),
    { hideNav: true },
  ),
  carChild(
    'CarLoans',
    paths.carLoans,
    { zh: '分期购车', en: 'Car loans' },
    screen(() => import('../screens/car/car-loans.screen'), 'CarLoansScreen'),
  ),
  carChild(
    'CarVideo',
    paths.carVideo,
    { zh: '车辆视频', en: 'Video' },
    screen(() => import('../screens/car/car-video.screen'), 'CarVideoScreen'),
  ),
  carChild(
    'CarFaq',
    paths.carFaq,
    { zh: '我要问', en: 'I want to ask' },
    screen(() => import('../screens/car/car-faq.screen'), 'CarFaqScreen'),
  ),
  carChild(
    'CarInternalVideo',
    paths.carInternalVideo,
    { zh: '内外饰视频', en: 'Interior and exterior video' },
    screen(() => import('../screens/car/car-internal-video.screen'), 'CarInternalVideoScreen'),
  ),
  carChild(
    'CarBenchmark',
    paths.carBenchmark,
    { zh: '同款车比价', en: 'Market benchmark' },
    screen(() => import('../screens/car/car-benchmark.screen'), 'CarBenchmarkScreen'),
  ),
  carChild(
    'CarExteriorVideo',
    paths.carExteriorVideo,
    { zh: '绕车视频', en: 'Walk-around video' },
    screen(() => import('../screens/car/car-exterior-video.screen'), 'CarExteriorVideoScreen'),
  ),
  carChild(
    'CarConfiguration',
    paths.carConfiguration,
    { zh: '配置清单', en: 'Configuration checklist' },
    screen(() => import('../screens/car/car-configuration.screen'), 'CarConfigurationScreen'),
    { spec: false },
  ),
  carChild(
    'CarAppraise',
    paths.carAppraise,
    { zh: '二次评估报告', en: 'Second appraisal report' },
    screen(() => import('../screens/car/car-appraise.screen'), 'CarAppraiseScreen'),
  ),

  // Car reports
  carChild(
    'CarReportMileage',
    paths.carReportMileage,
    { zh: '维保记录', en: 'Maintenance record' },
    screen(() => import('../screens/car-report/mileage-report.screen'), 'MileageReportScreen'),
    { aliases: ['/car/:id/mileage'] },
  ),
  carChild(
    'CarReportAccessory',
    paths.carReportAccessory,
    { zh: '随车附件', en: 'Accessory list' },
    screen(() => import('../screens/car-report/accessory-report.screen'), 'AccessoryReportScreen'),
  ),
  carChild(
    'CarReportConsumable',
    paths.carReportConsumable,
    { zh: '易损耗件', en: 'Consumables list' },
    screen(() => import('../screens/car-report/consumable-report.screen'), 'ConsumableReportScreen'),
  ),
  carChild(
    'CarReportPreparation',
    paths.carReportPreparation,
    { zh: '整备报告', en: 'Preparation report' },
    screen(() => import('../screens/car-report/preparation-report.screen'), 'PreparationReportScreen'),
  ),
  carChild(
    'CarReportPreparationRemind',
    paths.carReportPreparationRemind,
    { zh: '整备提醒', en: 'Preparation reminder' },
    screen(() => import('../screens/car-report/preparation-remind.screen'), 'PreparationRemindScreen'),
    { reach: { from: ['CarReportPreparation'] } },
  ),
  carChild(
    'CarReportFlaw',
    paths.carReportFlaw,
    { zh: '瑕疵报告', en: 'Flaw report' },
    screen(() => import('../screens/car-report/flaw-report.screen'), 'FlawReportScreen'),
  ),
  carChild(
    'CarReportChassis',
    paths.carReportChassis,
    { zh: '底盘照片', en: 'Chassis photos' },
    screen(() => import('../screens/car-report/chassis-report.screen'), 'ChassisReportScreen'),
  ),
  carChild(
    'CarReportRefurbishList',
    paths.carReportRefurbish,
    { zh: '整备清单', en: 'Refurbishment sheet' },
    screen(() => import('../screens/car-report/refurbish-report.screen'), 'RefurbishReportScreen'),
  ),
  carChild(
    'CarReportCategory',
    paths.carReport,
    { zh: '分类报告', en: 'Category report' },
    screen(() => import('../screens/car-report/category-report.screen'), 'CategoryReportScreen'),
    { reach: { from: ['CarReportInspectionChecklist', 'CarReportInspectionAccidentRecord'] } },
  ),

  // Inspection report suite (full screen)
  inspection(
    'CarReportInspectionIndex',
    paths.inspection,
    { zh: '二手车检测报告', en: 'Used-car inspection report' },
    screen(() => import('../screens/inspection/inspection-index.screen'), 'InspectionIndexScreen'),
    { reach: { from: CAR } },
  ),
  inspection(
    'CarReportInspectionChecklist',
    paths.inspectionChecklist,
    { zh: '检测项目', en: 'Inspection checklist' },
    screen(() => import('../screens/inspection/inspection-checklist.screen'), 'InspectionChecklistScreen'),
  ),
  inspection(
    'CarReportInspectionChecklistTable',
    paths.inspectionChecklistTable,
    { zh: '检测项目总表', en: 'Inspection checklist table' },
    screen(() => import('../screens/inspection/inspection-checklist-table.screen'), 'InspectionChecklistTableScreen'),
  ),
  inspection(
    'CarReportInspectionChecklistDetail',
    paths.inspectionChecklistDetail,
    { zh: '检测项详情', en: 'Checklist item' },
    screen(() => import('../screens/inspection/inspection-checklist-detail.screen'), 'InspectionChecklistDetailScreen'),
    { reach: { from: ['CarReportInspectionChecklist', 'CarReportInspectionChecklistTable'] } },
  ),
  inspection(
    'CarReportInspectionMaintenanceRecord',
    paths.inspectionMaintenance,
    { zh: '维修保养记录', en: 'Maintenance record' },
    screen(() => import('../screens/inspection/inspection-maintenance.screen'), 'InspectionMaintenanceScreen'),
  ),
  inspection(
    'CarReportInspectionMileageAnalysisBasis',
    paths.inspectionMileage,
    { zh: '里程分析依据', en: 'Mileage analysis basis' },
    screen(() => import('../screens/inspection/inspection-mileage.screen'), 'InspectionMileageScreen'),
  ),
  inspection(
    'CarReportInspectionAccidentRecord',
    paths.inspectionAccident,
    { zh: '事故排查', en: 'Accident record' },
    screen(() => import('../screens/inspection/inspection-accident.screen'), 'InspectionAccidentScreen'),
  ),
  inspection(
    'CarReportInspectionNotice',
    paths.inspectionNotice,
    { zh: '检测说明', en: 'About this report' },
    screen(() => import('../screens/inspection/inspection-notice.screen'), 'InspectionNoticeScreen'),
  ),
  {
    name: 'CarReportInspectionPreview',
    path: paths.inspectionPreview.pattern,
    title: { zh: '抢先看检测报告', en: 'Early-access inspection report' },
    screen: screen(() => import('../screens/inspection/inspection-preview.screen'), 'InspectionPreviewScreen'),
    reach: {
      entry: 'wechat',
      note: 'Early access: the car page links it only while a car is in its early-access period, and followers get it in a WeChat message.',
      from: CAR,
    },
    spec: true,
    hideNav: true,
  },

  // Community and articles
  {
    name: 'NuonMomentIndex',
    path: paths.moments.pattern,
    aliases: ['/m'],
    title: { zh: '车友圈', en: 'Community' },
    screen: screen(() => import('../screens/moments/moments-index.screen'), 'MomentsIndexScreen'),
    reach: { from: ['Index'] },
    spec: true,
    moment: true,
    keepAlive: true,
  },
  {
    name: 'NuonMomentTopic',
    path: paths.momentTopic.pattern,
    title: { zh: '话题', en: 'Topic' },
    screen: screen(() => import('../screens/moments/moments-topic.screen'), 'MomentsTopicScreen'),
    reach: { from: ['NuonMomentIndex'] },
    spec: true,
    moment: true,
    keepAlive: true,
  },
  {
    name: 'NuonMomentUser',
    path: paths.momentUser.pattern,
    title: { zh: '个人主页', en: 'Profile' },
    screen: screen(() => import('../screens/moments/moments-user.screen'), 'MomentsUserScreen'),
    reach: { from: ['NuonMomentIndex'] },
    spec: true,
    moment: true,
    keepAlive: true,
  },
  {
    name: 'NuonMomentDetail',
    path: paths.moment.pattern,
    title: { zh: '动态详情', en: 'Post' },
    screen: screen(() => import('../screens/moments/moment-detail.screen'), 'MomentDetailScreen'),
    reach: { from: ['NuonMomentIndex'] },
    spec: true,
    moment: true,
  },
  {
    name: 'Articles',
    path: paths.articles.pattern,
    title: { zh: '购车指南与车主故事', en: 'Buying guides and ownership stories' },
    screen: screen(() => import('../screens/article/articles.screen'), 'ArticlesScreen'),
    reach: { from: ['Index', 'NuonMomentIndex', 'Car'] },
  },
  {
    name: 'Article',
    path: paths.article.pattern,
    title: { zh: '文章详情', en: 'Article' },
    screen: screen(() => import('../screens/article/article.screen'), 'ArticleScreen'),
    reach: { from: ['Articles', 'Car'] },
    spec: true,
  },

  // Help pages and notices
  {
    name: 'Help',
    path: paths.help.pattern,
    title: helpTitles.help,
    screen: screen(() => import('../screens/help/help-index.screen'), 'HelpIndexScreen'),
    reach: { from: CAR },
  },
  {
    name: 'HelpPreSalePreparation',
    path: paths.helpPreSalePreparation.pattern,
    title: helpTitles.helpPreSalePreparation,
    screen: screen(() => import('../screens/help/pre-sale-preparation.screen'), 'PreSalePreparationScreen'),
    reach: { from: ['CarReportPreparation', 'Help'] },
    spec: true,
  },
  {
    name: 'HelpAgreement',
    path: paths.helpAgreement.pattern,
    aliases: ['/agreement'],
    title: helpTitles.helpAgreement,
    screen: screen(() => import('../screens/help/agreement.screen'), 'AgreementScreen'),
    reach: { from: ['Car', 'CarReportInspectionNotice', 'Help'] },
    spec: true,
  },
  {
    name: 'HelpCouponGuide',
    path: paths.helpCouponGuide.pattern,
    aliases: ['/coupon/guide'],
    title: helpTitles.helpCouponGuide,
    screen: screen(() => import('../screens/help/coupon-guide.screen'), 'CouponGuideScreen'),
    reach: { from: ['Car', 'HelpCouponLanding', 'Help'] },
    spec: true,
  },
  {
    name: 'HelpCouponLanding',
    path: paths.helpCouponLanding.pattern,
    aliases: ['/coupon/landing'],
    title: helpTitles.helpCouponLanding,
    screen: screen(() => import('../screens/help/coupon-landing.screen'), 'CouponLandingScreen'),
    reach: { entry: 'sms', note: 'The coupon SMS links it with the code (?code=).' },
    spec: true,
  },
  {
    name: 'HelpDeliveryNotice',
    path: paths.helpDeliveryNotice.pattern,
    aliases: ['/notice/delivery/:id'],
    title: helpTitles.helpDeliveryNotice,
    screen: screen(() => import('../screens/help/delivery-notice.screen'), 'DeliveryNoticeScreen'),
    reach: { entry: 'sms', note: 'Sent to the buyer by SMS before delivery, for their own order.' },
    spec: true,
  },
  {
    name: 'HelpPriceNegotiable',
    path: paths.helpPriceNegotiable.pattern,
    aliases: ['/vote/price/negotiable'],
    title: helpTitles.helpPriceNegotiable,
    screen: screen(() => import('../screens/help/price-negotiable.screen'), 'PriceNegotiableScreen'),
    reach: { from: [...CAR, 'Help'] },
    spec: true,
  },
  {
    name: 'HelpExamineNotice',
    path: paths.helpExamineNotice.pattern,
    aliases: ['/notice/examine/:id'],
    title: helpTitles.helpExamineNotice,
    screen: screen(() => import('../screens/help/examine-notice.screen'), 'ExamineNoticeScreen'),
    reach: { entry: 'sms', note: 'Sent to the buyer by SMS before the examination, for their own order.' },
    spec: true,
  },
  {
    name: 'HelpReleaseNote',
    path: paths.helpReleaseNote.pattern,
    title: helpTitles.helpReleaseNote,
    screen: screen(() => import('../screens/help/release-note.screen'), 'ReleaseNoteScreen'),
    reach: {
      entry: 'wechat',
      note: "The mini-program's changelog, opened from the mini-program menu.",
      from: ['Help'],
    },
    spec: true,
  },
  {
    name: 'HelpRandomConsultant',
    path: paths.helpRandomConsultant.pattern,
    title: helpTitles.helpRandomConsultant,
    screen: screen(() => import('../screens/help/random-consultant.screen'), 'RandomConsultantScreen'),
    reach: { from: [...CAR, 'Help'] },
    spec: true,
  },
  {
    name: 'HelpHuntAgreement',
    path: paths.helpHuntAgreement.pattern,
    title: helpTitles.helpHuntAgreement,
    screen: screen(() => import('../screens/help/hunt-agreement.screen'), 'HuntAgreementScreen'),
    reach: {
      entry: 'wechat',
      note: 'Part of car hunting, which starts from a WeChat message.',
      from: ['HuntReportConsumable', 'HuntReportMileage', 'HuntReportChassis', 'Help'],
    },
    spec: true,
  },

  // Hunt reports; /h and /h/:id only redirect home
  {
    name: 'Hunt',
    path: paths.hunt.pattern,
    redirectTo: paths.index(),
    reach: { entry: 'redirect', note: 'Redirects home.' },
    spec: true,
  },
  {
    name: 'HuntDetail',
    path: paths.huntDetail.pattern,
    redirectTo: paths.index(),
    reach: { entry: 'redirect', note: 'Redirects home.' },
    spec: true,
  },
  {
    name: 'HuntReportConsumable',
    path: paths.huntConsumable.pattern,
    title: { zh: '易损耗件', en: 'Consumables list' },
    screen: screen(() => import('../screens/hunt/hunt-consumable.screen'), 'HuntConsumableScreen'),
    reach: { entry: 'wechat', note: 'Hunt reports are sent to the customer who ordered the hunt.' },
    spec: true,
  },
  {
    name: 'HuntReportMileage',
    path: paths.huntMileage.pattern,
    title: { zh: '里程报告', en: 'Mileage report' },
    screen: screen(() => import('../screens/hunt/hunt-mileage.screen'), 'HuntMileageScreen'),
    reach: { entry: 'wechat', note: 'Hunt reports are sent to the customer who ordered the hunt.' },
    spec: true,
  },
  {
    name: 'HuntReportChassis',
    path: paths.huntChassis.pattern,
    title: { zh: '底盘照片', en: 'Chassis photos' },
    screen: screen(() => import('../screens/hunt/hunt-chassis.screen'), 'HuntChassisScreen'),
    reach: { entry: 'wechat', note: 'Hunt reports are sent to the customer who ordered the hunt.' },
    spec: true,
  },

  // Purchase report, selling, service, tools
  {
    name: 'OemPurchase',
    path: paths.oemPurchase.pattern,
    title: { zh: '收购报告', en: 'Purchase report' },
    screen: screen(() => import('../screens/oem/purchase-report.screen'), 'PurchaseReportScreen'),
    reach: {
      entry: 'tool',
      note: 'Staff only: linked from the car page inside the internal business-system embed (src/domain/staff-fields.ts); a visitor sees a "for staff" page.',
    },
    spec: true,
  },
  {
    name: 'Recycle',
    path: paths.recycle.pattern,
    title: { zh: '我要卖车', en: 'Sell your car' },
    screen: screen(() => import('../screens/recycle/recycle.screen'), 'RecycleScreen'),
    reach: { from: ['Index'] },
    spec: true,
  },
  {
    name: 'Repair',
    path: paths.repair.pattern,
    title: { zh: '维修保养套餐', en: 'Repair packages' },
    screen: screen(() => import('../screens/repair/repair.screen'), 'RepairScreen'),
    reach: { from: ['Index'] },
    spec: true,
  },
  {
    name: 'ToolWestardTracking',
    path: paths.toolWestardTracking.pattern,
    title: { zh: '运输跟踪', en: 'Transport tracking' },
    screen: screen(() => import('../screens/tool/transport-tracking.screen'), 'TransportTrackingScreen'),
    reach: { entry: 'tool', note: 'Transport tracking, opened with a waybill from the logistics messages.' },
    spec: true,
  },
  {
    name: 'ToolGpsTrajectory',
    path: paths.toolGpsTrajectory.pattern,
    title: { zh: '行驶轨迹', en: 'GPS trajectory' },
    screen: screen(() => import('../screens/tool/transport-tracking.screen'), 'TransportTrackingScreen'),
    reach: { entry: 'tool', note: 'A vehicle trajectory, opened from the dispatch system.' },
    spec: true,
  },
  {
    name: 'ToolGpsAllLocationInfo',
    path: paths.toolGpsAllLocationInfo.pattern,
    title: { zh: '在途车辆', en: 'Vehicles in transit' },
    screen: screen(() => import('../screens/tool/in-transit.screen'), 'InTransitScreen'),
    reach: { entry: 'tool', note: 'Vehicles in transit, opened from the dispatch system.' },
    spec: true,
  },

  // The buyer's own data on this device (no navigation link: the header's saved count and the car page lead here)
  {
    name: 'Mine',
    path: paths.mine.pattern,
    title: { zh: '我的', en: 'Mine' },
    screen: screen(() => import('../screens/buyer/mine.screen'), 'MineScreen'),
    reach: { from: ['Favorites', 'Car'] },
  },
  {
    name: 'Favorites',
    path: paths.favorites.pattern,
    title: { zh: '我的收藏', en: 'Saved cars' },
    screen: screen(() => import('../screens/buyer/favorites.screen'), 'FavoritesScreen'),
    reach: { from: ['Index', 'Car'] },
  },
  {
    name: 'History',
    path: paths.history.pattern,
    title: { zh: '浏览记录', en: 'Recently viewed' },
    screen: screen(() => import('../screens/buyer/history.screen'), 'HistoryScreen'),
    reach: { from: ['Favorites', 'Mine'] },
  },
  {
    name: 'Compare',
    path: paths.compare.pattern,
    title: { zh: '车辆对比', en: 'Compare' },
    screen: screen(() => import('../screens/buyer/compare.screen'), 'CompareScreen'),
    reach: { from: ['Index', 'Favorites', 'Mine'] },
  },

  // Anything else goes home.
  {
    name: 'NotFound',
    path: '*',
    redirectTo: paths.index(),
    reach: { entry: 'redirect', note: 'Any unknown path redirects home.' },
  },
];

export function routeByName(name: string): RouteEntry | undefined {
  return routes.find((route) => route.name === name);
}

// The route table as data (spec section 2): every path and alias, its name, title, flags and screen
// module (the lazy loaders are in screen-loaders.ts). The router, the navigation bar rules, page titles and the QA studio all read this table.

import type { ComponentType } from 'react';

export interface Title {
  zh: string;
  en: string;
}

export interface ScreenRef {
  /** Path under src/screens without extension, e.g. 'home/home.screen'. */
  module: string;
  /** The module's named export, e.g. 'HomeScreen'. */
  export: string;
}

export type ScreenLoader = (() => Promise<ComponentType>) & {
  /** The screen's component if it has already loaded (then the router renders it without suspending). */
  loaded?: () => ComponentType | undefined;
};

export interface RouteEntry {
  name: string;
  /** react-router path pattern. */
  path: string;
  /** Other paths that show the same screen (the URL is kept as typed). */
  aliases?: string[];
  title?: Title;
  /** The screen; its lazy loader lives in screen-loaders.ts (keyed by route name). */
  screen?: ScreenRef;
  /** Paths that only redirect (to an internal path, never elsewhere). */
  redirectTo?: string;
  /** Full-screen pages: the navigation bar is hidden (spec section 2). */
  hideNav?: boolean;
  /** Community routes: the community link is active on them. */
  moment?: boolean;
  /** Kept alive when left (lists whose data, filters and scroll should survive a round trip). */
  keepAlive?: boolean;
}

/** A screen module under src/screens and its named export (loaded lazily by src/routes/screen-loaders.ts). */
const screen = (module: string, exportName: string): ScreenRef => ({ module, export: exportName });

const PREMIUM: Title = { zh: '精品自营车', en: 'Premium self-operated cars' };

const carChild = (name: string, path: string, title: Title, view: ScreenRef, extra: Partial<RouteEntry> = {}): RouteEntry => ({
  name,
  path: `/car/:id/${path}`,
  title,
  screen: view,
  ...extra,
  aliases: extra.aliases?.map((alias) => `/car/:id/${alias}`),
});

const inspection = (name: string, child: string, title: Title, view: ScreenRef): RouteEntry => ({
  name,
  path: `/car/:id/report-inspection/:reportId/business/:business${child ? `/${child}` : ''}`,
  title,
  screen: view,
  hideNav: true,
});

export const routes: RouteEntry[] = [
  // Listings
  {
    name: 'Index',
    path: '/',
    aliases: ['/preview'],
    title: { zh: '首页', en: 'Home' },
    screen: screen('home/home.screen', 'HomeScreen'),
    keepAlive: true,
  },
  {
    name: 'StandardDiscount',
    path: '/discount',
    title: { zh: '特价专区', en: 'Discount zone' },
    screen: screen('home/discount.screen', 'DiscountScreen'),
    keepAlive: true,
  },
  {
    name: 'Board',
    path: '/board',
    title: { zh: '今日看板', en: 'Board' },
    screen: screen('board/board.screen', 'BoardScreen'),
    keepAlive: true,
  },
  {
    name: 'Wholesale',
    path: '/w',
    title: { zh: '批发车源', en: 'Wholesale cars' },
    screen: screen('wholesale/wholesale-list.screen', 'WholesaleListScreen'),
    keepAlive: true,
  },
  {
    name: 'WholesaleDetail',
    path: '/w/:id',
    title: { zh: '批发车详情', en: 'Wholesale car' },
    screen: screen('wholesale/wholesale-detail.screen', 'WholesaleDetailScreen'),
  },
  {
    name: 'WholesalePhotos',
    path: '/w/:id/photo',
    title: { zh: '批发车图片', en: 'Wholesale car photos' },
    screen: screen('wholesale/wholesale-photos.screen', 'WholesalePhotosScreen'),
  },

  // Car detail (parent titled 'Premium self-operated cars') and its children
  { name: 'Car', path: '/car/:id', title: PREMIUM, screen: screen('car/car.screen', 'CarScreen') },
  carChild('CarPhotos', 'photos', { zh: '车辆图片', en: 'Photos' }, screen('car/car-photos.screen', 'CarPhotosScreen')),
  carChild('CarPictures', 'pictures', { zh: '图片预览', en: 'Pictures' }, screen('car/car-pictures.screen', 'CarPicturesScreen'), { hideNav: true }),
  carChild('CarLoans', 'loans', { zh: '分期购车', en: 'Car loans' }, screen('car/car-loans.screen', 'CarLoansScreen')),
  carChild('CarVideo', 'video', { zh: '车辆视频', en: 'Video' }, screen('car/car-video.screen', 'CarVideoScreen')),
  carChild('CarFaq', 'faq', { zh: '我要问', en: 'I want to ask' }, screen('car/car-faq.screen', 'CarFaqScreen')),
  carChild('CarInternalVideo', 'internal/video', { zh: '内外饰视频', en: 'Interior and exterior video' }, screen('car/car-internal-video.screen', 'CarInternalVideoScreen')),
  carChild('CarBenchmark', 'benchmark', { zh: '同款车比价', en: 'Market benchmark' }, screen('car/car-benchmark.screen', 'CarBenchmarkScreen')),
  carChild('CarExteriorVideo', 'exterior-video', { zh: '绕车视频', en: 'Walk-around video' }, screen('car/car-exterior-video.screen', 'CarExteriorVideoScreen')),
  carChild('CarAppraise', 'appraise', { zh: '二次评估报告', en: 'Second appraisal report' }, screen('car/car-appraise.screen', 'CarAppraiseScreen')),

  // Car reports
  carChild('CarReportMileage', 'report/mileage', { zh: '维保记录', en: 'Maintenance record' }, screen('car-report/mileage-report.screen', 'MileageReportScreen'), { aliases: ['mileage'] }),
  carChild('CarReportAccessory', 'report/accessory', { zh: '随车附件', en: 'Accessory list' }, screen('car-report/accessory-report.screen', 'AccessoryReportScreen')),
  carChild('CarReportConsumable', 'report/consumable', { zh: '易损耗件', en: 'Consumables list' }, screen('car-report/consumable-report.screen', 'ConsumableReportScreen')),
  carChild('CarReportPreparation', 'report/preparation', { zh: '整备报告', en: 'Preparation report' }, screen('car-report/preparation-report.screen', 'PreparationReportScreen')),
  carChild('CarReportPreparationRemind', 'report/preparation/remind', { zh: '整备提醒', en: 'Preparation reminder' }, screen('car-report/preparation-remind.screen', 'PreparationRemindScreen')),
  carChild('CarReportFlaw', 'report/flaw', { zh: '瑕疵报告', en: 'Flaw report' }, screen('car-report/flaw-report.screen', 'FlawReportScreen')),
  carChild('CarReportChassis', 'report/chassis', { zh: '底盘照片', en: 'Chassis photos' }, screen('car-report/chassis-report.screen', 'ChassisReportScreen')),
  carChild('CarReportRefurbishList', 'report/refurbish-list', { zh: '整备清单', en: 'Refurbishment sheet' }, screen('car-report/refurbish-report.screen', 'RefurbishReportScreen')),
  carChild('CarReportCategory', 'report/:name', { zh: '分类报告', en: 'Category report' }, screen('car-report/category-report.screen', 'CategoryReportScreen')),

  // Inspection report suite (full screen)
  inspection('CarReportInspectionIndex', '', { zh: '二手车检测报告', en: 'Used-car inspection report' }, screen('inspection/inspection-index.screen', 'InspectionIndexScreen')),
  inspection('CarReportInspectionChecklist', 'inspection-checklist', { zh: '检测项目', en: 'Inspection checklist' }, screen('inspection/inspection-checklist.screen', 'InspectionChecklistScreen')),
  inspection('CarReportInspectionChecklistTable', 'inspection-checklist-table', { zh: '检测项目总表', en: 'Inspection checklist table' }, screen('inspection/inspection-checklist-table.screen', 'InspectionChecklistTableScreen')),
  inspection('CarReportInspectionChecklistDetail', 'inspection-checklist-detail', { zh: '检测项详情', en: 'Checklist item' }, screen('inspection/inspection-checklist-detail.screen', 'InspectionChecklistDetailScreen')),
  inspection('CarReportInspectionMaintenanceRecord', 'maintenance-record', { zh: '维修保养记录', en: 'Maintenance record' }, screen('inspection/inspection-maintenance.screen', 'InspectionMaintenanceScreen')),
  inspection('CarReportInspectionMileageAnalysisBasis', 'mileage-analysis-basis', { zh: '里程分析依据', en: 'Mileage analysis basis' }, screen('inspection/inspection-mileage.screen', 'InspectionMileageScreen')),
  inspection('CarReportInspectionAccidentRecord', 'accident-record', { zh: '事故排查', en: 'Accident record' }, screen('inspection/inspection-accident.screen', 'InspectionAccidentScreen')),
  inspection('CarReportInspectionNotice', 'report-inspection-notice', { zh: '检测说明', en: 'About this report' }, screen('inspection/inspection-notice.screen', 'InspectionNoticeScreen')),
  {
    name: 'CarReportInspectionPreview',
    path: '/car/:id/report-inspection-preview/:reportId/business/:business',
    title: { zh: '抢先看检测报告', en: 'Early-access inspection report' },
    screen: screen('inspection/inspection-preview.screen', 'InspectionPreviewScreen'),
    hideNav: true,
  },

  // Community and articles
  {
    name: 'NuonMomentIndex',
    path: '/moments',
    aliases: ['/m'],
    title: { zh: '车友圈', en: 'Community' },
    screen: screen('moments/moments-index.screen', 'MomentsIndexScreen'),
    moment: true,
    keepAlive: true,
  },
  {
    name: 'NuonMomentTopic',
    path: '/moments/topic/:topicId',
    title: { zh: '话题', en: 'Topic' },
    screen: screen('moments/moments-topic.screen', 'MomentsTopicScreen'),
    moment: true,
    keepAlive: true,
  },
  {
    name: 'NuonMomentUser',
    path: '/moments/user/:unionId',
    title: { zh: '个人主页', en: 'Profile' },
    screen: screen('moments/moments-user.screen', 'MomentsUserScreen'),
    moment: true,
    keepAlive: true,
  },
  {
    name: 'NuonMomentDetail',
    path: '/moments/:postId',
    title: { zh: '动态详情', en: 'Post' },
    screen: screen('moments/moment-detail.screen', 'MomentDetailScreen'),
    moment: true,
  },
  {
    name: 'Article',
    path: '/article/:id',
    title: { zh: '文章详情', en: 'Article' },
    screen: screen('article/article.screen', 'ArticleScreen'),
  },

  // Help pages and notices
  { name: 'HelpPreSalePreparation', path: '/help/standard-of-pre-sale-preparation', title: { zh: '售前整备标准', en: 'Pre-sale preparation standard' }, screen: screen('help/pre-sale-preparation.screen', 'PreSalePreparationScreen') },
  { name: 'HelpAgreement', path: '/help/agreement', aliases: ['/agreement'], title: { zh: '自营车购车须知', en: 'Self-operated car purchase notice' }, screen: screen('help/agreement.screen', 'AgreementScreen') },
  { name: 'HelpCouponGuide', path: '/help/coupon-guide', aliases: ['/coupon/guide'], title: { zh: '优惠券使用指南', en: 'Coupon guide' }, screen: screen('help/coupon-guide.screen', 'CouponGuideScreen') },
  { name: 'HelpCouponLanding', path: '/help/coupon-landing', aliases: ['/coupon/landing'], title: { zh: '领取优惠券', en: 'Your coupon' }, screen: screen('help/coupon-landing.screen', 'CouponLandingScreen') },
  { name: 'HelpDeliveryNotice', path: '/help/delivery-notice/:id', aliases: ['/notice/delivery/:id'], title: { zh: '交车须知', en: 'Delivery notice' }, screen: screen('help/delivery-notice.screen', 'DeliveryNoticeScreen') },
  { name: 'HelpPriceNegotiable', path: '/help/price-negotiable', aliases: ['/vote/price/negotiable'], title: { zh: '价格可议', en: 'Price negotiable' }, screen: screen('help/price-negotiable.screen', 'PriceNegotiableScreen') },
  { name: 'HelpExamineNotice', path: '/help/examine-notice/:id', aliases: ['/notice/examine/:id'], title: { zh: '验车须知', en: 'Examination notice' }, screen: screen('help/examine-notice.screen', 'ExamineNoticeScreen') },
  { name: 'HelpReleaseNote', path: '/help/release-note-weapp', title: { zh: '更新日志', en: 'Changelog' }, screen: screen('help/release-note.screen', 'ReleaseNoteScreen') },
  { name: 'HelpRandomConsultant', path: '/help/random-consultant', title: { zh: '购车咨询', en: 'Car-buying consultation' }, screen: screen('help/random-consultant.screen', 'RandomConsultantScreen') },
  { name: 'HelpHuntAgreement', path: '/help/hunt-agreement', title: { zh: '寻车须知', en: 'Car-hunting notice' }, screen: screen('help/hunt-agreement.screen', 'HuntAgreementScreen') },

  // Hunt reports; /h and /h/:id only redirect home
  { name: 'Hunt', path: '/h', redirectTo: '/' },
  { name: 'HuntDetail', path: '/h/:id', redirectTo: '/' },
  { name: 'HuntReportConsumable', path: '/h/:id/report/consumable', title: { zh: '易损耗件', en: 'Consumables list' }, screen: screen('hunt/hunt-consumable.screen', 'HuntConsumableScreen') },
  { name: 'HuntReportMileage', path: '/h/:id/report/mileage', title: { zh: '里程报告', en: 'Mileage report' }, screen: screen('hunt/hunt-mileage.screen', 'HuntMileageScreen') },
  { name: 'HuntReportChassis', path: '/h/:id/report/chassis', title: { zh: '底盘照片', en: 'Chassis photos' }, screen: screen('hunt/hunt-chassis.screen', 'HuntChassisScreen') },

  // Purchase report, selling, service, tools
  { name: 'OemPurchase', path: '/oem/:uuid/purchase', title: { zh: '收购报告', en: 'Purchase report' }, screen: screen('oem/purchase-report.screen', 'PurchaseReportScreen') },
  { name: 'Recycle', path: '/recycle', title: { zh: '我要卖车', en: 'Sell your car' }, screen: screen('recycle/recycle.screen', 'RecycleScreen') },
  { name: 'Repair', path: '/repair', title: { zh: '维修保养套餐', en: 'Repair packages' }, screen: screen('repair/repair.screen', 'RepairScreen') },
  { name: 'ToolWestardTracking', path: '/tool/westard-tracking', title: { zh: '运输跟踪', en: 'Transport tracking' }, screen: screen('tool/transport-tracking.screen', 'TransportTrackingScreen') },
  { name: 'ToolGpsTrajectory', path: '/tool/gps-trajectory', title: { zh: '行驶轨迹', en: 'GPS trajectory' }, screen: screen('tool/transport-tracking.screen', 'TransportTrackingScreen') },
  { name: 'ToolGpsAllLocationInfo', path: '/tool/gps-allLocationInfo', title: { zh: '在途车辆', en: 'Vehicles in transit' }, screen: screen('tool/in-transit.screen', 'InTransitScreen') },

  // The buyer's own data on this device (no navigation link: the header's saved count and the car page lead here)
  { name: 'Favorites', path: '/favorites', title: { zh: '我的收藏', en: 'Saved cars' }, screen: screen('buyer/favorites.screen', 'FavoritesScreen') },
  { name: 'History', path: '/history', title: { zh: '浏览记录', en: 'Recently viewed' }, screen: screen('buyer/history.screen', 'HistoryScreen') },
  { name: 'Compare', path: '/compare', title: { zh: '车辆对比', en: 'Compare' }, screen: screen('buyer/compare.screen', 'CompareScreen') },

  // Anything else goes home.
  { name: 'NotFound', path: '*', redirectTo: '/' },
];

export function routeByName(name: string): RouteEntry | undefined {
  return routes.find((route) => route.name === name);
}

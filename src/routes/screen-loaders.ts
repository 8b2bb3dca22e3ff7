// The lazy loader of every screen, keyed by route name: the one place that imports src/screens.
// Kept apart from the route table so the table stays plain data (nav rules, titles and their tests
// never pull in screen code). tests/routes/route-table.test.ts checks both files agree.

import type { ComponentType } from 'react';
import { routeDomainTable } from '../graph/__generated__/route-domains';
import type { ScreenPrefetch } from '../graph/client';
import { preloadDomain, type Domain } from '../graph/schema';
import { prefetchCar, warmCar } from '../screens/car/car.prefetch';
import { prefetchDiscount, prefetchHome } from '../screens/home/home.prefetch';
import type { ScreenLoader } from './route-table';

const named = <M, K extends keyof M>(importer: () => Promise<M>, name: K): ScreenLoader => {
  let loaded: ComponentType | undefined;
  const load: ScreenLoader = () =>
    importer().then((module) => {
      const component: unknown = module[name];
      // A renamed export would otherwise render `undefined` and crash far from its cause.
      if (!component || (typeof component !== 'function' && typeof component !== 'object')) {
        throw new Error(`Screen module has no export named ${String(name)}`);
      }
      loaded = component as ComponentType;
      return loaded;
    });
  load.loaded = () => loaded;
  return load;
};

const loaders: Record<string, ScreenLoader> = {
  Index: named(() => import('../screens/home/home.screen'), 'HomeScreen'),
  StandardDiscount: named(() => import('../screens/home/discount.screen'), 'DiscountScreen'),
  Board: named(() => import('../screens/board/board.screen'), 'BoardScreen'),
  Wholesale: named(() => import('../screens/wholesale/wholesale-list.screen'), 'WholesaleListScreen'),
  WholesaleDetail: named(() => import('../screens/wholesale/wholesale-detail.screen'), 'WholesaleDetailScreen'),
  WholesalePhotos: named(() => import('../screens/wholesale/wholesale-photos.screen'), 'WholesalePhotosScreen'),
  Car: named(() => import('../screens/car/car.screen'), 'CarScreen'),
  CarPhotos: named(() => import('../screens/car/car-photos.screen'), 'CarPhotosScreen'),
  CarPictures: named(() => import('../screens/car/car-pictures.screen'), 'CarPicturesScreen'),
  CarLoans: named(() => import('../screens/car/car-loans.screen'), 'CarLoansScreen'),
  CarVideo: named(() => import('../screens/car/car-video.screen'), 'CarVideoScreen'),
  CarFaq: named(() => import('../screens/car/car-faq.screen'), 'CarFaqScreen'),
  CarInternalVideo: named(() => import('../screens/car/car-internal-video.screen'), 'CarInternalVideoScreen'),
  CarBenchmark: named(() => import('../screens/car/car-benchmark.screen'), 'CarBenchmarkScreen'),
  CarExteriorVideo: named(() => import('../screens/car/car-exterior-video.screen'), 'CarExteriorVideoScreen'),
  CarConfiguration: named(() => import('../screens/car/car-configuration.screen'), 'CarConfigurationScreen'),
  CarAppraise: named(() => import('../screens/car/car-appraise.screen'), 'CarAppraiseScreen'),
  CarReportMileage: named(() => import('../screens/car-report/mileage-report.screen'), 'MileageReportScreen'),
  CarReportAccessory: named(() => import('../screens/car-report/accessory-report.screen'), 'AccessoryReportScreen'),
  CarReportConsumable: named(() => import('../screens/car-report/consumable-report.screen'), 'ConsumableReportScreen'),
  CarReportPreparation: named(() => import('../screens/car-report/preparation-report.screen'), 'PreparationReportScreen'),
  CarReportPreparationRemind: named(() => import('../screens/car-report/preparation-remind.screen'), 'PreparationRemindScreen'),
  CarReportFlaw: named(() => import('../screens/car-report/flaw-report.screen'), 'FlawReportScreen'),
  CarReportChassis: named(() => import('../screens/car-report/chassis-report.screen'), 'ChassisReportScreen'),
  CarReportRefurbishList: named(() => import('../screens/car-report/refurbish-report.screen'), 'RefurbishReportScreen'),
  CarReportCategory: named(() => import('../screens/car-report/category-report.screen'), 'CategoryReportScreen'),
  CarReportInspectionIndex: named(() => import('../screens/inspection/inspection-index.screen'), 'InspectionIndexScreen'),
  CarReportInspectionChecklist: named(() => import('../screens/inspection/inspection-checklist.screen'), 'InspectionChecklistScreen'),
  CarReportInspectionChecklistTable: named(() => import('../screens/inspection/inspection-checklist-table.screen'), 'InspectionChecklistTableScreen'),
  CarReportInspectionChecklistDetail: named(() => import('../screens/inspection/inspection-checklist-detail.screen'), 'InspectionChecklistDetailScreen'),
  CarReportInspectionMaintenanceRecord: named(() => import('../screens/inspection/inspection-maintenance.screen'), 'InspectionMaintenanceScreen'),
  CarReportInspectionMileageAnalysisBasis: named(() => import('../screens/inspection/inspection-mileage.screen'), 'InspectionMileageScreen'),
  CarReportInspectionAccidentRecord: named(() => import('../screens/inspection/inspection-accident.screen'), 'InspectionAccidentScreen'),
  CarReportInspectionNotice: named(() => import('../screens/inspection/inspection-notice.screen'), 'InspectionNoticeScreen'),
  CarReportInspectionPreview: named(() => import('../screens/inspection/inspection-preview.screen'), 'InspectionPreviewScreen'),
  NuonMomentIndex: named(() => import('../screens/moments/moments-index.screen'), 'MomentsIndexScreen'),
  NuonMomentTopic: named(() => import('../screens/moments/moments-topic.screen'), 'MomentsTopicScreen'),
  NuonMomentUser: named(() => import('../screens/moments/moments-user.screen'), 'MomentsUserScreen'),
  NuonMomentDetail: named(() => import('../screens/moments/moment-detail.screen'), 'MomentDetailScreen'),
  Articles: named(() => import('../screens/article/articles.screen'), 'ArticlesScreen'),
  Article: named(() => import('../screens/article/article.screen'), 'ArticleScreen'),
  HelpPreSalePreparation: named(() => import('../screens/help/pre-sale-preparation.screen'), 'PreSalePreparationScreen'),
  HelpAgreement: named(() => import('../screens/help/agreement.screen'), 'AgreementScreen'),
  HelpCouponGuide: named(() => import('../screens/help/coupon-guide.screen'), 'CouponGuideScreen'),
  HelpCouponLanding: named(() => import('../screens/help/coupon-landing.screen'), 'CouponLandingScreen'),
  HelpDeliveryNotice: named(() => import('../screens/help/delivery-notice.screen'), 'DeliveryNoticeScreen'),
  HelpPriceNegotiable: named(() => import('../screens/help/price-negotiable.screen'), 'PriceNegotiableScreen'),
  HelpExamineNotice: named(() => import('../screens/help/examine-notice.screen'), 'ExamineNoticeScreen'),
  HelpReleaseNote: named(() => import('../screens/help/release-note.screen'), 'ReleaseNoteScreen'),
  HelpRandomConsultant: named(() => import('../screens/help/random-consultant.screen'), 'RandomConsultantScreen'),
  HelpHuntAgreement: named(() => import('../screens/help/hunt-agreement.screen'), 'HuntAgreementScreen'),
  HuntReportConsumable: named(() => import('../screens/hunt/hunt-consumable.screen'), 'HuntConsumableScreen'),
  HuntReportMileage: named(() => import('../screens/hunt/hunt-mileage.screen'), 'HuntMileageScreen'),
  HuntReportChassis: named(() => import('../screens/hunt/hunt-chassis.screen'), 'HuntChassisScreen'),
  OemPurchase: named(() => import('../screens/oem/purchase-report.screen'), 'PurchaseReportScreen'),
  Recycle: named(() => import('../screens/recycle/recycle.screen'), 'RecycleScreen'),
  Repair: named(() => import('../screens/repair/repair.screen'), 'RepairScreen'),
  Favorites: named(() => import('../screens/buyer/favorites.screen'), 'FavoritesScreen'),
  History: named(() => import('../screens/buyer/history.screen'), 'HistoryScreen'),
  Compare: named(() => import('../screens/buyer/compare.screen'), 'CompareScreen'),
  ToolWestardTracking: named(() => import('../screens/tool/transport-tracking.screen'), 'TransportTrackingScreen'),
  ToolGpsTrajectory: named(() => import('../screens/tool/transport-tracking.screen'), 'TransportTrackingScreen'),
  ToolGpsAllLocationInfo: named(() => import('../screens/tool/in-transit.screen'), 'InTransitScreen'),
};

/** The resolver areas each route's screen queries on first render (generated by codegen from its documents). */
export const routeDomains: ReadonlyMap<string, readonly Domain[]> = new Map(
  Object.entries(routeDomainTable).flatMap(([areas, names]) => names.split(',').map((name) => [name, areas.split(',') as Domain[]] as const)),
);

/** First queries readied when their screen is loaded ahead (the car page, from a list of cars). */
const screenWarmups: Readonly<Record<string, NonNullable<ScreenLoader['warm']>>> = {
  Car: warmCar,
};

/**
 * Every loader also starts loading the resolver areas its screen will query, so the screen's chunk and
 * the code behind its first query download side by side (a failed area load is retried by the query).
 */
export const screenLoaders: Record<string, ScreenLoader> = Object.fromEntries(
  Object.entries(loaders).map(([name, load]) => {
    const withAreas: ScreenLoader = () => {
      for (const domain of routeDomains.get(name) ?? []) preloadDomain(domain).catch(() => undefined);
      return load();
    };
    withAreas.loaded = load.loaded;
    const warm = screenWarmups[name];
    if (warm) withAreas.warm = warm;
    return [name, withAreas];
  }),
);

/**
 * Data prefetches of the screens a visit most often starts on, keyed by route name: the entry runs the
 * one of the first route. The lists' and the car page's are part of the entry (with the car resolver
 * area, src/graph/schema.ts), so their REST request leaves as soon as the schema is built, without a
 * round trip for a chunk first; the community's is a small chunk loaded beside its screen's.
 */
export const screenPrefetches: Readonly<Record<string, () => Promise<ScreenPrefetch>>> = {
  Index: () => Promise.resolve(prefetchHome),
  StandardDiscount: () => Promise.resolve(prefetchDiscount),
  Car: () => Promise.resolve(prefetchCar),
  NuonMomentIndex: () => import('../screens/moments/moments-index.prefetch').then((module) => module.prefetchMomentsIndex),
};

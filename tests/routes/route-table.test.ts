import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { matchEntry, matchedRouteNames, tableRouteObjects, type TableRouteObject } from '../../src/routes/match';
import { routeByName, routes } from '../../src/routes/route-table';

function resolve(pathname: string): string | undefined {
  const matches = matchRoutes(tableRouteObjects, pathname);
  return (matches?.[matches.length - 1]?.route as TableRouteObject | undefined)?.handle.name;
}

// Every path of spec section 2 (with concrete ids) and the route it must show.
const specPaths: [string, string][] = [
  ['/', 'Index'],
  ['/preview', 'Index'],
  ['/article/42', 'Article'],
  ['/help/standard-of-pre-sale-preparation', 'HelpPreSalePreparation'],
  ['/help/agreement', 'HelpAgreement'],
  ['/agreement', 'HelpAgreement'],
  ['/help/coupon-guide', 'HelpCouponGuide'],
  ['/coupon/guide', 'HelpCouponGuide'],
  ['/help/coupon-landing', 'HelpCouponLanding'],
  ['/coupon/landing', 'HelpCouponLanding'],
  ['/help/delivery-notice/7', 'HelpDeliveryNotice'],
  ['/notice/delivery/7', 'HelpDeliveryNotice'],
  ['/help/price-negotiable', 'HelpPriceNegotiable'],
  ['/vote/price/negotiable', 'HelpPriceNegotiable'],
  ['/help/examine-notice/9', 'HelpExamineNotice'],
  ['/notice/examine/9', 'HelpExamineNotice'],
  ['/help/release-note-weapp', 'HelpReleaseNote'],
  ['/help/random-consultant', 'HelpRandomConsultant'],
  ['/help/hunt-agreement', 'HelpHuntAgreement'],
  ['/h', 'Hunt'],
  ['/h/12', 'HuntDetail'],
  ['/h/12/report/consumable', 'HuntReportConsumable'],
  ['/h/12/report/mileage', 'HuntReportMileage'],
  ['/h/12/report/chassis', 'HuntReportChassis'],
  ['/moments', 'NuonMomentIndex'],
  ['/m', 'NuonMomentIndex'],
  ['/moments/555', 'NuonMomentDetail'],
  ['/moments/topic/3', 'NuonMomentTopic'],
  ['/moments/user/union-abc', 'NuonMomentUser'],
  ['/oem/3f2a-uuid/purchase', 'OemPurchase'],
  ['/recycle', 'Recycle'],
  ['/repair', 'Repair'],
  ['/discount', 'StandardDiscount'],
  ['/tool/westard-tracking', 'ToolWestardTracking'],
  ['/tool/gps-trajectory', 'ToolGpsTrajectory'],
  ['/tool/gps-allLocationInfo', 'ToolGpsAllLocationInfo'],
  ['/w', 'Wholesale'],
  ['/w/88', 'WholesaleDetail'],
  ['/w/88/photo', 'WholesalePhotos'],
  ['/board', 'Board'],
  ['/car/101', 'Car'],
  ['/car/101/photos', 'CarPhotos'],
  ['/car/101/pictures', 'CarPictures'],
  ['/car/101/loans', 'CarLoans'],
  ['/car/101/video', 'CarVideo'],
  ['/car/101/faq', 'CarFaq'],
  ['/car/101/report/mileage', 'CarReportMileage'],
  ['/car/101/mileage', 'CarReportMileage'],
  ['/car/101/report/accessory', 'CarReportAccessory'],
  ['/car/101/report/consumable', 'CarReportConsumable'],
  ['/car/101/report/preparation', 'CarReportPreparation'],
  ['/car/101/report/preparation/remind', 'CarReportPreparationRemind'],
  ['/car/101/report/flaw', 'CarReportFlaw'],
  ['/car/101/report/chassis', 'CarReportChassis'],
  ['/car/101/report/refurbish-list', 'CarReportRefurbishList'],
  ['/car/101/report/tyres', 'CarReportCategory'],
  ['/car/101/internal/video', 'CarInternalVideo'],
  ['/car/101/benchmark', 'CarBenchmark'],
  ['/car/101/exterior-video', 'CarExteriorVideo'],
  ['/car/101/appraise', 'CarAppraise'],
  ['/car/101/report-inspection/r9/business/b2', 'CarReportInspectionIndex'],
  ['/car/101/report-inspection/r9/business/b2/inspection-checklist', 'CarReportInspectionChecklist'],
  ['/car/101/report-inspection/r9/business/b2/inspection-checklist-table', 'CarReportInspectionChecklistTable'],
  ['/car/101/report-inspection/r9/business/b2/inspection-checklist-detail', 'CarReportInspectionChecklistDetail'],
  ['/car/101/report-inspection/r9/business/b2/maintenance-record', 'CarReportInspectionMaintenanceRecord'],
  ['/car/101/report-inspection/r9/business/b2/mileage-analysis-basis', 'CarReportInspectionMileageAnalysisBasis'],
  ['/car/101/report-inspection/r9/business/b2/accident-record', 'CarReportInspectionAccidentRecord'],
  ['/car/101/report-inspection/r9/business/b2/report-inspection-notice', 'CarReportInspectionNotice'],
  ['/car/101/report-inspection-preview/r9/business/b2', 'CarReportInspectionPreview'],
];

describe('route table', () => {
  it.each(specPaths)('%s shows %s', (path, name) => {
    expect(resolve(path)).toBe(name);
    expect(matchEntry(path)?.name).toBe(name);
  });

  it('has a title for every route that shows a screen, in both languages', () => {
    for (const entry of routes.filter((route) => route.screen)) {
      expect(entry.title?.zh, entry.name).toBeTruthy();
      expect(entry.title?.en, entry.name).toBeTruthy();
    }
  });

  it('titles the spec names exactly', () => {
    expect(routeByName('Index')?.title).toEqual({ zh: '首页', en: 'Home' });
    expect(routeByName('Car')?.title).toEqual({ zh: '精品自营车', en: 'Premium self-operated cars' });
    expect(routeByName('CarFaq')?.title?.en).toBe('I want to ask');
    expect(routeByName('HelpReleaseNote')?.title?.en).toBe('Changelog');
    expect(routeByName('CarReportInspectionIndex')?.title?.en).toBe('Used-car inspection report');
  });

  it.each(['/nope', '/car', '/w/1/2/3', '/moments/topic/1/extra', '/help/unknown', '/%E4%BD%A0%E5%A5%BD'])('sends unknown %s home', (path) => {
    const entry = matchEntry(path);
    expect(entry?.name).toBe('NotFound');
    expect(entry?.redirectTo).toBe('/');
  });

  it('only redirects /h and /h/:id, both home', () => {
    expect(routes.filter((route) => route.redirectTo !== undefined).map((route) => [route.name, route.redirectTo])).toEqual([
      ['Hunt', '/'],
      ['HuntDetail', '/'],
      ['NotFound', '/'],
    ]);
  });

  it('has unique names and unique paths', () => {
    const names = routes.map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
    const paths = routes.flatMap((route) => [route.path, ...(route.aliases ?? [])]);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('hides the navigation on the pictures page and every inspection report page', () => {
    const hidden = routes.filter((route) => route.hideNav).map((route) => route.name).sort();
    expect(hidden).toEqual(
      [
        'CarPictures',
        'CarReportInspectionIndex',
        'CarReportInspectionChecklist',
        'CarReportInspectionChecklistTable',
        'CarReportInspectionChecklistDetail',
        'CarReportInspectionMaintenanceRecord',
        'CarReportInspectionMileageAnalysisBasis',
        'CarReportInspectionAccidentRecord',
        'CarReportInspectionNotice',
        'CarReportInspectionPreview',
      ].sort(),
    );
  });

  it('marks the community routes and keeps the lists alive', () => {
    expect(routes.filter((route) => route.moment).map((route) => route.name).sort()).toEqual(
      ['NuonMomentDetail', 'NuonMomentIndex', 'NuonMomentTopic', 'NuonMomentUser'].sort(),
    );
    expect(routes.filter((route) => route.keepAlive).map((route) => route.name)).toEqual(
      expect.arrayContaining(['Index', 'StandardDiscount', 'Wholesale', 'NuonMomentIndex']),
    );
  });

  it('car children also match their parent', () => {
    expect(matchedRouteNames('/car/1/photos')).toEqual(['Car', 'CarPhotos']);
    expect(matchedRouteNames('/car/1')).toEqual(['Car']);
    expect(matchedRouteNames('/moments')).toEqual(['NuonMomentIndex']);
  });

  it('has a lazy loader for exactly the routes with a screen, importing the module and export the table names', () => {
    const source = readFileSync(join(__dirname, '../../src/routes/screen-loaders.ts'), 'utf8');
    const loaders = new Map(
      [...source.matchAll(/^\s+(\w+): named\(\(\) => import\('\.\.\/screens\/([^']+)'\), '(\w+)'\),$/gm)].map(([, name, module, exportName]) => [
        name,
        { module, export: exportName },
      ]),
    );
    const withScreens = routes.filter((route) => route.screen);
    expect([...loaders.keys()].sort()).toEqual(withScreens.map((route) => route.name).sort());
    for (const route of withScreens) expect(loaders.get(route.name), route.name).toEqual(route.screen);
  });
});

describe('resolver areas preloaded with each screen', () => {
  it('names, for the main screens, the areas their first queries touch (generated from their documents)', async () => {
    const { routeDomains } = await import('../../src/routes/screen-loaders');
    // Every car card and the car page show the buyer's save and compare toggles (Query.buyerState).
    expect(routeDomains.get('Index')).toEqual(['buyer', 'car']);
    // The car page's consultant look-up is a lazy query (on tap): its area is not preloaded. Its
    // reading list at the end (Car.articles) is community's.
    expect(routeDomains.get('Car')).toEqual(['buyer', 'car', 'community']);
    expect(routeDomains.get('Favorites')).toEqual(['buyer', 'car']);
    expect(routeDomains.get('CarReportInspectionIndex')).toEqual(['reports']);
    expect(routeDomains.get('NuonMomentIndex')).toEqual(['community']);
    expect(routeDomains.get('Article')).toEqual(['community']);
    expect(routeDomains.get('Repair')).toEqual(['service']);
  });

  it('names only areas that exist, and only routes that have a screen', async () => {
    const { routeDomains } = await import('../../src/routes/screen-loaders');
    const { resolverManifest } = await import('../../src/graph/__generated__/resolver-manifest');
    const screens = new Set(routes.filter((route) => route.screen).map((route) => route.name));
    for (const [name, domains] of routeDomains) {
      expect(screens.has(name), name).toBe(true);
      for (const domain of domains) expect(Object.keys(resolverManifest)).toContain(domain);
    }
  });
});

describe('matching addresses (remembered per pathname)', () => {
  it('answers the same for a remembered pathname as for a fresh one, and stays right after many others', async () => {
    const { matchRoute } = await import('../../src/routes/match');
    const first = matchRoute('/car/C10001/photos');
    expect(first?.entry.name).toBe('CarPhotos');
    expect(first?.params).toEqual({ id: 'C10001' });
    for (let i = 0; i < 100; i++) matchRoute(`/car/C${20000 + i}`);
    expect(matchRoute('/car/C10001/photos')).toEqual(first);
    expect(matchRoute('/car/C10001/photos')).toBe(matchRoute('/car/C10001/photos'));
    expect(Object.isFrozen(matchRoute('/car/C1')?.params)).toBe(true);
  });
});

import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { matchEntry, matchedRouteNames, tableRouteObjects, type TableRouteObject } from '../../src/routes/match';
import { paths } from '../../src/routes/paths';
import { routeByName, routes } from '../../src/routes/route-table';
import { helpTitles } from '../../src/routes/titles';

function resolve(pathname: string): string | undefined {
  const matches = matchRoutes(tableRouteObjects, pathname);
  return (matches?.[matches.length - 1]?.route as TableRouteObject | undefined)?.handle.name;
}

// Every path and alias the route table marks as the spec's (spec section 2), its parameters filled with
// sample ids, and the route it must show: a more general pattern must not win over it.
const sample = (pattern: string) => pattern.replace(/:([\w-]+)/g, (_, name: string) => `sample-${name}`);
const specPaths: [string, string][] = routes
  .filter((route) => route.spec)
  .flatMap((route) =>
    [route.path, ...(route.aliases ?? [])].map((path): [string, string] => [sample(path), route.name]),
  );

describe('route table', () => {
  it("marks the spec's routes (the buyer's pages, the articles list and the configuration checklist are the product's own)", () => {
    const spec = routes.filter((route) => route.spec).map((route) => route.name);
    expect(spec).toHaveLength(new Set(spec).size);
    expect(spec.length).toBeGreaterThanOrEqual(60);
    expect(spec).toEqual(
      expect.arrayContaining([
        'Index',
        'Car',
        'CarReportCategory',
        'CarReportInspectionPreview',
        'HelpAgreement',
        'Hunt',
        'HuntDetail',
        'ToolGpsAllLocationInfo',
      ]),
    );
    for (const name of ['CarConfiguration', 'Articles', 'Favorites', 'History', 'Compare', 'NotFound'])
      expect(spec, name).not.toContain(name);
    expect(specPaths).toEqual(
      expect.arrayContaining([
        ['/car/sample-id/mileage', 'CarReportMileage'],
        ['/car/sample-id/report/sample-name', 'CarReportCategory'],
        ['/agreement', 'HelpAgreement'],
      ]),
    );
  });

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

  it('titles each help page with the heading its screen shows (written once, in titles.ts)', () => {
    expect(routeByName('HelpAgreement')?.title).toEqual({
      zh: '自营车购车须知',
      en: 'Self-operated car purchase notice',
    });
    for (const [key, title] of Object.entries(helpTitles)) {
      const entry = routes.find((route) => route.path === paths[key as keyof typeof helpTitles].pattern);
      expect(entry?.title, key).toBe(title);
    }
  });

  it('titles the spec names exactly', () => {
    expect(routeByName('Index')?.title).toEqual({ zh: '首页', en: 'Home' });
    expect(routeByName('Car')?.title).toEqual({ zh: '精品自营车', en: 'Premium self-operated cars' });
    expect(routeByName('CarFaq')?.title?.en).toBe('I want to ask');
    expect(routeByName('HelpReleaseNote')?.title?.en).toBe('Changelog');
    expect(routeByName('CarReportInspectionIndex')?.title?.en).toBe('Used-car inspection report');
  });

  it.each(['/nope', '/car', '/w/1/2/3', '/moments/topic/1/extra', '/help/unknown', '/%E4%BD%A0%E5%A5%BD'])(
    'sends unknown %s home',
    (path) => {
      const entry = matchEntry(path);
      expect(entry?.name).toBe('NotFound');
      expect(entry?.redirectTo).toBe('/');
    },
  );

  it('only redirects /h and /h/:id, both home', () => {
    expect(
      routes.filter((route) => route.redirectTo !== undefined).map((route) => [route.name, route.redirectTo]),
    ).toEqual([
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
    const hidden = routes
      .filter((route) => route.hideNav)
      .map((route) => route.name)
      .sort();
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
    expect(
      routes
        .filter((route) => route.moment)
        .map((route) => route.name)
        .sort(),
    ).toEqual(['NuonMomentDetail', 'NuonMomentIndex', 'NuonMomentTopic', 'NuonMomentUser'].sort());
    expect(routes.filter((route) => route.keepAlive).map((route) => route.name)).toEqual(
      expect.arrayContaining(['Index', 'StandardDiscount', 'Wholesale', 'NuonMomentIndex']),
    );
  });

  it('car children also match their parent', () => {
    expect(matchedRouteNames('/car/1/photos')).toEqual(['Car', 'CarPhotos']);
    expect(matchedRouteNames('/car/1')).toEqual(['Car']);
    expect(matchedRouteNames('/moments')).toEqual(['NuonMomentIndex']);
  });

  it('has a screen loader for exactly the routes with a screen', async () => {
    const { screenLoaders } = await import('../../src/routes/screen-loaders');
    expect(Object.keys(screenLoaders).sort()).toEqual(
      routes
        .filter((route) => route.screen)
        .map((route) => route.name)
        .sort(),
    );
    // The unit files share one module registry: take a screen no earlier file has loaded.
    const route = routes.find((entry) => entry.screen && screenLoaders[entry.name]!.loaded?.() === undefined)!;
    const loader = screenLoaders[route.name]!;
    const module = (await route.screen!.load()) as Record<string, unknown>;
    expect(loader.loaded?.()).toBeUndefined();
    expect(await loader()).toBe(module[route.screen!.export]);
    expect(loader.loaded?.()).toBe(module[route.screen!.export]);
  });
});

describe('resolver areas preloaded with each screen', () => {
  it('names, for the main screens, the areas their first queries touch (generated from their documents)', async () => {
    const { routeDomains } = await import('../../src/routes/screen-loaders');
    // The cards' save and compare toggles and the car page's booking note read the buyer's data
    // (Query.buyerState, viewingBookings) only once the first screen has been shown: the buyer area loads
    // then, not with the list or the car page. Its own pages preload it.
    expect(routeDomains.get('Index')).toEqual(['car']);
    // The car page's consultant look-up is a lazy query (on tap): its area is not preloaded. Its
    // reading list at the end (Car.articles, community's area) is in the part below the first screen,
    // a chunk loaded after it has painted: that area loads with its query then.
    expect(routeDomains.get('Car')).toEqual(['car']);
    expect(routeDomains.get('Favorites')).toEqual(['buyer', 'car']);
    // The inspection report asks for the car's open flags (no all-clear while one is open: note 203).
    expect(routeDomains.get('CarReportInspectionIndex')).toEqual(['car', 'reports']);
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

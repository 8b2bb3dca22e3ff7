import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchRoute } from '../../src/routes/match';
import { paths } from '../../src/routes/paths';
import { routes } from '../../src/routes/route-table';

const builders = Object.entries(paths) as [
  string,
  ((params?: Record<string, string>) => string) & { pattern: string },
][];
const paramNames = (pattern: string) => (pattern.match(/:[\w-]+/g) ?? []).map((name) => name.slice(1));

describe('paths', () => {
  it.each(builders)('%s builds an address its own route matches, parameters encoded', (_key, build) => {
    // Spaces, slashes, CJK and query characters must survive the round trip through the router.
    const params = Object.fromEntries(paramNames(build.pattern).map((name) => [name, `${name} 1/二?#`]));
    const href = build(params);
    const match = matchRoute(href);
    expect(match?.entry.path).toBe(build.pattern);
    expect(match?.params).toEqual(params);
  });

  it('turns keys the pattern does not name into the query, leaving out undefined ones', () => {
    expect(paths.car({ id: '42' })).toBe('/car/42');
    expect(paths.car({ id: '42', category: 'premium', i: undefined })).toBe('/car/42?category=premium');
    expect(paths.carPictures({ id: '42', i: 3 })).toBe('/car/42/pictures?i=3');
    expect(paths.index()).toBe('/');
    expect(paths.discount({ category: 'discount' })).toBe('/discount?category=discount');
    expect(paths.toolWestardTracking({ waybill: 'W 1&2' })).toBe('/tool/westard-tracking?waybill=W+1%262');
    expect(paths.inspectionPreview({ id: '42', reportId: 'r1', business: 'b2' })).toBe(
      '/car/42/report-inspection-preview/r1/business/b2',
    );
  });

  it('is where the route table takes every pattern from (aliases and the catch-all aside)', () => {
    const patterns = new Set(builders.map(([, build]) => build.pattern));
    for (const route of routes) {
      if (route.path !== '*') expect(patterns, route.name).toContain(route.path);
    }
    expect(patterns.size).toBe(builders.length);
  });
});

describe('no path literals outside src/routes', () => {
  const root = join(__dirname, '../../src');
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? files(join(dir, entry.name))
        : /\.(ts|tsx)$/.test(entry.name)
          ? [join(dir, entry.name)]
          : [],
    );
  const firstSegments = new Set(
    routes
      .flatMap((route) => [route.path, ...(route.aliases ?? [])])
      .map((path) => path.split('/')[1] ?? '')
      .filter((segment) => segment && !segment.startsWith(':') && segment !== '*'),
  );
  const routeLiteral = new RegExp(`['"\`]/(${[...firstSegments].join('|')})(?=[/?#'"\`$])`);
  // Home written by hand: to="/", href='/', navigate('/'), to: '/'.
  const homeLiteral = /\b(to|href|backTo|redirectTo)(=|: )\{?['"`]\/['"`]|navigate\(['"`]\/['"`]\)/;

  it('finds every address through the builders', () => {
    const offenders: string[] = [];
    for (const file of files(root)) {
      const name = relative(root, file);
      if (name.startsWith('routes/') || name.includes('__generated__') || name.endsWith('.generated.ts')) continue;
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          const code = line.trim();
          if (code.startsWith('//') || code.startsWith('*') || code.startsWith('/*')) return;
          if (routeLiteral.test(line) || homeLiteral.test(line)) offenders.push(`src/${name}:${index + 1}: ${code}`);
        });
    }
    expect(offenders).toEqual([]);
  });
});

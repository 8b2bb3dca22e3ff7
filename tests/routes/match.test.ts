// routeCandidates narrows the route objects react-router ranks for a pathname; the answer must be the
// one react-router gives with the whole table, for any pathname.
import fc from 'fast-check';
import { matchRoutes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { appRouteObjects, appRoutesFor } from '../../src/app/router';
import { matchRoute, recentByPathname, routeCandidates, tableRouteObjects } from '../../src/routes/match';
import { routes } from '../../src/routes/route-table';

const patterns = routes.flatMap((entry) => [entry.path, ...(entry.aliases ?? [])]);
const candidates = routeCandidates(tableRouteObjects);

/** What matchRoutes answers, as the route path and params of the deepest match. */
function answer(objects: readonly { path?: string }[], pathname: string) {
  const matches = matchRoutes(objects as { path: string }[], pathname);
  const leaf = matches?.[matches.length - 1];
  return leaf ? { path: leaf.route.path, params: leaf.params } : null;
}

const segment = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.constantFrom(
    'car',
    'CAR',
    'Car',
    'c%61r',
    'moments',
    'h',
    'report',
    'inspection',
    '%E8%BD%A6',
    '车',
    'K',
    '%',
    '%zz',
    '',
    '..',
  ),
  fc.stringMatching(/^[A-Za-z0-9_-]{1,10}$/),
);

/** A table path with its parameters filled in, in any case, with slashes added or doubled. */
const fromTable = fc
  .record({
    pattern: fc.constantFrom(...patterns),
    values: fc.array(segment, { minLength: 6, maxLength: 6 }),
    upper: fc.boolean(),
    extra: fc.constantFrom('', '/', '//', '/x'),
  })
  .map(({ pattern, values, upper, extra }) => {
    let i = 0;
    const filled = pattern
      .replace(/:\w+\??/g, () => encodeURIComponent(values[i++] ?? 'x'))
      .replace('*', values[5] ?? '');
    return (upper ? filled.toUpperCase() : filled) + extra;
  });

const anyPath = fc.oneof(
  fromTable,
  fc.array(segment, { maxLength: 5 }).map((parts) => `/${parts.join('/')}`),
  fc.string().map((text) => `/${text}`),
  fc.string(),
);

describe('routeCandidates', () => {
  it('gives react-router the same answer as the whole table, for any pathname (property)', () => {
    // react-router warns about paths that do not decode; both sides meet them.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fc.assert(
      fc.property(anyPath, (pathname) => {
        expect(answer(candidates(pathname), pathname)).toEqual(answer(tableRouteObjects, pathname));
        const whole = matchRoutes(appRouteObjects, pathname)?.at(-1);
        const expected = whole ? { path: whole.route.path, params: whole.params } : null;
        expect(answer(routeCandidates(appRouteObjects)(pathname), pathname)).toEqual(expected);
        // The router hands useRoutes the matched route object alone: the whole table's, same params.
        const alone = appRoutesFor(pathname);
        expect(alone).toEqual(whole ? [whole.route] : []);
        expect(alone[0]).toBe(whole?.route);
        expect(answer(alone, pathname)).toEqual(expected);
      }),
      { numRuns: 1000 },
    );
    warn.mockRestore();
    // A thousand whole-table matches: seconds alone, past the default 15 s on a loaded machine.
  }, 60_000);

  it('hands react-router only the routes under the first segment, and the dynamic ones', () => {
    const forCar = candidates('/car/C10001').map((object) => object.path);
    expect(forCar).toContain('/car/:id');
    expect(forCar).toContain('*');
    expect(forCar.every((path) => path === '*' || /^\/car\b/.test(path ?? ''))).toBe(true);
    expect(forCar.length).toBeLessThan(tableRouteObjects.length / 2);
    expect(candidates('/CAR/C10001')).toBe(candidates('/car/C10001'));
    expect(candidates('/c%61r/C10001')).toBe(candidates('/car/C10001'));
    // Segments that do not decode, or are not plain ASCII, get the whole table.
    expect(candidates('/%E0%A4%A/x')).toBe(tableRouteObjects);
    expect(candidates('/\u212Aar/x')).toBe(tableRouteObjects);
  });

  it('remembers recent answers by pathname, the least recently asked dropped first', () => {
    const answer = vi.fn((pathname: string) => ({ pathname }));
    const recent = recentByPathname(answer, 2);
    const first = recent('/a');
    expect(recent('/a')).toBe(first);
    recent('/b');
    recent('/a');
    recent('/c');
    expect(answer).toHaveBeenCalledTimes(3);
    // '/b' was the least recently asked when '/c' came; now '/a' is.
    recent('/b');
    expect(answer).toHaveBeenCalledTimes(4);
    recent('/c');
    expect(answer).toHaveBeenCalledTimes(4);
    expect(recent('/a')).not.toBe(first);
    expect(answer).toHaveBeenCalledTimes(5);
  });

  it('matchRoute finds the entry and parameters through the candidates', () => {
    expect(matchRoute('/car/C10001')).toMatchObject({ entry: { name: 'Car' }, params: { id: 'C10001' } });
    expect(matchRoute('/Car/C10001/report/mileage')?.entry.name).toBe('CarReportMileage');
    expect(matchRoute('/no/such/page')?.entry.name).toBe('NotFound');
  });
});

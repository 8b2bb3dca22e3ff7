import { describe, expect, it } from 'vitest';
import { linkedRoutes, siteMap } from '../../src/routes/site-map';
import { routes } from '../../src/routes/route-table';

describe('site map', () => {
  it('says for every route in the table how a visitor gets there, and names no route the table lacks', () => {
    const names = routes.map((route) => route.name);
    expect(Object.keys(siteMap).sort()).toEqual([...names].sort());
  });

  it('every link it names comes from a route of the table, and every entry says why', () => {
    const names = new Set(routes.map((route) => route.name));
    for (const [name, entry] of Object.entries(siteMap)) {
      for (const from of entry.from ?? []) expect(names.has(from), `${name} from ${from}`).toBe(true);
      if (entry.entry) expect(entry.note.length, name).toBeGreaterThan(10);
      else expect(entry.from.length, name).toBeGreaterThan(0);
    }
  });

  it('only pages with a screen are entry points from outside; redirects are marked as such', () => {
    for (const route of routes) {
      const entry = siteMap[route.name];
      if (route.redirectTo !== undefined) expect(entry?.entry, route.name).toBe('redirect');
      else expect(entry?.entry, route.name).not.toBe('redirect');
    }
  });

  it('the routes that must be reachable by links include the lists, the car pages and the articles', () => {
    expect(linkedRoutes()).toEqual(
      expect.arrayContaining([
        'Wholesale',
        'Board',
        'Articles',
        'Article',
        'CarConfiguration',
        'CarReportCategory',
        'CarPictures',
      ]),
    );
    expect(linkedRoutes()).not.toContain('HelpCouponLanding');
  });
});

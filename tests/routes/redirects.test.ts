import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { internalRedirect, isInternalPath } from '../../src/routes/redirects';
import { routes } from '../../src/routes/route-table';

describe('redirects', () => {
  it.each(['/', '/car/1', '/discount?category=discount', '/moments#top', '/a/b/c?x=%2F%2Fevil'])(
    'accepts the internal path %s',
    (path) => {
      expect(isInternalPath(path)).toBe(true);
      expect(internalRedirect(path)).toBe(path);
    },
  );

  it.each([
    'https://evil.test/',
    '//evil.test',
    '/\\evil.test',
    '\\\\evil.test',
    'javascript:alert(1)',
    'car/1',
    '',
    ' /car',
    '/car\n/1',
    '/\tevil',
    `/${'a'.repeat(3000)}`,
  ])('sends %j home instead', (target) => {
    expect(isInternalPath(target)).toBe(false);
    expect(internalRedirect(target)).toBe('/');
  });

  it('treats non-strings as home', () => {
    expect(internalRedirect(undefined)).toBe('/');
    expect(internalRedirect(42)).toBe('/');
    expect(internalRedirect({ pathname: '//evil' })).toBe('/');
  });

  it('never yields an address that leaves the origin', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const target = internalRedirect(input);
        expect(new URL(target, 'https://shop.test').origin).toBe('https://shop.test');
      }),
    );
  });

  it('every redirect entry of the route table points inside the site', () => {
    for (const route of routes.filter((entry) => entry.redirectTo !== undefined))
      expect(isInternalPath(route.redirectTo)).toBe(true);
  });
});

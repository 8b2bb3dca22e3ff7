import { beforeEach, describe, expect, it } from 'vitest';
import { preloadImage } from '../../src/platform/preload-image';

const links = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];

describe('preloadImage', () => {
  // The page's head is the preloads' only memory: each test starts from a head without them (the unit
  // files share one jsdom, and an app rendered by another file may have preloaded its first image).
  beforeEach(() => links().forEach((link) => link.remove()));

  it('adds one high-priority image preload per address', () => {
    expect(preloadImage('/media/cars/a.svg')).toBe(true);
    expect(preloadImage('/media/cars/a.svg')).toBe(false);
    expect(preloadImage('https://img.mock-dealer.test/b.jpg')).toBe(true);
    expect(links().map((link) => [link.href, link.getAttribute('fetchpriority')])).toEqual([
      [new URL('/media/cars/a.svg', document.baseURI).href, 'high'],
      ['https://img.mock-dealer.test/b.jpg', 'high'],
    ]);
  });

  it('ignores what is not an image address: empty, not a string, another scheme', () => {
    for (const value of [
      '',
      '   ',
      null,
      undefined,
      42,
      { url: 'x' },
      'javascript:alert(1)',
      'data:image/svg+xml,<svg/>',
      'http://[bad',
    ]) {
      expect(preloadImage(value)).toBe(false);
    }
    expect(links()).toEqual([]);
  });
});

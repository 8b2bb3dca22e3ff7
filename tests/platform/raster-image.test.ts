// The share card's image: only an absolute https (or, in mock mode, same-site) JPEG or PNG gets through.
import { describe, expect, it } from 'vitest';
import { rasterImageUrl } from '../../src/platform/raster-image';
import type { ShareInfo } from '../../src/platform/share-info';
import { shareFromGraph } from '../../src/platform/share-info';

const PAGE = 'https://shop.test/car/C10001?from=timeline';
const LOCAL = 'http://127.0.0.1:4173/help/guide';

describe('rasterImageUrl', () => {
  it('makes a site-relative or absolute https JPEG or PNG absolute', () => {
    expect(rasterImageUrl('/brand/share.png', { base: PAGE })).toBe('https://shop.test/brand/share.png');
    expect(rasterImageUrl('https://cdn.dealer.test/cars/1/cover.JPG?w=600', { base: PAGE })).toBe(
      'https://cdn.dealer.test/cars/1/cover.JPG?w=600',
    );
    expect(rasterImageUrl('//cdn.dealer.test/a.jpeg', { base: PAGE })).toBe('https://cdn.dealer.test/a.jpeg');
    expect(rasterImageUrl('  photos/cover.png ', { base: PAGE })).toBe('https://shop.test/car/photos/cover.png');
  });

  it('refuses SVG and every other picture WeChat cannot show on a card', () => {
    for (const value of [
      '/media/cars/suv-white-three-quarter.svg',
      'https://cdn.dealer.test/logo.svg',
      'https://cdn.dealer.test/logo.svg?x=.png',
      'https://cdn.dealer.test/a.gif',
      'https://cdn.dealer.test/a.webp',
      'https://cdn.dealer.test/photo',
      'https://cdn.dealer.test/photo.png/',
      'data:image/png;base64,iVBORw0KGgo=',
      'javascript:alert(1)//.png',
    ]) {
      expect(rasterImageUrl(value, { base: PAGE }), value).toBeNull();
    }
  });

  it('refuses plain http unless the page is on the same site in mock mode', () => {
    expect(rasterImageUrl('http://cdn.dealer.test/a.png', { base: PAGE, sameSite: true })).toBeNull();
    expect(rasterImageUrl('/brand/share.png', { base: LOCAL, sameSite: false })).toBeNull();
    expect(rasterImageUrl('/brand/share.png', { base: LOCAL, sameSite: true })).toBe(
      'http://127.0.0.1:4173/brand/share.png',
    );
    expect(rasterImageUrl('http://127.0.0.2:4173/a.png', { base: LOCAL, sameSite: true })).toBeNull();
  });

  it('refuses what is not an address', () => {
    for (const value of [null, undefined, '', '   ', 42, {}, 'http://[::1', '\u0000'])
      expect(rasterImageUrl(value, { base: PAGE })).toBeNull();
    expect(rasterImageUrl('/a.png', { base: 'not a page' })).toBeNull();
  });
});

describe('share cards', () => {
  it('take a picture only as a checked RasterImageUrl', () => {
    // @ts-expect-error a plain string (an SVG here) is not a RasterImageUrl
    const typed: ShareInfo = { title: 'T', description: 'D', image: '/media/cars/suv-white-side.svg' };
    expect(typed.title).toBe('T');
  });

  it('keep the graph’s picture only when it is a JPEG or PNG', () => {
    const share = {
      title: '2021 BYD Han',
      description: '2021年上牌',
      image: 'https://cdn.dealer.test/cars/1/cover.jpg',
    };
    expect(shareFromGraph(share)).toEqual(share);
    expect(shareFromGraph({ ...share, image: '/media/cars/sedan-red-three-quarter.svg' })).toEqual({
      ...share,
      image: null,
    });
    expect(shareFromGraph(null)).toBeNull();
  });
});

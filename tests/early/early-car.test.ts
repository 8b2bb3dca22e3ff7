// The early paint of a car page (src/early/early-car.ts): every kind of answer it may get, read by the
// graph's readers, and what it draws for each; hostile strings only ever as text.

import { afterEach, describe, expect, it } from 'vitest';
import { readEarlyCar, renderEarlyCar, type EarlyCar } from '../../src/early/early-car';
import { carIdOf } from '../../src/routes/car-route';
import { readCar } from '../../src/graph/rest/cars';
import { xssVectors } from '../fixtures/xss-vectors';

function carBody(car: Record<string, unknown> = {}, data: Record<string, unknown> = {}) {
  return {
    status: 'success',
    data: {
      id: 'C1',
      title: '雷克萨斯ES 2023款 300h 豪华版',
      car: { release_status: '在售', price: { current: 238300, original: 245800 }, tags: [], ...car },
      images: { facade: [{ img: 'https://img.example/c1-front.jpg' }], cover: [{ img: 'https://img.example/c1.jpg' }] },
      ...data,
    },
  };
}

const ok = (body: unknown) => ({ status: 200, text: JSON.stringify(body) });

function painted(car: EarlyCar): HTMLElement {
  const node = renderEarlyCar(document, car);
  document.body.append(node);
  return node;
}

afterEach(() => {
  document.body.replaceChildren();
  delete (window as { __xss?: unknown }).__xss;
});

describe('readEarlyCar', () => {
  it('reads the first photo, the title, the status and the price as the graph does', () => {
    const car = readEarlyCar(ok(carBody()), 'C1', 'zh-CN');
    expect(car).toEqual({
      title: '雷克萨斯ES 2023款 300h 豪华版',
      photo: 'https://img.example/c1-front.jpg',
      kind: 'ON_SALE',
      otherBadges: false,
      price: { current: 238300, original: 245800 },
      locale: 'zh-CN',
    });
    // The same readers as the graph's: the title and status are the car record's.
    const record = readCar(carBody(), 'C1');
    expect(car?.title).toBe(record?.title);
  });

  it('takes the cover when the picture summary is empty, and no photo when there is none', () => {
    expect(
      readEarlyCar(ok(carBody({}, { images: { cover: ['https://img.example/only-cover.jpg'] } })), 'C1', 'zh-CN'),
    ).toMatchObject({ photo: 'https://img.example/only-cover.jpg' });
    expect(readEarlyCar(ok(carBody({}, { images: {} })), 'C1', 'zh-CN')).toMatchObject({ photo: null });
    expect(readEarlyCar(ok(carBody({}, { images: { facade: ['javascript:alert(1)'] } })), 'C1', 'zh-CN')).toMatchObject(
      { photo: null },
    );
  });

  it('knows the status kinds, other badges and a price that is not shown', () => {
    const sold = readEarlyCar(ok(carBody({ release_status: '已售', tags: ['无事故'] })), 'C1', 'zh-CN');
    expect(sold).toMatchObject({ kind: 'SOLD', otherBadges: true });
    const noPrice = readEarlyCar(ok(carBody({ price: { current: 0 } })), 'C1', 'zh-CN');
    expect(noPrice?.price).toBeNull();
    const noOriginal = readEarlyCar(ok(carBody({ price: { current: 100000, original: 90000 } })), 'C1', 'en');
    expect(noOriginal?.price).toEqual({ current: 100000, original: null });
  });

  it('reads nothing from a 404, a 500, an empty or malformed body, a failed envelope or an answer without a car', () => {
    expect(readEarlyCar({ status: 404, text: JSON.stringify(carBody()) }, 'C1', 'zh-CN')).toBeNull();
    expect(readEarlyCar({ status: 500, text: 'Internal Server Error' }, 'C1', 'zh-CN')).toBeNull();
    expect(readEarlyCar({ status: 200, text: '' }, 'C1', 'zh-CN')).toBeNull();
    expect(readEarlyCar({ status: 200, text: '{"status":"success","data":' }, 'C1', 'zh-CN')).toBeNull();
    expect(readEarlyCar(ok({ status: 'error', msg: '车辆不存在', data: carBody().data }), 'C1', 'zh-CN')).toBeNull();
    expect(readEarlyCar(ok({ status: 'success', data: null }), 'C1', 'zh-CN')).toBeNull();
    expect(readEarlyCar(ok([1, 2]), 'C1', 'zh-CN')).toBeNull();
  });
});

describe('renderEarlyCar', () => {
  it('draws the photo with high priority, the title as the heading, and the price in the page’s parts', () => {
    const node = painted(readEarlyCar(ok(carBody()), 'C1', 'zh-CN')!);
    const photo = node.querySelector('img')!;
    expect(photo.getAttribute('src')).toBe('https://img.example/c1-front.jpg');
    expect(photo.getAttribute('fetchpriority')).toBe('high');
    expect(node.querySelector('h1')?.textContent).toBe('雷克萨斯ES 2023款 300h 豪华版');
    expect(node.querySelector('.early-current')?.textContent).toBe('23.83万');
    expect(node.querySelector('.early-original s')?.textContent).toBe('24.58万');
    // On sale shows no badge, as on the page.
    expect(node.querySelector('.early-badge')).toBeNull();
    // The rest of the first screen stays skeleton.
    expect(node.querySelectorAll('.boot-line').length).toBeGreaterThan(0);
  });

  it('draws the status badge in the locale, a placeholder for other badges, and a muted price for a sold car', () => {
    const node = painted(readEarlyCar(ok(carBody({ release_status: '已售', tags: ['无事故'] })), 'C1', 'en')!);
    expect(node.dataset.status).toBe('SOLD');
    const badges = [...node.querySelectorAll('.early-badge')].map((badge) => badge.textContent?.trim());
    expect(badges).toEqual(['Sold', '']);
    expect(node.querySelector('.early-price-block')?.getAttribute('data-muted')).toBe('true');
    expect(node.querySelector('.early-current')?.textContent).toBe('¥238,300');
  });

  it('leaves the frame empty without a photo and a skeleton line without a price', () => {
    const node = painted(readEarlyCar(ok(carBody({ price: null }, { images: {} })), 'C1', 'zh-CN')!);
    expect(node.querySelector('img')).toBeNull();
    expect(node.querySelector('.early-gallery--empty')).not.toBeNull();
    expect(node.querySelector('.early-current')).toBeNull();
    expect(node.querySelector('.early-price-block .boot-line--price')).not.toBeNull();
  });

  it('shows a hostile title and status as text, never as markup', () => {
    for (const vector of xssVectors) {
      const car = readEarlyCar(ok(carBody({ release_status: vector }, { title: vector })), 'C1', 'zh-CN')!;
      const node = painted(car);
      expect(node.querySelector('h1')?.textContent).toBe(vector.trim() || 'C1');
      // Only the photo is an element of the answer's making; nothing of the string became one.
      expect(node.querySelectorAll('script, iframe, a, svg, object, embed, style, link, math').length).toBe(0);
      expect([...node.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
        'https://img.example/c1-front.jpg',
      ]);
      node.remove();
    }
    expect((window as { __xss?: unknown }).__xss).toBeUndefined();
  });
});

describe('carIdOf', () => {
  it('reads a car id from the car page’s own pattern, and nothing else', () => {
    expect(carIdOf('/car/C10001')).toBe('C10001');
    expect(carIdOf('/car/C10001/')).toBe('C10001');
    expect(carIdOf('/car/C10001/photos')).toBeNull();
    expect(carIdOf('/')).toBeNull();
    expect(carIdOf('/car/%3Cscript%3E')).toBeNull();
    expect(carIdOf('/car/%E0%A4%A')).toBeNull();
    expect(carIdOf('/w/C10001')).toBeNull();
  });
});

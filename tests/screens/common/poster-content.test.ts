// The share poster's content: the car's registration year, mileage and city are drawn under the
// title, beside the price and the highlights (a canvas that records what is written on it).

import { afterEach, describe, expect, it, vi } from 'vitest';
import { makePoster, POSTER_PHOTO_WAIT_MS, type PosterInput } from '../../../src/screens/common/buyer/poster';
import { posterFacts } from '../../../src/screens/common/buyer/car-buyer-actions';

function recordingCanvas() {
  const written: string[] = [];
  const context = new Proxy(
    {
      fillText: (text: string) => written.push(text),
      measureText: (text: string) => ({ width: Array.from(text).length * 26 }),
      createLinearGradient: () => ({ addColorStop: () => undefined }),
    } as Record<string, unknown>,
    { get: (target, key: string) => (key in target ? target[key] : () => undefined), set: () => true },
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation((() => context) as never);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,');
  return written;
}

afterEach(() => vi.restoreAllMocks());

const INPUT: PosterInput = {
  title: '丰田 凯美瑞 2021款 2.0G 豪华版',
  facts: [],
  price: '15.8万',
  priceLabel: '售价',
  highlights: ['一手车', '无事故', '全程4S保养'],
  cover: null,
  url: 'https://shop.example/car/C10001',
  scanHint: '长按识别二维码看车',
  brand: '诺优选',
};

describe('the share poster', () => {
  it('shows the registration year, mileage and city, in zh-CN and English', () => {
    const car = { registrationDate: '2021-03-12', mileageKm: 41_800, city: '杭州' };
    expect(posterFacts(car, 'zh-CN', (year) => `${year}年上牌`)).toEqual(['2021年上牌', '4.2万公里', '杭州']);
    expect(posterFacts(car, 'en', (year) => `Reg. ${year}`)).toEqual(['Reg. 2021', '41,800 km', '杭州']);
    expect(posterFacts({ registrationDate: null, mileageKm: null, city: '  ' }, 'zh-CN', (year) => year)).toEqual([]);
  });

  it('draws the facts line with the title, the price and all three highlights', async () => {
    const written = recordingCanvas();
    await makePoster({ ...INPUT, facts: ['2021年上牌', '4.2万公里', '杭州'] });
    expect(written).toContain('2021年上牌 · 4.2万公里 · 杭州');
    expect(written).toContain('15.8万');
    for (const highlight of INPUT.highlights) expect(written).toContain(highlight);
  });

  it('is drawn without the photo, and says so, when the photo never arrives', async () => {
    const written = recordingCanvas();
    vi.useFakeTimers();
    try {
      // jsdom never loads an image: a stalled request, as on a phone whose connection hangs.
      const made = makePoster({ ...INPUT, cover: '/media/cars/sedan-grey-three-quarter.svg' });
      await vi.advanceTimersByTimeAsync(POSTER_PHOTO_WAIT_MS);
      await expect(made).resolves.toEqual({ src: 'data:image/png;base64,', photoFailed: true });
      expect(written).toContain('15.8万');
    } finally {
      vi.useRealTimers();
    }
  });
});

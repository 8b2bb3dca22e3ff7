// The car area's catalogue (src/screens/car/messages.ts) is its own texts plus the car words it shares
// with wholesale and the shared car components (src/screens/common/car/shared-car-messages.ts).

import { describe, expect, it } from 'vitest';
import { carMessages, carOwnMessages } from '../../../src/screens/car/messages';
import { sharedCarMessages } from '../../../src/screens/common/car/shared-car-messages';

describe('the car area catalogue', () => {
  it('has no key both in its own texts and in the shared ones (neither would silently hide the other)', () => {
    const shared = new Set(Object.keys(sharedCarMessages.zh));
    expect(Object.keys(carOwnMessages.zh).filter((key) => shared.has(key))).toEqual([]);
  });

  it('reads every shared and every own text in both languages', () => {
    for (const locale of ['zh', 'en'] as const) {
      expect(carMessages[locale]).toEqual({ ...sharedCarMessages[locale], ...carOwnMessages[locale] });
      expect(Object.keys(carMessages[locale])).toHaveLength(
        Object.keys(sharedCarMessages.zh).length + Object.keys(carOwnMessages.zh).length,
      );
    }
    expect(carMessages.zh.warranty).toBe('质保合同');
    expect(carMessages.en.notFoundTitle).toBe('This car is no longer available');
  });
});

import { describe, expect, it } from 'vitest';
import { dataLabel } from '../../src/i18n/data-labels';
import { fixtureCars, toDetail } from '../../mocks/fixtures/cars';
import { EQUIPMENT_CATALOGUE } from '../../mocks/fixtures/story';

describe('the dealer’s words in English', () => {
  it('translates the colours, gearboxes, cities and tags it knows, and leaves Chinese pages as they are', () => {
    expect(dataLabel('灰色', 'en')).toBe('Grey');
    expect(dataLabel('自动', 'en')).toBe('Automatic');
    expect(dataLabel(' 上海 ', 'en')).toBe('Shanghai');
    expect(dataLabel('全程4S保养', 'en')).toBe('Full dealer service history');
    expect(dataLabel('灰色', 'zh-CN')).toBe('灰色');
  });

  it('never guesses: an unknown word stays as the dealer wrote it, a hostile one as text', () => {
    expect(dataLabel('香槟金', 'en')).toBe('香槟金');
    expect(dataLabel('<img src=x onerror=alert(1)>', 'en')).toBe('<img src=x onerror=alert(1)>');
    expect(dataLabel('constructor', 'en')).toBe('constructor');
    expect(dataLabel('__proto__', 'en')).toBe('__proto__');
  });

  it('knows every colour, gearbox, city and tag the mocked stock uses', () => {
    const unknown = new Set<string>();
    for (const car of fixtureCars()) {
      const detail = (toDetail(car) as { car: Record<string, unknown> }).car;
      const words = [detail.color, detail.gearbox, detail.city, ...((detail.tags as unknown[]) ?? [])];
      for (const word of words)
        // A word in Chinese the table does not know (one already in English, like CVT, needs nothing).
        if (typeof word === 'string' && /\p{Script=Han}/u.test(word) && dataLabel(word, 'en') === word)
          unknown.add(word);
    }
    expect([...unknown]).toEqual([]);
  });

  it('knows every heading of the mocked equipment report', () => {
    const headings = new Set(EQUIPMENT_CATALOGUE.flatMap((item) => [item.section, item.group]));
    expect([...headings].filter((heading) => dataLabel(heading, 'en') === heading)).toEqual([]);
  });
});

// The search key goes to a brand only when the words are one brand's full other name (pinyin,
// initials, English); its own Chinese name, a part of a key, or words that name two brands stay words.
import { describe, expect, it } from 'vitest';
import { brandTypedAs, suggestBrands } from '../../src/domain/brand-search';

const brands = [
  { id: 'B01', name: '丰田' },
  { id: 'B04', name: '宝马' },
  { id: 'B05', name: '奔驰' },
  { id: 'B20', name: '福特' },
  { id: 'B30', name: '特斯拉' },
];

describe('brandTypedAs', () => {
  it.each([
    ['bmw', 'B04'],
    ['BMW', 'B04'],
    ['baoma', 'B04'],
    ['bao ma', 'B04'],
    ['fengtian', 'B01'],
    ['toyota', 'B01'],
    ['benz', 'B05'],
    ['mercedes benz', 'B05'],
    ['tesla', 'B30'],
  ])('"%s" is the brand %s', (typed, id) => {
    expect(brandTypedAs(typed, brands)?.id).toBe(id);
  });

  it.each([
    ['ft', 'initials of 丰田 and 福特'],
    ['宝马', "the brand's own name: the keyword finds it"],
    ['bao', 'only the start of a key'],
    ['x3', 'no brand'],
    ['', 'nothing typed'],
  ])('"%s" stays words (%s)', (typed) => {
    expect(brandTypedAs(typed, brands)).toBeNull();
  });

  it('suggests what a part of a key matches, for the empty state to offer', () => {
    expect(suggestBrands('bao', brands).map((brand) => brand.name)).toEqual(['宝马']);
  });
});

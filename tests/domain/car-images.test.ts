import { describe, expect, it } from 'vitest';
import {
  coverImage,
  imageGroups,
  pictureSummary,
  wholesaleImageGroups,
  type ImageCategories,
} from '../../src/domain/car-images';

const img = (url: string) => ({ url, caption: null });
const empty: ImageCategories = {
  cover: [],
  facade: [],
  interiorDecoration: [],
  seats: [],
  attachment: [],
  engineRoom: [],
  other: [],
  flaw: [],
  noteWithImages: [],
};
const full: ImageCategories = {
  ...empty,
  cover: [img('c')],
  facade: ['f1', 'f2', 'f3', 'f4'].map(img),
  interiorDecoration: ['i1', 'i2'].map(img),
  seats: ['s1', 's2', 's3', 's4'].map(img),
  attachment: [img('a1')],
  engineRoom: [img('e1')],
  other: [img('o1')],
  flaw: [img('x')],
};
const urls = (items: { url: string }[]) => items.map((item) => item.url);

describe('image groups', () => {
  it('maps server categories to the six display groups in order', () => {
    expect(imageGroups(full).map((group) => [group.key, urls(group.images)])).toEqual([
      ['EXTERIOR', ['f1', 'f2', 'f3', 'f4']],
      ['CONSOLE_AND_STEERING', ['i1', 'i2']],
      ['CABIN_SEATS', ['s1', 's2', 's3', 's4']],
      ['TRUNK_AND_ACCESSORIES', ['a1']],
      ['ENGINE_BAY', ['e1']],
      ['WHEELS_AND_OTHER', ['o1']],
    ]);
  });

  it('leaves empty groups out', () => {
    expect(imageGroups(empty)).toEqual([]);
    expect(imageGroups({ ...empty, other: [img('o')] }).map((group) => group.key)).toEqual(['WHEELS_AND_OTHER']);
  });

  it('builds the reduced wholesale grouping', () => {
    expect(wholesaleImageGroups(full).map((group) => [group.key, urls(group.images)])).toEqual([
      ['EXTERIOR', ['f1', 'f2', 'f3', 'f4']],
      ['INTERIOR', ['i1', 'i2', 's1', 's2', 's3', 's4']],
      ['OTHER', ['a1', 'e1', 'o1']],
    ]);
    expect(wholesaleImageGroups({ ...empty, engineRoom: [img('e')] }).map((group) => group.key)).toEqual(['OTHER']);
  });
});

describe('picture summary', () => {
  it('takes the first 3 exterior, first 3 interior and LAST 3 seats', () => {
    expect(urls(pictureSummary(full))).toEqual(['f1', 'f2', 'f3', 'i1', 'i2', 's2', 's3', 's4']);
  });

  it('takes what there is when groups are short', () => {
    expect(urls(pictureSummary({ ...empty, seats: [img('s1')] }))).toEqual(['s1']);
    expect(pictureSummary(empty)).toEqual([]);
  });
});

describe('cover', () => {
  it('prefers the cover, then the first exterior image', () => {
    expect(coverImage(full)?.url).toBe('c');
    expect(coverImage({ ...full, cover: [] })?.url).toBe('f1');
    expect(coverImage(empty)).toBeNull();
  });
});

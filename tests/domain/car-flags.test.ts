import { describe, expect, it } from 'vitest';
import { flagKindOf, flagView, isAllClear, shownSummary, shownTags } from '../../src/domain/car-flags';

const MILEAGE = { kind: 'MILEAGE_DOUBT' as const, part: null, note: null };
const FLAW = { kind: 'OPEN_FLAW' as const, part: '左前门', note: null };
const ACCIDENT = { kind: 'ACCIDENT' as const, part: '右前纵梁', note: null };

describe('open flags: one rule', () => {
  it('reads the contract kinds, and any other as UNKNOWN', () => {
    expect(['accident', 'mileage_doubt', 'open_flaw', ' Open_Flaw ', 'salvage', '', 7, null].map(flagKindOf)).toEqual([
      'ACCIDENT',
      'MILEAGE_DOUBT',
      'OPEN_FLAW',
      'OPEN_FLAW',
      'UNKNOWN',
      'UNKNOWN',
      'UNKNOWN',
      'UNKNOWN',
    ]);
  });

  it('orders the weightiest first and gives an all-clear only with nothing open', () => {
    expect(flagView([])).toEqual({ flagged: false, kinds: [], flags: [], allClearAllowed: true });
    expect(flagView(null).allClearAllowed).toBe(true);
    const view = flagView([FLAW, { kind: 'UNKNOWN' }, MILEAGE, ACCIDENT, FLAW]);
    expect(view.kinds).toEqual(['ACCIDENT', 'MILEAGE_DOUBT', 'OPEN_FLAW', 'UNKNOWN']);
    expect(view.flags.map((flag) => flag.kind)).toEqual([
      'ACCIDENT',
      'MILEAGE_DOUBT',
      'OPEN_FLAW',
      'OPEN_FLAW',
      'UNKNOWN',
    ]);
    expect(view).toMatchObject({ flagged: true, allClearAllowed: false });
  });

  it('withholds an all-clear summary while a flag is open, and only then', () => {
    const allClear = '车况与首次检测一致，整备完成后复检通过，可放心购买。';
    const honest = '该车存在重大事故修复（右前纵梁），已如实披露。';
    expect(isAllClear(allClear)).toBe(true);
    expect(isAllClear(honest)).toBe(false);
    expect(isAllClear('Inspected: in good condition.')).toBe(true);
    expect(shownSummary(allClear, [MILEAGE])).toBeNull();
    expect(shownSummary(allClear, [])).toBe(allClear);
    expect(shownSummary(honest, [ACCIDENT])).toBe(honest);
    expect(shownSummary('  ', [])).toBeNull();
  });

  it('leaves out the tags an open flag contradicts', () => {
    const tags = ['无事故', '超低里程', '一手车'];
    expect(shownTags(tags, [])).toEqual(tags);
    expect(shownTags(tags, [ACCIDENT])).toEqual(['超低里程', '一手车']);
    expect(shownTags(tags, [MILEAGE, ACCIDENT])).toEqual(['一手车']);
    expect(shownTags(tags, [{ kind: 'UNKNOWN' }])).toEqual(tags);
  });
});

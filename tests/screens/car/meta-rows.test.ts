// The condition table in English: labels by key, units and dates by the formatters, the dealer's words
// kept; in Chinese, the dealer's table as written.

import { describe, expect, it } from 'vitest';
import { sharedCarMessages } from '../../../src/screens/common/car/shared-car-messages';
import { keyFactRows, metaRows } from '../../../src/screens/common/car/meta-rows';

const catalogue = (locale: 'zh' | 'en') => (key: string, values?: Record<string, unknown>) =>
  String((sharedCarMessages[locale] as Record<string, string>)[key]).replace(/\{(\w+)\}/g, (_, name: string) =>
    String(values?.[name] ?? ''),
  );

const META = [
  { key: 'registration_date', label: '上牌时间', value: '2021年3月' },
  { key: 'mileage', label: '表显里程', value: '4.2万公里' },
  { key: 'gearbox', label: '变速箱', value: '自动' },
  { key: 'emission', label: '排放标准', value: '国VI' },
  { key: 'transfers', label: '过户次数', value: '0次' },
  { key: 'battery', label: '电池容量', value: '75kWh' },
];
const FACTS = { registrationDate: '2021-03-12', mileageKm: 41_800, transfers: 0 };

describe('condition table rows', () => {
  it('English: translated labels, km and dates by the formatters, other values as the dealer wrote them', () => {
    const rows = metaRows(META, FACTS, 'en', catalogue('en') as never);
    expect(rows.map((row) => [row.label, row.value])).toEqual([
      ['Registered', 'Mar 2021'],
      ['Mileage', '41,800 km'],
      ['Gearbox', '自动'],
      ['Emission standard', '国VI'],
      ['Previous owners', '0'],
      ['电池容量', '75kWh'],
    ]);
    expect(rows.some((row) => /万|公里/.test(row.value))).toBe(false);
  });

  it('Chinese: the dealer’s table unchanged', () => {
    const rows = metaRows(META, FACTS, 'zh-CN', catalogue('zh') as never);
    expect(rows.map((row) => [row.label, row.value])).toEqual(META.map((entry) => [entry.label, entry.value]));
  });
});

describe('key facts (the car and the wholesale page share them)', () => {
  it('lists the facts the car has, in order, written for the locale; a missing one is left out', () => {
    const car = { registrationDate: '2021-03-12', mileageKm: 41_800, gearbox: '自动', transfers: 0, color: null };
    const rows = keyFactRows(car, 'en', catalogue('en') as never);
    expect(rows.map((row) => [row.id, row.label, row.value])).toEqual([
      ['registration', 'Registered', 'Mar 2021'],
      ['mileage', 'Mileage', '41,800 km'],
      ['gearbox', 'Gearbox', 'Automatic'],
      ['transfers', 'Previous owners', '0'],
    ]);
    expect(keyFactRows({}, 'zh-CN', catalogue('zh') as never)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { areaName, categoryName, isCategoryName, sectionLabel } from '../../src/i18n/report-categories';
import { fixtureCars } from '../../mocks/fixtures/cars';
import { appraiseReport, carNumber, inspectionAppraise } from '../../mocks/fixtures/reports';
import { CHECK_SECTIONS } from '../../mocks/fixtures/story';

describe('the inspection’s categories in both languages', () => {
  it('names a section by its key in English and by the dealer’s word in Chinese', () => {
    expect(sectionLabel({ key: 'exterior', name: '外观' }, 'en')).toBe('Exterior');
    expect(sectionLabel({ key: 'exterior', name: '外观（含漆面）' }, 'zh-CN')).toBe('外观（含漆面）');
    expect(categoryName('road-test', 'zh-CN')).toBe('路试');
  });

  it('falls back to the area’s name, then to the name as written, for a key it does not know', () => {
    expect(sectionLabel({ key: 'battery', name: '底盘' }, 'en')).toBe('Chassis');
    expect(sectionLabel({ key: null, name: '电池包' }, 'en')).toBe('电池包');
    expect(sectionLabel({ key: '__proto__', name: '<b>x</b>' }, 'en')).toBe('<b>x</b>');
    expect(isCategoryName('constructor')).toBe(false);
  });

  it('knows every section of the mocked checklist and every area of the mocked appraisals', () => {
    expect(CHECK_SECTIONS.map(([key]) => key).filter((key) => !isCategoryName(key))).toEqual([]);
    const areas = new Set<string>();
    for (const car of fixtureCars()) {
      const n = carNumber(car.id);
      if (n === null) continue;
      for (const item of [...appraiseReport(n).items, ...inspectionAppraise(n).items]) areas.add(item.name);
    }
    expect(areas.size).toBeGreaterThan(0);
    expect([...areas].filter((area) => areaName(area, 'en') === area)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { maskMobile, validateViewing, viewingDays, VIEWING_SLOTS } from '../../src/domain/viewing';
import { formatCalendarDay } from '../../src/i18n/calendar-day';

describe('viewing days and slots', () => {
  it('offers the next seven days, tomorrow first, across a month end', () => {
    expect(viewingDays(new Date(2026, 10, 28, 23, 30))).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
    ]);
  });

  it('checks every field; the phone by the sell form’s rule', () => {
    const now = new Date(2026, 10, 28);
    const valid = {
      substationId: 'ST01',
      day: '2026-11-29',
      slot: VIEWING_SLOTS[0],
      name: '王先生',
      phone: '138 1234 5678',
    };
    expect(validateViewing(valid, now, ['ST01'])).toEqual({});
    expect(
      validateViewing(
        { ...valid, day: '2026-11-28', slot: '09:00-10:00', name: 'x'.repeat(21), phone: '1381234' },
        now,
        null,
      ),
    ).toEqual({
      day: 'day',
      slot: 'slot',
      name: 'nameLength',
      phone: 'phone',
    });
  });

  it('masks a mobile number for keeping', () => {
    expect(maskMobile('138 1234 5678')).toBe('138****5678');
    expect(maskMobile('12')).toBe('****');
  });

  it('formats a calendar day in both languages; anything else is a dash', () => {
    expect(formatCalendarDay('2026-11-29', 'zh-CN')).toBe('11月29日 周日');
    expect(formatCalendarDay('2026-11-29', 'en')).toBe('Sun, Nov 29');
    expect(formatCalendarDay('29/11/2026', 'en')).toBe('—');
    expect(formatCalendarDay('2026-13-01', 'zh-CN')).toBe('—');
  });
});

// A calendar day (a viewing's) per locale. Its own module, not format.ts: format.ts is in most screen
// chunks, and only the viewing booking's screens need this.

import type { Locale } from './i18n';

const ZH_WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];
const EN_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `YYYY-MM-DD` as "11月29日 周六" / "Sat, Nov 29"; '—' for anything else. */
export function formatCalendarDay(day: string, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return '—';
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || date < 1 || date > 31) return '—';
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay();
  return locale === 'zh-CN'
    ? `${month}月${date}日 ${ZH_WEEKDAYS[weekday]}`
    : `${EN_WEEKDAYS[weekday]}, ${EN_MONTHS[month - 1]} ${date}`;
}

// "3分钟前" / "3 min ago" for recent posts, a calendar date for older ones.

import { formatDate } from '../../i18n/format';
import type { Locale, Translate } from '../../i18n/i18n';

type Keys = 'justNow' | 'minutesAgo' | 'hoursAgo' | 'daysAgo';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function relativeTime(iso: string, now: number, locale: Locale, t: Translate<Keys>): string {
  const at = new Date(iso).getTime();
  if (!iso || Number.isNaN(at)) return '';
  const elapsed = now - at;
  // A clock that runs behind the server's, or an old post: the plain date says it best.
  if (elapsed < 0 || elapsed >= 7 * DAY) return formatDate(iso, locale);
  if (elapsed < MINUTE) return t('justNow');
  if (elapsed < HOUR) return t('minutesAgo', { count: Math.floor(elapsed / MINUTE) });
  if (elapsed < DAY) return t('hoursAgo', { count: Math.floor(elapsed / HOUR) });
  return t('daysAgo', { count: Math.floor(elapsed / DAY) });
}

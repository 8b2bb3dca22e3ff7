import type { Locale } from '../i18n/i18n';
import type { Title } from '../routes/titles';
import { BRAND } from './messages';

/** '<route title> - <brand>', or the brand alone for routes without a title. */
export function pageTitle(title: Title | undefined, locale: Locale): string {
  const brand = locale === 'en' ? BRAND.en : BRAND.zh;
  if (!title) return brand;
  const text = locale === 'en' ? title.en : title.zh;
  return text ? `${text} - ${brand}` : brand;
}

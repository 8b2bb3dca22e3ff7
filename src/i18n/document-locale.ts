// The page's language outside React: the entry writes it to <html lang> at start-up (?lang, the choice
// kept for the visit, else the browser's languages) and the app on every switch; code with no React
// context (the graph's error words, the QA studio) reads it here.

import type { Locale } from './i18n';

export function documentLocale(
  lang: string | null | undefined = typeof document !== 'undefined' ? document.documentElement.lang : '',
): Locale {
  return (lang ?? '').trim().toLowerCase().startsWith('en') ? 'en' : 'zh-CN';
}

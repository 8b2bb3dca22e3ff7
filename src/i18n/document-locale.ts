// The page's language outside React: the entry writes it to <html lang> at start-up (?lang, else the
// browser's languages), and code with no React context (the graph's error words, the QA studio) reads it.

import type { Locale } from './i18n';

export function documentLocale(): Locale {
  const lang = typeof document !== 'undefined' ? document.documentElement.lang : '';
  return lang.toLowerCase().startsWith('en') ? 'en' : 'zh-CN';
}

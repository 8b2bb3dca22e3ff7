// Which language the visit reads: pure, without React, so the early paint (src/early) decides as the app does.

export type Locale = 'zh-CN' | 'en';

/** Where the visitor's choice of language is kept for the visit (sessionStorage). */
export const LOCALE_KEY = 'lang';

function storedLocale(storage: Pick<Storage, 'getItem'> | null | undefined): Locale | null {
  try {
    const kept = storage?.getItem(LOCALE_KEY);
    return kept === 'en' || kept === 'zh-CN' ? kept : null;
  } catch {
    return null; // storage disabled: the address and the browser decide
  }
}

/** The visit's storage (sessionStorage), or null where the browser refuses it. */
function visitStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps the visitor's choice for the rest of the visit (a reload, a link opened in the same tab). */
export function keepLocale(
  locale: Locale,
  storage: Pick<Storage, 'setItem'> | null | undefined = visitStorage(),
): void {
  try {
    storage?.setItem(LOCALE_KEY, locale);
  } catch {
    // storage disabled: the choice holds until the page is left
  }
}

/** `?lang` first, then the choice kept for the visit, then the browser's languages (Chinese by default). */
export function detectLocale(
  search: string,
  languages: readonly string[],
  kept: Pick<Storage, 'getItem'> | null | undefined = visitStorage(),
): Locale {
  const requested = new URLSearchParams(search).get('lang');
  if (requested === 'en') return 'en';
  if (requested === 'zh' || requested === 'zh-CN') return 'zh-CN';
  const stored = storedLocale(kept);
  if (stored) return stored;
  const first = languages[0]?.toLowerCase() ?? 'zh-cn';
  return first.startsWith('zh') ? 'zh-CN' : 'en';
}

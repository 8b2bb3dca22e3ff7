// Typed message catalogues. Each area keeps its own (src/screens/<area>/messages.ts) with
// defineMessages(); zh-CN is the default for Chinese browsers, English for others or `?lang=en`.

import { createContext, useContext, type ReactNode } from 'react';

export type Locale = 'zh-CN' | 'en';

export type Catalogue<K extends string> = { zh: Record<K, string>; en: Record<K, string> };

/** zh and en must have exactly the same keys; the type checker enforces it. */
export function defineMessages<K extends string>(catalogue: Catalogue<K>): Catalogue<K> {
  return catalogue;
}

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

const LocaleContext = createContext<Locale>('zh-CN');
const LocaleChangeContext = createContext<((locale: Locale) => void) | null>(null);

export function LocaleProvider({
  locale,
  onChange,
  children,
}: {
  locale: Locale;
  /** Given by the app: the visitor can switch languages (useLocaleSwitch). */
  onChange?: (locale: Locale) => void;
  children: ReactNode;
}) {
  return (
    <LocaleContext.Provider value={locale}>
      <LocaleChangeContext.Provider value={onChange ?? null}>{children}</LocaleChangeContext.Provider>
    </LocaleContext.Provider>
  );
}

/** Switches the page's language, or null where nothing can (a part rendered on its own). */
export function useLocaleSwitch(): ((locale: Locale) => void) | null {
  return useContext(LocaleChangeContext);
}

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** Fills `{name}` placeholders. */
export function interpolate(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

export type Translate<K extends string> = (key: K, values?: Record<string, string | number>) => string;

export function translator<K extends string>(catalogue: Catalogue<K>, locale: Locale): Translate<K> {
  const table = locale === 'en' ? catalogue.en : catalogue.zh;
  return (key, values) => interpolate(table[key], values);
}

export function useMessages<K extends string>(catalogue: Catalogue<K>): Translate<K> {
  return translator(catalogue, useLocale());
}

// Typed message catalogues. Each area keeps its own (src/screens/<area>/messages.ts) with
// defineMessages(); zh-CN is the default for Chinese browsers, English for others or `?lang=en`.

import { createContext, useContext, type ReactNode } from 'react';

import type { Locale } from './locale';

export type { Locale } from './locale';

export type Catalogue<K extends string> = { zh: Record<K, string>; en: Record<K, string> };

/** zh and en must have exactly the same keys; the type checker enforces it. */
export function defineMessages<K extends string>(catalogue: Catalogue<K>): Catalogue<K> {
  return catalogue;
}

export { detectLocale, keepLocale, LOCALE_KEY } from './locale';

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

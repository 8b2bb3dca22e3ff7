// Typed message catalogues. Each area keeps its own (src/screens/<area>/messages.ts) with
// defineMessages(); zh-CN is the default for Chinese browsers, English for others or `?lang=en`.

import { createContext, useContext, type ReactNode } from 'react';

export type Locale = 'zh-CN' | 'en';

export type Catalogue<K extends string> = { zh: Record<K, string>; en: Record<K, string> };

/** zh and en must have exactly the same keys; the type checker enforces it. */
export function defineMessages<K extends string>(catalogue: Catalogue<K>): Catalogue<K> {
  return catalogue;
}

export function detectLocale(search: string, languages: readonly string[]): Locale {
  const requested = new URLSearchParams(search).get('lang');
  if (requested === 'en') return 'en';
  if (requested === 'zh' || requested === 'zh-CN') return 'zh-CN';
  const first = languages[0]?.toLowerCase() ?? 'zh-cn';
  return first.startsWith('zh') ? 'zh-CN' : 'en';
}

const LocaleContext = createContext<Locale>('zh-CN');

export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
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

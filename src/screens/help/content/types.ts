// Long help texts, kept apart from the screens. Each text exists in Chinese and English.

import type { Locale } from '../../../i18n/i18n';

export interface DocSection {
  id: string;
  heading: string;
  paragraphs?: string[];
  items?: string[];
  /** Numbered steps. */
  steps?: string[];
  /** Question and answer pairs. */
  faq?: Array<{ q: string; a: string }>;
}

/** A help document's text; its title is its route's, in src/routes/titles.ts (helpTitles). */
export interface HelpDoc {
  intro: string;
  updated: string;
  sections: DocSection[];
}

export type Localized<T> = { zh: T; en: T };

export function pick<T>(content: Localized<T>, locale: Locale): T {
  return locale === 'en' ? content.en : content.zh;
}

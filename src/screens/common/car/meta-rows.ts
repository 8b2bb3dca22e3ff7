// The car record's condition table ("车况详情", the record's meta entries) as rows: the dealer's own
// labels and values in Chinese; in English the labels of known keys are translated and the values that
// carry a unit or a date are written by the formatters (src/i18n/format.ts) from the car's own facts,
// so "4.2万公里" reads "41,800 km". Values the dealer typed as words (gearbox, colour) stay as written.

import { formatMileage, formatMonth } from '../../../i18n/format';
import type { Locale, Translate } from '../../../i18n/i18n';
import type { SharedCarMessageKey } from './shared-car-messages';

export interface MetaEntryView {
  key: string;
  label: string;
  value: string;
}

export interface MetaFacts {
  registrationDate?: string | null;
  mileageKm?: number | null;
  transfers?: number | null;
}

const LABELS: Record<string, SharedCarMessageKey> = {
  registration_date: 'registration',
  mileage: 'mileage',
  city: 'city',
  gearbox: 'gearbox',
  displacement: 'displacement',
  color: 'color',
  transfers: 'transfers',
  emission: 'emission',
  road_engineer: 'roadEngineer',
};

export function metaRows(meta: MetaEntryView[], facts: MetaFacts, locale: Locale, t: Translate<SharedCarMessageKey>) {
  return meta.map((entry, i) => {
    const id = `${entry.key}-${i}`;
    // The road-test engineer arrives as a meta entry; its label is translated by key in both languages.
    if (entry.key === 'road_engineer') return { id, label: t('roadEngineer'), value: entry.value };
    if (locale !== 'en') return { id, label: entry.label, value: entry.value };
    const known = LABELS[entry.key];
    const label = known ? t(known) : entry.label;
    let value = entry.value;
    if (entry.key === 'mileage' && facts.mileageKm != null) value = formatMileage(facts.mileageKm, locale);
    else if (entry.key === 'registration_date' && facts.registrationDate)
      value = formatMonth(facts.registrationDate, locale);
    else if (entry.key === 'transfers' && facts.transfers != null)
      value = t('transfersValue', { count: facts.transfers });
    return { id, label, value };
  });
}

// The car's key facts (the summary's grid beside the price, on the car and the wholesale page) and its
// condition table ("车况详情", the record's meta entries) as rows. The condition table keeps the dealer's
// own labels and values in Chinese; in English the labels of known keys are translated and the values that
// carry a unit or a date are written by the formatters (src/i18n/format.ts) from the car's own facts,
// so "4.2万公里" reads "41,800 km". Values the dealer typed as words (gearbox, colour, city) read in
// English where src/i18n/data-labels.ts knows them, else as written.

import { dataLabel } from '../../../i18n/data-labels';
import { formatMileage, formatMonth } from '../../../i18n/format';
import type { Locale, Translate } from '../../../i18n/i18n';
import type { KeyValueItem } from '../../../ui/key-value';
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

/** What the key facts read (each may be missing: a car known only from its list card has some of them). */
export interface CarKeyFacts {
  registrationDate?: string | null | undefined;
  mileageKm?: number | null | undefined;
  city?: string | null | undefined;
  gearbox?: string | null | undefined;
  displacement?: string | null | undefined;
  transfers?: number | null | undefined;
  color?: string | null | undefined;
}

/** The key facts a car has, in the summary's order, written for the locale. */
export function keyFactRows(car: CarKeyFacts, locale: Locale, t: Translate<SharedCarMessageKey>): KeyValueItem[] {
  const rows: KeyValueItem[] = [];
  if (car.registrationDate)
    rows.push({ id: 'registration', label: t('registration'), value: formatMonth(car.registrationDate, locale) });
  if (car.mileageKm != null)
    rows.push({ id: 'mileage', label: t('mileage'), value: formatMileage(car.mileageKm, locale) });
  if (car.city) rows.push({ id: 'city', label: t('city'), value: dataLabel(car.city, locale) });
  if (car.gearbox) rows.push({ id: 'gearbox', label: t('gearbox'), value: dataLabel(car.gearbox, locale) });
  if (car.displacement) rows.push({ id: 'displacement', label: t('displacement'), value: car.displacement });
  if (car.transfers != null)
    rows.push({ id: 'transfers', label: t('transfers'), value: t('transfersValue', { count: car.transfers }) });
  if (car.color) rows.push({ id: 'color', label: t('color'), value: dataLabel(car.color, locale) });
  return rows;
}

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

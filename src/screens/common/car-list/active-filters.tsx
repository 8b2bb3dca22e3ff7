// What narrows the list, in sight: the active filters as chips (each removes itself; the on-sale chip,
// on by default, turns the filter off) with "clear all",
// and the quick price bands. Chip labels come from src/domain/filter-names.ts; the names behind ids
// (a brand, a city) are asked for only when a chip needs one (filter-labels.ts), so a plain list asks for nothing.

import {
  chosenParts,
  filterParts,
  priceRangeLabel,
  type FilterLabels,
  type NameLocale,
} from '../../../domain/filter-names';
import { type ListFilters } from '../../../domain/list-filters';
import { useLocale, useMessages } from '../../../i18n/i18n';
import { Chip } from '../../../ui/chip';
import { Icon } from '../../../ui/icon';
import * as styles from './active-filters.module.css';
import { searchMessages } from './search-messages';

/** The bands offered on the list itself (the sheet has every band). */
export const QUICK_PRICE_BANDS: readonly { min: number | null; max: number | null }[] = [
  { min: null, max: 100_000 },
  { min: 100_000, max: 150_000 },
  { min: 150_000, max: 200_000 },
  { min: 200_000, max: 300_000 },
  { min: 300_000, max: null },
];

export function ActiveFilterChips({
  filters,
  labels,
  onApply,
  onClearAll,
}: {
  filters: ListFilters;
  labels: FilterLabels;
  onApply: (next: ListFilters) => void;
  onClearAll: () => void;
}) {
  const t = useMessages(searchMessages);
  const locale = useLocale() as NameLocale;
  const parts = filterParts(filters, labels, locale);
  if (parts.length === 0) return null;
  return (
    <div className={styles.row} role="group" aria-label={t('activeFilters')}>
      {parts.map((part) => (
        <button
          key={part.key}
          type="button"
          className={styles.chip}
          aria-label={t('removeFilter', { name: part.label })}
          onClick={() => onApply(part.without)}
        >
          <span>{part.label}</span>
          <Icon name="close" size={14} />
        </button>
      ))}
      {/* The on-sale chip alone is the default list: there is nothing to clear. */}
      {chosenParts(parts).length > 0 && (
        <button type="button" className={styles.clearAll} onClick={onClearAll}>
          {t('clearAll')}
        </button>
      )}
    </div>
  );
}

export function QuickPriceBands({ filters, onApply }: { filters: ListFilters; onApply: (next: ListFilters) => void }) {
  const t = useMessages(searchMessages);
  const locale = useLocale() as NameLocale;
  return (
    <div className={styles.bands} role="group" aria-label={t('priceBands')}>
      {QUICK_PRICE_BANDS.map((band) => {
        const selected = filters.priceMin === band.min && filters.priceMax === band.max;
        return (
          <Chip
            key={`${band.min}-${band.max}`}
            selected={selected}
            onSelectedChange={(next) =>
              onApply(
                next
                  ? { ...filters, priceMin: band.min, priceMax: band.max }
                  : { ...filters, priceMin: null, priceMax: null },
              )
            }
          >
            {priceRangeLabel(band.min, band.max, locale)}
          </Chip>
        );
      })}
    </div>
  );
}

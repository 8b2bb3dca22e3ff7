// What narrows the list, in sight: the active filters as chips (each removes itself) with "clear all",
// and the quick price bands. Chip labels come from src/domain/filter-names.ts; the names behind ids
// (a brand, a city) are asked for only when a chip needs one, so a plain list asks for nothing.

import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { filterParts, priceRangeLabel, type FilterLabels, type NameLocale } from '../../../domain/filter-names';
import { type ListFilters } from '../../../domain/list-filters';
import { useLocale, useMessages } from '../../../i18n/i18n';
import { Chip } from '../../../ui/chip';
import { Icon } from '../../../ui/icon';
import { FilterLabelsDocument, type FilterLabelsQuery } from './filter-labels.generated';
import * as styles from './active-filters.module.css';
import { listMessages } from './messages';

/** The bands offered on the list itself (the sheet has every band). */
export const QUICK_PRICE_BANDS: readonly { min: number | null; max: number | null }[] = [
  { min: null, max: 100_000 },
  { min: 100_000, max: 150_000 },
  { min: 150_000, max: 200_000 },
  { min: 200_000, max: 300_000 },
  { min: 300_000, max: null },
];

function needsNames(filters: ListFilters): boolean {
  return (
    filters.brandIds.length > 0 ||
    filters.model !== null ||
    filters.provinceId !== null ||
    filters.region !== null ||
    filters.substationId !== null ||
    filters.conditionLevel !== null
  );
}

export function labelsFrom(data: FilterLabelsQuery | undefined): FilterLabels {
  if (!data) return {};
  return {
    brands: new Map(data.brands.map((brand) => [brand.id, brand.name])),
    models: new Map(data.carModels.map((model) => [model.value, model.label])),
    regions: new Map(data.regions.map((region) => [region.value, region.label])),
    showrooms: new Map(data.substations.map((showroom) => [showroom.id, showroom.name])),
    levels: new Map(data.conditionLevels.map((level) => [level.id, level.name])),
    provinces: new Map((data.provinces ?? []).map((province) => [province.id, province.name])),
  };
}

/** The names for a filter set's ids: asked for only when the set holds an id. */
export function useFilterLabels(filters: ListFilters): FilterLabels {
  const brandId = filters.brandIds.length === 1 ? (filters.brandIds[0] ?? null) : null;
  const { data, previousData } = useQuery(FilterLabelsDocument, {
    variables: { brandId, vehicle: filters.vehicle },
    skip: !needsNames(filters),
    errorPolicy: 'all',
  });
  const known = data ?? previousData;
  return useMemo(() => labelsFrom(known), [known]);
}

/** Every id's name (all brands' models), for naming several saved filter sets at once; asked for only when `wanted`. */
export function useAllFilterLabels(wanted: boolean): FilterLabels {
  const { data, previousData } = useQuery(FilterLabelsDocument, { variables: { brandId: null, vehicle: 'CAR' }, skip: !wanted, errorPolicy: 'all' });
  const known = data ?? previousData;
  return useMemo(() => labelsFrom(known), [known]);
}

export function ActiveFilterChips({ filters, labels, onApply, onClearAll }: { filters: ListFilters; labels: FilterLabels; onApply: (next: ListFilters) => void; onClearAll: () => void }) {
  const t = useMessages(listMessages);
  const locale = useLocale() as NameLocale;
  const parts = filterParts(filters, labels, locale);
  if (parts.length === 0) return null;
  return (
    <div className={styles.row} role="group" aria-label={t('activeFilters')}>
      {parts.map((part) => (
        <button key={part.key} type="button" className={styles.chip} aria-label={t('removeFilter', { name: part.label })} onClick={() => onApply(part.without)}>
          <span>{part.label}</span>
          <Icon name="close" size={14} />
        </button>
      ))}
      <button type="button" className={styles.clearAll} onClick={onClearAll}>
        {t('clearAll')}
      </button>
    </div>
  );
}

export function QuickPriceBands({ filters, onApply }: { filters: ListFilters; onApply: (next: ListFilters) => void }) {
  const t = useMessages(listMessages);
  const locale = useLocale() as NameLocale;
  return (
    <div className={styles.bands} role="group" aria-label={t('priceBands')}>
      {QUICK_PRICE_BANDS.map((band) => {
        const selected = filters.priceMin === band.min && filters.priceMax === band.max;
        return (
          <Chip
            key={`${band.min}-${band.max}`}
            selected={selected}
            onSelectedChange={(next) => onApply(next ? { ...filters, priceMin: band.min, priceMax: band.max } : { ...filters, priceMin: null, priceMax: null })}
          >
            {priceRangeLabel(band.min, band.max, locale)}
          </Chip>
        );
      })}
    </div>
  );
}

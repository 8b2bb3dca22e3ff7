// The names behind the ids of a filter set (a brand, a city …), for its chips and its saved-search
// name: asked for only when a set holds an id, so a plain list and a page without saved searches ask
// for nothing, and only from the lists the set needs (a brand chosen from the search's suggestions is
// named from the brands the suggestions were made of, in the cache: the tap asks the network nothing). A list's chips and saved-search name read them through <FilterLabelsFor>, which sets the
// query up only then: Apollo sets up a query's watch, and works through its document, even while the
// query is skipped, and on a cold `/` that came before the first card's photo (issue 36).

import { useQuery } from '@apollo/client/react';
import { useMemo, type ReactNode } from 'react';
import type { FilterLabels } from '../../../domain/filter-names';
import type { ListFilters } from '../../../domain/list-filters';
import { FilterLabelsDocument, type FilterLabelsQuery } from './filter-labels.generated';

/** The option lists whose names a filter set needs (the query asks for these only). */
function namesNeeded(filters: ListFilters) {
  return {
    brands: filters.brandIds.length > 0,
    models: filters.model !== null,
    regions: filters.region !== null,
    showrooms: filters.substationId !== null,
    levels: filters.conditionLevel !== null,
    provinces: filters.provinceId !== null,
  };
}

const EVERY_NAME = { brands: true, models: true, regions: true, showrooms: true, levels: true, provinces: true };

function needsNames(filters: ListFilters): boolean {
  return Object.values(namesNeeded(filters)).some(Boolean);
}

export function labelsFrom(data: FilterLabelsQuery | undefined): FilterLabels {
  if (!data) return {};
  return {
    brands: new Map((data.brands ?? []).map((brand) => [brand.id, brand.name])),
    models: new Map((data.carModels ?? []).map((model) => [model.value, model.label])),
    regions: new Map((data.regions ?? []).map((region) => [region.value, region.label])),
    showrooms: new Map((data.substations ?? []).map((showroom) => [showroom.id, showroom.name])),
    levels: new Map((data.conditionLevels ?? []).map((level) => [level.id, level.name])),
    provinces: new Map((data.provinces ?? []).map((province) => [province.id, province.name])),
  };
}

const NO_LABELS: FilterLabels = {};

/** The names for a filter set's ids, given to `children`; the query is set up only when the set holds an id. */
export function FilterLabelsFor({
  filters,
  children,
}: {
  filters: ListFilters;
  children: (labels: FilterLabels) => ReactNode;
}) {
  return needsNames(filters) ? <NamedFilters filters={filters}>{children}</NamedFilters> : children(NO_LABELS);
}

function NamedFilters({ filters, children }: { filters: ListFilters; children: (labels: FilterLabels) => ReactNode }) {
  return children(useFilterLabels(filters));
}

/** The names for a filter set's ids (mounted by FilterLabelsFor only when the set holds one). */
function useFilterLabels(filters: ListFilters): FilterLabels {
  const brandId = filters.brandIds.length === 1 ? (filters.brandIds[0] ?? null) : null;
  const { data, previousData } = useQuery(FilterLabelsDocument, {
    variables: { brandId, vehicle: filters.vehicle, ...namesNeeded(filters) },
    errorPolicy: 'all',
  });
  const known = data ?? previousData;
  return useMemo(() => labelsFrom(known), [known]);
}

/** Every id's name (all brands' models), for naming several saved filter sets at once; asked for only when `wanted`. */
export function useAllFilterLabels(wanted: boolean): FilterLabels {
  const { data, previousData } = useQuery(FilterLabelsDocument, {
    variables: { brandId: null, vehicle: 'CAR', ...EVERY_NAME },
    skip: !wanted,
    errorPolicy: 'all',
  });
  const known = data ?? previousData;
  return useMemo(() => labelsFrom(known), [known]);
}

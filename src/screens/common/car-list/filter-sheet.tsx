// The filter sheet: cars or motorcycles, sort, price, brands (A-Z, several at once), model (with one
// brand), province (its errors inline, never alerted), city, showroom, condition level, mileage and age.
// Choices are a draft until "show results", which says how many cars the draft shows (a count query,
// asked only while the sheet is open). The keyword is the search field's: the sheet keeps it.

import { useQuery } from '@apollo/client/react';
import { useDeferredValue, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useLocale, useMessages } from '../../../i18n/i18n';
import { formatMileage, formatPrice } from '../../../i18n/format';
import {
  AGE_CHOICES,
  DEFAULT_FILTERS,
  LIST_SORTS,
  MILEAGE_CHOICES,
  normalizeFilters,
  PRICE_BANDS,
  toCarFilter,
  type CarFilterInput,
  type ListFilters,
  type VehicleKind,
} from '../../../domain/list-filters';
import { Button } from '../../../ui/button';
import { Chip } from '../../../ui/chip';
import { ErrorState } from '../../../ui/error-state';
import { Sheet } from '../../../ui/sheet';
import { Skeleton } from '../../../ui/skeleton';
import { uiText } from '../../../ui/ui-text';
import { CarCountDocument, FilterOptionsDocument, ProvinceOptionsDocument } from './filter-options.generated';
import * as styles from './filter-sheet.module.css';
import { filterMessages } from './filter-messages';
import { listMessages } from './messages';

export interface FilterSheetProps {
  open: boolean;
  /** The list's scope (category, wholesale): the count asks for the cars the list would show. */
  scope: Pick<CarFilterInput, 'category' | 'wholesale'>;
  value: ListFilters;
  onClose: () => void;
  onApply: (filters: ListFilters) => void;
}

function Group({ title, children, note }: { title: string; children: ReactNode; note?: ReactNode }) {
  const headingId = useId();
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <h3 className={styles.heading} id={headingId}>
        {title}
      </h3>
      {note}
      <div className={styles.chips} role="group" aria-labelledby={headingId}>
        {children}
      </div>
    </section>
  );
}

const VEHICLES: readonly VehicleKind[] = ['CAR', 'MOTORCYCLE'];

export function FilterSheet({ open, scope, value, onClose, onApply }: FilterSheetProps) {
  const t = useMessages(listMessages);
  const f = useMessages(filterMessages);
  const locale = useLocale();
  const [draft, setDraft] = useState<ListFilters>(value);

  useEffect(() => {
    if (open) setDraft(value);
  }, [open, value]);

  const singleBrand = draft.brandIds.length === 1 ? (draft.brandIds[0] ?? null) : null;
  const options = useQuery(FilterOptionsDocument, {
    variables: { brandId: singleBrand, vehicle: draft.vehicle },
    skip: !open,
  });
  // The draft's count, a step behind quick taps; the last count stays while the next one comes.
  const counted = useDeferredValue(draft);
  const countFilter = useMemo(() => toCarFilter(scope, normalizeFilters(counted)), [scope, counted]);
  const count = useQuery(CarCountDocument, { variables: { filter: countFilter }, skip: !open });
  const total = (count.data ?? count.previousData)?.cars.total;
  const provinces = useQuery(ProvinceOptionsDocument, { skip: !open });
  const data = options.data ?? options.previousData;

  const set = (patch: Partial<ListFilters>) => setDraft((current) => normalizeFilters({ ...current, ...patch }));

  const brandsByInitial = useMemo(() => {
    const groups = new Map<string, { id: string; name: string }[]>();
    for (const brand of data?.brands ?? []) {
      const list = groups.get(brand.initial) ?? [];
      list.push(brand);
      groups.set(brand.initial, list);
    }
    return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
  }, [data?.brands]);

  const regions = (data?.regions ?? []).filter((region) => !draft.provinceId || region.parent === draft.provinceId);
  const regionLabel = data?.regions.find((region) => region.value === draft.region)?.label ?? null;
  const provinceCities = new Set(regions.map((region) => region.label));
  const showrooms = (data?.substations ?? []).filter((showroom) =>
    regionLabel
      ? showroom.city === regionLabel
      : !draft.provinceId || (showroom.city !== null && provinceCities.has(showroom.city)),
  );
  const models = singleBrand ? (data?.carModels ?? []).filter((model) => model.parent === singleBrand) : [];
  const toggleBrand = (id: string, selected: boolean) =>
    set({
      brandIds: selected
        ? [...draft.brandIds.filter((other) => other !== id), id]
        : draft.brandIds.filter((other) => other !== id),
      model: null,
    });

  const priceLabel = (band: (typeof PRICE_BANDS)[number]) => {
    if (band.min === null && band.max !== null) return f('priceBelow', { max: formatPrice(band.max, locale) });
    if (band.max === null && band.min !== null) return f('priceAbove', { min: formatPrice(band.min, locale) });
    return f('priceBetween', { min: formatPrice(band.min, locale), max: formatPrice(band.max, locale) });
  };

  const footer = (
    <div className={styles.footer}>
      <Button
        variant="secondary"
        onClick={() => setDraft({ ...DEFAULT_FILTERS, sort: draft.sort, keyword: draft.keyword })}
      >
        {f('reset')}
      </Button>
      <Button variant="primary" block onClick={() => onApply(normalizeFilters(draft))}>
        {total === undefined || count.error ? f('apply') : f('applyCount', { count: total })}
      </Button>
    </div>
  );

  return (
    <Sheet open={open} onClose={onClose} title={f('sheetTitle')} footer={footer} lang={locale}>
      <div className={styles.content}>
        <Group title={f('vehicle')}>
          {VEHICLES.map((vehicle) => (
            <Chip
              key={vehicle}
              selected={draft.vehicle === vehicle}
              onSelectedChange={() => set(vehicle === draft.vehicle ? {} : { vehicle, brandIds: [], model: null })}
            >
              {f(vehicle === 'CAR' ? 'vehicleCar' : 'vehicleMotorcycle')}
            </Chip>
          ))}
        </Group>

        <Group title={t('sortLabel')}>
          {LIST_SORTS.map((sort) => (
            <Chip key={sort} selected={draft.sort === sort} onSelectedChange={() => set({ sort })}>
              {t(`sort_${sort}`)}
            </Chip>
          ))}
        </Group>

        <Group title={f('price')}>
          <Chip
            selected={draft.priceMin === null && draft.priceMax === null}
            onSelectedChange={() => set({ priceMin: null, priceMax: null })}
          >
            {f('anyPrice')}
          </Chip>
          {PRICE_BANDS.map((band) => (
            <Chip
              key={`${band.min}-${band.max}`}
              selected={draft.priceMin === band.min && draft.priceMax === band.max}
              onSelectedChange={(selected) =>
                set(selected ? { priceMin: band.min, priceMax: band.max } : { priceMin: null, priceMax: null })
              }
            >
              {priceLabel(band)}
            </Chip>
          ))}
        </Group>

        {options.loading && !data ? (
          <Skeleton variant="lines" lines={4} label={f('optionsLoading')} lang={locale} />
        ) : options.error && !data ? (
          <ErrorState title={f('optionsError')} onRetry={() => void options.refetch()} lang={locale} />
        ) : (
          <>
            <Group title={f('brand')} note={<p className={styles.note}>{f('brandNote')}</p>}>
              <Chip selected={draft.brandIds.length === 0} onSelectedChange={() => set({ brandIds: [], model: null })}>
                {f('allBrands')}
              </Chip>
            </Group>
            {brandsByInitial.map(([initial, brands]) => (
              <div key={initial} className={styles.letterRow}>
                <span className={styles.letter} aria-hidden="true">
                  {initial}
                </span>
                <div className={styles.chips}>
                  {brands.map((brand) => (
                    <Chip
                      key={brand.id}
                      selected={draft.brandIds.includes(brand.id)}
                      onSelectedChange={(selected) => toggleBrand(brand.id, selected)}
                    >
                      {brand.name}
                    </Chip>
                  ))}
                </div>
              </div>
            ))}

            {singleBrand && models.length > 0 && (
              <Group title={f('model')}>
                <Chip selected={draft.model === null} onSelectedChange={() => set({ model: null })}>
                  {f('allModels')}
                </Chip>
                {models.map((model) => (
                  <Chip
                    key={model.value}
                    selected={draft.model === model.value}
                    onSelectedChange={(selected) => set({ model: selected ? model.value : null })}
                  >
                    {model.label}
                  </Chip>
                ))}
              </Group>
            )}
          </>
        )}

        <Group
          title={f('province')}
          note={
            provinces.error ? (
              <div className={styles.inlineError} role="alert">
                <span>{f('provinceError', { message: provinces.error.message })}</span>
                <Button variant="ghost" size="sm" onClick={() => void provinces.refetch()}>
                  {uiText(locale, 'retry')}
                </Button>
              </div>
            ) : null
          }
        >
          {!provinces.error && (
            <Chip
              selected={draft.provinceId === null}
              onSelectedChange={() => set({ provinceId: null, region: null, substationId: null })}
            >
              {f('allProvinces')}
            </Chip>
          )}
          {(provinces.data?.provinces ?? []).map((province) => (
            <Chip
              key={province.id}
              selected={draft.provinceId === province.id}
              onSelectedChange={(selected) =>
                set({ provinceId: selected ? province.id : null, region: null, substationId: null })
              }
            >
              {province.name}
            </Chip>
          ))}
        </Group>

        {data && (
          <>
            <Group title={f('region')}>
              <Chip selected={draft.region === null} onSelectedChange={() => set({ region: null, substationId: null })}>
                {f('allRegions')}
              </Chip>
              {regions.map((region) => (
                <Chip
                  key={region.value}
                  selected={draft.region === region.value}
                  onSelectedChange={(selected) => set({ region: selected ? region.value : null, substationId: null })}
                >
                  {region.label}
                </Chip>
              ))}
            </Group>

            <Group title={f('showroom')}>
              <Chip selected={draft.substationId === null} onSelectedChange={() => set({ substationId: null })}>
                {f('allShowrooms')}
              </Chip>
              {showrooms.map((showroom) => (
                <Chip
                  key={showroom.id}
                  selected={draft.substationId === showroom.id}
                  onSelectedChange={(selected) => set({ substationId: selected ? showroom.id : null })}
                >
                  {showroom.name}
                </Chip>
              ))}
            </Group>

            <Group title={f('level')}>
              <Chip selected={draft.conditionLevel === null} onSelectedChange={() => set({ conditionLevel: null })}>
                {f('allLevels')}
              </Chip>
              {data.conditionLevels.map((level) => (
                <Chip
                  key={level.id}
                  selected={draft.conditionLevel === level.id}
                  title={level.description ?? undefined}
                  onSelectedChange={(selected) => set({ conditionLevel: selected ? level.id : null })}
                >
                  {level.name}
                </Chip>
              ))}
            </Group>
          </>
        )}

        <Group title={f('mileage')}>
          <Chip selected={draft.mileageMaxKm === null} onSelectedChange={() => set({ mileageMaxKm: null })}>
            {f('anyMileage')}
          </Chip>
          {MILEAGE_CHOICES.map((km) => (
            <Chip
              key={km}
              selected={draft.mileageMaxKm === km}
              onSelectedChange={(selected) => set({ mileageMaxKm: selected ? km : null })}
            >
              {f('mileageWithin', { km: formatMileage(km, locale) })}
            </Chip>
          ))}
        </Group>

        <Group title={f('age')}>
          <Chip selected={draft.ageMaxYears === null} onSelectedChange={() => set({ ageMaxYears: null })}>
            {f('anyAge')}
          </Chip>
          {AGE_CHOICES.map((years) => (
            <Chip
              key={years}
              selected={draft.ageMaxYears === years}
              onSelectedChange={(selected) => set({ ageMaxYears: selected ? years : null })}
            >
              {f('ageWithin', { years })}
            </Chip>
          ))}
        </Group>
      </div>
    </Sheet>
  );
}

// The filter groups whose choices are fixed (no options to load): cars or motorcycles, on sale only or
// sold cars too, sort and price
// at the top of the sheet, mileage and age at its end.

import { useLocale, useMessages } from '../../../i18n/i18n';
import { formatMileage, formatPrice } from '../../../i18n/format';
import { AGE_CHOICES, LIST_SORTS, MILEAGE_CHOICES, PRICE_BANDS, type VehicleKind } from '../../../domain/list-filters';
import { Chip } from '../../../ui/chip';
import { filterMessages } from './filter-messages';
import { Group, type DraftProps } from './filter-group';
import { listMessages } from './messages';

const VEHICLES: readonly VehicleKind[] = ['CAR', 'MOTORCYCLE'];

export function KindSortPriceGroups({ draft, set }: DraftProps) {
  const t = useMessages(listMessages);
  const f = useMessages(filterMessages);
  const locale = useLocale();
  const priceLabel = (band: (typeof PRICE_BANDS)[number]) => {
    if (band.min === null && band.max !== null) return f('priceBelow', { max: formatPrice(band.max, locale) });
    if (band.max === null && band.min !== null) return f('priceAbove', { min: formatPrice(band.min, locale) });
    return f('priceBetween', { min: formatPrice(band.min, locale), max: formatPrice(band.max, locale) });
  };
  return (
    <>
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

      <Group title={f('availability')}>
        <Chip selected={draft.onSale} onSelectedChange={() => set({ onSale: true })}>
          {f('onSaleOnly')}
        </Chip>
        <Chip selected={!draft.onSale} onSelectedChange={() => set({ onSale: false })}>
          {f('withSold')}
        </Chip>
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
    </>
  );
}

export function MileageAgeGroups({ draft, set }: DraftProps) {
  const f = useMessages(filterMessages);
  const locale = useLocale();
  return (
    <>
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
    </>
  );
}

// The place and condition groups of the filter sheet: province (its errors inline, never alerted), then,
// once the filter options are in, city (of the chosen province), showroom (of the chosen city or
// province) and condition level.

import { useLocale, useMessages } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { Chip } from '../../../ui/chip';
import { uiText } from '../../../ui/ui-text';
import type { FilterOptionsQuery, ProvinceOptionsQuery } from './filter-options.generated';
import { filterMessages } from './filter-messages';
import { Group, type DraftProps } from './filter-group';
import * as styles from './filter-sheet.module.css';

/** What the province group reads of its query. */
interface ProvinceResult {
  data?: ProvinceOptionsQuery;
  error?: { message: string };
  refetch: () => Promise<unknown>;
}

export function ProvinceGroup({ draft, set, provinces }: DraftProps & { provinces: ProvinceResult }) {
  const f = useMessages(filterMessages);
  const locale = useLocale();
  return (
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
  );
}

export function PlaceLevelGroups({ draft, set, data }: DraftProps & { data: FilterOptionsQuery }) {
  const f = useMessages(filterMessages);
  const regions = data.regions.filter((region) => !draft.provinceId || region.parent === draft.provinceId);
  const regionLabel = data.regions.find((region) => region.value === draft.region)?.label ?? null;
  const provinceCities = new Set(regions.map((region) => region.label));
  const showrooms = data.substations.filter((showroom) =>
    regionLabel
      ? showroom.city === regionLabel
      : !draft.provinceId || (showroom.city !== null && provinceCities.has(showroom.city)),
  );
  return (
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
  );
}

// The brand groups of the filter sheet: every brand under its initial (A-Z, several at once), and the
// models of a brand when exactly one is chosen. Brands come with the filter options.

import { useMemo } from 'react';
import { useMessages } from '../../../i18n/i18n';
import { Chip } from '../../../ui/chip';
import type { FilterOptionsQuery } from './filter-options.generated';
import { filterMessages } from './filter-messages';
import { Group, type DraftProps } from './filter-group';
import * as styles from './filter-sheet.module.css';

export function BrandGroups({ draft, set, data }: DraftProps & { data: FilterOptionsQuery | undefined }) {
  const f = useMessages(filterMessages);
  const singleBrand = draft.brandIds.length === 1 ? (draft.brandIds[0] ?? null) : null;
  const brandsByInitial = useMemo(() => {
    const groups = new Map<string, { id: string; name: string }[]>();
    for (const brand of data?.brands ?? []) {
      const list = groups.get(brand.initial) ?? [];
      list.push(brand);
      groups.set(brand.initial, list);
    }
    return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
  }, [data?.brands]);
  const models = singleBrand ? (data?.carModels ?? []).filter((model) => model.parent === singleBrand) : [];
  const toggleBrand = (id: string, selected: boolean) =>
    set({
      brandIds: selected
        ? [...draft.brandIds.filter((other) => other !== id), id]
        : draft.brandIds.filter((other) => other !== id),
      model: null,
    });

  return (
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
  );
}

// The car list's toolbar, which stays under the navigation bar while the list scrolls: the quick sorts,
// the filter button (counting the filters on, showing that the sheet's code is coming) and the chips of
// the active filters. A sibling of the list (a sticky element sticks only within its parent).

import type { ListFilters, ListSort } from '../../../domain/list-filters';
import { useMessages } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { Chip } from '../../../ui/chip';
import { Icon } from '../../../ui/icon';
import { Spinner } from '../../../ui/spinner';
import { ActiveFilterChips } from './active-filters';
import * as styles from './car-list.module.css';
import { FilterLabelsFor } from './filter-labels';
import { preloadFilterSheet } from './lazy-filter-sheet';
import { listMessages } from './messages';

const QUICK_SORTS: ListSort[] = ['DEFAULT', 'PRICE_ASC', 'NEWEST', 'MILEAGE_ASC'];

export interface CarListToolbarProps {
  filters: ListFilters;
  /** The filters the button counts (activeFilterCount). */
  filterCount: number;
  /** The sheet was asked for and its code is still loading. */
  sheetLoading: boolean;
  onOpenSheet: () => void;
  onApply: (next: ListFilters) => void;
  onClearAll: () => void;
}

export function CarListToolbar({
  filters,
  filterCount,
  sheetLoading,
  onOpenSheet,
  onApply,
  onClearAll,
}: CarListToolbarProps) {
  const t = useMessages(listMessages);
  return (
    <div className={styles.toolbar}>
      <div className={styles.toolbarRow}>
        <div className={styles.sorts} role="group" aria-label={t('sortLabel')}>
          {QUICK_SORTS.map((sort) => (
            <Chip key={sort} selected={filters.sort === sort} onSelectedChange={() => onApply({ ...filters, sort })}>
              {t(`sort_${sort}`)}
            </Chip>
          ))}
        </div>
        <Button
          variant={filterCount > 0 ? 'primary' : 'secondary'}
          size="sm"
          icon={sheetLoading ? <Spinner size="sm" label={null} /> : <Icon name="filter" size={16} />}
          onClick={onOpenSheet}
          onPointerDown={preloadFilterSheet}
          onFocus={preloadFilterSheet}
        >
          {/* Named by its text ("筛选（已选 2 项）"), the number shown short: the visible words stay in the name. */}
          {t('filters')}
          {filterCount > 0 && (
            <>
              <span aria-hidden="true"> {filterCount}</span>
              <span className="visually-hidden">{t('filtersSelected', { count: filterCount })}</span>
            </>
          )}
        </Button>
      </div>
      <FilterLabelsFor filters={filters}>
        {(labels) => <ActiveFilterChips filters={filters} labels={labels} onApply={onApply} onClearAll={onClearAll} />}
      </FilterLabelsFor>
    </div>
  );
}

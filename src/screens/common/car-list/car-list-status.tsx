// What sits between the car list's toolbar and its cars: the quick price bands, the filter sheet's
// loading (said, not shown) and its failure to load (with a retry), the list's heading, and the count of
// what the list counts, with saving the search once the list is narrowed.

import { countedCars, filterSetName, type NameLocale } from '../../../domain/filter-names';
import type { CarFilterInput, ListFilters } from '../../../domain/list-filters';
import { useLocale, useMessages } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { IconButton } from '../../../ui/icon-button';
import { uiText } from '../../../ui/ui-text';
import { SaveSearchButton } from '../buyer/save-search-button';
import { QuickPriceBands } from './active-filters';
import * as styles from './car-list.module.css';
import { FilterLabelsFor } from './filter-labels';
import { listMessages } from './messages';
import { searchMessages } from './search-messages';

export interface CarListStatusProps {
  scope: Pick<CarFilterInput, 'category' | 'wholesale'>;
  filters: ListFilters;
  /** The address's query string (the saved search's). */
  search: string;
  /** A filter or search words narrow the list. */
  narrowed: boolean;
  /** How many cars the list has, once a page is here. */
  total: number | undefined;
  /** The page on show is of the filters before: the count line says the new one is coming instead. */
  counting: boolean;
  sheetLoading: boolean;
  sheetFailed: boolean;
  onRetrySheet: () => void;
  onDismissSheetError: () => void;
  onApply: (next: ListFilters) => void;
}

export function CarListStatus({
  scope,
  filters,
  search,
  narrowed,
  total,
  counting,
  sheetLoading,
  sheetFailed,
  onRetrySheet,
  onDismissSheetError,
  onApply,
}: CarListStatusProps) {
  const t = useMessages(listMessages);
  const ts = useMessages(searchMessages);
  const locale = useLocale();
  return (
    <div className={styles.afterToolbar}>
      <QuickPriceBands filters={filters} onApply={onApply} />
      {sheetLoading && (
        <span className="visually-hidden" role="status">
          {t('sheetLoading')}
        </span>
      )}
      {sheetFailed && (
        <div className={styles.sheetError} role="alert">
          <span>{t('sheetFailed')}</span>
          <Button variant="ghost" size="sm" onClick={onRetrySheet}>
            {uiText(locale, 'retry')}
          </Button>
          <IconButton
            icon="close"
            className={styles.sheetErrorClose}
            aria-label={t('dismiss')}
            onClick={onDismissSheetError}
          />
        </div>
      )}
      <h2 className="visually-hidden">{t('listHeading')}</h2>
      {total !== undefined && (
        <p className={styles.count} aria-live="polite">
          {counting
            ? t('loadingCars')
            : filters.vehicle === 'MOTORCYCLE'
              ? ts(`motorcycles_${countedCars(filters)}`, { count: total })
              : t(`total_${countedCars(filters)}`, { count: total })}
          {narrowed && !scope.wholesale && (
            <FilterLabelsFor filters={filters}>
              {(labels) => (
                <SaveSearchButton
                  list={scope.category === 'DISCOUNT' ? 'DISCOUNT' : 'PREMIUM'}
                  query={search}
                  name={filterSetName(filters, labels, locale as NameLocale)}
                />
              )}
            </FilterLabelsFor>
          )}
        </p>
      )}
    </div>
  );
}

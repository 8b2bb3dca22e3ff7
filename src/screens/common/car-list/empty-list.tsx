// What an empty list says and offers: a search that found nothing offers to clear the words; one filter
// the buyer chose (a quick price band, a brand …) is named and offered for removal; several are cleared
// at once; and when only the on-sale filter hides cars, the buyer may see the sold ones too.

import { chosenParts, filterParts, type NameLocale } from '../../../domain/filter-names';
import type { ListFilters } from '../../../domain/list-filters';
import { useLocale, useMessages } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { Icon } from '../../../ui/icon';
import { FilterLabelsFor } from './filter-labels';
import { BrandsForSearch } from './list-search';
import { listMessages } from './messages';
import { searchMessages } from './search-messages';

export function EmptyList({
  filters,
  onApply,
  onClearAll,
}: {
  filters: ListFilters;
  onApply: (next: ListFilters) => void;
  onClearAll: () => void;
}) {
  const t = useMessages(listMessages);
  const ts = useMessages(searchMessages);
  const locale = useLocale() as NameLocale;
  const withSold = filters.onSale ? (
    <Button variant="secondary" onClick={() => onApply({ ...filters, onSale: false })}>
      {t('showWithSold')}
    </Button>
  ) : null;

  if (filters.keyword !== null) {
    return (
      <EmptyState
        illustration={<Icon name="search" size={56} />}
        title={ts('emptySearchTitle', { text: filters.keyword })}
        body={ts('emptySearchBody')}
        action={
          <>
            <BrandsForSearch filters={filters} onApply={onApply} />
            <Button variant="secondary" onClick={() => onApply({ ...filters, keyword: null })}>
              {ts('clearSearch')}
            </Button>
          </>
        }
      />
    );
  }
  return (
    <FilterLabelsFor filters={filters}>
      {(labels) => {
        const chosen = chosenParts(filterParts(filters, labels, locale));
        const only = chosen.length === 1 ? chosen[0] : undefined;
        const body = only
          ? t('emptyQuickBody', { name: only.label })
          : chosen.length > 1
            ? t('emptyBodyFiltered')
            : filters.onSale
              ? t('emptyOnSaleBody')
              : t('emptyBody');
        const main = only ? (
          <Button variant="primary" onClick={() => onApply(only.without)}>
            {t('removeQuick', { name: only.label })}
          </Button>
        ) : chosen.length > 1 ? (
          <Button variant="primary" onClick={onClearAll}>
            {t('clearFilters')}
          </Button>
        ) : null;
        return (
          <EmptyState
            illustration={<Icon name="car" size={56} />}
            title={t('emptyTitle')}
            body={body}
            action={
              main || withSold ? (
                <>
                  {main}
                  {withSold}
                </>
              ) : undefined
            }
          />
        );
      }}
    </FilterLabelsFor>
  );
}

// 订阅的搜索 / Saved searches on the saved-cars page: each a link that restores its list with its
// filters, with how many cars match now and how many were listed since the buyer last opened it.

import { useMutation, useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { paths } from '../../routes/paths';
import { useLocale, useMessages } from '../../i18n/i18n';
import { Icon } from '../../ui/icon';
import * as toggleStyles from '../common/buyer/buyer-toggles.module.css';
import * as styles from './buyer.module.css';
import {
  OpenSavedSearchDocument,
  RemoveSavedSearchDocument,
  SavedSearchesDocument,
  type SavedSearchesQuery,
} from './favorites.generated';
import { buyerMessages } from '../common/buyer/messages';
import { cx } from '../../ui/class-names';
import * as sectionStyles from '../../ui/page-section.module.css';
import { Stack } from '../../ui/stack';
import { filterSetName, type FilterLabels, type NameLocale } from '../../domain/filter-names';
import { parseListFilters } from '../../domain/list-filters';
import { useAllFilterLabels } from '../common/car-list/filter-labels';

type SavedSearchItem = SavedSearchesQuery['savedSearches'][number];

export function SavedSearchList() {
  const t = useMessages(buyerMessages);
  const { data } = useQuery(SavedSearchesDocument);
  const searches = data?.savedSearches;
  const labels = useAllFilterLabels(Boolean(searches?.length));
  return (
    <section className={cx(sectionStyles.section, styles.section)} aria-labelledby="saved-searches-heading">
      <h2 id="saved-searches-heading" className={cx(sectionStyles.title, styles.sectionTitle)}>
        {t('searchesHeading')}
      </h2>
      {searches && searches.length === 0 && <p className={styles.muted}>{t('emptySearches')}</p>}
      {searches && searches.length > 0 && (
        <Stack as="ul" gap={3}>
          {searches.map((search) => (
            <SavedSearchRow key={search.id} search={search} labels={labels} />
          ))}
        </Stack>
      )}
    </section>
  );
}

function SavedSearchRow({ search, labels }: { search: SavedSearchItem; labels: FilterLabels }) {
  const t = useMessages(buyerMessages);
  const locale = useLocale() as NameLocale;
  const [open] = useMutation(OpenSavedSearchDocument);
  const [remove, { loading }] = useMutation(RemoveSavedSearchDocument);
  const list = search.list === 'DISCOUNT' ? t('searchDiscount') : t('searchPremium');
  const filters = Object.fromEntries(new URLSearchParams(search.query));
  const href = search.list === 'DISCOUNT' ? paths.discount(filters) : paths.index(filters);
  // Named by its filters, as the list's chips and the save button's toast named it.
  const name = filterSetName(parseListFilters(search.query), labels, locale);
  const counts =
    search.matchCount != null && search.newCount != null
      ? t('searchCounts', { count: search.matchCount, fresh: search.newCount })
      : t('searchCountUnknown');
  return (
    <li className={styles.searchItem}>
      <div className={styles.searchBody}>
        <p className={styles.itemTitle}>
          <Link
            to={href}
            className={styles.itemLink}
            onClick={() => void open({ variables: { id: search.id } }).catch(() => undefined)}
          >
            {name}
          </Link>
        </p>
        <p className={search.newCount ? `${styles.facts} ${styles.fresh}` : styles.facts}>
          {list} · {counts}
        </p>
      </div>
      <Icon name="chevron-right" size={18} />
      <button
        type="button"
        className={toggleStyles.toggle}
        aria-label={t('removeSearch')}
        disabled={loading}
        onClick={() => void remove({ variables: { id: search.id } }).catch(() => undefined)}
      >
        <Icon name="close" size={16} />
      </button>
    </li>
  );
}

// The shared car list of Home, the discount zone and the wholesale list. Filters live in the URL
// (replace, so Back leaves the list), pages live in the Apollo cache (the `cars` field policy merges
// them per filter), so a trip into a car and back finds the list as it was. The list is windowed
// against the page scroll: the DOM stays small however many pages were loaded.

import { useApolloClient, useQuery } from '@apollo/client/react';
import { memo, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import {
  activeFilterCount,
  clearedFilters,
  countedCars,
  filterSetName,
  type NameLocale,
} from '../../../domain/filter-names';
import {
  parseListFilters,
  serializeListFilters,
  type CarFilterInput,
  type ListFilters,
  type ListSort,
} from '../../../domain/list-filters';
import { revalidate } from '../../../graph/persist';
import { useLocale, useMessages } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { cx } from '../../../ui/class-names';
import { Chip } from '../../../ui/chip';
import { ErrorState } from '../../../ui/error-state';
import { failureKind } from '../../../graph/errors';
import { Icon } from '../../../ui/icon';
import { IconButton } from '../../../ui/icon-button';
import * as pageStyles from '../../../ui/page.module.css';
import { Skeleton } from '../../../ui/skeleton';
import { Spinner } from '../../../ui/spinner';
import { uiText } from '../../../ui/ui-text';
import { CompareTrayBar } from '../buyer/compare-tray-bar';
import { SaveSearchButton } from '../buyer/save-search-button';
import { ActiveFilterChips, QuickPriceBands } from './active-filters';
import { FilterLabelsFor } from './filter-labels';
import { CarCard } from './car-card';
import { carListVariables } from './car-list-query';
import type { CarCardFragment } from './car-card.generated';
import { CarListDocument } from './car-list.generated';
import * as styles from './car-list.module.css';
import { useAfterOverlayClosed } from '../../../platform/overlay-history';
import { preloadFilterSheet, reopenHandled, reopenRequested, useFilterSheet } from './lazy-filter-sheet';
import { listMessages } from './messages';
import { searchMessages } from './search-messages';
import { ListSearch } from './list-search';
import { EmptyList } from './empty-list';
import { useWindowList } from './window-list';
import { LOAD_AHEAD_MARGIN } from '../../../platform/load-ahead';
import { useViewShown } from '../../../platform/view-shown';
import { useMediaQuery } from '../../../platform/media-query';
import { WIDE_WINDOW } from '../../../platform/wide-window';

const ESTIMATED_CARD_HEIGHT = 156;
const QUICK_SORTS: ListSort[] = ['DEFAULT', 'PRICE_ASC', 'NEWEST', 'MILEAGE_ASC'];

export interface CarListViewProps {
  scope: Pick<CarFilterInput, 'category' | 'wholesale'>;
  title: string;
  intro: string;
  /** Query parameters the list's URL must carry (the discount zone's category=discount). */
  requiredParams?: Record<string, string>;
  /** The detail address of a car. */
  hrefFor: (car: CarCardFragment) => string;
  /** Between the header and the cars (home: the ways into the rest of the site). */
  lead?: ReactNode;
  /** After the last car, once the whole list is loaded. */
  footer?: ReactNode;
}

type MoreState = 'idle' | 'loading' | 'error';

interface CarRowsProps {
  items: CarCardFragment[];
  total: number;
  title: string;
  hrefFor: (car: CarCardFragment) => string;
}

/**
 * The windowed rows. Scrolling re-renders only this part (a new window of rows), never the header,
 * the toolbar or the sheet; cards already in the window are memoised.
 */
const CarRows = memo(function CarRows({ items, total, title, hrefFor }: CarRowsProps) {
  const listRef = useRef<HTMLDivElement | null>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  // Where the list starts in the page. Measured when the list or the header above it (count line,
  // clear-filters action, the sheet's loading error) changes size, from a ResizeObserver, where layout
  // is already done: no forced reflow while the first list commits. Only which rows are in the window
  // depends on it, never where they are drawn. A hidden (keep-alive) view measures nothing and keeps it.
  useEffect(() => {
    const element = listRef.current;
    if (!element) return;
    const measure = () => {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 && rect.height === 0) return;
      const top = Math.round(rect.top + window.scrollY);
      setScrollMargin((current) => (current === top ? current : top));
    };
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    // Everything above the list in its page (header, search, chips, price bands, a lead).
    for (let above = element.previousElementSibling; above; above = above.previousElementSibling)
      observer.observe(above);
    return () => observer.disconnect();
  }, []);
  // A line is one card on a phone, two side by side on a wide window; the window is of lines.
  const columns = useMediaQuery(WIDE_WINDOW) ? 2 : 1;
  const getItemKey = useCallback(
    (line: number) => (columns === 1 ? (items[line]?.id ?? line) : `${items[line * columns]?.id ?? line}+${columns}`),
    [items, columns],
  );
  const { rows, totalSize, measureElement } = useWindowList({
    count: Math.ceil(items.length / columns),
    estimateSize: ESTIMATED_CARD_HEIGHT,
    overscan: 6,
    scrollMargin,
    getItemKey,
  });

  const card = (car: CarCardFragment, index: number) => (
    <CarCard car={car} href={hrefFor(car)} priority={index === 0} />
  );
  return (
    <div ref={listRef} className={styles.list} role="list" aria-label={title} style={{ height: totalSize }}>
      {rows.map((row) => {
        const first = row.index * columns;
        const cars = items.slice(first, first + columns);
        const line = {
          'data-index': row.index,
          ref: measureElement,
          style: { transform: `translateY(${row.start}px)` },
        };
        if (cars.length === 0) return null;
        // One column: the line is the list item itself; more: the line only lays its items out.
        if (columns === 1)
          return (
            <div
              {...line}
              key={row.key}
              role="listitem"
              aria-posinset={first + 1}
              aria-setsize={total}
              className={styles.row}
            >
              {card(cars[0]!, first)}
            </div>
          );
        return (
          <div {...line} key={row.key} role="none" className={cx(styles.row, styles.line)}>
            {cars.map((car, offset) => (
              <div key={car.id} role="listitem" aria-posinset={first + offset + 1} aria-setsize={total}>
                {card(car, first + offset)}
              </div>
            ))}
          </div>
        );
      })}
    </div>
  );
});

export function CarListView({ scope, title, intro, requiredParams, hrefFor, lead, footer }: CarListViewProps) {
  const t = useMessages(listMessages);
  const ts = useMessages(searchMessages);
  const locale = useLocale();
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  const filters = useMemo(() => parseListFilters(search), [search]);
  const filterCount = activeFilterCount(filters);
  const narrowed = filterCount > 0 || filters.keyword !== null;
  // The sheet's chunk loads when first asked for; until then the button shows that it is coming. A
  // page reloaded to retry a failed chunk opens the sheet again.
  const [sheetOpen, setSheetOpen] = useState(() => reopenRequested());
  const [sheetWanted, setSheetWanted] = useState(sheetOpen);
  useEffect(() => {
    if (sheetWanted) reopenHandled();
  }, [sheetWanted]);
  const filterSheet = useFilterSheet(sheetWanted);
  const sheetLoading = sheetOpen && filterSheet.status === 'loading';
  const sheetFailed = sheetOpen && filterSheet.status === 'failed';

  // The discount zone says so in its URL (spec: route StandardDiscount with category=discount).
  const missing = Object.entries(requiredParams ?? {}).filter(([key, value]) => searchParams.get(key) !== value);
  useEffect(() => {
    if (missing.length === 0) return;
    const next = new URLSearchParams(search);
    for (const [key, value] of missing) next.set(key, value);
    setSearchParams(next, { replace: true });
  });

  // The same variables as the entry's prefetch of this page (car-list-query.ts), so it is claimed.
  const variables = useMemo(() => carListVariables(scope, search), [scope, search]);
  const { data, loading, error, refetch, fetchMore } = useQuery(CarListDocument, {
    variables,
    notifyOnNetworkStatusChange: false,
  });
  // A list the device kept shows at once and is refreshed behind it.
  const client = useApolloClient();
  useEffect(() => revalidate(client, CarListDocument, variables), [client, variables]);
  // A page of cards is a large render: when data arrives it renders in a background pass that yields
  // to the browser (the skeleton, or the list as it was, stays meanwhile); a list in the cache shows at once.
  const arrived = data?.cars;
  const page = useDeferredValue(arrived);
  const items = useMemo(() => page?.items ?? [], [page?.items]);

  const afterOverlayClosed = useAfterOverlayClosed();
  const applyFilters = useCallback(
    (next: ListFilters) => {
      setSheetOpen(false);
      // The sheet's history entry goes first; the new filters then replace the list's own entry.
      afterOverlayClosed(() => setSearchParams(serializeListFilters(next, search), { replace: true }));
      if (typeof window !== 'undefined' && window.scrollY > 0) window.scrollTo({ top: 0 });
    },
    [search, setSearchParams, afterOverlayClosed],
  );

  // Loading further pages.
  const [more, setMore] = useState<MoreState>('idle');
  const busy = useRef(false);
  const loadMore = useCallback(async () => {
    if (!page?.hasMore || busy.current) return;
    busy.current = true;
    setMore('loading');
    try {
      const result = await fetchMore({ variables: { page: page.page + 1 } });
      setMore(result.error ? 'error' : 'idle');
    } catch {
      setMore('error');
    } finally {
      busy.current = false;
    }
  }, [fetchMore, page?.hasMore, page?.page]);

  useEffect(() => setMore('idle'), [variables]);

  // A list kept hidden under the next page loads no more until it shows again.
  const shown = useViewShown();
  const sentinel = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !shown || typeof IntersectionObserver === 'undefined' || !page?.hasMore || more !== 'idle') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void loadMore();
      },
      { rootMargin: LOAD_AHEAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [loadMore, page?.hasMore, more, items.length, shown]);

  const clearAll = () => applyFilters(clearedFilters(filters));

  const header = (
    <header className={styles.header}>
      <div className={pageStyles.header}>
        <h1 className={cx(pageStyles.title, styles.title)}>{title}</h1>
        <p className={pageStyles.intro}>{intro}</p>
      </div>
      <ListSearch filters={filters} onApply={applyFilters} />
    </header>
  );

  // Stays under the navigation bar while the list scrolls: the sorts, the filter button and what is
  // active. A sibling of the list (a sticky element sticks only within its parent).
  const toolbar = (
    <div className={styles.toolbar}>
      <div className={styles.toolbarRow}>
        <div className={styles.sorts} role="group" aria-label={t('sortLabel')}>
          {QUICK_SORTS.map((sort) => (
            <Chip
              key={sort}
              selected={filters.sort === sort}
              onSelectedChange={() => applyFilters({ ...filters, sort })}
            >
              {t(`sort_${sort}`)}
            </Chip>
          ))}
        </div>
        <Button
          variant={filterCount > 0 ? 'primary' : 'secondary'}
          size="sm"
          icon={sheetLoading ? <Spinner size="sm" label={null} /> : <Icon name="filter" size={16} />}
          onClick={() => {
            setSheetWanted(true);
            setSheetOpen(true);
            if (filterSheet.status === 'failed') filterSheet.retry();
          }}
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
        {(labels) => (
          <ActiveFilterChips filters={filters} labels={labels} onApply={applyFilters} onClearAll={clearAll} />
        )}
      </FilterLabelsFor>
    </div>
  );

  const afterToolbar = (
    <div className={styles.afterToolbar}>
      <QuickPriceBands filters={filters} onApply={applyFilters} />
      {sheetLoading && (
        <span className="visually-hidden" role="status">
          {t('sheetLoading')}
        </span>
      )}
      {sheetFailed && (
        <div className={styles.sheetError} role="alert">
          <span>{t('sheetFailed')}</span>
          <Button variant="ghost" size="sm" onClick={filterSheet.retry}>
            {uiText(locale, 'retry')}
          </Button>
          <IconButton
            icon="close"
            className={styles.sheetErrorClose}
            aria-label={t('dismiss')}
            onClick={() => setSheetOpen(false)}
          />
        </div>
      )}
      <h2 className="visually-hidden">{t('listHeading')}</h2>
      {page && (
        <p className={styles.count} aria-live="polite">
          {filters.vehicle === 'MOTORCYCLE'
            ? ts(`motorcycles_${countedCars(filters)}`, { count: page.total })
            : t(`total_${countedCars(filters)}`, { count: page.total })}
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

  let body;
  if (!page && (loading || arrived)) {
    body = (
      <Skeleton variant="card-list" count={5} label={t('loadingCars')} lang={locale} className={styles.skeleton} />
    );
  } else if (!page) {
    body = (
      <ErrorState title={t('errorTitle')} kind={failureKind(error)} onRetry={() => void refetch()} lang={locale} />
    );
  } else if (items.length === 0) {
    body = <EmptyList filters={filters} onApply={applyFilters} onClearAll={clearAll} />;
  } else {
    body = (
      <>
        <CarRows items={items} total={page.total} title={title} hrefFor={hrefFor} />
        <div ref={sentinel} className={styles.more}>
          {page.hasMore ? (
            more === 'loading' ? (
              <span className={styles.loadingMore} role="status">
                <Spinner size="sm" label={null} />
                {t('loadingMore')}
              </span>
            ) : more === 'error' ? (
              <Button variant="secondary" onClick={() => void loadMore()}>
                {t('loadMoreFailed')}
              </Button>
            ) : (
              <Button variant="ghost" onClick={() => void loadMore()}>
                {t('loadMore')}
              </Button>
            )
          ) : (
            <span className={styles.end}>{t('end', { count: page.total })}</span>
          )}
        </div>
        {page.hasMore ? null : footer}
      </>
    );
  }

  return (
    <div className={cx(pageStyles.frame, styles.page)}>
      {header}
      {toolbar}
      {afterToolbar}
      {lead}
      {body}
      <CompareTrayBar />
      {filterSheet.Sheet && (
        <filterSheet.Sheet
          open={sheetOpen}
          scope={scope}
          value={filters}
          onClose={() => setSheetOpen(false)}
          onApply={applyFilters}
        />
      )}
    </div>
  );
}

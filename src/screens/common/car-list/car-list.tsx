// The shared car list of Home, the discount zone and the wholesale list. Filters live in the URL
// (replace, so Back leaves the list), pages live in the Apollo cache (the `cars` field policy merges
// them per filter), so a trip into a car and back finds the list as it was. The list is windowed
// against the page scroll: the DOM stays small however many pages were loaded.

import { memo, useCallback, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { activeFilterCount, clearedFilters } from '../../../domain/filter-names';
import {
  parseListFilters,
  serializeListFilters,
  type CarFilterInput,
  type ListFilters,
} from '../../../domain/list-filters';
import { useLocale, useMessages } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { cx } from '../../../ui/class-names';
import { ErrorState } from '../../../ui/error-state';
import { failureKind } from '../../../graph/errors';
import * as pageStyles from '../../../ui/page.module.css';
import { Skeleton } from '../../../ui/skeleton';
import { Spinner } from '../../../ui/spinner';
import { CompareTrayBar } from '../buyer/compare-tray-bar';
import { CarCard } from './car-card';
import { CarListStatus } from './car-list-status';
import { CarListToolbar } from './car-list-toolbar';
import type { CarCardFragment } from './car-card.generated';
import * as styles from './car-list.module.css';
import { useAfterOverlayClosed } from '../../../platform/overlay-history';
import { afterNextPaint, atIdle } from '../../../platform/idle';
import { preloadFilterSheet, reopenHandled, reopenRequested, useFilterSheet } from './lazy-filter-sheet';
import { listMessages } from './messages';
import { ListSearch } from './list-search';
import { EmptyList } from './empty-list';
import { useCarListPages, type MoreState } from './use-car-list-pages';
import { carListVariables } from './car-list-query';
import { CarListDocument } from './car-list.generated';
import { useWindowList } from './window-list';
import { useMediaQuery } from '../../../platform/media-query';
import { WIDE_WINDOW } from '../../../platform/wide-window';

const ESTIMATED_CARD_HEIGHT = 156;

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

interface CarRowsProps {
  items: CarCardFragment[];
  /** The cards are of the filters before, while the new filters' first page is on its way. */
  stale: boolean;
  total: number;
  title: string;
  hrefFor: (car: CarCardFragment) => string;
}

/**
 * The windowed rows. Scrolling re-renders only this part (a new window of rows), never the header,
 * the toolbar or the sheet; cards already in the window are memoised.
 */
const CarRows = memo(function CarRows({ items, stale, total, title, hrefFor }: CarRowsProps) {
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
    <div
      ref={listRef}
      className={cx(styles.list, stale && styles.stale)}
      role="list"
      aria-label={title}
      aria-busy={stale || undefined}
      // Cards of the filters before are not offered as the new filters' cars: out of reach (and of the
      // contrast rule for active content) until the new page replaces them.
      inert={stale || undefined}
      style={{ height: totalSize }}
    >
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

interface MoreCarsProps {
  hasMore: boolean;
  total: number;
  more: MoreState;
  loadMore: () => Promise<void>;
  sentinel: RefObject<HTMLDivElement | null>;
}

/** Under the last card: the next page on its way, its failure, a button for it, or the end of the list. */
function MoreCars({ hasMore, total, more, loadMore, sentinel }: MoreCarsProps) {
  const t = useMessages(listMessages);
  let content;
  if (!hasMore) content = <span className={styles.end}>{t('end', { count: total })}</span>;
  else if (more === 'loading')
    content = (
      <span className={styles.loadingMore} role="status">
        <Spinner size="sm" label={null} />
        {t('loadingMore')}
      </span>
    );
  else
    content = (
      <Button variant={more === 'error' ? 'secondary' : 'ghost'} onClick={() => void loadMore()}>
        {t(more === 'error' ? 'loadMoreFailed' : 'loadMore')}
      </Button>
    );
  return (
    <div ref={sentinel} className={styles.more}>
      {content}
    </div>
  );
}

export function CarListView({ scope, title, intro, requiredParams, hrefFor, lead, footer }: CarListViewProps) {
  const t = useMessages(listMessages);
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

  const { page, stale, items, arrived, loading, error, refetch, more, loadMore, sentinel } = useCarListPages(
    scope,
    search,
  );
  // The filter sheet's code loads once the list's cards are in and the browser is idle, so its tap
  // waits for no code (docs/performance.md, twelfth round). A pointer down or focus on the button still
  // starts it sooner.
  const listShown = Boolean(page);
  useEffect(() => (listShown ? atIdle(preloadFilterSheet) : undefined), [listShown]);

  const afterOverlayClosed = useAfterOverlayClosed();
  const client = useApolloClient();
  const applyFilters = useCallback(
    (next: ListFilters) => {
      const nextParams = serializeListFilters(next, search);
      // From the sheet, the new list's first page is asked for once the tap's answer (the sheet closing)
      // has painted, not after the sheet's history entry has gone and the address changed: the list's
      // query then takes this very request, or its answer from the cache. Elsewhere (the search, a chip)
      // the address changes at once and the list asks in the tap's own render.
      if (sheetOpen)
        afterNextPaint(
          () =>
            void client
              .query({ query: CarListDocument, variables: carListVariables(scope, nextParams) })
              .catch(() => undefined),
        );
      setSheetOpen(false);
      // The sheet's history entry goes first; the new filters then replace the list's own entry.
      afterOverlayClosed(() => setSearchParams(nextParams, { replace: true }));
      if (typeof window !== 'undefined' && window.scrollY > 0) window.scrollTo({ top: 0 });
    },
    [client, scope, search, sheetOpen, setSearchParams, afterOverlayClosed],
  );

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

  let body;
  if ((!page && (loading || arrived)) || (stale && items.length === 0)) {
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
        <CarRows items={items} stale={stale} total={page.total} title={title} hrefFor={hrefFor} />
        {stale ? null : (
          <MoreCars hasMore={page.hasMore} total={page.total} more={more} loadMore={loadMore} sentinel={sentinel} />
        )}
        {page.hasMore || stale ? null : footer}
      </>
    );
  }

  return (
    <div className={cx(pageStyles.frame, styles.page)}>
      {header}
      <CarListToolbar
        filters={filters}
        filterCount={filterCount}
        sheetLoading={sheetLoading}
        onOpenSheet={() => {
          setSheetWanted(true);
          setSheetOpen(true);
          if (filterSheet.status === 'failed') filterSheet.retry();
        }}
        onApply={applyFilters}
        onClearAll={clearAll}
      />
      <CarListStatus
        scope={scope}
        filters={filters}
        search={search}
        narrowed={narrowed}
        total={page?.total}
        counting={stale}
        sheetLoading={sheetLoading}
        sheetFailed={sheetFailed}
        onRetrySheet={filterSheet.retry}
        onDismissSheetError={() => setSheetOpen(false)}
        onApply={applyFilters}
      />
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

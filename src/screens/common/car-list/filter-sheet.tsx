// The filter sheet: cars or motorcycles, sort, price, brands (A-Z, several at once), model (with one
// brand), province (its errors inline, never alerted), city, showroom, condition level, mileage and age.
// Choices are a draft until "show results", which says how many cars the draft shows (a count query,
// asked only while the sheet is open; while it is recounted the button says "查看结果", busy, with no number). The keyword is the search field's: the sheet keeps it. The
// groups are drawn by filter-fixed-groups.tsx, filter-brand-groups.tsx and filter-place-groups.tsx.

import { useQuery } from '@apollo/client/react';
import { usePaintedOnce } from '../../../ui/use-painted-once';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useLocale, useMessages } from '../../../i18n/i18n';
import {
  DEFAULT_FILTERS,
  normalizeFilters,
  toCarFilter,
  type CarFilterInput,
  type ListFilters,
} from '../../../domain/list-filters';
import { Button } from '../../../ui/button';
import { ErrorState } from '../../../ui/error-state';
import { Sheet } from '../../../ui/sheet';
import { Skeleton } from '../../../ui/skeleton';
import { Spinner } from '../../../ui/spinner';
import { BrandGroups } from './filter-brand-groups';
import { KindSortPriceGroups, MileageAgeGroups } from './filter-fixed-groups';
import { filterMessages } from './filter-messages';
import { CarCountDocument, FilterOptionsDocument, ProvinceOptionsDocument } from './filter-options.generated';
import { PlaceLevelGroups, ProvinceGroup } from './filter-place-groups';
import * as styles from './filter-sheet.module.css';

export interface FilterSheetProps {
  open: boolean;
  /** The list's scope (category, wholesale): the count asks for the cars the list would show. */
  scope: Pick<CarFilterInput, 'category' | 'wholesale'>;
  value: ListFilters;
  onClose: () => void;
  onApply: (filters: ListFilters) => void;
}

export function FilterSheet({ open, scope, value, onClose, onApply }: FilterSheetProps) {
  const f = useMessages(filterMessages);
  const locale = useLocale();
  const [draft, setDraft] = useState<ListFilters>(value);

  useEffect(() => {
    if (open) setDraft(value);
  }, [open, value]);

  // The sheet paints first; its option lists, count and provinces are asked for after that paint, so
  // the tap that opens it answers in one frame (docs/performance.md, twelfth round).
  const asking = usePaintedOnce(open) && open;
  const singleBrand = draft.brandIds.length === 1 ? (draft.brandIds[0] ?? null) : null;
  const options = useQuery(FilterOptionsDocument, {
    variables: { brandId: singleBrand, vehicle: draft.vehicle },
    skip: !asking,
  });
  // The draft's count, a step behind quick taps. While the count of the draft as it is now is on its
  // way the button says no number at all: an earlier draft's count would be a wrong promise.
  const counted = useDeferredValue(draft);
  const countFilter = useMemo(() => toCarFilter(scope, normalizeFilters(counted)), [scope, counted]);
  const count = useQuery(CarCountDocument, { variables: { filter: countFilter }, skip: !asking });
  const recounting = open && (!asking || counted !== draft || count.loading);
  const total = recounting ? undefined : count.data?.cars.total;
  const provinces = useQuery(ProvinceOptionsDocument, { skip: !asking });
  const data = options.data ?? options.previousData;

  const set = (patch: Partial<ListFilters>) => setDraft((current) => normalizeFilters({ ...current, ...patch }));

  const footer = (
    <div className={styles.footer}>
      <Button
        variant="secondary"
        onClick={() => setDraft({ ...DEFAULT_FILTERS, sort: draft.sort, keyword: draft.keyword })}
      >
        {f('reset')}
      </Button>
      <Button
        variant="primary"
        block
        aria-busy={recounting || undefined}
        icon={recounting ? <Spinner size="sm" label={null} /> : undefined}
        onClick={() => onApply(normalizeFilters(draft))}
      >
        {total === undefined || count.error ? f('apply') : f('applyCount', { count: total })}
      </Button>
      {recounting && (
        <span className="visually-hidden" role="status">
          {f('recounting')}
        </span>
      )}
    </div>
  );

  return (
    <Sheet open={open} onClose={onClose} title={f('sheetTitle')} footer={footer} lang={locale}>
      <div className={styles.content}>
        <KindSortPriceGroups draft={draft} set={set} />
        {(!asking || options.loading) && !data ? (
          <Skeleton variant="lines" lines={4} label={f('optionsLoading')} lang={locale} />
        ) : options.error && !data ? (
          <ErrorState title={f('optionsError')} onRetry={() => void options.refetch()} lang={locale} />
        ) : (
          <BrandGroups draft={draft} set={set} data={data} />
        )}
        <ProvinceGroup draft={draft} set={set} provinces={provinces} />
        {data && <PlaceLevelGroups draft={draft} set={set} data={data} />}
        <MileageAgeGroups draft={draft} set={set} />
      </div>
    </Sheet>
  );
}

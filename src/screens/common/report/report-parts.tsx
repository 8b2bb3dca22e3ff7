// Report building blocks shared by the car reports, the inspection suite and the hunt reports.

import { memo, startTransition, useCallback, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate, formatMileage, formatPrice } from '../../../i18n/format';
import { useLocale, useMessages } from '../../../i18n/i18n';
import { LazyImage } from '../../../platform/lazy-image';
import { Badge, type BadgeTone } from '../../../ui/badge';
import { Chip } from '../../../ui/chip';
import { EmptyState } from '../../../ui/empty-state';
import { Icon } from '../../../ui/icon';
import { Section } from '../../../ui/section';
import { reportMessages } from './messages';
import type {
  AppraiseItemFieldsFragment,
  ChassisSectionFieldsFragment,
  CheckSectionFieldsFragment,
  ConsumableFieldsFragment,
} from './report-parts.generated';
import * as styles from './report.module.css';
import { areaName, sectionLabel } from '../../../i18n/report-categories';

export type Result = 'PASS' | 'ATTENTION' | 'FAIL';

export const RESULT_TONE: Record<Result, BadgeTone> = { PASS: 'success', ATTENTION: 'warning', FAIL: 'danger' };

export function ResultBadge({ result }: { result: Result }) {
  const t = useMessages(reportMessages);
  return <Badge tone={RESULT_TONE[result]}>{t(`result_${result}`)}</Badge>;
}

/** A checked thing's row content: its name, the remark on it, and its result's badge at the end. */
function ResultLine({ name, remark, result }: { name: string; remark?: string | null; result: Result }) {
  const locale = useLocale();
  return (
    <>
      <span className={styles.rowMain}>
        <span className={styles.rowTitle}>{areaName(name, locale)}</span>
        {remark ? <span className={styles.rowMeta}>{remark}</span> : null}
      </span>
      <ResultBadge result={result} />
    </>
  );
}

/** The appraised items of an appraisal: the car's second appraisal and the inspection report's. */
export function AppraiseItems({ items }: { items: AppraiseItemFieldsFragment[] }) {
  return (
    <ul className={styles.list}>
      {items.map((item, index) => (
        <li key={`${item.name}-${index}`} className={styles.row}>
          <ResultLine {...item} />
        </li>
      ))}
    </ul>
  );
}

export function ResultCounts({ pass, attention, fail }: { pass: number; attention: number; fail: number }) {
  const t = useMessages(reportMessages);
  return (
    <span className={styles.counts}>
      <span className={styles.srOnly}>{t('countsLabel', { pass, attention, fail })}</span>
      <Badge tone="success" aria-hidden="true">
        {t('result_PASS')} {pass}
      </Badge>
      <Badge tone="warning" aria-hidden="true">
        {t('result_ATTENTION')} {attention}
      </Badge>
      <Badge tone="danger" aria-hidden="true">
        {t('result_FAIL')} {fail}
      </Badge>
    </span>
  );
}

export function Empty({ title, body }: { title: string; body?: string }) {
  return <EmptyState illustration={<Icon name="info" size={40} />} title={title} body={body} />;
}

/** A row of a report list: what it is, a line about it, and its badge at the end. */
export function BadgeRow({ title, meta, badge }: { title: string; meta: string; badge: ReactNode }) {
  return (
    <li className={styles.row}>
      <span className={styles.rowMain}>
        <span className={styles.rowTitle}>{title}</span>
        <span className={styles.rowMeta}>{meta}</span>
      </span>
      {badge}
    </li>
  );
}

// ---------------------------------------------------------------------------------------------

const STATE_TONE = { REPLACED: 'brand', OK: 'success', DUE: 'warning' } as const;

export function ConsumableList({ items }: { items: ConsumableFieldsFragment[] }) {
  const t = useMessages(reportMessages);
  const locale = useLocale();
  if (items.length === 0) return <Empty title={t('noConsumables')} body={t('noConsumablesBody')} />;
  const replaced = items.filter((item) => item.state === 'REPLACED').length;
  const due = items.filter((item) => item.state === 'DUE').length;
  return (
    <>
      <p className={styles.muted}>{t('consumablesSummary', { replaced, due })}</p>
      <ul className={styles.list}>
        {items.map((item, index) => (
          <BadgeRow
            key={`${item.name}-${index}`}
            title={item.name}
            meta={[
              item.replacedAt && item.state === 'REPLACED'
                ? t('replacedOn', { date: formatDate(item.replacedAt, locale) })
                : null,
              item.mileageAtKm !== null && item.mileageAtKm !== undefined
                ? t('checkedAt', { mileage: formatMileage(item.mileageAtKm, locale) })
                : null,
              item.nextDueKm ? t('nextDue', { mileage: formatMileage(item.nextDueKm, locale) }) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
            badge={<Badge tone={STATE_TONE[item.state]}>{t(`state_${item.state}`)}</Badge>}
          />
        ))}
      </ul>
    </>
  );
}

// ---------------------------------------------------------------------------------------------

export function ChassisSections({
  sections,
  title,
  level = 2,
}: {
  sections: ChassisSectionFieldsFragment[];
  title: string;
  level?: 2 | 3;
}) {
  const t = useMessages(reportMessages);
  return (
    <Section title={title} level={level} className={styles.lazySection}>
      <ul className={styles.list}>
        {sections.map((section, index) => (
          <li key={`${section.section}-${index}`} className={styles.row}>
            <div className={styles.rowMain} style={{ width: '100%' }}>
              <span className={styles.rowTitle}>{section.section}</span>
              {section.description ? <span className={styles.rowMeta}>{section.description}</span> : null}
              {section.images.length ? (
                <div className={styles.photos}>
                  {section.images.map((image, index) => (
                    <LazyImage
                      key={`${image.url}-${index}`}
                      src={image.url}
                      alt={image.caption ?? t('chassisPhoto', { section: section.section, index: index + 1 })}
                      ratio={4 / 3}
                      className={styles.photo}
                    />
                  ))}
                </div>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

// ---------------------------------------------------------------------------------------------

export interface MaintenanceView {
  date: string;
  mileageKm?: number | null;
  content: string;
  shop?: string | null;
  kind?: string | null;
  anomaly?: 'rollback' | 'jump' | null;
}

export function MaintenanceList({ records }: { records: MaintenanceView[] }) {
  const t = useMessages(reportMessages);
  const locale = useLocale();
  if (records.length === 0) return <Empty title={t('noMaintenance')} body={t('noMaintenanceBody')} />;
  return (
    <ol className={styles.list} reversed>
      {records.map((record, index) => (
        <li key={`${record.date}-${index}`} className={styles.row}>
          <span className={styles.rowMain}>
            <span className={styles.rowTitle}>{record.content}</span>
            <span className={styles.rowMeta}>
              {formatDate(record.date, locale)}
              {record.shop ? ` · ${record.shop}` : ''}
            </span>
            {record.anomaly === 'rollback' ? (
              <span className={styles.rowMeta} style={{ color: 'var(--color-danger)' }}>
                {t('lowerThanBefore')}
              </span>
            ) : null}
          </span>
          <span style={{ display: 'grid', justifyItems: 'end', gap: 4 }}>
            <span className={styles.amount}>{formatMileage(record.mileageKm, locale)}</span>
            {record.kind === 'maintenance' || record.kind === 'repair' || record.kind === 'claim' ? (
              <Badge tone={record.kind === 'maintenance' ? 'neutral' : 'info'}>{t(`kind_${record.kind}`)}</Badge>
            ) : null}
          </span>
        </li>
      ))}
    </ol>
  );
}

// ---------------------------------------------------------------------------------------------

export interface RepairView {
  part: string;
  action: string;
  date?: string | null;
  cost?: number | null;
}

const ACTIONS = new Set(['replace', 'repair', 'paint', 'clean']);

export function RefurbishSheet({ items }: { items: RepairView[] }) {
  const t = useMessages(reportMessages);
  const locale = useLocale();
  if (items.length === 0) return <Empty title={t('noRefurbish')} body={t('noRefurbishBody')} />;
  const total = items.reduce((sum, item) => sum + (item.cost ?? 0), 0);
  return (
    <>
      <ul className={styles.list}>
        {items.map((item, index) => (
          <li key={`${item.part}-${index}`} className={styles.row}>
            <span className={styles.rowMain}>
              <span className={styles.rowTitle}>{item.part}</span>
              <span className={styles.rowMeta}>
                {ACTIONS.has(item.action) ? t(`action_${item.action as 'replace'}`) : item.action}
                {item.date ? ` · ${formatDate(item.date, locale)}` : ''}
              </span>
            </span>
            <span className={styles.amount}>
              {item.cost !== null && item.cost !== undefined ? formatPrice(item.cost, locale) : t('costUnknown')}
            </span>
          </li>
        ))}
      </ul>
      <div className={styles.total}>
        <span>
          {t('totalCost')} · {t('itemCount', { count: items.length })}
        </span>
        <span className={styles.totalAmount}>{formatPrice(total, locale)}</span>
      </div>
    </>
  );
}

// ---------------------------------------------------------------------------------------------

export type CheckSectionView = CheckSectionFieldsFragment;

export function ProblemsFilter({
  on,
  onChange,
  total,
}: {
  on: boolean;
  onChange: (on: boolean) => void;
  total: number;
}) {
  const t = useMessages(reportMessages);
  return (
    <div className={styles.counts} role="group">
      <Chip selected={!on} onSelectedChange={() => onChange(false)}>
        {t('allItems', { count: total })}
      </Chip>
      <Chip selected={on} onSelectedChange={() => onChange(true)}>
        {t('showProblems')}
      </Chip>
    </div>
  );
}

export function CheckSection({
  section,
  problemsOnly,
  id,
  itemHref,
}: {
  section: CheckSectionView;
  problemsOnly: boolean;
  id?: string;
  itemHref?: (itemId: string) => string;
}) {
  const t = useMessages(reportMessages);
  const locale = useLocale();
  const items = problemsOnly ? section.items.filter((item) => item.result !== 'PASS') : section.items;
  return (
    <Section
      id={id}
      title={sectionLabel(section, locale)}
      action={<ResultCounts pass={section.pass} attention={section.attention} fail={section.fail} />}
      className={styles.lazySection}
    >
      {items.length === 0 ? (
        <p className={styles.muted}>{t('noProblems')}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((item, index) => {
            const body = <ResultLine {...item} />;
            return (
              <li key={`${item.id}-${index}`}>
                {itemHref ? (
                  <Link to={itemHref(item.id)} className={styles.linkRow}>
                    {body}
                  </Link>
                ) : (
                  <div className={styles.row}>{body}</div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}

/** CheckSection that renders again only when its props change: a long list growing by one section per
 * step renders only the new one (give it a stable itemHref). */
export const MemoCheckSection = memo(CheckSection);

/** The "problems only" switch of a check-point list. Switching re-renders every item of a long list,
 * so it is a transition: React renders it in slices and the page stays responsive meanwhile. */
export function useProblemsFilter(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(false);
  const change = useCallback((next: boolean) => startTransition(() => setOn(next)), []);
  return [on, change];
}

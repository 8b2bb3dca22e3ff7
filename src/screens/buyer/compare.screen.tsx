// 车辆对比 / Compare (/compare?ids=A,B[,C[,D]]): a real table, a column per car and a row per
// attribute, rows whose values differ marked. The cars come from the address, so a shared link works
// on any device; without ids the page shows the compare tray. Values and the differing rows come
// from the graph (Query.comparison, src/domain/compare.ts); this screen only formats them.

import { skipToken, useQuery } from '@apollo/client/react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../routes/paths';
import { statusLabelText } from '../../domain/car-status';
import { COMPARE_ROWS, compareIds, type CompareRowKey } from '../../domain/compare';
import { warrantyTerms } from '../../domain/warranty';
import { formatMileage, formatPrice } from '../../i18n/format';
import { useLocale, useMessages, type Locale, type Translate } from '../../i18n/i18n';
import { LazyImage } from '../../platform/lazy-image';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { Icon } from '../../ui/icon';
import { Skeleton } from '../../ui/skeleton';
import { BuyerFrame } from './buyer-frame';
import * as toggleStyles from '../common/buyer/buyer-toggles.module.css';
import * as styles from './buyer.module.css';
import { ComparisonDocument, type ComparisonQuery } from './compare.generated';
import { compareHref, useCompareTray } from '../common/buyer/compare-tray';
import { FlagChips } from '../common/car/car-flags';
import { flagMessages } from '../common/car/flag-messages';
import { buyerMessages, type BuyerMessageKey } from '../common/buyer/messages';

type Facts = NonNullable<ComparisonQuery['comparison']['cars'][number]['facts']>;

function formatRow(row: CompareRowKey, facts: Facts, t: Translate<BuyerMessageKey>, locale: Locale): string {
  const unknown = t('unknown');
  const price = (value: number | null | undefined) => (value != null ? formatPrice(value, locale) : unknown);
  switch (row) {
    case 'PRICE':
      return price(facts.price);
    case 'ALL_IN_PRICE':
      return price(facts.allInPrice);
    case 'MONTHLY_PAYMENT':
      return price(facts.monthlyPayment);
    case 'YEAR':
      return facts.year != null ? t('yearValue', { year: facts.year }) : unknown;
    case 'MILEAGE':
      return facts.mileageKm != null ? formatMileage(facts.mileageKm, locale) : unknown;
    case 'CONDITION_GRADE':
      return facts.conditionGrade ?? unknown;
    case 'OPEN_FLAGS':
      // Drawn as warning chips by the table (FlagChips); this is the cell of a car with none.
      return '';
    case 'FLAWS':
      return facts.flawCount != null ? t('flawsValue', { count: facts.flawCount }) : unknown;
    case 'SCREENING': {
      if (facts.accident == null || facts.flood == null || facts.fire == null) return unknown;
      const found = (['accident', 'flood', 'fire'] as const).filter((key) => facts[key]).map((key) => t(key));
      return found.length
        ? t('screeningFound', { items: found.join(locale === 'en' ? ', ' : '、') })
        : t('screeningClear');
    }
    case 'OWNERS':
      return facts.owners != null ? t('ownersValue', { count: facts.owners }) : unknown;
    case 'TRANSMISSION':
      return facts.transmission ?? unknown;
    case 'EMISSION':
      return facts.emission ?? unknown;
    case 'WARRANTY': {
      const terms = warrantyTerms({ months: facts.warrantyMonths, mileageKm: facts.warrantyMileageKm });
      if (!terms) return unknown;
      return terms.kind === 'months-and-mileage'
        ? t('warrantyValue', { months: terms.months, km: formatMileage(terms.mileageKm, locale) })
        : t('warrantyMonths', { months: terms.months });
    }
    case 'STATUS':
      return statusLabelText(facts.status.kind, locale);
  }
}

export function CompareScreen() {
  const t = useMessages(buyerMessages);
  const [params] = useSearchParams();
  const tray = useCompareTray();
  const fromAddress = compareIds(params.get('ids'));
  const ids = params.has('ids') ? fromAddress : tray.ids;

  return (
    <BuyerFrame title={t('compareTitle')}>
      {ids.length === 0 ? (
        <EmptyState
          title={t('compareEmptyTitle')}
          body={t('compareEmptyBody')}
          action={
            <Button href={paths.index()} icon={<Icon name="car" />}>
              {t('browseCars')}
            </Button>
          }
        />
      ) : (
        <CompareTable ids={ids} />
      )}
    </BuyerFrame>
  );
}

function CompareTable({ ids }: { ids: string[] }) {
  const t = useMessages(buyerMessages);
  const f = useMessages(flagMessages);
  const locale = useLocale();
  const navigate = useNavigate();
  const tray = useCompareTray();
  const { data, loading, refetch } = useQuery(ComparisonDocument, ids.length ? { variables: { ids } } : skipToken);
  const comparison = data?.comparison;

  if (!comparison && loading) return <Skeleton variant="lines" lines={8} label={t('loading')} lang={locale} />;
  if (!comparison)
    return (
      <ErrorState title={t('compareLoadError')} onRetry={() => void refetch().catch(() => undefined)} lang={locale} />
    );

  const differing = new Set(comparison.differing);
  const cars = comparison.cars;
  const remove = (id: string) => {
    tray.actor.send({ type: 'REMOVE', id });
    navigate(compareHref(ids.filter((other) => other !== id)), { replace: true });
  };

  return (
    <>
      {cars.length < 2 && <p className={styles.muted}>{t('compareOneBody')}</p>}
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={t('compareTitle')}>
        <table className={styles.table}>
          <caption>{t('compareTableCaption', { count: cars.length })}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.rowHead}>
                {t('attribute')}
              </th>
              {cars.map((entry) => {
                const title = entry.car?.title ?? t('compareMissing');
                return (
                  <th key={entry.id} scope="col">
                    <div className={styles.colHead}>
                      {entry.car && (
                        <LazyImage src={entry.car.cover?.url} alt="" ratio={4 / 3} className={styles.cover} />
                      )}
                      {entry.car ? (
                        <Link to={paths.car({ id: entry.id })} className={styles.colLink}>
                          {title}
                        </Link>
                      ) : (
                        <span>{title}</span>
                      )}
                      <button
                        type="button"
                        className={toggleStyles.toggle}
                        aria-label={t('compareRemove', { title })}
                        onClick={() => remove(entry.id)}
                      >
                        {t('remove')}
                      </button>
                    </div>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {COMPARE_ROWS.map((row) => {
              const differs = differing.has(row);
              return (
                <tr key={row} className={differs ? styles.differs : undefined} data-differs={differs || undefined}>
                  <th scope="row" className={styles.rowHead}>
                    {t(`row_${row}`)}
                    {differs && <span className={styles.diffMark}>{t('compareDiffers')}</span>}
                  </th>
                  {cars.map((entry) => (
                    <td key={entry.id}>
                      {!entry.facts ? (
                        '—'
                      ) : row === 'OPEN_FLAGS' ? (
                        entry.facts.openFlags.length ? (
                          <FlagChips flags={entry.facts.openFlags} />
                        ) : (
                          f('none')
                        )
                      ) : (
                        formatRow(row, entry.facts, t, locale)
                      )}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}

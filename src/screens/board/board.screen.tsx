// The board (/board): what moves in the stock, at a glance (docs/decisions/010-board.md): counts of
// cars on sale, new in the last 7 days, in early access, reserved and sold, then the latest few of
// each moving group.

import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useLocale, useMessages } from '../../i18n/i18n';
import { formatDate } from '../../i18n/format';
import { useShareInfo } from '../../platform/share-info';
import { cx } from '../../ui/class-names';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { Icon } from '../../ui/icon';
import { failureKind } from '../../graph/errors';
import * as pageStyles from '../../ui/page.module.css';
import * as sectionStyles from '../../ui/page-section.module.css';
import { Skeleton } from '../../ui/skeleton';
import { Stack } from '../../ui/stack';
import { CarCard } from '../common/car-list/car-card';
import type { CarCardFragment } from '../common/car-list/car-card.generated';
import { BoardDocument, type BoardQuery } from './board.generated';
import * as styles from './board.module.css';
import { boardMessages } from './messages';
import { paths } from '../../routes/paths';

const DAY_MS = 86_400_000;

/** The first day of the last-7-days window, as YYYY-MM-DD in China time. */
export function sinceDate(now: Date): string {
  const shanghai = new Date(now.getTime() + 8 * 3_600_000 - 6 * DAY_MS);
  return shanghai.toISOString().slice(0, 10);
}

type SectionKey = 'newArrivals' | 'earlyAccess' | 'reserved' | 'sold';
const SECTIONS: { key: SectionKey; note: 'newArrivalsNote' | 'earlyAccessNote' | 'reservedNote' | 'soldNote' }[] = [
  { key: 'newArrivals', note: 'newArrivalsNote' },
  { key: 'earlyAccess', note: 'earlyAccessNote' },
  { key: 'reserved', note: 'reservedNote' },
  { key: 'sold', note: 'soldNote' },
];

const hrefFor = (car: CarCardFragment) =>
  car.isWholesale
    ? paths.wholesale({ id: car.id })
    : paths.car({ id: car.id, category: car.category === 'DISCOUNT' ? 'discount' : 'premium' });

export function BoardScreen() {
  const t = useMessages(boardMessages);
  const locale = useLocale();
  const now = useMemo(() => new Date(), []);
  const since = useMemo(() => sinceDate(now), [now]);
  const { data, loading, error, refetch } = useQuery(BoardDocument, { variables: { since } });
  useShareInfo(
    useMemo(
      () => ({ title: t('title'), description: t('intro', { date: formatDate(now, locale) }) }),
      [t, now, locale],
    ),
  );

  const tiles: { key: 'onSale' | SectionKey; total: number | null }[] = data
    ? [
        { key: 'onSale', total: data.onSale?.total ?? null },
        ...SECTIONS.map(({ key }) => ({ key, total: data[key]?.total ?? null })),
      ]
    : [];

  const hasAny =
    data && (['onSale', 'newArrivals', 'earlyAccess', 'reserved', 'sold'] as const).some((key) => data[key] !== null);

  return (
    <div className={cx(pageStyles.frame, styles.page)}>
      <header className={pageStyles.header}>
        <h1 className={pageStyles.title}>{t('title')}</h1>
        <p className={pageStyles.intro}>{t('intro', { date: formatDate(now, locale) })}</p>
      </header>

      {loading && !data ? (
        <Skeleton variant="card-list" count={4} label={t('loading')} lang={locale} />
      ) : !hasAny ? (
        <ErrorState title={t('errorTitle')} kind={failureKind(error)} onRetry={() => void refetch()} lang={locale} />
      ) : (
        <>
          <section aria-label={t('summary')}>
            <ul role="list" className={styles.tiles}>
              {tiles.map((tile) => (
                <li key={tile.key} className={styles.tile} data-key={tile.key}>
                  <span className={styles.tileCount}>{tile.total ?? '—'}</span>
                  <span className={styles.tileLabel}>{t(tile.key)}</span>
                </li>
              ))}
            </ul>
          </section>
          {SECTIONS.map(({ key, note }) => (
            <BoardSection key={key} id={key} title={t(key)} note={t(note)} page={data?.[key] ?? null} t={t} />
          ))}
          <Link className={styles.seeAll} to={paths.index()}>
            {t('seeAll')}
          </Link>
        </>
      )}
    </div>
  );
}

type Page = BoardQuery['newArrivals'] | null;

function BoardSection({
  id,
  title,
  note,
  page,
  t,
}: {
  id: string;
  title: string;
  note: string;
  page: Page;
  t: ReturnType<typeof useMessages<keyof typeof boardMessages.zh>>;
}) {
  const headingId = `board-${id}`;
  return (
    <section className={cx(sectionStyles.section, styles.section)} aria-labelledby={headingId}>
      <div className={cx(sectionStyles.head, styles.sectionHead)}>
        <h2 className={cx(sectionStyles.title, styles.sectionTitle)} id={headingId}>
          {title}
        </h2>
        {page && <span className={styles.sectionCount}>{t('countUnit', { count: page.total })}</span>}
      </div>
      <p className={styles.sectionNote}>{note}</p>
      {!page ? (
        <p className={styles.sectionEmpty}>{t('sectionError')}</p>
      ) : page.items.length === 0 ? (
        <EmptyState
          className={styles.sectionEmpty}
          illustration={<Icon name="car" size={40} />}
          title={t('sectionEmpty')}
          body={t('sectionEmptyBody')}
          action={
            <Link className={styles.seeAll} to={paths.index({ sort: 'newest' })}>
              {t('sectionEmptyAction')}
            </Link>
          }
        />
      ) : (
        <Stack as="ul" gap={3}>
          {page.items.map((car) => (
            <li key={car.id}>
              <CarCard car={car} href={hrefFor(car)} />
            </li>
          ))}
        </Stack>
      )}
    </section>
  );
}

// Car-buying consultation: a consultant picked at random from the substations' consultants, with a
// button to be given another one.

import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useLocale, useMessages } from '../../i18n/i18n';
import { useShareInfo } from '../../platform/share-info';
import { helpTitles } from '../../routes/titles';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { Icon } from '../../ui/icon';
import { Skeleton } from '../../ui/skeleton';
import { ConsultantCard } from '../common/consultant-card';
import { pick } from './content/types';
import * as styles from './help.module.css';
import { helpMessages } from './messages';
import { ConsultantPoolDocument, RandomConsultantDocument } from './random-consultant.generated';

/** A random index of `length`, different from `current` whenever there is a choice. */
export function pickAnother(length: number, current: number | null, random: () => number = Math.random): number {
  if (length <= 1 || current === null) return Math.floor(random() * Math.max(length, 1));
  const offset = 1 + Math.floor(random() * (length - 1));
  return (current + offset) % length;
}

export function RandomConsultantScreen() {
  const t = useMessages(helpMessages);
  const locale = useLocale();
  const title = pick(helpTitles.helpRandomConsultant, locale);
  const pool = useQuery(ConsultantPoolDocument, { notifyOnNetworkStatusChange: true });
  const stations = pool.data?.sellCarOptions.serviceSubstations ?? [];
  // One random draw per visit, turned into an index once the pool is known.
  const [seed] = useState(() => Math.random());
  const [chosen, setChosen] = useState<number | null>(null);
  const index = stations.length ? (chosen ?? Math.floor(seed * stations.length)) : null;
  const station = index !== null ? stations[index % stations.length] : undefined;
  const contact = useQuery(RandomConsultantDocument, {
    variables: { substationId: station?.value ?? null, uid: pool.data?.customerService?.uid ?? null },
    skip: !station,
  });
  useShareInfo({ title, description: t('consultIntro') });

  const consultant = contact.data?.consultantContact ?? null;
  const change = () => setChosen(pickAnother(stations.length, index));

  let body;
  if (pool.loading && !pool.data) {
    body = <Skeleton variant="lines" lines={4} label={t('consultLoading')} lang={locale} />;
  } else if (!pool.data?.sellCarOptions) {
    body = (
      <ErrorState
        title={t('consultFailed')}
        message={pool.error?.message}
        onRetry={() => void pool.refetch()}
        lang={locale}
      />
    );
  } else if (!station) {
    body = (
      <EmptyState illustration={<Icon name="user" size={40} />} title={t('consultNone')} body={t('consultNoneBody')} />
    );
  } else if (contact.loading) {
    body = <Skeleton variant="lines" lines={4} label={t('consultLoading')} lang={locale} />;
  } else if (contact.error) {
    body = (
      <ErrorState
        title={t('consultFailed')}
        message={contact.error.message}
        onRetry={() => void contact.refetch()}
        lang={locale}
      />
    );
  } else if (consultant) {
    body = (
      <ConsultantCard
        consultant={consultant}
        subtitle={t('consultStation', { station: station.label })}
        extra={
          stations.length > 1 ? (
            <Button variant="ghost" icon={<Icon name="refresh" />} onClick={change}>
              {t('changeConsultant')}
            </Button>
          ) : null
        }
      />
    );
  } else {
    body = (
      <EmptyState
        illustration={<Icon name="user" size={40} />}
        title={t('consultNone')}
        body={t('consultNoneBody')}
        action={
          stations.length > 1 ? (
            <Button variant="secondary" onClick={change}>
              {t('changeConsultant')}
            </Button>
          ) : undefined
        }
      />
    );
  }

  return (
    <div className={styles.page} lang={locale}>
      <article className={styles.article}>
        <header className={styles.header}>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.intro}>{t('consultIntro')}</p>
        </header>
        <div aria-live="polite">{body}</div>
        <section className={styles.section} aria-labelledby="consult-tips">
          <h2 id="consult-tips" className={styles.sectionTitle}>
            {t('consultTips')}
          </h2>
          <ul className={styles.tips}>
            <li>{t('consultTip1')}</li>
            <li>{t('consultTip2')}</li>
            <li>{t('consultTip3')}</li>
          </ul>
        </section>
      </article>
    </div>
  );
}

// Repair package page (route Repair): the station's packages and its consultant. The consultant lookup
// needs the substation id from customerService; without one its exact error is shown inline.

import { telHref } from '../../domain/phone';
import { useQuery } from '@apollo/client/react';
import { useLocale, useMessages } from '../../i18n/i18n';
import { useShareInfo } from '../../platform/share-info';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { Icon } from '../../ui/icon';
import { Price } from '../../ui/price';
import { Skeleton } from '../../ui/skeleton';
import { ConsultantCard } from '../common/consultant-card';
import { repairMessages } from './messages';
import { RepairConsultantDocument, RepairDocument } from './repair.generated';
import * as styles from './repair.module.css';
import { cx } from '../../ui/class-names';
import * as pageStyles from '../../ui/page.module.css';
import * as sectionStyles from '../../ui/page-section.module.css';
import * as panelStyles from '../../ui/panel.module.css';

export function RepairScreen() {
  const t = useMessages(repairMessages);
  const locale = useLocale();
  const { data, loading, error, refetch } = useQuery(RepairDocument, { notifyOnNetworkStatusChange: true });
  const service = data?.customerService ?? null;
  const contact = useQuery(RepairConsultantDocument, {
    variables: { substationId: service?.substationId ?? null, uid: service?.uid ?? null },
    skip: !service,
  });
  useShareInfo({ title: t('title'), description: t('lead') });

  const consultant = contact.data?.consultantContact ?? null;

  return (
    <div className={cx(pageStyles.frame, styles.page)} lang={locale}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.lead}>{t('lead')}</p>
      </header>

      <section aria-labelledby="repair-packages" className={cx(sectionStyles.section, styles.section)}>
        <h2 id="repair-packages" className={sectionStyles.title}>
          {t('packages')}
        </h2>
        {loading && !service ? (
          <Skeleton variant="card-list" count={3} lang={locale} />
        ) : error && !service ? (
          <ErrorState title={t('loadFailed')} message={error.message} onRetry={() => void refetch()} lang={locale} />
        ) : !service || service.packages.length === 0 ? (
          <EmptyState illustration={<Icon name="car" size={40} />} title={t('noPackages')} body={t('noPackagesBody')} />
        ) : (
          <ul className={styles.packages}>
            {service.packages.map((item) => (
              <li key={item.id} className={cx(panelStyles.surface, styles.package)}>
                <div className={styles.packageHead}>
                  <h3 className={styles.packageName}>{item.name}</h3>
                  <Price
                    amount={item.price}
                    original={item.originalPrice}
                    size="lg"
                    lang={locale}
                    currentLabel={t('price')}
                    originalLabel={t('originalPrice')}
                  />
                </div>
                {item.description && <p className={styles.description}>{item.description}</p>}
                {item.items.length > 0 && (
                  <>
                    <p className={styles.includes}>{t('includes')}</p>
                    <ul className={styles.items}>
                      {item.items.map((line) => (
                        <li key={line}>
                          <Icon name="check" size={16} /> {line}
                        </li>
                      ))}
                    </ul>
                  </>
                )}
                {telHref(consultant?.phone) && (
                  <Button
                    href={telHref(consultant?.phone) ?? undefined}
                    variant="secondary"
                    size="sm"
                    icon={<Icon name="phone" />}
                    aria-label={t('bookName', { name: item.name })}
                  >
                    {t('book')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
        <p className={styles.muted}>{t('notes')}</p>
      </section>
      <section aria-labelledby="repair-consultant" className={cx(sectionStyles.section, styles.section)}>
        <h2 id="repair-consultant" className={sectionStyles.title}>
          {t('consultant')}
        </h2>
        {loading && !service ? (
          <Skeleton variant="lines" lines={3} label={t('consultantLoading')} lang={locale} />
        ) : !service ? null : contact.loading ? (
          <Skeleton variant="lines" lines={3} label={t('consultantLoading')} lang={locale} />
        ) : contact.error ? (
          <ErrorState
            title={t('consultantFailed')}
            message={<span className={styles.exact}>{contact.error.message}</span>}
            onRetry={service.substationId ? () => void contact.refetch() : undefined}
            lang={locale}
          />
        ) : consultant ? (
          <ConsultantCard consultant={consultant} />
        ) : (
          <p className={styles.muted}>{t('noConsultant')}</p>
        )}
      </section>
    </div>
  );
}

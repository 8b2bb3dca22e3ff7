// /car/{id}/report/preparation: what was done to the car before sale (refurbishment, wear parts,
// equipment checks), with links to the service reminder and the preparation standard.

import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { useMessages } from '../../i18n/i18n';
import { Icon } from '../../ui/icon';
import { Section } from '../../ui/section';
import { CarReportFrame } from './car-report-frame';
import { reportMessages } from '../common/report/messages';
import { failedAt } from '../common/report/graph-errors';
import { ConsumableList, RefurbishSheet, ResultBadge } from '../common/report/report-parts';
import { PartError } from '../common/report/report-page';
import * as styles from '../common/report/report.module.css';
import { CarPreparationReportDocument } from './preparation-report.generated';
import { useRouteId } from '../../routes/params';
import { paths } from '../../routes/paths';

export function PreparationReportScreen() {
  const t = useMessages(reportMessages);
  const carId = useRouteId('id');
  const { data, loading, error, refetch } = useQuery(CarPreparationReportDocument, {
    variables: { id: carId ?? '' },
    skip: !carId,
  });
  const retry = () => void refetch();
  const checks = data?.car?.configurationChecks ?? [];
  return (
    <CarReportFrame
      title={t('preparationTitle')}
      carId={carId}
      loading={loading}
      hasData={!!data}
      car={data?.car}
      error={error}
      onRetry={retry}
    >
      <Section title={t('preparationTitle')}>
        <p className={styles.notice}>{t('preparationIntro')}</p>
        <nav aria-label={t('preparationTitle')}>
          {carId ? (
            <Link className={styles.linkRow} to={paths.carReportPreparationRemind({ id: carId })}>
              {t('openRemind')}
              <Icon name="chevron-right" />
            </Link>
          ) : null}
          <Link className={styles.linkRow} to={paths.helpPreSalePreparation()}>
            {t('preparationStandard')}
            <Icon name="chevron-right" />
          </Link>
        </nav>
      </Section>
      <Section title={t('refurbishTitle')} className={styles.lazySection}>
        {failedAt(error, 'repairList') ? (
          <PartError onRetry={retry} />
        ) : (
          <RefurbishSheet items={data?.repairList ?? []} />
        )}
      </Section>
      <Section title={t('consumablesTitle')} className={styles.lazySection}>
        {failedAt(error, 'consumablesList') ? (
          <PartError onRetry={retry} />
        ) : (
          <ConsumableList items={data?.consumablesList ?? []} />
        )}
      </Section>
      {checks.length ? (
        <Section title={t('configurationChecks')} className={styles.lazySection}>
          <ul className={styles.list}>
            {checks.map((check, index) => (
              <li key={`${check.name}-${index}`} className={styles.row}>
                <span className={styles.rowMain}>
                  <span className={styles.rowTitle}>{check.name}</span>
                  {check.remark ? <span className={styles.rowMeta}>{check.remark}</span> : null}
                </span>
                <ResultBadge result={check.result} />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </CarReportFrame>
  );
}

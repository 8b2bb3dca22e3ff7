// The second appraisal report: grade, score, summary and each appraised item.

import { shownSummary } from '../../domain/car-flags';
import { formatDate } from '../../i18n/format';
import { useLocale, useMessages } from '../../i18n/i18n';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { Icon } from '../../ui/icon';
import { KeyValueList, type KeyValueItem } from '../../ui/key-value';
import { Section } from '../../ui/section';
import { CarAppraiseDocument } from './car-appraise.generated';
import { errorAt } from '../common/report/graph-errors';
import { AppraiseItems } from '../common/report/report-parts';
import { CarChildHeader, CarColumn } from '../common/car/car-page';
import { FlagNotice } from '../common/car/car-flags';
import { useCarQuery } from '../common/car/use-car-query';
import * as styles from './car-child.module.css';
import { carMessages } from './messages';
import * as panelStyles from '../../ui/panel.module.css';

export function CarAppraiseScreen() {
  const t = useMessages(carMessages);
  const locale = useLocale();
  const { car, data, result, fallback } = useCarQuery(CarAppraiseDocument, { hero: false });

  if (!car) return fallback;
  const report = data?.appraiseReport;
  // No all-clear while a flag is open: the notice stands first, an all-clear summary is withheld.
  const flags = data?.car?.openFlags;
  const summary = shownSummary(report?.summary, flags);
  const failed = errorAt(result.error, 'appraiseReport');

  const facts: KeyValueItem[] = [];
  if (report?.grade) facts.push({ id: 'grade', label: t('grade'), value: report.grade });
  if (report?.score != null)
    facts.push({ id: 'score', label: t('score'), value: t('scoreValue', { score: report.score }) });
  if (report?.appraiser) facts.push({ id: 'appraiser', label: t('appraiser'), value: report.appraiser });
  if (report?.appraisedAt)
    facts.push({ id: 'at', label: t('appraisedAt'), value: formatDate(report.appraisedAt, locale) });

  return (
    <CarColumn>
      <CarChildHeader carId={car.id} title={t('appraise')} />
      <div className={styles.stack}>
        <section className={panelStyles.panel} aria-label={car.title}>
          <p className={styles.carTitle}>{car.title}</p>
          {report && facts.length > 0 && (
            <KeyValueList layout="grid" columns={facts.length >= 4 ? 4 : 2} items={facts} />
          )}
          <FlagNotice flags={flags} carId={car.id} withheld={Boolean(report?.summary && !summary)} />
          {summary && <p>{summary}</p>}
        </section>
        {failed && !report ? (
          <div className={panelStyles.panel}>
            <ErrorState
              title={t('loadError')}
              message={failed.message}
              onRetry={() => void result.refetch().catch(() => undefined)}
              lang={locale}
            />
          </div>
        ) : !report ? (
          <div className={panelStyles.panel}>
            <EmptyState
              illustration={<Icon name="shield" size={40} />}
              title={t('noAppraise')}
              body={t('noAppraiseBody')}
            />
          </div>
        ) : (
          report.items.length > 0 && (
            <Section title={t('appraiseItems')} className={panelStyles.panel}>
              <AppraiseItems items={report.items} />
            </Section>
          )
        )}
      </div>
    </CarColumn>
  );
}

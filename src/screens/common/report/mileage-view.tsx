// A mileage report: the verdict, the chart of readings with anomalies flagged, and the basis.

import { formatMileage } from '../../../i18n/format';
import { useLocale, useMessages } from '../../../i18n/i18n';
import { summariseMileage } from '../../../domain/mileage-anomaly';
import { Section } from '../../../ui/section';
import { reportMessages } from './messages';
import { MileageChart } from './mileage-chart';
import type { MileageReportFieldsFragment as MileageReportView } from './mileage-view.generated';
import * as styles from './report.module.css';
import { Verdict } from './verdict';

export function MileageVerdict({ report }: { report: MileageReportView }) {
  const t = useMessages(reportMessages);
  const locale = useLocale();
  const tone = report.verdict === 'consistent' ? 'good' : report.verdict === 'suspicious' ? 'bad' : 'unknown';
  const fallback =
    tone === 'good'
      ? t('verdictConsistentBody')
      : tone === 'bad'
        ? t('verdictSuspiciousBody', { count: report.anomalyCount })
        : t('verdictUnknownBody');
  const perYear = summariseMileage(
    report.readings.map((reading) => ({
      ...reading,
      anomaly: reading.anomaly === 'ROLLBACK' ? 'rollback' : reading.anomaly === 'JUMP' ? 'jump' : null,
    })),
  ).kmPerYear;
  const title =
    tone === 'good' ? t('verdict_consistent') : tone === 'bad' ? t('verdict_suspicious') : t('verdict_unknown');
  return (
    <>
      <Verdict tone={tone} title={title} body={report.conclusion ?? fallback} />
      {perYear && perYear > 0 ? (
        <p className={styles.muted} style={{ marginTop: 8 }}>
          {t('perYear', { mileage: formatMileage(perYear, locale) })}
        </p>
      ) : null}
    </>
  );
}

export function MileageSections({ report }: { report: MileageReportView }) {
  const t = useMessages(reportMessages);
  return (
    <>
      <Section title={t('chartTitle')}>
        <MileageVerdict report={report} />
        <div style={{ marginTop: 16 }}>
          <MileageChart readings={report.readings} />
        </div>
      </Section>
      {report.basis.length ? (
        <Section title={t('basis')}>
          <ul className={styles.list}>
            {report.basis.map((line, index) => (
              <li key={`${line}-${index}`} className={styles.row}>
                {line}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </>
  );
}

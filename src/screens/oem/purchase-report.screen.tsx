// /oem/{uuid}/purchase: the purchase (acquisition) report: what the dealer paid, against the market
// valuation, and whether the car's papers are complete. Staff only (src/domain/staff-fields.ts): a
// visitor gets a plain "for staff" page with a way home, and the graph makes no REST call for them.

import { useQuery } from '@apollo/client/react';
import { formatDate, formatMileage, formatMonth, formatPrice } from '../../i18n/format';
import { useLocale, useMessages } from '../../i18n/i18n';
import { useShareInfo } from '../../platform/share-info';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Icon } from '../../ui/icon';
import { KeyValueList } from '../../ui/key-value';
import { Section } from '../../ui/section';
import { reportMessages } from '../common/report/messages';
import { ReportError, ReportLoading, ReportNotFound, ReportPage } from '../common/report/report-page';
import { useDeferredReady } from '../common/report/use-progressive';
import * as reportStyles from '../common/report/report.module.css';
import { useRouteId } from '../../routes/params';
import { paths } from '../../routes/paths';
import { oemMessages } from './messages';
import { PurchaseReportDocument } from './purchase-report.generated';
import * as styles from './purchase-report.module.css';

/** What a visitor who opens the address gets: the report is for the dealer's staff. */
function StaffOnly() {
  const t = useMessages(oemMessages);
  return (
    <div className={styles.staffOnly}>
      <EmptyState
        illustration={<Icon name="shield" size={48} />}
        title={
          <span role="heading" aria-level={2}>
            {t('staffOnlyTitle')}
          </span>
        }
        body={t('staffOnlyBody')}
        action={
          <Button href={paths.index()} size="lg" icon={<Icon name="home" />}>
            {t('staffOnlyHome')}
          </Button>
        }
      />
    </div>
  );
}

export function PurchaseReportScreen() {
  const t = useMessages(oemMessages);
  const r = useMessages(reportMessages);
  const locale = useLocale();
  const uuid = useRouteId('uuid');
  const { data, loading, error, refetch } = useQuery(PurchaseReportDocument, {
    variables: { uuid: uuid ?? '' },
    skip: !uuid,
  });
  const report = data?.purchaseReport;
  // The report renders in a background pass after its data arrives (no long task): skeleton until then.
  const shown = useDeferredReady(!!uuid && !!report);
  useShareInfo(
    report && data?.staffView
      ? { title: `${report.title} · ${t('title')}`, description: t('shareDescription', { title: report.title }) }
      : null,
  );

  let body;
  if (data && !data.staffView) body = <StaffOnly />;
  else if (!uuid)
    body = <ReportNotFound title={t('notFound')} body={t('notFoundBody')} to={paths.index()} label={r('backHome')} />;
  else if (loading && !data) body = <ReportLoading />;
  else if (!report && error) body = <ReportError error={error} onRetry={() => void refetch()} />;
  else if (!report)
    body = <ReportNotFound title={t('notFound')} body={t('notFoundBody')} to={paths.index()} label={r('backHome')} />;
  else if (!shown) body = <ReportLoading />;
  else {
    const { valuationLow: low, valuationHigh: high, purchasePrice: price } = report;
    const hasRange = low !== null && low !== undefined && high !== null && high !== undefined && high > low;
    const position =
      hasRange && price !== null && price !== undefined ? Math.min(1, Math.max(0, (price - low) / (high - low))) : null;
    const verdict =
      hasRange && price !== null && price !== undefined
        ? price < low
          ? t('priceBelow')
          : price > high
            ? t('priceAbove')
            : t('priceWithin')
        : null;
    const present = report.documents.filter((doc) => doc.present).length;
    body = (
      <>
        <div className={reportStyles.lead}>
          <p className={reportStyles.carTitle}>{report.title}</p>
        </div>
        <Section title={t('purchasePrice')}>
          <div className={styles.priceCard}>
            <span className={styles.priceLabel}>{t('purchasePrice')}</span>
            <span className={styles.price}>{formatPrice(price, locale)}</span>
            {hasRange ? (
              <>
                <span className={styles.priceLabel}>
                  {t('valuation')}{' '}
                  {t('valuationRange', { low: formatPrice(low, locale), high: formatPrice(high, locale) })}
                </span>
                <div className={styles.range} aria-hidden="true">
                  {position !== null ? (
                    <span className={styles.rangeMarker} style={{ left: `${position * 100}%` }} />
                  ) : null}
                </div>
                <div className={styles.rangeLabels} aria-hidden="true">
                  <span>{formatPrice(low, locale)}</span>
                  <span>{formatPrice(high, locale)}</span>
                </div>
                {verdict ? <p className={styles.verdict}>{verdict}</p> : null}
              </>
            ) : null}
          </div>
        </Section>
        <Section title={t('facts')}>
          <KeyValueList
            items={[
              { id: 'vin', label: t('vin'), value: report.vin ?? '—' },
              { id: 'registration', label: t('registration'), value: formatMonth(report.registrationDate, locale) },
              { id: 'mileage', label: t('mileage'), value: formatMileage(report.mileageKm, locale) },
              { id: 'purchasedAt', label: t('purchasedAt'), value: formatDate(report.purchasedAt, locale) },
              { id: 'seller', label: t('seller'), value: report.sellerType ?? '—' },
            ]}
          />
        </Section>
        {report.documents.length ? (
          <Section
            title={t('documents')}
            description={t('documentsSummary', { present, total: report.documents.length })}
          >
            <ul className={reportStyles.list}>
              {report.documents.map((doc, index) => (
                <li key={`${doc.name}-${index}`} className={reportStyles.row}>
                  <span className={reportStyles.rowTitle}>{doc.name}</span>
                  <Badge tone={doc.present ? 'success' : 'danger'}>{doc.present ? t('present') : t('missing')}</Badge>
                </li>
              ))}
            </ul>
          </Section>
        ) : null}
        {report.summary ? (
          <Section title={t('summary')}>
            <p className={reportStyles.notice}>{report.summary}</p>
          </Section>
        ) : null}
      </>
    );
  }
  return (
    <ReportPage title={t('title')} backTo={paths.index()}>
      {body}
    </ReportPage>
  );
}

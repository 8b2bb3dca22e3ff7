// The frame of the hunt reports: the hunt order's title, number and source, and the designed states.

import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatMonth } from '../../i18n/format';
import { useLocale, useMessages } from '../../i18n/i18n';
import { reportMessages } from '../common/report/messages';
import { ReportError, ReportLoading, ReportNotFound, ReportPage } from '../common/report/report-page';
import * as reportStyles from '../common/report/report.module.css';
import { useDeferredReady } from '../common/report/use-progressive';
import { paths } from '../../routes/paths';

export interface HuntSummary {
  orderNo: string;
  title: string;
  src?: string | null;
  registrationDate?: string | null;
}

export function HuntFrame(props: {
  title: string;
  huntId: string | null;
  loading: boolean;
  hasData: boolean;
  hunt: HuntSummary | null | undefined;
  error: Error | undefined;
  onRetry: () => void;
  children: ReactNode;
}) {
  const t = useMessages(reportMessages);
  const locale = useLocale();
  const { hunt } = props;
  // The report renders in a background pass after its data arrives (no long task): skeleton until then.
  const shown = useDeferredReady(!!props.huntId && !!hunt);
  let body: ReactNode;
  if (!props.huntId)
    body = (
      <ReportNotFound title={t('huntNotFound')} body={t('huntNotFoundBody')} to={paths.index()} label={t('backHome')} />
    );
  else if (props.loading && !props.hasData) body = <ReportLoading />;
  else if (!hunt && props.error) body = <ReportError error={props.error} onRetry={props.onRetry} />;
  else if (!hunt)
    body = (
      <ReportNotFound title={t('huntNotFound')} body={t('huntNotFoundBody')} to={paths.index()} label={t('backHome')} />
    );
  else if (!shown) body = <ReportLoading />;
  else
    body = (
      <>
        <div className={reportStyles.lead}>
          <p className={reportStyles.carTitle}>{hunt.title || t('huntOrder', { orderNo: hunt.orderNo })}</p>
          <p className={reportStyles.muted}>
            {[
              t('huntOrder', { orderNo: hunt.orderNo }),
              hunt.registrationDate ? t('registered', { date: formatMonth(hunt.registrationDate, locale) }) : null,
              hunt.src ? t('huntSource', { src: hunt.src }) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
        {props.children}
        <div className={reportStyles.lead}>
          <Link className={reportStyles.linkRow} to={paths.helpHuntAgreement()}>
            {t('huntAgreementLink')}
          </Link>
        </div>
      </>
    );
  return (
    <ReportPage title={props.title} backTo={paths.index()}>
      {body}
    </ReportPage>
  );
}

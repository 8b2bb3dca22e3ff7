// The common skeleton of a car report page: car id from the route, the car's title as the lead,
// and the designed states for a bad id, loading, a failed car call and a car that does not exist.

import type { ReactNode } from 'react';
import { useMessages } from '../../i18n/i18n';
import { reportMessages } from '../common/report/messages';
import { ReportError, ReportLoading, ReportNotFound, ReportPage } from '../common/report/report-page';
import * as styles from '../common/report/report.module.css';
import { useDeferredReady } from '../common/report/use-progressive';
import { paths } from '../../routes/paths';
import type { CarReportHeadFragment } from './car-report-frame.generated';

export interface CarReportFrameProps {
  title: string;
  carId: string | null;
  loading: boolean;
  hasData: boolean;
  car: CarReportHeadFragment | null | undefined;
  error: Error | undefined;
  onRetry: () => void;
  children: ReactNode;
}

export function CarReportFrame({ title, carId, loading, hasData, car, error, onRetry, children }: CarReportFrameProps) {
  const t = useMessages(reportMessages);
  // The report renders in a background pass after its data arrives (no long task): skeleton until then.
  const shown = useDeferredReady(!!carId && !!car);
  let body: ReactNode;
  if (!carId) body = <ReportNotFound to={paths.index()} label={t('backHome')} />;
  else if (loading && !hasData) body = <ReportLoading />;
  else if (!car && error) body = <ReportError error={error} onRetry={onRetry} />;
  else if (!car) body = <ReportNotFound to={paths.index()} label={t('backHome')} />;
  else if (!shown) body = <ReportLoading />;
  else
    body = (
      <>
        <div className={styles.lead}>
          <p className={styles.carTitle}>{car.title}</p>
        </div>
        {children}
      </>
    );
  return (
    <ReportPage title={title} backTo={carId ? paths.car({ id: carId }) : paths.index()}>
      {body}
    </ReportPage>
  );
}

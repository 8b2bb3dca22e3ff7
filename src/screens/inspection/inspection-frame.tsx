// The inspection pages run full screen (the shell hides the navigation bar): a compact header with
// back, title and share, the page's share card, and the designed states. Sections have stable ids;
// once the report is in, a hash in the address scrolls to its section.

import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useMessages } from '../../i18n/i18n';
import { useShareInfo } from '../../platform/share-info';
import { reportMessages } from '../car-report/messages';
import { ReportError, ReportLoading, ReportNotFound, ReportPage } from '../car-report/parts/report-page';
import { ShareButton } from '../car-report/parts/share-button';
import { useDeferredReady } from '../car-report/parts/use-progressive';
import { reportPaths, useInspectionParams, type InspectionParams } from '../car-report/report-params';
import { inspectionMessages } from './messages';

export interface InspectionFrameProps {
  title: string;
  params: InspectionParams | null;
  loading: boolean;
  hasData: boolean;
  /** The car title from the report, once known (null: the report does not exist). */
  carTitle: string | null | undefined;
  error: Error | undefined;
  onRetry: () => void;
  children: ReactNode;
}

export { useInspectionParams };

export function InspectionFrame({ title, params, loading, hasData, carTitle, error, onRetry, children }: InspectionFrameProps) {
  const t = useMessages(inspectionMessages);
  const r = useMessages(reportMessages);
  const { hash } = useLocation();
  const ready = !!carTitle;
  // The report renders in a background pass after its data arrives (no long task): skeleton until then.
  const shown = useDeferredReady(!!params && ready);
  useShareInfo(carTitle ? { title: `${carTitle} · ${title}`, description: t('shareDescription', { title: carTitle }) } : null);

  useEffect(() => {
    if (!shown || !hash) return;
    // Long pages render their sections progressively: wait (briefly) for the target to exist.
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const seek = () => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) target.scrollIntoView({ block: 'start' });
      else if (tries++ < 60) timer = setTimeout(seek, 32);
    };
    seek();
    return () => clearTimeout(timer);
  }, [shown, hash]);

  const backTo = params ? reportPaths.car(params.carId) : '/';
  let body: ReactNode;
  if (!params) body = <ReportNotFound to="/" label={r('backHome')} />;
  else if (loading && !hasData) body = <ReportLoading />;
  else if (!carTitle && error && !isMissing(error)) body = <ReportError onRetry={onRetry} />;
  else if (!carTitle) body = <ReportNotFound to={backTo} />;
  else if (!shown) body = <ReportLoading />;
  else body = children;

  return (
    <ReportPage title={title} backTo={backTo} actions={<ShareButton title={carTitle ? `${carTitle} · ${title}` : title} />}>
      {body}
    </ReportPage>
  );
}

function isMissing(error: Error): boolean {
  const errors = (error as { errors?: { extensions?: Record<string, unknown> }[] }).errors ?? [];
  return errors.some((item) => item.extensions?.status === 404);
}

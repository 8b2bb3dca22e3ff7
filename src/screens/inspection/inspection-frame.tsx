// The inspection pages run full screen (the shell hides the navigation bar): a compact header with
// back, title and share, the page's share card, and the designed states. Sections have stable ids;
// once the report is in, a hash in the address scrolls to its section.

import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useMessages } from '../../i18n/i18n';
import { useShareInfo } from '../../platform/share-info';
import { reportMessages } from '../common/report/messages';
import { ReportError, ReportLoading, ReportNotFound, ReportPage } from '../common/report/report-page';
import { ShareButton } from '../common/report/share-button';
import { hashId, useDeferredReady } from '../common/report/use-progressive';
import { useInspectionParams } from '../../routes/params';
import { paths, type InspectionParams } from '../../routes/paths';
import { inspectionMessages } from './messages';

/** What the frame reads of a page's report query (useQuery's or useLongReportQuery's result). */
export interface ReportQueryState {
  data?: { inspectionReport?: { carTitle?: string | null } | null } | null;
  loading: boolean;
  error?: Error | undefined;
  refetch: () => Promise<unknown>;
}

export interface InspectionFrameProps {
  title: string;
  params: InspectionParams | null;
  query: ReportQueryState;
  children: ReactNode;
}

export { useInspectionParams };

/** The options of a page's report query: the route's report, skipped when the address names none. */
export function reportQuery(params: InspectionParams | null) {
  return { variables: { reportId: params?.reportId ?? '', business: params?.business ?? '' }, skip: !params };
}

export function InspectionFrame({ title, params, query, children }: InspectionFrameProps) {
  const t = useMessages(inspectionMessages);
  const r = useMessages(reportMessages);
  const { hash } = useLocation();
  const { data, loading, error } = query;
  // The car title comes with every report query: it names the share card and says the report exists.
  const carTitle = data?.inspectionReport?.carTitle;
  const ready = !!carTitle;
  // The report renders in a background pass after its data arrives (no long task): skeleton until then.
  const shown = useDeferredReady(!!params && ready);
  useShareInfo(
    carTitle ? { title: `${carTitle} · ${title}`, description: t('shareDescription', { title: carTitle }) } : null,
  );

  useEffect(() => {
    if (!shown || !hash) return;
    // Long pages render their sections progressively: wait (briefly) for the target to exist. Sections
    // above it that were skipped (content-visibility) get their real height once near the viewport,
    // which moves the target: follow it for a few frames, unless the reader scrolls meanwhile.
    let tries = 0;
    let corrections = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let frame: number | undefined;
    let userMoved = false;
    const stop = () => (userMoved = true);
    const inputs = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
    inputs.forEach((type) => window.addEventListener(type, stop, { passive: true, once: true }));
    const follow = (target: HTMLElement, top: number) => {
      frame = requestAnimationFrame(() => {
        if (userMoved || !target.isConnected) return;
        const now = target.getBoundingClientRect().top;
        if (Math.abs(now - top) > 2 && corrections < 20) {
          corrections++;
          target.scrollIntoView({ block: 'start' });
          follow(target, target.getBoundingClientRect().top);
        } else if (corrections < 20 && tries++ < 90) follow(target, now);
      });
    };
    const seek = () => {
      const target = document.getElementById(hashId(hash));
      if (target) {
        target.scrollIntoView({ block: 'start' });
        follow(target, target.getBoundingClientRect().top);
      } else if (tries++ < 60) timer = setTimeout(seek, 32);
    };
    seek();
    return () => {
      clearTimeout(timer);
      if (frame !== undefined) cancelAnimationFrame(frame);
      inputs.forEach((type) => window.removeEventListener(type, stop));
    };
  }, [shown, hash]);

  const backTo = params ? paths.car({ id: params.id }) : paths.index();
  let body: ReactNode;
  if (!params) body = <ReportNotFound to={paths.index()} label={r('backHome')} />;
  else if (loading && !data) body = <ReportLoading />;
  else if (!carTitle && error && !isMissing(error))
    body = <ReportError error={error} onRetry={() => void query.refetch().catch(() => undefined)} />;
  else if (!carTitle) body = <ReportNotFound to={backTo} />;
  else if (!shown) body = <ReportLoading />;
  else body = children;

  return (
    <ReportPage
      title={title}
      backTo={backTo}
      actions={<ShareButton title={carTitle ? `${carTitle} · ${title}` : title} />}
    >
      {body}
    </ReportPage>
  );
}

function isMissing(error: Error): boolean {
  const errors = (error as { errors?: { extensions?: Record<string, unknown> }[] }).errors ?? [];
  return errors.some((item) => item.extensions?.status === 404);
}

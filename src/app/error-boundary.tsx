// No white screen: a boundary at the root and one per route, each with a designed fallback.

import { Component, type ContextType, type ErrorInfo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocale, useMessages } from '../i18n/i18n';
import { shellMessages } from './messages';
import { PLACEHOLDER_IMAGE } from '../platform/inline-images';
import { uiText } from '../ui/ui-text';
import * as styles from './error-boundary.module.css';
import { paths } from '../routes/paths';
import { AppServicesContext } from '../platform/app-services';

export interface FallbackProps {
  error: unknown;
  reset: () => void;
}

interface BoundaryProps {
  fallback: (props: FallbackProps) => ReactNode;
  /** A change (e.g. a new address) clears the error. */
  resetKey?: unknown;
  onError?: (error: unknown, info: ErrorInfo) => void;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  failed: boolean;
  resetKey: unknown;
}

export class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  // The app's services: field measurement notes what a boundary catches (none for a part rendered alone).
  static override contextType = AppServicesContext;
  declare context: ContextType<typeof AppServicesContext>;

  override state: BoundaryState = { error: null, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (props.resetKey !== state.resetKey) return { resetKey: props.resetKey, error: null, failed: false };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.context?.field.noteError('boundary', error);
    this.props.onError?.(error, info);
  }

  private readonly reset = () => this.setState({ error: null, failed: false });

  override render(): ReactNode {
    if (this.state.failed) return this.props.fallback({ error: this.state.error, reset: this.reset });
    return this.props.children;
  }
}

export function RouteErrorFallback({ reset }: FallbackProps) {
  const t = useMessages(shellMessages);
  const locale = useLocale();
  return (
    <section className={styles.panel} role="alert" aria-labelledby="route-error-title">
      <img className={styles.art} src={PLACEHOLDER_IMAGE} alt="" width={96} height={72} />
      <h1 id="route-error-title" className={styles.title}>
        {t('routeErrorTitle')}
      </h1>
      <p className={styles.body}>{t('routeErrorBody')}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={reset}>
          {uiText(locale, 'retry')}
        </button>
        <Link className={styles.secondary} to={paths.index()}>
          {t('backHome')}
        </Link>
      </div>
    </section>
  );
}

function reloadPage(): void {
  window.location.reload();
}

/** Outside the router: plain links only. */
export function RootErrorFallback() {
  const t = useMessages(shellMessages);
  return (
    <section className={`${styles.panel} ${styles.root}`} role="alert" aria-labelledby="root-error-title">
      <img className={styles.art} src={PLACEHOLDER_IMAGE} alt="" width={96} height={72} />
      <h1 id="root-error-title" className={styles.title}>
        {t('rootErrorTitle')}
      </h1>
      <p className={styles.body}>{t('rootErrorBody')}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={reloadPage}>
          {t('reload')}
        </button>
        <a className={styles.secondary} href={paths.index()}>
          {t('backHome')}
        </a>
      </div>
    </section>
  );
}

/** Shown in place of a screen whose code could not be loaded (the app took over the preload error). */
export function ChunkErrorView() {
  const t = useMessages(shellMessages);
  return (
    <section className={styles.panel} role="alert" aria-labelledby="chunk-error-title">
      <img className={styles.art} src={PLACEHOLDER_IMAGE} alt="" width={96} height={72} />
      <h1 id="chunk-error-title" className={styles.title}>
        {t('chunkErrorTitle')}
      </h1>
      <p className={styles.body}>{t('chunkErrorBody')}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={reloadPage}>
          {t('reload')}
        </button>
      </div>
    </section>
  );
}

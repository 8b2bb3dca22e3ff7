// The frame every car page shares: a centred column, the designed states of a car query (loading,
// not available, failed with retry) and a header with a way back to the car.

import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocale, useMessages } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { cx } from '../../../ui/class-names';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { failureKind } from '../../../graph/errors';
import { Icon } from '../../../ui/icon';
import { PageHeader } from '../../../ui/page-header';
import { Skeleton } from '../../../ui/skeleton';
import * as styles from './car-page.module.css';
import { sharedCarMessages } from './shared-car-messages';
import { useBackLink } from '../../../routes/go-back';
import { paths } from '../../../routes/paths';

export function CarColumn({
  children,
  withActionBar = false,
  wide = false,
  className,
}: {
  children: ReactNode;
  withActionBar?: boolean;
  /** On a wide window, room for the gallery beside the details (the car page). */
  wide?: boolean;
  className?: string;
}) {
  return (
    <div className={cx(styles.column, withActionBar && styles.withActionBar, wide && styles.wide, className)}>
      {children}
    </div>
  );
}

export function CarNotFound() {
  const t = useMessages(sharedCarMessages);
  return (
    <CarColumn>
      <div className={styles.notFound}>
        <EmptyState
          illustration={
            <img src="/art/car-outline-top.svg" alt="" width={96} height={192} className={styles.notFoundArt} />
          }
          title={
            <span role="heading" aria-level={1}>
              {t('notFoundTitle')}
            </span>
          }
          body={t('notFoundBody')}
          action={
            <Button href={paths.index()} size="lg" icon={<Icon name="car" />}>
              {t('backHome')}
            </Button>
          }
        />
      </div>
    </CarColumn>
  );
}

export function CarLoading({ hero = true }: { hero?: boolean }) {
  const t = useMessages(sharedCarMessages);
  const lang = useLocale();
  return (
    <CarColumn>
      {hero && <Skeleton variant="block" aspectRatio="4 / 3" label={t('loading')} lang={lang} />}
      <div className={styles.padded}>
        <Skeleton variant="lines" lines={4} label={t('loading')} lang={lang} />
      </div>
    </CarColumn>
  );
}

export function CarLoadError({
  onRetry,
  retrying,
  error,
}: {
  onRetry: () => void;
  retrying?: boolean;
  error?: unknown;
}) {
  const t = useMessages(sharedCarMessages);
  const lang = useLocale();
  return (
    <CarColumn>
      <div className={styles.padded}>
        <ErrorState
          title={t('loadError')}
          kind={failureKind(error)}
          onRetry={onRetry}
          retrying={retrying}
          lang={lang}
        />
      </div>
    </CarColumn>
  );
}

/** Header of a child page: its title and a way back to the car (back in history, or the car page when opened cold). */
export function CarChildHeader({ carId, title }: { carId: string; title: ReactNode }) {
  const t = useMessages(sharedCarMessages);
  const back = useBackLink(paths.car({ id: carId }));
  return (
    <PageHeader
      // The app's navigation bar is the sticky one; a second sticky bar would slide under it.
      sticky={false}
      title={title}
      back={
        <Link {...back} className={styles.backLink} aria-label={t('back')}>
          <Icon name="back" size={22} />
        </Link>
      }
    />
  );
}

// What the car's status means for the buyer, said plainly at the top of the page.

import { Link } from 'react-router';
import { useMessages } from '../../i18n/i18n';
import { Badge, type BadgeTone } from '../../ui/badge';
import { Icon } from '../../ui/icon';
import type { CarStatusKind } from './car.generated';
import { carPaths } from './car-route';
import * as styles from './car-status.module.css';
import { LinkButton, scrollToAnchor } from './link-button';
import { carMessages } from './messages';

export const UNAVAILABLE: ReadonlySet<CarStatusKind> = new Set<CarStatusKind>(['SOLD', 'SOLD_IN_EARLY_ACCESS', 'OFF_SHELF']);
export const RESERVED: ReadonlySet<CarStatusKind> = new Set<CarStatusKind>(['ORDERED', 'CUT_OFF']);

const TONE: Record<CarStatusKind, BadgeTone> = {
  ON_SALE: 'success',
  EARLY_ACCESS: 'info',
  ORDERED: 'warning',
  CUT_OFF: 'warning',
  SOLD: 'neutral',
  SOLD_IN_EARLY_ACCESS: 'neutral',
  OFF_SHELF: 'neutral',
};

export function StatusBadge({ kind }: { kind: CarStatusKind }) {
  const t = useMessages(carMessages);
  return (
    <Badge tone={TONE[kind]} solid={kind === 'ON_SALE' || kind === 'EARLY_ACCESS'} data-status={kind}>
      {t(`status_${kind}`)}
    </Badge>
  );
}

export function CarStatusPanel({
  carId,
  kind,
  inspection,
  hasSimilar,
}: {
  carId: string;
  kind: CarStatusKind;
  inspection: { reportId: string; business: string } | null | undefined;
  hasSimilar: boolean;
}) {
  const t = useMessages(carMessages);
  if (kind === 'ON_SALE') return null;

  if (kind === 'EARLY_ACCESS') {
    return (
      <section className={styles.panel} data-tone="info" aria-labelledby="car-status-title">
        <h2 id="car-status-title" className={styles.title}>
          <Icon name="info" size={18} /> {t('earlyTitle')}
        </h2>
        <p className={styles.body}>{t('earlyBody')}</p>
        {inspection && (
          <LinkButton href={carPaths.inspectionPreview(carId, inspection.reportId, inspection.business)} variant="primary" size="sm">
            {t('earlyReport')}
          </LinkButton>
        )}
      </section>
    );
  }

  if (RESERVED.has(kind)) {
    return (
      <section className={styles.panel} data-tone="warning" aria-labelledby="car-status-title">
        <h2 id="car-status-title" className={styles.title}>
          <Icon name="calendar" size={18} /> {t(kind === 'CUT_OFF' ? 'cutOffTitle' : 'reservedTitle')}
        </h2>
        <p className={styles.body}>{t('reservedBody')}</p>
        <Link to={`${carPaths.faq(carId)}?topic=notify`} className={styles.action}>
          {t('notifyMe')}
          <Icon name="chevron-right" size={14} />
        </Link>
      </section>
    );
  }

  const title = kind === 'OFF_SHELF' ? t('offShelfTitle') : kind === 'SOLD_IN_EARLY_ACCESS' ? t('soldEarlyTitle') : t('soldTitle');
  return (
    <section className={styles.panel} data-tone="neutral" aria-labelledby="car-status-title">
      <h2 id="car-status-title" className={styles.title}>
        <Icon name="warning" size={18} /> {title}
      </h2>
      <p className={styles.body}>{kind === 'OFF_SHELF' ? t('offShelfBody') : t('soldBody')}</p>
      {hasSimilar && (
        <a
          href="#similar"
          className={styles.action}
          onClick={(event) => {
            event.preventDefault();
            scrollToAnchor('similar');
          }}
        >
          {t('similarCars')}
          <Icon name="chevron-right" size={14} />
        </a>
      )}
    </section>
  );
}

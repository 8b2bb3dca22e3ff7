// What the car's status means for the buyer, said plainly at the top of the page. What the panel
// offers (report, notify me, similar cars) follows the status view, which reads the status table.

import { Link } from 'react-router';
import { useMessages } from '../../../i18n/i18n';
import { Icon } from '../../../ui/icon';
import type { CarStatusKind } from '../../../domain/car-status';
import type { CarStatusView } from '../../../machines/car-status.machine';
import { inspectionReportPath } from '../../../routes/report-links';
import { paths } from '../../../routes/paths';
import * as styles from './car-status.module.css';
import { LinkButton, scrollToAnchor } from './link-button';
import { sharedCarMessages, type SharedCarMessageKey } from './shared-car-messages';

type PanelText = { title: SharedCarMessageKey; body: SharedCarMessageKey };

// The page's words for each kind (copy, not rules: what a buyer can do comes from the status view).
const PANEL_TEXT: Record<CarStatusKind, PanelText | null> = {
  ON_SALE: null,
  EARLY_ACCESS: { title: 'earlyTitle', body: 'earlyBody' },
  ORDERED: { title: 'reservedTitle', body: 'reservedBody' },
  SOLD_IN_EARLY_ACCESS: { title: 'soldEarlyTitle', body: 'soldBody' },
  CUT_OFF: { title: 'cutOffTitle', body: 'soldBody' },
  SOLD: { title: 'soldTitle', body: 'soldBody' },
  OFF_SHELF: { title: 'offShelfTitle', body: 'offShelfBody' },
};

export function CarStatusPanel({
  carId,
  view,
  inspection,
  hasSimilar,
}: {
  carId: string;
  view: CarStatusView;
  inspection: { reportId: string; business: string } | null | undefined;
  hasSimilar: boolean;
}) {
  const t = useMessages(sharedCarMessages);
  const text = PANEL_TEXT[view.kind];
  if (!text) return null;
  const tone = view.unavailable ? 'neutral' : view.reserved ? 'warning' : 'info';
  const icon = view.unavailable ? 'warning' : view.reserved ? 'calendar' : 'info';

  return (
    <section className={styles.panel} data-tone={tone} aria-labelledby="car-status-title">
      <h2 id="car-status-title" className={styles.title}>
        <Icon name={icon} size={18} /> {t(text.title)}
      </h2>
      <p className={styles.body}>{t(text.body)}</p>
      {view.showsReportEntry && inspection && (
        <LinkButton
          href={inspectionReportPath(carId, inspection, view.kind)}
          variant={view.buyable ? 'primary' : 'secondary'}
          size="sm"
        >
          {t('earlyReport')}
        </LinkButton>
      )}
      {view.reserved && (
        <Link to={paths.carFaq({ id: carId, topic: 'notify' })} className={styles.action}>
          {t('notifyMe')}
          <Icon name="chevron-right" size={14} />
        </Link>
      )}
      {view.unavailable && hasSimilar && (
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

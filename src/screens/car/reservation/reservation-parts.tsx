// The sheet's two shapes of a step that is not a form: a notice (a heading, what it means, what the buyer
// can do next; a status, or an alert when something went wrong) and a wait (a spinner that says what it
// waits for).

import type { ReactNode } from 'react';
import { useMessages } from '../../../i18n/i18n';
import { cx } from '../../../ui/class-names';
import { Icon } from '../../../ui/icon';
import { Spinner } from '../../../ui/spinner';
import * as formStyles from '../viewing-booking/viewing-booking.module.css';
import { reservationMessages } from './messages';
import * as styles from './reservation.module.css';

export type Key = keyof typeof reservationMessages.zh;

export interface NoticeProps {
  prefix: string;
  heading: Key;
  body: string;
  actions: ReactNode;
  tone?: 'info' | 'alert';
  icon?: 'check' | 'warning' | null;
}

/** A step the buyer reads and answers: its heading, its body and its actions. */
export function Notice({ prefix, heading, body, actions, tone = 'info', icon = null }: NoticeProps) {
  const t = useMessages(reservationMessages);
  return (
    <section
      className={cx(styles.notice, tone === 'alert' && formStyles.failed)}
      role={tone === 'alert' ? 'alert' : 'status'}
      aria-labelledby={`${prefix}-notice`}
    >
      {icon && (
        <p className={formStyles.doneIcon} aria-hidden="true">
          <Icon name={icon} size={28} />
        </p>
      )}
      <h3 id={`${prefix}-notice`} className={formStyles.doneTitle}>
        {t(heading)}
      </h3>
      <p>{body}</p>
      <div className={styles.actions}>{actions}</div>
    </section>
  );
}

/** A step the buyer waits through. */
export function Waiting({ label, body }: { label: Key; body?: string }) {
  const t = useMessages(reservationMessages);
  return (
    <div className={styles.waiting} role="status">
      <Spinner label={t(label)} />
      {body && <p>{body}</p>}
    </div>
  );
}

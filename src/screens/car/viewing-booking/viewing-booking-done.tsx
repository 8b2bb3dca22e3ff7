// The booking's outcome, in the sheet the form was in: the reference, the car, when and where, what
// happens next, and a way to book another. Its heading takes the focus as it appears.

import { useEffect } from 'react';
import { maskMobile } from '../../../domain/viewing';
import { formatCalendarDay } from '../../../i18n/calendar-day';
import { useLocale, useMessages } from '../../../i18n/i18n';
import type { ViewingBookingResult } from '../../../machines/viewing-booking.machine';
import { Button } from '../../../ui/button';
import { Icon } from '../../../ui/icon';
import { viewingMessages } from './messages';
import * as styles from './viewing-booking.module.css';

export interface ViewingBookingDoneProps {
  headingId: string;
  carTitle: string;
  result: ViewingBookingResult;
  /** The number the booking was made with (shown masked). */
  phone: string;
  onBookAnother: () => void;
}

export function ViewingBookingDone({ headingId, carTitle, result, phone, onBookAnother }: ViewingBookingDoneProps) {
  const t = useMessages(viewingMessages);
  const locale = useLocale();
  useEffect(() => {
    document.getElementById(headingId)?.focus();
  }, [headingId]);
  return (
    <section className={styles.done} aria-labelledby={headingId}>
      <p className={styles.doneIcon} aria-hidden="true">
        <Icon name="check" size={28} />
      </p>
      <h3 id={headingId} className={styles.doneTitle} tabIndex={-1}>
        {t('doneTitle')}
      </h3>
      <dl className={styles.summary}>
        <div>
          <dt>{t('reference')}</dt>
          <dd className={styles.reference}>{result.reference}</dd>
        </div>
        <div>
          <dt>{t('car')}</dt>
          <dd>{carTitle}</dd>
        </div>
        <div>
          <dt>{t('when')}</dt>
          <dd>
            {formatCalendarDay(result.day, locale)} {result.slot}
          </dd>
        </div>
        <div>
          <dt>{t('where')}</dt>
          <dd>{result.substationName}</dd>
        </div>
      </dl>
      <h4 className={styles.nextTitle}>{t('nextTitle')}</h4>
      <ol className={styles.next}>
        <li>{t('nextCall', { hours: result.contactWithinHours, phone: maskMobile(phone) })}</li>
        <li>{t('nextArrive')}</li>
        <li>{t('nextSaved')}</li>
      </ol>
      <Button variant="ghost" size="sm" onClick={onBookAnother}>
        {t('bookAnother')}
      </Button>
    </section>
  );
}

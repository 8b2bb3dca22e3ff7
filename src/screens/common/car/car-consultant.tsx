// The consultant card of a car page (retail and wholesale): who sells this car, and how to reach them
// (phone, WeChat, enterprise WeChat). The service pages' card is ConsultantCard in common/consultant-card.tsx.
// The enterprise-WeChat look-up runs on demand; its answer, or its failure, is shown here, in the card
// (car-consultant-wework.tsx).

import { useLazyQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useMessages } from '../../../i18n/i18n';
import { LazyImage } from '../../../platform/lazy-image';
import { Button } from '../../../ui/button';
import { Icon } from '../../../ui/icon';
import * as styles from './car-consultant.module.css';
import { CarConsultantContactDocument, type CarConsultantFieldsFragment } from './consultant-contact.generated';
import { sharedCarMessages } from './shared-car-messages';
import { settings } from '../../../config/env';
import * as panelStyles from '../../../ui/panel.module.css';
import { cx } from '../../../ui/class-names';
import { CallFallback, usePersonCall } from '../call/call-person';
import { WeworkContact } from './car-consultant-wework';

export function CarConsultantCard({
  consultant,
  fallbackSubstation,
  heading,
}: {
  consultant: CarConsultantFieldsFragment | null | undefined;
  fallbackSubstation?: string | null;
  heading: string;
}) {
  const t = useMessages(sharedCarMessages);
  const [lookup, { data, error, loading, called }] = useLazyQuery(CarConsultantContactDocument, {
    fetchPolicy: 'cache-first',
  });
  const [showWework, setShowWework] = useState(false);
  const call = usePersonCall(consultant);

  if (!consultant) {
    return (
      <section className={cx(panelStyles.panel, styles.card)} aria-labelledby="consultant-title">
        <h2 id="consultant-title" className={styles.heading}>
          {heading}
        </h2>
        <p className={styles.none}>{t('noConsultant')}</p>
        <div className={styles.actions}>
          <CallFallback />
        </div>
      </section>
    );
  }

  const contact = data?.consultantContact;
  const showroom = consultant.substationName || fallbackSubstation;

  return (
    <section className={cx(panelStyles.panel, styles.card)} aria-labelledby="consultant-title" id="consultant">
      <h2 id="consultant-title" className={styles.heading}>
        {heading}
      </h2>
      <div className={styles.person}>
        <LazyImage
          src={consultant.avatar || settings.consultantFallbackUrl}
          alt=""
          ratio={1}
          className={styles.avatar}
        />
        <div className={styles.who}>
          <p className={styles.name}>{consultant.name}</p>
          {consultant.title && <p className={styles.title}>{consultant.title}</p>}
          {showroom && (
            <p className={styles.showroom}>
              <Icon name="location" size={14} /> {showroom}
            </p>
          )}
        </div>
      </div>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          size="sm"
          icon={<Icon name="phone" />}
          onClick={call.start}
          loading={call.busy}
          loadingLabel={t('call')}
        >
          {t('call')}
          <span className="visually-hidden"> {consultant.name}</span>
        </Button>
        <Button
          variant="secondary"
          size="sm"
          icon={<Icon name="chat" />}
          aria-expanded={showWework}
          onClick={() => {
            setShowWework(true);
            if (!called) {
              // the outcome is rendered from the hook's state; the promise only needs its rejection handled
              lookup({
                variables: { substationId: consultant.substationId ?? null, uid: consultant.uid ?? null },
              }).catch(() => undefined);
            }
          }}
        >
          {t('weworkContact')}
        </Button>
      </div>
      {call.status}
      {showWework && (
        <WeworkContact
          consultantName={consultant.name}
          showroom={showroom}
          contact={contact}
          loading={loading}
          error={error}
          called={called}
        />
      )}
      {consultant.wechatQr && !contact && (
        <img
          src={consultant.wechatQr}
          alt={t('weworkQr', { name: consultant.name })}
          className={styles.qrSmall}
          width={72}
          height={72}
          loading="lazy"
        />
      )}
    </section>
  );
}

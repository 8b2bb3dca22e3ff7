// The consultant card of a car page (retail and wholesale): who sells this car, and how to reach them
// (phone, WeChat, enterprise WeChat). The service pages' card is ConsultantCard in common/consultant-card.tsx.
// The enterprise-WeChat look-up runs on demand; its failure is shown here, in the card.

import { useLazyQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useMessages } from '../../../i18n/i18n';
import { LazyImage } from '../../../platform/lazy-image';
import { copyText } from '../../../platform/copy-text';
import { useToast } from '../../../ui/toast-provider';
import { Button } from '../../../ui/button';
import { Icon } from '../../../ui/icon';
import { Spinner } from '../../../ui/spinner';
import * as styles from './car-consultant.module.css';
import { CarConsultantContactDocument, type CarConsultantFieldsFragment } from './consultant-contact.generated';
import { sharedCarMessages } from './shared-car-messages';
import { settings } from '../../../config/env';
import * as panelStyles from '../../../ui/panel.module.css';
import { cx } from '../../../ui/class-names';
import { telHref } from '../../../domain/phone';
import { CallFallback, usePersonCall } from '../call/call-person';

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
  const toast = useToast();
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

  const copy = async (text: string) => {
    toast.show((await copyText(text)) ? t('wechatCopied') : t('copyFailed'));
  };

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
        <div className={styles.wework} aria-live="polite">
          {loading && <Spinner size="sm" label={t('weworkLoading')} />}
          {error && !loading && (
            <p className={styles.error} role="alert">
              <Icon name="warning" size={16} /> {error.message}
            </p>
          )}
          {called && !loading && !error && !contact && <p className={styles.none}>{t('weworkNone')}</p>}
          {contact && contact.name !== consultant.name && (
            <p className={styles.onDuty}>
              {t('weworkOnDuty', {
                name: consultant.name,
                onDuty: contact.name,
                showroom: showroom ?? t('weworkShowroom'),
              })}
            </p>
          )}
          {contact && (
            <div className={styles.contact}>
              {contact.qr && (
                <img
                  src={contact.qr}
                  alt={t('weworkQr', { name: contact.name })}
                  className={styles.qr}
                  width={96}
                  height={96}
                />
              )}
              <div className={styles.contactText}>
                <p className={styles.name}>
                  {contact.name}
                  {contact.name !== consultant.name && (
                    <span className={styles.onDutyBadge}>{t('weworkOnDutyBadge')}</span>
                  )}
                </p>
                {contact.wechat && (
                  <>
                    <p className={styles.wechat}>{t('weworkWechat', { wechat: contact.wechat })}</p>
                    <Button variant="ghost" size="sm" onClick={() => void copy(contact.wechat as string)}>
                      {t('copyWechat')}
                    </Button>
                  </>
                )}
                {telHref(contact.phone) && (
                  <a className={styles.tel} href={telHref(contact.phone) ?? undefined}>
                    <Icon name="phone" size={14} /> {contact.phone}
                  </a>
                )}
              </div>
            </div>
          )}
        </div>
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

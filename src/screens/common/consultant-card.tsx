// A consultant's contact: avatar, name, call and copy-WeChat actions, QR code. Used by the repair page
// and the car-buying consultation page.

import type { ReactNode } from 'react';
import { useMessages } from '../../i18n/i18n';
import { LazyImage } from '../../platform/lazy-image';
import { useToast } from '../../ui/toast-provider';
import { Button } from '../../ui/button';
import { Icon } from '../../ui/icon';
import { copyText } from '../../platform/copy-text';
import { telHref } from '../../domain/phone';
import type { ConsultantCardFieldsFragment } from './consultant-card.generated';
import * as styles from './consultant-card.module.css';
import { consultantMessages } from './consultant-messages';

export function ConsultantCard({
  consultant,
  subtitle,
  extra,
}: {
  consultant: ConsultantCardFieldsFragment;
  subtitle?: ReactNode;
  extra?: ReactNode;
}) {
  const t = useMessages(consultantMessages);
  const toast = useToast();
  const copy = async () => {
    if (!consultant.wechat) return;
    const copied = await copyText(consultant.wechat);
    toast.show(copied ? t('copied') : t('copyFailed'));
  };
  // Only a number that connects is offered (a masked one is not).
  const tel = telHref(consultant.phone);
  return (
    <div className={styles.card}>
      <div className={styles.person}>
        <div className={styles.avatar}>
          <LazyImage src={consultant.avatar} alt="" ratio={1} />
        </div>
        <div className={styles.who}>
          <p className={styles.name}>{consultant.name}</p>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
          {consultant.wechat && <p className={styles.wechat}>{t('wechat', { wechat: consultant.wechat })}</p>}
        </div>
      </div>
      <div className={styles.actions}>
        {tel && (
          <Button href={tel} icon={<Icon name="phone" />}>
            {t('callName', { name: consultant.name })}
          </Button>
        )}
        {consultant.wechat && (
          <Button variant="secondary" icon={<Icon name="chat" />} onClick={copy}>
            {t('copyWechat')}
          </Button>
        )}
        {extra}
      </div>
      {consultant.qr && (
        <div className={styles.qr}>
          <LazyImage src={consultant.qr} alt={t('qr', { name: consultant.name })} ratio={1} />
        </div>
      )}
    </div>
  );
}

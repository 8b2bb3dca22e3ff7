// The enterprise-WeChat contact under a car page's consultant card, once asked for: the look-up's wait,
// its failure, no contact, or the contact (the colleague on duty when the consultant is not, the QR
// code, the WeChat id to copy, the number to call).

import { useMessages } from '../../../i18n/i18n';
import { copyText } from '../../../platform/copy-text';
import { telHref } from '../../../domain/phone';
import { Button } from '../../../ui/button';
import { Icon } from '../../../ui/icon';
import { Spinner } from '../../../ui/spinner';
import { useToast } from '../../../ui/toast-provider';
import * as styles from './car-consultant.module.css';
import type { CarConsultantContactQuery } from './consultant-contact.generated';
import { sharedCarMessages } from './shared-car-messages';

export interface WeworkContactProps {
  /** The car's consultant's name (the contact may be a colleague on duty). */
  consultantName: string;
  showroom: string | null | undefined;
  contact: CarConsultantContactQuery['consultantContact'] | undefined;
  loading: boolean;
  error: Error | undefined;
  /** The look-up was asked for. */
  called: boolean;
}

export function WeworkContact({ consultantName, showroom, contact, loading, error, called }: WeworkContactProps) {
  const t = useMessages(sharedCarMessages);
  const toast = useToast();

  const copy = async (text: string) => {
    toast.show((await copyText(text)) ? t('wechatCopied') : t('copyFailed'));
  };

  return (
    <div className={styles.wework} aria-live="polite">
      {loading && <Spinner size="sm" label={t('weworkLoading')} />}
      {error && !loading && (
        <p className={styles.error} role="alert">
          <Icon name="warning" size={16} /> {error.message}
        </p>
      )}
      {called && !loading && !error && !contact && <p className={styles.none}>{t('weworkNone')}</p>}
      {contact && contact.name !== consultantName && (
        <p className={styles.onDuty}>
          {t('weworkOnDuty', {
            name: consultantName,
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
              {contact.name !== consultantName && <span className={styles.onDutyBadge}>{t('weworkOnDutyBadge')}</span>}
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
  );
}

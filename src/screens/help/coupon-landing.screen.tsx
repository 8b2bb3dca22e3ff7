// Coupon SMS landing page: the code from ?code=… is checked, then shown as a coupon with how to use it.

import { Link, useSearchParams } from 'react-router';
import { formatNumber } from '../../i18n/format';
import { useLocale, useMessages } from '../../i18n/i18n';
import { useShareInfo } from '../../platform/share-info';
import { useToast } from '../../ui/toast-provider';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Icon } from '../../ui/icon';
import { copyText } from '../../platform/copy-text';
import { checkCouponCode } from './coupon-code';
import * as styles from './help.module.css';
import { helpMessages } from './messages';
import { paths } from '../../routes/paths';

export function CouponLandingScreen() {
  const t = useMessages(helpMessages);
  const locale = useLocale();
  const toast = useToast();
  const [params] = useSearchParams();
  const check = checkCouponCode(params.get('code'));
  useShareInfo({ title: t('couponTitle'), description: t('couponHowTo') });

  if (check.kind !== 'valid') {
    return (
      <div className={styles.page} lang={locale}>
        <div className={styles.article}>
          <h1 className={styles.title}>{t('couponTitle')}</h1>
          <EmptyState
            illustration={<Icon name={check.kind === 'missing' ? 'search' : 'warning'} size={40} />}
            title={check.kind === 'missing' ? t('couponMissing') : t('couponInvalid')}
            body={check.kind === 'missing' ? t('couponMissingBody') : t('couponInvalidBody', { code: check.code })}
            action={
              <Link className={styles.linkButton} to={paths.helpCouponGuide()}>
                {t('couponGuide')}
              </Link>
            }
          />
        </div>
      </div>
    );
  }

  const { coupon } = check;
  const amount = formatNumber(coupon.amount, locale);
  return (
    <div className={styles.page} lang={locale}>
      <article className={styles.article}>
        <h1 className={styles.title}>{t('couponTitle')}</h1>
        <div className={styles.coupon}>
          <div className={styles.couponValue}>
            <span className={styles.couponAmount}>{t('couponAmount', { amount })}</span>
          </div>
          <div className={styles.couponBody}>
            <p className={styles.couponTitle}>{t('couponTitle')}</p>
            <p className={styles.couponCode} aria-label={`${t('couponCode')} ${coupon.code}`}>
              {coupon.code}
            </p>
            <p className={styles.couponValid}>{t('couponValid')}</p>
          </div>
        </div>
        <div className={styles.actions}>
          <Button
            variant="secondary"
            icon={<Icon name="check" />}
            onClick={async () => toast.show((await copyText(coupon.code)) ? t('couponCopied') : t('couponCopyFailed'))}
          >
            {t('couponCopy')}
          </Button>
          <Link className={`${styles.linkButton} ${styles.linkSecondary}`} to={paths.helpCouponGuide()}>
            {t('couponGuide')}
          </Link>
        </div>
        <section className={styles.section} aria-labelledby="coupon-how">
          <h2 id="coupon-how" className={styles.sectionTitle}>
            {t('couponHowTo')}
          </h2>
          <ol className={styles.steps}>
            <li>{t('couponStep1')}</li>
            <li>{t('couponStep2', { amount })}</li>
            <li>{t('couponStep3')}</li>
          </ol>
        </section>
      </article>
    </div>
  );
}

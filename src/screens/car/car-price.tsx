// The price block: what the car costs now, what it cost before, what the buyer really pays all in,
// the servicing already paid for, and the monthly figure of the dealer's finance offer.

import { Link } from 'react-router';
import { formatPercent, formatPrice } from '../../i18n/format';
import { useLocale, useMessages, type Locale } from '../../i18n/i18n';
import { Icon } from '../../ui/icon';
import { Price, shownOriginal } from '../../ui/price';
import * as styles from './car-price.module.css';
import { carMessages } from './messages';
import * as carPageStyles from '../common/car/car-page.module.css';
import { cx } from '../../ui/class-names';

export interface PriceData {
  current?: number | null;
  original?: number | null;
  reduce?: number | null;
  real?: number | null;
  maintenanceCosts?: number | null;
  finance?: {
    downPayment?: number | null;
    monthly?: number | null;
    termMonths?: number | null;
    annualRate?: number | null;
  } | null;
}

function positive(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

export function formatRate(rate: number, locale: Locale): string {
  return formatPercent(rate, locale);
}

export function CarPriceBlock({
  price,
  loansPath,
  muted = false,
}: {
  price: PriceData | null | undefined;
  loansPath?: string;
  muted?: boolean;
}) {
  const t = useMessages(carMessages);
  const locale = useLocale();
  const current = price?.current;
  const original = positive(current) ? shownOriginal(current, price?.original) : null;
  const saving = positive(price?.reduce) ? price.reduce : original && positive(current) ? original - current : null;
  const finance = price?.finance;

  if (!positive(current)) {
    return (
      <div className={styles.block}>
        <p className={styles.unknown}>{t('priceUnknown')}</p>
      </div>
    );
  }

  return (
    <div className={styles.block} data-muted={muted || undefined}>
      <div className={styles.headline}>
        <Price
          amount={current}
          original={original}
          size="xl"
          lang={locale}
          currentLabel={t('currentPrice')}
          originalLabel={t('originalPrice')}
        />
        {saving !== null && saving > 0 && (
          <span className={cx(carPageStyles.saving, styles.saving)}>
            {t('saved', { amount: formatPrice(saving, locale) })}
          </span>
        )}
      </div>

      <dl className={styles.facts}>
        {positive(price?.real) && (
          <div className={styles.fact}>
            <dt>{t('realPrice')}</dt>
            <dd>
              <strong className={styles.real}>{formatPrice(price.real, locale)}</strong>
              <span className={styles.note}>{t('realIncludes')}</span>
            </dd>
          </div>
        )}
        {positive(price?.maintenanceCosts) && (
          <div className={styles.fact}>
            <dt>
              <Icon name="shield" size={16} /> {t('maintenanceDone')}
            </dt>
            <dd>
              <span className={styles.note}>
                {t('maintenanceValue', { amount: formatPrice(price.maintenanceCosts, locale) })}
              </span>
            </dd>
          </div>
        )}
        {positive(finance?.monthly) && (
          <div className={styles.fact}>
            <dt>{t('loans')}</dt>
            <dd>
              <strong className={styles.monthly}>
                {t('monthlyFrom', { amount: formatPrice(finance.monthly, locale) })}
              </strong>
              {positive(finance.downPayment) &&
                positive(finance.termMonths) &&
                typeof finance.annualRate === 'number' && (
                  <span className={styles.note}>
                    {t('financeTerms', {
                      down: formatPrice(finance.downPayment, locale),
                      term: finance.termMonths,
                      rate: formatRate(finance.annualRate, locale),
                    })}
                  </span>
                )}
              {loansPath && (
                <Link to={loansPath} className={styles.loanLink}>
                  {t('loanCalculator')}
                  <Icon name="chevron-right" size={14} />
                </Link>
              )}
            </dd>
          </div>
        )}
      </dl>
    </div>
  );
}

// Car loans: the dealer's finance offer, the loan officer, and a monthly-payment calculator that
// updates as the visitor types (src/domain/loan.ts does the arithmetic).

import { useApolloClient } from '@apollo/client/react';
import { useEffect, useId, useState } from 'react';
import { revalidate } from '../../graph/persist';
import {
  checkDownPayment,
  DEFAULT_LOAN,
  initialDownPayment,
  quoteLoan,
  LOAN_TERMS,
  parsePercent,
} from '../../domain/loan';
import { formatPrice, formatYuan } from '../../i18n/format';
import { useLocale, useMessages } from '../../i18n/i18n';
import { LazyImage } from '../../platform/lazy-image';
import { Button } from '../../ui/button';
import { Icon } from '../../ui/icon';
import { KeyValueList } from '../../ui/key-value';
import { Section } from '../../ui/section';
import { usePersonCall, type Callee } from '../common/call/call-person';
import { CarLoansDocument } from './car-loans.generated';
import { CarChildHeader, CarColumn } from '../common/car/car-page';
import { useCarQuery } from '../common/car/use-car-query';
import { CarPriceBlock, formatRate } from './car-price';
import * as styles from './car-child.module.css';
import { carMessages } from './messages';
import { settings } from '../../config/env';
import * as panelStyles from '../../ui/panel.module.css';

const DEFAULT_RATE = DEFAULT_LOAN.annualRate;
const MIN_DOWN = settings.minDownPaymentRatio;

function percentText(fraction: number): string {
  return String(Number((fraction * 100).toFixed(2)));
}

export function LoanCalculator({
  price,
  defaultTerm,
  defaultRate,
}: {
  price: number;
  defaultTerm?: number | null;
  defaultRate?: number | null;
}) {
  const t = useMessages(carMessages);
  const locale = useLocale();
  const ids = useId();
  const initialTerm = LOAN_TERMS.find((term) => term === defaultTerm) ?? DEFAULT_LOAN.termMonths;
  const [downText, setDownText] = useState(percentText(initialDownPayment(MIN_DOWN)));
  const [rateText, setRateText] = useState(
    percentText(defaultRate != null && defaultRate >= 0 && defaultRate < 1 ? defaultRate : DEFAULT_RATE),
  );
  const [term, setTerm] = useState<number>(initialTerm);

  const down = parsePercent(downText);
  const rate = parsePercent(rateText);
  const downProblem = checkDownPayment(down, MIN_DOWN);
  const downValid = downProblem === null && down !== null;
  const rateValid = rate !== null && rate >= 0 && rate <= 1;
  const quote =
    downValid && rateValid ? quoteLoan({ price, downPaymentRatio: down, termMonths: term, annualRate: rate }) : null;

  return (
    <form className={styles.calculator} onSubmit={(event) => event.preventDefault()} aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className={styles.sectionTitle}>
        {t('calculator')}
      </h2>
      <p className={styles.muted}>
        {t('carPrice')} <strong className={styles.numeric}>{formatPrice(price, locale)}</strong>
      </p>

      <div className={styles.field}>
        <label htmlFor={`${ids}-down`}>{t('downPayment')}</label>
        <div className={styles.inputWithUnit}>
          <input
            id={`${ids}-down`}
            inputMode="decimal"
            value={downText}
            onChange={(event) => setDownText(event.target.value)}
            aria-invalid={!downValid || undefined}
            aria-describedby={`${ids}-down-hint`}
          />
          <span aria-hidden="true">%</span>
        </div>
        <p id={`${ids}-down-hint`} className={downValid ? styles.hint : styles.fieldError}>
          {downProblem === 'belowMinimum'
            ? t('downPaymentBelowMinimum', { min: percentText(MIN_DOWN) })
            : downProblem === 'invalid'
              ? t('invalidPercent')
              : t('downPaymentHint', { min: percentText(MIN_DOWN) })}
        </p>
      </div>

      <fieldset className={styles.field}>
        <legend>{t('term')}</legend>
        <div className={styles.segments}>
          {LOAN_TERMS.map((months) => (
            <label key={months} className={styles.segment} data-checked={term === months || undefined}>
              <input
                type="radio"
                name={`${ids}-term`}
                value={months}
                checked={term === months}
                onChange={() => setTerm(months)}
              />
              <span>{t('termMonths', { months })}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className={styles.field}>
        <label htmlFor={`${ids}-rate`}>{t('annualRate')}</label>
        <div className={styles.inputWithUnit}>
          <input
            id={`${ids}-rate`}
            inputMode="decimal"
            value={rateText}
            onChange={(event) => setRateText(event.target.value)}
            aria-invalid={!rateValid || undefined}
            aria-describedby={`${ids}-rate-hint`}
          />
          <span aria-hidden="true">%</span>
        </div>
        <p id={`${ids}-rate-hint`} className={rateValid ? styles.hint : styles.fieldError}>
          {rateValid ? t('annualRateHint') : t('invalidPercent')}
        </p>
      </div>

      <output className={styles.result} htmlFor={`${ids}-down ${ids}-rate`} aria-live="polite">
        <span className={styles.resultLabel}>{t('monthly')}</span>
        <strong className={styles.resultValue} data-testid="monthly-payment">
          {quote ? formatYuan(Math.round(quote.monthly), locale) : '—'}
        </strong>
      </output>
      {quote && (
        <KeyValueList
          items={[
            // Full yuan in every field, whatever the amount: a figure that moves never changes its unit.
            { id: 'down', label: t('downAmount'), value: formatYuan(Math.round(quote.downPayment), locale) },
            { id: 'principal', label: t('principal'), value: formatYuan(Math.round(quote.principal), locale) },
            { id: 'interest', label: t('totalInterest'), value: formatYuan(Math.round(quote.totalInterest), locale) },
          ]}
        />
      )}
      <p className={styles.hint}>{t('loanNote')}</p>
    </form>
  );
}

export function CarLoansScreen() {
  const t = useMessages(carMessages);
  const locale = useLocale();
  const { id, car, fallback } = useCarQuery(CarLoansDocument, { hero: false });
  // A price the device kept is refreshed behind the calculator (one round trip).
  const client = useApolloClient();
  useEffect(() => {
    if (id) revalidate(client, CarLoansDocument, { id });
  }, [client, id]);

  if (!car) return fallback;
  const price = car.price?.current;
  const finance = car.price?.finance;
  const officer = car.loanOfficer;
  const callee = officer
    ? { name: officer.name, phone: officer.phone, substationId: car.substationId, uid: officer.id }
    : null;

  return (
    <CarColumn>
      <CarChildHeader carId={car.id} title={t('loans')} />
      <div className={styles.stack}>
        <section className={panelStyles.panel} aria-label={car.title}>
          <p className={styles.carTitle}>{car.title}</p>
          <CarPriceBlock price={car.price} />
          {finance?.monthly != null && finance.annualRate != null && (
            <p className={styles.muted}>{t('dealerFinance', { rate: formatRate(finance.annualRate, locale) })}</p>
          )}
        </section>

        {officer && callee && (
          <LoanOfficer officer={officer} callee={callee} heading={t('loanOfficer')} callLabel={t('call')} />
        )}

        {typeof price === 'number' && price > 0 ? (
          <div className={panelStyles.panel}>
            <LoanCalculator price={price} defaultTerm={finance?.termMonths} defaultRate={finance?.annualRate} />
          </div>
        ) : (
          <p className={panelStyles.panel}>{t('priceUnknown')}</p>
        )}
      </div>
    </CarColumn>
  );
}

/** The loan officer: the record masks the number, so the tap asks for the real one, then dials. */
function LoanOfficer({
  officer,
  callee,
  heading,
  callLabel,
}: {
  officer: { name: string; avatar?: string | null; title?: string | null };
  callee: Callee;
  heading: string;
  callLabel: string;
}) {
  const call = usePersonCall(callee);
  return (
    <Section title={heading} className={panelStyles.panel}>
      <div className={styles.person}>
        <LazyImage src={officer.avatar || settings.consultantFallbackUrl} alt="" ratio={1} className={styles.avatar} />
        <div>
          <p className={styles.personName}>{officer.name}</p>
          {officer.title && <p className={styles.muted}>{officer.title}</p>}
        </div>
        <Button
          variant="secondary"
          size="sm"
          icon={<Icon name="phone" />}
          onClick={call.start}
          loading={call.busy}
          loadingLabel={callLabel}
        >
          {callLabel}
          <span className="visually-hidden"> {officer.name}</span>
        </Button>
      </div>
      {call.status}
    </Section>
  );
}

// Market benchmark: where this car's price sits between the market's low and high, and comparable
// cars on sale elsewhere.

import { formatMileage, formatMonth, formatPrice } from '../../i18n/format';
import { useLocale, useMessages } from '../../i18n/i18n';
import { Badge, type BadgeTone } from '../../ui/badge';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { Icon } from '../../ui/icon';
import { Section } from '../../ui/section';
import { CarBenchmarkDocument } from './car-benchmark.generated';
import { errorAt } from '../common/report/graph-errors';
import { CarChildHeader, CarColumn } from '../common/car/car-page';
import { useCarQuery } from '../common/car/use-car-query';
import * as styles from './car-child.module.css';
import { carMessages } from './messages';
import * as panelStyles from '../../ui/panel.module.css';

const POSITION_TONE: Record<string, BadgeTone> = { below: 'success', fair: 'info', above: 'warning' };

/** Where `price` sits between low and high, 0..1 (clamped); null when the range is unusable. */
export function marketShare(
  price: number | null | undefined,
  low: number | null | undefined,
  high: number | null | undefined,
): number | null {
  if (price == null || low == null || high == null || !Number.isFinite(price) || high < low) return null;
  if (high === low) return 0.5;
  return Math.min(1, Math.max(0, (price - low) / (high - low)));
}

export function CarBenchmarkScreen() {
  const t = useMessages(carMessages);
  const locale = useLocale();
  const { car, data, result, fallback } = useCarQuery(CarBenchmarkDocument, { hero: false });

  if (!car) return fallback;
  const benchmark = data?.benchmark;
  const failed = errorAt(result.error, 'benchmark');
  const price = car.price?.current ?? null;
  const share = benchmark ? marketShare(price, benchmark.marketLow, benchmark.marketHigh) : null;
  const position = benchmark?.position;
  const positionKey =
    position === 'below' || position === 'fair' || position === 'above' ? (`position_${position}` as const) : null;

  return (
    <CarColumn>
      <CarChildHeader carId={car.id} title={t('benchmark')} />
      <div className={styles.stack}>
        <section className={panelStyles.panel} aria-label={car.title}>
          <p className={styles.carTitle}>{car.title}</p>
          {price != null && (
            <p className={styles.muted}>
              {t('thisCar')} <strong className={styles.price}>{formatPrice(price, locale)}</strong>
            </p>
          )}
        </section>

        {failed && !benchmark ? (
          <div className={panelStyles.panel}>
            <ErrorState
              title={t('loadError')}
              message={failed.message}
              onRetry={() => void result.refetch().catch(() => undefined)}
              lang={locale}
            />
          </div>
        ) : !benchmark ? (
          <div className={panelStyles.panel}>
            <EmptyState
              illustration={<Icon name="gauge" size={40} />}
              title={t('noBenchmark')}
              body={t('noBenchmarkBody')}
            />
          </div>
        ) : (
          <>
            <Section
              title={t('marketPosition')}
              className={panelStyles.panel}
              action={
                <Badge tone={POSITION_TONE[benchmark.position] ?? 'neutral'}>
                  {positionKey ? t(positionKey) : t('positionOther')}
                </Badge>
              }
            >
              {share !== null && price != null ? (
                <>
                  <div
                    className={styles.positionBar}
                    role="img"
                    aria-label={`${t('thisCar')} ${formatPrice(price, locale)}: ${t('marketLow')} ${formatPrice(benchmark.marketLow, locale)}, ${t('marketHigh')} ${formatPrice(benchmark.marketHigh, locale)}`}
                  >
                    <span className={styles.marker} style={{ left: `${share * 100}%` }} data-share={share.toFixed(3)}>
                      <span
                        className={`${styles.markerLabel} ${share < 0.2 ? styles.labelStart : share > 0.8 ? styles.labelEnd : ''}`}
                        aria-hidden="true"
                      >
                        {t('thisCar')} {formatPrice(price, locale)}
                      </span>
                    </span>
                  </div>
                  <div className={styles.barEnds} aria-hidden="true">
                    <span>
                      {t('marketLow')}
                      <strong>{formatPrice(benchmark.marketLow, locale)}</strong>
                    </span>
                    <span>
                      {t('marketHigh')}
                      <strong>{formatPrice(benchmark.marketHigh, locale)}</strong>
                    </span>
                  </div>
                </>
              ) : (
                <p className={styles.muted}>{t('noBenchmarkBody')}</p>
              )}
            </Section>

            <Section title={t('comparableCars')} className={panelStyles.panel}>
              {benchmark.cars.length === 0 ? (
                <p className={styles.muted}>{t('noComparable')}</p>
              ) : (
                <ul role="list" className={styles.list}>
                  {benchmark.cars.map((other, i) => (
                    <li key={`${other.title}-${i}`} className={styles.listItem}>
                      <div className={styles.rowBetween}>
                        <span>{other.title}</span>
                        <span className={styles.price}>{formatPrice(other.price, locale)}</span>
                      </div>
                      <span className={styles.hint}>
                        {[
                          other.registrationDate ? formatMonth(other.registrationDate, locale) : null,
                          other.mileageKm != null ? formatMileage(other.mileageKm, locale) : null,
                          other.city,
                          other.source ? t('source', { source: other.source }) : null,
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </Section>
          </>
        )}
      </div>
    </CarColumn>
  );
}

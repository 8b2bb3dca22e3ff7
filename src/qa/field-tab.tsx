// Field tab: what field measurement (src/platform/field) reported during this page's life, as it happens:
// the web vitals with their attribution and tags, and the error log (script errors, rejections, boundary
// catches, failed chunks, failed REST calls), newest first. The button sends the queued events now.

import { useSyncExternalStore } from 'react';
import { settings } from '../config/env';
import { useMessages } from '../i18n/i18n';
import type { AppServices } from '../platform/app-services';
import { ERROR_EVENT, VITAL_EVENT } from '../platform/field/field-events';
import type { FieldRecord } from '../platform/field/field-signals';
import { SAMPLE_KEY } from '../platform/field/field-start';
import { qaMessages, type QaMessageKey } from './messages';
import * as styles from './qa-studio.module.css';

const TAG_KEYS = [
  'route',
  'view',
  'viewIndex',
  'wechat',
  'wework',
  'ios',
  'android',
  'miniProgram',
  'build',
  'page',
  'ect',
];
const OWN_KEYS = new Set(['metric', 'value', 'rating', 'kind', 'message', ...TAG_KEYS]);
const RATINGS: Record<string, QaMessageKey> = {
  good: 'ratingGood',
  'needs-improvement': 'ratingNeedsImprovement',
  poor: 'ratingPoor',
};
const VIEWS: Record<string, QaMessageKey> = { first: 'viewFirst', repeat: 'viewRepeat', kept: 'viewKept' };

function measuringOff(): boolean {
  if (!settings.analyticsUrl) return true;
  try {
    return window.sessionStorage.getItem(SAMPLE_KEY) === '0';
  } catch {
    return false;
  }
}

function formatValue(properties: FieldRecord['properties']): string {
  const value = Number(properties.value);
  return properties.metric === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`;
}

/** The record's own details (attribution, or the error's operation and fault), `key: value` each. */
function details(properties: FieldRecord['properties']): string[] {
  return Object.entries(properties)
    .filter(([key]) => !OWN_KEYS.has(key))
    .map(([key, value]) => `${key}: ${String(value)}`);
}

function tagLine(properties: FieldRecord['properties']): string {
  const flags = ['wechat', 'wework', 'ios', 'android', 'miniProgram'].filter((key) => properties[key] === true);
  return [
    flags.length ? flags.join('+') : 'browser',
    properties.ect ? `ect ${String(properties.ect)}` : '',
    `build ${String(properties.build ?? '')}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** `app`: the storefront's services (what its field reporter sent; its analytics sends the queued events). */
export function FieldTab({ app }: { app: Pick<AppServices, 'analytics' | 'field'> }) {
  const t = useMessages(qaMessages);
  const records = useSyncExternalStore(
    (listener) => app.field.session.subscribe(listener),
    () => app.field.session.records(),
  );
  const vitals = records.filter((record) => record.name === VITAL_EVENT).reverse();
  const errors = records.filter((record) => record.name === ERROR_EVENT).reverse();
  const latest = records[records.length - 1];
  return (
    <div>
      {measuringOff() ? <p className={styles.hint}>{t('fieldOff')}</p> : null}
      <div className={styles.row}>
        <button type="button" className={styles.button} onClick={() => app.analytics.flush()}>
          {t('fieldSendNow')}
        </button>
        <span className={styles.hint} aria-live="polite">
          {t('fieldCount', { vitals: vitals.length, errors: errors.length })}
        </span>
      </div>
      {latest ? (
        <p className={`${styles.hint} ${styles.mono}`}>{t('fieldTags', { tags: tagLine(latest.properties) })}</p>
      ) : null}
      <section className={styles.section} aria-labelledby="qa-field-vitals">
        <h3 className={styles.sectionTitle} id="qa-field-vitals">
          {t('fieldVitals')}
        </h3>
        {vitals.length === 0 ? (
          <p className={styles.hint}>{t('fieldNoVitals')}</p>
        ) : (
          <ul className={styles.log} aria-labelledby="qa-field-vitals" style={{ maxHeight: 'none' }}>
            {vitals.map(({ seq, properties }) => {
              const rating = RATINGS[String(properties.rating)];
              const view = VIEWS[String(properties.view)];
              const tone = properties.rating === 'good' ? styles.ok : properties.rating === 'poor' ? styles.bad : '';
              return (
                <li key={seq} className={styles.fieldItem}>
                  <div className={styles.fieldHead}>
                    <strong>{String(properties.metric)}</strong>
                    <span className={styles.mono}>{formatValue(properties)}</span>
                    <span className={`${styles.tag} ${tone}`}>{rating ? t(rating) : String(properties.rating)}</span>
                    <span className={styles.mono}>{String(properties.route)}</span>
                    <span className={styles.hint}>{view ? t(view) : String(properties.view)}</span>
                  </div>
                  <p className={`${styles.mono} ${styles.fieldDetails}`}>{details(properties).join(' · ')}</p>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <section className={styles.section} aria-labelledby="qa-field-errors">
        <h3 className={styles.sectionTitle} id="qa-field-errors">
          {t('fieldErrors')}
        </h3>
        {errors.length === 0 ? (
          <p className={styles.hint}>{t('fieldNoErrors')}</p>
        ) : (
          <ul className={styles.log} aria-labelledby="qa-field-errors" style={{ maxHeight: 'none' }}>
            {errors.map(({ seq, properties }) => (
              <li key={seq} className={styles.fieldItem}>
                <span className={`${styles.tag} ${styles.bad}`}>{String(properties.kind)}</span>{' '}
                <span className={styles.mono}>
                  {properties.kind === 'rest'
                    ? `${String(properties.operation)} ${String(properties.status ?? properties.fault)} · ${String(properties.duration)} ms`
                    : String(properties.message)}
                </span>{' '}
                <span className={styles.hint}>
                  {String(properties.route)}
                  {properties.where ? ` · ${String(properties.where)}` : ''}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

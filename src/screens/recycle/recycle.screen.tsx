// Sell a car (route Recycle). The sellCar machine owns the flow (use-sell-car.ts: its actors, the
// draft kept in storage on every change and when the page is hidden); this screen draws its states:
// the form (sell-car-fields.tsx) and, once sent, the outcome (sell-car-done.tsx).

import { useEffect, useId, useRef, type ReactNode } from 'react';
import { firstInvalidField } from '../../domain/sell-car-form';
import { useLocale, useMessages } from '../../i18n/i18n';
import { Button } from '../../ui/button';
import { cx } from '../../ui/class-names';
import { ErrorState } from '../../ui/error-state';
import { Icon } from '../../ui/icon';
import * as pageStyles from '../../ui/page.module.css';
import * as panelStyles from '../../ui/panel.module.css';
import { fieldId } from './field-parts';
import { recycleMessages } from './messages';
import * as styles from './recycle.module.css';
import { isBlankDraft } from './sell-car-draft';
import { SellCarDone } from './sell-car-done';
import { SellCarFields } from './sell-car-fields';
import { useSellCar } from './use-sell-car';

export function RecycleScreen() {
  const t = useMessages(recycleMessages);
  const locale = useLocale();
  const prefix = useId().replace(/:/g, '');
  const flow = useSellCar();
  const { actor, snapshot, initialDraft, tier } = flow;
  const { context } = snapshot;

  // After a submit with errors, the first invalid field takes the focus.
  const lastAttempt = useRef(0);
  useEffect(() => {
    if (context.validationAttempt === lastAttempt.current) return;
    lastAttempt.current = context.validationAttempt;
    const field = firstInvalidField(context.errors);
    if (field) document.getElementById(fieldId(prefix, field))?.focus();
  }, [context.validationAttempt, context.errors, prefix]);

  if (snapshot.matches('done') && context.result) {
    return (
      <div className={cx(pageStyles.frame, styles.page)} lang={locale}>
        <SellCarDone
          headingId={`${prefix}-done`}
          result={context.result}
          onStartOver={() => actor.send({ type: 'START_OVER' })}
        />
      </div>
    );
  }

  const loadingOptions = snapshot.matches('loadingOptions');
  const optionsFailed = snapshot.matches('optionsFailed');
  const submitting = snapshot.matches('submitting');
  const errorCount = Object.keys(context.errors).length;

  return (
    <div className={cx(pageStyles.frame, styles.page)} lang={locale}>
      <header className={styles.hero}>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.lead}>{t('lead')}</p>
        <ul className={styles.benefits}>
          <Benefit icon="shield">{t('benefitFree')}</Benefit>
          <Benefit icon="check">{t('benefitFast')}</Benefit>
          <Benefit icon="car">{t('benefitTransfer')}</Benefit>
        </ul>
      </header>

      {!isBlankDraft(initialDraft) && <p className={styles.note}>{t('restored')}</p>}
      {tier !== 'local' && (
        <p className={styles.note} role="status">
          {tier === 'session' ? t('storageSession') : t('storageMemory')}
        </p>
      )}

      {optionsFailed && (
        <ErrorState
          title={t('optionsFailed')}
          message={t('optionsFailedBody')}
          onRetry={() => actor.send({ type: 'RETRY' })}
          lang={locale}
        />
      )}

      <form
        className={cx(panelStyles.surface, styles.form)}
        aria-label={t('formLabel')}
        noValidate
        aria-busy={submitting || undefined}
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'SUBMIT' });
        }}
      >
        <SellCarFields prefix={prefix} flow={flow} />

        {snapshot.matches('submitFailed') && (
          <div className={styles.failed} role="alert">
            <p className={styles.failedTitle}>{t('submitFailed')}</p>
            <p className={styles.failedBody}>{t('submitFailedBody')}</p>
            {context.submitError && <p className={styles.failedDetail}>{context.submitError}</p>}
            <Button variant="secondary" onClick={() => actor.send({ type: 'RETRY' })} icon={<Icon name="refresh" />}>
              {t('retry')}
            </Button>
          </div>
        )}

        <div className={styles.actions}>
          {errorCount > 0 && (
            <p className={styles.summary} role="status">
              {t('errorSummary', { count: errorCount })}
            </p>
          )}
          <Button
            type="submit"
            block
            size="lg"
            loading={submitting}
            loadingLabel={t('submitting')}
            disabled={loadingOptions || optionsFailed}
            lang={locale}
          >
            {t('submit')}
          </Button>
          <p className={styles.privacy}>{t('privacy')}</p>
        </div>
      </form>
    </div>
  );
}

function Benefit({ icon, children }: { icon: 'shield' | 'check' | 'car'; children: ReactNode }) {
  return (
    <li className={styles.benefit}>
      <Icon name={icon} size={18} />
      <span>{children}</span>
    </li>
  );
}

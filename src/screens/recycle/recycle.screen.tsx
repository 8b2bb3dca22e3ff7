// Sell a car (route Recycle). The sellCar machine owns the flow; this screen draws its states, runs
// its GraphQL actors and keeps the draft in storage on every change and when the page is hidden.

import { useApolloClient } from '@apollo/client/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { fromPromise } from 'xstate';
import { officialAccountQr } from '../../config/official-account';
import { useLocale, useMessages, type Translate } from '../../i18n/i18n';
import { sellCarMachine, type SellCarResult } from '../../machines/sell-car.machine';
import {
  firstInvalidField,
  MAX_MODEL_OTHER_LENGTH,
  MAX_REMARK_LENGTH,
  type SellCarField,
  type SellCarFieldError,
  type SellCarForm,
  type SellCarOption,
  type SellCarOptionLists,
} from '../../domain/sell-car-form';
import type { DraftTier } from '../../platform/draft-store';
import { useStudioActor } from '../common/use-studio-actor';
import { Button } from '../../ui/button';
import { ErrorState } from '../../ui/error-state';
import { Icon } from '../../ui/icon';
import { OfficialAccountCard } from '../../ui/official-account-card';
import { Skeleton } from '../../ui/skeleton';
import {
  regionHasStations,
  stationAfterRegionChange,
  stationsForRegion,
  submittedModel,
} from '../../domain/sell-car-options';
import { recycleMessages } from './messages';
import { ModelPicker } from './model-picker';
import { RecycleOptionsDocument, RecycleSubmitDocument } from './recycle.generated';
import * as styles from './recycle.module.css';
import { createSellCarDraftStore, isBlankDraft } from './sell-car-draft';
import { paths } from '../../routes/paths';
import { cx } from '../../ui/class-names';
import * as pageStyles from '../../ui/page.module.css';
import * as panelStyles from '../../ui/panel.module.css';

type MessageKey = Parameters<Translate<keyof typeof recycleMessages.zh>>[0];

const SELECT_FIELDS: Record<
  Exclude<SellCarField, 'name' | 'phone' | 'remark' | 'modelOther'>,
  'carModels' | 'regions' | 'registrationYears' | 'mileageBands' | 'serviceSubstations'
> = {
  model: 'carModels',
  region: 'regions',
  registrationYear: 'registrationYears',
  mileage: 'mileageBands',
  substationId: 'serviceSubstations',
};

function errorText(t: Translate<MessageKey>, field: SellCarField, error: SellCarFieldError): string {
  const label = t(field as MessageKey);
  switch (error) {
    case 'required':
      return field in SELECT_FIELDS
        ? t('errorRequiredSelect', { field: label })
        : t('errorRequiredText', { field: label });
    case 'nameLength':
      return t('errorNameLength');
    case 'phone':
      return t('errorPhone');
    case 'year':
      return t('errorYear');
    case 'mileage':
      return t('errorMileage');
    case 'unknownOption':
      return t('errorUnknownOption');
    case 'modelOtherLength':
      return t('errorModelOtherLength', { max: MAX_MODEL_OTHER_LENGTH });
    case 'remarkLength':
      return t('errorRemarkLength', { max: MAX_REMARK_LENGTH });
  }
}

const fieldId = (prefix: string, field: SellCarField) => `${prefix}-${field}`;

export function RecycleScreen() {
  const client = useApolloClient();
  const t = useMessages(recycleMessages);
  const locale = useLocale();
  const prefix = useId().replace(/:/g, '');
  const store = useMemo(() => createSellCarDraftStore(), []);
  const [initialDraft] = useState(() => store.load());
  const [tier, setTier] = useState<DraftTier>('local');

  const machine = useMemo(
    () =>
      sellCarMachine.provide({
        actors: {
          loadOptions: fromPromise(async (): Promise<SellCarOptionLists> => {
            const { data, error } = await client.query({ query: RecycleOptionsDocument, fetchPolicy: 'network-only' });
            if (error || !data) throw error ?? new Error('No options');
            return {
              registrationYears: data.sellCarOptions.registrationYears,
              mileageBands: data.sellCarOptions.mileageBands,
              serviceSubstations: data.sellCarOptions.serviceSubstations,
              carModels: data.carModels,
              regions: data.regions,
              brands: data.brands,
            };
          }),
          submitSellCar: fromPromise(
            async ({ input }: { input: { form: SellCarForm; idempotencyKey: string } }): Promise<SellCarResult> => {
              const { form, idempotencyKey } = input;
              const { data } = await client.mutate({
                mutation: RecycleSubmitDocument,
                variables: {
                  idempotencyKey,
                  name: form.name.trim(),
                  phone: form.phone.replace(/\s+/g, ''),
                  model: submittedModel(form.model, form.modelOther),
                  region: form.region,
                  registrationYear: form.registrationYear,
                  mileage: form.mileage,
                  substationId: form.substationId,
                  remark: form.remark.trim() || null,
                },
              });
              if (!data) throw new Error('No result');
              return data.sellCar;
            },
          ),
        },
        actions: {
          saveDraft: (_, draft) => setTier(store.save(draft)),
          clearDraft: () => store.clear(),
        },
      }),
    [client, store],
  );

  const own = useActorRef(machine, { input: { draft: initialDraft } });
  // The QA studio can swap in an actor restored from an earlier snapshot (src/screens/common/use-studio-actor.ts).
  const actor = useStudioActor('sellCar', own);
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;

  // Backgrounding, app switches and a killed in-app browser: write the latest draft once more.
  useEffect(
    () =>
      store.bindLifecycle(window, () => {
        const current = actor.getSnapshot();
        return current.matches('done')
          ? null
          : { form: current.context.form, idempotencyKey: current.context.idempotencyKey };
      }),
    [actor, store],
  );

  // After a submit with errors, the first invalid field takes the focus.
  const lastAttempt = useRef(0);
  useEffect(() => {
    if (context.validationAttempt === lastAttempt.current) return;
    lastAttempt.current = context.validationAttempt;
    const field = firstInvalidField(context.errors);
    if (field) document.getElementById(fieldId(prefix, field))?.focus();
  }, [context.validationAttempt, context.errors, prefix]);

  // The outcome replaces the form: bring it into view and to assistive tech.
  const isDone = snapshot.matches('done');
  useEffect(() => {
    if (!isDone) return;
    const heading = document.getElementById(`${prefix}-done`);
    heading?.focus();
    heading?.scrollIntoView?.({ block: 'center' });
  }, [isDone, prefix]);

  const edit = (field: SellCarField, value: string) => actor.send({ type: 'EDIT', values: { [field]: value } });
  const allStations = context.options?.serviceSubstations ?? [];
  // A new city keeps the chosen station only if that city still offers it.
  const editRegion = (region: string) =>
    actor.send({
      type: 'EDIT',
      values: { region, substationId: stationAfterRegionChange(allStations, region, context.form.substationId) },
    });

  if (snapshot.matches('done') && context.result) {
    return (
      <div className={cx(pageStyles.frame, styles.page)} lang={locale}>
        <section className={styles.done} aria-labelledby={`${prefix}-done`}>
          <span className={styles.doneIcon} aria-hidden="true">
            <Icon name="check" size={32} />
          </span>
          <h1 id={`${prefix}-done`} className={styles.doneTitle} tabIndex={-1}>
            {t('doneTitle')}
          </h1>
          <p className={styles.clue}>{t('doneClue', { clueId: context.result.clueId })}</p>
          <p className={styles.contact}>{t('doneContact', { hours: context.result.contactWithinHours })}</p>
          <h2 className={styles.stepsTitle}>{t('nextSteps')}</h2>
          <ol className={styles.steps}>
            {(['step1', 'step2', 'step3', 'step4'] as const).map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ol>
          <Button variant="secondary" block onClick={() => actor.send({ type: 'START_OVER' })}>
            {t('startOver')}
          </Button>
          <Link to={paths.index()} className={styles.homeLink}>
            {t('backHome')}
          </Link>
        </section>
        <OfficialAccountCard variant="inline" src={officialAccountQr()} text={t('qrInvite')} alt={t('qrAlt')} />
      </div>
    );
  }

  const loadingOptions = snapshot.matches('loadingOptions');
  const optionsFailed = snapshot.matches('optionsFailed');
  const submitting = snapshot.matches('submitting');
  const submitFailed = snapshot.matches('submitFailed');
  const errorCount = Object.keys(context.errors).length;

  const describedBy = (field: SellCarField, hint?: boolean) =>
    [hint ? `${fieldId(prefix, field)}-hint` : '', context.errors[field] ? `${fieldId(prefix, field)}-error` : '']
      .filter(Boolean)
      .join(' ') || undefined;

  const fieldError = (field: SellCarField) => {
    const error = context.errors[field];
    return error ? (
      <p id={`${fieldId(prefix, field)}-error`} className={styles.error}>
        <Icon name="warning" size={14} /> {errorText(t, field, error)}
      </p>
    ) : null;
  };

  const selectField = (field: keyof typeof SELECT_FIELDS, hint?: string) => {
    const all: SellCarOption[] = context.options?.[SELECT_FIELDS[field]] ?? [];
    const options = field === 'substationId' ? stationsForRegion(all, context.form.region) : all;
    const id = fieldId(prefix, field);
    return (
      <div className={styles.field} key={field}>
        <label htmlFor={id} className={styles.label}>
          {t(field)}
        </label>
        {loadingOptions ? (
          <Skeleton variant="block" height={44} label={t('optionsLoading')} lang={locale} />
        ) : (
          <select
            id={id}
            className={styles.control}
            value={context.form[field]}
            onChange={(event) =>
              field === 'region' ? editRegion(event.target.value) : edit(field, event.target.value)
            }
            disabled={optionsFailed || submitting}
            aria-invalid={context.errors[field] ? true : undefined}
            aria-describedby={describedBy(field, Boolean(hint))}
          >
            <option value="">{options.length ? t('choose') : t('noOptions')}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
        {hint && (
          <p id={`${id}-hint`} className={styles.hint}>
            {hint}
          </p>
        )}
        {fieldError(field)}
      </div>
    );
  };

  const region = context.form.region;
  const regionLabel = context.options?.regions.find((option) => option.value === region)?.label ?? '';
  const stationsHint = !region
    ? t('stationsAll')
    : regionHasStations(allStations, region)
      ? t('stationsInCity', { city: regionLabel })
      : t('stationsNoneInCity', { city: regionLabel });

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
        <div className={styles.field}>
          <label htmlFor={fieldId(prefix, 'name')} className={styles.label}>
            {t('name')}
          </label>
          <input
            id={fieldId(prefix, 'name')}
            className={styles.control}
            value={context.form.name}
            onChange={(event) => edit('name', event.target.value)}
            placeholder={t('namePlaceholder')}
            autoComplete="name"
            maxLength={20}
            readOnly={submitting}
            aria-invalid={context.errors.name ? true : undefined}
            aria-describedby={describedBy('name')}
          />
          {fieldError('name')}
        </div>
        <div className={styles.field}>
          <label htmlFor={fieldId(prefix, 'phone')} className={styles.label}>
            {t('phone')}
          </label>
          <input
            id={fieldId(prefix, 'phone')}
            className={styles.control}
            type="tel"
            inputMode="numeric"
            value={context.form.phone}
            onChange={(event) => edit('phone', event.target.value)}
            placeholder={t('phonePlaceholder')}
            autoComplete="tel-national"
            maxLength={13}
            readOnly={submitting}
            aria-invalid={context.errors.phone ? true : undefined}
            aria-describedby={describedBy('phone', true)}
          />
          <p id={`${fieldId(prefix, 'phone')}-hint`} className={styles.hint}>
            {t('phoneHint')}
          </p>
          {fieldError('phone')}
        </div>
        {loadingOptions ? (
          selectField('model')
        ) : (
          <ModelPicker
            id={fieldId(prefix, 'model')}
            otherId={fieldId(prefix, 'modelOther')}
            models={context.options?.carModels ?? []}
            brands={context.options?.brands ?? []}
            value={context.form.model}
            otherValue={context.form.modelOther}
            disabled={optionsFailed}
            readOnly={submitting}
            invalid={Boolean(context.errors.model)}
            otherInvalid={Boolean(context.errors.modelOther)}
            describedBy={describedBy('model')}
            otherDescribedBy={describedBy('modelOther')}
            onChange={(value) => edit('model', value)}
            onOtherChange={(value) => edit('modelOther', value)}
            error={fieldError('model')}
            otherError={fieldError('modelOther')}
          />
        )}
        {selectField('region')}
        <div className={styles.pair}>
          {selectField('registrationYear')}
          {selectField('mileage')}
        </div>
        {selectField('substationId', loadingOptions || optionsFailed ? undefined : stationsHint)}
        <div className={styles.field}>
          <label htmlFor={fieldId(prefix, 'remark')} className={styles.label}>
            {t('remark')}
          </label>
          <textarea
            id={fieldId(prefix, 'remark')}
            className={`${styles.control} ${styles.textarea}`}
            value={context.form.remark}
            onChange={(event) => edit('remark', event.target.value)}
            placeholder={t('remarkPlaceholder')}
            rows={3}
            readOnly={submitting}
            aria-invalid={context.errors.remark ? true : undefined}
            aria-describedby={describedBy('remark', true)}
          />
          <p id={`${fieldId(prefix, 'remark')}-hint`} className={styles.counter}>
            {t('remarkCount', { count: context.form.remark.length, max: MAX_REMARK_LENGTH })}
          </p>
          {fieldError('remark')}
        </div>

        {submitFailed && (
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

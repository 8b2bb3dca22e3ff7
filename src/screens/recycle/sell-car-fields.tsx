// The sell form's fields, in the form's order: name, phone, model (the picker, or a placeholder select
// while the options load), city, year and mileage, station, remark. Every edit goes to the machine.

import { useMessages } from '../../i18n/i18n';
import { MAX_REMARK_LENGTH, type SellCarField } from '../../domain/sell-car-form';
import { regionHasStations, stationAfterRegionChange } from '../../domain/sell-car-options';
import { describedBy, fieldId, FieldError, type SELECT_FIELDS, SelectField } from './field-parts';
import { recycleMessages } from './messages';
import { ModelPicker } from './model-picker';
import * as styles from './recycle.module.css';
import type { SellCarFlow } from './use-sell-car';

export function SellCarFields({ prefix, flow: { actor, snapshot } }: { prefix: string; flow: SellCarFlow }) {
  const t = useMessages(recycleMessages);
  const { context } = snapshot;
  const { form, errors, options } = context;
  const loadingOptions = snapshot.matches('loadingOptions');
  const optionsFailed = snapshot.matches('optionsFailed');
  const submitting = snapshot.matches('submitting');

  const edit = (field: SellCarField, value: string) => actor.send({ type: 'EDIT', values: { [field]: value } });
  const allStations = options?.serviceSubstations ?? [];
  // A new city keeps the chosen station only if that city still offers it.
  const editRegion = (region: string) =>
    actor.send({
      type: 'EDIT',
      values: { region, substationId: stationAfterRegionChange(allStations, region, form.substationId) },
    });
  const select = (field: keyof typeof SELECT_FIELDS, hint?: string) => (
    <SelectField
      prefix={prefix}
      field={field}
      form={form}
      errors={errors}
      options={options}
      hint={hint}
      loading={loadingOptions}
      disabled={optionsFailed || submitting}
      onChange={(value) => (field === 'region' ? editRegion(value) : edit(field, value))}
    />
  );
  const error = (field: SellCarField) => <FieldError prefix={prefix} field={field} errors={errors} />;
  const described = (field: SellCarField, hint?: boolean) => describedBy(prefix, errors, field, hint);

  const regionLabel = options?.regions.find((option) => option.value === form.region)?.label ?? '';
  const stationsHint = !form.region
    ? t('stationsAll')
    : regionHasStations(allStations, form.region)
      ? t('stationsInCity', { city: regionLabel })
      : t('stationsNoneInCity', { city: regionLabel });

  return (
    <>
      <div className={styles.field}>
        <label htmlFor={fieldId(prefix, 'name')} className={styles.label}>
          {t('name')}
        </label>
        <input
          id={fieldId(prefix, 'name')}
          className={styles.control}
          value={form.name}
          onChange={(event) => edit('name', event.target.value)}
          placeholder={t('namePlaceholder')}
          autoComplete="name"
          maxLength={20}
          readOnly={submitting}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={described('name')}
        />
        {error('name')}
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
          value={form.phone}
          onChange={(event) => edit('phone', event.target.value)}
          placeholder={t('phonePlaceholder')}
          autoComplete="tel-national"
          maxLength={13}
          readOnly={submitting}
          aria-invalid={errors.phone ? true : undefined}
          aria-describedby={described('phone', true)}
        />
        <p id={`${fieldId(prefix, 'phone')}-hint`} className={styles.hint}>
          {t('phoneHint')}
        </p>
        {error('phone')}
      </div>
      {loadingOptions ? (
        select('model')
      ) : (
        <ModelPicker
          id={fieldId(prefix, 'model')}
          otherId={fieldId(prefix, 'modelOther')}
          models={options?.carModels ?? []}
          brands={options?.brands ?? []}
          value={form.model}
          otherValue={form.modelOther}
          disabled={optionsFailed}
          readOnly={submitting}
          invalid={Boolean(errors.model)}
          otherInvalid={Boolean(errors.modelOther)}
          describedBy={described('model')}
          otherDescribedBy={described('modelOther')}
          onChange={(value) => edit('model', value)}
          onOtherChange={(value) => edit('modelOther', value)}
          error={error('model')}
          otherError={error('modelOther')}
        />
      )}
      {select('region')}
      <div className={styles.pair}>
        {select('registrationYear')}
        {select('mileage')}
      </div>
      {select('substationId', loadingOptions || optionsFailed ? undefined : stationsHint)}
      <div className={styles.field}>
        <label htmlFor={fieldId(prefix, 'remark')} className={styles.label}>
          {t('remark')}
        </label>
        <textarea
          id={fieldId(prefix, 'remark')}
          className={`${styles.control} ${styles.textarea}`}
          value={form.remark}
          onChange={(event) => edit('remark', event.target.value)}
          placeholder={t('remarkPlaceholder')}
          rows={3}
          readOnly={submitting}
          aria-invalid={errors.remark ? true : undefined}
          aria-describedby={described('remark', true)}
        />
        <p id={`${fieldId(prefix, 'remark')}-hint`} className={styles.counter}>
          {t('remarkCount', { count: form.remark.length, max: MAX_REMARK_LENGTH })}
        </p>
        {error('remark')}
      </div>
    </>
  );
}

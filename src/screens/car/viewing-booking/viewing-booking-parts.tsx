// The booking form's field parts: the error that names a field's problem, the day and time-slot chips,
// and the showroom picker (with its loading and failed states, and the chosen showroom's address).

import { useMessages } from '../../../i18n/i18n';
import type { ViewingErrors, ViewingField, ViewingFieldError, ViewingForm } from '../../../domain/viewing';
import { Button } from '../../../ui/button';
import { cx } from '../../../ui/class-names';
import { Icon } from '../../../ui/icon';
import { Spinner } from '../../../ui/spinner';
import { viewingMessages } from './messages';
import type { ViewingBookingFlow } from './use-viewing-booking';
import * as styles from './viewing-booking.module.css';

type Key = keyof typeof viewingMessages.zh;

function errorKey(field: ViewingField, error: ViewingFieldError): Key {
  switch (error) {
    case 'required':
      return field === 'name' || field === 'phone' ? 'required' : 'requiredChoice';
    case 'phone':
      return 'errorPhone';
    case 'nameLength':
      return 'errorName';
    case 'day':
      return 'errorDay';
    case 'slot':
      return 'errorSlot';
    case 'unknownOption':
      return 'errorShowroom';
  }
}

/** The ids that describe a field: its error, when there is one, and its hint, when it has one. */
export const describedBy = (prefix: string, errors: ViewingErrors, field: ViewingField, hint?: boolean) =>
  cx(errors[field] && `${prefix}-${field}-error`, hint && `${prefix}-${field}-hint`) || undefined;

/** A field's error line, or nothing when the field is fine. */
export function FieldError({ prefix, field, errors }: { prefix: string; field: ViewingField; errors: ViewingErrors }) {
  const t = useMessages(viewingMessages);
  const error = errors[field];
  return error ? (
    <p id={`${prefix}-${field}-error`} className={styles.error}>
      <Icon name="warning" size={14} /> {t(errorKey(field, error))}
    </p>
  ) : null;
}

/** The day and the time slot: a row of radio chips, one chosen. */
export function ChoiceGroup({
  prefix,
  field,
  values,
  label,
  form,
  errors,
  onChange,
}: {
  prefix: string;
  field: 'day' | 'slot';
  values: readonly string[];
  label: (value: string) => string;
  form: ViewingForm;
  errors: ViewingErrors;
  onChange: (value: string) => void;
}) {
  const t = useMessages(viewingMessages);
  return (
    <fieldset className={styles.field} aria-describedby={describedBy(prefix, errors, field)}>
      <legend className={styles.label}>{t(field)}</legend>
      <div className={styles.choices} id={`${prefix}-${field}`} tabIndex={-1}>
        {values.map((value) => (
          <label key={value} className={cx(styles.choice, form[field] === value && styles.chosen)}>
            <input
              type="radio"
              name={`${prefix}-${field}`}
              value={value}
              checked={form[field] === value}
              onChange={() => onChange(value)}
              className={styles.radio}
            />
            {label(value)}
          </label>
        ))}
      </div>
      <FieldError prefix={prefix} field={field} errors={errors} />
    </fieldset>
  );
}

export function ShowroomField({
  prefix,
  flow: { snapshot, showrooms, list },
  onChange,
}: {
  prefix: string;
  flow: ViewingBookingFlow;
  onChange: (value: string) => void;
}) {
  const t = useMessages(viewingMessages);
  const { form, errors } = snapshot.context;
  const chosenAddress = list.find((item) => item.id === form.substationId)?.address;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={`${prefix}-substationId`}>
        {t('showroom')}
      </label>
      {showrooms.loading && !list.length ? (
        <Spinner size="sm" label={t('showroomsLoading')} />
      ) : showrooms.error && !list.length ? (
        <div className={styles.inlineFailed} role="alert">
          <span>{t('showroomsFailed')}</span>
          <Button size="sm" variant="secondary" onClick={() => void showrooms.refetch().catch(() => undefined)}>
            {t('retry')}
          </Button>
        </div>
      ) : null}
      <select
        id={`${prefix}-substationId`}
        className={styles.control}
        value={form.substationId}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={errors.substationId ? true : undefined}
        aria-describedby={describedBy(prefix, errors, 'substationId')}
        hidden={!list.length}
      >
        <option value="">{t('showroomPick')}</option>
        {list.map((item) => (
          <option key={item.id} value={item.id}>
            {item.name}
          </option>
        ))}
      </select>
      {chosenAddress && (
        <p className={styles.hint}>
          <Icon name="location" size={14} /> {chosenAddress}
        </p>
      )}
      <FieldError prefix={prefix} field="substationId" errors={errors} />
    </div>
  );
}

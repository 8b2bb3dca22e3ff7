// The sell form's model picker: a search box over a native select grouped by brand (optgroups), with
// "other / not listed" always offered; choosing it asks for the model in the seller's own words.
// A native select keeps the phone's own picker (and its accessibility) on every platform.

import { useId, useMemo, useState } from 'react';
import { groupModelsByBrand, OTHER_MODEL, type PickerBrand, type PickerOption } from '../../domain/sell-car-options';
import { useMessages } from '../../i18n/i18n';
import { MAX_MODEL_OTHER_LENGTH } from '../../domain/sell-car-form';
import { recycleMessages } from './messages';
import * as styles from './recycle.module.css';

export interface ModelPickerProps {
  id: string;
  otherId: string;
  models: PickerOption[];
  brands: PickerBrand[];
  value: string;
  otherValue: string;
  disabled: boolean;
  readOnly: boolean;
  invalid: boolean;
  otherInvalid: boolean;
  describedBy?: string;
  otherDescribedBy?: string;
  onChange: (value: string) => void;
  onOtherChange: (value: string) => void;
  error: React.ReactNode;
  otherError: React.ReactNode;
}

export function ModelPicker(props: ModelPickerProps) {
  const t = useMessages(recycleMessages);
  const searchId = useId();
  const [query, setQuery] = useState('');
  const groups = useMemo(
    () => groupModelsByBrand(props.models, props.brands, query),
    [props.models, props.brands, query],
  );
  const found = groups.reduce((sum, group) => sum + group.models.length, 0);
  // The chosen model stays selectable while a search hides its group, so the select never loses it.
  const chosen =
    props.value &&
    props.value !== OTHER_MODEL &&
    !groups.some((group) => group.models.some((model) => model.value === props.value))
      ? props.models.find((model) => model.value === props.value)
      : undefined;

  return (
    <>
      <div className={styles.field}>
        <label htmlFor={props.id} className={styles.label}>
          {t('model')}
        </label>
        <input
          id={searchId}
          type="search"
          className={styles.control}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('modelSearch')}
          aria-label={t('modelSearchLabel')}
          aria-controls={props.id}
          disabled={props.disabled}
          autoComplete="off"
          enterKeyHint="search"
        />
        <p className={styles.hint} role="status">
          {query.trim() ? (found > 0 ? t('modelFound', { count: found }) : t('modelNoneFound')) : t('modelHint')}
        </p>
        <select
          id={props.id}
          className={styles.control}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
          disabled={props.disabled || props.readOnly}
          aria-invalid={props.invalid || undefined}
          aria-describedby={props.describedBy}
        >
          <option value="">{props.models.length ? t('choose') : t('noOptions')}</option>
          {chosen && <option value={chosen.value}>{chosen.label}</option>}
          {groups.map((group) => (
            <optgroup key={group.brandId} label={group.brandName}>
              {group.models.map((model) => (
                <option key={model.value} value={model.value}>
                  {model.label}
                </option>
              ))}
            </optgroup>
          ))}
          <option value={OTHER_MODEL}>{t('modelOtherOption')}</option>
        </select>
        {props.error}
      </div>
      {props.value === OTHER_MODEL && (
        <div className={styles.field}>
          <label htmlFor={props.otherId} className={styles.label}>
            {t('modelOther')}
          </label>
          <input
            id={props.otherId}
            className={styles.control}
            value={props.otherValue}
            onChange={(event) => props.onOtherChange(event.target.value)}
            placeholder={t('modelOtherPlaceholder')}
            maxLength={MAX_MODEL_OTHER_LENGTH}
            readOnly={props.readOnly}
            autoComplete="off"
            aria-invalid={props.otherInvalid || undefined}
            aria-describedby={props.otherDescribedBy}
          />
          {props.otherError}
        </div>
      )}
    </>
  );
}

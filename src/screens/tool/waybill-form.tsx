import { useId, useState } from 'react';
import { useMessages } from '../../i18n/i18n';
import { Button } from '../../ui/button';
import { Icon } from '../../ui/icon';
import { toolMessages } from './messages';
import * as styles from './tool.module.css';
import * as panelStyles from '../../ui/panel.module.css';
import { cx } from '../../ui/class-names';

export const WAYBILL_PATTERN = /^[A-Za-z0-9]{6,24}$/;

export function WaybillForm({ initial = '', onSubmit }: { initial?: string; onSubmit: (waybill: string) => void }) {
  const t = useMessages(toolMessages);
  const id = useId();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className={cx(panelStyles.surface, styles.form)}
      role="search"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const waybill = value.replace(/\s+/g, '').toUpperCase();
        if (!waybill) setError(t('waybillRequired'));
        else if (!WAYBILL_PATTERN.test(waybill)) setError(t('waybillInvalid'));
        else {
          setError(null);
          onSubmit(waybill);
        }
      }}
    >
      <label htmlFor={id} className={styles.label}>
        {t('waybill')}
      </label>
      <div className={styles.formRow}>
        <input
          id={id}
          className={styles.input}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          placeholder={t('waybillPlaceholder')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="search"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        />
        <Button type="submit" icon={<Icon name="search" />}>
          {t('search')}
        </Button>
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('waybillHint')}
      </p>
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </form>
  );
}

// Requests tab: the live log of REST calls and GraphQL operations, newest first, with bodies.

import { useState, useSyncExternalStore } from 'react';
import type { RequestLog, RequestLogRecord } from '../graph/request-log';
import { useMessages } from '../i18n/i18n';
import { JsonTree } from './json-tree';
import { qaMessages } from './messages';
import * as styles from './qa-studio.module.css';

function clock(at: number): string {
  const date = new Date(at);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.${pad(date.getMilliseconds(), 3)}`;
}

function failed(record: RequestLogRecord): boolean {
  return record.kind === 'rest' ? Boolean(record.error) : Boolean(record.errors?.length);
}

function Body({ label, value }: { label: string; value: unknown }) {
  if (value === undefined) return null;
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      parsed = value;
    }
  }
  return (
    <div>
      <strong>{label}</strong>
      {typeof parsed === 'string' ? (
        <pre className={styles.pre}>{parsed}</pre>
      ) : (
        <JsonTree value={parsed} label={label} openDepth={1} />
      )}
    </div>
  );
}

function Entry({ record }: { record: RequestLogRecord }) {
  const t = useMessages(qaMessages);
  const [open, setOpen] = useState(false);
  const bad = failed(record);
  return (
    <li className={styles.request}>
      <details onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary>
          <span className={styles.mono}>{clock(record.at)}</span>
          <span className={styles.tag}>{record.kind === 'rest' ? 'REST' : 'GraphQL'}</span>
          {record.kind === 'rest' ? (
            <>
              <span className={styles.mono}>
                {record.method} {record.url}
              </span>
              <span className={`${styles.tag} ${bad ? styles.bad : styles.ok}`}>{record.status ?? t('noAnswer')}</span>
              {record.envelopeCode !== undefined ? (
                <span className={styles.tag}>{t('envelopeCode', { code: String(record.envelopeCode) })}</span>
              ) : null}
            </>
          ) : (
            <>
              <span className={styles.mono}>
                {record.operationType} {record.operationName}
              </span>
              <span className={`${styles.tag} ${bad ? styles.bad : styles.ok}`}>
                {bad ? t('errorCount', { count: record.errors?.length ?? 0 }) : t('ok')}
              </span>
            </>
          )}
          <span className={styles.mono}>{record.durationMs} ms</span>
        </summary>
        {open ? (
          <div className={styles.requestBody}>
            {record.kind === 'rest' ? (
              <>
                <p className={styles.mono}>{t('operationIs', { operation: record.operation })}</p>
                {record.error ? <p className={styles.error}>{record.error}</p> : null}
                <Body label={t('requestBody')} value={record.requestBody} />
                <Body label={t('responseBody')} value={record.responseBody} />
              </>
            ) : (
              <>
                <Body label={t('variables')} value={record.variables} />
                <pre className={styles.pre}>{record.query}</pre>
                {record.errors ? <Body label={t('errors')} value={record.errors} /> : null}
                <Body label={t('data')} value={record.data} />
              </>
            )}
          </div>
        ) : null}
      </details>
    </li>
  );
}

export function RequestsTab({ log }: { log: RequestLog }) {
  const t = useMessages(qaMessages);
  const entries = useSyncExternalStore(log.subscribe, log.entries);
  const [kind, setKind] = useState<'all' | 'rest' | 'graphql'>('all');
  const [onlyFailed, setOnlyFailed] = useState(false);
  const [text, setText] = useState('');
  const needle = text.trim().toLowerCase();
  const shown = [...entries]
    .reverse()
    .filter((record) => kind === 'all' || record.kind === kind)
    .filter((record) => !onlyFailed || failed(record))
    .filter(
      (record) =>
        !needle ||
        (record.kind === 'rest' ? `${record.operation} ${record.url}` : record.operationName)
          .toLowerCase()
          .includes(needle),
    );
  return (
    <div>
      <div className={styles.row}>
        <label className={styles.row}>
          <span>{t('show')}</span>
          <select
            className={styles.input}
            value={kind}
            onChange={(event) => setKind(event.target.value as typeof kind)}
          >
            <option value="all">{t('restAndGraphql')}</option>
            <option value="rest">REST</option>
            <option value="graphql">GraphQL</option>
          </select>
        </label>
        <label className={styles.row}>
          <input type="checkbox" checked={onlyFailed} onChange={(event) => setOnlyFailed(event.target.checked)} />
          {t('failuresOnly')}
        </label>
        <label className={styles.row}>
          <span>{t('search')}</span>
          <input
            className={styles.input}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </label>
        <button type="button" className={styles.button} onClick={() => log.clear()}>
          {t('clearLog')}
        </button>
      </div>
      <p className={styles.hint} aria-live="polite">
        {t('requestCount', { shown: shown.length, total: entries.length, capacity: log.capacity })}
      </p>
      <ul className={styles.log} aria-label={t('requests')} style={{ maxHeight: 'none' }}>
        {shown.map((record) => (
          <Entry key={record.seq} record={record} />
        ))}
      </ul>
    </div>
  );
}

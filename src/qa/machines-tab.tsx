// Machines tab: every registered actor, its drawing with the current state, its context, the events
// it takes now (with a payload editor), its log, and stepping back to an earlier snapshot.

import { useState, useSyncExternalStore } from 'react';
import type { StateValue } from 'xstate';
import { useMessages } from '../i18n/i18n';
import type { ActorLogItem, ActorTracker, AvailableEvent } from './actor-tracker';
import { JsonTree } from './json-tree';
import { machineCatalogue } from './machine-catalogue';
import { MachineDiagram } from './machine-diagram';
import { activeStateIds, eventLabel } from './machine-graph';
import { qaMessages } from './messages';
import * as styles from './qa-studio.module.css';

export function stateText(value: StateValue | undefined): string {
  if (value === undefined) return '—';
  if (typeof value === 'string') return value;
  return Object.entries(value)
    .map(([key, sub]) =>
      sub && (typeof sub === 'string' || Object.keys(sub).length) ? `${key}.${stateText(sub as StateValue)}` : key,
    )
    .join(' | ');
}

function time(at: number): string {
  const date = new Date(at);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.${pad(date.getMilliseconds(), 3)}`;
}

function EventSender({ tracker, name, events }: { tracker: ActorTracker; name: string; events: AvailableEvent[] }) {
  const t = useMessages(qaMessages);
  const [editing, setEditing] = useState<{ type: string; text: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const send = (type: string, payload: Record<string, unknown> | null) => {
    try {
      tracker.send(name, type, payload);
      setEditing(null);
      setError(null);
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
    }
  };
  const choose = (event: AvailableEvent) => {
    if (event.example === null) send(event.type, null);
    else setEditing({ type: event.type, text: JSON.stringify(event.example, null, 2) });
  };
  const submitEditor = () => {
    if (!editing) return;
    try {
      const parsed: unknown = editing.text.trim() ? JSON.parse(editing.text) : {};
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error(t('payloadNotObject'));
      send(editing.type, parsed as Record<string, unknown>);
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
    }
  };
  const own = events.filter((event) => !event.simulated);
  const simulated = events.filter((event) => event.simulated);
  const renderButtons = (list: AvailableEvent[]) => (
    <div className={styles.events}>
      {list.map((event) => (
        <button
          key={event.type}
          type="button"
          className={`${styles.button} ${event.enabled ? styles.primary : ''}`}
          disabled={!event.enabled}
          title={event.enabled ? event.type : t('guarded', { type: event.type })}
          onClick={() => choose(event)}
        >
          {eventLabel(event.type).label}
          {event.example !== null ? '…' : ''}
        </button>
      ))}
    </div>
  );
  return (
    <section className={styles.section} aria-labelledby="qa-events-title">
      <h3 className={styles.sectionTitle} id="qa-events-title">
        {t('eventsNow')}
      </h3>
      {events.length === 0 ? <p className={styles.hint}>{t('noEvents')}</p> : null}
      {own.length ? renderButtons(own) : null}
      {simulated.length ? (
        <>
          <p className={styles.hint}>{t('simulate')}</p>
          {renderButtons(simulated)}
        </>
      ) : null}
      {editing ? (
        <div className={styles.section}>
          <label htmlFor="qa-payload" className={styles.hint}>
            {t('payloadBefore', { type: editing.type })}
            <code>type</code>
            {t('payloadAfter')}
          </label>
          <textarea
            id="qa-payload"
            className={`${styles.input} ${styles.textarea}`}
            value={editing.text}
            onChange={(event) => setEditing({ type: editing.type, text: event.target.value })}
          />
          <div className={styles.row}>
            <button type="button" className={`${styles.button} ${styles.primary}`} onClick={submitEditor}>
              {t('send', { type: editing.type })}
            </button>
            <button type="button" className={styles.button} onClick={() => setEditing(null)}>
              {t('cancel')}
            </button>
          </div>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </section>
  );
}

function LogList({ tracker, name, log }: { tracker: ActorTracker; name: string; log: readonly ActorLogItem[] }) {
  const t = useMessages(qaMessages);
  const [error, setError] = useState<string | null>(null);
  const latest = [...log].reverse().find((item) => item.kind === 'snapshot');
  const restore = (item: ActorLogItem) => {
    try {
      tracker.restore(name, item.seq);
      setError(null);
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
    }
  };
  return (
    <section className={styles.section} aria-labelledby="qa-log-title">
      <div className={styles.row}>
        <h3 className={styles.sectionTitle} id="qa-log-title">
          {t('log')}
        </h3>
        <button type="button" className={styles.button} onClick={() => tracker.clearLog(name)}>
          {t('clearLog')}
        </button>
      </div>
      <p className={styles.hint}>{t('restoreHint')}</p>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <ol className={styles.log} aria-label={t('logOf', { name })} reversed>
        {[...log].reverse().map((item) => (
          <li key={item.seq} className={styles.logItem}>
            <span className={styles.mono}>{time(item.at)}</span>
            {item.kind === 'snapshot' ? (
              <>
                <span className={styles.tag}>{t('tagState')}</span>
                <span className={styles.mono}>{stateText(item.value)}</span>
                {item.status && item.status !== 'active' ? <span className={styles.tag}>{item.status}</span> : null}
                {item !== latest && item.persisted !== undefined ? (
                  <button
                    type="button"
                    className={styles.button}
                    aria-label={t('restoreSnapshot', { seq: item.seq, state: stateText(item.value) })}
                    onClick={() => restore(item)}
                  >
                    {t('restore')}
                  </button>
                ) : null}
              </>
            ) : item.kind === 'event' ? (
              <>
                <span className={`${styles.tag} ${item.source === 'studio' ? styles.ok : ''}`}>
                  {item.source === 'studio' ? t('tagSent') : t('tagEvent')}
                </span>
                <span className={styles.mono}>{item.event?.type}</span>
                {item.event && Object.keys(item.event).length > 1 ? (
                  <details>
                    <summary>{t('payload')}</summary>
                    <JsonTree value={item.event} label={t('payloadOf', { type: item.event.type })} openDepth={1} />
                  </details>
                ) : null}
              </>
            ) : (
              <>
                <span className={`${styles.tag} ${styles.bad}`}>{t('tagRestored')}</span>
                <span>{t('fromSnapshot', { seq: item.restoredFrom ?? '' })}</span>
              </>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

export function MachinesTab({ tracker }: { tracker: ActorTracker }) {
  const t = useMessages(qaMessages);
  useSyncExternalStore(tracker.subscribe, tracker.version);
  const actors = tracker.list();
  const [selected, setSelected] = useState<string | null>(null);
  const [sandboxId, setSandboxId] = useState(machineCatalogue[0]?.id ?? '');
  const current = actors.find((item) => item.name === selected) ?? actors[0];

  const startSandbox = () => {
    const entry = machineCatalogue.find((item) => item.id === sandboxId);
    if (!entry) return;
    setSelected(tracker.startSandbox(entry.machine, entry.input()));
  };

  const snapshot = current
    ? (current.actor.getSnapshot() as { value?: StateValue; status?: string; context?: unknown })
    : null;
  const graph = current ? tracker.graph(current.name) : null;
  const activeIds = graph && snapshot?.value !== undefined ? activeStateIds(graph, snapshot.value) : [];

  return (
    <div className={styles.machines}>
      <div>
        <h3 className={styles.sectionTitle}>{t('runningActors')}</h3>
        <ul className={styles.actorList} aria-label={t('runningActors')}>
          {actors.map((item) => {
            const value = (item.actor.getSnapshot() as { value?: StateValue }).value;
            return (
              <li key={item.name}>
                <button
                  type="button"
                  className={styles.listButton}
                  aria-current={item.name === current?.name ? 'true' : undefined}
                  onClick={() => setSelected(item.name)}
                >
                  <strong>{item.name}</strong>
                  <span className={styles.stateValue}>{stateText(value)}</span>
                </button>
              </li>
            );
          })}
        </ul>
        {actors.length === 0 ? <p className={styles.hint}>{t('noActors')}</p> : null}
        <div className={styles.section}>
          <label htmlFor="qa-sandbox" className={styles.hint}>
            {t('startNotRunning')}
          </label>
          <div className={styles.row}>
            <select
              id="qa-sandbox"
              className={styles.input}
              value={sandboxId}
              onChange={(event) => setSandboxId(event.target.value)}
            >
              {machineCatalogue.map((item) => (
                <option key={item.id} value={item.id}>
                  {t(item.label)}
                </option>
              ))}
            </select>
            <button type="button" className={styles.button} onClick={startSandbox}>
              {t('startSandbox')}
            </button>
            {current?.sandbox ? (
              <button
                type="button"
                className={`${styles.button} ${styles.danger}`}
                onClick={() => tracker.stopSandbox(current.name)}
              >
                {t('stopSandbox')}
              </button>
            ) : null}
          </div>
        </div>
      </div>
      {current ? (
        <>
          <div>
            <h3 className={styles.sectionTitle}>
              {current.name}: <span className={styles.mono}>{stateText(snapshot?.value)}</span>
              {snapshot?.status && snapshot.status !== 'active' ? ` (${snapshot.status})` : ''}
            </h3>
            {graph ? (
              <div
                className={styles.diagram}
                tabIndex={0}
                role="group"
                aria-label={t('diagramOf', { name: current.name })}
              >
                <MachineDiagram graph={graph} activeIds={activeIds} name={current.name} />
              </div>
            ) : (
              <p className={styles.hint}>{t('notAMachine')}</p>
            )}
            <section className={styles.section} aria-labelledby="qa-context-title">
              <h3 className={styles.sectionTitle} id="qa-context-title">
                {t('context')}
              </h3>
              <JsonTree value={snapshot?.context} label={t('contextOf', { name: current.name })} />
            </section>
          </div>
          <div>
            <EventSender tracker={tracker} name={current.name} events={tracker.availableEvents(current.name)} />
            <LogList tracker={tracker} name={current.name} log={tracker.log(current.name)} />
          </div>
        </>
      ) : null}
    </div>
  );
}

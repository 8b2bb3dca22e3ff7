// A collapsible JSON tree (objects and arrays as <details>), for contexts, payloads and results.

import * as styles from './qa-studio.module.css';

function Leaf({ value }: { value: unknown }) {
  if (typeof value === 'string') return <span className={styles.jsonString}>{JSON.stringify(value)}</span>;
  if (value === undefined) return <span className={styles.jsonOther}>undefined</span>;
  if (typeof value === 'function') return <span className={styles.jsonOther}>ƒ</span>;
  return <span className={styles.jsonOther}>{String(value)}</span>;
}

function Node({
  name,
  value,
  depth,
  openDepth,
}: {
  name: string | null;
  value: unknown;
  depth: number;
  openDepth: number;
}) {
  const label = name === null ? null : <span className={styles.jsonKey}>{name}: </span>;
  if (value === null || typeof value !== 'object') {
    return (
      <li>
        {label}
        <Leaf value={value} />
      </li>
    );
  }
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : Object.entries(value);
  const summary = Array.isArray(value) ? `[${entries.length}]` : `{${entries.length}}`;
  if (depth > 8) {
    return (
      <li>
        {label}
        <span className={styles.jsonOther}>{summary}</span>
      </li>
    );
  }
  return (
    <li>
      <details open={depth < openDepth}>
        <summary>
          {label}
          <span className={styles.jsonOther}>{summary}</span>
        </summary>
        <ul className={styles.json}>
          {entries.map(([key, item]) => (
            <Node key={key} name={key} value={item} depth={depth + 1} openDepth={openDepth} />
          ))}
        </ul>
      </details>
    </li>
  );
}

export function JsonTree({ value, label, openDepth = 2 }: { value: unknown; label: string; openDepth?: number }) {
  return (
    <ul className={styles.json} aria-label={label}>
      <Node name={null} value={value} depth={0} openDepth={openDepth} />
    </ul>
  );
}

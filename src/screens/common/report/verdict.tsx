// A big, plain verdict: good (green check), bad (red warning) or not known.

import { Icon } from '../../../ui/icon';
import * as styles from './verdict.module.css';

export function Verdict({
  tone,
  title,
  body,
}: {
  tone: 'good' | 'bad' | 'unknown';
  title: string;
  body?: string | null;
}) {
  return (
    <div className={`${styles.verdict} ${tone === 'bad' ? styles.bad : tone === 'unknown' ? styles.unknown : ''}`}>
      <Icon name={tone === 'good' ? 'shield' : tone === 'bad' ? 'warning' : 'info'} size={32} className={styles.icon} />
      <div>
        <p className={styles.title}>{title}</p>
        {body ? <p className={styles.body}>{body}</p> : null}
      </div>
    </div>
  );
}

import { cx } from './class-names';
import * as styles from './official-account-card.module.css';

export interface OfficialAccountCardProps {
  /** The QR image (src/config/official-account.ts); empty draws nothing. */
  src: string;
  /** The invitation, also the landmark's name. */
  text: string;
  alt: string;
  /**
   * `aside`: the shell's fixed card, drawn from 1024 px only. `inline`: a card in the page's flow for
   * phones, where a fixed card would cover listings and buttons; gone from 1024 px, where the aside is.
   */
  variant: 'aside' | 'inline';
  className?: string;
}

/** The official-account invitation: a QR code and one line of text. */
export function OfficialAccountCard({ src, text, alt, variant, className }: OfficialAccountCardProps) {
  if (!src) return null;
  return (
    <aside className={cx(styles.card, styles[variant], className)} aria-label={text}>
      <img className={styles.code} src={src} alt={alt} width={120} height={120} loading="lazy" decoding="async" />
      <p className={styles.text}>{text}</p>
    </aside>
  );
}

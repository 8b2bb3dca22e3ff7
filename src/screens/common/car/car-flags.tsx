// A car's open flags on screen: small warning chips (the list card, the similar-cars tile) and the
// notice of the car page and the report summaries. What a flag means, its order and whether an
// all-clear may be given are src/domain/car-flags.ts; these only draw it.

import { Link } from 'react-router';
import { flagView, type CarFlag, type CarFlagKind } from '../../../domain/car-flags';
import { useMessages, type Translate } from '../../../i18n/i18n';
import { paths } from '../../../routes/paths';
import { cx } from '../../../ui/class-names';
import { Icon } from '../../../ui/icon';
import * as styles from './car-flags.module.css';
import { flagMessages } from './flag-messages';

export type FlagMessageKey = keyof typeof flagMessages.zh;
type FlagKey = FlagMessageKey;

/** The short name of each open kind, weightiest first (the compare table and the poster show these). */
export function flagLabels(flags: readonly CarFlag[] | null | undefined, t: Translate<FlagKey>): string[] {
  return flagView(flags).kinds.map((kind) => t(`flag_${kind}`));
}

/**
 * One chip per open kind, or nothing. `compact` (the list card): one line whatever the count, the
 * weightiest kind named and "+N" for the others, which a screen reader hears by name.
 */
export function FlagChips({
  flags,
  compact = false,
  className,
}: {
  flags: readonly CarFlag[] | null | undefined;
  compact?: boolean;
  className?: string;
}) {
  const t = useMessages(flagMessages);
  const { kinds } = flagView(flags);
  if (kinds.length === 0) return null;
  const [first, ...others] = kinds;
  return (
    <ul className={cx(styles.chips, className)} aria-label={t('flagsLabel')} data-flags={kinds.join(' ')}>
      {compact && first ? (
        <>
          <li className={styles.chip} data-flag={first}>
            <Icon name="warning" size="1em" />
            {t(`flag_${first}`)}
            {others.length > 0 && <span aria-hidden="true">{` +${others.length}`}</span>}
          </li>
          {others.map((kind) => (
            <li key={kind} className="visually-hidden" data-flag={kind}>
              {t(`flag_${kind}`)}
            </li>
          ))}
        </>
      ) : (
        kinds.map((kind) => (
          <li key={kind} className={styles.chip} data-flag={kind}>
            <Icon name="warning" size="1em" />
            {t(`flag_${kind}`)}
          </li>
        ))
      )}
    </ul>
  );
}

function reportLink(kind: CarFlagKind, carId: string): { to: string; label: FlagKey } | null {
  if (kind === 'MILEAGE_DOUBT') return { to: paths.carReportMileage({ id: carId }), label: 'seeMileage' };
  if (kind === 'OPEN_FLAW') return { to: paths.carReportFlaw({ id: carId }), label: 'seeFlaws' };
  return null;
}

export interface FlagNoticeProps {
  flags: readonly CarFlag[] | null | undefined;
  /** Links each flag to the report that tells of it. */
  carId?: string;
  /** The page withheld a summary that gave an all-clear (src/domain/car-flags.ts shownSummary): say so. */
  withheld?: boolean;
  className?: string;
}

/** What is open about the car, each with the dealer's note: the warning that stands where an all-clear would. */
export function FlagNotice({ flags, carId, withheld = false, className }: FlagNoticeProps) {
  const t = useMessages(flagMessages);
  const view = flagView(flags);
  if (!view.flagged) return null;
  return (
    <section className={cx(styles.notice, className)} aria-label={t('noticeTitle')} data-flags={view.kinds.join(' ')}>
      <p className={styles.noticeTitle}>
        <Icon name="warning" size="1.1em" />
        {t('noticeTitle')}
      </p>
      <ul className={styles.noticeList}>
        {view.flags.map((flag, index) => {
          const link = carId ? reportLink(flag.kind, carId) : null;
          return (
            <li key={`${flag.kind}-${index}`} data-flag={flag.kind}>
              <strong className={styles.noticeKind}>
                {t(`flag_${flag.kind}`)}
                {flag.part ? `（${flag.part}）` : ''}
              </strong>{' '}
              <span>{flag.note ?? t(`note_${flag.kind}`)}</span>
              {link && (
                <>
                  {' '}
                  <Link className={styles.noticeLink} to={link.to}>
                    {t(link.label)}
                  </Link>
                </>
              )}
            </li>
          );
        })}
      </ul>
      {withheld && <p className={styles.withheld}>{t('withheld')}</p>}
    </section>
  );
}

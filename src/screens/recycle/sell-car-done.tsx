// What replaces the sell form once it is sent (inside the screen's page): the clue number, when the dealer calls, the next steps,
// and the way to start over or go home. It takes the focus and scrolls into view as it appears.

import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { officialAccountQr } from '../../config/official-account';
import { useMessages } from '../../i18n/i18n';
import type { SellCarResult } from '../../machines/sell-car.machine';
import { paths } from '../../routes/paths';
import { Button } from '../../ui/button';
import { Icon } from '../../ui/icon';
import { OfficialAccountCard } from '../../ui/official-account-card';
import { recycleMessages } from './messages';
import * as styles from './recycle.module.css';

export function SellCarDone({
  headingId,
  result,
  onStartOver,
}: {
  headingId: string;
  result: SellCarResult;
  onStartOver: () => void;
}) {
  const t = useMessages(recycleMessages);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'center' });
  }, []);
  return (
    <>
      <section className={styles.done} aria-labelledby={headingId}>
        <span className={styles.doneIcon} aria-hidden="true">
          <Icon name="check" size={32} />
        </span>
        <h1 id={headingId} ref={heading} className={styles.doneTitle} tabIndex={-1}>
          {t('doneTitle')}
        </h1>
        <p className={styles.clue}>{t('doneClue', { clueId: result.clueId })}</p>
        <p className={styles.contact}>{t('doneContact', { hours: result.contactWithinHours })}</p>
        <h2 className={styles.stepsTitle}>{t('nextSteps')}</h2>
        <ol className={styles.steps}>
          {(['step1', 'step2', 'step3', 'step4'] as const).map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ol>
        <Button variant="secondary" block onClick={onStartOver}>
          {t('startOver')}
        </Button>
        <Link to={paths.index()} className={styles.homeLink}>
          {t('backHome')}
        </Link>
      </section>
      <OfficialAccountCard variant="inline" src={officialAccountQr()} text={t('qrInvite')} alt={t('qrAlt')} />
    </>
  );
}

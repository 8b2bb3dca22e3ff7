// The poster in a sheet: made when the sheet opens (poster.ts, in this lazy chunk with the QR
// library), shown as an <img> the buyer can long-press to save.

import { useEffect, useState } from 'react';
import { useLocale, useMessages } from '../../../i18n/i18n';
import { useAppServices } from '../../../platform/app-services';
import { uiText } from '../../../ui/ui-text';
import { Button } from '../../../ui/button';
import { Sheet } from '../../../ui/sheet';
import { Spinner } from '../../../ui/spinner';
import * as styles from './poster-sheet.module.css';
import { makePoster, type Poster, type PosterInput } from './poster';
import { buyerMessages } from './messages';

export interface PosterSheetProps {
  carId: string;
  input: PosterInput;
  onClose: () => void;
}

export function PosterSheet({ carId, input, onClose }: PosterSheetProps) {
  const t = useMessages(buyerMessages);
  const locale = useLocale();
  const [poster, setPoster] = useState<Poster | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const { analytics } = useAppServices();

  useEffect(() => {
    let live = true;
    setPoster(null);
    setFailed(false);
    makePoster(input).then(
      (made) => {
        if (!live) return;
        setPoster(made);
        analytics.track('buyer_poster', { carId, photo: !made.photoFailed });
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the input is the car's, fixed while the sheet is open; a retry makes it again
  }, [carId, attempt]);

  return (
    <Sheet open onClose={onClose} title={t('posterTitle')} closeLabel={t('close')} lang={locale}>
      <div className={styles.body}>
        {failed ? (
          <div className={styles.state} role="alert">
            <p>{t('posterFailed')}</p>
            <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
              {uiText(locale, 'retry')}
            </Button>
          </div>
        ) : !poster ? (
          <div className={styles.state} role="status">
            <Spinner size="md" label={null} />
            <p>{t('posterMaking')}</p>
          </div>
        ) : (
          <>
            {poster.photoFailed && (
              <p className={styles.warning} role="status">
                {t('posterNoPhoto')}
              </p>
            )}
            <img
              className={styles.poster}
              src={poster.src}
              alt={t('posterAlt', { title: input.title })}
              width={750}
              height={1200}
            />
            <p className={styles.hint}>{t('posterHint')}</p>
          </>
        )}
      </div>
    </Sheet>
  );
}

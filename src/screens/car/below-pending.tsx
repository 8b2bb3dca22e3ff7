// What holds the place of the car page's part below its first screen until its sections are in: the
// same skeleton while the part's code loads and while it renders them, so the page does not shrink
// under a finger in between (a tap there once landed on the section above the buyer's buttons).

import { useLocale, useMessages } from '../../i18n/i18n';
import { Skeleton } from '../../ui/skeleton';
import { carMessages } from './messages';

export function BelowPending() {
  const t = useMessages(carMessages);
  return <Skeleton variant="lines" lines={4} label={t('loading')} lang={useLocale()} />;
}

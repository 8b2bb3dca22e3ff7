// The buyer's data on this device (src/platform/buyer-store.ts) as QA sees it, live, with a reset.

import { useSyncExternalStore } from 'react';
import { useMessages } from '../i18n/i18n';
import type { BuyerStore } from '../platform/buyer-store';
import { JsonTree } from './json-tree';
import { qaMessages } from './messages';
import * as styles from './qa-studio.module.css';

export function BuyerTab({ buyerStore }: { buyerStore: BuyerStore }) {
  const t = useMessages(qaMessages);
  const data = useSyncExternalStore(buyerStore.subscribe, buyerStore.read);
  return (
    <section className={styles.section} aria-labelledby="qa-buyer-title">
      <h3 className={styles.sectionTitle} id="qa-buyer-title">
        {t('buyerTitle', {
          saved: data.saved.length,
          recent: data.recent.length,
          compare: data.compare.length,
          searches: data.searches.length,
          bookings: data.bookings.length,
        })}
      </h3>
      <JsonTree value={data} label={t('tabBuyer')} openDepth={1} />
      <button type="button" className={styles.button} onClick={() => buyerStore.reset()}>
        {t('buyerReset')}
      </button>
    </section>
  );
}

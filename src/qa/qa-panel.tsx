// The studio's drawer: tabs Machines / Scenarios / Requests / Field / Graph / Buyer, a dialog that traps nothing but
// Escape closes it and focus returns to the launcher. Loaded lazily on first open.

import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useMessages } from '../i18n/i18n';
import { BuyerTab } from './buyer-tab';
import { FieldTab } from './field-tab';
import { GraphTab } from './graph-tab';
import { MachinesTab } from './machines-tab';
import { qaMessages, type QaMessageKey } from './messages';
import * as styles from './qa-studio.module.css';
import type { QaStudioServices } from './qa-services';
import { RequestsTab } from './requests-tab';
import { ScenariosTab } from './scenarios-tab';

const TABS = ['Machines', 'Scenarios', 'Requests', 'Field', 'Graph', 'Buyer'] as const;
type Tab = (typeof TABS)[number];
const TAB_NAMES: Record<Tab, QaMessageKey> = {
  Machines: 'tabMachines',
  Scenarios: 'tabScenarios',
  Requests: 'tabRequests',
  Field: 'tabField',
  Graph: 'tabGraph',
  Buyer: 'tabBuyer',
};

export function QaPanel({ services, onClose }: { services: QaStudioServices; onClose: () => void }) {
  const t = useMessages(qaMessages);
  const [tab, setTab] = useState<Tab>('Machines');
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const titleRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    titleRef.current?.focus();
  }, []);

  // On the document, not the dialog: focus may have fallen to <body> (a button that disabled itself).
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    let next: number;
    if (event.key === 'ArrowRight') next = (index + 1) % TABS.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + TABS.length) % TABS.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = TABS.length - 1;
    else return;
    event.preventDefault();
    setTab(TABS[next] as Tab);
    tabRefs.current[next]?.focus();
  };

  return (
    <>
      <div className={styles.backdrop} aria-hidden="true" onClick={onClose} />
      <div className={styles.panel} role="dialog" aria-modal="true" aria-labelledby="qa-studio-title">
        <div className={styles.header}>
          <h2 className={styles.title} id="qa-studio-title" tabIndex={-1} ref={titleRef}>
            {t('studio')}
          </h2>
          <button type="button" className={styles.button} onClick={onClose}>
            {t('close')}
          </button>
        </div>
        <div className={styles.tabs} role="tablist" aria-label={t('sections')}>
          {TABS.map((name, index) => (
            <button
              key={name}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`qa-tab-${name}`}
              aria-selected={tab === name}
              aria-controls={`qa-tabpanel-${name}`}
              tabIndex={tab === name ? 0 : -1}
              className={styles.tab}
              onClick={() => setTab(name)}
              onKeyDown={(event) => onTabKey(event, index)}
            >
              {t(TAB_NAMES[name])}
            </button>
          ))}
        </div>
        <div className={styles.tabPanel} role="tabpanel" id={`qa-tabpanel-${tab}`} aria-labelledby={`qa-tab-${tab}`}>
          {tab === 'Machines' ? <MachinesTab tracker={services.tracker} /> : null}
          {tab === 'Scenarios' ? <ScenariosTab control={services.control} /> : null}
          {tab === 'Requests' ? <RequestsTab log={services.log} /> : null}
          {tab === 'Field' ? <FieldTab app={services.app} /> : null}
          {tab === 'Graph' ? <GraphTab client={services.client} /> : null}
          {tab === 'Buyer' ? <BuyerTab buyerStore={services.app.buyerStore} /> : null}
        </div>
      </div>
    </>
  );
}

// 保存搜索 / Save search on a filtered list: keeps the list's URL query (its filters) as a saved
// search, listed on the saved-cars page with how many cars match and how many are new.

import { useMutation } from '@apollo/client/react';
import { useLocation } from 'react-router';
import { useMessages } from '../../i18n/i18n';
import { analytics } from '../../platform/analytics';
import { useToast } from '../../platform/toast';
import { Icon } from '../../ui/icon';
import { SaveSearchDocument } from './buyer-state.generated';
import styles from './buyer-toggles.module.css';
import { buyerMessages } from './messages';

export function SaveSearchButton({ query }: { query: string }) {
  const t = useMessages(buyerMessages);
  const toast = useToast();
  const { pathname } = useLocation();
  const [save, { loading }] = useMutation(SaveSearchDocument);
  const path = pathname.startsWith('/discount') ? '/discount' : '/';
  const onClick = () => {
    void save({ variables: { path, query } })
      .then(({ data }) => {
        if (!data?.saveSearch) {
          toast.show(t('searchFull'), { tone: 'warning' });
          return;
        }
        toast.show(t('searchSaved'), { tone: 'success' });
        analytics.track('buyer_saved_search', { path, filters: query });
      })
      .catch(() => undefined);
  };
  return (
    <button type="button" className={styles.toggle} disabled={loading} onClick={onClick}>
      <Icon name="heart" size={16} />
      <span>{t('saveSearch')}</span>
    </button>
  );
}

// 保存搜索 / Save search on a filtered list: keeps the list's URL query (its filters) as a saved
// search, listed on the saved-cars page with how many cars match and how many are new.

import { useMutation } from '@apollo/client/react';
import { useMessages } from '../../../i18n/i18n';
import { useAppServices } from '../../../platform/app-services';
import { useToast } from '../../../ui/toast-provider';
import { Icon } from '../../../ui/icon';
import { SaveSearchDocument } from './buyer-state.generated';
import * as styles from './buyer-toggles.module.css';
import { buyerMessages } from './messages';

/** `name`: what the search is called (src/domain/filter-names.ts filterSetName), said in the toast. */
export function SaveSearchButton({ list, query, name }: { list: 'PREMIUM' | 'DISCOUNT'; query: string; name: string }) {
  const t = useMessages(buyerMessages);
  const toast = useToast();
  const [save, { loading }] = useMutation(SaveSearchDocument);
  const { analytics } = useAppServices();
  const onClick = () => {
    void save({ variables: { list, query } })
      .then(({ data }) => {
        if (!data?.saveSearch) {
          toast.show(t('searchFull'), { tone: 'warning' });
          return;
        }
        toast.show(t('searchSavedNamed', { name }), { tone: 'success' });
        analytics.track('buyer_saved_search', { list, filters: query });
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

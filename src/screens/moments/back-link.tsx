import { Link } from 'react-router';
import { useMessages } from '../../i18n/i18n';
import { Icon } from '../../ui/icon';
import { momentsMessages } from './messages';
import styles from './moments.module.css';

export function BackToCommunity() {
  const t = useMessages(momentsMessages);
  return (
    <Link to="/moments" className={styles.backLink} aria-label={t('backToCommunity')}>
      <Icon name="back" size={22} />
    </Link>
  );
}

import { Link } from 'react-router';
import { useMessages } from '../../i18n/i18n';
import { Button } from '../../ui/button';
import { Icon } from '../../ui/icon';
import { momentsMessages } from './messages';
import { useBackLink } from '../../routes/go-back';
import { paths } from '../../routes/paths';
import * as iconButtonStyles from '../../ui/icon-button.module.css';
import { cx } from '../../ui/class-names';

/** The header's back arrow of the community's inner pages. */
export function BackToCommunity() {
  const t = useMessages(momentsMessages);
  const back = useBackLink(paths.moments());
  return (
    <Link {...back} className={cx(iconButtonStyles.button, iconButtonStyles.plain)} aria-label={t('backToCommunity')}>
      <Icon name="back" size={22} />
    </Link>
  );
}

/** The way back offered by an empty or not-found community page. */
export function BackToCommunityButton() {
  const t = useMessages(momentsMessages);
  return (
    <Button href={paths.moments()} variant="secondary">
      {t('backToCommunity')}
    </Button>
  );
}

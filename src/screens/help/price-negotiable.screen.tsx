import { Link } from 'react-router';
import { useLocale, useMessages } from '../../i18n/i18n';
import { priceNegotiable } from './content/price-negotiable';
import { pick } from './content/types';
import { HelpArticle } from './help-article';
import * as styles from './help.module.css';
import { helpMessages } from './messages';
import { paths } from '../../routes/paths';
import { helpTitles } from '../../routes/titles';

export function PriceNegotiableScreen() {
  const t = useMessages(helpMessages);
  return (
    <HelpArticle
      title={helpTitles.helpPriceNegotiable}
      doc={pick(priceNegotiable, useLocale())}
      footer={
        <Link className={styles.linkButton} to={paths.helpRandomConsultant()}>
          {t('askConsultant')}
        </Link>
      }
    />
  );
}

import { useLocale } from '../../i18n/i18n';
import { agreement } from './content/agreement';
import { pick } from './content/types';
import { HelpArticle } from './help-article';

export function AgreementScreen() {
  return <HelpArticle doc={pick(agreement, useLocale())} />;
}

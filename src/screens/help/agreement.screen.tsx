import { useLocale } from '../../i18n/i18n';
import { helpTitles } from '../../routes/titles';
import { agreement } from './content/agreement';
import { pick } from './content/types';
import { HelpArticle } from './help-article';

export function AgreementScreen() {
  return <HelpArticle title={helpTitles.helpAgreement} doc={pick(agreement, useLocale())} />;
}

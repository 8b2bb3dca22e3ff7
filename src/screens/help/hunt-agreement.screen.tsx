import { useLocale } from '../../i18n/i18n';
import { helpTitles } from '../../routes/titles';
import { huntAgreement } from './content/hunt-agreement';
import { pick } from './content/types';
import { HelpArticle } from './help-article';

export function HuntAgreementScreen() {
  return <HelpArticle title={helpTitles.helpHuntAgreement} doc={pick(huntAgreement, useLocale())} />;
}

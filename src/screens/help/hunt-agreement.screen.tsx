import { useLocale } from '../../i18n/i18n';
import { huntAgreement } from './content/hunt-agreement';
import { pick } from './content/types';
import { HelpArticle } from './help-article';

export function HuntAgreementScreen() {
  return <HelpArticle doc={pick(huntAgreement, useLocale())} />;
}

import { useLocale } from '../../i18n/i18n';
import { paths, titleOf } from '../../routes/route-table';
import { huntAgreement } from './content/hunt-agreement';
import { pick } from './content/types';
import { HelpArticle } from './help-article';

export function HuntAgreementScreen() {
  return <HelpArticle title={titleOf(paths.helpHuntAgreement)} doc={pick(huntAgreement, useLocale())} />;
}

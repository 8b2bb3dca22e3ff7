import { useLocale } from '../../i18n/i18n';
import { paths, titleOf } from '../../routes/route-table';
import { agreement } from './content/agreement';
import { pick } from './content/types';
import { HelpArticle } from './help-article';

export function AgreementScreen() {
  return <HelpArticle title={titleOf(paths.helpAgreement)} doc={pick(agreement, useLocale())} />;
}

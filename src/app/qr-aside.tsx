import { officialAccountQr } from '../config/official-account';
import { useMessages } from '../i18n/i18n';
import { OfficialAccountCard } from '../ui/official-account-card';
import { shellMessages } from './messages';

/**
 * The official-account invitation, fixed in the right margin on wide screens only: on a phone a fixed
 * card would cover listings and buttons (see docs/decisions/004-app-shell-layout.md), so phones get it
 * in the page instead (the end of the home list, the sell-a-car success screen). Nothing is shown
 * when the build names no code (OFFICIAL_ACCOUNT_QR_URL).
 */
export function QrAside() {
  const t = useMessages(shellMessages);
  return <OfficialAccountCard variant="aside" src={officialAccountQr()} text={t('qrInvite')} alt={t('qrAlt')} />;
}

// The official account's QR code: one accessor, so the fixed aside on wide screens and the in-page
// invitation on phones always show the same image. Empty (a production build without
// OFFICIAL_ACCOUNT_QR_URL) means no invitation anywhere.

import { settings } from './env';

export function officialAccountQr(): string {
  return settings.officialAccountQrUrl;
}

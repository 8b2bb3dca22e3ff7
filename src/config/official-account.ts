// The official account's QR code: one accessor, so the fixed aside on wide screens and the in-page
// invitation on phones always show the same image.

export function officialAccountQr(): string {
  return '/media/qr-official-account.svg';
}

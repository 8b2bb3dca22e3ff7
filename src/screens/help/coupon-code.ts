// Coupon codes sent by text message: `CP`, a value letter, six characters and a check character,
// e.g. CPB7K2Q9X? (10 characters). The check character catches a code mangled in copying.

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const VALUES: Record<string, number> = { A: 1000, B: 2000, C: 3000, D: 5000 };

export interface Coupon {
  code: string;
  amount: number;
}

export type CouponCheck = { kind: 'missing' } | { kind: 'invalid'; code: string } | { kind: 'valid'; coupon: Coupon };

export function checkCharacter(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += ALPHABET.indexOf(body[i] ?? '0') * (i + 1);
  return ALPHABET[sum % 36] ?? '0';
}

/** Builds a valid code (used to issue codes and in tests). */
export function makeCouponCode(valueLetter: keyof typeof VALUES, serial: string): string {
  const body = `CP${valueLetter}${serial.toUpperCase().padEnd(6, '0').slice(0, 6)}`;
  return body + checkCharacter(body);
}

export function checkCouponCode(raw: string | null | undefined): CouponCheck {
  const code = (raw ?? '').replace(/[\s-]+/g, '').toUpperCase();
  if (!code) return { kind: 'missing' };
  const shown = code.slice(0, 24);
  if (!/^CP[A-Z][0-9A-Z]{6}[0-9A-Z]$/.test(code)) return { kind: 'invalid', code: shown };
  const amount = VALUES[code[2] ?? ''];
  if (!amount || checkCharacter(code.slice(0, 9)) !== code[9]) return { kind: 'invalid', code: shown };
  return { kind: 'valid', coupon: { code, amount } };
}

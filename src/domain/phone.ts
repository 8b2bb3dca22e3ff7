// Phone numbers, one home: which number can be dialled (a masked `135****7170` never can), the
// `tel:` address a tap opens, and the mainland mobile check every form uses (the sell form, the
// viewing booking).

/** A mainland mobile number, digits only (the sell form's and the booking's rule). */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

/**
 * A mobile number as a form sends it: one number however it was typed or pasted. "+8613812345678",
 * "+86 138 1234 5678", "0086-138-1234-5678" and "138-1234-5678" are all 13812345678: separators
 * (spaces, dashes, dots, brackets) go, and the country code goes when an 11-digit mainland mobile
 * follows it. Anything else is left for the check to refuse.
 */
export function normalizeMobile(value: string): string {
  const compact = value.trim().replace(/[\s\-.()（）]+/g, '');
  const national = /^(?:\+86|0086|86)(1[3-9]\d{9})$/.exec(compact);
  return national ? national[1]! : compact;
}

/** The error of a required mobile-number field: empty, not a mainland mobile, or none. */
export function mobileNumberError(value: string): 'required' | 'phone' | null {
  if (!value.trim()) return 'required';
  return MOBILE_PATTERN.test(normalizeMobile(value)) ? null : 'phone';
}

/**
 * The number to dial, or null when the value cannot connect: masked (any `*`, `x`, `•` or other
 * placeholder), too short or too long, or not a number at all. Separators (spaces, dashes, dots,
 * brackets) are dropped; a leading `+` is kept.
 */
export function dialablePhone(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (!trimmed) return null;
  // Only digits, separators and one leading plus: anything else is a mask or not a number.
  if (!/^\+?[\d\s\-().]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/[^\d]/g, '');
  // Shortest real numbers here are 5-digit service lines (95 and three digits); the longest international ones are 15.
  if (digits.length < 5 || digits.length > 15) return null;
  return trimmed.startsWith('+') ? `+${digits}` : digits;
}

/** The `tel:` address of a dialable number, or null. */
export function telHref(value: string | null | undefined): string | null {
  const number = dialablePhone(value);
  return number ? `tel:${number}` : null;
}

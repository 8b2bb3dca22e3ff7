// Car status labels (Chinese, as the server sends them) and their kinds (spec section 4). Any label
// this app does not know is treated as on sale, so a new server label never hides a car.

export type CarStatusKind =
  | 'SOLD_IN_EARLY_ACCESS'
  | 'EARLY_ACCESS'
  | 'CUT_OFF'
  | 'ORDERED'
  | 'ON_SALE'
  | 'SOLD'
  | 'OFF_SHELF';

export const STATUS_LABELS = {
  被秒: 'SOLD_IN_EARLY_ACCESS',
  抢先报: 'EARLY_ACCESS',
  被截胡: 'CUT_OFF',
  已预定: 'ORDERED',
  在售: 'ON_SALE',
  已售: 'SOLD',
  下架: 'OFF_SHELF',
} as const satisfies Record<string, CarStatusKind>;

export type KnownStatusLabel = keyof typeof STATUS_LABELS;

export const KNOWN_STATUS_LABELS = Object.keys(STATUS_LABELS) as KnownStatusLabel[];

export function isKnownStatusLabel(label: string): label is KnownStatusLabel {
  return Object.prototype.hasOwnProperty.call(STATUS_LABELS, label);
}

export function statusKind(label: string | null | undefined): CarStatusKind {
  const text = (label ?? '').trim();
  return isKnownStatusLabel(text) ? STATUS_LABELS[text] : 'ON_SALE';
}

/** A car a buyer can no longer have: shown as such and de-emphasised in lists. */
export function isUnavailable(kind: CarStatusKind): boolean {
  return kind === 'SOLD' || kind === 'OFF_SHELF' || kind === 'SOLD_IN_EARLY_ACCESS' || kind === 'CUT_OFF';
}

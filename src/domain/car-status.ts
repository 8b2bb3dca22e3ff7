// Car status (spec section 4): the Chinese labels the server sends, their kinds, and what each kind
// means for a buyer. CAR_STATUS is the one home of that meaning: the carStatus machine's tags, the
// graph's CarStatus fields, the list cards and the car page all read it. Any label this app does not
// know is treated as on sale, so a new server label never hides a car.
//
// 被截胡 (cut off) means another buyer got the car first: it is unavailable exactly like 已售, with no
// "notify me" (a product decision; it used to read as reserved on the car page).
//
// Until the sale opens (抢先报, early access) the inspection report is locked: the car page and the cards
// link the preview report only (report-inspection-preview/...), never the full report, which opens at
// the sale. A car snapped up in early access (被秒) never opened its sale, so it stays on the preview.
// The `inspectionReport` column says which; the link builder (src/routes/report-links.ts) reads it.

export type CarStatusKind =
  'SOLD_IN_EARLY_ACCESS' | 'EARLY_ACCESS' | 'CUT_OFF' | 'ORDERED' | 'ON_SALE' | 'SOLD' | 'OFF_SHELF';

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

/** Whether a buyer can still have the car: book it, wait for an order to fall through, or not at all. */
export type CarAvailability = 'buyable' | 'reserved' | 'unavailable';

/** A subset of the badge tones of src/ui/badge.tsx (the domain does not import UI). */
export type CarStatusTone = 'success' | 'brand' | 'warning' | 'neutral';

export interface CarStatusMeaning {
  /** The badge text, the same on every card and page. */
  label: { zh: string; en: string };
  /** Null: no badge at all (on sale is the normal case and needs none). */
  badge: { tone: CarStatusTone; solid: boolean } | null;
  availability: CarAvailability;
  /** The inspection report (early-access preview) can be opened from the card and the page. */
  reportEntry: boolean;
  /** Which inspection report the card and the page link: the full one, or only the preview until the sale opens. */
  inspectionReport: InspectionReportAccess;
}

export type InspectionReportAccess = 'full' | 'preview';

export const CAR_STATUS: Readonly<Record<CarStatusKind, CarStatusMeaning>> = {
  ON_SALE: {
    label: { zh: '在售', en: 'On sale' },
    badge: null,
    availability: 'buyable',
    reportEntry: false,
    inspectionReport: 'full',
  },
  EARLY_ACCESS: {
    label: { zh: '抢先报', en: 'Early access' },
    badge: { tone: 'brand', solid: true },
    availability: 'buyable',
    reportEntry: true,
    inspectionReport: 'preview',
  },
  ORDERED: {
    label: { zh: '已预定', en: 'Reserved' },
    badge: { tone: 'warning', solid: false },
    availability: 'reserved',
    reportEntry: false,
    inspectionReport: 'full',
  },
  SOLD_IN_EARLY_ACCESS: {
    label: { zh: '已被秒', en: 'Sold in early access' },
    badge: { tone: 'neutral', solid: false },
    availability: 'unavailable',
    reportEntry: true,
    inspectionReport: 'preview',
  },
  CUT_OFF: {
    label: { zh: '已被截胡', en: 'Taken by another buyer' },
    badge: { tone: 'neutral', solid: false },
    availability: 'unavailable',
    reportEntry: false,
    inspectionReport: 'full',
  },
  SOLD: {
    label: { zh: '已售', en: 'Sold' },
    badge: { tone: 'neutral', solid: false },
    availability: 'unavailable',
    reportEntry: false,
    inspectionReport: 'full',
  },
  OFF_SHELF: {
    label: { zh: '已下架', en: 'Off sale' },
    badge: { tone: 'neutral', solid: false },
    availability: 'unavailable',
    reportEntry: false,
    inspectionReport: 'full',
  },
};

export const CAR_STATUS_KINDS = Object.keys(CAR_STATUS) as CarStatusKind[];

export function statusLabelText(kind: CarStatusKind, locale: 'zh-CN' | 'en'): string {
  return CAR_STATUS[kind].label[locale === 'en' ? 'en' : 'zh'];
}

/** A car a buyer can no longer have: shown as such and de-emphasised in lists. */
export function isUnavailable(kind: CarStatusKind): boolean {
  return CAR_STATUS[kind].availability === 'unavailable';
}

/**
 * The labels the lists' "on sale" filter (在售) leaves out: every known label whose kind a buyer cannot
 * buy now (sold, off the shelf, taken, reserved). A label this app does not know stays in, as it counts
 * as on sale everywhere else. Sent as GET /v1/cars `exclude_status` (decision note 202).
 */
export const NOT_ON_SALE_LABELS: readonly KnownStatusLabel[] = KNOWN_STATUS_LABELS.filter(
  (label) => CAR_STATUS[STATUS_LABELS[label]].availability !== 'buyable',
);

// Booking a viewing of a car (beyond the spec): which days and time slots can be chosen, and the checks
// of the booking form. The mobile number is checked by the sell form's rule (domain/phone).

import { mobileNumberError, normalizeMobile } from './phone';

/** The showroom's viewing slots, local time. */
export const VIEWING_SLOTS = ['10:00-12:00', '14:00-16:00', '16:00-18:00'] as const;
export type ViewingSlot = (typeof VIEWING_SLOTS)[number];

/** A viewing is booked for one of the next seven days, tomorrow first (today's slots may be gone). */
export const VIEWING_DAYS_AHEAD = 7;

export const VIEWING_FIELDS = ['substationId', 'day', 'slot', 'name', 'phone'] as const;
export type ViewingField = (typeof VIEWING_FIELDS)[number];
export type ViewingForm = Record<ViewingField, string>;
export type ViewingFieldError = 'required' | 'phone' | 'nameLength' | 'day' | 'slot' | 'unknownOption';
export type ViewingErrors = Partial<Record<ViewingField, ViewingFieldError>>;

export const emptyViewingForm: ViewingForm = { substationId: '', day: '', slot: '', name: '', phone: '' };

const pad = (value: number) => String(value).padStart(2, '0');

/** A local calendar day as `YYYY-MM-DD`. */
export function dayKey(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The days a viewing can be booked for, as `YYYY-MM-DD`: tomorrow and the six after it. */
export function viewingDays(now: Date): string[] {
  return Array.from({ length: VIEWING_DAYS_AHEAD }, (_, index) =>
    dayKey(new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1 + index)),
  );
}

export function isViewingSlot(value: string): value is ViewingSlot {
  return (VIEWING_SLOTS as readonly string[]).includes(value);
}

/** The checks a buyer expects, field by field; `showroomIds` null while the list is not known. */
export function validateViewingField(
  field: ViewingField,
  form: ViewingForm,
  now: Date,
  showroomIds: readonly string[] | null,
): ViewingFieldError | null {
  const value = form[field].trim();
  switch (field) {
    case 'substationId':
      if (!value) return 'required';
      return !showroomIds || showroomIds.length === 0 || showroomIds.includes(value) ? null : 'unknownOption';
    case 'day':
      if (!value) return 'required';
      return viewingDays(now).includes(value) ? null : 'day';
    case 'slot':
      if (!value) return 'required';
      return isViewingSlot(value) ? null : 'slot';
    case 'name':
      if (!value) return 'required';
      return value.length > 20 ? 'nameLength' : null;
    case 'phone':
      return mobileNumberError(value);
  }
}

export function validateViewing(form: ViewingForm, now: Date, showroomIds: readonly string[] | null): ViewingErrors {
  const errors: ViewingErrors = {};
  for (const field of VIEWING_FIELDS) {
    const error = validateViewingField(field, form, now, showroomIds);
    if (error) errors[field] = error;
  }
  return errors;
}

/** A mobile number as the buyer's saved data shows it: `138****5678`. */
export function maskMobile(phone: string): string {
  const digits = normalizeMobile(phone).replace(/\D/g, '');
  return digits.length >= 7 ? `${digits.slice(0, 3)}****${digits.slice(-4)}` : '****';
}

/** When a booked viewing begins, in the device's local time (the showrooms keep China's). */
export function viewingStart(day: string, slot: string): Date | null {
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const time = /^(\d{2}):(\d{2})-/.exec(slot);
  if (!date || !time) return null;
  return new Date(Number(date[1]), Number(date[2]) - 1, Number(date[3]), Number(time[1]), Number(time[2]));
}

/**
 * Whether a booking can still be changed or cancelled online: this device holds its manage token, it
 * stands, and its viewing has not begun. (The server may still refuse one that begins too soon.)
 */
export function isViewingManageable(
  booking: { manageToken: string | null; cancelled: boolean; day: string; slot: string },
  now: Date,
): boolean {
  const start = viewingStart(booking.day, booking.slot);
  return booking.manageToken !== null && !booking.cancelled && start !== null && start.getTime() > now.getTime();
}

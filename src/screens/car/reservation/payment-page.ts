// Leaving for the H5 payment page and the pause between status reads: replaceable, so tests (jsdom cannot
// navigate, and need not wait 2 s a poll) see the address and poll at once.

import { RESERVATION_POLL_DELAY_MS } from '../../../machines/reservation.machine';

export const paymentPage = {
  open(url: string): void {
    window.location.assign(url);
  },
};

export const reservationTiming = { pollDelayMs: RESERVATION_POLL_DELAY_MS };

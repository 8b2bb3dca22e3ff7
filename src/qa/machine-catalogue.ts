// Machines the studio can start as a sandbox when the page is not running them (e.g. sell-car away
// from its route): their invoked actors wait for answers that QA simulates from the Machines tab.

import type { AnyStateMachine } from 'xstate';
import { bootMachine } from '../machines/boot.machine';
import { carStatusMachine } from '../machines/car-status.machine';
import { sellCarMachine } from '../machines/sell-car.machine';
import { reservationMachine } from '../machines/reservation.machine';
import { viewingBookingMachine } from '../machines/viewing-booking.machine';
import type { QaMessageKey } from './messages';

export interface CatalogueMachine {
  id: string;
  /** Its name in the studio's messages. */
  label: QaMessageKey;
  machine: AnyStateMachine;
  input: () => unknown;
}

export const machineCatalogue: readonly CatalogueMachine[] = [
  { id: 'sellCar', label: 'machineSellCar', machine: sellCarMachine, input: () => ({ draft: null }) },
  {
    id: 'viewingBooking',
    label: 'machineViewingBooking',
    machine: viewingBookingMachine,
    input: () => ({ carId: 'C10001', draft: null }),
  },
  // JSAPI, so every step of the payment can be walked; its calls and the bridge wait for QA's answers.
  {
    id: 'reservation',
    label: 'machineReservation',
    machine: reservationMachine,
    input: () => ({ carId: 'C10001', channel: 'jsapi', depositYuan: 2000, draft: null }),
  },
  // Its LABEL_RECEIVED with a carId sets that car's status on every screen (car-status-bridge.ts).
  { id: 'carStatus', label: 'machineCarStatus', machine: carStatusMachine, input: () => undefined },
  {
    id: 'appBoot',
    label: 'machineAppBoot',
    machine: bootMachine,
    input: () => ({
      userAgent: typeof navigator !== 'undefined' ? navigator.userAgent : '',
      framed: false,
      embedHosts: [],
    }),
  },
];

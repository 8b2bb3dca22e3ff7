// Machines the studio can start as a sandbox when the page is not running them (e.g. sell-car away
// from its route): their invoked actors wait for answers that QA simulates from the Machines tab.

import type { AnyStateMachine } from 'xstate';
import { bootMachine } from '../machines/boot.machine';
import { sellCarMachine } from '../machines/sell-car.machine';

export interface CatalogueMachine {
  id: string;
  label: string;
  machine: AnyStateMachine;
  input: () => unknown;
}

export const machineCatalogue: readonly CatalogueMachine[] = [
  { id: 'sellCar', label: 'Sell your car (sellCar)', machine: sellCarMachine, input: () => ({ draft: null }) },
  {
    id: 'appBoot',
    label: 'App start-up (appBoot)',
    machine: bootMachine,
    input: () => ({ userAgent: typeof navigator !== 'undefined' ? navigator.userAgent : '', framed: false, embedHosts: [] }),
  },
];

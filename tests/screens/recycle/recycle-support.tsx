// Renders the sell-car screen through the real graph with MSW, with gates on the options and
// submission requests so a test decides when (and how) each one answers.

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { http } from 'msw';
import { server } from '../../../mocks/node';
import { setScenario } from '../../../mocks/scenarios';
import { RecycleScreen } from '../../../src/screens/recycle/recycle.screen';
import { createTestGraph, renderWithGraph, type TestGraph } from '../../support/graph';

export function patientGraph(): TestGraph {
  return createTestGraph({ timeoutMs: 10_000 });
}

class Gate {
  private open: (() => void) | null = null;
  private promise: Promise<void> = Promise.resolve();
  close() {
    this.promise = new Promise((resolve) => (this.open = resolve));
  }
  release() {
    this.open?.();
    this.open = null;
  }
  wait() {
    return this.promise;
  }
}

export interface Faults {
  options: boolean;
  submit: boolean;
}

export function gatedRecycle() {
  const optionsGate = new Gate();
  const submitGate = new Gate();
  const faults: Faults = { options: false, submit: false };
  const apply = () =>
    setScenario({
      faults: {
        ...(faults.options ? { sellCarYears: 'http-500' } : {}),
        ...(faults.submit ? { sellCar: 'http-500' } : {}),
      },
    });
  server.use(
    // Returning nothing hands the request on to the real handler (which applies the scenario).
    http.get('*/v1/sell_car/registration_year', async () => {
      await optionsGate.wait();
    }),
    http.post('*/v1/sell_car', async () => {
      await submitGate.wait();
    }),
  );
  optionsGate.close();
  const graph = patientGraph();
  const view = renderWithGraph(<RecycleScreen />, { route: '/recycle', graph });
  return {
    ...view,
    graph,
    optionsGate,
    submitGate,
    setFaults(next: Partial<Faults>) {
      Object.assign(faults, next);
      apply();
    },
    releaseAll() {
      optionsGate.release();
      submitGate.release();
    },
  };
}

export const labels = {
  name: '您的称呼',
  phone: '手机号',
  model: '车型',
  region: '车辆所在城市',
  registrationYear: '上牌年份',
  mileage: '表显里程',
  substationId: '就近服务站',
  remark: '补充说明（选填）',
};

export function selectsReady(): boolean {
  return screen.queryByRole('combobox', { name: labels.model }) !== null;
}

export async function waitForSelects() {
  await waitFor(() => expect(screen.getByRole('combobox', { name: labels.model })).toBeInTheDocument());
}

export function fillText(values: { name?: string; phone?: string; remark?: string }) {
  if (values.name !== undefined)
    fireEvent.change(screen.getByRole('textbox', { name: labels.name }), { target: { value: values.name } });
  if (values.phone !== undefined)
    fireEvent.change(screen.getByRole('textbox', { name: labels.phone }), { target: { value: values.phone } });
  if (values.remark !== undefined)
    fireEvent.change(screen.getByRole('textbox', { name: labels.remark }), { target: { value: values.remark } });
}

/** Picks the first real option of every select (all of them are enabled once options are in). */
export function fillSelects() {
  for (const label of [labels.model, labels.region, labels.registrationYear, labels.mileage, labels.substationId]) {
    const select = screen.getByRole('combobox', { name: label }) as HTMLSelectElement;
    const option = within(select).getAllByRole('option')[1] as HTMLOptionElement;
    fireEvent.change(select, { target: { value: option.value } });
  }
}

export function submitButton(): HTMLButtonElement {
  return screen.getByRole('button', { name: /免费评估我的车/ }) as HTMLButtonElement;
}

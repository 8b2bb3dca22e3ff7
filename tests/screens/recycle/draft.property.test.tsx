// Property: whatever a seller does (edits, reloads, backgrounding, a full storage, failed and repeated
// submissions), the typed draft is never lost, and one idempotency key is accepted at most once.

import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { startMockBackend } from '../../../mocks/backend';
import { acceptedSellCarKeys } from '../../../mocks/handlers/service';
import { resetScenario, setScenario } from '../../../mocks/scenarios';
import { RecycleScreen } from '../../../src/screens/recycle/recycle.screen';
import { renderWithGraph } from '../../support/graph';
import { fillSelects, fillText, labels, patientGraph, submitButton, waitForSelects } from './recycle-support';

type Op =
  | { kind: 'edit'; field: 'name' | 'phone' | 'remark'; value: string }
  | { kind: 'reload' }
  | { kind: 'background' }
  | { kind: 'quota'; full: boolean }
  | { kind: 'submitFails' }
  | { kind: 'submitTwice' };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('edit' as const),
      field: fc.constantFrom('name' as const, 'phone' as const, 'remark' as const),
      value: fc.oneof(fc.constantFrom('王女士', '13912345678', '一手车', '', '139'), fc.string({ maxLength: 12 })),
    }),
  },
  { weight: 2, arbitrary: fc.constant({ kind: 'reload' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'background' as const }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('quota' as const), full: fc.boolean() }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'submitFails' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'submitTwice' as const }) },
);

const textValue = (label: string) => (screen.getByRole('textbox', { name: label }) as HTMLInputElement).value;

async function mount() {
  const view = renderWithGraph(<RecycleScreen />, { route: '/recycle', graph: patientGraph() });
  await waitForSelects();
  return view;
}

describe('sell-car draft (property)', () => {
  it('is never lost and never submitted twice', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 6 }), async (ops) => {
        cleanup();
        window.localStorage.clear();
        window.sessionStorage.clear();
        // Each run of the property is a new visit to a new server (no clue, no scenario from the last).
        startMockBackend();
        let full = false;
        const originalSetItem = Storage.prototype.setItem;
        const spy = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (
          this: Storage,
          key: string,
          value: string,
        ) {
          if (full && this === window.localStorage) throw new DOMException('quota', 'QuotaExceededError');
          originalSetItem.call(this, key, value);
        });
        try {
          await mount();
          fillText({ name: '陈先生', phone: '13812345678', remark: '' });
          fillSelects();
          const model = { name: '陈先生', phone: '13812345678', remark: '' };
          let successes = 0;
          for (const op of ops) {
            switch (op.kind) {
              case 'edit':
                fillText({ [op.field]: op.value });
                model[op.field] = op.value;
                break;
              case 'reload':
                cleanup();
                await mount();
                expect(textValue(labels.name)).toBe(model.name);
                expect(textValue(labels.phone)).toBe(model.phone);
                expect(textValue(labels.remark)).toBe(model.remark);
                break;
              case 'background':
                Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
                document.dispatchEvent(new Event('visibilitychange'));
                window.dispatchEvent(new Event('pagehide'));
                Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
                break;
              case 'quota':
                full = op.full;
                break;
              case 'submitFails': {
                setScenario({ faults: { sellCar: 'http-500' } });
                fireEvent.click(submitButton());
                await waitFor(() => expect(submitButton()).not.toHaveAttribute('aria-busy'));
                resetScenario();
                // A failed (or invalid) submission keeps every typed value on screen.
                expect(textValue(labels.name)).toBe(model.name);
                expect(textValue(labels.phone)).toBe(model.phone);
                break;
              }
              case 'submitTwice': {
                const button = submitButton();
                fireEvent.click(button);
                fireEvent.click(button);
                await waitFor(() => {
                  const done = screen.queryByRole('heading', { name: '提交成功' });
                  if (!done) expect(submitButton()).not.toHaveAttribute('aria-busy');
                });
                if (screen.queryByRole('heading', { name: '提交成功' })) {
                  successes += 1;
                  fireEvent.click(screen.getByRole('button', { name: '再卖一辆车' }));
                  await act(async () => undefined);
                  fillText({ name: '陈先生', phone: '13812345678', remark: '' });
                  fillSelects();
                  Object.assign(model, { name: '陈先生', phone: '13812345678', remark: '' });
                }
                break;
              }
            }
          }
          // Each accepted key made exactly one clue, and no success went unaccounted for.
          expect(acceptedSellCarKeys().length).toBe(successes);
        } finally {
          spy.mockRestore();
          cleanup();
        }
      }),
      { numRuns: 5 },
    );
  }, 120_000);
});

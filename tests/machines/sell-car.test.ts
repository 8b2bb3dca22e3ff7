// Path tests generated from the sell-car machine's graph (xstate/graph), replayed through a live actor
// whose GraphQL actors are replaced with controllable promises via .provide().

import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  createIdempotencyKey,
  sellCarMachine,
  type SellCarDraft,
  type SellCarResult,
} from '../../src/machines/sell-car.machine';
import {
  emptySellCarForm,
  validateSellCar,
  type SellCarForm,
  type SellCarOptionLists,
} from '../../src/domain/sell-car-form';
import {
  CURRENT_YEAR,
  pathOptions,
  shortestSellCarPaths,
  simplePathsToDone,
  validForm,
  type SellCarPath,
} from './sell-car-paths';

interface Deferred<T> {
  resolve(value: T): void;
  reject(error: Error): void;
}

function harness(draft: SellCarDraft | null = null) {
  let options: Deferred<SellCarOptionLists> | null = null;
  let submit: Deferred<SellCarResult> | null = null;
  const submissions: Array<{ form: SellCarForm; idempotencyKey: string }> = [];
  const saved: SellCarDraft[] = [];
  let cleared = 0;
  let persisted: SellCarForm | null = draft?.form ?? null;
  const machine = sellCarMachine.provide({
    actors: {
      loadOptions: fromPromise(
        () => new Promise<SellCarOptionLists>((resolve, reject) => (options = { resolve, reject })),
      ),
      submitSellCar: fromPromise<SellCarResult, { form: SellCarForm; idempotencyKey: string }>(({ input }) => {
        submissions.push(input);
        return new Promise<SellCarResult>((resolve, reject) => (submit = { resolve, reject }));
      }),
    },
    actions: {
      saveDraft: (_, params) => {
        saved.push(params);
        persisted = params.form;
      },
      clearDraft: () => {
        cleared += 1;
        persisted = null;
      },
    },
  });
  const actor = createActor(machine, { input: { currentYear: CURRENT_YEAR, draft } });
  actor.start();
  return {
    actor,
    submissions,
    saved,
    cleared: () => cleared,
    persisted: () => persisted,
    resolveOptions: async () => {
      options?.resolve(pathOptions);
      await waitFor(actor, (s) => !s.matches('loadingOptions'));
    },
    failOptions: async () => {
      options?.reject(new Error('options down'));
      await waitFor(actor, (s) => s.matches('optionsFailed'));
    },
    resolveSubmit: async () => {
      submit?.resolve({ clueId: `XS${submissions.length}`, contactWithinHours: 2 });
      await waitFor(actor, (s) => s.matches('done'));
    },
    failSubmit: async () => {
      submit?.reject(new Error('Request failed with status code 500'));
      await waitFor(actor, (s) => s.matches('submitFailed'));
    },
  };
}

async function replay(path: SellCarPath) {
  const h = harness();
  for (const step of path.steps) {
    switch (step) {
      case 'optionsLoaded':
        await h.resolveOptions();
        break;
      case 'optionsFailed':
        await h.failOptions();
        break;
      case 'fillValid':
        h.actor.send({ type: 'EDIT', values: validForm });
        break;
      case 'breakPhone':
        h.actor.send({ type: 'EDIT', values: { phone: '123' } });
        break;
      case 'submit':
        h.actor.send({ type: 'SUBMIT' });
        break;
      case 'submitted':
        await h.resolveSubmit();
        break;
      case 'submitFailed':
        await h.failSubmit();
        break;
      case 'retry':
        h.actor.send({ type: 'RETRY' });
        break;
      case 'startOver':
        h.actor.send({ type: 'START_OVER' });
        break;
    }
  }
  return h;
}

const shortest = shortestSellCarPaths();
const toDone = simplePathsToDone();

describe('sell-car machine: shortest paths to every state', () => {
  it('covers every state of the machine', () => {
    const reached = new Set(shortest.map((path) => path.finalState));
    for (const state of ['loadingOptions', 'optionsFailed', 'editing', 'submitting', 'submitFailed', 'done']) {
      expect(reached).toContain(state);
    }
  });

  it.each(shortest.map((path) => [path.name, path] as const))('%s', async (_name, path) => {
    const h = await replay(path);
    const snapshot = h.actor.getSnapshot();
    expect(snapshot.value).toBe(path.finalState);
    // The typed values are never lost, whatever the path: the last saved draft is the current form
    // (until the clue exists and the draft is cleared).
    if (!snapshot.matches('done')) expect(h.persisted() ?? emptySellCarForm).toEqual(snapshot.context.form);
    const { phone } = snapshot.context.form;
    if (snapshot.context.errors.phone) expect(snapshot.context.errors.phone).toBe(phone ? 'phone' : 'required');
  });
});

describe('sell-car machine: simple paths to a submitted clue', () => {
  it('finds paths through both failures', () => {
    expect(toDone.some((path) => path.steps.includes('optionsFailed') && path.steps.includes('submitFailed'))).toBe(
      true,
    );
    expect(toDone.some((path) => path.steps.includes('retry') && path.steps.includes('submitFailed'))).toBe(true);
  });

  it.each(toDone.map((path) => [path.name, path] as const))('%s', async (_name, path) => {
    const h = await replay(path);
    const snapshot = h.actor.getSnapshot();
    expect(snapshot.value).toBe('done');
    expect(snapshot.context.result?.clueId).toBe(`XS${h.submissions.length}`);
    // Every attempt of this one submission carried the same idempotency key.
    expect(new Set(h.submissions.map((s) => s.idempotencyKey)).size).toBe(1);
    expect(
      h.submissions.every((s) => JSON.stringify(validateSellCar(s.form, pathOptions, CURRENT_YEAR)) === '{}'),
    ).toBe(true);
    expect(h.cleared()).toBe(1);
  });
});

describe('sell-car machine: details', () => {
  it('submits once on a double tap', async () => {
    const h = harness({ form: validForm, idempotencyKey: null });
    await h.resolveOptions();
    h.actor.send({ type: 'SUBMIT' });
    h.actor.send({ type: 'SUBMIT' });
    expect(h.submissions).toHaveLength(1);
  });

  it('keeps the key of a restored, unconfirmed submission', async () => {
    const h = harness({ form: validForm, idempotencyKey: 'restored-key' });
    await h.resolveOptions();
    h.actor.send({ type: 'SUBMIT' });
    expect(h.submissions[0]?.idempotencyKey).toBe('restored-key');
  });

  it('saves the pending key with the draft before the request leaves', async () => {
    const h = harness({ form: validForm, idempotencyKey: null });
    await h.resolveOptions();
    h.actor.send({ type: 'SUBMIT' });
    expect(h.saved.at(-1)?.idempotencyKey).toBe(h.submissions[0]?.idempotencyKey);
  });

  it('starting over after success gives a new key and an empty form', async () => {
    const h = harness({ form: validForm, idempotencyKey: null });
    await h.resolveOptions();
    h.actor.send({ type: 'SUBMIT' });
    await h.resolveSubmit();
    h.actor.send({ type: 'START_OVER' });
    expect(h.actor.getSnapshot().context.form.name).toBe('');
    h.actor.send({ type: 'EDIT', values: validForm });
    h.actor.send({ type: 'SUBMIT' });
    expect(h.submissions[1]?.idempotencyKey).not.toBe(h.submissions[0]?.idempotencyKey);
  });

  it('reports field errors a seller can act on', () => {
    const errors = validateSellCar(
      {
        ...validForm,
        name: '',
        phone: '12812345678',
        registrationYear: '2031',
        mileage: 'far',
        remark: 'x'.repeat(201),
      },
      pathOptions,
      CURRENT_YEAR,
    );
    expect(errors).toEqual({
      name: 'required',
      phone: 'phone',
      registrationYear: 'year',
      mileage: 'mileage',
      remark: 'remarkLength',
    });
  });

  it('clears a field error as soon as the field is fixed', async () => {
    const h = harness();
    await h.resolveOptions();
    h.actor.send({ type: 'SUBMIT' });
    expect(h.actor.getSnapshot().context.errors.phone).toBe('required');
    h.actor.send({ type: 'EDIT', values: { phone: '1381234' } });
    expect(h.actor.getSnapshot().context.errors.phone).toBe('phone');
    h.actor.send({ type: 'EDIT', values: { phone: '13812345678' } });
    expect(h.actor.getSnapshot().context.errors.phone).toBeUndefined();
    expect(h.actor.getSnapshot().context.validationAttempt).toBe(1);
  });

  it('makes UUID-shaped keys with and without crypto.randomUUID', () => {
    expect(createIdempotencyKey()).toMatch(/^[0-9a-f-]{36}$/);
    const original = globalThis.crypto.randomUUID;
    try {
      Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true });
      const key = createIdempotencyKey();
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(createIdempotencyKey()).not.toBe(key);
    } finally {
      Object.defineProperty(globalThis.crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});

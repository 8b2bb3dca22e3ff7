import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { viewingDays, type ViewingForm } from '../../src/domain/viewing';
import {
  viewingBookingMachine,
  type ViewingBookingResult,
  type ViewingDraft,
} from '../../src/machines/viewing-booking.machine';
import { createViewingDraftStore, readViewingDraft } from '../../src/screens/car/viewing-booking/viewing-draft';

const NOW = new Date(2026, 10, 28, 9, 0).getTime();
const DAY = viewingDays(new Date(NOW))[0] as string;
const RESULT: ViewingBookingResult = {
  reference: 'YY202611291001',
  day: DAY,
  slot: '10:00-12:00',
  substationName: '杭州城西展厅',
  contactWithinHours: 2,
};
const VALID = { substationId: 'ST01', day: DAY, slot: '10:00-12:00', name: '王先生', phone: '13812345678' };

function start({
  draft = null as ViewingDraft | null,
  submit = (_: { idempotencyKey: string }): Promise<ViewingBookingResult> => Promise.resolve(RESULT),
} = {}) {
  const saved: ViewingDraft[] = [];
  const keys: string[] = [];
  let cleared = 0;
  const machine = viewingBookingMachine.provide({
    actors: {
      submitBooking: fromPromise(
        async ({ input }: { input: { carId: string; form: ViewingForm; idempotencyKey: string } }) => {
          keys.push(input.idempotencyKey);
          return submit(input);
        },
      ),
    },
    actions: { saveDraft: (_, draft) => void saved.push(draft), clearDraft: () => void cleared++ },
  });
  const actor = createActor(machine, { input: { carId: 'C10001', draft, now: NOW } }).start();
  return { actor, saved, keys, cleared: () => cleared };
}

describe('the viewing booking machine', () => {
  it('an empty submit stays in editing with every required field flagged', () => {
    const { actor, keys } = start();
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual({
      substationId: 'required',
      day: 'required',
      slot: 'required',
      name: 'required',
      phone: 'required',
    });
    expect(actor.getSnapshot().context.validationAttempt).toBe(1);
    expect(keys).toEqual([]);
  });

  it('refuses a day outside the next seven, a bad phone and a showroom not in the list', () => {
    const { actor } = start();
    actor.send({ type: 'SHOWROOMS', ids: ['ST01'] });
    actor.send({ type: 'EDIT', values: { ...VALID, day: '2026-11-28', phone: '1381234', substationId: 'ST99' } });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errors).toEqual({ day: 'day', phone: 'phone', substationId: 'unknownOption' });
    actor.send({ type: 'EDIT', values: { phone: '13812345678' } });
    expect(actor.getSnapshot().context.errors.phone).toBeUndefined();
  });

  it('books: the key is saved with the draft before the request, and the draft is cleared after', async () => {
    const { actor, saved, keys, cleared } = start();
    actor.send({ type: 'EDIT', values: VALID });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'SUBMIT' });
    expect(saved.at(-1)?.idempotencyKey).toBe(keys[0]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().context.result).toEqual(RESULT);
    expect(keys).toHaveLength(1);
    expect(cleared()).toBe(1);
  });

  it('a retry after a failure reuses the key; editing keeps it too', async () => {
    let fail = true;
    const { actor, keys } = start({
      submit: () => (fail ? Promise.reject(new Error('HTTP 500')) : Promise.resolve(RESULT)),
    });
    actor.send({ type: 'EDIT', values: VALID });
    actor.send({ type: 'SUBMIT' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.submitError).toBe('HTTP 500');
    expect(actor.getSnapshot().context.form).toEqual(VALID);
    actor.send({ type: 'EDIT', values: { name: '王女士' } });
    fail = false;
    actor.send({ type: 'SUBMIT' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('done');
    expect(new Set(keys).size).toBe(1);
    expect(keys).toHaveLength(2);
  });

  it('a stored draft of this car comes back with its key; one of another car keeps only who is booking', () => {
    const draft: ViewingDraft = { carId: 'C10001', form: VALID, idempotencyKey: 'key-12345678' };
    expect(start({ draft }).actor.getSnapshot().context).toMatchObject({ form: VALID, idempotencyKey: 'key-12345678' });
    const other = start({ draft: { ...draft, carId: 'C10002' } }).actor.getSnapshot().context;
    expect(other.form).toEqual({ substationId: '', day: '', slot: '', name: '王先生', phone: '13812345678' });
    expect(other.idempotencyKey).toBeNull();
  });

  it('start over keeps name and phone and forgets the visit and its key', async () => {
    const { actor } = start();
    actor.send({ type: 'EDIT', values: VALID });
    actor.send({ type: 'SUBMIT' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    actor.send({ type: 'START_OVER' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({
      idempotencyKey: null,
      result: null,
      form: { ...VALID, substationId: '', day: '', slot: '' },
    });
  });
});

describe('the viewing draft in storage', () => {
  it('reads defensively', () => {
    for (const raw of [
      null,
      1,
      'x',
      [],
      {},
      { carId: 'C1' },
      { carId: '../x', form: {} },
      { carId: 'C1', form: { name: 5 } },
      { carId: 'C1', form: { name: 'x'.repeat(101) } },
    ]) {
      expect(readViewingDraft(raw)).toBeNull();
    }
    expect(readViewingDraft({ carId: 'C1', form: { name: '王' }, idempotencyKey: 'bad key!' })).toEqual({
      carId: 'C1',
      form: { substationId: '', day: '', slot: '', name: '王', phone: '' },
      idempotencyKey: null,
    });
  });

  it('survives a reload through storage; corrupt JSON is ignored', () => {
    const store = createViewingDraftStore();
    store.save({ carId: 'C1', form: { ...VALID }, idempotencyKey: 'key-12345678' });
    expect(JSON.parse(localStorage.getItem('viewing-booking-draft:v1') ?? '{}')).toMatchObject({
      v: 1,
      value: { carId: 'C1' },
    });
    localStorage.setItem('viewing-booking-draft:v1', '{not json');
    store.clear();
    expect(createViewingDraftStore().load()).toBeNull();
  });
});

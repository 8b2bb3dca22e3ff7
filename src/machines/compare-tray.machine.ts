// The compare tray: the cars a buyer picks to compare, at most four (src/domain/compare.ts). States
// say how full it is; a fifth car is refused with a notice that says why. Keeping the tray on the
// device is the `persist` action, provided by whoever runs the actor (the buyer screens write it
// through the graph); `SYNC` brings in a tray changed elsewhere (another tab).

import { assign, setup } from 'xstate';
import { COMPARE_LIMIT } from '../domain/compare';

export type CompareTrayEvent =
  | { type: 'TOGGLE'; id: string }
  | { type: 'REMOVE'; id: string }
  | { type: 'CLEAR' }
  | { type: 'SYNC'; ids: readonly string[] }
  | { type: 'DISMISS' };

export interface CompareTrayContext {
  ids: string[];
  /** The car just refused because the tray was full (the notice shows until the next change). */
  refused: string | null;
}

const ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/;

function cleanIds(ids: readonly unknown[]): string[] {
  return [...new Set(ids.filter((id): id is string => typeof id === 'string' && ID.test(id)))].slice(0, COMPARE_LIMIT);
}

export const compareTrayMachine = setup({
  types: {
    context: {} as CompareTrayContext,
    events: {} as CompareTrayEvent,
    input: {} as { ids?: readonly string[] } | undefined,
  },
  guards: {
    isEmpty: ({ context }) => context.ids.length === 0,
    isFull: ({ context }) => context.ids.length >= COMPARE_LIMIT,
    holds: ({ context, event }) => 'id' in event && context.ids.includes(event.id),
    validId: ({ event }) => 'id' in event && ID.test(event.id),
  },
  actions: {
    add: assign({
      ids: ({ context, event }) => ('id' in event ? cleanIds([...context.ids, event.id]) : context.ids),
      refused: null,
    }),
    remove: assign({
      ids: ({ context, event }) => ('id' in event ? context.ids.filter((id) => id !== event.id) : context.ids),
      refused: null,
    }),
    clear: assign({ ids: () => [], refused: null }),
    sync: assign({ ids: ({ context, event }) => (event.type === 'SYNC' ? cleanIds(event.ids) : context.ids) }),
    refuse: assign({ refused: ({ event }) => ('id' in event ? event.id : null) }),
    dismiss: assign({ refused: null }),
    // Provided by the runner: keeps context.ids on the device.
    persist: () => undefined,
  },
}).createMachine({
  id: 'compareTray',
  context: ({ input }) => ({ ids: cleanIds(input?.ids ?? []), refused: null }),
  initial: 'settling',
  on: {
    REMOVE: { guard: 'holds', target: '.settling', actions: ['remove', 'persist'] },
    CLEAR: { target: '.settling', actions: ['clear', 'persist'] },
    SYNC: { target: '.settling', actions: 'sync' },
    DISMISS: { actions: 'dismiss' },
  },
  states: {
    // Transient: picks the state that matches the number of cars.
    settling: {
      always: [{ guard: 'isEmpty', target: 'empty' }, { guard: 'isFull', target: 'full' }, { target: 'collecting' }],
    },
    empty: {
      on: { TOGGLE: { guard: 'validId', target: 'settling', actions: ['add', 'persist'] } },
    },
    collecting: {
      on: {
        TOGGLE: [
          { guard: 'holds', target: 'settling', actions: ['remove', 'persist'] },
          { guard: 'validId', target: 'settling', actions: ['add', 'persist'] },
        ],
      },
    },
    full: {
      on: {
        TOGGLE: [{ guard: 'holds', target: 'settling', actions: ['remove', 'persist'] }, { actions: 'refuse' }],
      },
    },
  },
});

// Car status (spec section 4): each Chinese label received moves the machine to its kind; any label
// this app does not know means on sale. Each kind's tags say what a buyer can do; they are read from
// the status table (src/domain/car-status.ts), and screens read the tags instead of re-deriving rules. No invoked effects: a pure statechart. The context also keeps
// the car the label belongs to when the sender says (the home list does): the QA studio needs it to
// show a restored snapshot on that car's card and page.

import { assign, initialTransition, setup, transition, type SnapshotFrom } from 'xstate';
import { CAR_STATUS, STATUS_LABELS, statusKind, type CarAvailability, type CarStatusKind } from '../domain/car-status';

export type CarStatusEvent = { type: 'LABEL_RECEIVED'; label: string; carId?: string };

export interface CarStatusContext {
  label: string | null;
  /** The car whose label this is, when the event named it. */
  carId: string | null;
}

/** What a buyer can do, as state tags. */
export type CarStatusTag = 'buyable' | 'unavailable' | 'report-entry' | 'reserved';

function tagsOf(kind: CarStatusKind): CarStatusTag[] {
  const meaning = CAR_STATUS[kind];
  return meaning.reportEntry ? [meaning.availability, 'report-entry'] : [meaning.availability];
}

const isKind =
  (kind: CarStatusKind) =>
  ({ event }: { event: CarStatusEvent }) =>
    statusKind(event.label) === kind;

const toKind = (target: string, kind: CarStatusKind) => ({
  target: `#carStatus.${target}`,
  guard: isKind(kind),
  actions: 'recordLabel' as const,
});

export const carStatusMachine = setup({
  types: {
    context: {} as CarStatusContext,
    events: {} as CarStatusEvent,
    tags: {} as CarStatusTag,
  },
  actions: {
    recordLabel: assign({
      label: ({ event }) => event.label,
      carId: ({ event }) => (typeof event.carId === 'string' && event.carId.trim() ? event.carId.trim() : null),
    }),
  },
}).createMachine({
  id: 'carStatus',
  initial: 'unknown',
  context: { label: null, carId: null },
  on: {
    LABEL_RECEIVED: [
      toKind('soldInEarlyAccess', 'SOLD_IN_EARLY_ACCESS'),
      toKind('earlyAccess', 'EARLY_ACCESS'),
      toKind('cutOff', 'CUT_OFF'),
      toKind('ordered', 'ORDERED'),
      toKind('sold', 'SOLD'),
      toKind('offShelf', 'OFF_SHELF'),
      { target: '#carStatus.onSale', actions: 'recordLabel' },
    ],
  },
  states: {
    unknown: {},
    onSale: { tags: tagsOf('ON_SALE'), meta: { kind: 'ON_SALE' } },
    earlyAccess: { tags: tagsOf('EARLY_ACCESS'), meta: { kind: 'EARLY_ACCESS' } },
    ordered: { tags: tagsOf('ORDERED'), meta: { kind: 'ORDERED' } },
    soldInEarlyAccess: { tags: tagsOf('SOLD_IN_EARLY_ACCESS'), meta: { kind: 'SOLD_IN_EARLY_ACCESS' } },
    cutOff: { tags: tagsOf('CUT_OFF'), meta: { kind: 'CUT_OFF' } },
    sold: { tags: tagsOf('SOLD'), meta: { kind: 'SOLD' } },
    offShelf: { tags: tagsOf('OFF_SHELF'), meta: { kind: 'OFF_SHELF' } },
  },
});

export type CarStatusSnapshot = SnapshotFrom<typeof carStatusMachine>;

export const STATE_OF_KIND: Record<CarStatusKind, string> = {
  SOLD_IN_EARLY_ACCESS: 'soldInEarlyAccess',
  EARLY_ACCESS: 'earlyAccess',
  CUT_OFF: 'cutOff',
  ORDERED: 'ordered',
  ON_SALE: 'onSale',
  SOLD: 'sold',
  OFF_SHELF: 'offShelf',
};

export const KNOWN_LABELS = Object.keys(STATUS_LABELS);

export interface CarStatusView {
  kind: CarStatusKind;
  buyable: boolean;
  unavailable: boolean;
  reserved: boolean;
  showsReportEntry: boolean;
}

// A handful of labels: the machine runs once per label, not once per card that scrolls in.
const viewsByLabel = new Map<string, CarStatusView>();

/** The machine's verdict for one label, computed without starting an actor. */
export function carStatusView(label: string): CarStatusView {
  const cached = viewsByLabel.get(label);
  if (cached) return cached;
  const [initial] = initialTransition(carStatusMachine);
  const [snapshot] = transition(carStatusMachine, initial, { type: 'LABEL_RECEIVED', label });
  const view = viewOf(snapshot);
  if (viewsByLabel.size < 64) viewsByLabel.set(label, view);
  return view;
}

// One view object per state, so a screen that compares views by identity re-renders only on a change.
const viewsByState = new Map<string, CarStatusView>();

export function viewOf(snapshot: CarStatusSnapshot): CarStatusView {
  const state = String(snapshot.value);
  const cached = viewsByState.get(state);
  if (cached) return cached;
  const kind = (Object.entries(STATE_OF_KIND).find(([, name]) => name === state)?.[0] ?? 'ON_SALE') as CarStatusKind;
  const view: CarStatusView = Object.freeze({
    kind,
    buyable: snapshot.hasTag('buyable'),
    unavailable: snapshot.hasTag('unavailable'),
    reserved: snapshot.hasTag('reserved'),
    showsReportEntry: snapshot.hasTag('report-entry'),
  });
  viewsByState.set(state, view);
  return view;
}

/** The view of a kind the graph already resolved (the same verdict as the label's). */
export function viewOfKind(kind: CarStatusKind): CarStatusView {
  return carStatusView(KIND_LABEL[kind]);
}

const KIND_LABEL = Object.fromEntries(Object.entries(STATUS_LABELS).map(([label, kind]) => [kind, label])) as Record<
  CarStatusKind,
  string
>;

/** The view's availability in the table's words (a data attribute for styles and tests). */
export function availabilityOf(view: CarStatusView): CarAvailability {
  return view.unavailable ? 'unavailable' : view.reserved ? 'reserved' : 'buyable';
}

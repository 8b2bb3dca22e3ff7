import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { CAR_STATUS, CAR_STATUS_KINDS, statusKind } from '../../src/domain/car-status';
import {
  availabilityOf,
  carStatusMachine,
  carStatusView,
  STATE_OF_KIND,
  viewOf,
  viewOfKind,
  type CarStatusEvent,
} from '../../src/machines/car-status.machine';

const LABELS = ['被秒', '抢先报', '被截胡', '已预定', '在售', '已售', '下架', '待定', ''];
const events: CarStatusEvent[] = LABELS.map((label) => ({ type: 'LABEL_RECEIVED', label }));

describe('carStatus machine paths', () => {
  const paths = getShortestPaths(carStatusMachine, { events });

  it('reaches a state for every label, including unknown ones', () => {
    const reachedLabels = new Set(paths.map((path) => path.state.context.label));
    for (const label of LABELS) expect(reachedLabels).toContain(label);
    const reachedStates = new Set(paths.map((path) => String(path.state.value)));
    expect([...reachedStates].sort()).toEqual([...Object.values(STATE_OF_KIND), 'unknown'].sort());
  });

  it.each(
    paths.map(
      (path) =>
        [
          path.steps
            .map((step) => (step.event.type === 'LABEL_RECEIVED' ? step.event.label : step.event.type))
            .join(' → ') || '(start)',
          path,
        ] as const,
    ),
  )('path %s ends in the kind of its last label', (_, path) => {
    const actor = createActor(carStatusMachine).start();
    for (const step of path.steps) {
      if (step.event.type === 'LABEL_RECEIVED') actor.send(step.event);
    }
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual(path.state.value);
    const last = path.steps.at(-1)?.event;
    if (last && last.type === 'LABEL_RECEIVED') {
      expect(viewOf(snapshot).kind).toBe(statusKind(last.label));
      expect(snapshot.context.label).toBe(last.label);
    } else {
      expect(snapshot.value).toBe('unknown');
    }
    actor.stop();
  });

  it('moves between any two kinds when a new label arrives (simple paths)', () => {
    const few: CarStatusEvent[] = ['已售', '在售', '下架', '抢先报'].map((label) => ({
      type: 'LABEL_RECEIVED',
      label,
    }));
    const simple = getSimplePaths(carStatusMachine, { events: few });
    const pairs = new Set(
      simple
        .filter((path) => path.steps.length >= 3)
        .map((path) => `${String(path.steps.at(-2)!.state.value)}>${String(path.state.value)}`),
    );
    expect(pairs.has('sold>onSale')).toBe(true);
    expect(pairs.has('onSale>sold')).toBe(true);
    expect(pairs.has('offShelf>earlyAccess')).toBe(true);
  });
});

describe('what a buyer can do', () => {
  it.each([
    ['在售', { kind: 'ON_SALE', buyable: true, unavailable: false, reserved: false, showsReportEntry: false }],
    ['待定', { kind: 'ON_SALE', buyable: true, unavailable: false, reserved: false, showsReportEntry: false }],
    ['抢先报', { kind: 'EARLY_ACCESS', buyable: true, unavailable: false, reserved: false, showsReportEntry: true }],
    ['已预定', { kind: 'ORDERED', buyable: false, unavailable: false, reserved: true, showsReportEntry: false }],
    [
      '被秒',
      { kind: 'SOLD_IN_EARLY_ACCESS', buyable: false, unavailable: true, reserved: false, showsReportEntry: true },
    ],
    ['被截胡', { kind: 'CUT_OFF', buyable: false, unavailable: true, reserved: false, showsReportEntry: false }],
    ['已售', { kind: 'SOLD', buyable: false, unavailable: true, reserved: false, showsReportEntry: false }],
    ['下架', { kind: 'OFF_SHELF', buyable: false, unavailable: true, reserved: false, showsReportEntry: false }],
  ] as const)('%s', (label, view) => {
    expect(carStatusView(label)).toEqual(view);
  });
});

describe('the tags read the status table', () => {
  it.each(CAR_STATUS_KINDS)('%s', (kind) => {
    const view = viewOfKind(kind);
    expect(view.kind).toBe(kind);
    expect(availabilityOf(view)).toBe(CAR_STATUS[kind].availability);
    expect(view.showsReportEntry).toBe(CAR_STATUS[kind].reportEntry);
    expect(view.buyable).toBe(CAR_STATUS[kind].availability === 'buyable');
  });
});

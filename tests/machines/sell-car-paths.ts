// The sell-car machine's graph, walked with xstate/graph: every path is a list of abstract steps that
// the machine test replays through the actor and the screen test replays through the real form.

import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { sellCarMachine, type SellCarEvent } from '../../src/machines/sell-car.machine';
import { validateSellCar, type SellCarForm, type SellCarOptionLists } from '../../src/domain/sell-car-form';

export const CURRENT_YEAR = 2026;

export const pathOptions: SellCarOptionLists = {
  registrationYears: [
    { value: '2026', label: '2026年' },
    { value: '2019', label: '2019年' },
  ],
  mileageBands: [{ value: '30000-60000', label: '3–6万公里' }],
  serviceSubstations: [{ value: '101', label: '杭州滨江服务站' }],
  carModels: [{ value: 'passat', label: '帕萨特' }],
  regions: [{ value: '330100', label: '杭州' }],
};

export const validForm: SellCarForm = {
  name: '陈先生',
  phone: '13812345678',
  model: 'passat',
  modelOther: '',
  region: '330100',
  registrationYear: '2019',
  mileage: '30000-60000',
  substationId: '101',
  remark: '',
};

export type PathStep =
  | 'optionsLoaded'
  | 'optionsFailed'
  | 'fillValid'
  | 'breakPhone'
  | 'submit'
  | 'submitted'
  | 'submitFailed'
  | 'retry'
  | 'startOver';

type GraphEvent = SellCarEvent | { type: string; output?: unknown; error?: unknown };

const graphEvents: Array<{ step: PathStep; event: GraphEvent }> = [
  { step: 'optionsLoaded', event: { type: 'xstate.done.actor.loadOptions', output: pathOptions } },
  { step: 'optionsFailed', event: { type: 'xstate.error.actor.loadOptions', error: new Error('options down') } },
  { step: 'fillValid', event: { type: 'EDIT', values: validForm } },
  { step: 'breakPhone', event: { type: 'EDIT', values: { phone: '123' } } },
  { step: 'submit', event: { type: 'SUBMIT' } },
  {
    step: 'submitted',
    event: { type: 'xstate.done.actor.submitSellCar', output: { clueId: 'XS1', contactWithinHours: 2 } },
  },
  {
    step: 'submitFailed',
    event: { type: 'xstate.error.actor.submitSellCar', error: new Error('Request failed with status code 500') },
  },
  { step: 'retry', event: { type: 'RETRY' } },
  { step: 'startOver', event: { type: 'START_OVER' } },
];

function stepOf(event: { type: string; values?: unknown }): PathStep {
  const found = graphEvents.find(
    (candidate) =>
      candidate.event.type === event.type &&
      JSON.stringify((candidate.event as { values?: unknown }).values) === JSON.stringify(event.values),
  );
  if (!found) throw new Error(`No step for ${event.type}`);
  return found.step;
}

type Snapshot = ReturnType<typeof sellCarMachine.transition>;

function serializeState(snapshot: Snapshot): string {
  const { context } = snapshot;
  const valid = Object.keys(validateSellCar(context.form, context.options, context.currentYear)).length === 0;
  const shown = Object.keys(context.errors).length > 0 ? 'errors' : 'clean';
  // Submissions (capped) make "failed, then retried" a state of its own, so retries appear in paths.
  return [
    JSON.stringify(snapshot.value),
    valid ? 'valid' : 'invalid',
    shown,
    context.idempotencyKey ? 'key' : 'nokey',
    Math.min(context.submissions, 2),
  ].join('|');
}

const traversal = {
  input: { currentYear: CURRENT_YEAR },
  events: graphEvents.map((entry) => entry.event) as SellCarEvent[],
  serializeState: serializeState as never,
};

export interface SellCarPath {
  name: string;
  steps: PathStep[];
  finalState: string;
}

function toPaths(paths: ReturnType<typeof getShortestPaths<typeof sellCarMachine>>): SellCarPath[] {
  return paths.map((path) => {
    const steps = path.steps.slice(1).map((step) => stepOf(step.event as { type: string; values?: unknown }));
    return { name: steps.join(' → ') || '(start)', steps, finalState: String(path.state.value) };
  });
}

export function shortestSellCarPaths(): SellCarPath[] {
  return toPaths(getShortestPaths(sellCarMachine, traversal));
}

/** Simple paths that end in done: every way to a submitted clue without revisiting a state. */
export function simplePathsToDone(): SellCarPath[] {
  return toPaths(getSimplePaths(sellCarMachine, { ...traversal, toState: (snapshot) => snapshot.matches('done') }));
}

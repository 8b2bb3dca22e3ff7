import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { getScenario } from '../../mocks/scenarios';
import { createRequestLog } from '../../src/graph/request-log';
import { list, register } from '../../src/machines/registry';
import { createActorTracker } from '../../src/qa/actor-tracker';
import { QaLauncher } from '../../src/qa/qa-launcher';
import { createScenarioControl } from '../../src/qa/scenario-control';
import { createTestGraph } from '../support/graph';

afterEach(() => {
  for (const { name, actor } of list()) {
    actor.stop();
    register(name, actor)();
  }
});

describe('QA studio panel', () => {
  it('opens, steps a sandbox machine and switches a fault from the tabs', async () => {
    const user = userEvent.setup();
    const graph = createTestGraph();
    const tracker = createActorTracker();
    const control = createScenarioControl({ client: graph.client, rest: graph.rest });
    render(<QaLauncher services={{ client: graph.client, rest: graph.rest, tracker, control, log: createRequestLog() }} initiallyOpen={false} />);

    await user.click(screen.getByRole('button', { name: 'QA studio' }));
    const studio = await screen.findByRole('dialog', { name: 'QA studio' });
    await user.click(within(studio).getByRole('button', { name: 'Start sandbox' }));
    expect(within(studio).getByRole('heading', { name: /sellCar \(sandbox\): loadingOptions/ })).toBeInTheDocument();
    expect(within(studio).getByRole('img', { name: /State diagram of sellCar \(sandbox\); current state: loadingOptions/ })).toBeInTheDocument();
    await user.click(within(studio).getByRole('button', { name: 'done: loadOptions…' }));
    await user.click(within(studio).getByRole('button', { name: 'Send xstate.done.actor.loadOptions' }));
    expect(within(studio).getByRole('heading', { name: /sellCar \(sandbox\): editing/ })).toBeInTheDocument();
    await user.click(within(studio).getByRole('button', { name: /^Restore snapshot \d+ \(loadingOptions\)$/ }));
    expect(within(studio).getByRole('heading', { name: /sellCar \(sandbox\): loadingOptions/ })).toBeInTheDocument();

    await user.click(within(studio).getByRole('tab', { name: 'Scenarios' }));
    await user.selectOptions(within(studio).getByLabelText('Fault for cars'), 'network');
    expect(getScenario().faults).toEqual({ cars: 'network' });
    expect(await screen.findByRole('status', { name: 'QA overrides on' })).toHaveTextContent('cars: network');

    await user.click(within(studio).getByRole('tab', { name: 'Requests' }));
    expect(within(studio).getByRole('list', { name: 'Requests' })).toBeInTheDocument();
    await user.click(within(studio).getByRole('tab', { name: 'Graph' }));
    expect((within(studio).getByLabelText('Query') as HTMLTextAreaElement).value).toContain('cars(');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'QA studio' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(screen.queryByRole('status', { name: 'QA overrides on' })).not.toBeInTheDocument();
    tracker.dispose();
    control.dispose();
  });
});

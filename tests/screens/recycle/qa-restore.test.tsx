// QA time travel on the live form: the studio restores an earlier snapshot into a fresh actor and
// registers it as 'sellCar'; the screen follows it, so what QA steps to is what the form shows.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, type AnyActorRef, type AnyStateMachine } from 'xstate';
import { describe, expect, it } from 'vitest';
import { RecycleScreen } from '../../../src/screens/recycle/recycle.screen';
import { renderWithGraph } from '../../support/graph';
import { patientGraph } from './recycle-support';

describe('the sell-car form and the QA studio', () => {
  it('follows an actor restored from an earlier snapshot', async () => {
    const graph = patientGraph();
    const { registry } = graph.services;
    renderWithGraph(<RecycleScreen />, { route: '/recycle', graph });
    const name = await screen.findByRole('textbox', { name: /称呼/ }, { timeout: 10_000 });
    const live = registry.get('sellCar') as AnyActorRef & { logic: AnyStateMachine };
    const earlier = live.getPersistedSnapshot();

    await userEvent.type(name, '张先生');
    await waitFor(() => expect(name).toHaveValue('张先生'));

    // What the studio's "restore" does: a fresh actor from the earlier snapshot, same name.
    const restored = createActor(live.logic, { snapshot: earlier as never });
    act(() => {
      restored.start();
      registry.register('sellCar', restored);
      live.stop();
    });
    await waitFor(() => expect(screen.getByRole('textbox', { name: /称呼/ })).toHaveValue(''));

    // The form now drives the restored actor.
    await userEvent.type(screen.getByRole('textbox', { name: /称呼/ }), '李女士');
    await waitFor(() =>
      expect((restored.getSnapshot() as { context: { form: { name: string } } }).context.form.name).toBe('李女士'),
    );
    restored.stop();
  });
});

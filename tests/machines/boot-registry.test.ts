import { createActor, createMachine } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createActorRegistry } from '../../src/machines/registry';

const idle = createMachine({ id: 'idle', initial: 'waiting', states: { waiting: {} } });

describe('actor registry (QA hook)', () => {
  it('lists registered actors by name and tells subscribers about changes', () => {
    const { get, list, register, subscribe } = createActorRegistry();
    const seen: string[][] = [];
    const stop = subscribe((actors: { name: string }[]) => seen.push(actors.map((entry) => entry.name)));
    const boot = createActor(idle);
    const share = createActor(idle);
    const offBoot = register('appBoot-test', boot);
    const offShare = register('share-test', share);
    expect(get('appBoot-test')).toBe(boot);
    expect(list().map((entry) => entry.name)).toEqual(expect.arrayContaining(['appBoot-test', 'share-test']));
    offBoot();
    offShare();
    stop();
    expect(get('appBoot-test')).toBeUndefined();
    expect(seen.at(-1)).not.toContain('share-test');
    expect(seen.length).toBe(4);
  });

  it('replaces an actor registered again under the same name; the old removal no longer applies', () => {
    const { get, register } = createActorRegistry();
    const first = createActor(idle);
    const second = createActor(idle);
    const offFirst = register('swap-test', first);
    const offSecond = register('swap-test', second);
    offFirst();
    expect(get('swap-test')).toBe(second);
    offSecond();
    expect(get('swap-test')).toBeUndefined();
  });
});

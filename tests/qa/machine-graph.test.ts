/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { createMachine, type AnyStateMachine } from 'xstate';
import { bootMachine } from '../../src/machines/boot.machine';
import { sellCarMachine } from '../../src/machines/sell-car.machine';
import {
  activeStateIds,
  layerChildren,
  layoutMachine,
  machineToGraph,
  routeEdges,
  type Box,
  type MachineGraph,
} from '../../src/qa/machine-graph';

const labelsFrom = (graph: MachineGraph, source: string) =>
  graph.edges
    .filter((edge) => edge.source === `${graph.machineId}.${source}`)
    .map((edge) => `${edge.label} -> ${edge.target}`);

function inside(inner: Box, outer: Box): boolean {
  return (
    inner.x >= outer.x &&
    inner.y >= outer.y &&
    inner.x + inner.width <= outer.x + outer.width &&
    inner.y + inner.height <= outer.y + outer.height
  );
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

function expectSaneLayout(graph: MachineGraph) {
  const layout = layoutMachine(graph);
  for (const id of graph.order) {
    const node = graph.nodes[id]!;
    const box = layout.boxes[id]!;
    expect(box.width).toBeGreaterThan(0);
    if (node.parent) expect(inside(box, layout.boxes[node.parent]!)).toBe(true);
    const siblings = node.children.map((child) => layout.boxes[child]!);
    siblings.forEach((a, i) => siblings.slice(i + 1).forEach((b) => expect(overlaps(a, b)).toBe(false)));
  }
  // Deterministic: the same machine gives the same drawing.
  expect(layoutMachine(machineToGraph(machineFor(graph)))).toEqual(layout);
  return layout;
}

const machines = new Map<string, AnyStateMachine>();
function machineFor(graph: MachineGraph): AnyStateMachine {
  return machines.get(graph.machineId)!;
}
function graphOf(machine: AnyStateMachine): MachineGraph {
  machines.set(machine.id, machine);
  return machineToGraph(machine);
}

describe('machineToGraph on the sell-car machine', () => {
  const graph = graphOf(sellCarMachine);

  it('has every state with its invoked calls and the initial state', () => {
    expect(graph.root).toBe('sellCar');
    expect(graph.nodes.sellCar!.children.map((id) => graph.nodes[id]!.key)).toEqual([
      'loadingOptions',
      'optionsFailed',
      'editing',
      'validating',
      'submitting',
      'submitFailed',
      'done',
    ]);
    expect(graph.nodes.sellCar!.initial).toBe('sellCar.loadingOptions');
    expect(graph.nodes['sellCar.loadingOptions']!.invokes).toEqual(['loadOptions']);
    expect(graph.nodes['sellCar.submitting']!.invokes).toEqual(['submitSellCar']);
  });

  it('labels transitions with their events, invoked outcomes and guards', () => {
    expect(labelsFrom(graph, 'loadingOptions')).toEqual([
      'EDIT -> sellCar.loadingOptions',
      'done: loadOptions -> sellCar.editing',
      'error: loadOptions -> sellCar.optionsFailed',
    ]);
    expect(labelsFrom(graph, 'validating')).toEqual([
      'always [formIsValid] -> sellCar.submitting',
      'always -> sellCar.editing',
    ]);
    expect(labelsFrom(graph, 'done')).toEqual(['START_OVER -> sellCar.editing']);
    const edit = graph.edges.find((edge) => edge.source === 'sellCar.editing' && edge.event === 'EDIT')!;
    expect(edit.targetless).toBe(true);
    expect(edit.target).toBe('sellCar.editing');
  });

  it('lays the states out in rows from the initial state along the transitions', () => {
    const rows = layerChildren(graph, 'sellCar').map((row) => row.map((id) => graph.nodes[id]!.key));
    expect(rows).toEqual([
      ['loadingOptions'],
      ['optionsFailed', 'editing'],
      ['validating'],
      ['submitting'],
      ['submitFailed', 'done'],
    ]);
    const layout = expectSaneLayout(graph);
    expect(layout.boxes['sellCar.editing']!.y).toBeGreaterThan(layout.boxes['sellCar.loadingOptions']!.y);
    expect(routeEdges(graph, layout)).toHaveLength(graph.edges.length);
  });

  it('finds the active states of a snapshot value', () => {
    expect(activeStateIds(graph, 'editing')).toEqual(['sellCar', 'sellCar.editing']);
  });
});

describe('machineToGraph on the boot machine', () => {
  const graph = graphOf(bootMachine);

  it('draws the start-up steps, their outcomes and both final states', () => {
    expect(labelsFrom(graph, 'navigationBar')).toEqual([
      'done: setupNavigationBar -> appBoot.lazyImages',
      'error: setupNavigationBar -> appBoot.lazyImages',
    ]);
    expect(graph.nodes['appBoot.ready']!.type).toBe('final');
    expect(graph.nodes['appBoot.degraded']!.type).toBe('final');
    expect(layerChildren(graph, 'appBoot').map((row) => row.map((id) => graph.nodes[id]!.key))).toEqual([
      ['navigationBar'],
      ['lazyImages'],
      ['touchEmulation'],
      ['analytics'],
      ['settling'],
      ['ready', 'degraded'],
    ]);
    expectSaneLayout(graph);
  });
});

describe('machineToGraph on nested and parallel states', () => {
  const machine = createMachine({
    id: 'player',
    initial: 'idle',
    states: {
      idle: { on: { LOAD: 'active' } },
      active: {
        type: 'parallel',
        on: { EJECT: 'idle' },
        states: {
          playback: {
            initial: 'paused',
            states: {
              paused: { on: { PLAY: 'playing' } },
              playing: { on: { PAUSE: 'paused' }, after: { 1000: 'paused' } },
            },
          },
          volume: {
            initial: 'normal',
            states: { normal: { on: { MUTE: 'muted' } }, muted: { on: { UNMUTE: 'normal' } } },
          },
        },
      },
    },
  });
  const graph = graphOf(machine);

  it('keeps the hierarchy, parallel regions and delayed transitions', () => {
    expect(graph.nodes['player.active']!.type).toBe('parallel');
    expect(graph.nodes['player.active.playback']!.parent).toBe('player.active');
    expect(graph.nodes['player.active.playback.playing']!.depth).toBe(3);
    expect(labelsFrom(graph, 'active.playback.playing')).toEqual([
      'PAUSE -> player.active.playback.paused',
      'after 1000 ms -> player.active.playback.paused',
    ]);
    expect(layerChildren(graph, 'player.active')).toEqual([['player.active.playback', 'player.active.volume']]);
    expectSaneLayout(graph);
  });

  it('finds every active state in both regions', () => {
    expect(activeStateIds(graph, { active: { playback: 'playing', volume: 'muted' } })).toEqual([
      'player',
      'player.active',
      'player.active.playback',
      'player.active.playback.playing',
      'player.active.volume',
      'player.active.volume.muted',
    ]);
  });
});

describe('every machine in src/machines', () => {
  const modules = import.meta.glob('../../src/machines/*.machine.ts', { eager: true }) as Record<
    string,
    Record<string, unknown>
  >;
  const found = Object.entries(modules).flatMap(([file, exports]) =>
    Object.entries(exports)
      .filter(
        ([, value]) => typeof value === 'object' && value !== null && 'root' in value && 'getInitialSnapshot' in value,
      )
      .map(([name, value]) => ({ name: `${file}#${name}`, machine: value as AnyStateMachine })),
  );

  it('includes the boot and sell-car machines', () => {
    expect(found.map((item) => item.machine.id)).toEqual(expect.arrayContaining(['appBoot', 'sellCar']));
  });

  it.each(found.map((item) => [item.name, item.machine] as const))(
    '%s gives a graph and a layout with every state',
    (_name, machine) => {
      const graph = graphOf(machine);
      expect(graph.order.length).toBeGreaterThan(1);
      for (const edge of graph.edges) {
        expect(graph.nodes[edge.source]).toBeDefined();
        expect(graph.nodes[edge.target]).toBeDefined();
      }
      expectSaneLayout(graph);
    },
  );
});

// A state machine's drawing, derived at run time from its definition (machine.root and each StateNode's
// .states / .transitions / .always): the nodes (nested and parallel), the transitions with the events
// they take, and a deterministic layered layout for an inline SVG. No React; nothing fetched.

import type { AnyStateMachine, StateValue } from 'xstate';

export type StateKind = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export interface GraphNode {
  /** The StateNode id, e.g. `sellCar.editing`. */
  id: string;
  key: string;
  type: StateKind;
  parent: string | null;
  /** Child ids in document order. */
  children: string[];
  /** The initial child of a compound state. */
  initial: string | null;
  depth: number;
  /** Invoked actor sources (shown under the name). */
  invokes: string[];
}

export type EdgeKind = 'event' | 'always' | 'done' | 'error' | 'after';

export interface GraphEdge {
  id: string;
  source: string;
  /** Equal to source for a transition without a target (actions only). */
  target: string;
  /** The event descriptor as the machine knows it (`EDIT`, `xstate.done.actor.loadOptions`, ``). */
  event: string;
  kind: EdgeKind;
  /** What the drawing prints: `EDIT`, `done: loadOptions`, `always [formIsValid]`. */
  label: string;
  guard: string | null;
  /** No target: the state stays, only actions run. */
  targetless: boolean;
}

export interface MachineGraph {
  machineId: string;
  root: string;
  nodes: Record<string, GraphNode>;
  /** Every node id in document order (parents before children). */
  order: string[];
  edges: GraphEdge[];
}

interface StateNodeLike {
  id: string;
  key: string;
  type: StateKind;
  order: number;
  states: Record<string, StateNodeLike>;
  transitions: Map<string, TransitionLike[]>;
  always?: TransitionLike[];
  invoke: Array<{ id: string; src: unknown }>;
  initial?: { target: ReadonlyArray<StateNodeLike> };
}

interface TransitionLike {
  target?: ReadonlyArray<StateNodeLike> | undefined;
  guard?: unknown;
  eventType: string;
}

function guardName(guard: unknown): string | null {
  if (!guard) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') return guard.name || 'guard';
  if (typeof guard === 'object' && guard !== null && 'type' in guard) {
    const type = (guard as { type: unknown }).type;
    if (typeof type === 'string') return type;
  }
  return 'guard';
}

/** How an event descriptor reads on the drawing. */
export function eventLabel(event: string): { kind: EdgeKind; label: string } {
  if (event === '') return { kind: 'always', label: 'always' };
  const done = /^xstate\.done\.actor\.(.+)$/.exec(event);
  if (done) return { kind: 'done', label: `done: ${shortActorId(done[1] ?? '')}` };
  const error = /^xstate\.error\.actor\.(.+)$/.exec(event);
  if (error) return { kind: 'error', label: `error: ${shortActorId(error[1] ?? '')}` };
  const after = /^xstate\.after\.(\d+)\./.exec(event);
  if (after) return { kind: 'after', label: `after ${after[1]} ms` };
  if (/^xstate\.done\.state\./.test(event)) return { kind: 'done', label: 'done' };
  return { kind: 'event', label: event };
}

/** Generated invoke ids look like `0.appBoot.navigationBar`: the state's key says enough. */
function shortActorId(id: string): string {
  const generated = /^\d+\.(.+)$/.exec(id);
  if (!generated) return id;
  const parts = (generated[1] ?? id).split('.');
  return parts[parts.length - 1] ?? id;
}

function srcName(src: unknown): string {
  if (typeof src === 'string') return src;
  if (src && typeof src === 'object' && 'id' in src && typeof (src as { id: unknown }).id === 'string')
    return (src as { id: string }).id;
  return 'actor';
}

export function machineToGraph(machine: AnyStateMachine): MachineGraph {
  const nodes: Record<string, GraphNode> = {};
  const order: string[] = [];
  const edges: GraphEdge[] = [];
  const root = machine.root as unknown as StateNodeLike;

  const visit = (node: StateNodeLike, parent: string | null, depth: number) => {
    const children = Object.values(node.states ?? {}).sort((a, b) => a.order - b.order);
    const initialTarget = node.type === 'compound' ? node.initial?.target?.[0] : undefined;
    nodes[node.id] = {
      id: node.id,
      key: node.key,
      type: node.type,
      parent,
      children: children.map((child) => child.id),
      initial: initialTarget ? initialTarget.id : null,
      depth,
      invokes: (node.invoke ?? []).map((definition) => srcName(definition.src)),
    };
    order.push(node.id);
    const add = (transition: TransitionLike, event: string) => {
      const targets = transition.target && transition.target.length > 0 ? transition.target : null;
      const guard = guardName(transition.guard);
      const { kind, label } = eventLabel(event);
      for (const target of targets ?? [node]) {
        edges.push({
          id: `${node.id}:${event || 'always'}:${edges.length}`,
          source: node.id,
          target: target.id,
          event,
          kind,
          label: guard ? `${label} [${guard}]` : label,
          guard,
          targetless: targets === null,
        });
      }
    };
    for (const [event, transitions] of node.transitions ?? new Map<string, TransitionLike[]>()) {
      for (const transition of transitions) add(transition, event);
    }
    for (const transition of node.always ?? []) add(transition, '');
    for (const child of children) visit(child, node.id, depth + 1);
  };
  visit(root, null, 0);
  return { machineId: machine.id, root: root.id, nodes, order, edges };
}

/** The ids of the states a snapshot is in (the root, and every active node below it). */
export function activeStateIds(graph: MachineGraph, value: StateValue): string[] {
  const active: string[] = [graph.root];
  const walk = (parentId: string, stateValue: StateValue) => {
    const parent = graph.nodes[parentId];
    if (!parent) return;
    const childByKey = (key: string) => parent.children.find((id) => graph.nodes[id]?.key === key);
    if (typeof stateValue === 'string') {
      const child = childByKey(stateValue);
      if (child) active.push(child);
      return;
    }
    for (const [key, sub] of Object.entries(stateValue ?? {})) {
      const child = childByKey(key);
      if (!child) continue;
      active.push(child);
      if (sub !== undefined) walk(child, sub as StateValue);
    }
  };
  walk(graph.root, value);
  return active;
}

// ---- Layout -------------------------------------------------------------------------------------

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface MachineLayout {
  width: number;
  height: number;
  boxes: Record<string, Box>;
}

export const LAYOUT = {
  charWidth: 7.2,
  atomicHeight: 40,
  invokeLine: 14,
  minWidth: 104,
  padding: 14,
  header: 26,
  rowGap: 56,
  columnGap: 36,
  /** Room on the right of every compound state for edges that go back up. */
  backLane: 72,
} as const;

function isAncestorOrSelf(graph: MachineGraph, ancestor: string, id: string): boolean {
  for (let current: string | null = id; current; current = graph.nodes[current]?.parent ?? null) {
    if (current === ancestor) return true;
  }
  return false;
}

/** The child of `parent` that contains `id` (or is it). */
function childContaining(graph: MachineGraph, parent: string, id: string): string | null {
  let current: string | null = id;
  while (current) {
    const node: GraphNode | undefined = graph.nodes[current];
    if (!node) return null;
    if (node.parent === parent) return current;
    current = node.parent;
  }
  return null;
}

/**
 * Rows of a compound state's children: breadth-first from the initial child along the transitions
 * between them; children no transition reaches follow in document order. Deterministic.
 */
export function layerChildren(graph: MachineGraph, parentId: string): string[][] {
  const parent = graph.nodes[parentId];
  if (!parent || parent.children.length === 0) return [];
  if (parent.type === 'parallel') return [parent.children];
  const next = new Map<string, string[]>();
  for (const edge of graph.edges) {
    if (!isAncestorOrSelf(graph, parentId, edge.source) || !isAncestorOrSelf(graph, parentId, edge.target)) continue;
    const from = childContaining(graph, parentId, edge.source);
    const to = childContaining(graph, parentId, edge.target);
    if (!from || !to || from === to) continue;
    const list = next.get(from) ?? [];
    if (!list.includes(to)) list.push(to);
    next.set(from, list);
  }
  const position = (id: string) => parent.children.indexOf(id);
  const layerOf = new Map<string, number>();
  const start = parent.initial ?? parent.children[0];
  const queue: string[] = [];
  if (start) {
    layerOf.set(start, 0);
    queue.push(start);
  }
  while (queue.length) {
    const current = queue.shift() as string;
    const targets = [...(next.get(current) ?? [])].sort((a, b) => position(a) - position(b));
    for (const target of targets) {
      if (layerOf.has(target)) continue;
      layerOf.set(target, (layerOf.get(current) ?? 0) + 1);
      queue.push(target);
    }
  }
  // States no sibling transition reaches (e.g. targets of the parent's own transitions) share rows of three.
  const reached = Math.max(-1, ...layerOf.values());
  let unreached = 0;
  for (const child of parent.children) {
    if (!layerOf.has(child)) layerOf.set(child, reached + 1 + Math.floor(unreached++ / 3));
  }
  const rows: string[][] = [];
  for (const child of parent.children) {
    const layer = layerOf.get(child) ?? 0;
    (rows[layer] ??= []).push(child);
  }
  return rows.filter((row) => row && row.length > 0);
}

export function layoutMachine(graph: MachineGraph): MachineLayout {
  const sizes: Record<string, { width: number; height: number }> = {};
  const rowsOf: Record<string, string[][]> = {};

  const measure = (id: string): { width: number; height: number } => {
    const node = graph.nodes[id] as GraphNode;
    if (node.children.length === 0) {
      const longest = Math.max(node.key.length, ...node.invokes.map((name) => name.length + 9));
      const size = {
        width: Math.max(LAYOUT.minWidth, Math.ceil(longest * LAYOUT.charWidth) + 28),
        height: LAYOUT.atomicHeight + node.invokes.length * LAYOUT.invokeLine,
      };
      sizes[id] = size;
      return size;
    }
    const rows = layerChildren(graph, id);
    rowsOf[id] = rows;
    let width = 0;
    let height = LAYOUT.header + LAYOUT.padding;
    rows.forEach((row, index) => {
      const measured = row.map(measure);
      const rowWidth = measured.reduce((sum, size) => sum + size.width, 0) + LAYOUT.columnGap * (row.length - 1);
      width = Math.max(width, rowWidth);
      height += Math.max(...measured.map((size) => size.height)) + (index < rows.length - 1 ? LAYOUT.rowGap : 0);
    });
    const headerWidth = Math.ceil(node.key.length * LAYOUT.charWidth) + 40;
    const size = {
      width: Math.max(width, headerWidth) + LAYOUT.padding * 2 + LAYOUT.backLane,
      height: height + LAYOUT.padding + node.invokes.length * LAYOUT.invokeLine,
    };
    sizes[id] = size;
    return size;
  };

  const boxes: Record<string, Box> = {};
  const place = (id: string, x: number, y: number) => {
    const size = sizes[id] as { width: number; height: number };
    boxes[id] = { x, y, width: size.width, height: size.height };
    const rows = rowsOf[id];
    if (!rows) return;
    const inner = size.width - LAYOUT.padding * 2 - LAYOUT.backLane;
    let rowY = y + LAYOUT.header + LAYOUT.padding + (graph.nodes[id]?.invokes.length ?? 0) * LAYOUT.invokeLine;
    for (const row of rows) {
      const rowSizes = row.map((child) => sizes[child] as { width: number; height: number });
      const rowWidth = rowSizes.reduce((sum, s) => sum + s.width, 0) + LAYOUT.columnGap * (row.length - 1);
      let childX = x + LAYOUT.padding + (inner - rowWidth) / 2;
      const rowHeight = Math.max(...rowSizes.map((s) => s.height));
      row.forEach((child, index) => {
        place(child, childX, rowY);
        childX += (rowSizes[index]?.width ?? 0) + LAYOUT.columnGap;
      });
      rowY += rowHeight + LAYOUT.rowGap;
    }
  };

  const rootSize = measure(graph.root);
  place(graph.root, 0, 0);
  return { width: Math.ceil(rootSize.width), height: Math.ceil(rootSize.height), boxes };
}

export interface EdgeRoute {
  edge: GraphEdge;
  /** SVG path data. */
  d: string;
  labelX: number;
  labelY: number;
  anchor: 'start' | 'middle';
}

/**
 * Paths for the transitions: downwards or sideways edges leave the bottom of their source for the top
 * of their target; edges going back up run along the right lane; targetless transitions loop on the
 * state itself. Parallel edges between the same pair are spread apart.
 */
export function routeEdges(graph: MachineGraph, layout: MachineLayout): EdgeRoute[] {
  const routes: EdgeRoute[] = [];
  const pairCount = new Map<string, number>();
  const loopCount = new Map<string, number>();
  let backIndex = 0;
  for (const edge of graph.edges) {
    const from = layout.boxes[edge.source];
    const to = layout.boxes[edge.target];
    if (!from || !to) continue;
    if (edge.source === edge.target) {
      const n = loopCount.get(edge.source) ?? 0;
      loopCount.set(edge.source, n + 1);
      const x = from.x + from.width;
      const y = from.y + 12 + n * 14;
      routes.push({
        edge,
        d: `M ${x} ${y} c 18 -10 18 14 0 6`,
        labelX: x + 20,
        labelY: y + 4,
        anchor: 'start',
      });
      continue;
    }
    if (isAncestorOrSelf(graph, edge.source, edge.target)) {
      // A parent's own transition into one of its states: a short arrow into the target's top.
      const x = to.x + to.width / 2;
      routes.push({ edge, d: `M ${x} ${to.y - 22} L ${x} ${to.y}`, labelX: x, labelY: to.y - 26, anchor: 'middle' });
      continue;
    }
    const pairKey = `${edge.source}->${edge.target}`;
    const spread = pairCount.get(pairKey) ?? 0;
    pairCount.set(pairKey, spread + 1);
    const offset = spread * 18;
    const goesDown = to.y >= from.y + from.height - 1;
    if (goesDown) {
      const x1 = from.x + from.width / 2 + offset;
      const y1 = from.y + from.height;
      const x2 = to.x + to.width / 2 + offset;
      const y2 = to.y;
      const midY = (y1 + y2) / 2;
      routes.push({
        edge,
        d: `M ${x1} ${y1} C ${x1} ${midY} ${x2} ${midY} ${x2} ${y2}`,
        labelX: (x1 + x2) / 2,
        labelY: midY + 4 + spread * 12,
        anchor: 'middle',
      });
      continue;
    }
    const sameRow = Math.abs(to.y - from.y) < 1;
    if (sameRow) {
      const leftToRight = to.x > from.x;
      const x1 = leftToRight ? from.x + from.width : from.x;
      const x2 = leftToRight ? to.x : to.x + to.width;
      const y = from.y + from.height / 2 + offset - 6;
      routes.push({
        edge,
        d: `M ${x1} ${y} L ${x2} ${y}`,
        labelX: (x1 + x2) / 2,
        labelY: y - 5,
        anchor: 'middle',
      });
      continue;
    }
    // Back up: out of the right side, along the lane, into the target's right side.
    const lane = 22 + (backIndex++ % 3) * 16;
    const x1 = from.x + from.width;
    const y1 = from.y + from.height / 2 + offset;
    const x2 = to.x + to.width;
    const y2 = to.y + to.height / 2 + offset;
    const laneX = Math.max(x1, x2) + lane;
    routes.push({
      edge,
      d: `M ${x1} ${y1} C ${laneX} ${y1} ${laneX} ${y2} ${x2} ${y2}`,
      labelX: laneX - 4,
      labelY: (y1 + y2) / 2,
      anchor: 'start',
    });
  }
  return routes;
}

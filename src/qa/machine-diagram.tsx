// The machine drawn as an inline SVG from its definition: compound and parallel states as frames,
// transitions as arrows labelled with their events, the current states highlighted.

import { useId, useMemo } from 'react';
import { useMessages } from '../i18n/i18n';
import { LAYOUT, layoutMachine, routeEdges, type MachineGraph } from './machine-graph';
import { qaMessages } from './messages';

const LABEL_MARGIN = 180;

export function MachineDiagram({
  graph,
  activeIds,
  name,
}: {
  graph: MachineGraph;
  activeIds: readonly string[];
  name: string;
}) {
  const t = useMessages(qaMessages);
  const markerId = useId().replace(/:/g, '');
  const layout = useMemo(() => layoutMachine(graph), [graph]);
  const routes = useMemo(() => routeEdges(graph, layout), [graph, layout]);
  const active = new Set(activeIds);
  const leaves = activeIds
    .filter((id) => (graph.nodes[id]?.children.length ?? 0) === 0)
    .map((id) => graph.nodes[id]?.key ?? id);
  const width = layout.width + LABEL_MARGIN;
  const height = layout.height + 8;

  return (
    <svg
      role="img"
      aria-label={t('stateDiagram', { name, states: leaves.join(', ') || t('noState') })}
      width={width}
      height={height}
      viewBox={`-4 -4 ${width} ${height}`}
      data-qa-diagram={graph.machineId}
    >
      <defs>
        <marker
          id={`${markerId}-arrow`}
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="7"
          markerHeight="7"
          orient="auto-start-reverse"
        >
          <path d="M 0 0 L 10 5 L 0 10 z" fill="#64748b" />
        </marker>
        <marker
          id={`${markerId}-arrow-on`}
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="7"
          markerHeight="7"
          orient="auto-start-reverse"
        >
          <path d="M 0 0 L 10 5 L 0 10 z" fill="#4338ca" />
        </marker>
      </defs>
      {graph.order.map((id) => {
        const node = graph.nodes[id];
        const box = layout.boxes[id];
        if (!node || !box) return null;
        const isActive = active.has(id);
        const compound = node.children.length > 0;
        const parent = node.parent ? graph.nodes[node.parent] : null;
        const inParallel = parent?.type === 'parallel';
        return (
          <g key={id} data-state={id} data-active={isActive ? 'true' : 'false'}>
            <rect
              x={box.x}
              y={box.y}
              width={box.width}
              height={box.height}
              rx={compound ? 10 : 8}
              fill={compound ? (isActive ? '#eef2ff' : '#fff') : isActive ? '#4338ca' : '#fff'}
              stroke={isActive ? '#4338ca' : '#94a3b8'}
              strokeWidth={isActive ? 2.5 : 1.2}
              strokeDasharray={inParallel ? '6 4' : undefined}
            />
            {node.type === 'final' ? (
              <rect
                x={box.x + 3}
                y={box.y + 3}
                width={box.width - 6}
                height={box.height - 6}
                rx={6}
                fill="none"
                stroke={isActive ? '#fff' : '#94a3b8'}
              />
            ) : null}
            <text
              x={compound ? box.x + 10 : box.x + box.width / 2}
              y={compound ? box.y + 18 : box.y + 24}
              textAnchor={compound ? 'start' : 'middle'}
              fontSize={13}
              fontWeight={600}
              fill={!compound && isActive ? '#fff' : '#0f172a'}
            >
              {node.key}
              {node.type === 'parallel' ? ' ∥' : ''}
            </text>
            {node.invokes.map((src, index) => (
              <text
                key={src + index}
                x={compound ? box.x + 10 : box.x + box.width / 2}
                y={(compound ? box.y + 18 : box.y + 24) + (index + 1) * LAYOUT.invokeLine}
                textAnchor={compound ? 'start' : 'middle'}
                fontSize={11}
                fill={!compound && isActive ? '#e0e7ff' : '#64748b'}
              >
                invoke {src}
              </text>
            ))}
            {node.initial && layout.boxes[node.initial] ? (
              <InitialMarker box={layout.boxes[node.initial] as { x: number; y: number; width: number }} />
            ) : null}
          </g>
        );
      })}
      {routes.map((route) => {
        const on = active.has(route.edge.source);
        return (
          <g key={route.edge.id} data-edge={route.edge.event || 'always'}>
            <path
              d={route.d}
              fill="none"
              stroke={on ? '#4338ca' : '#64748b'}
              strokeWidth={on ? 1.8 : 1.1}
              strokeDasharray={route.edge.kind === 'always' ? '4 3' : undefined}
              markerEnd={`url(#${markerId}-arrow${on ? '-on' : ''})`}
            />
            <text
              x={route.labelX}
              y={route.labelY}
              textAnchor={route.anchor}
              fontSize={11}
              fontWeight={on ? 700 : 400}
              fill={on ? '#312e81' : '#334155'}
              stroke="#f8fafc"
              strokeWidth={3}
              paintOrder="stroke"
            >
              {route.edge.label}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

function InitialMarker({ box }: { box: { x: number; y: number; width: number } }) {
  const x = box.x + 14;
  return (
    <g aria-hidden="true">
      <circle cx={x} cy={box.y - 16} r={4} fill="#0f172a" />
      <path d={`M ${x} ${box.y - 12} L ${x} ${box.y - 1}`} stroke="#0f172a" strokeWidth={1.2} />
    </g>
  );
}

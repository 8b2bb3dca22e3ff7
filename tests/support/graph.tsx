// The real graph for tests: real Apollo client, SchemaLink, resolvers and REST clients; MSW answers
// at the REST boundary. Alerts and REST requests are recorded instead of shown.

import { ApolloProvider } from '@apollo/client/react';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { createGraph, type Graph } from '../../src/graph/client';
import type { RequestLogEntry } from '../../src/graph/rest/http';

export interface TestGraph extends Graph {
  alerts: string[];
  requests: RequestLogEntry[];
}

export function createTestGraph(): TestGraph {
  const alerts: string[] = [];
  const requests: RequestLogEntry[] = [];
  const graph = createGraph({
    presenter: { alert: (message) => alerts.push(message) },
    timeoutMs: 300,
    retryDelaysMs: [0, 0],
    onRequest: (entry) => requests.push(entry),
  });
  return { ...graph, alerts, requests };
}

export function GraphProvider({ graph, children }: { graph: Graph; children: ReactNode }) {
  return <ApolloProvider client={graph.client}>{children}</ApolloProvider>;
}

export function renderWithGraph(
  ui: ReactElement,
  { route = '/', graph = createTestGraph() }: { route?: string; graph?: TestGraph } = {},
): RenderResult & { graph: TestGraph } {
  const result = render(
    <GraphProvider graph={graph}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </GraphProvider>,
  );
  return { ...result, graph };
}

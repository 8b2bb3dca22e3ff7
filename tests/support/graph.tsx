// The real graph for tests: real Apollo client, SchemaLink, resolvers and REST clients; MSW answers
// at the REST boundary. Alerts and REST requests are recorded instead of shown.

import { ApolloProvider } from '@apollo/client/react';
import { render, type RenderResult } from '@testing-library/react';
import { useEffect, type ReactElement, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { MOCK_STAFF_TOKEN } from '../../mocks/staff';
import { createAppServices } from '../../src/app/services';
import { createGraph, type Graph } from '../../src/graph/client';
import { AppServicesProvider, type AppServices } from '../../src/platform/app-services';
import type { RequestLogEntry } from '../../src/graph/rest/http';
import { carListVariables, PREMIUM_SCOPE } from '../../src/screens/common/car-list/car-list-query';
import { CarListDocument } from '../../src/screens/common/car-list/car-list.generated';
import { disposeLater } from './disposables';

export interface TestGraph extends Graph {
  alerts: string[];
  requests: RequestLogEntry[];
  /**
   * The services of the app this graph belongs to (src/app/services.ts), made fresh with it: the graph's
   * buyer store is theirs. renderApp and renderWithGraph provide them.
   */
  services: AppServices;
}

/**
 * A graph over the mocks; `staff`: as inside the internal business-system embed (staff-only fields resolve,
 * and staff operations carry the mocks' staff token, as the embed's would); `timeoutMs`: longer for a test
 * that holds an answer back on purpose.
 */
export function createTestGraph({
  staff = false,
  timeoutMs = 300,
}: { staff?: boolean; timeoutMs?: number } = {}): TestGraph {
  const alerts: string[] = [];
  const requests: RequestLogEntry[] = [];
  const services = createAppServices({ window, storage: window.localStorage });
  disposeLater(services);
  const graph = createGraph({
    buyerStore: services.buyerStore,
    staff,
    staffToken: staff ? MOCK_STAFF_TOKEN : null,
    presenter: { alert: (message) => alerts.push(message) },
    timeoutMs,
    retryDelaysMs: [0, 0],
    onRequest: (entry) => requests.push(entry),
    onFailure: services.field.noteRestFailure,
  });
  return { ...graph, alerts, requests, services };
}

/** A graph that has answered the home list, and its first card (what a tap on a list card opens). */
export async function createTestGraphWithList() {
  const graph = createTestGraph();
  const list = await graph.client.query({ query: CarListDocument, variables: carListVariables(PREMIUM_SCOPE, '') });
  const card = list.data?.cars.items[0];
  if (!card) throw new Error('the mock list has no cars');
  return { graph, card };
}

/** The graph and its app's services, as <App/> provides them, for a piece rendered without the app. */
export function GraphProvider({ graph, children }: { graph: TestGraph; children: ReactNode }) {
  useEffect(() => () => graph.services.dispose(), [graph]);
  return (
    <ApolloProvider client={graph.client}>
      <AppServicesProvider services={graph.services}>{children}</AppServicesProvider>
    </ApolloProvider>
  );
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

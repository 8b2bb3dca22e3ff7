// Renders a list screen in a memory router with a way back and a view of the current address.

import { render } from '@testing-library/react';
import { http } from 'msw';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { NOT_ON_SALE_LABELS } from '../../../src/domain/car-status';
import { hostPattern } from '../../../mocks/handlers/define';
import { server } from '../../../mocks/node';
import { createTestGraph, GraphProvider, type TestGraph } from '../../support/graph';

function Probe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="location">{location.pathname + location.search}</output>
      <button type="button" onClick={() => navigate(-1)}>
        test-back
      </button>
    </>
  );
}

export function renderList(
  path: string,
  routePath: string,
  screen: ReactElement,
  graph: TestGraph = createTestGraph(),
) {
  const result = render(
    <GraphProvider graph={graph}>
      <MemoryRouter initialEntries={['/start', path]} initialIndex={1}>
        <Routes>
          <Route path={routePath} element={screen} />
          <Route path="/start" element={<p>start page</p>} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
        <Probe />
      </MemoryRouter>
    </GraphProvider>,
  );
  return { ...result, graph };
}

function allCarsRequests(graph: TestGraph): URLSearchParams[] {
  return graph.requests.filter((entry) => entry.operation === 'cars').map((entry) => new URL(entry.url).searchParams);
}

/** The list's page requests (the filter sheet's count asks the same call for one item: countRequests). */
export function carsRequests(graph: TestGraph): URLSearchParams[] {
  return allCarsRequests(graph).filter((params) => params.get('page_size') !== '1');
}

/** The filter sheet's counts of its draft (GET /v1/cars with page_size=1). */
export function countRequests(graph: TestGraph): URLSearchParams[] {
  return allCarsRequests(graph).filter((params) => params.get('page_size') === '1');
}

/** Whether a fixture car is in a list by default (the on-sale filter is on unless the address turns it off). */
export function onSale(car: { releaseStatus: string }): boolean {
  return !(NOT_ON_SALE_LABELS as readonly string[]).includes(car.releaseStatus);
}

/** The exclude_status a list sends while the on-sale filter is on. */
export const ON_SALE_EXCLUDES = NOT_ON_SALE_LABELS.join(',');

/**
 * Holds the answers of GET /v1/cars whose query `matches` picks until released (the mock's own handler
 * answers then); `reached` once one waits. Reset with `server.resetHandlers()` after the test.
 */
export function holdCars(matches: (params: URLSearchParams) => boolean) {
  let release: () => void = () => {};
  let arrived: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const reached = new Promise<void>((resolve) => (arrived = resolve));
  server.use(
    http.get(hostPattern('cars'), async ({ request }) => {
      if (!matches(new URL(request.url).searchParams)) return;
      arrived();
      await held;
    }),
  );
  return { release, reached };
}

// useLongReportQuery (issue #6): a long report's first answer reaches the screen without Apollo's
// cache write and read back in the same task; it is written to the cache in a later task, so a
// revisit renders from the cache without a request. Answers with errors are not cached.

import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reportRefForCar } from '../../../../mocks/fixtures/reports';
import { setScenario } from '../../../../mocks/scenarios';
import { longReportFetchPolicy, useLongReportQuery } from '../../../../src/screens/common/report/use-long-report-query';
import { InspectionChecklistDocument } from '../../../../src/screens/inspection/inspection-checklist.generated';
import { InspectionChecklistScreen } from '../../../../src/screens/inspection/inspection-checklist.screen';
import { createTestGraph, GraphProvider, type TestGraph } from '../../../support/graph';
import { renderRoute } from '../../car-report/render';

const ref = reportRefForCar('C10001')!;
const variables = { reportId: ref.report_id, business: ref.business };

/** Renders the hook; records, for every render that has data, whether the cache held the answer then. */
function Probe({
  graph,
  seen,
  skip = false,
}: {
  graph: TestGraph;
  seen: { cachedWhenShown: boolean[] };
  skip?: boolean;
}) {
  const { data, error, loading } = useLongReportQuery(InspectionChecklistDocument, { variables, skip });
  if (data)
    seen.cachedWhenShown.push(graph.client.readQuery({ query: InspectionChecklistDocument, variables }) !== null);
  const points = (data?.inspectionCheckPoints ?? []).reduce((sum, section) => sum + section.items.length, 0);
  return (
    <p>{loading ? 'loading' : error ? `error ${data ? 'with data' : ''}` : data ? `${points} points` : 'nothing'}</p>
  );
}

function mount(graph: TestGraph, seen = { cachedWhenShown: [] as boolean[] }, skip = false) {
  const view = render(
    <GraphProvider graph={graph}>
      <Probe graph={graph} seen={seen} skip={skip} />
    </GraphProvider>,
  );
  return { ...view, seen };
}

describe('useLongReportQuery', () => {
  it('chooses cache-first only for an answer the cache holds whole', () => {
    expect(longReportFetchPolicy(true)).toBe('cache-first');
    expect(longReportFetchPolicy(false)).toBe('no-cache');
  });

  it('shows the first answer before it is in the cache, then writes it there in a later task', async () => {
    const graph = createTestGraph();
    const { seen } = mount(graph);
    expect(await screen.findByText('150 points', {}, { timeout: 5000 })).toBeInTheDocument();
    // The render that first showed the answer ran before the cache held it (no write and read back).
    expect(seen.cachedWhenShown[0]).toBe(false);
    await waitFor(() =>
      expect(graph.client.readQuery({ query: InspectionChecklistDocument, variables })).not.toBeNull(),
    );
    const cached = graph.client.readQuery({ query: InspectionChecklistDocument, variables })!;
    expect(cached.inspectionCheckPoints?.reduce((sum, section) => sum + section.items.length, 0)).toBe(150);
    expect(cached.inspectionReport?.reportId).toBe(ref.report_id);
  });

  it('a revisit renders from the cache at once, without a request', async () => {
    const graph = createTestGraph();
    const first = mount(graph);
    expect(await screen.findByText('150 points', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() =>
      expect(graph.client.readQuery({ query: InspectionChecklistDocument, variables })).not.toBeNull(),
    );
    first.unmount();
    graph.requests.length = 0;
    const again = mount(graph);
    // The very first render has the report.
    expect(screen.getByText('150 points')).toBeInTheDocument();
    expect(again.seen.cachedWhenShown[0]).toBe(true);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(graph.requests).toEqual([]);
  });

  it('does not cache an answer with errors: the next visit asks again', async () => {
    setScenario({ faults: { inspectionCheckPoints: 'http-500' } });
    const graph = createTestGraph();
    const first = mount(graph);
    expect(await screen.findByText(/^error/, {}, { timeout: 5000 })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(graph.client.readQuery({ query: InspectionChecklistDocument, variables })).toBeNull();
    first.unmount();
    setScenario({});
    graph.requests.length = 0;
    mount(graph);
    expect(await screen.findByText('150 points', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(graph.requests.some((entry) => entry.operation === 'inspectionCheckPoints')).toBe(true);
  });

  it('skipped, it asks for nothing', async () => {
    const graph = createTestGraph();
    mount(graph, undefined, true);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText('nothing')).toBeInTheDocument();
    expect(graph.requests).toEqual([]);
  });

  it('the checklist screen, opened twice, asks the network once', async () => {
    const path = `/car/C10001/report-inspection/${ref.report_id}/business/${ref.business}/inspection-checklist`;
    const pattern = '/car/:id/report-inspection/:reportId/business/:business/inspection-checklist';
    const graph = createTestGraph();
    const first = renderRoute(InspectionChecklistScreen, pattern, path, graph);
    expect(await screen.findByRole('button', { name: '全部 150 项' }, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() =>
      expect(graph.client.readQuery({ query: InspectionChecklistDocument, variables })).not.toBeNull(),
    );
    first.unmount();
    graph.requests.length = 0;
    renderRoute(InspectionChecklistScreen, pattern, path, graph);
    expect(await screen.findByRole('button', { name: '全部 150 项' }, { timeout: 5000 })).toBeInTheDocument();
    expect(graph.requests).toEqual([]);
  });
});

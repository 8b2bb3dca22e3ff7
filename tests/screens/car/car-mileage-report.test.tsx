// The car record's own mileage report (car.mileage_report) on the car page: its verdict is told on the
// mileage entry of the reports, beside the report status, through the real graph and the mock API.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endpoint, ok } from '../../../mocks/handlers/define';
import { server } from '../../../mocks/node';
import { CarScreen } from '../../../src/screens/car/car.screen';
import { createTestGraph } from '../../support/graph';
import { fixtureDetail } from './fixture';
import { renderCarRoute } from './render';

function renderCar(id: string) {
  return renderCarRoute(CarScreen, '/car/:id', `/car/${id}`, createTestGraph());
}

/** The mileage entry of the reports section, once every section below the summary is committed. */
async function mileageEntry() {
  const title = await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  await waitFor(() => expect(title.closest('article')).toHaveAttribute('aria-busy', 'false'), { timeout: 10_000 });
  return screen.getByRole('link', { name: /维保记录/ });
}

function withMileageReport(id: string, report: unknown, extra: Record<string, unknown> = {}) {
  const detail = fixtureDetail(id);
  server.use(
    endpoint('car', () =>
      ok.status({
        ...detail,
        car: { ...detail.car, mileage_report_status: 'ready', mileage_report: report, ...extra },
      }),
    ),
  );
}

describe('car page: the mileage report the record carries', () => {
  it('an issued, consistent report: the entry says the report is issued and the mileage is consistent', async () => {
    renderCar('C10001');
    const entry = await mileageEntry();
    expect(entry).toHaveAttribute('href', '/car/C10001/report/mileage');
    expect(within(entry).getByText('维保报告已出具')).toBeInTheDocument();
    expect(within(entry).getByText('里程可信')).toBeInTheDocument();
  });

  it('the data set car whose readings roll back: the entry says the mileage is questionable', async () => {
    renderCar('C10003');
    expect(within(await mileageEntry()).getByText('里程存疑')).toBeInTheDocument();
  });

  it('a report that claims consistency while its readings roll back is told as questionable (the graph decides, not the claim)', async () => {
    withMileageReport('C10001', {
      verdict: 'consistent',
      readings: [
        { date: '2022-01-01', mileage: 30000 },
        { date: '2023-01-01', mileage: 12000 },
      ],
    });
    renderCar('C10001');
    const entry = await mileageEntry();
    expect(within(entry).getByText('里程存疑')).toBeInTheDocument();
    expect(within(entry).queryByText('里程可信')).not.toBeInTheDocument();
  });

  it('a report still in preparation: the status alone, no verdict', async () => {
    const detail = fixtureDetail('C10001');
    server.use(
      endpoint('car', () =>
        ok.status({ ...detail, car: { ...detail.car, mileage_report_status: 'pending', mileage_report: null } }),
      ),
    );
    renderCar('C10001');
    const entry = await mileageEntry();
    expect(within(entry).getByText('维保报告生成中')).toBeInTheDocument();
    expect(within(entry).queryByText(/里程可信|里程存疑/)).not.toBeInTheDocument();
  });

  it.each([
    ['a string', 'garbage'],
    ['an empty object', {}],
    ['readings that are not a list', { verdict: 42, readings: 'many' }],
  ])('a malformed report (%s) says nothing and breaks nothing', async (_, report) => {
    withMileageReport('C10001', report);
    renderCar('C10001');
    const entry = await mileageEntry();
    expect(within(entry).getByText('维保报告已出具')).toBeInTheDocument();
    expect(within(entry).queryByText(/里程可信|里程存疑/)).not.toBeInTheDocument();
  });

  it('a car with no maintenance records but an issued report still gets the mileage entry', async () => {
    withMileageReport(
      'C10001',
      { verdict: 'consistent', readings: [{ date: '2023-01-01', mileage: 10000 }] },
      { maintenance_records: [] },
    );
    renderCar('C10001');
    expect(within(await mileageEntry()).getByText('里程可信')).toBeInTheDocument();
  });
});

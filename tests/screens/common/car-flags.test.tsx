// One honest story per car (issue 50, decision note 203): a flag raised about a car shows wherever the
// car is summarised, and no page gives an all-clear while one is open. A table over every page that
// summarises a car: the list card, the car page's summary, the compare table, the share poster, the
// second appraisal and the inspection report. C10003's mileage is in doubt (the mocks' rollback) and
// C10009 is the disclosed accident; C10001 has nothing open.

import { screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCar } from '../../../mocks/fixtures/cars';
import { inspectionReport, reportNumber, reportRefForCar } from '../../../mocks/fixtures/reports';
import { endpoint, ok } from '../../../mocks/handlers/define';
import { server } from '../../../mocks/node';
import { readOpenFlags } from '../../../src/graph/rest/cars';
import { translator } from '../../../src/i18n/i18n';
import { CompareScreen } from '../../../src/screens/buyer/compare.screen';
import { CarAppraiseScreen } from '../../../src/screens/car/car-appraise.screen';
import { CarScreen } from '../../../src/screens/car/car.screen';
import { posterChips } from '../../../src/screens/common/buyer/car-buyer-actions';
import { makePoster } from '../../../src/screens/common/buyer/poster';
import { flagMessages } from '../../../src/screens/common/car/flag-messages';
import { CarCard } from '../../../src/screens/common/car-list/car-card';
import { CarListDocument } from '../../../src/screens/common/car-list/car-list.generated';
import { CarDetailDocument } from '../../../src/screens/car/car.generated';
import { InspectionIndexScreen } from '../../../src/screens/inspection/inspection-index.screen';
import { createTestGraph, renderWithGraph } from '../../support/graph';
import { renderCarRoute } from '../car/render';

const ALL_CLEAR = /可放心购买|车况良好|车况接近新车/;
const CASES = [
  { car: 'C10003', warning: '里程存疑' },
  { car: 'C10009', warning: '事故修复车' },
] as const;
const CLEAN = 'C10001';
const ANY_WARNING = /里程存疑|事故修复车|有未修复瑕疵|待核实/;

afterEach(() => vi.restoreAllMocks());

/** A canvas that records what is written on it (jsdom draws nothing). */
function recordingCanvas(): string[] {
  const written: string[] = [];
  const context = new Proxy(
    {
      fillText: (text: string) => written.push(text),
      measureText: (text: string) => ({ width: Array.from(text).length * 26 }),
    } as Record<string, unknown>,
    { get: (target, key: string) => (key in target ? target[key] : () => undefined), set: () => true },
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation((() => context) as never);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,');
  return written;
}

/** Each page that summarises a car: what a buyer reads of its summary there. */
const PAGES: { page: string; summary: (carId: string) => Promise<string> }[] = [
  {
    page: 'list card',
    summary: async (carId) => {
      const graph = createTestGraph();
      const list = await graph.client.query({
        query: CarListDocument,
        variables: { filter: {}, page: 1, pageSize: 40 },
      });
      const item = list.data?.cars.items.find((car) => car.id === carId);
      expect(item, carId).toBeDefined();
      const { container } = renderWithGraph(<CarCard car={item!} href={`/car/${carId}`} />, { graph });
      return container.querySelector('article')?.textContent ?? '';
    },
  },
  {
    page: 'car page summary',
    summary: async (carId) => {
      renderCarRoute(CarScreen, '/car/:id', `/car/${carId}`);
      const title = await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
      await waitFor(() => expect(title.closest('article')).toHaveAttribute('aria-busy', 'false'), { timeout: 10_000 });
      return screen.getByRole('region', { name: '价格' }).textContent ?? '';
    },
  },
  {
    page: 'compare table',
    summary: async (carId) => {
      renderCarRoute(CompareScreen, '/compare', `/compare?ids=${carId},C10002`);
      const table = await screen.findByRole('table', undefined, { timeout: 5000 });
      const column = within(table)
        .getAllByRole('columnheader')
        .findIndex((header) => header.querySelector(`a[href="/car/${carId}"]`));
      // Every row's cell of the car's column.
      return within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).queryAllByRole('cell')[column - 1]?.textContent ?? '')
        .join(' | ');
    },
  },
  {
    page: 'share poster',
    summary: async (carId) => {
      const graph = createTestGraph();
      const detail = await graph.client.query({ query: CarDetailDocument, variables: { id: carId } });
      const car = detail.data!.car!;
      const chips = posterChips(car, translator(flagMessages, 'zh-CN'));
      const written = recordingCanvas();
      await makePoster({
        title: car.title,
        facts: [],
        price: '—',
        priceLabel: '售价',
        ...chips,
        cover: null,
        url: `https://shop.example/car/${carId}`,
        scanHint: '',
        brand: '诺优选',
      });
      return written.join(' | ');
    },
  },
  {
    page: 'second appraisal',
    summary: async (carId) => {
      renderCarRoute(CarAppraiseScreen, '/car/:id/appraise', `/car/${carId}/appraise`);
      await screen.findByRole('region', { name: '评估项目' }, { timeout: 5000 });
      return document.body.textContent ?? '';
    },
  },
  {
    page: 'inspection report',
    summary: async (carId) => {
      openInspection(InspectionIndexScreen, carId);
      await screen.findByText('车况等级', undefined, { timeout: 5000 });
      await screen.findByRole('navigation', { name: '更多报告' }, { timeout: 5000 });
      return document.body.textContent ?? '';
    },
  },
];

function openInspection(Screen: ComponentType, carId: string) {
  const ref = reportRefForCar(carId)!;
  const pattern = '/car/:id/report-inspection/:reportId/business/:business';
  renderCarRoute(Screen, pattern, `/car/${carId}/report-inspection/${ref.report_id}/business/${ref.business}`);
}

describe('a flag raised about a car shows wherever the car is summarised', () => {
  describe.each(PAGES)('$page', ({ summary }) => {
    it.each(CASES)('$car: the flag is shown ($warning), and no all-clear', async ({ car, warning }) => {
      const text = await summary(car);
      expect(text).toContain(warning);
      expect(text).not.toMatch(ALL_CLEAR);
    });

    it(`${CLEAN}, nothing open: no warning`, async () => {
      const text = await summary(CLEAN);
      expect(text).not.toMatch(ANY_WARNING);
    });
  });
});

describe('an all-clear from the server while a flag is open', () => {
  it('the second appraisal withholds it and says why', async () => {
    server.use(
      endpoint('appraiseReport', () =>
        ok.status({ grade: 'B', score: 88, summary: '整备完成后复检通过，可放心购买。', items: [] }),
      ),
    );
    renderCarRoute(CarAppraiseScreen, '/car/:id/appraise', '/car/C10003/appraise');
    const notice = await screen.findByRole('region', { name: '购车前请核实' }, { timeout: 5000 });
    expect(notice).toHaveTextContent('里程存疑');
    expect(notice).toHaveTextContent('报告结论与上述待核实事项不符');
    expect(document.body.textContent).not.toContain('可放心购买');
  });

  it('the same summary is shown for a car with nothing open', async () => {
    server.use(
      endpoint('appraiseReport', () =>
        ok.status({ grade: 'A', score: 93, summary: '整备完成后复检通过，可放心购买。', items: [] }),
      ),
    );
    renderCarRoute(CarAppraiseScreen, '/car/:id/appraise', `/car/${CLEAN}/appraise`);
    expect(await screen.findByText('整备完成后复检通过，可放心购买。', undefined, { timeout: 5000 })).toBeVisible();
    expect(screen.queryByRole('region', { name: '购车前请核实' })).toBeNull();
  });

  it('the inspection report withholds the conclusion that calls a flagged car fine', async () => {
    server.use(
      endpoint('inspectionReport', ({ query }) => ({
        ...inspectionReport(reportNumber(query.get('report_id') ?? '')!, 'retail'),
        summary: '车况良好：无重大事故、无泡水、无火烧。',
      })),
    );
    openInspection(InspectionIndexScreen, 'C10003');
    const notice = await screen.findByRole('region', { name: '购车前请核实' }, { timeout: 5000 });
    expect(notice).toHaveTextContent('里程存疑');
    expect(screen.queryByText(/车况良好/)).toBeNull();
  });
});

describe('flags the app does not know', () => {
  it('are read as "to be checked", never dropped, never a crash', () => {
    expect(readOpenFlags(undefined)).toEqual([]);
    expect(readOpenFlags(null)).toEqual([]);
    expect(readOpenFlags([])).toEqual([]);
    expect(
      readOpenFlags([
        { kind: 'mileage_doubt', note: '年检里程偏低' },
        { kind: 'ACCIDENT', part: '右前纵梁' },
      ]),
    ).toEqual([
      { kind: 'MILEAGE_DOUBT', part: null, note: '年检里程偏低' },
      { kind: 'ACCIDENT', part: '右前纵梁', note: null },
    ]);
    expect(readOpenFlags([{ kind: 'flood_suspect' }, 'open_flaw', 42, null, {}])).toEqual([
      { kind: 'UNKNOWN', part: null, note: null },
      { kind: 'OPEN_FLAW', part: null, note: null },
      { kind: 'UNKNOWN', part: null, note: null },
      { kind: 'UNKNOWN', part: null, note: null },
      { kind: 'UNKNOWN', part: null, note: null },
    ]);
    // Something there that is not a list still says something is open.
    expect(readOpenFlags({ kind: 'accident' })).toEqual([{ kind: 'ACCIDENT', part: null, note: null }]);
    expect(readOpenFlags('yes')).toEqual([{ kind: 'UNKNOWN', part: null, note: null }]);
  });

  it('show on the car page as a flag to be checked', async () => {
    server.use(
      endpoint('car', () =>
        ok.status(buildCar({ car: { tags: ['无事故', '一手车'], open_flags: [{ kind: 'flood_suspect' }] } })),
      ),
    );
    renderCarRoute(CarScreen, '/car/:id', '/car/C10001');
    const notice = await screen.findByRole('region', { name: '购车前请核实' }, { timeout: 5000 });
    expect(notice).toHaveTextContent('待核实');
    expect(notice).toHaveTextContent('有一项情况需要核实，请咨询购车顾问。');
    // An unknown kind contradicts no tag.
    expect(screen.getByRole('region', { name: '价格' })).toHaveTextContent('无事故');
  });

  it('a tag an open flag says the opposite of is left out (无事故 beside an accident)', async () => {
    server.use(
      endpoint('car', () =>
        ok.status(buildCar({ car: { tags: ['无事故', '一手车'], open_flags: [{ kind: 'accident' }] } })),
      ),
    );
    renderCarRoute(CarScreen, '/car/:id', '/car/C10001');
    const summary = await screen.findByRole('region', { name: '价格' }, { timeout: 5000 });
    await waitFor(() => expect(summary).toHaveTextContent('事故修复车'));
    expect(summary).toHaveTextContent('一手车');
    expect(summary).not.toHaveTextContent('无事故');
  });
});

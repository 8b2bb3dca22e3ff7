import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixtureCars } from '../../../mocks/fixtures/cars';
import { http, HttpResponse } from 'msw';
import { hostPattern, ok } from '../../../mocks/handlers/define';
import { server } from '../../../mocks/node';
import { setScenario } from '../../../mocks/scenarios';
import { allowConsoleErrors } from '../../support/console-guard';
import { renderWithGraph } from '../../support/graph';
import { BoardScreen, sinceDate } from '../../../src/screens/board/board.screen';

// The board counts cars: motorcycles are not among them (the graph asks GET /v1/cars for cars only).
const retail = fixtureCars().filter((car) => !car.isWholesale && car.body !== 'motorcycle');
const count = (label: string) => retail.filter((car) => car.releaseStatus === label).length;

describe('Board', () => {
  it('shows counts of the moving groups and the latest cars of each', async () => {
    const { graph } = renderWithGraph(<BoardScreen />, { route: '/board' });
    expect(screen.getByRole('heading', { level: 1, name: '今日看板' })).toBeInTheDocument();
    const summary = await screen.findByRole('region', { name: '车源概览' });
    const tile = (label: string) => within(summary).getByText(label).closest('li')!;
    expect(tile('精品+特价在售')).toHaveTextContent(String(count('在售')));
    expect(tile('抢先报')).toHaveTextContent(String(count('抢先报')));
    expect(tile('已预定')).toHaveTextContent(String(count('已预定')));
    expect(tile('最近售出')).toHaveTextContent(String(count('已售')));

    const early = screen.getByRole('region', { name: '抢先报' });
    const earlyCars = within(early).getAllByRole('article');
    expect(earlyCars.length).toBe(Math.min(3, count('抢先报')));
    expect(within(earlyCars[0]!).getByRole('link', { name: '抢先看检测报告' })).toBeInTheDocument();

    const sold = screen.getByRole('region', { name: '最近售出' });
    for (const article of within(sold).getAllByRole('article')) expect(article).toHaveAttribute('data-unavailable');

    const statuses = graph.requests
      .filter((entry) => entry.operation === 'cars')
      .map((entry) => new URL(entry.url).searchParams.get('status'));
    expect(statuses).toEqual(expect.arrayContaining(['在售', '抢先报', '已预定', '已售', null]));
    expect(statuses).toHaveLength(5);
    expect(graph.alerts).toEqual([]);
  });

  it('shows cars new in the last 7 days: the mock stock is dated from now', async () => {
    const since = sinceDate(new Date());
    const fresh = retail.filter((car) => car.createdAt.slice(0, 10) >= since);
    expect(fresh.length).toBeGreaterThan(3);
    renderWithGraph(<BoardScreen />, { route: '/board' });
    const summary = await screen.findByRole('region', { name: '车源概览' });
    expect(within(summary).getByText('近7天新上架').closest('li')).toHaveTextContent(String(fresh.length));
    const section = screen.getByRole('region', { name: '近7天新上架' });
    expect(within(section).getAllByRole('article')).toHaveLength(3);
    expect(within(section).getByText(`${fresh.length} 辆`)).toBeInTheDocument();
  });

  it('shows a designed empty section with a way to the latest cars', async () => {
    server.use(
      http.get(hostPattern('cars'), ({ request }) => {
        if (!new URL(request.url).searchParams.get('listed_since')) return;
        return HttpResponse.json(ok.status({ list: [], total: 0, page: 1, page_size: 3 }));
      }),
    );
    renderWithGraph(<BoardScreen />, { route: '/board' });
    const section = await screen.findByRole('region', { name: '近7天新上架' });
    expect(within(section).getByText('暂无车源')).toBeInTheDocument();
    expect(within(section).getByText('这一栏暂时没有车，在售的车都在车源列表里')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: '看最新上架的车' })).toHaveAttribute('href', '/?sort=newest');
  });

  it('asks for cars listed in the last 7 days (China time)', () => {
    expect(sinceDate(new Date('2026-11-20T10:00:00+08:00'))).toBe('2026-11-14');
    expect(sinceDate(new Date('2026-11-20T23:30:00+08:00'))).toBe('2026-11-14');
    expect(sinceDate(new Date('2026-11-20T00:30:00+08:00'))).toBe('2026-11-14');
  });

  it('shows the retry state when the board cannot be loaded', async () => {
    allowConsoleErrors();
    setScenario({ faults: { cars: 'http-500' } });
    const { graph } = renderWithGraph(<BoardScreen />, { route: '/board' });
    expect(await screen.findByText('看板加载失败')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
    expect(graph.alerts).toEqual(['服务器暂时出了问题（错误 500），请稍后再试。']);
  });
});

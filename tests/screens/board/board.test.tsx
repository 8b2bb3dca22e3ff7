import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixtureCars } from '../../../mocks/fixtures/cars';
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

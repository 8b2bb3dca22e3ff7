import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setScenario } from '../../../mocks/scenarios';
import { WholesaleDetailScreen } from '../../../src/screens/wholesale/wholesale-detail.screen';
import { WholesalePhotosScreen } from '../../../src/screens/wholesale/wholesale-photos.screen';
import { createTestGraph } from '../../support/graph';
import { renderCarRoute } from '../car/render';

describe('wholesale detail', () => {
  it('shows the wholesale car with its price, facts and consultant, and links to its photos', async () => {
    const { graph } = renderCarRoute(WholesaleDetailScreen, '/w/:id', '/w/C10005');
    const title = await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    expect(screen.getAllByText('批发').length).toBeGreaterThan(0);
    const summary = screen.getByRole('region', { name: '批发价' });
    expect(within(summary).getByText('批发价')).toBeInTheDocument();
    expect(within(summary).getByText('上牌时间')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '联系批发顾问' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /全部图片/ })).toHaveAttribute('href', '/w/C10005/photo');
    await waitFor(() => expect(graph.services.shareInfo.get()?.title).toBe(title.textContent));
    expect(graph.requests.filter((entry) => entry.operation === 'car')).toHaveLength(1);
  });

  it('a sold wholesale car says so', async () => {
    setScenario({ carStatus: { C10005: '已售' } });
    renderCarRoute(WholesaleDetailScreen, '/w/:id', '/w/C10005');
    expect(
      await screen.findByRole('heading', { level: 2, name: '这辆车已售出' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('unknown or malformed id → no longer available', async () => {
    renderCarRoute(WholesaleDetailScreen, '/w/:id', '/w/C99999');
    expect(await screen.findByText('这辆车已经不在了', undefined, { timeout: 5000 })).toBeInTheDocument();
  });

  it('a failing car call offers a retry', async () => {
    setScenario({ faults: { car: 'http-500' } });
    renderCarRoute(WholesaleDetailScreen, '/w/:id', '/w/C10005');
    expect(await screen.findByRole('button', { name: '重新加载' }, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('wholesale detail with odd data', () => {
  for (const fault of ['missing-fields', 'wrong-types'] as const) {
    it(`${fault}: a designed page, never a crash`, async () => {
      setScenario({ faults: { car: fault } });
      renderCarRoute(WholesaleDetailScreen, '/w/:id', '/w/C10005');
      await waitFor(
        () => {
          const designed =
            screen.queryByRole('heading', { level: 1 }) ??
            screen.queryByText('这辆车已经不在了') ??
            screen.queryByText('车辆信息加载失败');
          expect(designed).not.toBeNull();
        },
        { timeout: 5000 },
      );
    });
  }
});

describe('wholesale photos', () => {
  it('uses the reduced grouping: exterior, interior, other', async () => {
    const user = userEvent.setup();
    const graph = createTestGraph();
    renderCarRoute(WholesalePhotosScreen, '/w/:id/photo', '/w/C10005/photo', graph);
    await screen.findByRole('heading', { level: 1, name: '车辆图片' }, { timeout: 5000 });
    const tabs = within(screen.getByRole('navigation', { name: '图片分类' })).getAllByRole('link');
    const names = tabs.map((tab) => tab.textContent?.replace(/\d+$/, '').trim());
    expect(names.every((name) => ['外观', '内饰', '其他'].includes(name ?? ''))).toBe(true);
    expect(names[0]).toBe('外观');
    expect(screen.getByRole('link', { name: '返回车辆详情' })).toHaveAttribute('href', '/w/C10005');
    await user.click(screen.getAllByRole('button', { name: /查看大图/ })[0] as HTMLElement);
    // The viewer's code loads on the first open.
    expect(await screen.findByRole('dialog', { name: '图片浏览' }, { timeout: 5000 })).toBeInTheDocument();
  });
});

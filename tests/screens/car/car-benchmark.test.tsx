import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { endpoint, ok } from '../../../mocks/handlers/define';
import { server } from '../../../mocks/node';
import { setScenario } from '../../../mocks/scenarios';
import { CarBenchmarkScreen, marketShare } from '../../../src/screens/car/car-benchmark.screen';
import { formatPrice } from '../../../src/i18n/format';
import { fixtureDetail, fixtureTitle } from './fixture';
import { renderCarRoute } from './render';

const PRICE: number = fixtureDetail('C10001').car.price.current;

function renderBenchmark(id = 'C10001') {
  return renderCarRoute(CarBenchmarkScreen, '/car/:id/benchmark', `/car/${id}/benchmark`);
}

describe('market position', () => {
  it('places the price between the market low and high', () => {
    expect(marketShare(150, 100, 200)).toBe(0.5);
    expect(marketShare(50, 100, 200)).toBe(0);
    expect(marketShare(250, 100, 200)).toBe(1);
    expect(marketShare(100, 100, 100)).toBe(0.5);
    expect(marketShare(100, 200, 100)).toBeNull();
    expect(marketShare(null, 100, 200)).toBeNull();
  });
});

describe('benchmark page', () => {
  it('shows where this car sits in the market and the comparable cars', async () => {
    server.use(
      endpoint('benchmark', () =>
        ok.status({
          position: 'below',
          market_low: PRICE - 10_000,
          market_high: PRICE + 30_000,
          cars: [
            {
              title: '雷克萨斯ES 2023款 300h',
              price: 228_800,
              mileage: 38_000,
              registration_date: '2023-05',
              city: '杭州',
              source: '懂车帝',
            },
            {
              title: '雷克萨斯ES 2022款 300h',
              price: 208_800,
              mileage: 52_000,
              registration_date: '2022-08',
              city: '上海',
              source: '瓜子二手车',
            },
          ],
        }),
      ),
    );
    const { container } = renderBenchmark();
    expect(await screen.findByRole('heading', { level: 1, name: '同款车比价' }, { timeout: 5000 })).toBeInTheDocument();
    const position = screen.getByRole('region', { name: '市场价位' });
    expect(within(position).getByText('低于市场价')).toBeInTheDocument();
    const zh = (yuan: number) => formatPrice(yuan, 'zh-CN');
    expect(
      within(position).getByRole('img', {
        name: `本车 ${zh(PRICE)}: 市场低价 ${zh(PRICE - 10_000)}, 市场高价 ${zh(PRICE + 30_000)}`,
      }),
    ).toBeInTheDocument();
    // 10,000 above the low end of a 40,000 range
    expect(container.querySelector('[data-share]')).toHaveAttribute('data-share', '0.250');
    const comparable = screen.getByRole('region', { name: '同款在售车辆' });
    expect(within(comparable).getAllByRole('listitem')).toHaveLength(2);
    expect(within(comparable).getByText(/来源：懂车帝/)).toBeInTheDocument();
  });

  it('no benchmark yet → a designed empty state', async () => {
    server.use(endpoint('benchmark', () => ok.status(null)));
    renderBenchmark();
    expect(await screen.findByText('暂无比价数据', undefined, { timeout: 5000 })).toBeInTheDocument();
  });

  it('a failed benchmark keeps the car and offers a retry that recovers', async () => {
    setScenario({ faults: { benchmark: 'http-500' } });
    const user = userEvent.setup();
    renderBenchmark();
    expect(await screen.findByRole('button', { name: '重新加载' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(fixtureTitle('C10001'))).toBeInTheDocument();
    setScenario({});
    await user.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('region', { name: '市场价位' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('an odd benchmark (wrong types) is the designed empty state, the car kept', async () => {
    setScenario({ faults: { benchmark: 'wrong-types' } });
    renderBenchmark();
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    expect(await screen.findByText('暂无比价数据', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('这辆车的同款比价还在整理中。')).toBeInTheDocument();
    expect(screen.getByText(fixtureTitle('C10001'))).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '市场价位' })).not.toBeInTheDocument();
    expect(screen.queryByText(/加载失败/)).not.toBeInTheDocument();
  });
});

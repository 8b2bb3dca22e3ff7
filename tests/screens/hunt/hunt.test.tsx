import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setScenario } from '../../../mocks/scenarios';
import { HuntChassisScreen } from '../../../src/screens/hunt/hunt-chassis.screen';
import { HuntConsumableScreen } from '../../../src/screens/hunt/hunt-consumable.screen';
import { HuntMileageScreen } from '../../../src/screens/hunt/hunt-mileage.screen';
import { renderRoute } from '../car-report/render';

const find = (text: string | RegExp) => screen.findByText(text, {}, { timeout: 5000 });

describe('hunt reports', () => {
  it('consumables of a hunted car, with its order number and source', async () => {
    renderRoute(HuntConsumableScreen, '/h/:id/report/consumable', '/h/H10001/report/consumable');
    expect(await find(/寻车单号 XC/)).toBeInTheDocument();
    expect(screen.getByText('机油')).toBeInTheDocument();
  });

  it('mileage of a hunted car by its order number', async () => {
    const { graph } = renderRoute(HuntMileageScreen, '/h/:id/report/mileage', '/h/H10002/report/mileage');
    expect(await screen.findByRole('img', { name: /里程随时间变化图/ }, { timeout: 5000 })).toBeInTheDocument();
    expect(
      graph.requests.some((entry) => entry.operation === 'huntMileageReport' && entry.url.includes('order_no=XC')),
    ).toBe(true);
  });

  it('mileage call failing leaves the hunt shown with a part error', async () => {
    setScenario({ faults: { huntMileageReport: 'http-500' } });
    renderRoute(HuntMileageScreen, '/h/:id/report/mileage', '/h/H10002/report/mileage');
    expect(await find('这部分内容暂时没有加载出来')).toBeInTheDocument();
    expect(screen.getByText(/寻车单号 XC/)).toBeInTheDocument();
  });

  it('chassis photos of a hunted car', async () => {
    renderRoute(HuntChassisScreen, '/h/:id/report/chassis', '/h/H10003/report/chassis');
    expect(await find('前悬挂')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /照片/ }).length).toBeGreaterThanOrEqual(2);
  });

  it('an unknown hunt gets a designed not-found', async () => {
    renderRoute(HuntChassisScreen, '/h/:id/report/chassis', '/h/H999/report/chassis');
    expect(await find('没有找到这个寻车单')).toBeInTheDocument();
  });

  it('a failed hunt call shows an error with retry', async () => {
    setScenario({ faults: { hunt: 'timeout' } });
    renderRoute(HuntConsumableScreen, '/h/:id/report/consumable', '/h/H10001/report/consumable');
    expect(await screen.findByRole('button', { name: '重新加载' }, { timeout: 8000 })).toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { purchaseUuids } from '../../../mocks/fixtures/reports';
import { setScenario } from '../../../mocks/scenarios';
import { PurchaseReportScreen } from '../../../src/screens/oem/purchase-report.screen';
import { createTestGraph } from '../../support/graph';
import { renderRoute } from '../car-report/render';

/** The report as staff open it, inside the internal business-system embed. */
const open = (uuid: string) =>
  renderRoute(PurchaseReportScreen, '/oem/:uuid/purchase', `/oem/${uuid}/purchase`, createTestGraph({ staff: true }));

describe('purchase report', () => {
  it('shows the purchase price against the market valuation and the documents', async () => {
    open(purchaseUuids[1]!);
    expect(await screen.findByRole('heading', { level: 1, name: '收购报告' })).toBeInTheDocument();
    expect(
      await screen.findByText(/收购价处于市场估值区间内|收购价低于市场估值区间/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('购车发票').nextSibling).toHaveTextContent('缺失');
    expect(screen.getByText(/5\/6 项齐全/)).toBeInTheDocument();
  });

  it('gives a designed not-found for an unknown uuid, without an alert', async () => {
    const { graph } = open('no-such-uuid');
    expect(await screen.findByText('没有找到这份收购报告', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(graph.alerts).toEqual([]);
  });

  it('shows an error with retry on failure and recovers', async () => {
    setScenario({ faults: { purchaseReport: 'envelope' } });
    const { graph } = open(purchaseUuids[0]!);
    expect(await screen.findByText('报告加载失败', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(graph.alerts).toEqual(['服务繁忙，请稍后再试']);
    setScenario({});
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('手续清单', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('reads a payload with wrongly typed fields without breaking', async () => {
    setScenario({ faults: { purchaseReport: 'wrong-types' } });
    open(purchaseUuids[0]!);
    expect((await screen.findAllByText('12345', {}, { timeout: 5000 })).length).toBeGreaterThan(1);
    expect(screen.getByRole('heading', { name: '手续清单' })).toBeInTheDocument();
  });

  it('gives a visitor a plain "for staff" page with a way home, and makes no REST call for the report', async () => {
    const { graph } = renderRoute(PurchaseReportScreen, '/oem/:uuid/purchase', `/oem/${purchaseUuids[1]!}/purchase`);
    expect(await screen.findByRole('heading', { name: '这是内部页面' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '回到首页看车' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('收购价')).toBeNull();
    expect(graph.requests.filter((entry) => entry.operation === 'purchaseReport')).toEqual([]);
    expect(graph.alerts).toEqual([]);
  });
});

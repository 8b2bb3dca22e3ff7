import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { setScenario } from '../../../mocks/scenarios';
import { RepairScreen } from '../../../src/screens/repair/repair.screen';
import { renderWithGraph } from '../../support/graph';

describe('repair page', () => {
  it('shows the packages with prices and the station consultant', async () => {
    const { graph } = renderWithGraph(<RepairScreen />, { route: '/repair' });
    expect(screen.getByRole('heading', { level: 1, name: '维修保养套餐' })).toBeInTheDocument();
    const minor = (await screen.findByRole('heading', { name: '小保养' })).closest('li') as HTMLElement;
    expect(within(minor).getByText('399')).toBeInTheDocument();
    expect(within(minor).getByText('更换机油滤清器')).toBeInTheDocument();
    expect(await screen.findByText('王磊')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '致电 王磊' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:1\d{10}$/),
    );
    expect(screen.getByRole('button', { name: '复制微信号' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^电话预约/ }).length).toBe(5);
    const consultantCall = graph.requests.find((r) => r.operation === 'consultantContact');
    const url = new URL(consultantCall?.url ?? '');
    expect(url.searchParams.get('substation_id')).toBe('101');
    expect(url.searchParams.get('uid')).toBe('cs-8801');
  });

  it('shows the exact consultant error inline, without a request, when the substation id is missing', async () => {
    server.use(
      http.get('*/v1/customer_service', ({ request }) =>
        new URL(request.url).searchParams.get('substation_id')
          ? undefined
          : HttpResponse.json({ status: 'success', data: { uid: 'cs-8801', packages: [] } }),
      ),
    );
    const { graph } = renderWithGraph(<RepairScreen />, { route: '/repair' });
    expect(await screen.findByText('Error fetchConsultantWework(): No substation_id provided')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重新加载' })).toBeNull();
    expect(graph.requests.filter((r) => r.operation === 'consultantContact')).toEqual([]);
    expect(graph.alerts).toEqual([]);
    expect(screen.getByText('暂无可预约的套餐')).toBeInTheDocument();
  });

  it('offers a retry when the packages fail to load', async () => {
    setScenario({ faults: { customerService: 'http-500' } });
    const { graph } = renderWithGraph(<RepairScreen />, { route: '/repair' });
    expect(await screen.findByText('套餐加载失败')).toBeInTheDocument();
    expect(graph.alerts).toEqual(['服务器暂时出了问题（错误 500），请稍后再试。']);
    setScenario({});
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('heading', { name: '大保养' })).toBeInTheDocument();
  });

  it('shows a designed empty state when the station sent no packages', async () => {
    setScenario({ faults: { customerService: 'missing-fields' } });
    renderWithGraph(<RepairScreen />, { route: '/repair' });
    expect(await screen.findByText('暂无可预约的套餐')).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endpoint, ok } from '../../../mocks/handlers/define';
import { server } from '../../../mocks/node';
import { setScenario } from '../../../mocks/scenarios';
import { CarAppraiseScreen } from '../../../src/screens/car/car-appraise.screen';
import { renderCarRoute } from './render';

function renderAppraise(id = 'C10001') {
  return renderCarRoute(CarAppraiseScreen, '/car/:id/appraise', `/car/${id}/appraise`);
}

describe('second appraisal report page', () => {
  it('shows grade, score, appraiser, summary and each item with its result', async () => {
    server.use(
      endpoint('appraiseReport', () =>
        ok.status({
          appraiser: '周明',
          appraised_at: '2026-11-10T02:00:00Z',
          grade: 'A',
          score: 92,
          summary: '车况与首次检测一致。',
          items: [
            { name: '外观漆面', result: 'pass', remark: null },
            { name: '内饰磨损', result: 'attention', remark: '轻微使用痕迹' },
            { name: '底盘悬挂', result: 'fail', remark: '衬套老化' },
          ],
        }),
      ),
    );
    renderAppraise();
    expect(
      await screen.findByRole('heading', { level: 1, name: '二次评估报告' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('A')).toBeInTheDocument();
    expect(screen.getByText('92 分')).toBeInTheDocument();
    expect(screen.getByText('周明')).toBeInTheDocument();
    expect(screen.getByText('车况与首次检测一致。')).toBeInTheDocument();
    const items = within(screen.getByRole('region', { name: '评估项目' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '外观漆面正常',
      '内饰磨损轻微使用痕迹需关注',
      '底盘悬挂衬套老化异常',
    ]);
  });

  it('no report → a designed empty state', async () => {
    server.use(endpoint('appraiseReport', () => ok.status(null)));
    renderAppraise();
    expect(await screen.findByText('暂无二次评估报告', undefined, { timeout: 5000 })).toBeInTheDocument();
  });

  it('a failed report keeps the page and offers a retry', async () => {
    setScenario({ faults: { appraiseReport: 'network' } });
    renderAppraise();
    expect(await screen.findByRole('button', { name: '重新加载' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '二次评估报告' })).toBeInTheDocument();
  });

  it('unknown car → no longer available', async () => {
    renderAppraise('C99999');
    expect(await screen.findByText('这辆车已经不在了', undefined, { timeout: 5000 })).toBeInTheDocument();
  });
});

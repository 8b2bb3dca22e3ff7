import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getScenario } from '../../mocks/scenarios';
import { createRequestLog } from '../../src/graph/request-log';
import { LocaleProvider, translator, type Locale } from '../../src/i18n/i18n';
import { createActorTracker } from '../../src/qa/actor-tracker';
import { runGraphQuery } from '../../src/qa/graph-runner';
import { qaLocale, qaMessages } from '../../src/qa/messages';
import { QaLauncher } from '../../src/qa/qa-launcher';
import { createScenarioControl } from '../../src/qa/scenario-control';
import { createTestGraph } from '../support/graph';

/** The launcher with real services in the given locale; dispose() stops the tracker and the control. */
function renderStudio(locale: Locale, initiallyOpen: boolean) {
  const graph = createTestGraph();
  const tracker = createActorTracker({ registry: graph.services.registry });
  const control = createScenarioControl({ client: graph.client, rest: graph.rest });
  render(
    <LocaleProvider locale={locale}>
      <QaLauncher
        services={{
          client: graph.client,
          rest: graph.rest,
          app: graph.services,
          tracker,
          control,
          log: createRequestLog(),
        }}
        initiallyOpen={initiallyOpen}
      />
    </LocaleProvider>,
  );
  return {
    dispose() {
      tracker.dispose();
      control.dispose();
    },
  };
}

describe('QA studio panel', () => {
  it('opens, steps a sandbox machine and switches a fault from the tabs (English)', async () => {
    const user = userEvent.setup();
    const studioRender = renderStudio('en', false);

    await user.click(screen.getByRole('button', { name: 'QA studio' }));
    const studio = await screen.findByRole('dialog', { name: 'QA studio' });
    await user.click(within(studio).getByRole('button', { name: 'Start sandbox' }));
    expect(within(studio).getByRole('heading', { name: /sellCar \(sandbox\): loadingOptions/ })).toBeInTheDocument();
    expect(
      within(studio).getByRole('img', { name: /State diagram of sellCar \(sandbox\); current state: loadingOptions/ }),
    ).toBeInTheDocument();
    await user.click(within(studio).getByRole('button', { name: 'done: loadOptions…' }));
    await user.click(within(studio).getByRole('button', { name: 'Send xstate.done.actor.loadOptions' }));
    expect(within(studio).getByRole('heading', { name: /sellCar \(sandbox\): editing/ })).toBeInTheDocument();
    await user.click(within(studio).getByRole('button', { name: /^Restore snapshot \d+ \(loadingOptions\)$/ }));
    expect(within(studio).getByRole('heading', { name: /sellCar \(sandbox\): loadingOptions/ })).toBeInTheDocument();

    await user.click(within(studio).getByRole('tab', { name: 'Scenarios' }));
    await user.selectOptions(within(studio).getByLabelText('Fault for cars'), 'network');
    expect(getScenario().faults).toEqual({ cars: 'network' });
    expect(await screen.findByRole('status', { name: 'QA overrides on' })).toHaveTextContent('cars: network');

    await user.click(within(studio).getByRole('tab', { name: 'Requests' }));
    expect(within(studio).getByRole('list', { name: 'Requests' })).toBeInTheDocument();
    await user.click(within(studio).getByRole('tab', { name: 'Graph' }));
    expect((within(studio).getByLabelText('Query') as HTMLTextAreaElement).value).toContain('cars(');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'QA studio' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(screen.queryByRole('status', { name: 'QA overrides on' })).not.toBeInTheDocument();
    studioRender.dispose();
  });
  it('speaks Chinese in a Chinese storefront: tabs, labels, buttons, names and the override badge', async () => {
    const user = userEvent.setup();
    const studioRender = renderStudio('zh-CN', true);

    const studio = await screen.findByRole('dialog', { name: 'QA 工作台' });
    expect(within(studio).getByRole('heading', { level: 2, name: 'QA 工作台' })).toBeInTheDocument();
    expect(within(studio).getByRole('tablist', { name: 'QA 工作台分区' })).toBeInTheDocument();
    expect(
      within(studio)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['状态机', '场景', '请求', '现场数据', '图查询', '买家数据']);
    expect(within(studio).getByRole('heading', { name: '运行中的 actor' })).toBeInTheDocument();
    expect(within(studio).getByLabelText('启动一个未在运行的状态机（它的调用会等待模拟的返回）')).toHaveDisplayValue(
      '卖车（sellCar）',
    );

    await user.click(within(studio).getByRole('button', { name: '启动沙盒' }));
    expect(
      within(studio).getByRole('img', { name: /sellCar \(sandbox\) 的状态图；当前状态：loadingOptions/ }),
    ).toBeInTheDocument();
    expect(within(studio).getByRole('heading', { name: '当前可接收的事件' })).toBeInTheDocument();
    expect(within(studio).getByRole('group', { name: 'sellCar (sandbox) 的状态图（可滚动）' })).toBeInTheDocument();
    expect(within(studio).getByRole('list', { name: 'sellCar (sandbox) 的日志' })).toBeInTheDocument();
    expect(within(studio).getByRole('button', { name: '停止沙盒' })).toBeInTheDocument();
    await user.click(within(studio).getByRole('button', { name: 'done: loadOptions…' }));
    expect(
      within(studio).getByLabelText(/^xstate\.done\.actor\.loadOptions 的载荷（JSON，自动添加 type）$/),
    ).toBeInTheDocument();
    await user.click(within(studio).getByRole('button', { name: '发送 xstate.done.actor.loadOptions' }));
    expect(within(studio).getByRole('button', { name: /^恢复快照 \d+（loadingOptions）$/ })).toHaveTextContent('恢复');

    await user.click(within(studio).getByRole('tab', { name: '场景' }));
    expect(within(studio).getByRole('heading', { name: '接口故障' })).toBeInTheDocument();
    expect(within(studio).getByRole('columnheader', { name: '故障' })).toBeInTheDocument();
    const carsFault = within(studio).getByLabelText('cars 的故障', { exact: true });
    expect(within(carsFault).getByRole('option', { name: '网络故障' })).toBeInTheDocument();
    await user.selectOptions(carsFault, 'network');
    const badge = await screen.findByRole('status', { name: 'QA 覆盖已开启' });
    expect(badge).toHaveTextContent('QA 覆盖已开启：cars: network');
    expect(within(studio).getByText(/1 个故障，0 个车辆状态，设备：真实设备/)).toBeInTheDocument();
    expect(within(studio).getByRole('group', { name: '模拟为' })).toHaveTextContent('微信 · 安卓');
    expect(within(studio).getByRole('button', { name: '应用设备并重新加载' })).toBeInTheDocument();

    await user.click(within(studio).getByRole('tab', { name: '请求' }));
    expect(within(studio).getByRole('list', { name: '请求记录' })).toBeInTheDocument();
    expect(within(studio).getByRole('checkbox', { name: '只看失败' })).toBeInTheDocument();
    await user.click(within(studio).getByRole('tab', { name: '图查询' }));
    expect((within(studio).getByLabelText('查询') as HTMLTextAreaElement).value).toContain('cars(');
    expect(within(studio).getByRole('button', { name: '运行' })).toBeInTheDocument();
    expect(within(studio).getByLabelText('示例')).toHaveTextContent('首页列表（第一页）');

    await user.click(within(studio).getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'QA 工作台' })).toHaveTextContent('QA');
    await user.click(within(badge).getByRole('button', { name: '全部清除' }));
    expect(screen.queryByRole('status', { name: 'QA 覆盖已开启' })).not.toBeInTheDocument();
    studioRender.dispose();
  });

  it('takes its locale from the page language, as main.tsx sets it', () => {
    expect(qaLocale('en')).toBe('en');
    expect(qaLocale('en-US')).toBe('en');
    expect(qaLocale('zh-CN')).toBe('zh-CN');
    expect(qaLocale('')).toBe('zh-CN');
    expect(qaLocale(undefined)).toBe('zh-CN');
    document.documentElement.lang = 'en';
    expect(qaLocale()).toBe('en');
    document.documentElement.lang = '';
  });

  it('words the query runner’s own errors in Chinese', async () => {
    const graph = createTestGraph();
    const zh = translator(qaMessages, 'zh-CN');
    expect((await runGraphQuery(graph.client, 'query {', '{}', zh)).errors[0]).toMatch(/^语法：/);
    expect((await runGraphQuery(graph.client, 'query { goods { id } }', '[1]', zh)).errors).toEqual([
      '变量：必须是一个 JSON 对象',
    ]);
  });
});

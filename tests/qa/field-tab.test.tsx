// The QA studio's Field tab: this page's vitals with their attribution and the error log, live, in both
// languages; empty states before anything is reported; the button sends the queued events.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createAppServices } from '../../src/app/services';
import { LocaleProvider } from '../../src/i18n/i18n';
import { FieldTab } from '../../src/qa/field-tab';

const tags = {
  route: 'Car',
  view: 'kept',
  viewIndex: 3,
  wechat: true,
  wework: false,
  ios: false,
  android: true,
  miniProgram: false,
  build: 'abc1234',
  page: 'p1',
  ect: '4g',
};

describe('QA studio Field tab', () => {
  it('shows vitals with their attribution and the error log as they are reported (English)', async () => {
    const app = createAppServices({ window, storage: null });
    render(
      <LocaleProvider locale="en">
        <FieldTab app={app} />
      </LocaleProvider>,
    );
    expect(screen.getByText(/No vitals yet/)).toBeInTheDocument();
    expect(screen.getByText('No errors and no failed API calls in this session.')).toBeInTheDocument();
    act(() => {
      app.field.session.add('web_vital', {
        metric: 'INP',
        value: 264,
        rating: 'needs-improvement',
        target: 'main>article>h3>a',
        interaction: 'pointer',
        processing: 200,
        ...tags,
      });
      app.field.session.add('field_error', {
        kind: 'rest',
        operation: 'cars',
        status: 500,
        fault: 'status',
        duration: 193,
        ...tags,
        route: 'Index',
      });
    });
    const vitals = screen.getByRole('list', { name: 'Web vitals (this session)' });
    expect(within(vitals).getByText('INP')).toBeInTheDocument();
    expect(within(vitals).getByText('264 ms')).toBeInTheDocument();
    expect(within(vitals).getByText('needs improvement')).toBeInTheDocument();
    expect(within(vitals).getByText('kept view shown again')).toBeInTheDocument();
    expect(
      within(vitals).getByText(/target: main>article>h3>a · interaction: pointer · processing: 200/),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Error log (this session)' }).textContent).toContain('cars 500 · 193 ms');
    expect(screen.getByText('Tags: wechat+android · ect 4g · build abc1234')).toBeInTheDocument();
    const flush = vi.spyOn(app.analytics, 'flush');
    await userEvent.click(screen.getByRole('button', { name: 'Send queued events now' }));
    expect(flush).toHaveBeenCalledTimes(1);
    app.dispose();
  });

  it('speaks Chinese, and says when measuring is off', () => {
    const app = createAppServices({ window, storage: null });
    render(
      <LocaleProvider locale="zh-CN">
        <FieldTab app={app} />
      </LocaleProvider>,
    );
    // Unit tests build without ANALYTICS_URL: measuring is off.
    expect(screen.getByText(/现场数据未开启/)).toBeInTheDocument();
    act(() =>
      app.field.session.add('web_vital', {
        metric: 'CLS',
        value: 0.31,
        rating: 'poor',
        target: 'main>div',
        ...tags,
        view: 'first',
      }),
    );
    const vitals = screen.getByRole('list', { name: '网页性能指标（本次会话）' });
    expect(within(vitals).getByText('0.310')).toBeInTheDocument();
    expect(within(vitals).getByText('差')).toBeInTheDocument();
    expect(within(vitals).getByText('首次访问')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '立即发送队列中的事件' })).toBeInTheDocument();
    app.dispose();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { moments, topics } from '../../../mocks/fixtures/community';
import { resetScenario, setScenario } from '../../../mocks/scenarios';
import { completeFeed, momentRequests, renderMoments } from './render';

const feed = completeFeed;

describe('MomentsIndexScreen', () => {
  it('shows a skeleton, then topics and the first page of posts', async () => {
    const { graph } = renderMoments('/moments');
    expect(screen.getByRole('status', { name: '正在加载动态' })).toBeInTheDocument();
    const list = await feed();
    expect(within(list).getAllByRole('article')).toHaveLength(10);
    expect(screen.getByRole('heading', { level: 1, name: '车友圈' })).toBeInTheDocument();
    for (const topic of topics) {
      expect(screen.getAllByRole('link', { name: new RegExp(`#${topic.name}#`) })[0]).toHaveAttribute(
        'href',
        `/moments/topic/${topic.id}`,
      );
    }
    const first = moments[0]!;
    const card = within(list).getAllByRole('article')[0]!;
    expect(within(card).getByRole('link', { name: `${first.author.nickname}的主页` })).toHaveAttribute(
      'href',
      `/moments/user/${first.author.union_id}`,
    );
    expect(momentRequests(graph.requests)).toEqual(['page=1&page_size=10']);
    expect(graph.services.shareInfo.get()).toMatchObject({ title: '车友圈' });
  });

  it('renders the first two posts at once and the rest in a background pass, the list busy meanwhile', async () => {
    renderMoments('/moments');
    const list = await screen.findByRole('list', { name: '车友圈动态列表' });
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    await completeFeed();
    expect(within(list).getAllByRole('article')).toHaveLength(10);
  });

  it('answers on the /m alias too', async () => {
    renderMoments('/m');
    expect(within(await feed()).getAllByRole('article')).toHaveLength(10);
  });

  it('loads the next pages on demand, in order, without duplicates', async () => {
    const user = userEvent.setup();
    const { graph } = renderMoments('/moments');
    await feed();
    for (const page of [2, 3]) {
      await user.click(await screen.findByRole('button', { name: '加载更多' }));
      await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(page * 10));
    }
    const headings = screen.getAllByRole('article').map((article) => article.getAttribute('aria-labelledby'));
    expect(headings).toEqual(moments.slice(0, 30).map((post) => `moment-${post.id}`));
    expect(momentRequests(graph.requests)).toEqual([
      'page=1&page_size=10',
      'page=2&page_size=10',
      'page=3&page_size=10',
    ]);
    expect(graph.alerts).toEqual([]);
  });

  it('refreshes from the first page with the refresh button', async () => {
    const user = userEvent.setup();
    const { graph } = renderMoments('/moments');
    await feed();
    await user.click(screen.getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20));
    await user.click(screen.getByRole('button', { name: '刷新' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(10));
    expect(momentRequests(graph.requests)).toEqual([
      'page=1&page_size=10',
      'page=2&page_size=10',
      'page=1&page_size=10',
    ]);
  });

  it('a code other than 2000000 is the designed empty state, with no alert', async () => {
    setScenario({ faults: { moments: 'envelope' } });
    const { graph } = renderMoments('/moments');
    expect(await screen.findByText('还没有动态')).toBeInTheDocument();
    expect(graph.alerts).toEqual([]);
  });

  it('a failed load shows an inline error naming a server error as one; retry recovers', async () => {
    const user = userEvent.setup();
    setScenario({ faults: { moments: 'http-500' } });
    const { graph } = renderMoments('/moments');
    expect(await screen.findByText('动态加载失败')).toBeInTheDocument();
    // Worded as every other page words a server error, not as "could not be loaded".
    expect(screen.getByText('服务器暂时出了问题（不是您的网络），我们正在处理，请稍后重试。')).toBeInTheDocument();
    expect(graph.alerts).toEqual(['服务器暂时出了问题（错误 500），请稍后再试。']);
    resetScenario();
    await user.click(screen.getByRole('button', { name: '重新加载' }));
    expect(within(await feed()).getAllByRole('article')).toHaveLength(10);
  });

  it('a failed next page keeps the list and offers to retry', async () => {
    const user = userEvent.setup();
    renderMoments('/moments');
    await feed();
    setScenario({ faults: { moments: 'network' } });
    await user.click(screen.getByRole('button', { name: '加载更多' }));
    const retry = await screen.findByRole('button', { name: '加载失败，点击重试' });
    expect(screen.getAllByRole('article')).toHaveLength(10);
    resetScenario();
    await user.click(retry);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20));
  });

  it('renders a hostile post as harmless text', async () => {
    const user = userEvent.setup();
    const { container } = renderMoments('/moments');
    await feed();
    // P1008 is the first hostile post (script and onerror payloads).
    expect(await screen.findByText('周末洗车心得，分享给大家！')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20));
    const bodies = Array.from(container.querySelectorAll('.richText'));
    expect(bodies.length).toBe(20);
    for (const body of bodies) {
      expect(body.querySelector('script, iframe, style, form, input, svg, math, object, embed')).toBeNull();
      expect(
        Array.from(body.querySelectorAll('*')).some((el) =>
          Array.from(el.attributes).some((a) => a.name.startsWith('on') || a.name === 'style'),
        ),
      ).toBe(false);
      expect(body.innerHTML).not.toContain('javascript:');
    }
    expect(container.querySelector('script')).toBeNull();
  });

  it('opens a photo in the in-page viewer when WeChat preview is not available', async () => {
    const user = userEvent.setup();
    renderMoments('/moments');
    const list = await feed();
    const [photo] = within(list).getAllByRole('button', { name: /^查看大图，第 1 张/ });
    await user.click(photo!);
    const dialog = await screen.findByRole('dialog', { name: '图片查看器' }, { timeout: 8000 });
    expect(dialog).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '图片查看器' })).toBeNull());
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { moments } from '../../../mocks/fixtures/community';
import { resetScenario, setScenario } from '../../../mocks/scenarios';
import { completeFeed, momentRequests, renderMoments } from './render';

describe('MomentDetailScreen', () => {
  it('shows the whole post with its author, topics, linked car and share card', async () => {
    const post = moments.find(
      (candidate) => candidate.car && candidate.images.length > 0 && !/script|onerror/.test(candidate.content),
    )!;
    const { graph } = renderMoments(`/moments/${post.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: `${post.author.nickname}的动态` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `${post.author.nickname}的主页` })).toHaveAttribute(
      'href',
      `/moments/user/${post.author.union_id}`,
    );
    expect(
      screen.getByRole('link', {
        name: new RegExp(`^查看车辆\\s*${post.car!.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
      }),
    ).toHaveAttribute('href', `/car/${post.car!.id}`);
    for (const topic of post.topics)
      expect(screen.getByRole('link', { name: `#${topic.name}#` })).toHaveAttribute(
        'href',
        `/moments/topic/${topic.id}`,
      );
    expect(screen.getAllByRole('button', { name: /^查看大图/ })).toHaveLength(Math.min(post.images.length, 9));
    expect(momentRequests(graph.requests)).toEqual([`page=1&page_size=10&post_id=${post.id}`]);
    // A post shares its first photo only when WeChat can show it (a raster image); the mock photos are SVG.
    expect(post.images[0]).toMatch(/\.svg$/);
    expect(graph.services.shareInfo.get()).toMatchObject({ image: null });
    expect(graph.services.shareInfo.get()?.title.length).toBeGreaterThan(0);
  });

  it('an unknown post is a designed not-found page', async () => {
    const { graph } = renderMoments('/moments/P0000');
    expect(await screen.findByText('这条动态不存在或已删除')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: '返回车友圈' }).length).toBeGreaterThan(0);
    expect(graph.alerts).toEqual([]);
  });

  it('a hostile post renders only its harmless text', async () => {
    const post = moments.find((candidate) => candidate.content.includes('<math>'))!;
    const { container } = renderMoments(`/moments/${post.id}`);
    expect(await screen.findByText('新能源车冬季续航实测')).toBeInTheDocument();
    const body = container.querySelector('.richText')!;
    expect(body.querySelector('img, style, math, svg, script')).toBeNull();
  });

  it('a post the feed has shown paints from its card at once, while its own answer is still out', async () => {
    const user = userEvent.setup();
    renderMoments('/moments');
    await completeFeed();
    const link = screen.getAllByRole('link', { name: /查看动态详情/ })[0]!;
    const post = moments.find((candidate) => link.getAttribute('href') === `/moments/${candidate.id}`)!;
    // The post's own request never answers in time: what shows is what the feed knew.
    setScenario({ faults: { moments: 'timeout' } });
    await user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: `${post.author.nickname}的动态` })).toBeInTheDocument();
    expect(screen.queryByText('动态加载失败')).toBeNull();
  });

  it('error and retry', async () => {
    const user = userEvent.setup();
    setScenario({ faults: { moments: 'malformed-json' } });
    renderMoments(`/moments/${moments[0]!.id}`);
    expect(await screen.findByText('动态加载失败')).toBeInTheDocument();
    resetScenario();
    await user.click(screen.getByRole('button', { name: '重新加载' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: `${moments[0]!.author.nickname}的动态` }),
    ).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { moments, topics, users } from '../../../mocks/fixtures/community';
import { resetScenario, setScenario } from '../../../mocks/scenarios';
import { completeFeed, momentRequests, renderMoments } from './render';

describe('MomentsTopicScreen', () => {
  it('shows the topic header and only posts of that topic', async () => {
    const topic = topics[2]!;
    const { graph } = renderMoments(`/moments/topic/${topic.id}`);
    expect(await screen.findByRole('heading', { level: 2, name: `#${topic.name}#` })).toBeInTheDocument();
    expect(screen.getByText(topic.description)).toBeInTheDocument();
    expect(screen.getByText(`${topic.post_count} 条动态`)).toBeInTheDocument();
    const list = await completeFeed();
    const expected = moments.filter((post) => post.topics.some((t) => t.id === topic.id));
    expect(within(list).getAllByRole('article')).toHaveLength(Math.min(10, expected.length));
    expect(momentRequests(graph.requests)).toEqual([`page=1&page_size=10&topic_id=${topic.id}`]);
    // The mock topic cover is SVG, which a share card cannot show: the configured default is shared instead.
    expect(topic.cover).toMatch(/\.svg$/);
    expect(graph.services.shareInfo.get()).toMatchObject({
      title: `#${topic.name}#`,
      description: topic.description,
      image: null,
    });
  });

  it('pages to the end of a topic and says there is no more', async () => {
    const user = userEvent.setup();
    const topic = topics.find((candidate) => candidate.post_count > 10 && candidate.post_count <= 20)!;
    renderMoments(`/moments/topic/${topic.id}`);
    await completeFeed();
    await user.click(screen.getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(topic.post_count));
    expect(screen.getByText('没有更多了')).toBeInTheDocument();
  });

  it('an unknown topic is a designed empty page with a way back', async () => {
    const { graph } = renderMoments('/moments/topic/nope');
    expect(await screen.findByText('话题不存在')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: '返回车友圈' }).length).toBeGreaterThan(0);
    expect(graph.alerts).toEqual([]);
  });

  it('error and retry', async () => {
    const user = userEvent.setup();
    setScenario({ faults: { moments: 'timeout' } });
    renderMoments(`/moments/topic/${topics[0]!.id}`);
    expect(await screen.findByText('动态加载失败')).toBeInTheDocument();
    resetScenario();
    await user.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('heading', { level: 2, name: `#${topics[0]!.name}#` })).toBeInTheDocument();
  });
});

describe('MomentsUserScreen', () => {
  it("shows the member's profile and their posts, without linking to itself", async () => {
    const member = users.find((candidate) => candidate.post_count > 0)!;
    const { graph } = renderMoments(`/moments/user/${member.union_id}`);
    expect(await screen.findByRole('heading', { level: 2, name: member.nickname })).toBeInTheDocument();
    expect(screen.getByText(member.bio)).toBeInTheDocument();
    expect(screen.getByText(`${member.post_count} 条动态`)).toBeInTheDocument();
    const list = await completeFeed();
    expect(within(list).getAllByRole('article')).toHaveLength(Math.min(10, member.post_count));
    expect(within(list).queryByRole('link', { name: `${member.nickname}的主页` })).toBeNull();
    expect(momentRequests(graph.requests)).toEqual([`page=1&page_size=10&union_id=${member.union_id}`]);
  });

  it('an unknown member is a designed empty page', async () => {
    renderMoments('/moments/user/%E2%80%94');
    expect(await screen.findByText('找不到这位车友')).toBeInTheDocument();
  });

  it('wrongly typed fields from the API do not break the page', async () => {
    setScenario({ faults: { moments: 'wrong-types' } });
    renderMoments(`/moments/user/${users[0]!.union_id}`);
    await waitFor(() => expect(screen.queryByRole('status', { name: '正在加载动态' })).toBeNull());
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});

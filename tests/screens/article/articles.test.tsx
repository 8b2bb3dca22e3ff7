import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { articles } from '../../../mocks/fixtures/community';
import { resetScenario, setScenario } from '../../../mocks/scenarios';
import { LocaleProvider } from '../../../src/i18n/i18n';
import { ArticlesScreen } from '../../../src/screens/article/articles.screen';
import { renderWithGraph } from '../../support/graph';

function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function renderList(route = '/articles', locale: 'zh-CN' | 'en' = 'zh-CN') {
  return renderWithGraph(
    <LocaleProvider locale={locale}>
      <Routes>
        <Route
          path="/articles"
          element={
            <>
              <ArticlesScreen />
              <Search />
            </>
          }
        />
      </Routes>
    </LocaleProvider>,
    { route },
  );
}

const list = () => screen.findByRole('list', { name: '购车指南与车主故事' });

describe('ArticlesScreen', () => {
  it('lists the newest articles with category, date and reads, each linking to its page, and pages on', async () => {
    const user = userEvent.setup();
    renderList();
    expect(screen.getByRole('status', { name: '正在加载文章' })).toBeInTheDocument();
    const items = within(await list()).getAllByRole('link');
    expect(items).toHaveLength(10);
    const first = articles[0]!;
    expect(items[0]).toHaveAttribute('href', `/article/${first.id}`);
    expect(items[0]).toHaveTextContent(first.title);
    expect(items[0]).toHaveTextContent('购车指南');
    await user.click(screen.getByRole('button', { name: '加载更多' }));
    await screen.findByText(articles[10]!.title);
    expect(within(await list()).getAllByRole('link')).toHaveLength(20);
  });

  it('filters by category through the address (?category=), ownership stories included', async () => {
    const user = userEvent.setup();
    renderList();
    await list();
    await user.click(screen.getByRole('button', { name: '车主故事' }));
    const stories = articles.filter((article) => article.category === '车主故事');
    expect(stories.length).toBeGreaterThan(0);
    await screen.findByText(stories[0]!.title);
    expect(within(await list()).getAllByRole('link')).toHaveLength(stories.length);
    expect(screen.getByRole('button', { name: '车主故事' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('search')).toHaveTextContent(`?category=${encodeURIComponent('车主故事')}`);
    expect(screen.getByText(`共 ${stories.length} 篇，已经到底了`)).toBeInTheDocument();
  });

  it('an unknown category in the address shows every article', async () => {
    renderList('/articles?category=%3Cscript%3E');
    expect(within(await list()).getAllByRole('link')).toHaveLength(10);
    expect(screen.getByRole('button', { name: '全部' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('speaks English', async () => {
    renderList('/articles', 'en');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Buying guides and ownership stories' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Article categories' })).toHaveTextContent('Ownership stories');
    await screen.findByRole('button', { name: 'Load more' });
  });

  it('a failed list is an inline error with retry (the call is alerted, as the spec says by default)', async () => {
    const user = userEvent.setup();
    setScenario({ faults: { articles: 'http-500' } });
    const { graph } = renderList();
    expect(await screen.findByText('文章列表加载失败')).toBeInTheDocument();
    expect(graph.alerts.length).toBeGreaterThan(0);
    resetScenario();
    await user.click(screen.getByRole('button', { name: '重新加载' }));
    expect(within(await list()).getAllByRole('link')).toHaveLength(10);
  });

  it.each(['malformed-json', 'wrong-types'] as const)(
    'a %s answer is an error or a designed list, never a broken screen',
    async (fault) => {
      setScenario({ faults: { articles: fault } });
      renderList();
      await screen.findByRole('heading', { level: 1 });
      await expect.poll(() => screen.queryByRole('status', { name: '正在加载文章' })).toBeNull();
      expect(
        screen.queryByText('文章列表加载失败') ??
          screen.queryByRole('list', { name: '购车指南与车主故事' }) ??
          screen.queryByText('这个分类还没有文章'),
      ).not.toBeNull();
    },
  );

  it('an absent answer is the designed empty state, with the way to the community', async () => {
    setScenario({ faults: { articles: 'empty' } });
    renderList();
    expect(await screen.findByText('这个分类还没有文章')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去车友圈' })).toHaveAttribute('href', '/moments');
  });

  it('a category without articles offers all articles', async () => {
    const user = userEvent.setup();
    setScenario({ faults: { articles: 'missing-fields' } });
    renderList(`/articles?category=${encodeURIComponent('新能源')}`);
    expect(await screen.findByText('这个分类还没有文章')).toBeInTheDocument();
    resetScenario();
    await user.click(screen.getByRole('button', { name: '看全部文章' }));
    expect(within(await list()).getAllByRole('link')).toHaveLength(10);
  });

  it('a failed next page keeps the loaded articles and offers to retry', async () => {
    const user = userEvent.setup();
    renderList();
    await list();
    setScenario({ faults: { articles: 'http-500' } });
    await user.click(screen.getByRole('button', { name: '加载更多' }));
    expect(await screen.findByRole('button', { name: '加载失败，点击重试' })).toBeInTheDocument();
    expect(within(await list()).getAllByRole('link')).toHaveLength(10);
    resetScenario();
    await user.click(screen.getByRole('button', { name: '加载失败，点击重试' }));
    await screen.findByText(articles[10]!.title);
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { articles } from '../../../mocks/fixtures/community';
import { resetScenario, setScenario } from '../../../mocks/scenarios';
import { ArticleScreen } from '../../../src/screens/article/article.screen';
import { renderWithGraph } from '../../support/graph';

function renderArticle(id: string) {
  return renderWithGraph(
    <Routes>
      <Route path="/article/:id" element={<ArticleScreen />} />
    </Routes>,
    { route: `/article/${id}` },
  );
}

describe('ArticleScreen', () => {
  it('shows title, author, date, reads, the sanitised body, related reading and its share card', async () => {
    const source = articles[1]!;
    const { graph } = renderArticle(source.id);
    expect(screen.getByRole('status', { name: '正在加载文章' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: source.title })).toBeInTheDocument();
    expect(screen.getByText(`作者 ${source.author}`)).toBeInTheDocument();
    expect(screen.getByText(source.summary)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '事故排查：结构件是底线' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '致电顾问' })).toHaveAttribute('href', 'tel:4008001234');
    const related = screen.getByRole('region', { name: '相关阅读' });
    const links = within(related).getAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.getAttribute('href')).not.toBe(`/article/${source.id}`);
    // The mock cover is a drawing (SVG), which WeChat's share card cannot show: no image of its own, so
    // the share runtime falls back to the configured default picture.
    expect(source.cover).toMatch(/\.svg$/);
    expect(graph.services.shareInfo.get()).toMatchObject({
      title: source.title,
      description: source.summary,
      image: null,
    });
  });

  it('renders the hostile article without anything that could run', async () => {
    const { container } = renderArticle('A1999');
    expect(await screen.findByText('第二步用中性洗车液打泡沫，从上往下擦洗。')).toBeInTheDocument();
    const body = container.querySelector('.richText')!;
    expect(body.querySelector('script, iframe, style, svg, img')).toBeNull();
    expect(
      Array.from(body.querySelectorAll('*')).some((el) =>
        Array.from(el.attributes).some((a) => a.name.startsWith('on') || a.name === 'style'),
      ),
    ).toBe(false);
    expect(body.innerHTML).not.toContain('javascript:');
    expect(screen.getByText('点我')).not.toHaveAttribute('href');
  });

  it('an unknown article is a designed not-found page', async () => {
    const { graph } = renderArticle('A0');
    expect(await screen.findByText('文章不存在或已下线')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去车友圈' })).toHaveAttribute('href', '/moments');
    // The spec's default presentation: the failed call is alerted.
    expect(graph.alerts).toEqual(['没有找到这项内容（错误 404）。']);
  });

  it('error and retry', async () => {
    const user = userEvent.setup();
    setScenario({ faults: { article: 'http-500' } });
    renderArticle(articles[0]!.id);
    expect(await screen.findByText('文章加载失败')).toBeInTheDocument();
    resetScenario();
    await user.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('heading', { level: 1, name: articles[0]!.title })).toBeInTheDocument();
  });

  it('an article whose fields come wrongly typed is shown with what could be read', async () => {
    setScenario({ faults: { article: 'wrong-types' } });
    renderArticle(articles[0]!.id);
    // The fault sends numbers where text belongs: the graph turns them into text.
    expect(await screen.findByRole('heading', { level: 1, name: '12345' })).toBeInTheDocument();
    expect(screen.queryByText('文章加载失败')).not.toBeInTheDocument();
    expect(screen.queryByText('文章不存在或已下线')).not.toBeInTheDocument();
  });
});

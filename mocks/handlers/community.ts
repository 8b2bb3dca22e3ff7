// Community list (POST {host}/v1/nuoCircle/list, form body) and articles (GET /v1/articles, /v1/article)
// with real paging and filtering over the seeded data set.

import type { HttpHandler } from 'msw';
import { articles, findArticle, findTopic, findUser, moments, topics } from '../fixtures/community';
import { endpoint, notFound, ok } from './define';

function positive(value: unknown, fallback: number, max = 50): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** The list's own "not found" answer: HTTP 200 with a code other than 2000000 (the app shows an empty page). */
function missing(message: string) {
  return { code: 4040001, message, data: null };
}

export const communityHandlers: HttpHandler[] = [
  endpoint('moments', ({ body }) => {
    const page = positive(body.page, 1, 10_000);
    const pageSize = positive(body.page_size, 10);
    const topicId = text(body.topic_id);
    const unionId = text(body.union_id);
    const postId = text(body.post_id);

    if (postId) {
      const post = moments.find((item) => item.id === postId);
      return post ? ok.code({ list: [post], total: 1 }) : missing('动态不存在或已删除');
    }
    const topic = topicId ? findTopic(topicId) : undefined;
    if (topicId && !topic) return missing('话题不存在');
    const user = unionId ? findUser(unionId) : undefined;
    if (unionId && !user) return missing('用户不存在');

    const matching = moments.filter(
      (post) =>
        (!topic || post.topics.some((t) => t.id === topic.id)) && (!user || post.author.union_id === user.union_id),
    );
    const data: Record<string, unknown> = {
      list: matching.slice((page - 1) * pageSize, page * pageSize),
      total: matching.length,
    };
    if (topic) data.topic = topic;
    if (user) data.user = user;
    if (!topic && !user) data.topics = topics;
    return ok.code(data);
  }),

  endpoint('articles', ({ query }) => {
    const page = positive(query.get('page'), 1, 10_000);
    const pageSize = positive(query.get('page_size'), 10);
    const category = text(query.get('category'));
    const matching = category ? articles.filter((article) => article.category === category) : articles;
    // The list leaves the bodies out, as list endpoints do.
    const list = matching
      .slice((page - 1) * pageSize, page * pageSize)
      .map(({ content: _content, ...summary }) => summary);
    return ok.status({ list, total: matching.length });
  }),

  endpoint('article', ({ query }) => {
    const article = findArticle(text(query.get('id')));
    return article ? ok.status(article) : notFound('文章不存在或已下线');
  }),
];

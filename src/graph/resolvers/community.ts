// Community posts and articles. Posts are one form-encoded POST whatever the page shows (index, topic,
// profile, single post); a list answer other than code 2000000 is an empty page, never an alert.

import { articleCategoryFor } from '../../domain/car-articles';
import type { Resolvers } from '../__generated__/resolvers-types';
import type { GraphContext } from '../context';
import {
  DEFAULT_MOMENT_PAGE_SIZE,
  excerpt,
  htmlToText,
  momentParams,
  pageArgs,
  readArticleDetail,
  readArticlePage,
  readMomentPage,
  type ArticleParent,
  type MomentParent,
} from '../rest/community';

const DEFAULT_ARTICLE_PAGE_SIZE = 10;
const SHARE_TITLE_MAX = 30;
const SHARE_DESCRIPTION_MAX = 60;

async function fetchArticles(ctx: GraphContext, page: number, pageSize: number, category: string | null | undefined) {
  const params: Record<string, string | number> = { page, page_size: pageSize };
  if (category && category.trim()) params.category = category.trim();
  const body = await ctx.call('articles', { params });
  return readArticlePage(body, { page, pageSize });
}

function momentText(moment: MomentParent): string {
  return htmlToText(moment.contentHtml);
}

function articleText(article: ArticleParent): string {
  return article.summary ?? htmlToText(article.contentHtml ?? '');
}

export const communityResolvers: Resolvers = {
  Query: {
    async moments(_, { query }, ctx) {
      const args = pageArgs(query?.page, query?.pageSize, DEFAULT_MOMENT_PAGE_SIZE);
      const body = await ctx.call('moments', {
        body: momentParams({ ...args, topicId: query?.topicId, unionId: query?.unionId, postId: query?.postId }),
      });
      return readMomentPage(body, args);
    },
    async moment(_, { id }, ctx) {
      const postId = id.trim();
      if (!postId) return null;
      const args = { page: 1, pageSize: DEFAULT_MOMENT_PAGE_SIZE };
      const body = await ctx.call('moments', { body: momentParams({ ...args, postId }) });
      // A server that ignores post_id answers a whole page: only the asked-for post counts.
      return readMomentPage(body, args).items.find((item) => item.id === postId) ?? null;
    },
    async articles(_, { page, pageSize, category }, ctx) {
      const args = pageArgs(page, pageSize, DEFAULT_ARTICLE_PAGE_SIZE);
      return fetchArticles(ctx, args.page, args.pageSize, category);
    },
    async article(_, { id }, ctx) {
      const articleId = id.trim();
      if (!articleId) return null;
      const body = await ctx.call('article', { params: { id: articleId } });
      return readArticleDetail(body);
    },
  },
  Car: {
    // Here, not with the car's fields: the car area is in the entry, the articles' REST code is not.
    articles: async (car, { limit }, ctx) => {
      try {
        const page = await fetchArticles(ctx, 1, Math.min(Math.max(limit ?? 3, 1), 10), articleCategoryFor(car));
        return page.items;
      } catch {
        // A reading list at the end of the page: the car is what the visitor came for.
        return [];
      }
    },
  },
  Moment: {
    text: (moment) => momentText(moment),
    share(moment) {
      const text = momentText(moment);
      const title = text
        ? excerpt(text.split('\n')[0] ?? text, SHARE_TITLE_MAX)
        : `${moment.author.nickname}的车友圈动态`;
      return {
        title,
        description: text ? excerpt(text, SHARE_DESCRIPTION_MAX) : `来自${moment.author.nickname}的分享`,
        image: moment.images[0] ?? moment.car?.cover ?? moment.author.avatar,
      };
    },
  },
  Article: {
    share(article) {
      const text = articleText(article);
      return {
        title: article.title,
        description: excerpt(text || article.title, SHARE_DESCRIPTION_MAX),
        image: article.cover,
      };
    },
    async related(article, { limit }, ctx) {
      const wanted = Math.min(Math.max(limit ?? 4, 1), 10);
      try {
        const page = await fetchArticles(ctx, 1, wanted + 1, article.category);
        return page.items.filter((item) => item.id !== article.id).slice(0, wanted);
      } catch {
        // A secondary list: the article itself is what the visitor came for.
        return [];
      }
    },
  },
};

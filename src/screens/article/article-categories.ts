// The editorial categories of GET /v1/articles (its `category` parameter takes the Chinese name).
// The list offers them as filters in this order; an article of a category not named here still
// shows, under the server's own name.

export const ARTICLE_CATEGORIES = ['购车指南', '车主故事', '检测解读', '新能源', '保养知识'] as const;

export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

export function isArticleCategory(value: string | null | undefined): value is ArticleCategory {
  return (ARTICLE_CATEGORIES as readonly string[]).includes(value ?? '');
}

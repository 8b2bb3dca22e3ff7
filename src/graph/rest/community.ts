// Community posts (POST {host}/v1/nuoCircle/list, form-encoded) and articles (GET /v1/articles,
// /v1/article): total readers from the REST payloads described in schema.graphql to the parent types
// of Moment, MomentPage, Article and ArticlePage. Server HTML is passed through untouched here; only
// src/ui/rich-text.tsx turns it into DOM, after sanitising.

import { id, int, isRecord, list, optStr, parseRoot, rec, safeUrl, str, type JsonRecord } from './parse';

export interface TopicParent {
  id: string;
  name: string;
  description: string | null;
  cover: string | null;
  postCount: number | null;
}

export interface MomentUserParent {
  unionId: string;
  nickname: string;
  avatar: string | null;
  bio: string | null;
  postCount: number | null;
}

export interface MomentCarParent {
  id: string;
  title: string;
  cover: string | null;
  price: number | null;
}

export interface MomentParent {
  id: string;
  author: MomentUserParent;
  createdAt: string;
  contentHtml: string;
  images: string[];
  topics: TopicParent[];
  car: MomentCarParent | null;
  likeCount: number;
  commentCount: number;
}

export interface MomentPageParent {
  items: MomentParent[];
  total: number;
  page: number;
  hasMore: boolean;
  topic: TopicParent | null;
  user: MomentUserParent | null;
  topics: TopicParent[];
}

export interface ArticleParent {
  id: string;
  title: string;
  summary: string | null;
  cover: string | null;
  author: string | null;
  publishedAt: string | null;
  category: string | null;
  readCount: number | null;
  contentHtml: string | null;
}

export interface ArticlePageParent {
  items: ArticleParent[];
  total: number;
  page: number;
  hasMore: boolean;
}

export interface MomentParams {
  page: number;
  pageSize: number;
  topicId?: string | null;
  unionId?: string | null;
  postId?: string | null;
}

export const DEFAULT_MOMENT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 50;

/** A page number of at least 1 and a page size within 1..50, whatever the caller asked for. */
export function pageArgs(page: unknown, pageSize: unknown, fallbackSize: number): { page: number; pageSize: number } {
  const p = int(page);
  const s = int(pageSize);
  return {
    page: p !== null && p >= 1 ? p : 1,
    pageSize: s !== null && s >= 1 ? Math.min(s, MAX_PAGE_SIZE) : fallbackSize,
  };
}

/** The form fields of POST /v1/nuoCircle/list; empty filters are left out of the body by http.ts. */
export function momentParams(query: MomentParams): Record<string, string | number | undefined> {
  return {
    page: query.page,
    page_size: query.pageSize,
    topic_id: optStr(query.topicId) ?? undefined,
    union_id: optStr(query.unionId) ?? undefined,
    post_id: optStr(query.postId) ?? undefined,
  };
}

/** The first of each id: a server that repeats an item (or sends one id twice) shows it once. */
function uniqueById<T extends { id: string }>(items: T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => (seen.has(item.id) ? false : (seen.add(item.id), true)));
}

function nonNegative(value: unknown): number {
  const n = int(value);
  return n !== null && n > 0 ? n : 0;
}

function optNonNegative(value: unknown): number | null {
  const n = int(value);
  return n !== null && n >= 0 ? n : null;
}

/** An ISO date string when the value reads as a date, else null. */
function isoDate(value: unknown): string | null {
  const text = optStr(value);
  if (!text) return null;
  const date = new Date(/^\d+$/.test(text) ? Number(text) * (text.length <= 10 ? 1000 : 1) : text);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export function readTopic(value: unknown): TopicParent | null {
  if (!isRecord(value)) return null;
  const topicId = id(value.id);
  const name = optStr(value.name);
  if (!topicId || !name) return null;
  return {
    id: topicId,
    // Server names come with or without the #…# marks; the app adds its own.
    name: name.replace(/^#+|#+$/g, '').trim() || name,
    description: optStr(value.description),
    cover: safeUrl(value.cover),
    postCount: optNonNegative(value.post_count),
  };
}

export function readMomentUser(value: unknown): MomentUserParent | null {
  if (!isRecord(value)) return null;
  const unionId = id(value.union_id);
  if (!unionId) return null;
  return {
    unionId,
    nickname: optStr(value.nickname) ?? '车友',
    avatar: safeUrl(value.avatar),
    bio: optStr(value.bio),
    postCount: optNonNegative(value.post_count),
  };
}

function readMomentCar(value: unknown): MomentCarParent | null {
  if (!isRecord(value)) return null;
  const carId = id(value.id);
  const title = optStr(value.title);
  if (!carId || !title) return null;
  const price = int(value.price);
  return { id: carId, title, cover: safeUrl(value.cover), price: price !== null && price > 0 ? price : null };
}

const ANONYMOUS: MomentUserParent = {
  unionId: 'anonymous',
  nickname: '车友',
  avatar: null,
  bio: null,
  postCount: null,
};

export function readMoment(value: unknown): MomentParent | null {
  if (!isRecord(value)) return null;
  const momentId = id(value.id);
  if (!momentId) return null;
  return {
    id: momentId,
    author: readMomentUser(value.author) ?? ANONYMOUS,
    createdAt: isoDate(value.created_at) ?? '',
    contentHtml: str(value.content),
    images: list(value.images, (item) => safeUrl(item)),
    topics: uniqueById(list(value.topics, readTopic)),
    car: readMomentCar(value.car),
    likeCount: nonNegative(value.like_count),
    commentCount: nonNegative(value.comment_count),
  };
}

export function emptyMomentPage(page: number): MomentPageParent {
  return { items: [], total: 0, page, hasMore: false, topic: null, user: null, topics: [] };
}

/**
 * The list body. `undefined`/`null` (absent response, or a code other than 2000000) is an empty page:
 * the spec resolves those calls to nothing, and nothing is not an error.
 */
export function readMomentPage(body: unknown, args: { page: number; pageSize: number }): MomentPageParent {
  if (body === undefined || body === null) return emptyMomentPage(args.page);
  const data = rec(parseRoot(body, 'moments').data);
  const items = uniqueById(list(data.list, readMoment));
  const total = Math.max(nonNegative(data.total), (args.page - 1) * args.pageSize + items.length);
  return {
    items,
    total,
    page: args.page,
    hasMore: items.length > 0 && args.page * args.pageSize < total,
    topic: readTopic(data.topic),
    user: readMomentUser(data.user),
    topics: uniqueById(list(data.topics, readTopic)),
  };
}

export function readArticle(value: unknown): ArticleParent | null {
  if (!isRecord(value)) return null;
  const articleId = id(value.id);
  const title = optStr(value.title);
  if (!articleId || !title) return null;
  return {
    id: articleId,
    title,
    summary: optStr(value.summary),
    cover: safeUrl(value.cover),
    author: optStr(value.author),
    publishedAt: isoDate(value.published_at),
    category: optStr(value.category),
    readCount: optNonNegative(value.read_count),
    contentHtml: optStr(value.content),
  };
}

function dataOf(body: unknown, operation: string): unknown {
  return parseRoot(body, operation).data;
}

export function readArticlePage(body: unknown, args: { page: number; pageSize: number }): ArticlePageParent {
  if (body === undefined || body === null) return { items: [], total: 0, page: args.page, hasMore: false };
  const data: JsonRecord = rec(dataOf(body, 'articles'));
  const items = uniqueById(list(data.list, readArticle));
  const total = Math.max(nonNegative(data.total), (args.page - 1) * args.pageSize + items.length);
  return { items, total, page: args.page, hasMore: items.length > 0 && args.page * args.pageSize < total };
}

export function readArticleDetail(body: unknown): ArticleParent | null {
  if (body === undefined || body === null) return null;
  return readArticle(dataOf(body, 'article'));
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return ENTITIES[name.toLowerCase()] ?? match;
  });
}

/**
 * Plain text of server HTML for previews and share cards (rendered as text, never as markup): the
 * content of script, style and similar elements is dropped, block ends become line breaks.
 */
export function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<(script|style|noscript|template|iframe|object|textarea|title|svg|math)\b[\s\S]*?<\/\1\s*>/gi, '')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/(p|div|li|h[1-6]|blockquote|tr)\s*>/gi, '\n')
      .replace(/<[^>]*>?/g, ''),
  )
    .replace(/[<>]/g, '')
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

/** At most `max` characters, cut at a character boundary with an ellipsis. */
export function excerpt(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  return chars.length <= max ? flat : `${chars.slice(0, max - 1).join('')}…`;
}

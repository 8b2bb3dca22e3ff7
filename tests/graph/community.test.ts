import { gql, type DocumentNode, type OperationVariables, type TypedDocumentNode } from '@apollo/client';
import { print } from 'graphql';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { articles, moments, topics, users } from '../../mocks/fixtures/community';
import { server } from '../../mocks/node';
import { setScenario, type Fault } from '../../mocks/scenarios';
import { settings } from '../../src/config/env';
import { ShareFieldsFragmentDoc } from '../../src/platform/share-info.generated';
import { ArticleListItemFragmentDoc } from '../../src/screens/article/articles.generated';
import { MomentCardFieldsFragmentDoc } from '../../src/screens/moments/moment-card.generated';
import { createTestGraph } from '../support/graph';

// The screens' own fragments, so these queries ask what the screens ask.
const MOMENT_CARD = print(MomentCardFieldsFragmentDoc);
const ARTICLE_ITEM = print(ArticleListItemFragmentDoc);
const SHARE = print(ShareFieldsFragmentDoc);

const MOMENTS = gql`
  query Moments($query: MomentQuery) {
    moments(query: $query) {
      total
      page
      hasMore
      topic {
        id
        name
        description
        cover
        postCount
      }
      user {
        unionId
        nickname
        avatar
        bio
        postCount
      }
      topics {
        id
        name
      }
      items {
        ...MomentCardFields
        share {
          ...ShareFields
        }
      }
    }
  }
  ${MOMENT_CARD}
  ${SHARE}
`;

const MOMENT = gql`
  query Moment($id: ID!) {
    moment(id: $id) {
      ...MomentCardFields
      share {
        ...ShareFields
      }
    }
  }
  ${MOMENT_CARD}
  ${SHARE}
`;

const ARTICLES = gql`
  query Articles($page: Int, $pageSize: Int, $category: String) {
    articles(page: $page, pageSize: $pageSize, category: $category) {
      total
      page
      hasMore
      items {
        ...ArticleListItem
      }
    }
  }
  ${ARTICLE_ITEM}
`;

const ARTICLE = gql`
  query Article($id: ID!) {
    article(id: $id) {
      ...ArticleListItem
      contentHtml
      share {
        ...ShareFields
      }
      related(limit: 3) {
        id
        title
        category
      }
    }
  }
  ${ARTICLE_ITEM}
  ${SHARE}
`;

interface MomentsResult {
  moments: {
    total: number;
    page: number;
    hasMore: boolean;
    topic: { id: string; name: string; postCount: number | null } | null;
    user: { unionId: string; nickname: string; postCount: number | null } | null;
    topics: { id: string; name: string }[];
    items: {
      id: string;
      text: string;
      contentHtml: string;
      images: string[];
      author: { unionId: string; nickname: string; avatar: string | null };
      topics: { id: string; name: string }[];
      car: { id: string; title: string } | null;
      share: { title: string; description: string; image: string | null };
    }[];
  };
}

async function queryMoments(query: Record<string, unknown> | undefined, graph = createTestGraph()) {
  const result = await graph.client.query({ query: typed<MomentsResult>(MOMENTS), variables: { query } });
  return { ...result, graph };
}

function typed<T>(document: DocumentNode): TypedDocumentNode<T, OperationVariables> {
  return document as TypedDocumentNode<T, OperationVariables>;
}

const allFaults: Fault[] = [
  'http-500',
  'network',
  'timeout',
  'malformed-json',
  'envelope',
  'missing-fields',
  'wrong-types',
  'empty',
];

describe('Query.moments', () => {
  it('posts the params form-encoded and reads the first page of the index with its topics', async () => {
    const { data, error, graph } = await queryMoments(undefined);
    expect(error).toBeUndefined();
    expect(graph.requests).toHaveLength(1);
    const request = graph.requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe(`${settings.apiHost}/v1/nuoCircle/list`);
    expect(request.requestBody).toBe('page=1&page_size=10');
    const page = data!.moments;
    expect(page.items).toHaveLength(10);
    expect(page.items[0]!.id).toBe(moments[0]!.id);
    expect(page.total).toBe(moments.length);
    expect(page.hasMore).toBe(true);
    expect(page.topics.map((topic) => topic.name)).toEqual(topics.map((topic) => topic.name));
    expect(page.topic).toBeNull();
    expect(page.user).toBeNull();
    expect(graph.alerts).toEqual([]);
  });

  it('sends the exact form body the server receives, with Chinese-safe encoding and no empty fields', async () => {
    const received: { body: string; type: string | null }[] = [];
    server.use(
      http.post(`${settings.apiHost}/v1/nuoCircle/list`, async ({ request }) => {
        received.push({ body: await request.text(), type: request.headers.get('content-type') });
        return HttpResponse.json({ code: 2000000, data: { list: [], total: 0 } });
      }),
    );
    await queryMoments({ page: 3, pageSize: 5, topicId: 'T02', unionId: '', postId: null });
    await queryMoments({ unionId: '车友 A&B' });
    expect(received[0]!.body).toBe('page=3&page_size=5&topic_id=T02');
    expect(received[0]!.type).toContain('application/x-www-form-urlencoded');
    expect(received[1]!.body).toBe('page=1&page_size=10&union_id=%E8%BD%A6%E5%8F%8B+A%26B');
    expect(new URLSearchParams(received[1]!.body).get('union_id')).toBe('车友 A&B');
  });

  it('pages through a topic with fetchMore: pages append in order and the last page says no more', async () => {
    const graph = createTestGraph();
    const topic = topics[0]!;
    const expected = moments.filter((post) => post.topics.some((t) => t.id === topic.id));
    const observable = graph.client.watchQuery({
      query: typed<MomentsResult>(MOMENTS),
      variables: { query: { topicId: topic.id, page: 1, pageSize: 10 } },
    });
    const subscription = observable.subscribe(() => undefined);
    await vi.waitFor(() => expect(observable.getCurrentResult().dataState).toBe('complete'));
    const first = { data: observable.getCurrentResult().data as MomentsResult };
    expect(first.data!.moments.topic).toMatchObject({ id: topic.id, name: topic.name, postCount: expected.length });
    expect(first.data!.moments.items.map((item) => item.id)).toEqual(expected.slice(0, 10).map((post) => post.id));
    const lastPage = Math.ceil(expected.length / 10);
    for (let page = 2; page <= lastPage; page++) {
      await observable.fetchMore({ variables: { query: { topicId: topic.id, page, pageSize: 10 } } });
    }
    const current = () => observable.getCurrentResult().data as MomentsResult;
    await vi.waitFor(() =>
      expect(current().moments.items.map((item) => item.id)).toEqual(expected.map((post) => post.id)),
    );
    const merged = current();
    subscription.unsubscribe();
    expect(merged.moments.hasMore).toBe(false);
    expect(graph.requests.map((request) => request.requestBody)).toEqual(
      Array.from({ length: lastPage }, (_, k) => `page=${k + 1}&page_size=10&topic_id=${topic.id}`),
    );
  });

  it('a first page asked again (pull to refresh) replaces the kept list', async () => {
    const graph = createTestGraph();
    const observable = graph.client.watchQuery({
      query: typed<MomentsResult>(MOMENTS),
      variables: { query: { page: 1 } },
    });
    const subscription = observable.subscribe(() => undefined);
    await vi.waitFor(() => expect(observable.getCurrentResult().dataState).toBe('complete'));
    await observable.fetchMore({ variables: { query: { page: 2 } } });
    const items = () => (observable.getCurrentResult().data as MomentsResult).moments.items;
    await vi.waitFor(() => expect(items()).toHaveLength(20));
    await observable.refetch();
    await vi.waitFor(() => expect(items()).toHaveLength(10));
    subscription.unsubscribe();
  });

  it("reads a user's profile and only that user's posts", async () => {
    const user = users.find((candidate) => candidate.post_count > 0)!;
    const { data } = await queryMoments({ unionId: user.union_id, pageSize: 50 });
    expect(data!.moments.user).toMatchObject({
      unionId: user.union_id,
      nickname: user.nickname,
      postCount: user.post_count,
    });
    expect(data!.moments.items).toHaveLength(user.post_count);
    expect(data!.moments.items.every((item) => item.author.unionId === user.union_id)).toBe(true);
  });

  it('derives plain text and a share card from the post HTML', async () => {
    const { data } = await queryMoments({ pageSize: 50 });
    const withLink = data!.moments.items.find((item) => item.contentHtml.includes('<a href'))!;
    expect(withLink.text).not.toMatch(/[<>]/);
    const plain = data!.moments.items[0]!;
    expect(plain.text.length).toBeGreaterThan(0);
    expect(Array.from(plain.share.title).length).toBeLessThanOrEqual(30);
    expect(Array.from(plain.share.description).length).toBeLessThanOrEqual(60);
    expect(plain.share.image).toBe(plain.images[0] ?? moments[0]!.car?.cover ?? plain.author.avatar);
  });

  it('never lets a hostile post leak markup into its text', async () => {
    const { data } = await queryMoments({ pageSize: 50 });
    const hostile = data!.moments.items.filter((item) => /script|onerror|javascript:/i.test(item.contentHtml));
    expect(hostile.length).toBeGreaterThan(0);
    for (const item of hostile) {
      expect(item.text).not.toMatch(/<|>|window\.__xss/);
    }
  });

  it('shows a post the server repeats only once', async () => {
    server.use(
      http.post(`${settings.apiHost}/v1/nuoCircle/list`, () =>
        HttpResponse.json({ code: 2000000, data: { list: [moments[0], moments[0], moments[1]], total: 3 } }),
      ),
    );
    const { data } = await queryMoments(undefined);
    expect(data!.moments.items.map((item) => item.id)).toEqual([moments[0]!.id, moments[1]!.id]);
  });

  it('clamps odd paging arguments instead of failing', async () => {
    const { data, graph } = await queryMoments({ page: -4, pageSize: 100000 });
    expect(graph.requests[0]!.requestBody).toBe('page=1&page_size=50');
    expect(data!.moments.items).toHaveLength(50);
  });

  it('an unknown topic answers with a code other than 2000000: an empty page and no alert', async () => {
    const { data, error, graph } = await queryMoments({ topicId: 'T404' });
    expect(error).toBeUndefined();
    expect(data!.moments).toMatchObject({ items: [], total: 0, hasMore: false, topic: null });
    expect(graph.alerts).toEqual([]);
  });

  it('a body code other than 2000000 is an empty page with no alert', async () => {
    setScenario({ faults: { moments: 'envelope' } });
    const { data, error, graph } = await queryMoments(undefined);
    expect(error).toBeUndefined();
    expect(data!.moments).toMatchObject({ items: [], total: 0, page: 1, hasMore: false, topics: [] });
    expect(graph.alerts).toEqual([]);
  });

  it('HTTP 500 alerts and reaches the screen as an error', async () => {
    setScenario({ faults: { moments: 'http-500' } });
    const { error, graph } = await queryMoments(undefined);
    expect(error).toBeDefined();
    expect(graph.alerts).toEqual(['服务器暂时出了问题（错误 500），请稍后再试。']);
  });

  it.each(['network', 'timeout', 'malformed-json'] as Fault[])(
    '%s: an alert and an error, never a crash',
    async (fault) => {
      setScenario({ faults: { moments: fault } });
      const { error, graph } = await queryMoments(undefined);
      expect(error).toBeDefined();
      expect(graph.alerts).toHaveLength(1);
    },
  );

  it.each(['missing-fields', 'wrong-types', 'empty'] as Fault[])('%s: a valid page, no alert', async (fault) => {
    setScenario({ faults: { moments: fault } });
    const { data, error, graph } = await queryMoments(undefined);
    expect(error).toBeUndefined();
    expect(Array.isArray(data!.moments.items)).toBe(true);
    expect(graph.alerts).toEqual([]);
  });
});

describe('Query.moment', () => {
  it('is the list call with post_id', async () => {
    const graph = createTestGraph();
    const post = moments[4]!;
    const { data } = await graph.client.query({
      query: typed<{ moment: { id: string; author: { nickname: string } } | null }>(MOMENT),
      variables: { id: post.id },
    });
    expect(data!.moment).toMatchObject({ id: post.id, author: { nickname: post.author.nickname } });
    expect(graph.requests[0]!.requestBody).toBe(`page=1&page_size=10&post_id=${post.id}`);
  });

  it('an unknown post is null with no alert', async () => {
    const graph = createTestGraph();
    const { data, error } = await graph.client.query({
      query: typed<{ moment: unknown }>(MOMENT),
      variables: { id: 'P0' },
    });
    expect(error).toBeUndefined();
    expect(data!.moment).toBeNull();
    expect(graph.alerts).toEqual([]);
  });

  it('a blank id makes no request', async () => {
    const graph = createTestGraph();
    const { data } = await graph.client.query({ query: typed<{ moment: unknown }>(MOMENT), variables: { id: '  ' } });
    expect(data!.moment).toBeNull();
    expect(graph.requests).toEqual([]);
  });

  it('a server that ignores post_id still yields only the asked-for post', async () => {
    server.use(
      http.post(`${settings.apiHost}/v1/nuoCircle/list`, () =>
        HttpResponse.json({ code: 2000000, data: { list: moments.slice(0, 10), total: 80 } }),
      ),
    );
    const graph = createTestGraph();
    const { data } = await graph.client.query({
      query: typed<{ moment: { id: string } | null }>(MOMENT),
      variables: { id: 'P1099' },
    });
    expect(data!.moment).toBeNull();
  });

  it.each(allFaults)('%s: no crash', async (fault) => {
    setScenario({ faults: { moments: fault } });
    const graph = createTestGraph();
    const result = await graph.client.query({
      query: typed<{ moment: unknown }>(MOMENT),
      variables: { id: moments[0]!.id },
    });
    if (fault === 'http-500' || fault === 'network' || fault === 'timeout' || fault === 'malformed-json') {
      expect(result.error).toBeDefined();
      expect(graph.alerts).toHaveLength(1);
    } else {
      expect(result.error).toBeUndefined();
      expect(graph.alerts).toEqual([]);
    }
  });
});

describe('Query.articles', () => {
  it('reads a page of articles (relative GET, status success)', async () => {
    const graph = createTestGraph();
    const { data, error } = await graph.client.query({
      query: typed<{ articles: { total: number; hasMore: boolean; items: { id: string }[] } }>(ARTICLES),
      variables: { page: 2, pageSize: 5 },
    });
    expect(error).toBeUndefined();
    expect(data!.articles.items.map((item) => item.id)).toEqual(articles.slice(5, 10).map((article) => article.id));
    expect(data!.articles.total).toBe(articles.length);
    expect(data!.articles.hasMore).toBe(true);
    const url = new URL(graph.requests[0]!.url);
    expect(url.pathname).toBe('/v1/articles');
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.get('page_size')).toBe('5');
  });

  it('filters by category', async () => {
    const graph = createTestGraph();
    const { data } = await graph.client.query({
      query: typed<{ articles: { items: { category: string }[] } }>(ARTICLES),
      variables: { category: '新能源', pageSize: 50 },
    });
    expect(data!.articles.items.length).toBe(articles.filter((article) => article.category === '新能源').length);
    expect(data!.articles.items.every((item) => item.category === '新能源')).toBe(true);
  });

  it('HTTP 500 alerts', async () => {
    setScenario({ faults: { articles: 'http-500' } });
    const graph = createTestGraph();
    const { error } = await graph.client.query({ query: ARTICLES });
    expect(error).toBeDefined();
    expect(graph.alerts).toEqual(['服务器暂时出了问题（错误 500），请稍后再试。']);
  });

  it('an envelope failure alerts the server message', async () => {
    setScenario({ faults: { articles: 'envelope' } });
    const graph = createTestGraph();
    const { error } = await graph.client.query({ query: ARTICLES });
    expect(error).toBeDefined();
    expect(graph.alerts).toEqual(['服务繁忙，请稍后再试']);
  });

  it.each(['network', 'timeout', 'malformed-json'] as Fault[])('%s: an error, never a crash', async (fault) => {
    setScenario({ faults: { articles: fault } });
    const graph = createTestGraph();
    const { error } = await graph.client.query({ query: ARTICLES });
    expect(error).toBeDefined();
    expect(graph.alerts).toHaveLength(1);
  });

  it.each(['missing-fields', 'wrong-types', 'empty'] as Fault[])('%s: a valid page', async (fault) => {
    setScenario({ faults: { articles: fault } });
    const graph = createTestGraph();
    const { data, error } = await graph.client.query({ query: typed<{ articles: { items: unknown[] } }>(ARTICLES) });
    expect(error).toBeUndefined();
    expect(Array.isArray(data!.articles.items)).toBe(true);
  });
});

describe('Query.article', () => {
  interface ArticleResult {
    article: {
      id: string;
      title: string;
      contentHtml: string | null;
      share: { title: string; description: string; image: string | null };
      related: { id: string; category: string }[];
    } | null;
  }

  it('reads an article with its body, share card and related articles of its category', async () => {
    const graph = createTestGraph();
    const source = articles[2]!;
    const { data, error } = await graph.client.query({
      query: typed<ArticleResult>(ARTICLE),
      variables: { id: source.id },
    });
    expect(error).toBeUndefined();
    const article = data!.article!;
    expect(article).toMatchObject({ id: source.id, title: source.title, contentHtml: source.content });
    expect(article.share).toMatchObject({ title: source.title, description: source.summary, image: source.cover });
    expect(article.related.length).toBeGreaterThan(0);
    expect(article.related.length).toBeLessThanOrEqual(3);
    expect(article.related.every((item) => item.id !== source.id && item.category === source.category)).toBe(true);
    expect(new URL(graph.requests[0]!.url).searchParams.get('id')).toBe(source.id);
  });

  it('an unknown article is a 404: an error with its status', async () => {
    const graph = createTestGraph();
    const { data, error } = await graph.client.query({
      query: typed<ArticleResult>(ARTICLE),
      variables: { id: 'A404' },
    });
    expect(data?.article ?? null).toBeNull();
    expect(error).toBeDefined();
    expect(JSON.stringify(error)).toContain('404');
  });

  it('a failing related list leaves the article intact, without an alert', async () => {
    setScenario({ faults: { articles: 'http-500' } });
    const graph = createTestGraph();
    const { data, error } = await graph.client.query({
      query: typed<ArticleResult>(ARTICLE),
      variables: { id: articles[0]!.id },
    });
    expect(error).toBeUndefined();
    expect(data!.article!.related).toEqual([]);
    expect(graph.alerts).toEqual([]);
  });

  it('HTTP 500 alerts', async () => {
    setScenario({ faults: { article: 'http-500' } });
    const graph = createTestGraph();
    const { error } = await graph.client.query({ query: ARTICLE, variables: { id: articles[0]!.id } });
    expect(error).toBeDefined();
    expect(graph.alerts).toEqual(['服务器暂时出了问题（错误 500），请稍后再试。']);
  });

  it.each(['network', 'timeout', 'malformed-json', 'envelope'] as Fault[])(
    '%s: an error, never a crash',
    async (fault) => {
      setScenario({ faults: { article: fault } });
      const graph = createTestGraph();
      const { error } = await graph.client.query({ query: ARTICLE, variables: { id: articles[0]!.id } });
      expect(error).toBeDefined();
    },
  );

  it.each(['missing-fields', 'empty'] as Fault[])('%s: no article (null), no error', async (fault) => {
    setScenario({ faults: { article: fault } });
    const graph = createTestGraph();
    const { data, error } = await graph.client.query({
      query: typed<ArticleResult>(ARTICLE),
      variables: { id: articles[0]!.id },
    });
    expect(error).toBeUndefined();
    expect(data!.article).toBeNull();
  });

  it('wrong-types: a readable article, numbers turned to text and what cannot be read left out', async () => {
    setScenario({ faults: { article: 'wrong-types' } });
    const graph = createTestGraph();
    const { data, error } = await graph.client.query({
      query: typed<ArticleResult>(ARTICLE),
      variables: { id: articles[0]!.id },
    });
    expect(error).toBeUndefined();
    expect(data!.article).toMatchObject({
      title: '12345',
      author: '12345',
      contentHtml: '12345',
      cover: null,
      readCount: null,
      related: [],
    });
  });
});

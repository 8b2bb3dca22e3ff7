import { defineMessages } from '../../i18n/i18n';

export const articleMessages = defineMessages({
  zh: {
    article: '文章详情',
    loading: '正在加载文章',
    by: '作者 {author}',
    reads: '{count} 阅读',
    related: '相关阅读',
    notFound: '文章不存在或已下线',
    notFoundBody: '换一篇看看，或者去车友圈逛逛。',
    loadError: '文章加载失败',
    back: '返回',
    community: '去车友圈',
    emptyBody: '这篇文章暂时没有正文。',
  },
  en: {
    article: 'Article',
    loading: 'Loading the article',
    by: 'By {author}',
    reads: '{count} reads',
    related: 'Related reading',
    notFound: 'This article does not exist or was taken down',
    notFoundBody: 'Try another one, or browse the community.',
    loadError: 'The article could not be loaded',
    back: 'Back',
    community: 'Go to the community',
    emptyBody: 'This article has no body yet.',
  },
});

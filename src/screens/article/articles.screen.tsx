// The articles list (/articles, ?category= one of the editorial categories): buying guides and
// ownership stories, newest first, a page at a time.

import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatDate, formatNumber } from '../../i18n/format';
import { useLocale, useMessages } from '../../i18n/i18n';
import { LazyImage } from '../../platform/lazy-image';
import { useGoBack } from '../../routes/go-back';
import { Button } from '../../ui/button';
import { Chip } from '../../ui/chip';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { Icon } from '../../ui/icon';
import { PageHeader } from '../../ui/page-header';
import { Skeleton } from '../../ui/skeleton';
import { ARTICLE_CATEGORIES, isArticleCategory } from './article-categories';
import { ArticleListDocument, type ArticleListItemFragment } from './articles.generated';
import * as styles from './articles.module.css';
import { articleMessages } from './messages';
import { paths } from '../../routes/paths';
import * as iconButtonStyles from '../../ui/icon-button.module.css';
import { cx } from '../../ui/class-names';
import * as rowStyles from './article-row.module.css';
import * as groundStyles from '../../ui/ground.module.css';

const PAGE_SIZE = 10;

function ArticleRow({ article }: { article: ArticleListItemFragment }) {
  const t = useMessages(articleMessages);
  const locale = useLocale();
  const category = article.category
    ? isArticleCategory(article.category)
      ? t(`category_${article.category}`)
      : article.category
    : null;
  const meta = [
    category,
    article.publishedAt ? formatDate(article.publishedAt, locale) : null,
    article.readCount != null ? t('reads', { count: formatNumber(article.readCount, locale) }) : null,
  ].filter(Boolean);
  return (
    <li>
      <Link to={paths.article({ id: article.id })} className={rowStyles.row}>
        <span className={rowStyles.text}>
          <span className={rowStyles.title}>{article.title}</span>
          {article.summary && <span className={rowStyles.summary}>{article.summary}</span>}
          <span className={rowStyles.meta}>{meta.join(' · ')}</span>
        </span>
        <span className={rowStyles.thumb}>
          <LazyImage src={article.cover} alt="" ratio={4 / 3} />
        </span>
      </Link>
    </li>
  );
}

export function ArticlesScreen() {
  const t = useMessages(articleMessages);
  const locale = useLocale();
  const goBack = useGoBack(paths.moments());
  const [params, setParams] = useSearchParams();
  const requested = params.get('category');
  const category = isArticleCategory(requested) ? requested : null;
  const result = useQuery(ArticleListDocument, {
    variables: { page: 1, pageSize: PAGE_SIZE, category },
    notifyOnNetworkStatusChange: true,
  });
  const [more, setMore] = useState<'idle' | 'loading' | 'error'>('idle');
  const page = result.data?.articles;

  const choose = (next: string | null) => {
    setMore('idle');
    setParams(next ? { category: next } : {}, { replace: true });
  };

  const loadMore = async () => {
    if (!page || more === 'loading') return;
    setMore('loading');
    try {
      const next = await result.fetchMore({ variables: { page: page.page + 1, pageSize: PAGE_SIZE, category } });
      setMore(next.error ? 'error' : 'idle');
    } catch {
      setMore('error');
    }
  };

  let body;
  if (!page && result.loading) {
    body = <Skeleton variant="card-list" count={4} label={t('loadingList')} lang={locale} />;
  } else if (!page) {
    body = (
      <ErrorState
        title={t('listError')}
        retrying={result.loading}
        onRetry={() => void result.refetch().catch(() => undefined)}
        lang={locale}
      />
    );
  } else if (page.items.length === 0) {
    body = (
      <EmptyState
        illustration={<Icon name="info" size={40} />}
        title={t('listEmpty')}
        body={t('listEmptyBody')}
        action={
          category ? (
            <Button variant="secondary" onClick={() => choose(null)}>
              {t('showAll')}
            </Button>
          ) : (
            <Button href={paths.moments()} variant="secondary">
              {t('community')}
            </Button>
          )
        }
      />
    );
  } else {
    body = (
      <>
        <ul className={styles.list} role="list" aria-label={t('listTitle')}>
          {page.items.map((article) => (
            <ArticleRow key={article.id} article={article} />
          ))}
        </ul>
        <div className={styles.more}>
          {page.hasMore ? (
            <Button
              variant={more === 'error' ? 'secondary' : 'ghost'}
              loading={more === 'loading'}
              loadingLabel={t('loadingMore')}
              lang={locale}
              onClick={() => void loadMore()}
            >
              {more === 'error' ? t('loadMoreFailed') : t('loadMore')}
            </Button>
          ) : (
            <span className={styles.end}>{t('listEnd', { count: page.total })}</span>
          )}
        </div>
      </>
    );
  }

  return (
    <div className={groundStyles.ground}>
      <PageHeader
        title={t('listTitle')}
        back={
          <button
            type="button"
            className={cx(iconButtonStyles.button, iconButtonStyles.plain)}
            onClick={goBack}
            aria-label={t('back')}
          >
            <Icon name="back" size={22} />
          </button>
        }
      />
      <div className={styles.column}>
        <p className={styles.intro}>{t('listIntro')}</p>
        <div className={styles.chips} role="group" aria-label={t('categories')}>
          <Chip selected={category === null} onClick={() => choose(null)}>
            {t('allCategories')}
          </Chip>
          {ARTICLE_CATEGORIES.map((name) => (
            <Chip key={name} selected={category === name} onClick={() => choose(name)}>
              {t(`category_${name}`)}
            </Chip>
          ))}
        </div>
        {body}
      </div>
    </div>
  );
}

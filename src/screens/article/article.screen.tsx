// An article (/article/:id): cover, title, author, date, read count, the sanitised body, and more
// articles of the same category.

import { skipToken, useQuery } from '@apollo/client/react';
import { Link, useNavigate, useParams } from 'react-router';
import { formatDate, formatNumber } from '../../i18n/format';
import { useLocale, useMessages } from '../../i18n/i18n';
import { LazyImage } from '../../platform/lazy-image';
import { shareFromGraph, useShareInfo } from '../../platform/share-info';
import { useGoBack } from '../../routes/go-back';
import { Button } from '../../ui/button';
import { Icon } from '../../ui/icon';
import { RichText } from '../../ui/rich-text';
import { Skeleton } from '../../ui/skeleton';
import { DetailPage } from '../common/detail-page';
import { ArticleDetailDocument } from './article.generated';
import * as styles from './article.module.css';
import { articleMessages } from './messages';
import { paths } from '../../routes/paths';
import * as iconButtonStyles from '../../ui/icon-button.module.css';
import { cx } from '../../ui/class-names';
import * as rowStyles from './article-row.module.css';
import * as groundStyles from '../../ui/ground.module.css';

function isNotFound(error: unknown): boolean {
  const errors = (error as { errors?: { extensions?: { status?: unknown } }[] } | undefined)?.errors ?? [];
  return errors.some((item) => item.extensions?.status === 404);
}

export function ArticleScreen() {
  const t = useMessages(articleMessages);
  const locale = useLocale();
  const navigate = useNavigate();
  const goBack = useGoBack();
  const id = (useParams().id ?? '').trim();
  const result = useQuery(ArticleDetailDocument, id ? { variables: { id } } : skipToken);
  const article = result.data?.article;
  useShareInfo(shareFromGraph(article?.share));

  const back = (
    <button
      type="button"
      className={cx(iconButtonStyles.button, iconButtonStyles.plain)}
      onClick={goBack}
      aria-label={t('back')}
    >
      <Icon name="back" size={22} />
    </button>
  );

  let body = null;
  if (article) {
    const meta = [
      article.author ? t('by', { author: article.author }) : null,
      article.publishedAt ? formatDate(article.publishedAt, locale) : null,
      article.readCount != null ? t('reads', { count: formatNumber(article.readCount, locale) }) : null,
    ].filter((item): item is string => Boolean(item));
    body = (
      <article className={styles.article} aria-labelledby="article-title">
        {article.cover && (
          <div className={styles.cover}>
            <LazyImage src={article.cover} alt="" ratio={16 / 9} priority />
          </div>
        )}
        <div className={styles.paper}>
          {article.category && <p className={styles.category}>{article.category}</p>}
          <h1 id="article-title" className={styles.title}>
            {article.title}
          </h1>
          {meta.length > 0 && (
            <p className={styles.meta}>
              {meta.map((item, index) => (
                <span key={item}>
                  {index > 0 && <span aria-hidden="true"> · </span>}
                  {item}
                </span>
              ))}
            </p>
          )}
          {article.summary && <p className={styles.summary}>{article.summary}</p>}
          {article.contentHtml ? (
            <RichText html={article.contentHtml} className={styles.body} onNavigate={(path) => navigate(path)} />
          ) : (
            <p className={styles.meta}>{t('emptyBody')}</p>
          )}
        </div>
        {article.related.length > 0 && (
          <section className={styles.related} aria-labelledby="article-related">
            <h2 id="article-related" className={styles.relatedTitle}>
              {t('related')}
            </h2>
            <ul className={styles.relatedList}>
              {article.related.map((item) => (
                <li key={item.id}>
                  <Link to={paths.article({ id: item.id })} className={rowStyles.row}>
                    <span className={rowStyles.text}>
                      <span className={rowStyles.title}>{item.title}</span>
                      <span className={rowStyles.meta}>
                        {[
                          item.publishedAt ? formatDate(item.publishedAt, locale) : null,
                          item.readCount != null ? t('reads', { count: formatNumber(item.readCount, locale) }) : null,
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </span>
                    </span>
                    <span className={rowStyles.thumb}>
                      <LazyImage src={item.cover} alt="" ratio={4 / 3} />
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
      </article>
    );
  }

  return (
    <DetailPage
      title={t('article')}
      back={back}
      content={body}
      loading={Boolean(id) && result.loading}
      skeleton={
        <div className={styles.paper}>
          <Skeleton variant="block" aspectRatio="16 / 9" label={t('loading')} />
          <Skeleton variant="lines" lines={5} label="" />
        </div>
      }
      failed={Boolean(id && result.error) && !isNotFound(result.error)}
      onRetry={() => void result.refetch().catch(() => undefined)}
      errorTitle={t('loadError')}
      notFound={{
        illustration: <Icon name="info" size={40} />,
        title: t('notFound'),
        body: t('notFoundBody'),
        action: (
          <Button href={paths.moments()} variant="secondary">
            {t('community')}
          </Button>
        ),
      }}
      classNames={{ page: groundStyles.ground, column: styles.column, error: styles.state, notFound: styles.state }}
    />
  );
}

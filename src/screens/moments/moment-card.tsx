// One post: author, time, text, photos, topics, the car it mentions, and its counts.

import { Link, useNavigate } from 'react-router';
import { formatPrice } from '../../i18n/format';
import { useLocale, useMessages } from '../../i18n/i18n';
import { LazyImage } from '../../platform/lazy-image';
import { cx } from '../../ui/class-names';
import { Icon } from '../../ui/icon';
import type { ViewerImage } from '../../ui/image-viewer';
import { RichText } from '../../ui/rich-text';
import { momentsMessages } from './messages';
import type { MomentCardFieldsFragment } from './moment-card.generated';
import * as styles from './moments.module.css';
import { PhotoGrid } from './photo-grid';
import { relativeTime } from './relative-time';
import { paths } from '../../routes/paths';
import * as pillStyles from '../../ui/pill.module.css';

export interface MomentCardProps {
  moment: MomentCardFieldsFragment;
  onOpenPhoto: (images: readonly ViewerImage[], index: number) => void;
  /** On the detail page the post is the page, not a link to itself. */
  detail?: boolean;
  /** The author is the page (profile): no link to where we already are. */
  hideAuthorLink?: boolean;
  now: number;
}

export function Avatar({ src, name, size = 'md' }: { src: string | null; name: string; size?: 'md' | 'lg' }) {
  const t = useMessages(momentsMessages);
  return (
    <span className={cx(styles.avatar, size === 'lg' && styles.avatarLarge)}>
      <LazyImage src={src} alt={t('avatarOf', { name })} ratio={1} />
    </span>
  );
}

export function MomentCard({ moment, onOpenPhoto, detail = false, hideAuthorLink = false, now }: MomentCardProps) {
  const t = useMessages(momentsMessages);
  const locale = useLocale();
  const navigate = useNavigate();
  const { author } = moment;
  const when = relativeTime(moment.createdAt, now, locale, t);
  const Heading = detail ? 'h1' : 'h2';
  const authorBlock = (
    <>
      <Avatar src={author.avatar} name={author.nickname} />
      <span className={styles.authorName}>{author.nickname}</span>
    </>
  );

  return (
    <article className={cx(styles.card, detail && styles.cardDetail)} aria-labelledby={`moment-${moment.id}`}>
      <header className={styles.cardHeader}>
        {hideAuthorLink ? (
          <span className={styles.author}>{authorBlock}</span>
        ) : (
          <Link
            to={paths.momentUser({ unionId: author.unionId })}
            className={styles.author}
            aria-label={t('profileOf', { name: author.nickname })}
          >
            {authorBlock}
          </Link>
        )}
        <Heading id={`moment-${moment.id}`} className={styles.visuallyHidden}>
          {t('postBy', { name: author.nickname })}
        </Heading>
        {when &&
          (detail ? (
            <time className={styles.time} dateTime={moment.createdAt}>
              {when}
            </time>
          ) : (
            <Link
              to={paths.moment({ postId: moment.id })}
              className={styles.timeLink}
              aria-label={`${t('viewPost')} · ${when}`}
            >
              <time dateTime={moment.createdAt}>{when}</time>
            </Link>
          ))}
      </header>

      <RichText html={moment.contentHtml} className={styles.content} onNavigate={(path) => navigate(path)} />

      <PhotoGrid
        images={moment.images}
        author={author.nickname}
        onOpen={(index) =>
          onOpenPhoto(
            moment.images.map((url) => ({ url })),
            index,
          )
        }
      />

      {moment.car && (
        <Link to={paths.car({ id: moment.car.id })} className={styles.carCard}>
          <span className={styles.carThumb}>
            <LazyImage src={moment.car.cover} alt="" ratio={4 / 3} />
          </span>
          <span className={styles.carText}>
            <span className={styles.carLabel}>{t('viewCar')}</span>
            <span className={styles.carTitle}>{moment.car.title}</span>
            {moment.car.price != null && (
              <span className={styles.carPrice}>{formatPrice(moment.car.price, locale)}</span>
            )}
          </span>
          <Icon name="car" size={20} className={styles.carIcon} />
        </Link>
      )}

      {moment.topics.length > 0 && (
        <ul className={styles.topicChips} aria-label={t('topic')}>
          {moment.topics.map((topic) => (
            <li key={topic.id}>
              <Link to={paths.momentTopic({ topicId: topic.id })} className={cx(pillStyles.pill, styles.topicChip)}>
                {t('topicName', { name: topic.name })}
              </Link>
            </li>
          ))}
        </ul>
      )}

      <footer className={styles.cardFooter}>
        <span className={styles.count}>
          <Icon name="heart" size={16} />
          <span className={styles.visuallyHidden}>{t('likesLabel', { count: moment.likeCount })}</span>
          <span aria-hidden="true">{moment.likeCount}</span>
        </span>
        {/* A comment count only where there are comments: the post page shows no comment list, so "0" would say nothing. */}
        {detail ? (
          moment.commentCount > 0 && (
            <span className={styles.count}>
              <Icon name="chat" size={16} />
              <span className={styles.visuallyHidden}>{t('commentsLabel', { count: moment.commentCount })}</span>
              <span aria-hidden="true">{moment.commentCount}</span>
            </span>
          )
        ) : (
          <Link
            to={paths.moment({ postId: moment.id })}
            className={styles.count}
            aria-label={
              moment.commentCount > 0
                ? `${t('commentsLabel', { count: moment.commentCount })} · ${t('viewPost')}`
                : t('viewPost')
            }
          >
            <Icon name="chat" size={16} />
            {moment.commentCount > 0 && <span aria-hidden="true">{moment.commentCount}</span>}
          </Link>
        )}
      </footer>
    </article>
  );
}

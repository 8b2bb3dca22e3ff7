// Photos by display group (the groups come from the graph): a row of group anchors, then each group
// as a grid. A tap opens the full-screen preview over every photo, starting at the one tapped.

import { useMemo, useState } from 'react';
import { useMessages } from '../../../i18n/i18n';
import { LazyImage } from '../../../platform/lazy-image';
import { cx } from '../../../ui/class-names';
import { EmptyState } from '../../../ui/empty-state';
import { Icon } from '../../../ui/icon';
import type { ImageGroupKey } from '../../../domain/car-images';
import { scrollToAnchor } from './link-button';
import { sharedCarMessages, type SharedCarMessageKey } from './shared-car-messages';
import type { PhotoPreview } from '../photo-preview';
import * as styles from './photo-groups.module.css';
import * as pillStyles from '../../../ui/pill.module.css';
import * as gridStyles from '../../../ui/grid.module.css';
import * as thumbStyles from '../../../ui/thumb.module.css';

export interface PhotoGroup {
  key: ImageGroupKey;
  images: readonly { url: string; caption?: string | null }[];
}

const MOTORCYCLE_WORDING: Partial<Record<ImageGroupKey, SharedCarMessageKey>> = {
  CABIN_SEATS: 'group_CABIN_SEATS_MOTO',
  TRUNK_AND_ACCESSORIES: 'group_TRUNK_AND_ACCESSORIES_MOTO',
  ENGINE_BAY: 'group_ENGINE_BAY_MOTO',
};

export function useGroupLabel(isMotorcycle: boolean) {
  const t = useMessages(sharedCarMessages);
  return (key: ImageGroupKey) => t((isMotorcycle && MOTORCYCLE_WORDING[key]) || `group_${key}`);
}

export function PhotoGroups({
  groups,
  title,
  isMotorcycle,
  preview,
}: {
  groups: readonly PhotoGroup[];
  title: string;
  isMotorcycle: boolean;
  preview: PhotoPreview;
}) {
  const t = useMessages(sharedCarMessages);
  const label = useGroupLabel(isMotorcycle);
  const visible = groups.filter((group) => group.images.length > 0);
  const [active, setActive] = useState<ImageGroupKey | null>(visible[0]?.key ?? null);
  const all = useMemo(() => visible.flatMap((group) => group.images), [visible]);

  if (visible.length === 0) {
    return <EmptyState illustration={<Icon name="camera" size={40} />} title={t('noPhotos')} />;
  }

  // Where each group starts in the viewer's list of every photo.
  const starts = visible.map((_, at) => visible.slice(0, at).reduce((sum, group) => sum + group.images.length, 0));
  return (
    <div className={styles.groups}>
      <nav className={styles.tabs} aria-label={t('groupTabs')}>
        <ul role="list" className={styles.tabList}>
          {visible.map((group) => (
            <li key={group.key}>
              <a
                href={`#group-${group.key}`}
                className={cx(pillStyles.pill, styles.tab, active === group.key && styles.activeTab)}
                aria-current={active === group.key ? 'location' : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  setActive(group.key);
                  scrollToAnchor(`group-${group.key}`);
                }}
              >
                {label(group.key)} <span className={styles.count}>{group.images.length}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {visible.map((group, at) => {
        const start = starts[at] ?? 0;
        return (
          <section
            key={group.key}
            id={`group-${group.key}`}
            className={styles.group}
            aria-labelledby={`group-title-${group.key}`}
            data-group={group.key}
          >
            <h2 id={`group-title-${group.key}`} className={styles.groupTitle}>
              {label(group.key)}
              <span className={styles.groupCount}>{t('groupCount', { count: group.images.length })}</span>
            </h2>
            <ul role="list" className={cx(gridStyles.grid, styles.grid)}>
              {group.images.map((image, i) => {
                const alt = image.caption || `${label(group.key)} ${i + 1}`;
                return (
                  <li key={image.url + i} className={cx(styles.cell, i === 0 && styles.wide)}>
                    <button
                      type="button"
                      className={thumbStyles.thumb}
                      onClick={() => preview.open(all, start + i)}
                      aria-label={t('openPhoto', { label: alt })}
                    >
                      <LazyImage
                        src={image.url}
                        alt={`${title} ${alt}`}
                        ratio={4 / 3}
                        sizes="(min-width: 720px) 240px, 33vw"
                      />
                    </button>
                    {image.caption && <span className={styles.caption}>{image.caption}</span>}
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

// The seller's notes with their photos (car and wholesale car pages); a photo opens in the preview.

import { useMessages } from '../../../i18n/i18n';
import { LazyImage } from '../../../platform/lazy-image';
import { Section } from '../../../ui/section';
import { sharedCarMessages } from './shared-car-messages';
import * as styles from './notes-section.module.css';
import type { PhotoPreview } from '../photo-preview';
import * as carPageStyles from './car-page.module.css';
import * as gridStyles from '../../../ui/grid.module.css';
import * as thumbStyles from '../../../ui/thumb.module.css';

interface CarNote {
  text: string;
  images: readonly { url: string; caption?: string | null }[];
}

export function NotesSection({
  notes,
  preview,
}: {
  notes: readonly CarNote[];
  /** Opens a note's photo in the page's preview. */
  preview: Pick<PhotoPreview, 'open'>;
}) {
  const t = useMessages(sharedCarMessages);
  if (notes.length === 0) return null;
  return (
    <Section id="notes" title={t('notes')} className={carPageStyles.block}>
      <ul className={styles.notes} role="list">
        {notes.map((note, i) => (
          <li key={i} className={styles.note}>
            <p>{note.text}</p>
            {note.images.length > 0 && (
              <ul className={gridStyles.grid} role="list">
                {note.images.map((image, j) => (
                  <li key={image.url + j}>
                    <button
                      type="button"
                      className={thumbStyles.thumb}
                      onClick={() => preview.open(note.images, j)}
                      aria-label={t('openPhoto', { label: image.caption || t('noteImage', { index: j + 1 }) })}
                    >
                      <LazyImage
                        src={image.url}
                        alt={image.caption || t('noteImage', { index: j + 1 })}
                        ratio={4 / 3}
                      />
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}

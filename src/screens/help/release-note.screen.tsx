import { formatDate } from '../../i18n/format';
import { useLocale, useMessages } from '../../i18n/i18n';
import { useShareInfo } from '../../platform/share-info';
import { helpTitles } from '../../routes/titles';
import { releaseNotes } from './content/release-notes';
import { pick } from './content/types';
import * as styles from './help.module.css';
import { helpMessages } from './messages';

export function ReleaseNoteScreen() {
  const t = useMessages(helpMessages);
  const locale = useLocale();
  const title = pick(helpTitles.helpReleaseNote, locale);
  useShareInfo({ title, description: t('releaseIntro') });
  return (
    <div className={styles.page} lang={locale}>
      <article className={styles.article}>
        <header className={styles.header}>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.intro}>{t('releaseIntro')}</p>
        </header>
        <ol className={styles.timeline}>
          {releaseNotes.map((note) => (
            <li key={note.version} className={styles.release}>
              <h2 className={styles.releaseHead}>
                {t('version', { version: note.version })}
                <time className={styles.releaseDate} dateTime={note.date}>
                  {formatDate(note.date, locale)}
                </time>
              </h2>
              <ul className={styles.list}>
                {pick(note.changes, locale).map((change) => (
                  <li key={change}>{change}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </article>
    </div>
  );
}

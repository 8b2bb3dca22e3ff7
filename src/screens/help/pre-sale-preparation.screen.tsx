import { useLocale, useMessages } from '../../i18n/i18n';
import { useShareInfo } from '../../platform/share-info';
import { helpTitles } from '../../routes/titles';
import { preparationGroups, preparationIntro, totalPoints } from './content/pre-sale-preparation';
import { pick } from './content/types';
import * as styles from './help.module.css';
import { helpMessages } from './messages';

export function PreSalePreparationScreen() {
  const t = useMessages(helpMessages);
  const locale = useLocale();
  const intro = pick(preparationIntro, locale);
  const title = pick(helpTitles.helpPreSalePreparation, locale);
  const count = totalPoints();
  useShareInfo({ title, description: t('preparationTotal', { count }) });
  // Points are numbered straight through the stages.
  const firstNumber = preparationGroups.map(
    (_, index) => preparationGroups.slice(0, index).reduce((sum, g) => sum + g.points.length, 0) + 1,
  );
  return (
    <div className={styles.page} lang={locale}>
      <article className={styles.article}>
        <header className={styles.header}>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.intro}>{intro.intro.replace('{count}', String(count))}</p>
        </header>
        <ul role="list" className={styles.stats} aria-label={t('preparationTotal', { count })}>
          {preparationGroups.map((group) => (
            <li key={group.id} className={styles.stat}>
              <span className={styles.statNumber}>{group.points.length}</span>
              {pick(group.title, locale)}
            </li>
          ))}
        </ul>
        <p className={styles.promise}>{intro.promise}</p>
        {preparationGroups.map((group, groupIndex) => (
          <section key={group.id} id={group.id} className={styles.section} aria-labelledby={`${group.id}-heading`}>
            <h2 id={`${group.id}-heading`} className={styles.sectionTitle}>
              {pick(group.title, locale)} · {t('preparationGroupCount', { count: group.points.length })}
            </h2>
            <p className={styles.summary}>{pick(group.summary, locale)}</p>
            <ol className={styles.points}>
              {group.points.map(([zh, en], pointIndex) => {
                const number = (firstNumber[groupIndex] ?? 1) + pointIndex;
                return (
                  <li key={zh}>
                    <span className={styles.pointNo} aria-hidden="true">
                      {String(number).padStart(3, '0')}
                    </span>
                    <span>{locale === 'en' ? en : zh}</span>
                  </li>
                );
              })}
            </ol>
          </section>
        ))}
      </article>
    </div>
  );
}

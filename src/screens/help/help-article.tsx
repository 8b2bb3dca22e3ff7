// Renders a help document: title (its route's, from the route table), date, contents and sections
// (paragraphs, lists, steps, Q&A).

import type { ReactNode } from 'react';
import { formatDate } from '../../i18n/format';
import { useLocale, useMessages } from '../../i18n/i18n';
import { useShareInfo } from '../../platform/share-info';
import type { Title } from '../../routes/titles';
import { pick, type HelpDoc } from './content/types';
import * as styles from './help.module.css';
import { helpMessages } from './messages';

export function HelpArticle({
  title,
  doc,
  children,
  footer,
}: {
  title: Title;
  doc: HelpDoc;
  children?: ReactNode;
  footer?: ReactNode;
}) {
  const t = useMessages(helpMessages);
  const locale = useLocale();
  const heading = pick(title, locale);
  useShareInfo({ title: heading, description: doc.intro.slice(0, 60) });
  return (
    <div className={styles.page} lang={locale}>
      <article className={styles.article}>
        <header className={styles.header}>
          <h1 className={styles.title}>{heading}</h1>
          <p className={styles.updated}>{t('updated', { date: formatDate(doc.updated, locale) })}</p>
          <p className={styles.intro}>{doc.intro}</p>
        </header>
        {doc.sections.length > 2 && (
          <nav className={styles.toc} aria-label={t('contents')}>
            <ol>
              {doc.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.heading}</a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        {children}
        {doc.sections.map((section) => (
          <section
            key={section.id}
            id={section.id}
            className={styles.section}
            aria-labelledby={`${section.id}-heading`}
          >
            <h2 id={`${section.id}-heading`} className={styles.sectionTitle}>
              {section.heading}
            </h2>
            {section.paragraphs?.map((text) => (
              <p key={text} className={styles.paragraph}>
                {text}
              </p>
            ))}
            {section.items && (
              <ul className={styles.list}>
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
            {section.steps && (
              <ol className={styles.steps}>
                {section.steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            )}
            {section.faq && (
              <dl className={styles.faq}>
                {section.faq.map((entry) => (
                  <div key={entry.q}>
                    <dt>{entry.q}</dt>
                    <dd>{entry.a}</dd>
                  </div>
                ))}
              </dl>
            )}
          </section>
        ))}
        {footer}
      </article>
    </div>
  );
}

// The inspection index's own blocks: the hero (the car, its grade and score, what is open about it, the
// summary, who inspected it and when), the checklist's sections with their counts, and the links to the
// report's other pages.

import { Link } from 'react-router';
import { formatDate } from '../../i18n/format';
import { sectionLabel } from '../../i18n/report-categories';
import { useLocale, useMessages } from '../../i18n/i18n';
import { paths, type InspectionParams } from '../../routes/paths';
import { Icon } from '../../ui/icon';
import { Section } from '../../ui/section';
import { FlagNotice } from '../common/car/car-flags';
import { Empty, ResultCounts } from '../common/report/report-parts';
import * as reportStyles from '../common/report/report.module.css';
import type { InspectionIndexQuery } from './inspection-index.generated';
import * as styles from './inspection.module.css';
import { inspectionMessages } from './messages';
import { HeroFigure } from './screening';

type Report = NonNullable<InspectionIndexQuery['inspectionReport']>;
type Flags = NonNullable<InspectionIndexQuery['car']>['openFlags'];

export interface IndexHeroProps {
  report: Report;
  params: InspectionParams;
  flags: Flags | undefined;
  /** The summary shown (none while it would give an all-clear beside an open flag). */
  summary: string | null | undefined;
  /** A summary was withheld: the flags' notice says so. */
  withheld: boolean;
}

export function IndexHero({ report, params, flags, summary, withheld }: IndexHeroProps) {
  const t = useMessages(inspectionMessages);
  const locale = useLocale();
  return (
    <div id="overview" className={`${styles.hero} ${styles.anchor}`}>
      <p className={styles.heroTitle}>{report.carTitle}</p>
      <div className={styles.heroScores}>
        <HeroFigure value={report.grade} label={t('grade')} />
        <HeroFigure value={report.score} label={t('score')} />
      </div>
      <FlagNotice flags={flags} carId={params.id} withheld={withheld} className={styles.heroFlags} />
      {summary ? <p className={styles.heroSummary}>{summary}</p> : null}
      <p className={styles.heroMeta}>
        {[
          report.inspector ? `${t('inspector')} ${report.inspector}` : null,
          report.inspectedAt ? formatDate(report.inspectedAt, locale) : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
    </div>
  );
}

/** The checklist's sections, each with its pass, attention and fail counts, linking into the checklist. */
export function IndexSections({ report, params }: { report: Report; params: InspectionParams }) {
  const t = useMessages(inspectionMessages);
  const locale = useLocale();
  return (
    <div id="sections" className={styles.anchor}>
      <Section title={t('sections')} action={<Link to={paths.inspectionChecklistTable(params)}>{t('linkTable')}</Link>}>
        {report.sections.length === 0 ? (
          <Empty title={t('noSections')} body={t('noSectionsBody')} />
        ) : (
          <ul className={reportStyles.list}>
            {report.sections.map((section, index) => (
              <li key={`${section.key}-${index}`}>
                <Link className={styles.sectionRow} to={`${paths.inspectionChecklist(params)}#section-${section.key}`}>
                  <span className={styles.sectionName}>{sectionLabel(section, locale)}</span>
                  <ResultCounts pass={section.pass} attention={section.attention} fail={section.fail} />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}

/** The report's other pages. */
export function IndexMore({ params }: { params: InspectionParams }) {
  const t = useMessages(inspectionMessages);
  return (
    <div id="more" className={styles.anchor}>
      <Section title={t('more')}>
        <nav aria-label={t('more')}>
          {(
            [
              [paths.inspectionChecklist, t('linkChecklist')],
              [paths.inspectionChecklistTable, t('linkTable')],
              [paths.inspectionMaintenance, t('linkMaintenance')],
              [paths.inspectionMileage, t('linkMileage')],
              [paths.inspectionAccident, t('linkAccident')],
              [paths.inspectionNotice, t('linkNotice')],
            ] as const
          ).map(([child, label]) => (
            <Link key={child.pattern} className={reportStyles.linkRow} to={child(params)}>
              {label}
              <Icon name="chevron-right" />
            </Link>
          ))}
        </nav>
      </Section>
    </div>
  );
}

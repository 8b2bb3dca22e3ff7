// What the two checklist pages (by section, as one table) share: the report's check points, the
// "problems only" filter, and the sections rendered a few at a time. The first body render lays out
// the heading and filter only, the sections follow one per task: the first layout of a page of
// Chinese text is the costly one (issue #6). A section the #hash names renders at once.

import { useLocation } from 'react-router';
import { useProblemsFilter } from '../common/report/report-parts';
import { useLongReportQuery } from '../common/report/use-long-report-query';
import { hashTargetIndex, useProgressiveCount } from '../common/report/use-progressive';
import { InspectionChecklistDocument } from './inspection-checklist.generated';
import { reportQuery, useInspectionParams } from './inspection-frame';

/** A section's element id, the target of the index's links and of a shared #hash. */
export function sectionId(section: { id: string; key?: string | null }): string {
  return `section-${section.key ?? section.id}`;
}

export function useChecklist() {
  const params = useInspectionParams();
  const [problemsOnly, setProblemsOnly] = useProblemsFilter();
  const query = useLongReportQuery(InspectionChecklistDocument, reportQuery(params));
  const { hash } = useLocation();
  const sections = query.data?.inspectionCheckPoints ?? [];
  const total = sections.reduce((sum, section) => sum + section.items.length, 0);
  const shown = useProgressiveCount(sections.length, {
    first: 0,
    include: hashTargetIndex(hash, sections.map(sectionId)),
  });
  return { params, query, sections, total, shown, problemsOnly, setProblemsOnly };
}

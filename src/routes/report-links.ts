// The link to a car's inspection report, by its status: the status table (src/domain/car-status.ts,
// column `inspectionReport`) says whether the full report is open or only the early-access preview.
// Every card, status panel and report index builds the link here.

import { CAR_STATUS, type CarStatusKind } from '../domain/car-status';
import { paths } from './paths';

export interface InspectionRef {
  reportId: string;
  business: string;
}

/** Whether a car of this status kind is shown the preview only (the full report opens at the sale). */
export function inspectionPreviewOnly(kind: CarStatusKind): boolean {
  return CAR_STATUS[kind].inspectionReport === 'preview';
}

/** The inspection report a buyer may open for a car of this status: the preview until the sale opens. */
export function inspectionReportPath(carId: string, inspection: InspectionRef, kind: CarStatusKind): string {
  const params = { id: carId, reportId: inspection.reportId, business: inspection.business };
  return inspectionPreviewOnly(kind) ? paths.inspectionPreview(params) : paths.inspection(params);
}

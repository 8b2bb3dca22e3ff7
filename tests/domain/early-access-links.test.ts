// The early-access lock (issue 34, item 5): until the sale opens, a car's card, status panel and report
// index link the preview report only. One row per status kind of the status table.

import { describe, expect, it } from 'vitest';
import { CAR_STATUS, CAR_STATUS_KINDS, type CarStatusKind } from '../../src/domain/car-status';
import { inspectionPreviewOnly, inspectionReportPath } from '../../src/routes/report-links';
import { reportEntries } from '../../src/screens/common/report/report-entries';

const inspection = { reportId: 'R700001', business: 'retail' };
const PREVIEW = '/car/C1/report-inspection-preview/R700001/business/retail';
const FULL = '/car/C1/report-inspection/R700001/business/retail';

const expected: Record<CarStatusKind, string> = {
  EARLY_ACCESS: PREVIEW,
  SOLD_IN_EARLY_ACCESS: PREVIEW,
  ON_SALE: FULL,
  ORDERED: FULL,
  CUT_OFF: FULL,
  SOLD: FULL,
  OFF_SHELF: FULL,
};

describe('the inspection report a status opens', () => {
  it('is a column of the status table for every kind', () => {
    expect(Object.keys(expected).sort()).toEqual([...CAR_STATUS_KINDS].sort());
    for (const kind of CAR_STATUS_KINDS) expect(['full', 'preview']).toContain(CAR_STATUS[kind].inspectionReport);
  });

  it.each(CAR_STATUS_KINDS)('%s: the link builder reads the table', (kind) => {
    expect(inspectionReportPath('C1', inspection, kind)).toBe(expected[kind]);
    expect(inspectionPreviewOnly(kind)).toBe(expected[kind] === PREVIEW);
  });

  it.each(CAR_STATUS_KINDS)('%s: the car page’s report index never links the full report before the sale', (kind) => {
    const entries = reportEntries({
      carId: 'C1',
      inspection,
      statusKind: kind,
      hasAttachmentList: false,
      hasRepairList: false,
      hasConsumablesList: false,
      showChassis: false,
    });
    const links = entries.map((entry) => entry.to);
    expect(links).toContain(expected[kind]);
    if (expected[kind] === PREVIEW) expect(links.some((to) => to.includes('/report-inspection/'))).toBe(false);
  });

  it('the cards and the status panel show their report entry only for kinds that stay on the preview', () => {
    for (const kind of CAR_STATUS_KINDS)
      if (CAR_STATUS[kind].reportEntry) expect(inspectionPreviewOnly(kind)).toBe(true);
  });
});

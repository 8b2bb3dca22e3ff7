// Report endpoints. Unknown ids: calls with a status envelope answer success with no data (the
// screens show their designed "not found"); inspection calls (HTTP 200 returns the body) answer 404.

import type { HttpHandler } from 'msw';
import {
  appraiseReport,
  attachmentList,
  benchmark,
  carNumber,
  checkPointDetail,
  checkPoints,
  configurationChecklist,
  consumables,
  displayVideos,
  flaws,
  forestall,
  hunt,
  huntMileage,
  inspectionAppraise,
  inspectionReport,
  mileageReport,
  mileageReportReady,
  purchaseReport,
  repairList,
  reportNumber,
} from '../fixtures/reports';
import { HttpResponse } from 'msw';
import { hasStaffToken } from '../staff';
import { endpoint, notFound, ok, type MockRequest } from './define';

type CarReport = (n: number) => unknown;

function carReport(read: CarReport, empty: unknown) {
  return ({ query }: MockRequest) => {
    const n = carNumber(query.get('car_id') ?? '');
    return ok.status(n === null ? empty : read(n));
  };
}

function inspection(read: (n: number, request: MockRequest) => unknown) {
  return (request: MockRequest) => {
    const n = reportNumber(request.query.get('report_id') ?? '');
    if (n === null || !request.query.get('business')) return notFound('检测报告不存在');
    const body = read(n, request);
    return body === null ? notFound('检测项不存在') : body;
  };
}

export const reportsHandlers: HttpHandler[] = [
  // A report the car record still calls pending is not served yet (the record and the call agree).
  endpoint(
    'carMileageReport',
    carReport((n) => (mileageReportReady(n) ? mileageReport(n) : null), null),
  ),
  endpoint('attachmentList', carReport(attachmentList, [])),
  endpoint('appraiseReport', carReport(appraiseReport, null)),
  endpoint('repairList', carReport(repairList, [])),
  endpoint('consumablesList', carReport(consumables, [])),
  endpoint('displayVideo', carReport(displayVideos, null)),
  endpoint('configurationChecklist', carReport(configurationChecklist, [])),
  endpoint('benchmark', carReport(benchmark, null)),

  endpoint(
    'inspectionReport',
    inspection((n, { query }) =>
      inspectionReport(n, query.get('business') ?? 'retail', query.get('report_id') ?? undefined),
    ),
  ),
  endpoint(
    'inspectionFlaw',
    inspection((n) => ({ flaws: flaws(n) })),
  ),
  endpoint(
    'inspectionAppraise',
    inspection((n) => inspectionAppraise(n)),
  ),
  endpoint(
    'inspectionCheckPoints',
    inspection((n) => ({ sections: checkPoints(n) })),
  ),
  endpoint(
    'inspectionCheckPointItem',
    inspection((n, { query }) => checkPointDetail(n, query.get('item_id') ?? '')),
  ),
  endpoint(
    'inspectionMileage',
    inspection((n) => mileageReport(n)),
  ),
  endpoint(
    'forestall',
    inspection((n, { query }) => forestall(n, query.get('report_id') ?? undefined)),
  ),

  // Staff only (contract/openapi.yaml): without the staff token, 403 in the status envelope.
  endpoint('purchaseReport', ({ query, request }) =>
    hasStaffToken(request)
      ? ok.status(purchaseReport(query.get('uuid') ?? ''))
      : HttpResponse.json({ status: 'error', message: '仅限内部员工查看' }, { status: 403 }),
  ),
  endpoint('hunt', ({ query }) => ok.status(hunt(query.get('id') ?? ''))),
  endpoint('huntMileageReport', ({ query }) => ok.status(huntMileage(query.get('order_no') ?? ''))),
];

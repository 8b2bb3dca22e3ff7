// `npm run contract:check`: asks a real backend the read calls a visit makes and judges each answer by the
// contract (contract/openapi.yaml). First the car list, then, with the ids found there, the car, its
// reports and inspection, then the rest. Bounded: one timeout per call, no retries, at most `rate`
// requests a second; writes only with `writes`. Sent as a visitor (no staff token): a staff field in an
// answer is a failure. The pure logic lives here (tests import it); scripts/contract-check.ts is the CLI.
import type { Contract, ContractHost } from './document';

export type Outcome = 'ok' | 'schema' | 'envelope' | 'http' | 'timeout' | 'network' | 'staff' | 'skipped';

export interface CheckResult {
  operationId: string;
  method: string;
  url: string | null;
  outcome: Outcome;
  /** What went wrong (a JSON path and what was expected), or why it was skipped. */
  detail: string;
  status?: number;
}

export interface CheckOptions {
  bases: Record<ContractHost, string>;
  writes?: boolean;
  timeoutMs?: number;
  /** Requests per second at most. */
  rate?: number;
  /** Ids that no list answer gives (hunt, deliveryNotice, examineNotice, purchaseReport), by operation. */
  ids?: Record<string, string>;
  fetch?: typeof fetch;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

interface Call {
  pathParams?: Record<string, string>;
  params?: Record<string, string | number>;
  body?: Record<string, unknown>;
}

type Json = Record<string, unknown>;
const rec = (value: unknown): Json =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
const first = (value: unknown): Json => rec(Array.isArray(value) ? value[0] : undefined);
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value ? value : typeof value === 'number' ? String(value) : undefined;

/** The write calls' bodies: recognisably a contract check, never a real lead. */
const WRITE_BODIES: Record<string, Call> = {
  sellCar: {
    body: {
      name: '接口契约检查',
      phone: '13800000000',
      model: 'contract-check',
      region: 'contract-check',
      registration_year: '2020',
      mileage: '0-1',
      substation_id: 'contract-check',
      remark: 'contract check: please ignore',
      idempotency_key: 'contract-check',
    },
  },
  carQuestion: { body: { car_id: 'contract-check', question: 'contract check: please ignore', phone: '' } },
  viewingBooking: {
    body: {
      car_id: 'contract-check',
      substation_id: 'contract-check',
      day: '2099-01-01',
      slot: '10:00-12:00',
      name: '接口契约检查',
      phone: '13800000000',
      idempotency_key: 'contract-check',
    },
  },
  analyticsBatch: { body: { appName: 'self-operated car h5', user: null, events: [] } },
};

export function urlOf(
  contract: Contract,
  operationId: string,
  bases: Record<ContractHost, string>,
  call: Call,
): string {
  const operation = contract.operations.get(operationId)!;
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(call.pathParams?.[name] ?? ''),
  );
  // The base may carry a path of its own (a gateway prefix): the operation's path is appended to it.
  const url = new URL(bases[operation.host].replace(/\/+$/, '') + path);
  for (const [key, value] of Object.entries(call.params ?? {})) url.searchParams.set(key, String(value));
  return url.toString();
}

export async function runCheck(contract: Contract, options: CheckOptions): Promise<CheckResult[]> {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 8000;
  const interval = 1000 / Math.max(0.1, options.rate ?? 4);
  const now = options.now ?? (() => Date.now());
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const ids = options.ids ?? {};
  const results = new Map<string, CheckResult>();
  let lastStart = -Infinity;

  /** Sends one call, judges the answer and returns its body (undefined unless it was a usable answer). */
  async function ask(operationId: string, call: Call): Promise<unknown> {
    const operation = contract.operations.get(operationId)!;
    const url = urlOf(contract, operationId, options.bases, call);
    const wait = lastStart + interval - now();
    if (wait > 0) await sleep(wait);
    lastStart = now();
    const headers: Record<string, string> = { Accept: 'application/json' };
    let body: string | undefined;
    if (operation.method === 'POST') {
      if (operation.bodyKind === 'form') {
        headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
        body = new URLSearchParams(Object.entries(call.body ?? {}).map(([k, v]) => [k, String(v)])).toString();
      } else {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(call.body ?? {});
      }
      if (operation.parameters.some((p) => p.name === 'Idempotency-Key')) {
        headers['Idempotency-Key'] = String(call.body?.idempotency_key ?? 'contract-check');
      }
    }
    const result: CheckResult = { operationId, method: operation.method, url, outcome: 'ok', detail: '' };
    results.set(operationId, result);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    let status: number;
    let raw: string;
    try {
      const init: RequestInit = { method: operation.method, headers, signal: controller.signal };
      if (body !== undefined) init.body = body;
      const response = await doFetch(url, init);
      status = response.status;
      raw = await response.text();
    } catch {
      Object.assign(
        result,
        controller.signal.aborted
          ? { outcome: 'timeout', detail: `no answer within ${timeoutMs} ms` }
          : { outcome: 'network', detail: 'the request failed (connection, DNS or TLS)' },
      );
      return undefined;
    } finally {
      clearTimeout(timer);
    }
    result.status = status;
    let answer: unknown;
    try {
      answer = raw.trim() ? JSON.parse(raw) : undefined;
    } catch {
      Object.assign(result, { outcome: 'schema', detail: `/ the body is not JSON (HTTP ${status})` });
      return undefined;
    }
    // Staff data to a visitor: a staff-only operation must refuse (403), and no answer may carry a staff field.
    if (operation.staffOnly && status === 200) {
      Object.assign(result, {
        outcome: 'staff',
        detail: 'staff field answered to a visitor: the staff-only operation answered 200 without a staff token',
      });
      return undefined;
    }
    const leaked = contract.staffFieldsIn(operationId, answer);
    if (leaked.length) {
      Object.assign(result, { outcome: 'staff', detail: `staff field answered to a visitor: ${leaked.join(', ')}` });
      return answer;
    }
    if (operation.staffOnly && status === 403) {
      const problems = contract.validateResponse(operationId, 403, answer);
      if (problems.length)
        Object.assign(result, { outcome: 'schema', detail: problems.map((p) => `${p.path} ${p.message}`).join('; ') });
      else result.detail = 'refused to a visitor (403), as written';
      return undefined;
    }
    if (status !== 200 && !(status === 204 && operation.statuses.includes('204'))) {
      Object.assign(result, { outcome: 'http', detail: `HTTP ${status}` });
      return undefined;
    }
    if (operation.envelope === 'none') return answer;
    const envelope = contract.envelopeProblem(operationId, answer);
    if (envelope) {
      Object.assign(result, { outcome: 'envelope', detail: `wrong envelope (${operation.envelope}): ${envelope}` });
      return undefined;
    }
    const problems = contract.validateResponse(operationId, 200, answer);
    if (problems.length) {
      Object.assign(result, {
        outcome: 'schema',
        detail: problems
          .slice(0, 3)
          .map((p) => `${p.path} ${p.message}`)
          .join('; '),
      });
    }
    return answer;
  }

  const skip = (operationId: string, detail: string) => {
    if (results.has(operationId)) return;
    const operation = contract.operations.get(operationId)!;
    results.set(operationId, { operationId, method: operation.method, url: null, outcome: 'skipped', detail });
  };

  // 1. The list, and what it gives: a car, its inspection report.
  const page = rec(rec(await ask('cars', { params: { is_motorcycle: 0, page: 1, page_size: 20 } })).data);
  const listing = first(page.list);
  const carId = text(listing.id);
  let reportId = text(listing.report_id);
  let business = text(listing.business);

  // 2. The car page and its reports.
  if (carId) {
    const detail = rec(rec(await ask('car', { pathParams: { id: carId } })).data);
    const car = rec(detail.car);
    const moduleId = text(car.module_id);
    reportId ??= text(car.report_id);
    business ??= text(car.business);
    await ask('likes', { params: { car_id: carId, ...(moduleId ? { module_id: moduleId } : {}) } });
    if (moduleId) await ask('equipment', { params: { module_id: moduleId, car_id: carId } });
    else skip('equipment', 'no module_id in the car record');
    for (const name of [
      'carMileageReport',
      'attachmentList',
      'appraiseReport',
      'repairList',
      'consumablesList',
      'displayVideo',
      'configurationChecklist',
      'benchmark',
    ]) {
      await ask(name, { params: { car_id: carId } });
    }
    const substationId = text(rec(detail.consult).substation_id) ?? text(car.substation_id);
    if (substationId) {
      await ask('consultantContact', {
        params: { substation_id: substationId, uid: text(rec(detail.consult).uid) ?? '' },
      });
    }
    await ask('jsSdk', { params: { url: `https://m.example.com/car/${carId}` } });
  }
  for (const name of [
    'car',
    'likes',
    'equipment',
    'carMileageReport',
    'attachmentList',
    'appraiseReport',
    'repairList',
    'consumablesList',
    'displayVideo',
    'configurationChecklist',
    'benchmark',
    'jsSdk',
  ])
    skip(name, 'no car in the list to ask about');
  skip('consultantContact', 'no substation in the car record');

  // 3. The inspection report of that car.
  if (reportId && business) {
    const report = { report_id: reportId, business };
    for (const name of ['inspectionReport', 'inspectionFlaw', 'inspectionAppraise', 'inspectionMileage', 'forestall']) {
      await ask(name, { params: report });
    }
    const sections = rec(await ask('inspectionCheckPoints', { params: report })).sections;
    const itemId = text(first(first(sections).items).id);
    if (itemId) await ask('inspectionCheckPointItem', { params: { ...report, item_id: itemId } });
  }
  for (const name of [
    'inspectionReport',
    'inspectionFlaw',
    'inspectionAppraise',
    'inspectionMileage',
    'forestall',
    'inspectionCheckPoints',
  ])
    skip(name, 'no inspection report id in the list');
  skip('inspectionCheckPointItem', 'no check point in the report');

  // 4. Filters, service, community.
  const brands = rec(await ask('brands', { params: { is_motorcycle: 0 } })).data;
  await ask('brandsLegacy', { params: { is_motorcycle: 0 } });
  await ask('provinces', {});
  await ask('substations', {});
  await ask('conditionLevels', {});
  await ask('getOption', { params: { category: 'region' } });
  const brandId = text(first(brands).id);
  if (brandId) await ask('getOption', { params: { category: 'carmodel', parent: brandId } });
  for (const name of ['sellCarYears', 'sellCarMileage', 'sellCarSubstations', 'customerService', 'goods'])
    await ask(name, {});
  const inTransit = rec(rec(await ask('transportInTransit', {})).data).vehicles;
  const articleId = text(first(rec(rec(await ask('articles', { params: { page: 1, page_size: 10 } })).data).list).id);
  if (articleId) await ask('article', { params: { id: articleId } });
  else skip('article', 'no article in the list');
  await ask('moments', { body: { page: 1, page_size: 10 } });
  // 5. Calls whose ids no list gives: asked with --id name=value, else skipped.
  const waybill = ids.transportTrack ?? text(first(inTransit).waybill_no);
  if (waybill) await ask('transportTrack', { params: { waybill_no: waybill } });
  if (ids.hunt) {
    const hunt = rec(rec(await ask('hunt', { params: { id: ids.hunt } })).data);
    const orderNo = text(hunt.order_no);
    if (orderNo) await ask('huntMileageReport', { params: { order_no: orderNo } });
  }
  if (ids.deliveryNotice) await ask('deliveryNotice', { params: { id: ids.deliveryNotice } });
  if (ids.examineNotice) await ask('examineNotice', { params: { id: ids.examineNotice } });
  // Asked as a visitor: the answer must be a refusal.
  await ask('purchaseReport', { params: { uuid: ids.purchaseReport ?? 'contract-check' } });
  for (const name of ['transportTrack', 'hunt', 'huntMileageReport', 'deliveryNotice', 'examineNotice'])
    skip(name, `no id to ask with (--id ${name === 'huntMileageReport' ? 'hunt' : name}=…)`);

  // 6. Writes, only when asked for. The check's own viewing booking is then moved and cancelled with the
  // token its answer gave, so it leaves no booking standing.
  let booking: Json = {};
  for (const [operationId, call] of Object.entries(WRITE_BODIES)) {
    if (!contract.operations.has(operationId)) continue;
    if (!options.writes) skip(operationId, 'write (pass --writes)');
    else if (operationId === 'viewingBooking') booking = rec(rec(await ask(operationId, call)).data);
    else await ask(operationId, call);
  }
  const reference = text(booking.reference);
  const token = text(booking.manage_token);
  if (reference && token) {
    const key = 'contract-check-change';
    await ask('changeViewingBooking', {
      pathParams: { reference },
      body: { manage_token: token, day: '2099-01-02', slot: '14:00-16:00', idempotency_key: key },
    });
    await ask('cancelViewingBooking', { pathParams: { reference }, body: { manage_token: token } });
  }
  for (const name of ['changeViewingBooking', 'cancelViewingBooking'])
    skip(name, options.writes ? 'the booking answered no reference and token' : 'write (pass --writes)');

  // The reservation moves money and holds a real car: never sent by the check, with --writes or not.
  for (const name of ['createReservation', 'reservationStatus', 'cancelReservation'])
    skip(name, 'reservation (a payment): not sent by the check');

  for (const operationId of contract.operations.keys()) skip(operationId, 'not asked');
  return [...contract.operations.keys()].map((operationId) => results.get(operationId)!);
}

const LABELS: Record<Outcome, string> = {
  ok: 'ok',
  schema: 'schema mismatch',
  envelope: 'wrong envelope',
  http: 'HTTP error',
  timeout: 'timeout',
  network: 'network',
  staff: 'STAFF LEAK',
  skipped: 'skipped',
};

export function isFailure(result: CheckResult): boolean {
  return result.outcome !== 'ok' && result.outcome !== 'skipped';
}

/** The table, one row per operation, and the one-line summary. */
export function formatReport(results: CheckResult[]): string {
  const rows = results.map((result) => [
    result.operationId,
    result.outcome === 'http'
      ? `HTTP ${result.status}`
      : result.outcome === 'skipped'
        ? `skipped`
        : LABELS[result.outcome],
    result.detail,
  ]);
  const widths = [0, 1].map((column) => Math.max(...rows.map((row) => row[column]!.length), column ? 7 : 9));
  const line = (cells: string[]) =>
    cells
      .map((cell, index) => (index < 2 ? cell.padEnd(widths[index]!) : cell))
      .join('  ')
      .trimEnd();
  return [line(['operation', 'result', 'detail']), ...rows.map(line), '', summary(results)].join('\n');
}

export function summary(results: CheckResult[]): string {
  const count = (outcome: Outcome) => results.filter((result) => result.outcome === outcome).length;
  const failed = results.filter(isFailure).length;
  return `${results.length} operations: ${count('ok')} ok, ${failed} failed, ${count('skipped')} skipped${
    failed
      ? ` (${(['schema', 'envelope', 'http', 'timeout', 'network', 'staff'] as Outcome[])
          .filter((outcome) => count(outcome) > 0)
          .map((outcome) => `${count(outcome)} ${LABELS[outcome]}`)
          .join(', ')})`
      : ''
  }`;
}

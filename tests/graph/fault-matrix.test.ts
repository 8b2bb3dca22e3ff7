// The fault matrix (issue 10): every REST operation × every named fault of the mocks, through the
// real client, SchemaLink, resolvers and REST clients. Each cell must give the spec's presentation
// (alert / inline / silent), never an internal error, and recover once the fault is gone. The matrix
// is printed as a table.
import { parse, type DocumentNode } from 'graphql';
import { http, HttpResponse } from 'msw';
import { afterAll, describe, expect, it } from 'vitest';
import { createGraph } from '../../src/graph/client';
import { operations, type OperationName } from '../../src/graph/rest/operations';
import { articles, moments } from '../../mocks/fixtures/community';
import { huntIds, purchaseUuids } from '../../mocks/fixtures/reports';
import { deliveryNoticeIds, examineNoticeIds, knownWaybills } from '../../mocks/fixtures/service';
import { server } from '../../mocks/node';
import { faults, resetScenario, setScenario, type Fault } from '../../mocks/scenarios';

interface Row {
  query: string;
  variables?: Record<string, unknown>;
  mutation?: boolean;
  /** Replaces the scenario for rows that are only reached through another call's answer. */
  prepare?: () => void;
}

const CAR = 'C10001';
const REPORT = { reportId: 'R10001', business: 'retail' };
const firstWaybill = knownWaybills[0];

const rows: Record<OperationName, Row> = {
  cars: { query: '{ cars { items { id title status { kind } price { current } } total hasMore } }' },
  car: { query: 'query($id: ID!) { car(id: $id) { id title status { label kind } imageGroups { key } meta { key value } } }', variables: { id: CAR } },
  likes: { query: 'query($id: ID!) { car(id: $id) { id recommendations { id title } } }', variables: { id: CAR } },
  articles: { query: '{ articles { items { id title } total hasMore } }' },
  article: { query: 'query($id: ID!) { article(id: $id) { id title contentHtml } }', variables: { id: articles[0]?.id } },
  carMileageReport: { query: 'query($id: ID!) { carMileageReport(carId: $id) { verdict readings { date mileageKm } } }', variables: { id: CAR } },
  huntMileageReport: { query: 'query($id: ID!) { hunt(id: $id) { id mileage { verdict } } }', variables: { id: huntIds[0] } },
  inspectionMileage: { query: 'query($reportId: ID!, $business: String!) { inspectionMileage(reportId: $reportId, business: $business) { verdict } }', variables: REPORT },
  hunt: { query: 'query($id: ID!) { hunt(id: $id) { id orderNo title } }', variables: { id: huntIds[0] } },
  purchaseReport: { query: 'query($uuid: ID!) { purchaseReport(uuid: $uuid) { uuid title } }', variables: { uuid: purchaseUuids[0] } },
  brandsLegacy: {
    query: '{ brands { id name initial } }',
    prepare: () => server.use(http.get('*/v1/filter-param-brand-new', () => HttpResponse.json({ message: 'Not Found' }, { status: 404 }))),
  },
  brands: { query: '{ brands { id name initial } }' },
  provinces: { query: '{ provinces { id name } }' },
  substations: { query: '{ substations { id name } }' },
  conditionLevels: { query: '{ conditionLevels { id name } }' },
  getOption: { query: '{ regions { value label } }' },
  sellCarYears: { query: '{ sellCarOptions { registrationYears { value } } }' },
  sellCarMileage: { query: '{ sellCarOptions { mileageBands { value } } }' },
  sellCarSubstations: { query: '{ sellCarOptions { serviceSubstations { value } } }' },
  sellCar: {
    mutation: true,
    query:
      'mutation($input: SellCarInput!, $key: String!) { sellCar(input: $input, idempotencyKey: $key) { clueId contactWithinHours } }',
    variables: {
      input: { name: '王先生', phone: '13812345678', model: 'toyota-camry', region: 'hangzhou', registrationYear: '2019', mileage: '3-5', substationId: 'S1001' },
      key: 'matrix-key',
    },
  },
  deliveryNotice: { query: 'query($id: ID!) { deliveryNotice(id: $id) { id carTitle } }', variables: { id: deliveryNoticeIds[0] } },
  examineNotice: { query: 'query($id: ID!) { examineNotice(id: $id) { id carTitle } }', variables: { id: examineNoticeIds[0] } },
  customerService: { query: '{ customerService { substationId packages { id name price } } }' },
  consultantContact: { query: '{ consultantContact(substationId: "S1001", uid: "u1") { name phone } }' },
  carQuestion: {
    mutation: true,
    query: 'mutation($input: CarQuestionInput!) { askCarQuestion(input: $input) { ticketId } }',
    variables: { input: { carId: CAR, question: '这台车可以过户到外地吗？', phone: '13812345678' } },
  },
  attachmentList: { query: 'query($id: ID!) { attachmentList(carId: $id) { name count } }', variables: { id: CAR } },
  appraiseReport: { query: 'query($id: ID!) { appraiseReport(carId: $id) { grade items { name } } }', variables: { id: CAR } },
  repairList: { query: 'query($id: ID!) { repairList(carId: $id) { part action } }', variables: { id: CAR } },
  consumablesList: { query: 'query($id: ID!) { consumablesList(carId: $id) { name state } }', variables: { id: CAR } },
  displayVideo: { query: 'query($id: ID!) { displayVideos(carId: $id) { interior { url } exterior { url } } }', variables: { id: CAR } },
  configurationChecklist: { query: 'query($id: ID!) { configurationChecklist(carId: $id) { section items { name } } }', variables: { id: CAR } },
  benchmark: { query: 'query($id: ID!) { benchmark(carId: $id) { position cars { title } } }', variables: { id: CAR } },
  equipment: { query: 'query($id: ID!) { car(id: $id) { id equipment { sections { name } } } }', variables: { id: CAR } },
  inspectionReport: { query: 'query($reportId: ID!, $business: String!) { inspectionReport(reportId: $reportId, business: $business) { reportId carTitle } }', variables: REPORT },
  inspectionFlaw: { query: 'query($reportId: ID!, $business: String!) { inspectionFlaws(reportId: $reportId, business: $business) { id kind } }', variables: REPORT },
  inspectionAppraise: { query: 'query($reportId: ID!, $business: String!) { inspectionAppraise(reportId: $reportId, business: $business) { grade } }', variables: REPORT },
  inspectionCheckPoints: { query: 'query($reportId: ID!, $business: String!) { inspectionCheckPoints(reportId: $reportId, business: $business) { id name pass } }', variables: REPORT },
  inspectionCheckPointItem: {
    query: 'query($reportId: ID!, $business: String!) { inspectionCheckPoint(reportId: $reportId, business: $business, itemId: "CP0101") { id name } }',
    variables: REPORT,
  },
  forestall: { query: 'query($reportId: ID!, $business: String!) { forestallReport(reportId: $reportId, business: $business) { reportId } }', variables: REPORT },
  goods: { query: '{ goods { id title } }' },
  moments: { query: '{ moments { items { id text } total hasMore } }' },
  jsSdk: { query: '{ shareConfig(url: "https://m.example.com/car/C10001") { appId signature } }' },
  transportTrack: { query: 'query($no: ID!) { transportTrack(waybillNo: $no) { waybillNo points { lat lng } } }', variables: { no: firstWaybill } },
  transportInTransit: { query: '{ vehiclesInTransit { waybillNo } }' },
};

void moments;

type Outcome = 'alert' | 'inline' | 'silent' | 'empty' | 'data';

interface CellResult {
  outcome: Outcome;
  alerts: string[];
  codes: string[];
  recovered: boolean;
}

function matrixGraph() {
  const alerts: string[] = [];
  const graph = createGraph({ presenter: { alert: (message) => alerts.push(message) }, timeoutMs: 60, retryDelaysMs: [0] });
  return { ...graph, alerts };
}

async function execute(graph: ReturnType<typeof matrixGraph>, row: Row, document: DocumentNode) {
  if (row.mutation) {
    try {
      const result = await graph.client.mutate({ mutation: document, variables: row.variables ?? {}, errorPolicy: 'all' as never });
      return { data: result.data as Record<string, unknown> | null | undefined, errors: [...(((result as { error?: { errors?: unknown[] } }).error?.errors ?? []) as { extensions?: Record<string, unknown> }[])] };
    } catch (error) {
      const errors = (error as { errors?: { extensions?: Record<string, unknown> }[] }).errors ?? [{ extensions: { code: 'NETWORK_OR_LINK' } }];
      return { data: null, errors };
    }
  }
  const result = await graph.client.query({ query: document, variables: row.variables ?? {}, fetchPolicy: 'no-cache' });
  const errors = ((result.error as { errors?: { extensions?: Record<string, unknown> }[] } | undefined)?.errors ?? []) as {
    extensions?: Record<string, unknown>;
  }[];
  return { data: result.data as Record<string, unknown> | null | undefined, errors };
}

function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.values(value as Record<string, unknown>).every((v) => isEmptyValue(v) || typeof v === 'number' || typeof v === 'boolean' || v === '');
  return false;
}

async function runCell(operation: OperationName, fault: Fault): Promise<CellResult> {
  const row = rows[operation];
  const document = parse(row.query);
  const graph = matrixGraph();
  resetScenario();
  row.prepare?.();
  setScenario({ faults: { [operation]: fault } });
  const { data, errors } = await execute(graph, row, document);
  const codes = errors.map((error) => String(error.extensions?.code ?? 'UNKNOWN'));
  let outcome: Outcome;
  if (graph.alerts.length) outcome = 'alert';
  else if (errors.length) outcome = 'inline';
  else if (!data || isEmptyValue(Object.values(data)[0])) outcome = 'empty';
  else outcome = fault === 'missing-fields' || fault === 'wrong-types' ? 'data' : 'silent';

  resetScenario();
  row.prepare?.();
  const again = await execute(matrixGraph(), row, document);
  const recovered = again.errors.length === 0 && Boolean(again.data);
  return { outcome, alerts: graph.alerts, codes, recovered };
}

const results = new Map<string, CellResult>();
const operationList = Object.keys(rows) as OperationName[];

describe('fault matrix', () => {
  it('covers every REST operation of the table', () => {
    expect(operationList.sort()).toEqual((Object.keys(operations) as OperationName[]).sort());
  });

  for (const operation of operationList) {
    describe(operation, () => {
      const spec = operations[operation];
      for (const fault of faults) {
        it(`${fault}`, async () => {
          const result = await runCell(operation, fault);
          results.set(`${operation}|${fault}`, result);

          // Never an internal error: resolvers and mappers are total.
          expect(result.codes).not.toContain('INTERNAL');
          // It recovers when the fault goes away.
          expect(result.recovered).toBe(true);

          const transport = fault === 'http-500' || fault === 'network' || fault === 'timeout' || fault === 'malformed-json';
          if (fault === 'empty') {
            // An absent response is silently ignored.
            expect(result.alerts).toEqual([]);
          } else if (transport) {
            if (spec.presentation === 'alert') expect(result.outcome).toBe('alert');
            if (spec.presentation === 'rethrow') expect(result.outcome).toBe('inline');
            if (spec.presentation === 'silent') expect(result.alerts).toEqual([]);
            if (fault === 'http-500' && spec.presentation === 'alert') {
              expect(result.alerts.join('\n')).toMatch(/500/);
            }
          } else if (fault === 'envelope') {
            if (spec.envelope === 'status-success' && spec.presentation === 'alert') {
              expect(result.alerts).toContain('服务繁忙，请稍后再试');
            }
            if (spec.envelope === 'business') expect(result.alerts).toContain('业务系统繁忙，请稍后再试');
            if (spec.envelope === 'code-2000000') expect(result.alerts).toEqual([]);
            if (spec.presentation === 'rethrow') expect(result.outcome).toBe('inline');
          }
        });
      }
    });
  }
});

afterAll(() => {
  if (!results.size) return;
  const short: Record<Outcome, string> = { alert: 'alert', inline: 'inline', silent: 'silent', empty: 'empty', data: 'data' };
  const header = ['operation', 'presentation', ...faults];
  const lines = operationList.map((operation) => [
    operation,
    operations[operation].presentation,
    ...faults.map((fault) => {
      const cell = results.get(`${operation}|${fault}`);
      return cell ? `${short[cell.outcome]}${cell.recovered ? '' : ' ✗'}` : '—';
    }),
  ]);
  const widths = header.map((_, i) => Math.max(header[i]!.length, ...lines.map((line) => line[i]!.length)));
  const format = (cells: string[]) => '| ' + cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ') + ' |';
  console.log(
    [
      '',
      'Fault matrix: what a visitor gets (alert = browser alert + inline state; inline = inline state with retry; empty = the part is left out; silent/data = page works with what it has); ✗ = did not recover',
      format(header),
      format(widths.map((w) => '-'.repeat(w))),
      ...lines.map(format),
    ].join('\n'),
  );
});

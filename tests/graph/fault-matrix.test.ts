// The fault matrix (issue 10): every REST operation × every named fault of the mocks, through the
// real client, SchemaLink, resolvers and REST clients. Each cell must give the spec's presentation
// (alert / inline / silent), never an internal error, and recover once the fault is gone. The matrix
// is printed as a table.
import { parse } from 'graphql';
import { afterAll, describe, expect, it } from 'vitest';
import { MOCK_STAFF_TOKEN } from '../../mocks/staff';
import { createGraph } from '../../src/graph/client';
import { operations, type OperationName } from '../../src/graph/rest/operations';
import { faults, resetScenario, setScenario, type Fault } from '../../mocks/scenarios';
import { executeRow as execute, operationRows as rows } from '../support/operation-queries';

type Outcome = 'alert' | 'inline' | 'silent' | 'empty' | 'data';

interface CellResult {
  outcome: Outcome;
  alerts: string[];
  codes: string[];
  recovered: boolean;
}

// Staff's graph (the internal embed, holding the mocks' staff token): the staff-only operations (the
// purchase report) are called only there.
function matrixGraph() {
  const alerts: string[] = [];
  const graph = createGraph({
    staff: true,
    staffToken: MOCK_STAFF_TOKEN,
    presenter: { alert: (message) => alerts.push(message) },
    timeoutMs: 60,
    retryDelaysMs: [0],
  });
  return { ...graph, alerts };
}

function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object')
    return Object.values(value as Record<string, unknown>).every(
      (v) => isEmptyValue(v) || typeof v === 'number' || typeof v === 'boolean' || v === '',
    );
  return false;
}

async function runCell(operation: OperationName, fault: Fault): Promise<CellResult> {
  const row = rows[operation];
  const document = parse(row.query);
  const graph = matrixGraph();
  resetScenario();
  row.prepare?.(graph);
  setScenario({ faults: { [operation]: fault } });
  const { data, errors } = await execute(graph.client, row, document);
  const codes = errors.map((error) => String(error.extensions?.code ?? 'UNKNOWN'));
  let outcome: Outcome;
  if (graph.alerts.length) outcome = 'alert';
  else if (errors.length) outcome = 'inline';
  else if (!data || isEmptyValue(Object.values(data)[0])) outcome = 'empty';
  else outcome = fault === 'missing-fields' || fault === 'wrong-types' ? 'data' : 'silent';

  resetScenario();
  const retry = matrixGraph();
  row.prepare?.(retry);
  const again = await execute(retry.client, row, document);
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

          const transport =
            fault === 'http-500' || fault === 'network' || fault === 'timeout' || fault === 'malformed-json';
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
  const short: Record<Outcome, string> = {
    alert: 'alert',
    inline: 'inline',
    silent: 'silent',
    empty: 'empty',
    data: 'data',
  };
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

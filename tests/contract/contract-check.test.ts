// `npm run contract:check` against real HTTP servers on loopback: one that serves the mock handlers (every
// answer ok), and one that has drifted from the contract (a renamed field, a string where a number
// belongs, a missing envelope field, an HTTP 500, a hanging call, a staff field sent to a visitor):
// each drift is reported by its operation, with the JSON path, and the command fails.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse, http, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handlers } from '../../mocks/handlers';
import { server as mswServer } from '../../mocks/node';
import { huntIds } from '../../mocks/fixtures/reports';
import { deliveryNoticeIds, examineNoticeIds } from '../../mocks/fixtures/service';
import { settings } from '../../src/config/env';
import { formatReport, runCheck, summary, type CheckResult } from '../../scripts/contract/check';
import { loadContract, type ContractHost } from '../../scripts/contract/document';
import { main, parseArgs } from '../../scripts/contract-check';

const contract = loadContract();
/** Where the mock handlers expect each host (they build their URL patterns from the settings). */
const ORIGINS: Record<ContractHost, string> = {
  relative: 'http://localhost',
  main: settings.apiHost,
  inspection: settings.inspectionHost,
  options: settings.optionsRoot,
  business: settings.businessApiHost,
};

/** The parts of the mock answers the drifts change. */
interface DriftBody {
  status?: unknown;
  data: { list: Record<string, unknown>[]; car: Record<string, unknown>; key_management?: unknown };
}

type Drift = (path: string, body: unknown) => { status?: number; body?: unknown; hang?: boolean } | null;

/** A loopback server answering /<host>/<path> with the mock handlers; `drift` may change an answer. */
async function serve(drift: Drift = () => null): Promise<{ url: string; server: Server }> {
  const server = createServer(async (req, res) => {
    const [, host, ...rest] = (req.url ?? '/').split('/');
    const path = `/${rest.join('/')}`;
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [key, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(key, value);
    const init: RequestInit = { method: req.method ?? 'GET', headers };
    if (chunks.length) init.body = Buffer.concat(chunks);
    const origin = ORIGINS[host as ContractHost] ?? 'http://localhost';
    const response = await getResponse(handlers, new Request(origin + path, init));
    if (!response) return void res.writeHead(404).end();
    const text = await response.text();
    const changed = drift(path.split('?')[0]!, text ? JSON.parse(text) : undefined);
    if (changed?.hang) return; // never answers
    res
      .writeHead(changed?.status ?? response.status, { 'Content-Type': 'application/json' })
      .end(changed?.body !== undefined ? JSON.stringify(changed.body) : text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const bases = (url: string): Record<ContractHost, string> => ({
  relative: `${url}/relative`,
  main: `${url}/main`,
  inspection: `${url}/inspection`,
  options: `${url}/options`,
  business: `${url}/business`,
});
const ids = { hunt: huntIds[0]!, deliveryNotice: deliveryNoticeIds[0]!, examineNotice: examineNoticeIds[0]! };
const byOperation = (results: CheckResult[]) =>
  Object.fromEntries(results.map((result) => [result.operationId, result]));

const servers: Server[] = [];
afterAll(() => servers.forEach((server) => server.close()));
// The unit suite's MSW server would answer these requests itself: loopback goes to the real servers.
beforeEach(() => mswServer.use(http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough())));

describe('contract:check', () => {
  let mockUrl = '';
  beforeAll(async () => {
    const { url, server } = await serve();
    servers.push(server);
    mockUrl = url;
  });

  it('finds every answer of the mock handlers ok (writes skipped), and succeeds', async () => {
    const results = await runCheck(contract, { bases: bases(mockUrl), rate: 1000, timeoutMs: 5000, ids });
    const report = formatReport(results);
    expect(
      results.filter((result) => result.outcome !== 'ok' && result.outcome !== 'skipped'),
      report,
    ).toEqual([]);
    expect(
      results
        .filter((result) => result.outcome === 'skipped')
        .map((result) => result.operationId)
        .sort(),
    ).toEqual([
      'analyticsBatch',
      'cancelReservation',
      'cancelViewingBooking',
      'carQuestion',
      'changeViewingBooking',
      'createReservation',
      'reservationStatus',
      'sellCar',
      'viewingBooking',
    ]);
    expect(byOperation(results).purchaseReport!.detail).toBe('refused to a visitor (403), as written');
    expect(summary(results)).toBe(`${results.length} operations: ${results.length - 9} ok, 0 failed, 9 skipped`);
  });

  it('sends the writes with --writes, and they conform too', async () => {
    const results = await runCheck(contract, { bases: bases(mockUrl), rate: 1000, ids, writes: true });
    const writes = byOperation(results);
    for (const name of ['sellCar', 'viewingBooking', 'changeViewingBooking', 'cancelViewingBooking', 'analyticsBatch'])
      expect(writes[name]!.outcome, formatReport(results)).toBe('ok');
    // The check's question names no real car: the mock refuses nothing, the answer still conforms.
    expect(writes.carQuestion!.outcome).toBe('ok');
  });

  it('reports each drift by operation, JSON path and what was expected; the command exits 1', async () => {
    const { url, server } = await serve((path, body) => {
      const root = body as DriftBody;
      if (path === '/v1/cars') {
        for (const item of root.data.list) {
          item.name = item.title;
          delete item.title;
        }
        return { body: root };
      }
      if (path.startsWith('/v1/car/C')) {
        root.data.car.mileage = String(root.data.car.mileage);
        root.data.key_management = { key_box_id: 'KB-01' };
        return { body: root };
      }
      if (path === '/v1/likes') {
        delete root.status;
        return { body: root };
      }
      if (path === '/v1/filter-param-province') return { status: 500, body: { message: 'Internal Server Error' } };
      if (path === '/v1/other/youZanGoods') return { hang: true };
      return null;
    });
    servers.push(server);
    const results = byOperation(await runCheck(contract, { bases: bases(url), rate: 1000, timeoutMs: 400, ids }));
    expect(results.cars).toMatchObject({
      outcome: 'schema',
      detail: expect.stringContaining("/data/list/0 must have required property 'title'"),
    });
    expect(results.car).toMatchObject({
      outcome: 'staff',
      detail: 'staff field answered to a visitor: /data/key_management/key_box_id',
    });
    expect(results.likes).toMatchObject({
      outcome: 'envelope',
      detail: expect.stringContaining('status is undefined'),
    });
    expect(results.provinces).toMatchObject({ outcome: 'http', status: 500 });
    expect(results.goods).toMatchObject({ outcome: 'timeout' });
    expect(results.brands!.outcome).toBe('ok');

    const printed: string[] = [];
    const code = await main(
      [
        '--base',
        `${url}/main`,
        '--base-relative',
        `${url}/relative`,
        '--base-inspection',
        `${url}/inspection`,
        '--base-options',
        `${url}/options`,
        '--base-business',
        `${url}/business`,
        '--timeout',
        '400',
        '--rate',
        '1000',
      ],
      (line) => printed.push(line),
    );
    expect(code).toBe(1);
    const table = printed.join('\n');
    expect(table).toMatch(/^cars +schema mismatch +\/data\/list\/0 must have required property 'title'/m);
    expect(table).toMatch(/^provinces +HTTP 500/m);
    expect(table).toMatch(/^goods +timeout +no answer within 400 ms/m);
    expect(table).toMatch(/^sellCar +skipped +write \(pass --writes\)/m);
    expect(table).toMatch(
      /5 failed, \d+ skipped \(1 schema mismatch, 1 wrong envelope, 1 HTTP error, 1 timeout, 1 STAFF LEAK\)$/,
    );
  });

  it('a string where a number belongs is named with its path', async () => {
    const { url, server } = await serve((path, body) => {
      if (!path.startsWith('/v1/car/C')) return null;
      const root = body as DriftBody;
      root.data.car.mileage = String(root.data.car.mileage);
      return { body: root };
    });
    servers.push(server);
    const results = byOperation(await runCheck(contract, { bases: bases(url), rate: 1000, ids }));
    expect(results.car).toMatchObject({ outcome: 'schema', detail: '/data/car/mileage must be integer' });
  });

  it('keeps to the rate: at most N requests a second', async () => {
    let clock = 0;
    const waits: number[] = [];
    await runCheck(contract, {
      bases: bases(mockUrl),
      rate: 4,
      ids,
      now: () => clock,
      sleep: async (ms) => {
        waits.push(ms);
        clock += ms;
      },
    });
    expect(waits.length).toBeGreaterThan(30);
    expect(waits.every((ms) => ms <= 250)).toBe(true);
    expect(clock).toBeGreaterThanOrEqual(250 * waits.length);
  });

  it('reads its arguments; every host defaults to --base', () => {
    expect(
      parseArgs([
        '--base',
        'https://api.example',
        '--base-inspection',
        'https://i.example',
        '--writes',
        '--rate',
        '2',
        '--id',
        'hunt=H1',
      ]),
    ).toEqual({
      bases: {
        main: 'https://api.example',
        relative: 'https://api.example',
        inspection: 'https://i.example',
        options: 'https://api.example',
        business: 'https://api.example',
      },
      writes: true,
      timeoutMs: 8000,
      rate: 2,
      ids: { hunt: 'H1' },
    });
    expect(() => parseArgs([])).toThrow(/--base/);
  });
});

// The mocks answer what the contract says, and the storefront asks what it says: every operation is
// called through the real REST client (its fetch wrapped to see each request) against the MSW handlers,
// with the fixtures' ids, in the well-formed scenarios (the default data, cars relabelled by the QA
// studio's status override, and the empty answers of unknown ids and filters that match nothing).
// Each request is checked against the document (path, query parameters present and typed, headers,
// body) and each answer too (ajv); a failure names the operation and the JSON path.
import { afterEach, describe, expect, it } from 'vitest';
import { setScenario } from '../../mocks/scenarios';
import { MOCK_STAFF_TOKEN } from '../../mocks/staff';
import { settings } from '../../src/config/env';
import { RestClient, type CallOptions } from '../../src/graph/rest/http';
import { operationNames, type OperationName } from '../../src/graph/rest/operations';
import { formatProblems, loadContract, type Problem } from '../../scripts/contract/document';
import { SAMPLE_CAR, samples } from './support/samples';

const contract = loadContract();

interface Seen {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | null;
  status: number;
  answer: unknown;
}

function client(seen: Seen[], staffToken: string | null = null): RestClient {
  const recording: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    const text = await response.clone().text();
    let answer: unknown = text;
    try {
      answer = text ? JSON.parse(text) : undefined;
    } catch {
      // left as text: the answer check reports it
    }
    seen.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: { ...(init?.headers as Record<string, string>) },
      body: typeof init?.body === 'string' ? init.body : null,
      status: response.status,
      answer,
    });
    return response;
  };
  return new RestClient({
    hosts: {
      main: settings.apiHost,
      inspection: settings.inspectionHost,
      options: settings.optionsRoot,
      business: settings.businessApiHost,
    },
    presenter: { alert: () => undefined },
    retryDelaysMs: [],
    fetch: recording,
    staffToken,
  });
}

/** Calls one operation and returns every problem of its request and answer. */
async function problemsOf(name: OperationName, options: CallOptions, staffToken: string | null = null) {
  const seen: Seen[] = [];
  await client(seen, staffToken)
    .call(name, options)
    .catch(() => undefined);
  expect(seen, `${name}: one request`).toHaveLength(1);
  const [request] = seen as [Seen];
  const problems: Problem[] = [
    ...contract.validateRequest(name, request),
    ...contract.validateResponse(name, request.status, request.answer).map((p) => ({
      ...p,
      message: `${p.message} (HTTP ${request.status} answer)`,
    })),
  ];
  return { problems, request };
}

async function expectConforms(name: OperationName, options: CallOptions, staffToken: string | null = null) {
  const { problems, request } = await problemsOf(name, options, staffToken);
  expect(problems, formatProblems(name, problems)).toEqual([]);
  return request;
}

afterEach(() => setScenario({}));

describe('the mocks answer what the contract says, to what the storefront asks', () => {
  it.each(operationNames.map((name) => [name]))('%s', async (name) => {
    const staff = contract.operations.get(name)?.staffToken ? MOCK_STAFF_TOKEN : null;
    for (const options of samples[name]) {
      const request = await expectConforms(name, options, staff);
      expect(request.status, `${name}: HTTP status`).toBe(200);
    }
  });

  it('a car relabelled by the QA studio (sold, reserved, an unknown label) still conforms', async () => {
    for (const label of ['已售', '已预定', '被截胡', '新标签']) {
      setScenario({ carStatus: { [SAMPLE_CAR]: label } });
      await expectConforms('car', { pathParams: { id: SAMPLE_CAR } });
      await expectConforms('cars', { params: { is_motorcycle: 0, status: label, page: 1, page_size: 20 } });
    }
  });

  it('empty answers conform: unknown ids and filters that match nothing', async () => {
    await expectConforms('cars', { params: { is_motorcycle: 0, keyword: '没有这种车', page: 1, page_size: 20 } });
    await expectConforms('cars', { params: { is_motorcycle: 0, page: 999, page_size: 20 } });
    for (const name of [
      'carMileageReport',
      'attachmentList',
      'appraiseReport',
      'repairList',
      'consumablesList',
      'displayVideo',
      'configurationChecklist',
      'benchmark',
    ] as const) {
      await expectConforms(name, { params: { car_id: 'C99999' } });
    }
    await expectConforms('hunt', { params: { id: 'H00000' } });
    await expectConforms('deliveryNotice', { params: { id: 'D00000000' } });
    await expectConforms('examineNotice', { params: { id: 'E00000000' } });
    await expectConforms('consultantContact', { params: { substation_id: 'S0000', uid: '' } });
    await expectConforms('moments', { body: { page: 1, page_size: 10, topic_id: 'T99' } });
    await expectConforms('moments', { body: { page: 1, page_size: 10, post_id: 'P0' } });
    await expectConforms('transportTrack', { params: { waybill_no: 'YD0' } });
  });

  it('the documented failures conform: an unknown car 404, an unknown report 404, a bad submission 400', async () => {
    expect((await expectConforms('car', { pathParams: { id: 'C99999' } })).status).toBe(404);
    const report = { report_id: 'R99999', business: 'retail' };
    expect((await expectConforms('inspectionReport', { params: report })).status).toBe(404);
    const sellCar = samples.sellCar[0]!;
    const bad = {
      headers: { 'Idempotency-Key': 'contract-bad-phone' },
      body: { ...sellCar.body, phone: '123', idempotency_key: 'contract-bad-phone' },
    };
    const { request } = await problemsOf('sellCar', bad);
    expect(request.status).toBe(400);
    expect(contract.validateResponse('sellCar', 400, request.answer)).toEqual([]);
    // ... and the request check sees what was wrong with it.
    expect(contract.validateRequest('sellCar', request).map((problem) => problem.path)).toEqual(['/body/phone']);
  });

  it('staff data only with the staff token: a visitor gets no staff field and a 403 for the purchase report', async () => {
    const visitor = await expectConforms('car', { pathParams: { id: SAMPLE_CAR } });
    expect(contract.staffFieldsIn('car', visitor.answer)).toEqual([]);
    expect(visitor.headers.Authorization).toBeUndefined();
    const staff = await expectConforms('car', { pathParams: { id: SAMPLE_CAR } }, MOCK_STAFF_TOKEN);
    expect(staff.headers.Authorization).toBe(`Bearer ${MOCK_STAFF_TOKEN}`);
    expect(contract.staffFieldsIn('car', staff.answer).sort()).toEqual([
      '/data/car/oem_uuid',
      '/data/company_info/account_name',
      '/data/key_management/key_box_id',
    ]);
    const denied = await expectConforms('purchaseReport', samples.purchaseReport[0]!);
    expect(denied.status).toBe(403);
  });

  it('a drifted answer is reported with the operation and the JSON path', () => {
    const body = { status: 'success', data: { list: [{ id: 'C1', title: 'x', mileage: '12000' }], total: 1 } };
    const problems = contract.validateResponse('cars', 200, body);
    expect(formatProblems('cars', problems)).toBe('cars: /data/list/0/mileage must be integer');
  });
});

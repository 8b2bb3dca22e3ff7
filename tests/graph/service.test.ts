// Every service field through the real client, SchemaLink, resolvers and REST client, with MSW at
// the REST boundary: the happy path and every fault that applies.

import { gql, type DocumentNode } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { settings } from '../../src/config/env';
import { operations } from '../../src/graph/rest/operations';
import { setScenario, type Fault } from '../../mocks/scenarios';
import type { OperationName } from '../../src/graph/rest/operations';
import { createTestGraph, type TestGraph } from '../support/graph';

interface Outcome {
  data: Record<string, unknown> | undefined;
  errors: Array<{ message: string; extensions?: Record<string, unknown> }>;
  graph: TestGraph;
}

async function run(
  query: DocumentNode,
  variables: Record<string, unknown> = {},
  graph = createTestGraph(),
): Promise<Outcome> {
  const result = await graph.client.query({ query, variables, fetchPolicy: 'no-cache' });
  const errors = CombinedGraphQLErrors.is(result.error)
    ? result.error.errors.map((e) => ({ message: e.message, extensions: e.extensions as Record<string, unknown> }))
    : result.error
      ? [{ message: result.error.message }]
      : [];
  return { data: (result.data ?? undefined) as Record<string, unknown> | undefined, errors, graph };
}

async function mutate(mutation: DocumentNode, variables: Record<string, unknown>, graph = createTestGraph()) {
  try {
    const result = await graph.client.mutate({ mutation, variables });
    return { data: result.data as Record<string, unknown>, error: null as Error | null, graph };
  } catch (error) {
    return { data: undefined, error: error as Error, graph };
  }
}

const SELL_CAR_OPTIONS = gql`
  query SellCarOptionsTest {
    sellCarOptions {
      registrationYears {
        value
        label
      }
      mileageBands {
        value
        label
      }
      serviceSubstations {
        value
        label
      }
    }
  }
`;
const CUSTOMER_SERVICE = gql`
  query CustomerServiceTest {
    customerService {
      substationId
      uid
      packages {
        id
        name
        price
        originalPrice
        items
        description
      }
    }
  }
`;
const CONSULTANT = gql`
  query ConsultantTest($substationId: ID, $uid: String) {
    consultantContact(substationId: $substationId, uid: $uid) {
      name
      phone
      wechat
      avatar
      qr
    }
  }
`;
const DELIVERY = gql`
  query DeliveryTest($id: ID!) {
    deliveryNotice(id: $id) {
      id
      customer
      carTitle
      plate
      deliveryAt
      substation
      address
      steps {
        title
        done
        at
      }
      documents
      notes
    }
  }
`;
const EXAMINE = gql`
  query ExamineTest($id: ID!) {
    examineNotice(id: $id) {
      id
      carTitle
      appointmentAt
      place
      address
      contact
      phone
      items
      notes
    }
  }
`;
const SHARE = gql`
  query ShareTest($url: String!) {
    shareConfig(url: $url) {
      appId
      timestamp
      nonceStr
      signature
    }
  }
`;
const TRACK = gql`
  query TrackTest($waybillNo: ID!) {
    transportTrack(waybillNo: $waybillNo) {
      waybillNo
      carTitle
      plate
      status
      origin
      destination
      eta
      progress
      points {
        lat
        lng
        at
      }
      stops {
        name
        lat
        lng
        arrivedAt
        departedAt
      }
      current {
        lat
        lng
        at
      }
    }
  }
`;
const IN_TRANSIT = gql`
  query InTransitTest {
    vehiclesInTransit {
      waybillNo
      carTitle
      plate
      origin
      destination
      eta
      progress
      current {
        lat
        lng
      }
    }
  }
`;
const SELL_CAR = gql`
  mutation SellCarTest($input: SellCarInput!, $key: String!) {
    sellCar(input: $input, idempotencyKey: $key) {
      clueId
      contactWithinHours
    }
  }
`;
const ASK = gql`
  mutation AskTest($input: CarQuestionInput!) {
    askCarQuestion(input: $input) {
      ticketId
    }
  }
`;

const sellInput = {
  name: '陈先生',
  phone: '13812345678',
  model: 'vw-passat',
  region: '330100',
  registrationYear: '2019',
  mileage: '30000-60000',
  substationId: '101',
  remark: '一手车，无事故',
};

describe('sellCarOptions', () => {
  it('loads the three option lists in parallel', async () => {
    const { data, errors, graph } = await run(SELL_CAR_OPTIONS);
    expect(errors).toEqual([]);
    type Options = Record<
      'registrationYears' | 'mileageBands' | 'serviceSubstations',
      Array<{ value: string; label: string }>
    >;
    const options = data?.sellCarOptions as Options;
    expect(options.registrationYears[0]).toEqual({ __typename: 'Option', value: '2026', label: '2026年' });
    expect(options.registrationYears.at(-1)?.value).toBe('2010');
    expect(options.mileageBands.map((o) => o.label)).toContain('3–6万公里');
    expect(options.serviceSubstations.map((o) => o.label)).toContain('杭州滨江服务站');
    expect(graph.requests.map((r) => r.operation).sort()).toEqual([
      'sellCarMileage',
      'sellCarSubstations',
      'sellCarYears',
    ]);
    expect(graph.requests.every((r) => r.url.startsWith('http://localhost'))).toBe(true);
  });

  const failing: Fault[] = ['http-500', 'network', 'timeout', 'malformed-json', 'envelope'];
  for (const fault of failing) {
    it(`fails with an alert on ${fault}`, async () => {
      setScenario({ faults: { sellCarMileage: fault } });
      const { data, errors, graph } = await run(SELL_CAR_OPTIONS);
      expect(data?.sellCarOptions ?? null).toBeNull();
      expect(errors).toHaveLength(1);
      expect(errors[0]?.extensions?.presentation).toBe('alert');
      expect(graph.alerts).toHaveLength(1);
      if (fault === 'envelope') expect(graph.alerts[0]).toBe('服务繁忙，请稍后再试');
    });
  }

  for (const fault of ['missing-fields', 'wrong-types', 'empty'] as Fault[]) {
    it(`reads ${fault} as valid (possibly empty) lists`, async () => {
      setScenario({ faults: { sellCarYears: fault, sellCarMileage: fault, sellCarSubstations: fault } });
      const { data, errors } = await run(SELL_CAR_OPTIONS);
      expect(errors).toEqual([]);
      const options = data?.sellCarOptions as Record<string, Array<{ value: string; label: string }>>;
      for (const list of Object.values(options).filter(Array.isArray)) {
        for (const option of list) expect(typeof option.value).toBe('string');
      }
      if (fault !== 'wrong-types') expect(options.registrationYears).toEqual([]);
    });
  }
});

describe('sellCar', () => {
  it('posts JSON with the idempotency key in the header and the body', async () => {
    const { data, error, graph } = await mutate(SELL_CAR, { input: sellInput, key: 'key-1' });
    expect(error).toBeNull();
    expect(data?.sellCar).toMatchObject({ clueId: expect.stringMatching(/^XS/), contactWithinHours: 2 });
    const request = graph.requests.find((r) => r.operation === 'sellCar');
    expect(request?.method).toBe('POST');
    expect(JSON.parse(request?.requestBody ?? '{}')).toEqual({
      name: '陈先生',
      phone: '13812345678',
      model: 'vw-passat',
      region: '330100',
      registration_year: '2019',
      mileage: '30000-60000',
      substation_id: '101',
      remark: '一手车，无事故',
      idempotency_key: 'key-1',
    });
  });

  it('sends the mobile number as one number however it was typed (+86, spaces, dashes)', async () => {
    const { error, graph } = await mutate(SELL_CAR, { input: { ...sellInput, phone: '+86 138-1234-5678' }, key: 'k' });
    expect(error).toBeNull();
    const request = graph.requests.find((r) => r.operation === 'sellCar');
    expect(JSON.parse(request?.requestBody ?? '{}')).toMatchObject({ phone: '13812345678' });
  });

  it('returns the first result for a repeated key', async () => {
    const graph = createTestGraph();
    const first = await mutate(SELL_CAR, { input: sellInput, key: 'same' }, graph);
    const second = await mutate(SELL_CAR, { input: { ...sellInput, name: '别人' }, key: 'same' }, graph);
    const third = await mutate(SELL_CAR, { input: sellInput, key: 'other' }, graph);
    expect(second.data?.sellCar).toEqual(first.data?.sellCar);
    expect(third.data?.sellCar).not.toEqual(first.data?.sellCar);
  });

  it('fails with HTTP 400 on a bad phone, then accepts the corrected form with the same key', async () => {
    const graph = createTestGraph();
    const bad = await mutate(SELL_CAR, { input: { ...sellInput, phone: '12345' }, key: 'k' }, graph);
    expect(bad.error?.message).toBe('请求没有被接受（错误 400），请稍后再试。');
    expect(graph.alerts).toEqual(['请求没有被接受（错误 400），请稍后再试。']);
    const good = await mutate(SELL_CAR, { input: sellInput, key: 'k' }, graph);
    expect(good.error).toBeNull();
  });

  it('reads a wrongly typed clue id as text', async () => {
    setScenario({ faults: { sellCar: 'wrong-types' } });
    const { data, error } = await mutate(SELL_CAR, { input: sellInput, key: 'wt' });
    expect(error).toBeNull();
    expect(data?.sellCar).toMatchObject({ clueId: '12345', contactWithinHours: 24 });
  });

  for (const fault of ['http-500', 'network', 'malformed-json', 'envelope', 'missing-fields', 'empty'] as Fault[]) {
    it(`fails on ${fault} without retrying the POST`, async () => {
      setScenario({ faults: { sellCar: fault } });
      const { error, graph } = await mutate(SELL_CAR, { input: sellInput, key: `f-${fault}` });
      expect(error).not.toBeNull();
      expect(graph.requests.filter((r) => r.operation === 'sellCar')).toHaveLength(1);
      // Spec section 8: an absent response is silently ignored (no alert); the screen shows its own failure.
      expect(graph.alerts).toHaveLength(fault === 'empty' ? 0 : 1);
    });
  }
});

describe('customerService', () => {
  it('reads the substation, uid and repair packages', async () => {
    const { data, errors } = await run(CUSTOMER_SERVICE);
    expect(errors).toEqual([]);
    const service = data?.customerService as {
      substationId: string;
      uid: string;
      packages: Array<Record<string, unknown>>;
    };
    expect(service.substationId).toBe('101');
    expect(service.uid).toBe('cs-8801');
    expect(service.packages[0]).toMatchObject({ name: '小保养', price: 399, originalPrice: 520 });
    expect(service.packages[0]?.items).toContain('更换机油滤清器');
  });

  for (const fault of ['http-500', 'network', 'timeout', 'malformed-json', 'envelope'] as Fault[]) {
    it(`alerts on ${fault}`, async () => {
      setScenario({ faults: { customerService: fault } });
      const { data, errors, graph } = await run(CUSTOMER_SERVICE);
      expect(data?.customerService ?? null).toBeNull();
      expect(errors).toHaveLength(1);
      expect(graph.alerts).toHaveLength(1);
    });
  }
  for (const fault of ['missing-fields', 'wrong-types', 'empty'] as Fault[]) {
    it(`reads ${fault} as a service without packages or with readable ones`, async () => {
      setScenario({ faults: { customerService: fault } });
      const { data, errors } = await run(CUSTOMER_SERVICE);
      expect(errors).toEqual([]);
      const service = data?.customerService as { packages: Array<{ price: number }> };
      for (const item of service.packages) expect(Number.isInteger(item.price)).toBe(true);
      if (fault !== 'wrong-types') expect(service.packages).toEqual([]);
    });
  }
});

describe('consultantContact', () => {
  it('asks the repair endpoint with substation_id and uid and reads data.data', async () => {
    const { data, errors, graph } = await run(CONSULTANT, { substationId: '201', uid: 'cs-8801' });
    expect(errors).toEqual([]);
    expect(data?.consultantContact).toMatchObject({
      name: '李明轩',
      wechat: 'dealer_sh201',
      avatar: expect.stringMatching(/^\/media\/avatars\//),
    });
    const url = new URL(graph.requests[0]?.url ?? '');
    expect(url.pathname).toBe('/v1/customer_service');
    expect(url.searchParams.get('substation_id')).toBe('201');
    expect(url.searchParams.get('uid')).toBe('cs-8801');
  });

  for (const substationId of [undefined, null, '', '   ']) {
    it(`fails without a request when substationId is ${JSON.stringify(substationId)}`, async () => {
      const variables: Record<string, unknown> = { uid: 'cs-8801' };
      if (substationId !== undefined) variables.substationId = substationId;
      const { data, errors, graph } = await run(CONSULTANT, variables);
      expect(data?.consultantContact ?? null).toBeNull();
      expect(errors.map((e) => e.message)).toEqual(['Error fetchConsultantWework(): No substation_id provided']);
      expect(errors[0]?.extensions).toMatchObject({ code: 'VALIDATION', presentation: 'rethrow' });
      expect(graph.requests).toEqual([]);
      expect(graph.alerts).toEqual([]);
    });
  }

  it('reads an unknown substation as no consultant', async () => {
    const { data, errors } = await run(CONSULTANT, { substationId: '999', uid: 'x' });
    expect(errors).toEqual([]);
    expect(data?.consultantContact).toBeNull();
  });

  it('faults of the consultant lookup do not affect the packages call on the same URL', async () => {
    setScenario({ faults: { consultantContact: 'http-500' } });
    const failed = await run(CONSULTANT, { substationId: '101', uid: 'u' });
    expect(failed.errors[0]?.extensions?.status).toBe(500);
    const service = await run(CUSTOMER_SERVICE);
    expect(service.errors).toEqual([]);
  });

  for (const fault of ['network', 'timeout', 'malformed-json', 'envelope'] as Fault[]) {
    it(`alerts on ${fault}`, async () => {
      setScenario({ faults: { consultantContact: fault } });
      const { errors, graph } = await run(CONSULTANT, { substationId: '101', uid: 'u' });
      expect(errors).toHaveLength(1);
      expect(graph.alerts).toHaveLength(1);
    });
  }
  for (const fault of ['missing-fields', 'empty'] as Fault[]) {
    it(`reads ${fault} as no consultant`, async () => {
      setScenario({ faults: { consultantContact: fault } });
      const { data, errors } = await run(CONSULTANT, { substationId: '101', uid: 'u' });
      expect(errors).toEqual([]);
      expect(data?.consultantContact).toBeNull();
    });
  }
});

describe.each([
  ['deliveryNotice', DELIVERY, 'D20261101', 'deliveryNotice' as OperationName],
  ['examineNotice', EXAMINE, 'E20261101', 'examineNotice' as OperationName],
] as const)('%s', (field, query, knownId, operation) => {
  it('reads the notice for a known id', async () => {
    const { data, errors } = await run(query, { id: knownId });
    expect(errors).toEqual([]);
    const notice = data?.[field] as Record<string, unknown>;
    expect(notice.id).toBe(knownId);
    expect(notice.carTitle).toMatch(/款/);
  });

  it('reads an unknown id as not found, without an alert', async () => {
    const { data, errors, graph } = await run(query, { id: 'NOPE404' });
    expect(errors).toEqual([]);
    expect(data?.[field]).toBeNull();
    expect(graph.alerts).toEqual([]);
  });

  it('reads an HTTP 404 as not found, without an alert', async () => {
    server.use(
      http.get(`${settings.apiHost}${operations[operation].path}`, () =>
        HttpResponse.json({ status: 'error', message: 'not found' }, { status: 404 }),
      ),
    );
    const { data, errors, graph } = await run(query, { id: knownId });
    expect(errors).toEqual([]);
    expect(data?.[field]).toBeNull();
    expect(graph.alerts).toEqual([]);
  });

  it('does not ask the server about an id that cannot be one', async () => {
    const { data, graph } = await run(query, { id: '../../etc/passwd' });
    expect(data?.[field]).toBeNull();
    expect(graph.requests).toEqual([]);
  });

  for (const fault of ['http-500', 'network', 'timeout', 'malformed-json', 'envelope'] as Fault[]) {
    it(`alerts on ${fault}`, async () => {
      setScenario({ faults: { [operation]: fault } });
      const { errors, graph } = await run(query, { id: knownId });
      expect(errors).toHaveLength(1);
      expect(graph.alerts).toHaveLength(1);
    });
  }
  for (const fault of ['missing-fields', 'wrong-types', 'empty'] as Fault[]) {
    it(`reads ${fault} without an error`, async () => {
      setScenario({ faults: { [operation]: fault } });
      const { errors } = await run(query, { id: knownId });
      expect(errors).toEqual([]);
    });
  }
});

describe('shareConfig', () => {
  it('reads the signature at the body root', async () => {
    const { data, errors, graph } = await run(SHARE, { url: 'https://m.example.test/car/1?x=1' });
    expect(errors).toEqual([]);
    expect(data?.shareConfig).toMatchObject({
      appId: 'wx5f3c9a1d2e8b7c60',
      signature: expect.stringMatching(/^[0-9a-f]{40}$/),
    });
    expect(new URL(graph.requests[0]?.url ?? '').searchParams.get('url')).toBe('https://m.example.test/car/1?x=1');
  });
  for (const fault of ['http-500', 'network', 'malformed-json', 'missing-fields', 'empty'] as Fault[]) {
    it(`fails with an alert on ${fault}`, async () => {
      setScenario({ faults: { jsSdk: fault } });
      const { data, errors, graph } = await run(SHARE, { url: 'https://m.example.test/' });
      expect(data?.shareConfig ?? null).toBeNull();
      expect(errors).toHaveLength(1);
      expect(graph.alerts).toHaveLength(fault === 'empty' ? 0 : 1);
    });
  }
  it('reads wrongly typed values as strings', async () => {
    setScenario({ faults: { jsSdk: 'wrong-types' } });
    const { data, errors } = await run(SHARE, { url: 'https://m.example.test/' });
    expect(errors).toEqual([]);
    expect(data?.shareConfig).toMatchObject({ appId: '12345' });
  });
});

describe('askCarQuestion', () => {
  it('posts the question and reads the ticket', async () => {
    const { data, error, graph } = await mutate(ASK, {
      input: { carId: 'C1', question: '可以试驾吗？', phone: '13812345678' },
    });
    expect(error).toBeNull();
    expect(data?.askCarQuestion).toMatchObject({ ticketId: 'Q C1-6'.replace(' ', '') });
    expect(JSON.parse(graph.requests[0]?.requestBody ?? '{}')).toEqual({
      car_id: 'C1',
      question: '可以试驾吗？',
      phone: '13812345678',
    });
  });
  for (const fault of ['http-500', 'network', 'envelope', 'missing-fields', 'empty'] as Fault[]) {
    it(`fails on ${fault}`, async () => {
      setScenario({ faults: { carQuestion: fault } });
      const { error, graph } = await mutate(ASK, { input: { carId: 'C1', question: '还在吗' } });
      expect(error).not.toBeNull();
      expect(graph.alerts).toHaveLength(fault === 'empty' ? 0 : 1);
    });
  }
});

describe('transportTrack', () => {
  it('reads a route of about 60 points with stops and the current position', async () => {
    const { data, errors } = await run(TRACK, { waybillNo: 'YD20261120001' });
    expect(errors).toEqual([]);
    const track = data?.transportTrack as {
      origin: string;
      destination: string;
      points: unknown[];
      stops: Array<{ name: string }>;
      current: { lat: number; lng: number };
      progress: number;
      status: string;
    };
    expect(track.origin).toBe('杭州');
    expect(track.destination).toBe('合肥');
    expect(track.points.length).toBeGreaterThanOrEqual(55);
    expect(track.points.length).toBeLessThanOrEqual(65);
    expect(track.stops.map((s) => s.name)).toEqual(['杭州发车点', '湖州服务区', '宣城服务区', '合肥交付中心']);
    expect(track.status).toBe('in_transit');
    expect(track.progress).toBeCloseTo(0.62);
    expect(track.current.lat).toBeGreaterThan(30);
  });

  it('alerts the business message and resolves to null for an unknown waybill', async () => {
    const { data, errors, graph } = await run(TRACK, { waybillNo: 'YD000' });
    expect(errors).toEqual([]);
    expect(data?.transportTrack).toBeNull();
    expect(graph.alerts).toEqual(['未查询到该运单']);
  });

  it('asks nothing for a blank waybill', async () => {
    const { data, graph } = await run(TRACK, { waybillNo: '  ' });
    expect(data?.transportTrack).toBeNull();
    expect(graph.requests).toEqual([]);
  });

  it('passes the body on when the code is not 200000000 (envelope fault): alert, then null', async () => {
    setScenario({ faults: { transportTrack: 'envelope' } });
    const { data, errors, graph } = await run(TRACK, { waybillNo: 'YD20261120001' });
    expect(errors).toEqual([]);
    expect(data?.transportTrack).toBeNull();
    expect(graph.alerts).toEqual(['业务系统繁忙，请稍后再试']);
  });

  for (const fault of ['http-500', 'network', 'timeout', 'malformed-json'] as Fault[]) {
    it(`fails with an alert on ${fault}`, async () => {
      setScenario({ faults: { transportTrack: fault } });
      const { errors, graph } = await run(TRACK, { waybillNo: 'YD20261120001' });
      expect(errors).toHaveLength(1);
      expect(graph.alerts).toHaveLength(1);
    });
  }
  for (const fault of ['missing-fields', 'wrong-types', 'empty'] as Fault[]) {
    it(`reads ${fault} as a null or valid track`, async () => {
      setScenario({ faults: { transportTrack: fault } });
      const { data, errors } = await run(TRACK, { waybillNo: 'YD20261120001' });
      expect(errors).toEqual([]);
      const track = data?.transportTrack as { points: unknown[]; progress: number } | null;
      if (track) {
        expect(track.progress).toBeGreaterThanOrEqual(0);
        expect(track.progress).toBeLessThanOrEqual(1);
      }
    });
  }
});

describe('vehiclesInTransit', () => {
  it('lists the vehicles on the road', async () => {
    const { data, errors } = await run(IN_TRANSIT);
    expect(errors).toEqual([]);
    const vehicles = data?.vehiclesInTransit as Array<{ waybillNo: string; current: unknown }>;
    expect(vehicles.length).toBeGreaterThanOrEqual(3);
    expect(vehicles.every((v) => v.current)).toBe(true);
  });
  it('reads an envelope failure as an empty list after alerting its message', async () => {
    setScenario({ faults: { transportInTransit: 'envelope' } });
    const { data, graph } = await run(IN_TRANSIT);
    expect(data?.vehiclesInTransit).toEqual([]);
    expect(graph.alerts).toEqual(['业务系统繁忙，请稍后再试']);
  });
  for (const fault of ['missing-fields', 'wrong-types', 'empty'] as Fault[]) {
    it(`reads ${fault} as a valid list`, async () => {
      setScenario({ faults: { transportInTransit: fault } });
      const { data, errors } = await run(IN_TRANSIT);
      expect(errors).toEqual([]);
      expect(Array.isArray(data?.vehiclesInTransit)).toBe(true);
    });
  }
  for (const fault of ['http-500', 'network', 'malformed-json'] as Fault[]) {
    it(`fails with an alert on ${fault}`, async () => {
      setScenario({ faults: { transportInTransit: fault } });
      const { errors, graph } = await run(IN_TRANSIT);
      expect(errors).toHaveLength(1);
      expect(graph.alerts).toHaveLength(1);
    });
  }
});

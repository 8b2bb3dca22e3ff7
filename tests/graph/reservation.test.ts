// The reservation calls through the real client, SchemaLink, resolvers and REST client, MSW answering as
// the mocked server: one reservation and one merchant order per key, the server's amount, refusals as
// their own error code, the status moved on by the scenario, the cancellation and its refund.

import { CombinedGraphQLErrors, gql } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import {
  acceptedReservationKeys,
  heldCarIds,
  lapseMockHolds,
  settleMockPayment,
} from '../../mocks/handlers/reservation';
import { setScenario, type ReservationCase } from '../../mocks/scenarios';
import { parseScenario, formatScenario } from '../../mocks/scenarios';
import { operationNames } from '../../src/graph/rest/operations';
import { createTestGraph } from '../support/graph';

const CREATE = gql`
  mutation Create($input: ReservationInput!, $key: String!, $channel: PayChannel!) {
    createReservation(
      input: $input
      idempotencyKey: $key
      channel: $channel
      redirectUrl: "https://m.example.com/car/C10001"
    ) {
      reservation {
        id
        reference
        carId
        status
        amountYuan
        holdUntil
        showroom {
          name
          address
          phone
        }
      }
      payment {
        merchantOrderNo
        h5Url
        jsapi {
          appId
          timeStamp
          nonceStr
          package
          signType
          paySign
        }
      }
    }
  }
`;
const STATUS = gql`
  query Status($id: ID!) {
    reservation(id: $id) {
      id
      status
      holdUntil
      refundStatus
    }
  }
`;
const CANCEL = gql`
  mutation Cancel($id: ID!) {
    cancelReservation(id: $id) {
      id
      status
      refundStatus
    }
  }
`;
const INPUT = { carId: 'C10001', name: '王先生', phone: '138 1234 5678' };

type Start = {
  reservation: { id: string; status: string; amountYuan: number; holdUntil: string | null };
  payment: { merchantOrderNo: string; h5Url: string | null; jsapi: { package: string } | null };
};

async function create(graph = createTestGraph(), key = 'key-1', channel = 'JSAPI', carId = INPUT.carId) {
  const input = { ...INPUT, carId };
  const result = await graph.client.mutate({ mutation: CREATE, variables: { input, key, channel } });
  return (result.data as { createReservation: Start }).createReservation;
}

async function status(graph: ReturnType<typeof createTestGraph>, id: string) {
  const result = await graph.client.query({ query: STATUS, variables: { id }, fetchPolicy: 'no-cache' });
  return (result.data as { reservation: { status: string; holdUntil: string | null; refundStatus: string | null } })
    .reservation;
}

async function refusal(reservationCase: ReservationCase) {
  setScenario({ reservation: reservationCase });
  const graph = createTestGraph();
  const result = await graph.client
    .mutate({ mutation: CREATE, variables: { input: INPUT, key: `k-${reservationCase}`, channel: 'H5' } })
    .catch((error: unknown) => ({ error }));
  const error = (result as { error?: unknown }).error;
  expect(CombinedGraphQLErrors.is(error)).toBe(true);
  return { graph, error: (error as CombinedGraphQLErrors).errors[0]! };
}

describe('the reservation through the graph', () => {
  it('answers JSAPI parameters inside WeChat and a payment page elsewhere, with the server amount', async () => {
    const graph = createTestGraph();
    const jsapi = await create(graph, 'key-jsapi', 'JSAPI');
    expect(jsapi.reservation).toMatchObject({ status: 'PENDING_PAYMENT', amountYuan: 2000, holdUntil: null });
    expect(jsapi.payment.jsapi?.package).toMatch(/^prepay_id=/);
    expect(jsapi.payment.h5Url).toBeNull();
    const h5 = await create(graph, 'key-h5', 'H5');
    expect(h5.payment.jsapi).toBeNull();
    expect(h5.payment.h5Url).toMatch(/^https:\/\//);
    const sent = graph.requests.filter((entry) => entry.operation === 'createReservation');
    expect(sent).toHaveLength(2);
  });

  it('the same key answers the same reservation and merchant order, never a second', async () => {
    const first = await create(createTestGraph(), 'same-key');
    const again = await create(createTestGraph(), 'same-key');
    expect(again.reservation.id).toBe(first.reservation.id);
    expect(again.payment.merchantOrderNo).toBe(first.payment.merchantOrderNo);
    expect(acceptedReservationKeys()).toEqual(['same-key']);
  });

  it('the server decides the amount (price changed)', async () => {
    setScenario({ reservation: 'price-changed' });
    expect((await create()).reservation.amountYuan).toBe(3000);
  });

  it('refuses a car reserved or sold by someone else with its own code and the server message, no alert', async () => {
    const reserved = await refusal('reserved-by-another');
    expect(reserved.error.extensions).toMatchObject({ code: 'RESERVATION_REFUSED', reason: 'RESERVED' });
    expect(reserved.error.message).toBe('这辆车刚刚被其他顾客预订了');
    expect(reserved.graph.alerts).toEqual([]);
    const sold = await refusal('sold');
    expect(sold.error.extensions).toMatchObject({ code: 'RESERVATION_REFUSED', reason: 'SOLD' });
  });

  it('paid through the bridge: held at the next read, and the car reads reserved for everyone', async () => {
    const graph = createTestGraph();
    const start = await create(graph);
    expect(await status(graph, start.reservation.id)).toMatchObject({ status: 'PENDING_PAYMENT' });
    expect(settleMockPayment(start.payment.jsapi!.package)).toBe('ok');
    const held = await status(graph, start.reservation.id);
    expect(held.status).toBe('HELD');
    expect(Date.parse(held.holdUntil!) - Date.now()).toBeGreaterThan(71 * 3_600_000);
    expect(heldCarIds().has('C10001')).toBe(true);
    // Someone else trying now is refused.
    await expect(create(createTestGraph(), 'another-visitor')).rejects.toThrow('这辆车刚刚被其他顾客预订了');
  });

  it('a hold whose time is up ends: expired with the deposit refunded, and the car is on sale again', async () => {
    const graph = createTestGraph();
    const start = await create(graph);
    settleMockPayment(start.payment.jsapi!.package);
    const held = await status(graph, start.reservation.id);
    expect(heldCarIds().has('C10001')).toBe(true);
    expect(held.holdUntil).not.toBeNull();
    lapseMockHolds();
    expect(heldCarIds().has('C10001')).toBe(false);
    expect(await status(graph, start.reservation.id)).toMatchObject({ status: 'EXPIRED', refundStatus: 'refunded' });
  });

  it('confirmed late: paid_unconfirmed for three reads, then held; never confirmed: stays unconfirmed', async () => {
    setScenario({ reservation: 'confirmed-late' });
    const graph = createTestGraph();
    const late = await create(graph, 'late');
    settleMockPayment(late.payment.jsapi!.package);
    const reads = [];
    for (let i = 0; i < 4; i++) reads.push((await status(graph, late.reservation.id)).status);
    expect(reads).toEqual(['PAID_UNCONFIRMED', 'PAID_UNCONFIRMED', 'PAID_UNCONFIRMED', 'HELD']);

    setScenario({ reservation: 'never-confirmed' });
    const never = await create(graph, 'never', 'JSAPI', 'C10002');
    settleMockPayment(never.payment.jsapi!.package);
    for (let i = 0; i < 6; i++) expect((await status(graph, never.reservation.id)).status).toBe('PAID_UNCONFIRMED');
  });

  it('cancel and pay-fail leave the order unpaid; expired while paying reads expired', async () => {
    setScenario({ reservation: 'pay-cancel' });
    const graph = createTestGraph();
    const start = await create(graph, 'cancelled');
    expect(settleMockPayment(start.payment.jsapi!.package)).toBe('cancel');
    expect((await status(graph, start.reservation.id)).status).toBe('PENDING_PAYMENT');
    setScenario({ reservation: 'pay-fail' });
    expect(settleMockPayment(start.payment.jsapi!.package)).toBe('fail');
    setScenario({ reservation: 'expired-while-paying' });
    const expiring = await create(graph, 'expiring');
    settleMockPayment(expiring.payment.jsapi!.package);
    expect((await status(graph, expiring.reservation.id)).status).toBe('EXPIRED');
  });

  it('a cancellation is refund pending, then refunded; cancelling twice is one cancellation', async () => {
    const graph = createTestGraph();
    const start = await create(graph);
    settleMockPayment(start.payment.jsapi!.package);
    await status(graph, start.reservation.id);
    const cancel = async () =>
      (
        (await graph.client.mutate({ mutation: CANCEL, variables: { id: start.reservation.id } })).data as {
          cancelReservation: { status: string };
        }
      ).cancelReservation.status;
    expect(await cancel()).toBe('CANCEL_REQUESTED');
    expect(await cancel()).toBe('CANCEL_REQUESTED');
    expect(heldCarIds().has('C10001')).toBe(false);
    expect(await status(graph, start.reservation.id)).toMatchObject({ status: 'REFUND_PENDING' });
    expect(await status(graph, start.reservation.id)).toMatchObject({ status: 'REFUNDED', refundStatus: 'refunded' });
  });

  it('the reservation case travels in the scenario text', () => {
    const scenario = parseScenario('createReservation:network;reserve:confirmed-late', operationNames);
    expect(scenario).toEqual({
      faults: { createReservation: 'network' },
      carStatus: {},
      reservation: 'confirmed-late',
    });
    expect(formatScenario(scenario)).toBe('createReservation:network;reserve:confirmed-late');
    expect(parseScenario('reserve:nonsense', operationNames).reservation).toBeUndefined();
  });
});

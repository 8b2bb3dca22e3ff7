// Staff-only fields (src/domain/staff-fields.ts): the graph hands them out only inside the internal
// business-system embed; for a visitor they are null and the purchase report is not even asked for.

import { gql, type TypedDocumentNode } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { purchaseUuids } from '../../mocks/fixtures/reports';
import { isStaffField, STAFF_FIELDS } from '../../src/domain/staff-fields';
import { createSchema } from '../../src/graph/schema';
import { createTestGraph } from '../support/graph';

interface PurchaseAnswer {
  staffView: boolean;
  purchaseReport: { uuid: string; purchasePrice: number | null } | null;
}

interface CarAnswer {
  car: {
    id: string;
    title: string;
    keyBoxId: string | null;
    companyAccountName: string | null;
    oemUuid: string | null;
  } | null;
}

const CAR: TypedDocumentNode<CarAnswer, { id: string }> = gql`
  query StaffCar($id: ID!) {
    car(id: $id) {
      id
      title
      keyBoxId
      companyAccountName
      oemUuid
    }
  }
`;

const PURCHASE: TypedDocumentNode<PurchaseAnswer, { uuid: string }> = gql`
  query StaffPurchase($uuid: ID!) {
    staffView
    purchaseReport(uuid: $uuid) {
      uuid
      purchasePrice
    }
  }
`;

describe('staff-only fields', () => {
  it('names fields the schema has', () => {
    const schema = createSchema();
    for (const { type, field } of STAFF_FIELDS) {
      const target = schema.getType(type) as { getFields?: () => Record<string, unknown> } | undefined;
      expect(target?.getFields?.()[field], `${type}.${field}`).toBeDefined();
    }
    expect(isStaffField('Car', 'keyBoxId')).toBe(true);
    expect(isStaffField('Car', 'title')).toBe(false);
  });

  it('are null for a visitor, the rest of the car as usual', async () => {
    const graph = createTestGraph();
    const { data } = await graph.client.query({ query: CAR, variables: { id: 'C10001' } });
    expect(data?.car?.title).toBeTruthy();
    expect(data?.car).toMatchObject({ keyBoxId: null, companyAccountName: null, oemUuid: null });
  });

  it('resolve inside the embed', async () => {
    const graph = createTestGraph({ staff: true });
    const { data } = await graph.client.query({ query: CAR, variables: { id: 'C10001' } });
    expect(data?.car?.keyBoxId).toMatch(/^KB-/);
    expect(data?.car?.companyAccountName).toBeTruthy();
    expect(data?.car?.oemUuid).toBeTruthy();
  });

  it('the purchase report: no REST call for a visitor, the report for staff', async () => {
    const visitor = createTestGraph();
    const seen = await visitor.client.query({ query: PURCHASE, variables: { uuid: purchaseUuids[0]! } });
    expect(seen.data).toMatchObject({ staffView: false, purchaseReport: null });
    expect(visitor.requests.map((entry) => entry.operation)).not.toContain('purchaseReport');

    const staff = createTestGraph({ staff: true });
    const report = await staff.client.query({ query: PURCHASE, variables: { uuid: purchaseUuids[0]! } });
    expect(report.data?.staffView).toBe(true);
    expect(report.data?.purchaseReport?.purchasePrice).toEqual(expect.any(Number));
    expect(staff.requests.map((entry) => entry.operation)).toContain('purchaseReport');
  });
});

// What only staff may see (issue 34, item 4): fields the dealer's staff work with, shown only inside the
// internal business-system embed (the EMBED_HOSTS rule, src/platform/device.ts), never to a visitor.
// This table is the one home of that rule: the graph resolves each field listed here to null unless the
// request comes from the embed (src/graph/schema.ts wraps them), so a visitor's screen never receives
// them; a root field listed here makes no REST call for a visitor at all. docs/product.md describes it.

export interface StaffField {
  /** GraphQL type and field (schema.graphql). */
  type: string;
  field: string;
  /** Where the REST answer carries it. */
  source: string;
  /** Why it is internal, in a few words. */
  why: string;
}

export const STAFF_FIELDS: readonly StaffField[] = [
  {
    type: 'Car',
    field: 'keyBoxId',
    source: 'GET /v1/car/{id}: key_management.key_box_id',
    why: 'the key-cabinet slot of the car’s key',
  },
  {
    type: 'Car',
    field: 'companyAccountName',
    source: 'GET /v1/car/{id}: company_info.account_name',
    why: 'the payee account of the selling company',
  },
  {
    type: 'Car',
    field: 'oemUuid',
    source: 'GET /v1/car/{id}: car.oem_uuid',
    why: 'the key of the purchase report: its link shows only to staff',
  },
  {
    type: 'Query',
    field: 'purchaseReport',
    source: 'GET /v1/oem/purchaseReport?uuid',
    why: 'what the dealer paid for the car (the acquisition)',
  },
];

/** Whether `type.field` is staff-only. */
export function isStaffField(type: string, field: string): boolean {
  return STAFF_FIELDS.some((entry) => entry.type === type && entry.field === field);
}

/** The staff-only fields of one GraphQL type. */
export function staffFieldsOf(type: string): string[] {
  return STAFF_FIELDS.filter((entry) => entry.type === type).map((entry) => entry.field);
}

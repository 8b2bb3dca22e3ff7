// The operations table (src/graph/rest/operations.ts) and the contract (contract/openapi.yaml) agree both
// ways: the same operations, and for each its method, path, host, body kind, envelope and staff marks.
// No call without an entry (every client call names a table key, and TypeScript holds it to the table;
// lint keeps fetch() to http.ts and analytics.ts), no entry without a call in the document.
import { describe, expect, it } from 'vitest';
import { STAFF_FIELDS } from '../../src/domain/staff-fields';
import { operationNames, operations, type OperationSpec } from '../../src/graph/rest/operations';
import { loadContract } from '../../scripts/contract/document';

const contract = loadContract();
/** Not in the table: src/platform/analytics.ts posts its batches itself (sendBeacon). */
const OUTSIDE_TABLE = ['analyticsBatch'];
/** Beyond the spec (the table's comments, the issue): their paths and payloads were chosen here. */
const ASSUMED_OPERATIONS = [
  'viewingBooking',
  'changeViewingBooking',
  'cancelViewingBooking',
  'consultantContact',
  'analyticsBatch',
  'createReservation',
  'reservationStatus',
  'cancelReservation',
];
const HOST_VARIABLES = {
  relative: null,
  main: 'API_HOST',
  inspection: 'INSPECTION_HOST',
  options: 'OPTIONS_ROOT',
  business: 'BUSINESS_API_HOST',
} as const;

describe('the operations table and the contract agree', () => {
  it('name the same operations', () => {
    expect([...contract.operations.keys()].sort()).toEqual([...operationNames, ...OUTSIDE_TABLE].sort());
  });

  it.each(operationNames.map((name) => [name]))('%s: method, path, host, body, envelope and staff marks', (name) => {
    const spec: OperationSpec = operations[name];
    const documented = contract.operations.get(name)!;
    expect(documented.method).toBe(spec.method);
    expect(documented.path).toBe(spec.path.replace(/:(\w+)/g, '{$1}'));
    expect(documented.host).toBe(spec.host);
    expect(documented.hostVariable).toBe(HOST_VARIABLES[spec.host]);
    expect(documented.bodyKind).toBe(spec.method === 'POST' ? (spec.body ?? 'json') : null);
    expect(documented.envelope).toBe(spec.envelope);
    expect(documented.staffToken).toBe(spec.staff !== undefined);
    expect(documented.staffOnly).toBe(spec.staff === 'only');
    if (spec.staff === 'fields') expect(documented.staffFields.length).toBeGreaterThan(0);
    expect(documented.source).toBe(ASSUMED_OPERATIONS.includes(name) ? 'assumed' : 'spec');
  });

  it('the analytics batch is the collector the mock builds post to', () => {
    const analytics = contract.operations.get('analyticsBatch')!;
    expect(analytics).toMatchObject({ method: 'POST', path: '/analytics/events', host: 'relative', bodyKind: 'json' });
    expect(analytics.source).toBe('assumed');
  });

  it('marks as staff-only exactly the fields src/domain/staff-fields.ts lists', () => {
    const documented = contract.operations
      .get('car')!
      .staffFields.map((path) => path.join('.'))
      .sort();
    const listed = STAFF_FIELDS.filter((field) => field.type === 'Car')
      .map((field) => `data.${field.source.split(': ')[1]!}`)
      .sort();
    expect(documented).toEqual(listed);
    expect(STAFF_FIELDS.some((field) => field.source.startsWith('GET /v1/oem/purchaseReport'))).toBe(true);
  });

  it('marks every operation, parameter and field spec or assumed', () => {
    const unmarked: string[] = [];
    const visit = (node: unknown, path: string) => {
      if (Array.isArray(node)) return node.forEach((item, index) => visit(item, `${path}/${index}`));
      if (!node || typeof node !== 'object') return;
      const record = node as Record<string, unknown>;
      if (record.properties && typeof record.properties === 'object') {
        for (const [name, field] of Object.entries(record.properties as Record<string, Record<string, unknown>>)) {
          const marked = typeof field.$ref === 'string' || ['spec', 'assumed'].includes(String(field['x-source']));
          if (!marked) unmarked.push(`${path}/properties/${name}`);
        }
      }
      for (const [key, value] of Object.entries(record)) {
        // A properties map holds fields by name (one may be called `properties`): each field is a schema.
        if (key === 'properties' && value && typeof value === 'object') {
          for (const [name, field] of Object.entries(value)) visit(field, `${path}/properties/${name}`);
        } else visit(value, `${path}/${key}`);
      }
    };
    visit(contract.document.paths, '#/paths');
    visit(contract.document.components, '#/components');
    for (const [pathKey, item] of Object.entries(contract.document.paths as Record<string, Record<string, unknown>>)) {
      for (const op of Object.values(item) as Record<string, unknown>[]) {
        if (!['spec', 'assumed'].includes(String(op['x-source']))) unmarked.push(`#/paths/${pathKey}`);
        for (const parameter of (op.parameters ?? []) as Record<string, unknown>[]) {
          if (!parameter.$ref && !['spec', 'assumed'].includes(String(parameter['x-source'])))
            unmarked.push(`#/paths/${pathKey} parameter ${String(parameter.name)}`);
        }
      }
    }
    expect(unmarked).toEqual([]);
  });

  it('a drifted table would be caught: a changed path, method or envelope disagrees', () => {
    const documented = contract.operations.get('car')!;
    expect(documented.path).not.toBe('/v1/cars/{id}');
    expect(documented.method).not.toBe('POST');
    expect(documented.envelope).not.toBe('code-2000000');
  });
});

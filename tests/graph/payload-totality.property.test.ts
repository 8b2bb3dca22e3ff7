// Every REST payload mapper is total (issue 10): whatever JSON a server sends, each operation's
// resolvers give a valid value or a typed error (PARSE, ABSENT, ENVELOPE ...), never an internal
// failure. Payloads are the real mock answer with random parts replaced by arbitrary JSON, plus
// wholly arbitrary JSON, behind the operation's own success envelope so they reach the mappers.
import fc from 'fast-check';
import {
  buildSchema,
  getNamedType,
  isObjectType,
  Kind,
  parse,
  print,
  type FieldNode,
  type GraphQLObjectType,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { http, HttpResponse } from 'msw';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hostPattern } from '../../mocks/handlers/define';
import { server } from '../../mocks/node';
import { createGraph } from '../../src/graph/client';
import { operations, type OperationName } from '../../src/graph/rest/operations';
import { executeRow, operationRows, type OperationRow } from '../support/operation-queries';

const schema = buildSchema(readFileSync('schema.graphql', 'utf8'));

/** Every field of a type, nested to `depth` levels (arguments left to their defaults). */
function fullSelection(type: GraphQLObjectType, depth: number): SelectionSetNode {
  const selections: FieldNode[] = [];
  for (const field of Object.values(type.getFields())) {
    if (field.args.some((arg) => arg.type.toString().endsWith('!') && arg.defaultValue === undefined)) continue;
    const named = getNamedType(field.type);
    if (isObjectType(named)) {
      if (depth <= 0) continue;
      selections.push({
        kind: Kind.FIELD,
        name: { kind: Kind.NAME, value: field.name },
        selectionSet: fullSelection(named, depth - 1),
      });
    } else {
      selections.push({ kind: Kind.FIELD, name: { kind: Kind.NAME, value: field.name } });
    }
  }
  return { kind: Kind.SELECTION_SET, selections };
}

/** The row's request with its root field selecting everything the schema offers. */
function fullRow(row: OperationRow): OperationRow {
  const document = parse(row.query);
  const operation = document.definitions[0] as OperationDefinitionNode;
  const root = operation.selectionSet.selections[0] as FieldNode;
  const rootType = operation.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
  const fieldType = getNamedType(rootType!.getFields()[root.name.value]!.type);
  const selectionSet = isObjectType(fieldType) ? fullSelection(fieldType, 4) : undefined;
  const full = { ...operation, selectionSet: { ...operation.selectionSet, selections: [{ ...root, selectionSet }] } };
  return { ...row, query: print({ ...document, definitions: [full] }) };
}

function wrap(operation: OperationName, data: unknown): unknown {
  switch (operations[operation].envelope) {
    case 'status-success':
      return { status: 'success', message: 'ok', data };
    case 'code-2000000':
      return { code: 2000000, message: 'success', data };
    case 'business':
      return { code: 200000000, msg: 'success', data };
    case 'http-200':
      return data;
  }
}

function dataOf(operation: OperationName, body: unknown): unknown {
  if (operations[operation].envelope === 'http-200') return body;
  return body && typeof body === 'object' ? (body as Record<string, unknown>).data : body;
}

/** Replaces the n-th node (pre-order) of a JSON tree. */
function replaceNode(tree: unknown, index: number, value: unknown): unknown {
  let counter = -1;
  const walk = (node: unknown): unknown => {
    counter++;
    if (counter === index) return value;
    if (Array.isArray(node)) return node.map(walk);
    if (node && typeof node === 'object') return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v)]));
    return node;
  };
  return walk(tree);
}

function countNodes(tree: unknown): number {
  if (Array.isArray(tree)) return 1 + tree.reduce((total: number, item) => total + countNodes(item), 0);
  if (tree && typeof tree === 'object')
    return 1 + Object.values(tree).reduce((total: number, item) => total + countNodes(item), 0);
  return 1;
}

async function happyData(operation: OperationName, row: OperationRow): Promise<unknown> {
  let body: unknown;
  const graph = createGraph({
    presenter: { alert: () => undefined },
    retryDelaysMs: [],
    onRequest: (entry) => {
      if (entry.operation === operation) body = entry.responseBody;
    },
  });
  row.prepare?.(graph);
  await executeRow(graph.client, row, parse(row.query));
  return dataOf(operation, body);
}

const json = fc.jsonValue({ maxDepth: 3 });

describe('REST payload mappers are total', () => {
  for (const operation of Object.keys(operationRows) as OperationName[]) {
    it(`${operation}: any payload gives a value or a typed error`, async () => {
      const row = fullRow(operationRows[operation]);
      const happy = await happyData(operation, row);
      const nodes = Math.max(1, countNodes(happy));
      const payload = fc.oneof(
        {
          weight: 3,
          arbitrary: fc
            .array(fc.tuple(fc.nat({ max: nodes - 1 }), json), { minLength: 1, maxLength: 5 })
            .map((edits) => edits.reduce((tree, [index, value]) => replaceNode(tree, index, value), happy)),
        },
        { weight: 1, arbitrary: json },
      );
      await fc.assert(
        fc.asyncProperty(payload, async (data) => {
          server.resetHandlers();
          const graph = createGraph({ presenter: { alert: () => undefined }, retryDelaysMs: [] });
          row.prepare?.(graph);
          server.use(http.all(hostPattern(operation), () => HttpResponse.json(wrap(operation, data) as never)));
          const { errors } = await executeRow(graph.client, row, parse(row.query));
          const codes = errors.map((error) => String(error.extensions?.code ?? 'UNKNOWN'));
          expect(
            codes.filter((code) => code === 'INTERNAL' || code === 'LINK' || code === 'UNKNOWN'),
            JSON.stringify(errors),
          ).toEqual([]);
        }),
        { numRuns: 12, seed: 20261122 },
      );
    });
  }
});

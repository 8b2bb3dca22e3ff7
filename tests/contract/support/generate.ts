// Payloads made from the contract's schemas, for the reader walk: `minimal` has only the required fields
// (the least a server may send), `full` every field the document names, `extra` every field plus an
// unknown one at each object (a server may add fields; the readers must not mind).
import type { Contract } from '../../../scripts/contract/document';

export type PayloadKind = 'minimal' | 'full' | 'extra';
export const payloadKinds: PayloadKind[] = ['minimal', 'full', 'extra'];

type Schema = Record<string, unknown>;

/** Strings that satisfy the document's patterns, by pattern. */
const PATTERN_SAMPLES: [RegExp, string][] = [
  [/\\d\{4\}-\\d\{2\}\(-\\d\{2\}\)\?/, '2021-04-10'],
  [/https\?/, '/media/cars/sample.svg'],
  [/\^1\[3-9\]/, '13812345678'],
  [/\\d\{2\}:\\d\{2\}-/, '10:00-12:00'],
  [/A-Za-z0-9_-/, 'D20261101'],
];

function stringFor(schema: Schema): string {
  if (schema.format === 'date') return '2021-04-10';
  if (schema.format === 'date-time') return '2026-11-20T02:00:00.000Z';
  if (schema.format === 'uri') return 'https://m.example.com/car/C10001';
  if (typeof schema.pattern === 'string') {
    const sample = PATTERN_SAMPLES.find(([pattern]) => pattern.test(String(schema.pattern)));
    if (!sample) throw new Error(`no sample for the pattern ${String(schema.pattern)}`);
    return sample[1];
  }
  return 'sample';
}

function numberFor(schema: Schema, integer: boolean): number {
  const low =
    typeof schema.minimum === 'number'
      ? schema.minimum
      : typeof schema.exclusiveMinimum === 'number'
        ? schema.exclusiveMinimum + 1
        : 1;
  const value = integer ? Math.ceil(low) : low + 0.5;
  return typeof schema.maximum === 'number' ? Math.min(value, schema.maximum) : value;
}

/** An allOf of objects as one object schema: their properties and required fields together. */
function flatten(contract: Contract, raw: Schema): Schema {
  const schema = contract.resolve(raw);
  if (!Array.isArray(schema.allOf)) return schema;
  const out: Schema = { ...schema, type: 'object', properties: { ...((schema.properties ?? {}) as Schema) } };
  delete out.allOf;
  const required = new Set((schema.required ?? []) as string[]);
  for (const part of (schema.allOf as Schema[]).map((item) => flatten(contract, item))) {
    Object.assign(out.properties as Schema, part.properties ?? {});
    for (const name of (part.required ?? []) as string[]) required.add(name);
  }
  out.required = [...required];
  return out;
}

export function generate(contract: Contract, raw: Schema, kind: PayloadKind): unknown {
  const schema = flatten(contract, raw);
  for (const key of ['oneOf', 'anyOf'] as const) {
    if (Array.isArray(schema[key])) {
      const branches = schema[key] as Schema[];
      const chosen = branches.find((branch) => contract.resolve(branch).type !== 'null') ?? branches[0]!;
      return generate(contract, chosen, kind);
    }
  }
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const type = types.find((t) => t !== 'null') ?? (schema.properties ? 'object' : undefined);
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const required = new Set((schema.required ?? []) as string[]);
      for (const [name, property] of Object.entries(properties)) {
        if (kind !== 'minimal' || required.has(name)) out[name] = generate(contract, property, kind);
      }
      if (kind !== 'minimal' && schema.additionalProperties && typeof schema.additionalProperties === 'object') {
        out.A = generate(contract, schema.additionalProperties as Schema, kind);
      }
      // A map (additionalProperties, e.g. brands by initial) takes no field outside its own shape.
      const map = Boolean(schema.additionalProperties && typeof schema.additionalProperties === 'object');
      if (kind === 'extra' && !map) out.unknown_extra_field = { added: 'by a newer server' };
      return out;
    }
    case 'array':
      return kind === 'minimal' ? [] : [generate(contract, (schema.items ?? {}) as Schema, kind)];
    case 'string':
      return stringFor(schema);
    case 'integer':
      return numberFor(schema, true);
    case 'number':
      return numberFor(schema, false);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return kind === 'minimal' ? {} : { any: 'value' };
  }
}

import { buildSchema, isInputObjectType, isObjectType, parse, validateSchema, type GraphQLSchema } from 'graphql';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resolverManifest } from '../../src/graph/__generated__/resolver-manifest';
import { createSchema, schemaSteps, splitDefinitions } from '../../src/graph/schema';

const sdl = readFileSync('schema.graphql', 'utf8');

function resolvedFields(): Set<string> {
  const fields = new Set<string>();
  for (const types of Object.values(resolverManifest) as Record<string, readonly string[]>[]) {
    for (const [type, names] of Object.entries(types)) names.forEach((name) => fields.add(`${type}.${name}`));
  }
  return fields;
}

describe('the executable schema', () => {
  it('builds from schema.graphql with every area of resolvers', () => {
    expect(() => createSchema()).not.toThrow();
  });

  it('has a resolver for every root field: no call of the spec is left without one', () => {
    const schema = buildSchema(sdl);
    const resolved = resolvedFields();
    const missing: string[] = [];
    for (const root of [schema.getQueryType(), schema.getMutationType()]) {
      if (!root || !isObjectType(root)) continue;
      for (const field of Object.keys(root.getFields())) {
        if (!resolved.has(`${root.name}.${field}`)) missing.push(`${root.name}.${field}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('documents the REST shape of every root field it reads', () => {
    const schema = buildSchema(sdl);
    const undocumented = Object.values(schema.getQueryType()?.getFields() ?? {})
      .filter((field) => !field.description && !(field.type.toString().replace(/[[\]!]/g, '') && schema.getType(field.type.toString().replace(/[[\]!]/g, ''))?.description))
      .map((field) => field.name);
    expect(undocumented).toEqual([]);
  });
});

describe('the schema as shipped (descriptions stripped, not re-validated at start-up)', () => {
  it('is the same valid schema as schema.graphql, with the lazy resolvers attached', async () => {
    const { validateSchema } = await import('graphql');
    const schema = createSchema();
    expect(validateSchema(schema)).toEqual([]);
    const { minifySdl } = createRequire(import.meta.url)('../../scripts/sdl-minify.cjs') as { minifySdl: (text: string) => string };
    const types = (built: GraphQLSchema) =>
      Object.values(built.getTypeMap())
        .filter((type) => !type.name.startsWith('__'))
        .map((type) => (isObjectType(type) || isInputObjectType(type) ? `${type.name}{${Object.values(type.getFields()).map((f) => `${f.name}:${String(f.type)}`).join(',')}}` : type.name))
        .sort();
    expect(types(schema)).toEqual(types(buildSchema(minifySdl(sdl))));
    expect(types(schema)).toEqual(types(buildSchema(sdl)));
    const car = schema.getQueryType()?.getFields().car;
    expect(typeof car?.resolve).toBe('function');
  });
});

describe('the schema built in steps (start-up runs each step in a task of its own)', () => {
  const { minifySdl } = createRequire(import.meta.url)('../../scripts/sdl-minify.cjs') as { minifySdl: (text: string) => string };
  const shipped = minifySdl(sdl);

  it('cuts the shipped SDL into pieces of whole definitions that parse to the same document', () => {
    for (const parts of [1, 2, 4, 7]) {
      const pieces = splitDefinitions(shipped, parts);
      expect(pieces.join('')).toBe(shipped);
      expect(pieces.length).toBeGreaterThanOrEqual(Math.min(parts, 2));
      expect(pieces.length).toBeLessThanOrEqual(parts + 1);
      const definitions = pieces.flatMap((piece) => parse(piece, { noLocation: true }).definitions);
      expect(definitions).toEqual(parse(shipped, { noLocation: true }).definitions);
    }
  });

  it('keeps a definition whole when a default value or a directive argument holds braces, brackets or quotes', () => {
    const text = 'type A {\nx(s: String = "{ ( [ \\" ] ) }"): Int\n}\ninput B {\nl: [Int] = [1, 2]\n}\nscalar C\nunion D = A\n';
    const pieces = splitDefinitions(text, 100);
    expect(pieces.map((piece) => parse(piece).definitions.length)).toEqual([1, 1, 1, 1]);
    expect(pieces.join('')).toBe(text);
  });

  it('yields between steps and ends with the same executable schema', () => {
    const steps = schemaSteps();
    let yields = 0;
    let step = steps.next();
    while (!step.done) {
      yields++;
      step = steps.next();
    }
    expect(yields).toBeGreaterThanOrEqual(3);
    expect(validateSchema(step.value)).toEqual([]);
    expect(Object.keys(step.value.getTypeMap()).sort()).toEqual(Object.keys(createSchema().getTypeMap()).sort());
    expect(typeof step.value.getQueryType()?.getFields().cars?.resolve).toBe('function');
  });
});


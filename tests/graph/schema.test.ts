import {
  buildSchema,
  execute,
  isInputObjectType,
  isObjectType,
  validateSchema,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resolverManifest } from '../../src/graph/__generated__/resolver-manifest';
import { createGraphContext } from '../../src/graph/context';
import { createSchema, executableSchema } from '../../src/graph/schema';
import { CarDetailDocument } from '../../src/screens/car/car.generated';
import { createTestGraph } from '../support/graph';

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
      .filter(
        (field) =>
          !field.description &&
          !(
            field.type.toString().replace(/[[\]!]/g, '') &&
            schema.getType(field.type.toString().replace(/[[\]!]/g, ''))?.description
          ),
      )
      .map((field) => field.name);
    expect(undocumented).toEqual([]);
  });
});

describe('the schema as shipped (descriptions stripped, not re-validated at start-up)', () => {
  it('is the same valid schema as schema.graphql, with the lazy resolvers attached', async () => {
    const { validateSchema } = await import('graphql');
    const schema = createSchema();
    expect(validateSchema(schema)).toEqual([]);
    const { minifySdl } = createRequire(import.meta.url)('../../scripts/sdl-minify.cjs') as {
      minifySdl: (text: string) => string;
    };
    const types = (built: GraphQLSchema) =>
      Object.values(built.getTypeMap())
        .filter((type) => !type.name.startsWith('__'))
        .map((type) =>
          isObjectType(type) || isInputObjectType(type)
            ? `${type.name}{${Object.values(type.getFields())
                .map((f) => `${f.name}:${String(f.type)}`)
                .join(',')}}`
            : type.name,
        )
        .sort();
    expect(types(schema)).toEqual(types(buildSchema(minifySdl(sdl))));
    expect(types(schema)).toEqual(types(buildSchema(sdl)));
    const car = schema.getQueryType()?.getFields().car;
    expect(typeof car?.resolve).toBe('function');
  });
});

// Operations run on one schema, built by the first of them and kept.
describe('executableSchema', () => {
  it('is built once, holds every root field, and answers as a fresh build does', async () => {
    const schema = executableSchema();
    expect(executableSchema()).toBe(schema);
    expect(validateSchema(schema)).toEqual([]);
    const fresh = createSchema();
    expect(Object.keys(schema.getTypeMap()).sort()).toEqual(Object.keys(fresh.getTypeMap()).sort());
    const { rest } = createTestGraph();
    const document = CarDetailDocument as DocumentNode;
    const run = (on: GraphQLSchema) =>
      execute({ schema: on, document, variableValues: { id: 'C10001' }, contextValue: createGraphContext(rest) });
    expect(JSON.parse(JSON.stringify(await run(schema)))).toEqual(JSON.parse(JSON.stringify(await run(fresh))));
  });
});

describe('the SDL module (worked out at build time, not on the phone)', () => {
  const { minifySdl, sdlModule } = createRequire(import.meta.url)('../../scripts/sdl-minify.cjs') as {
    minifySdl: (text: string) => string;
    sdlModule: (text: string) => string;
  };

  it('gives the whole SDL, minified, and a fingerprint that follows it', async () => {
    const shipped = await import('../../schema.graphql');
    const minified = minifySdl(sdl);
    expect(shipped.default).toBe(minified);
    expect(shipped.version).toMatch(/^\d+\.[0-9a-z]+$/);
    expect(sdlModule(`${sdl}\ntype Extra{x:Int}`)).not.toContain(`"${shipped.version}"`);
  });
});

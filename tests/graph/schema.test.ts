import {
  buildSchema,
  execute,
  isInputObjectType,
  isObjectType,
  parse,
  printType,
  validateSchema,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resolverManifest } from '../../src/graph/__generated__/resolver-manifest';
import { createGraphContext } from '../../src/graph/context';
import { createSchema, schemaFor } from '../../src/graph/schema';
import { CarDetailDocument } from '../../src/screens/car/car.generated';
import { carListVariables, DISCOUNT_SCOPE, PREMIUM_SCOPE } from '../../src/screens/common/car-list/car-list-query';
import { CarListDocument } from '../../src/screens/common/car-list/car-list.generated';
import { MomentsIndexDocument } from '../../src/screens/moments/moments-index.generated';
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

// Every operation executes against a schema of just what its root fields reach, so no start-up and no
// navigation ever builds the whole schema.
describe('schemaFor', () => {
  const full = createSchema();
  const printed = (schema: GraphQLSchema, name: string) => {
    const type = schema.getType(name);
    return type ? printType(type) : null;
  };
  const rootFields = (schema: GraphQLSchema, root: 'query' | 'mutation') =>
    Object.keys((root === 'query' ? schema.getQueryType() : schema.getMutationType())?.getFields() ?? {});

  it('for each root field alone: every type it reaches, defined as in the whole schema, and its resolvers', () => {
    for (const root of ['query', 'mutation'] as const) {
      const fields = rootFields(full, root);
      expect(fields.length).toBeGreaterThan(root === 'query' ? 20 : 5);
      for (const field of fields) {
        const schema = schemaFor(parse(`${root} Q { ${field} }`, { noLocation: true }));
        expect(validateSchema(schema), field).toEqual([]);
        expect(rootFields(schema, root), field).toEqual([field]);
        // graphql requires a query root: a mutation's schema has a placeholder no operation asks for.
        expect(rootFields(schema, root === 'query' ? 'mutation' : 'query'), field).toEqual(
          root === 'query' ? [] : ['mutationSchema'],
        );
        const type = root === 'query' ? schema.getQueryType() : schema.getMutationType();
        expect(typeof type?.getFields()[field]?.resolve, field).toBe('function');
        for (const name of Object.keys(schema.getTypeMap())) {
          if (name === 'Query' || name === 'Mutation' || name.startsWith('__')) continue;
          expect(printed(schema, name), `${field}: ${name}`).toBe(printed(full, name));
        }
      }
    }
  });

  it("holds a small part of the whole schema for the first screens' queries, built once per set of root fields", () => {
    for (const document of [CarListDocument, CarDetailDocument, MomentsIndexDocument]) {
      const schema = schemaFor(document);
      expect(Object.keys(schema.getTypeMap()).length).toBeLessThan(Object.keys(full.getTypeMap()).length / 2);
      expect(schemaFor(document)).toBe(schema);
    }
    expect(schemaFor(parse('query A { brands { id } }'))).toBe(schemaFor(parse('query B { brands { id name } }')));
  });

  it('answers the first screens exactly as the whole schema does', async () => {
    const { rest, buyerStore } = createTestGraph();
    const cases: [DocumentNode, Record<string, unknown>][] = [
      [CarListDocument, carListVariables(PREMIUM_SCOPE, '')],
      [CarListDocument, carListVariables(DISCOUNT_SCOPE, '?sort=PRICE_ASC')],
      [CarDetailDocument, { id: 'C10001' }],
      [CarDetailDocument, { id: 'C99999' }],
      [MomentsIndexDocument, {}],
    ];
    for (const [document, variableValues] of cases) {
      const partial = await execute({
        schema: schemaFor(document),
        document,
        variableValues,
        contextValue: createGraphContext(rest, { buyerStore }),
      });
      const whole = await execute({
        schema: full,
        document,
        variableValues,
        contextValue: createGraphContext(rest, { buyerStore }),
      });
      expect(JSON.parse(JSON.stringify(partial))).toEqual(JSON.parse(JSON.stringify(whole)));
    }
  });

  it('runs against the whole schema what is not one plain operation of known root fields', () => {
    const whole = schemaFor(parse('query Q { __typename }'));
    expect(rootFields(whole, 'query')).toEqual(rootFields(full, 'query'));
    for (const source of [
      'query Q { noSuchField }',
      'query Q { ...F } fragment F on Query { cars { total } }',
      'query A { cars { total } } query B { brands { id } }',
      'fragment F on Query { cars { total } }',
      'mutation M { __typename }',
    ]) {
      expect(schemaFor(parse(source)), source).toBe(whole);
    }
  });
});

describe('the SDL module (worked out at build time, not on the phone)', () => {
  const { minifySdl, sdlModule } = createRequire(import.meta.url)('../../scripts/sdl-minify.cjs') as {
    minifySdl: (text: string) => string;
    sdlModule: (text: string) => string;
  };

  it('gives every named definition its own text, the whole SDL and a fingerprint that follows it', async () => {
    const shipped = await import('../../schema.graphql');
    const minified = minifySdl(sdl);
    expect(parse(shipped.default).definitions).toHaveLength(parse(minified).definitions.length);
    const named = parse(minified).definitions.flatMap((node) => ('name' in node && node.name ? [node.name.value] : []));
    expect(Object.keys(shipped.definitions).sort()).toEqual([...named].sort());
    for (const [name, text] of Object.entries(shipped.definitions)) {
      const [node, ...rest] = parse(text).definitions;
      expect(rest).toEqual([]);
      expect(node && 'name' in node ? node.name?.value : undefined).toBe(name);
    }
    expect(shipped.version).toMatch(/^\d+\.[0-9a-z]+$/);
    expect(sdlModule(`${sdl}\ntype Extra{x:Int}`)).not.toContain(`"${shipped.version}"`);
  });
});

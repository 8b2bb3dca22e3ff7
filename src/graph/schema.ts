// The executable schema: schema.graphql + one resolver file per area. An area's resolvers, and the
// REST code behind them, load only when a query first touches one of its fields (the generated
// manifest says which file owns which field), so the first screen carries only what it uses. Every
// resolver is wrapped so a thrown error of any kind reaches the client as a GraphQL error that says
// how to present it.

import {
  buildASTSchema,
  defaultFieldResolver,
  isObjectType,
  Kind,
  parse,
  type DefinitionNode,
  type DocumentNode,
  type GraphQLFieldResolver,
  type GraphQLSchema,
  type TypeNode,
} from 'graphql';
import typeDefs, { definitions as definitionTexts } from '../../schema.graphql';
import { resolverManifest } from './__generated__/resolver-manifest';
import { carResolvers } from './resolvers/car';
import type { Resolvers } from './__generated__/resolvers-types';
import { STAFF_FIELDS } from '../domain/staff-fields';
import type { GraphContext } from './context';
import { toGraphQLError } from './errors';

export type Domain = keyof typeof resolverManifest;

// The car area is part of the entry: the screens most visits start on (the lists, the car page) query
// it first, and loading it as a chunk put a round trip between the entry and their first REST request.
const loaders: Record<Domain, () => Promise<Resolvers>> = {
  buyer: () => import('./resolvers/buyer').then((module) => module.buyerResolvers),
  car: () => Promise.resolve(carResolvers),
  community: () => import('./resolvers/community').then((module) => module.communityResolvers),
  reports: () => import('./resolvers/reports').then((module) => module.reportsResolvers),
  reservation: () => import('./resolvers/reservation').then((module) => module.reservationResolvers),
  service: () => import('./resolvers/service').then((module) => module.serviceResolvers),
};

const loaded = new Map<Domain, Promise<Resolvers>>();

/** Starts loading an area's resolvers ahead of its first query (route preloading). */
export function preloadDomain(domain: Domain): Promise<Resolvers> {
  let pending = loaded.get(domain);
  if (!pending) {
    pending = loaders[domain]();
    loaded.set(domain, pending);
    pending.catch(() => loaded.delete(domain));
  }
  return pending;
}

type AnyResolver = GraphQLFieldResolver<unknown, unknown, Record<string, unknown>>;

function lazyField(domain: Domain, type: string, field: string): AnyResolver {
  return async (parent, args, context, info) => {
    try {
      const resolvers = (await preloadDomain(domain)) as Record<string, Record<string, unknown>>;
      const resolver = resolvers[type]?.[field];
      const resolve =
        typeof resolver === 'function' ? resolver : (resolver as { resolve?: unknown } | undefined)?.resolve;
      if (typeof resolve !== 'function') throw new Error(`No resolver for ${type}.${field} in ${domain}`);
      return await (resolve as AnyResolver)(parent, args, context, info);
    } catch (error) {
      throw toGraphQLError(error);
    }
  };
}

/**
 * Sets each field's resolver on the built schema, in place: graphql-js executes `field.resolve`, so an
 * executable schema is the built one with its resolvers assigned (decision note 193). A partial schema
 * (schemaFor) holds some of the types, and its root type some of the fields; the whole schema must hold
 * every field the manifest names.
 */
function attachResolvers(schema: GraphQLSchema, partial = false): GraphQLSchema {
  const fieldOf = (type: string, field: string) => {
    const target = schema.getType(type);
    return isObjectType(target) ? target.getFields()[field] : undefined;
  };
  for (const [domain, types] of Object.entries(resolverManifest) as [Domain, Record<string, readonly string[]>][]) {
    for (const [type, fields] of Object.entries(types)) {
      for (const name of fields) {
        const field = fieldOf(type, name);
        if (field) field.resolve = lazyField(domain, type, name);
        else if (!partial) throw new Error(`schema.graphql has no field ${type}.${name} for its resolver`);
      }
    }
  }
  // Staff-only fields resolve to null outside the internal embed, before any resolver (or REST call) runs.
  for (const { type, field: name } of STAFF_FIELDS) {
    const field = fieldOf(type, name);
    if (!field) continue;
    const resolve: AnyResolver = field.resolve ?? (defaultFieldResolver as AnyResolver);
    field.resolve = (parent, args, context, info) =>
      (context as Partial<GraphContext> | null)?.staff === true ? resolve(parent, args, context, info) : null;
  }
  return schema;
}

/**
 * The whole executable schema (the QA studio validates against it; an operation runs against schemaFor's
 * schema of just its root fields). The SDL is checked at build time (codegen and
 * tests/graph/schema.test.ts validate schema.graphql), so it is not validated again on every page load,
 * and resolvers are attached to the built schema instead of a rebuilt copy. schema.graphql is one
 * document, so there is nothing to merge: graphql builds the schema and attachResolvers sets the
 * resolvers on it (decision notes 077 and 193).
 */
export function createSchema(): GraphQLSchema {
  return attachResolvers(buildASTSchema(parse(typeDefs, { noLocation: true }), { assumeValidSDL: true }));
}

const NAMED_TYPE_REFERENCE = /(?::|=|\||&|\bimplements\s)\s*\[*\s*([_A-Za-z]\w*)/g;
const schemas = new Map<string, GraphQLSchema>();
let whole: GraphQLSchema | null = null;
const parsedDefinitions = new Map<string, DefinitionNode>();

/** One definition of schema.graphql, parsed the first time a schema needs it. */
function definition(name: string): DefinitionNode | undefined {
  let node = parsedDefinitions.get(name);
  if (!node) {
    // Own texts only: a name like `toString` reads the object's prototype.
    const text: unknown = definitionTexts[name];
    node = typeof text === 'string' ? parse(text, { noLocation: true }).definitions[0] : undefined;
    if (node) parsedDefinitions.set(name, node);
  }
  return node;
}

/** An operation's root type and the root fields it selects. */
interface RootFields {
  root: 'Query' | 'Mutation';
  fields: Set<string>;
}

/** The operation's root fields, or null when it is not one plain query or mutation of named fields. */
function rootFieldsOf(document: DocumentNode): RootFields | null {
  const operations = document.definitions.filter((node) => node.kind === Kind.OPERATION_DEFINITION);
  const [operation] = operations;
  if (
    operations.length !== 1 ||
    operation?.kind !== Kind.OPERATION_DEFINITION ||
    operation.operation === 'subscription'
  )
    return null;
  const fields = new Set<string>();
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind !== Kind.FIELD) return null;
    if (!selection.name.value.startsWith('__')) fields.add(selection.name.value);
  }
  return fields.size ? { root: operation.operation === 'query' ? 'Query' : 'Mutation', fields } : null;
}

/**
 * A schema of just what the operation reaches: its root type keeps only the operation's root fields,
 * and the other types are those the kept fields reach (their arguments' types included). The same SDL
 * and the same resolvers, so the operation executes as it would against the whole schema; only the
 * definitions it needs are parsed and built. Null when a root field is unknown.
 */
function partialSchema(operation: RootFields): GraphQLSchema | null {
  const rootType = definition(operation.root);
  if (rootType?.kind !== Kind.OBJECT_TYPE_DEFINITION) return null;
  const fields = (rootType.fields ?? []).filter((field) => operation.fields.has(field.name.value));
  if (fields.length !== operation.fields.size) return null;
  // The kept fields' types and their arguments' types start the search for the types they reach.
  const named = (type: TypeNode): string => (type.kind === Kind.NAMED_TYPE ? type.name.value : named(type.type));
  const pending = [
    fields
      .flatMap((field) => [field.type, ...(field.arguments ?? []).map((argument) => argument.type)])
      .map((type) => `:${named(type)}`)
      .join(' '),
  ];
  const reached = new Set<string>([operation.root]);
  const definitions: DefinitionNode[] = [{ ...rootType, fields }];
  while (pending.length) {
    const text = pending.pop() as string;
    for (const match of text.matchAll(NAMED_TYPE_REFERENCE)) {
      const name = match[1] as string;
      const node = reached.has(name) ? undefined : definition(name);
      if (!node) continue;
      reached.add(name);
      definitions.push(node);
      pending.push(definitionTexts[name] as string);
    }
  }
  // graphql requires a query root: a mutation's schema gets one that no operation asks for.
  if (operation.root === 'Mutation')
    definitions.push(...parse('type Query{mutationSchema:Boolean}', { noLocation: true }).definitions);
  const schema = buildASTSchema({ kind: Kind.DOCUMENT, definitions }, { assumeValidSDL: true });
  return attachResolvers(schema, true);
}

/**
 * The executable schema an operation runs against: a schema of just its root fields, built the first
 * time an operation with those fields runs and kept for the session (a few definitions parsed and built,
 * not all of them: no start-up ever builds the whole schema). Anything else (several operations, a
 * fragment at the root, a bare __typename) runs against the whole schema, built once on first need.
 */
export function schemaFor(document: DocumentNode): GraphQLSchema {
  const operation = rootFieldsOf(document);
  const key = operation ? `${operation.root}:${[...operation.fields].sort().join(',')}` : '';
  let schema = schemas.get(key);
  if (!schema) {
    schema = (operation && partialSchema(operation)) || (whole ??= createSchema());
    schemas.set(key, schema);
  }
  return schema;
}

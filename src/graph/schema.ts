// The executable schema: schema.graphql + one resolver file per area. An area's resolvers, and the
// REST code behind them, load only when a query first touches one of its fields (the generated
// manifest says which file owns which field), so the first screen carries only what it uses. Every
// resolver is wrapped so a thrown error of any kind reaches the client as a GraphQL error that says
// how to present it.

import {
  buildASTSchema,
  defaultFieldResolver,
  isObjectType,
  parse,
  type GraphQLFieldResolver,
  type GraphQLSchema,
} from 'graphql';
import typeDefs from '../../schema.graphql';
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
 * executable schema is the built one with its resolvers assigned (decision note 193). The schema must
 * hold every field the manifest names.
 */
function attachResolvers(schema: GraphQLSchema): GraphQLSchema {
  const fieldOf = (type: string, field: string) => {
    const target = schema.getType(type);
    return isObjectType(target) ? target.getFields()[field] : undefined;
  };
  for (const [domain, types] of Object.entries(resolverManifest) as [Domain, Record<string, readonly string[]>][]) {
    for (const [type, fields] of Object.entries(types)) {
      for (const name of fields) {
        const field = fieldOf(type, name);
        if (field) field.resolve = lazyField(domain, type, name);
        else throw new Error(`schema.graphql has no field ${type}.${name} for its resolver`);
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
 * A new executable schema (operations run on executableSchema's). The SDL is checked at build time
 * (codegen and tests/graph/schema.test.ts validate schema.graphql), so it is not validated again on
 * every page load, and resolvers are attached to the built schema instead of a rebuilt copy. schema.graphql is one
 * document, so there is nothing to merge: graphql builds the schema and attachResolvers sets the
 * resolvers on it (decision notes 077 and 193).
 */
export function createSchema(): GraphQLSchema {
  return attachResolvers(buildASTSchema(parse(typeDefs, { noLocation: true }), { assumeValidSDL: true }));
}

let executable: GraphQLSchema | null = null;

/**
 * The executable schema every operation runs against: built by the first operation (or by warmQuery at
 * idle) and kept for the session. Building only what one operation reaches saved under 10 ms at 4x CPU
 * on the first screens, below the line of decision note 077, so it went (note 194).
 */
export function executableSchema(): GraphQLSchema {
  return (executable ??= createSchema());
}

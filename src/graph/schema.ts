// The executable schema: schema.graphql + one resolver file per area. An area's resolvers, and the
// REST code behind them, load only when a query first touches one of its fields (the generated
// manifest says which file owns which field), so the first screen carries only what it uses. Every
// resolver is wrapped so a thrown error of any kind reaches the client as a GraphQL error that says
// how to present it.

import { addResolversToSchema } from '@graphql-tools/schema';
import { buildSchema, type GraphQLFieldResolver } from 'graphql';
import typeDefs from '../../schema.graphql';
import { resolverManifest } from './__generated__/resolver-manifest';
import type { Resolvers } from './__generated__/resolvers-types';
import { toGraphQLError } from './errors';

export type Domain = keyof typeof resolverManifest;

const loaders: Record<Domain, () => Promise<Resolvers>> = {
  car: () => import('./resolvers/car').then((module) => module.carResolvers),
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
      const resolve = typeof resolver === 'function' ? resolver : (resolver as { resolve?: unknown } | undefined)?.resolve;
      if (typeof resolve !== 'function') throw new Error(`No resolver for ${type}.${field} in ${domain}`);
      return await (resolve as AnyResolver)(parent, args, context, info);
    } catch (error) {
      throw toGraphQLError(error);
    }
  };
}

export function createSchema() {
  const resolvers: Record<string, Record<string, AnyResolver>> = {};
  for (const [domain, types] of Object.entries(resolverManifest) as [Domain, Record<string, readonly string[]>][]) {
    for (const [type, fields] of Object.entries(types)) {
      const target = (resolvers[type] ??= {});
      for (const field of fields) target[field] = lazyField(domain, type, field);
    }
  }
  // Start-up cost matters here (this runs before the first screen's query): the SDL is checked at
  // build time (codegen and tests/graph/schema.test.ts validate schema.graphql), so it is not validated
  // again on every page load, and resolvers are attached to the built schema instead of a rebuilt copy.
  // schema.graphql is one document, so graphql-tools' type-definition merging (makeExecutableSchema's
  // first step, 11 KiB of the entry with the utilities only it needs) has nothing to merge: graphql
  // builds the schema and graphql-tools attaches the resolvers (decision note 071).
  return addResolversToSchema({ schema: buildSchema(typeDefs, { assumeValidSDL: true }), resolvers, updateResolversInPlace: true });
}

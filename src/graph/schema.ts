// The executable schema: schema.graphql + one resolver file per area. Every resolver is wrapped so a
// thrown error of any kind reaches the client as a GraphQL error that says how to present it.

import { makeExecutableSchema } from '@graphql-tools/schema';
import typeDefs from '../../schema.graphql';
import type { Resolvers } from './__generated__/resolvers-types';
import { toGraphQLError } from './errors';
import { carResolvers } from './resolvers/car';
import { communityResolvers } from './resolvers/community';
import { reportsResolvers } from './resolvers/reports';
import { serviceResolvers } from './resolvers/service';

type FieldMap = Record<string, unknown>;

function wrap(fn: (...args: unknown[]) => unknown) {
  return async (...args: unknown[]) => {
    try {
      return await fn(...args);
    } catch (error) {
      throw toGraphQLError(error);
    }
  };
}

export function mergeResolvers(...parts: Resolvers[]): Resolvers {
  const merged: Record<string, FieldMap> = {};
  for (const part of parts) {
    for (const [typeName, fields] of Object.entries(part as Record<string, FieldMap>)) {
      const target = (merged[typeName] ??= {});
      for (const [field, resolver] of Object.entries(fields)) {
        if (field in target) throw new Error(`Resolver ${typeName}.${field} is defined twice`);
        target[field] = typeof resolver === 'function' ? wrap(resolver as (...args: unknown[]) => unknown) : resolver;
      }
    }
  }
  return merged as Resolvers;
}

export const resolvers = mergeResolvers(carResolvers, reportsResolvers, communityResolvers, serviceResolvers);

export function createSchema() {
  return makeExecutableSchema({ typeDefs, resolvers: resolvers as Record<string, FieldMap> });
}

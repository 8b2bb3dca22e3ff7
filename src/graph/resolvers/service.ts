import type { Resolvers } from '../__generated__/resolvers-types';

export const serviceResolvers: Resolvers = {};

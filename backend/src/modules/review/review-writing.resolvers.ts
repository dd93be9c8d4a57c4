import type { Resolvers } from '../../graphql/__generated__/resolvers-types';

export const reviewWritingResolvers: Resolvers = {};

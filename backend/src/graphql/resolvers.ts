import { mergeResolvers } from '@graphql-tools/merge';
import { catalogResolvers } from '../modules/catalog/catalog.resolvers';
import { contentResolvers } from '../modules/content/content.resolvers';
import type { Resolvers } from './__generated__/resolvers-types';
import { ERROR_CODES } from './errors';

const commonResolvers: Resolvers = {
  Query: {
    errorCodes: () => [...ERROR_CODES],
  },
};

/** Every module's resolver map; fields missing here answer NOT_IMPLEMENTED (see schema.ts). */
export const resolvers: Resolvers = mergeResolvers<unknown, Resolvers>([commonResolvers, contentResolvers, catalogResolvers]);

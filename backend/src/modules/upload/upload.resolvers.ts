import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import { requestUpload } from './upload.service';

export const uploadResolvers: Resolvers = {
  Query: {
    upload: (_parent, { name }, { em, viewer, adapters, config }) =>
      requestUpload(em, adapters.storage, config, viewer, name),
  },
};

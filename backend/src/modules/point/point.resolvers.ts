import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import { requireViewer } from '../account/viewer';
import { listPoints, pointTypeOf } from './point.service';

export const pointResolvers: Resolvers = {
  Query: {
    pointsByUserId: (_parent, { data }, context) => listPoints(context.em, requireViewer(context), data),
  },
  Point: {
    pointType: (point, _args, { em }) => pointTypeOf(em, point),
  },
};

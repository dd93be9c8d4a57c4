import type * as T from '../../__generated__/types';
import * as holds from '../holds';
import { memberOf, type MockContext } from './context';

export const holdQueries = {
  myCheckoutHolds: (_root: unknown, _args: unknown, context: MockContext) => holds.myCheckoutHolds(context.db, memberOf(context)),
};

export const holdMutations = {
  startCheckoutHold: (_root: unknown, args: T.MutationStartCheckoutHoldArgs, context: MockContext) =>
    holds.startCheckoutHold(context.db, memberOf(context), args.data),
  releaseCheckoutHold: (_root: unknown, args: T.MutationReleaseCheckoutHoldArgs, context: MockContext) =>
    holds.releaseCheckoutHold(context.db, memberOf(context), args.productId),
};

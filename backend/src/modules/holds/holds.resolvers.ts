import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import { AppError } from '../../../../domain/errors/errors';

// Placeholder until the holds service lands (ADR 0076): the contract is merged first so the
// checkout screen can be built against it.
const notYet = () => {
  throw new AppError('NOT_IMPLEMENTED', '재고를 잡아 두는 기능은 아직 준비 중이에요.');
};

export const holdsResolvers: Resolvers = {
  Query: { myCheckoutHolds: notYet },
  Mutation: { startCheckoutHold: notYet, releaseCheckoutHold: notYet },
};

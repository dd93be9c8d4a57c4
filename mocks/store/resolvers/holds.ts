import { notYet } from '../holds';

export const holdQueries = { myCheckoutHolds: notYet };

export const holdMutations = { startCheckoutHold: notYet, releaseCheckoutHold: notYet };

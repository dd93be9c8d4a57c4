import type { AppError } from '../../../domain/errors/errors';

/**
 * The one way a mutation refuses and still keeps what it wrote (a wrong certification code's
 * counted try): the service throws this around the refusal, transactional-mutations.ts commits
 * the transaction, then answers with `refusal`. Everything the unit of work holds when it is thrown is
 * committed, so throw it only after the kept write and before anything that must not be kept.
 * Never REQUIRES_NEW for this: a second pool connection per request while the first is held
 * exhausts the pool under a burst (docs/decisions/0005, 0041).
 */
export class RefusalAfterCommit extends Error {
  constructor(readonly refusal: AppError) {
    super(refusal.message);
    this.name = 'RefusalAfterCommit';
  }
}


import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * A mutation's result that needs one more step once its transaction has committed: the
 * transactional wrapper (transactional-mutations.ts) runs `run` on the request's `em` and answers
 * with what it returns. The refunds desk uses it so money leaves the shop only after the cancel
 * and its refund record are durable (docs/decisions/0052).
 */
export class AfterCommit<T> {
  constructor(readonly run: (em: EntityManager) => Promise<T>) {}
}

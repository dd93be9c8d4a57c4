import { defineEntity, p } from '@mikro-orm/core';

/**
 * The table rate-limiter-flexible's Postgres store reads and writes (its own layout), declared
 * here so that migrations create it and schema diffs keep it. Several API instances share it.
 */
export const RateLimitSchema = defineEntity({
  name: 'RateLimit',
  tableName: 'rate_limit',
  properties: {
    key: p.string().length(255).primary(),
    points: p.integer().default(0),
    /** Epoch milliseconds when the window ends; null for a permanent block. */
    expire: p.bigint('number').nullable(),
  },
});

export class RateLimit extends RateLimitSchema.class {}
RateLimitSchema.setClass(RateLimit);

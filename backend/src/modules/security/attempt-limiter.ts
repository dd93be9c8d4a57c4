import type pg from 'pg';
import { RateLimiterPostgres } from 'rate-limiter-flexible';

/** The table rate-limit.entity.ts declares (its migration creates it; the limiter never does). */
export const RATE_LIMIT_TABLE = 'rate_limit';

export interface AttemptLimiterOptions {
  /** Namespaces the keys of one rule inside the shared table. */
  keyPrefix: string;
  /** Attempts allowed inside one window. */
  max: number;
  windowSeconds: number;
  /** How long a key stays locked once `max` is reached; defaults to the window. */
  lockSeconds?: number;
}

export interface AttemptState {
  /** Attempts counted in the current window (or lock). */
  count: number;
  /** Seconds until the key is usable again; 0 when it is not locked. */
  retryAfterSeconds: number;
}

const UNLOCKED: AttemptState = { count: 0, retryAfterSeconds: 0 };

/**
 * Counts attempts per key in PostgreSQL through rate-limiter-flexible, so every API instance on
 * the same database sees the same counts and locks. The counts are written on their own pool
 * connection: a refused mutation rolls back its transaction, never the count of its attempt.
 */
export class AttemptLimiter {
  private readonly limiter: RateLimiterPostgres;
  readonly max: number;
  readonly lockSeconds: number;

  constructor(pool: pg.Pool, options: AttemptLimiterOptions) {
    this.max = options.max;
    this.lockSeconds = options.lockSeconds ?? options.windowSeconds;
    this.limiter = new RateLimiterPostgres({
      storeClient: pool,
      storeType: 'pool',
      tableName: RATE_LIMIT_TABLE,
      tableCreated: true,
      keyPrefix: options.keyPrefix,
      points: options.max,
      duration: options.windowSeconds,
    });
  }

  /** The key's state without counting anything. */
  async peek(key: string): Promise<AttemptState> {
    const res = await this.limiter.get(key);
    if (!res) return UNLOCKED;
    return { count: res.consumedPoints, retryAfterSeconds: this.retryAfter(res.consumedPoints, res.msBeforeNext) };
  }

  /**
   * Counts one attempt. The attempt that reaches `max` locks the key for `lockSeconds` from now
   * (not merely until the window ends), so the fifth failure at minute 14 still locks for 15 minutes.
   */
  async hit(key: string): Promise<AttemptState> {
    const res = await this.limiter.penalty(key, 1);
    if (res.consumedPoints < this.max) return { count: res.consumedPoints, retryAfterSeconds: 0 };
    if (res.consumedPoints === this.max) {
      await this.limiter.block(key, this.lockSeconds);
      return { count: res.consumedPoints, retryAfterSeconds: this.lockSeconds };
    }
    return { count: res.consumedPoints, retryAfterSeconds: this.retryAfter(res.consumedPoints, res.msBeforeNext) };
  }

  /** Forgets the key (a successful login clears the account's failures). */
  async reset(key: string): Promise<void> {
    await this.limiter.delete(key);
  }

  private retryAfter(count: number, msBeforeNext: number): number {
    if (count < this.max) return 0;
    return msBeforeNext < 0 ? this.lockSeconds : Math.max(1, Math.ceil(msBeforeNext / 1000));
  }
}

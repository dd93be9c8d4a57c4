import { createHash } from 'node:crypto';
import type pg from 'pg';
import { rateLimited } from '../../../../domain/errors/errors';
import { AttemptLimiter } from './attempt-limiter';

export interface TargetQuotaOptions {
  /** Namespaces this quota's two keys in the shared rate_limit table. */
  keyPrefix: string;
  perTarget: number;
  perAddress: number;
  windowSeconds: number;
  /** The refusal, given the minutes left before a try is allowed again. */
  message: (minutes: number) => string;
}

/**
 * Every try of one operation, counted per target (an address, a number, a code: hashed, so the
 * table holds none of them in clear) and per client address, across every API instance. A try
 * past either count is refused with RATE_LIMITED and the wait in minutes. Unknown targets count
 * like members' so the quota itself reveals nothing.
 */
export class TargetQuota {
  private readonly targets: AttemptLimiter;
  private readonly addresses: AttemptLimiter;

  constructor(
    pool: pg.Pool,
    private readonly options: TargetQuotaOptions,
  ) {
    const window = { windowSeconds: options.windowSeconds };
    this.targets = new AttemptLimiter(pool, { keyPrefix: `${options.keyPrefix}_target`, max: options.perTarget, ...window });
    this.addresses = new AttemptLimiter(pool, { keyPrefix: `${options.keyPrefix}_ip`, max: options.perAddress, ...window });
  }

  async take(target: string, clientIp: string): Promise<void> {
    const targetKey = createHash('sha256').update(target, 'utf8').digest('hex');
    const [byTarget, byAddress] = await Promise.all([this.targets.hit(targetKey), this.addresses.hit(clientIp)]);
    const wait = Math.max(
      byTarget.count > this.targets.max ? byTarget.retryAfterSeconds : 0,
      byAddress.count > this.addresses.max ? byAddress.retryAfterSeconds : 0,
    );
    if (wait > 0) throw rateLimited(this.options.message(Math.max(1, Math.ceil(wait / 60))), wait);
  }
}

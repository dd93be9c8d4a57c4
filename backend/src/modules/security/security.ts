import { createHash } from 'node:crypto';
import pg from 'pg';
import { rateLimited } from '../../../../domain/errors/errors';
import type { Logger } from '../../logger';
import { AttemptLimiter } from './attempt-limiter';
import { LoginThrottle } from './login-throttle';

export const RESET_MAILS_PER_ADDRESS_PER_HOUR = 5;
export const RESET_MAILS_PER_CLIENT_PER_HOUR = 20;

/**
 * findPassword sends mail to whatever address it is given; without a quota it could flood a
 * stranger's inbox. Unknown addresses count like members' so the quota reveals nothing.
 */
export class ResetMailQuota {
  private readonly emails: AttemptLimiter;
  private readonly clients: AttemptLimiter;

  constructor(pool: pg.Pool) {
    this.emails = new AttemptLimiter(pool, {
      keyPrefix: 'reset_mail_email',
      max: RESET_MAILS_PER_ADDRESS_PER_HOUR,
      windowSeconds: 60 * 60,
    });
    this.clients = new AttemptLimiter(pool, {
      keyPrefix: 'reset_mail_ip',
      max: RESET_MAILS_PER_CLIENT_PER_HOUR,
      windowSeconds: 60 * 60,
    });
  }

  async take(email: string, clientIp: string): Promise<void> {
    const emailKey = createHash('sha256').update(email, 'utf8').digest('hex');
    const [byEmail, byClient] = await Promise.all([this.emails.hit(emailKey), this.clients.hit(clientIp)]);
    const over = [
      byEmail.count > this.emails.max ? byEmail.retryAfterSeconds : 0,
      byClient.count > this.clients.max ? byClient.retryAfterSeconds : 0,
    ];
    const wait = Math.max(...over);
    if (wait > 0) {
      const minutes = Math.max(1, Math.ceil(wait / 60));
      throw rateLimited(`비밀번호 재설정 메일을 너무 자주 요청했습니다. ${minutes}분 후에 다시 시도해 주세요.`, wait);
    }
  }
}

/** Limits shared by every API instance on one database. */
export interface Security {
  login: LoginThrottle;
  resetMail: ResetMailQuota;
  close(): Promise<void>;
}

/**
 * Its own small pool on the application's database: rate-limiter-flexible wants a `pg` pool, and
 * counts must be written outside the mutation's transaction anyway. No connection opens until the
 * first count.
 */
export function createSecurity({ databaseUrl, log }: { databaseUrl: string; log: Logger }): Security {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2, idleTimeoutMillis: 10_000 });
  // An idle client losing its connection emits 'error'; unhandled, it would end the process.
  pool.on('error', (err) => log.warn({ err }, 'rate-limit pool connection failed'));
  let closed: Promise<void> | undefined;
  return {
    login: new LoginThrottle(pool),
    resetMail: new ResetMailQuota(pool),
    close: () => (closed ??= pool.end()),
  };
}

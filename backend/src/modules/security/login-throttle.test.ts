// @vitest-environment node
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/test-db';
import { AttemptLimiter } from './attempt-limiter';
import { loginLockedError, LOGIN_LOCK_SECONDS, LOGIN_MAX_FAILURES_PER_ACCOUNT, LOGIN_MAX_FAILURES_PER_ADDRESS } from '../../../../domain/security/login-rules';
import { LoginThrottle } from './login-throttle';

let database: TestDatabase;
let pools: pg.Pool[];

beforeAll(async () => {
  database = await createTestDatabase();
  pools = [new pg.Pool({ connectionString: database.url, max: 2 }), new pg.Pool({ connectionString: database.url, max: 2 })];
});

afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.end()));
  await database?.close();
});

const refusalOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return { code: 'allowed', message: '' };
  } catch (error) {
    const { message, extensions } = error as { message: string; extensions?: { code?: string } };
    return { code: extensions?.code ?? String(error), message };
  }
};
const codeOf = async (promise: Promise<unknown>) => (await refusalOf(promise)).code;

const ACCOUNT_LOCK_MESSAGE = `이 계정은 로그인에 ${LOGIN_MAX_FAILURES_PER_ACCOUNT}번 실패해`;
const ADDRESS_LOCK_MESSAGE = '지금 접속한 네트워크에서 로그인 실패가 너무 많아';

describe('LoginThrottle', () => {
  it('shares counts and locks between instances that only share the database', async () => {
    const [a, b] = pools.map((pool) => new LoginThrottle(pool)) as [LoginThrottle, LoginThrottle];
    const outcomes = [];
    for (let failure = 0; failure < LOGIN_MAX_FAILURES_PER_ACCOUNT; failure += 1) {
      outcomes.push(await (failure % 2 === 0 ? a : b).recordFailure('Shared@Example.com', `192.0.2.${failure}`));
    }
    const beforeLock = outcomes.slice(0, -1);
    expect(beforeLock.map((outcome) => outcome.locked)).toEqual(beforeLock.map(() => false));
    expect(beforeLock.at(-1)).toEqual({ locked: false, remainingAttempts: 1 });
    expect(outcomes.at(-1)).toEqual({ locked: true, retryAfterSeconds: LOGIN_LOCK_SECONDS, scope: 'account' });
    // The same account, any spelling, any address, either instance.
    const refused = await refusalOf(a.assertAllowed('shared@example.com', '198.51.100.1'));
    expect(refused.code).toBe('RATE_LIMITED');
    expect(refused.message).toContain(ACCOUNT_LOCK_MESSAGE);
    expect(await codeOf(b.assertAllowed(' SHARED@example.com ', '198.51.100.2'))).toBe('RATE_LIMITED');
    expect(await codeOf(b.assertAllowed('someone-else@example.com', '198.51.100.3'))).toBe('allowed');
  });

  it('locks an address after its own limit of failures spread over accounts that are never locked themselves', async () => {
    const throttle = new LoginThrottle(pools[0]!);
    const ip = '192.0.2.200';
    const perAccount = LOGIN_MAX_FAILURES_PER_ACCOUNT - 1;
    const outcomes = [];
    for (let failure = 0; failure < LOGIN_MAX_FAILURES_PER_ADDRESS; failure += 1) {
      outcomes.push(await throttle.recordFailure(`dorm-${Math.floor(failure / perAccount)}@example.com`, ip));
    }
    const beforeLock = outcomes.slice(0, -1);
    expect(beforeLock.every((outcome) => !outcome.locked)).toBe(true);
    expect(outcomes.at(-1)).toEqual({ locked: true, retryAfterSeconds: LOGIN_LOCK_SECONDS, scope: 'address' });

    const refused = await refusalOf(throttle.assertAllowed('someone-new@example.com', ip));
    expect(refused.code).toBe('RATE_LIMITED');
    expect(refused.message).toContain(ADDRESS_LOCK_MESSAGE);
    expect(refused.message).not.toContain(`${LOGIN_MAX_FAILURES_PER_ACCOUNT}번`);
    // The accounts themselves are not locked: from another network they may try again.
    expect(await codeOf(throttle.assertAllowed('dorm-0@example.com', '192.0.2.201'))).toBe('allowed');
  });

  it('answers the account attempts left, or the address attempts when those are fewer', async () => {
    const throttle = new LoginThrottle(pools[0]!);
    const ip = '192.0.2.210';
    expect(await throttle.recordFailure('own-count@example.com', ip)).toEqual({
      locked: false,
      remainingAttempts: LOGIN_MAX_FAILURES_PER_ACCOUNT - 1,
    });
    const spread = LOGIN_MAX_FAILURES_PER_ADDRESS - 3;
    for (let failure = 0; failure < spread; failure += 1) await throttle.recordFailure(`neighbour-${failure}@example.com`, ip);
    // This failure leaves the address one attempt, fewer than the late comer's account has left.
    expect(await throttle.recordFailure('late-comer@example.com', ip)).toEqual({ locked: false, remainingAttempts: 1 });
  });

  it('stores hashed account keys, never the address', async () => {
    const throttle = new LoginThrottle(pools[0]!);
    await throttle.recordFailure('private@example.com', '203.0.113.9');
    const { rows } = await pools[0]!.query<{ key: string }>('select key from rate_limit');
    expect(rows.some((row) => row.key.includes('private@example.com'))).toBe(false);
    expect(rows.some((row) => /^login_account:[0-9a-f]{64}$/.test(row.key))).toBe(true);
    expect(rows.some((row) => row.key === 'login_ip:203.0.113.9')).toBe(true);
  });

  it('counts concurrent failures exactly', async () => {
    const throttles = pools.map((pool) => new LoginThrottle(pool));
    const beyond = 3;
    const outcomes = await Promise.all(
      Array.from({ length: LOGIN_MAX_FAILURES_PER_ACCOUNT + beyond }, (_, i) =>
        throttles[i % 2]!.recordFailure('burst@example.com', `192.0.2.${100 + i}`),
      ),
    );
    // The failure that reaches the limit locks, and so does every one past it.
    expect(outcomes.filter((outcome) => outcome.locked)).toHaveLength(beyond + 1);
    expect(await codeOf(throttles[0]!.assertAllowed('burst@example.com', '192.0.2.250'))).toBe('RATE_LIMITED');
  });
});

describe('loginLockedError', () => {
  it('names the lock that tripped, and claims no count of failures when it does not know which', () => {
    const lock = `${LOGIN_LOCK_SECONDS / 60}분 동안 로그인이 제한되었어요.`;
    expect(loginLockedError(LOGIN_LOCK_SECONDS, 'account').message).toBe(
      `${ACCOUNT_LOCK_MESSAGE} ${lock} ${LOGIN_LOCK_SECONDS / 60}분 후에 다시 시도해 주세요.`,
    );
    expect(loginLockedError(61, 'address').message).toBe(`${ADDRESS_LOCK_MESSAGE} ${lock} 2분 후에 다시 시도해 주세요.`);
    const unknown = loginLockedError(30);
    expect(unknown.message).toBe(`로그인 실패가 너무 많아 ${lock} 1분 후에 다시 시도해 주세요.`);
    expect(unknown.extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: 30 });
  });
});

describe('AttemptLimiter', () => {
  it('locks for the full lock time from the attempt that reaches the limit', async () => {
    const limiter = new AttemptLimiter(pools[0]!, { keyPrefix: 'unit', max: 2, windowSeconds: 60, lockSeconds: 600 });
    expect(await limiter.hit('k')).toEqual({ count: 1, retryAfterSeconds: 0 });
    expect(await limiter.hit('k')).toEqual({ count: 2, retryAfterSeconds: 600 });
    const state = await limiter.peek('k');
    expect(state.retryAfterSeconds).toBeGreaterThan(590);
    await limiter.reset('k');
    expect(await limiter.peek('k')).toEqual({ count: 0, retryAfterSeconds: 0 });
  });
});

// @vitest-environment node
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/test-db';
import { AttemptLimiter } from './attempt-limiter';
import { LOGIN_LOCK_SECONDS, LoginThrottle } from './login-throttle';

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

const codeOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return 'allowed';
  } catch (error) {
    return (error as { extensions?: { code?: string } }).extensions?.code ?? String(error);
  }
};

describe('LoginThrottle', () => {
  it('shares counts and locks between instances that only share the database', async () => {
    const [a, b] = pools.map((pool) => new LoginThrottle(pool)) as [LoginThrottle, LoginThrottle];
    const outcomes = [];
    for (let failure = 0; failure < 5; failure += 1) {
      outcomes.push(await (failure % 2 === 0 ? a : b).recordFailure('Shared@Example.com', `192.0.2.${failure}`));
    }
    expect(outcomes.slice(0, 4).map((outcome) => outcome.locked)).toEqual([false, false, false, false]);
    expect(outcomes[3]).toEqual({ locked: false, remainingAttempts: 1 });
    expect(outcomes[4]).toEqual({ locked: true, retryAfterSeconds: LOGIN_LOCK_SECONDS });
    // The same account, any spelling, any address, either instance.
    expect(await codeOf(a.assertAllowed('shared@example.com', '198.51.100.1'))).toBe('RATE_LIMITED');
    expect(await codeOf(b.assertAllowed(' SHARED@example.com ', '198.51.100.2'))).toBe('RATE_LIMITED');
    expect(await codeOf(b.assertAllowed('someone-else@example.com', '198.51.100.3'))).toBe('allowed');
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
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, (_, i) => throttles[i % 2]!.recordFailure('burst@example.com', `192.0.2.${100 + i}`)),
    );
    expect(outcomes.filter((outcome) => outcome.locked)).toHaveLength(4);
    expect(await codeOf(throttles[0]!.assertAllowed('burst@example.com', '192.0.2.250'))).toBe('RATE_LIMITED');
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

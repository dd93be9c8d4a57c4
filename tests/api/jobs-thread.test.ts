// @vitest-environment node
// The single-process deployment's job queues in a worker thread (docs/decisions/0081): the thread
// runs what staff queued on the test database with its own ORM and adapters (this test process
// runs no job runner), stops cleanly, is replaced when it dies, and a thread that cannot start
// fails start-up with the reason.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../backend/src/config';
import { startJobsThread, type JobsThread, type JobsThreadOptions } from '../../backend/src/jobs/jobs-thread';
import { createLogger } from '../../backend/src/logger';
import { sql } from '../support/accounts';
import { workerEnv } from '../support/worker-process';
import { campaignProduct, campaignStatus, lineStatuses, paidOrders, queueClose, waitForFailedClose } from './campaign.fixtures';
import { startJobsTestApi, type JobsTestApi } from './jobs.fixtures';

let world: JobsTestApi;
const logs: { msg?: string; process?: string; exitCode?: number }[] = [];

beforeAll(async () => {
  world = await startJobsTestApi();
}, 120_000);
afterAll(async () => {
  await world?.close();
});

/** What main.ts passes, with the real PortOne adapter at the fake; the side that supervises logs into `logs`. */
function threadOptions(overrides: Partial<JobsThreadOptions> = {}): JobsThreadOptions {
  const databaseUrl = world.api.config.DATABASE_URL!;
  const config = loadConfig(workerEnv(world.fake, { NODE_ENV: 'test', DATABASE_URL: databaseUrl, DATA_DIR: world.api.dataDir }));
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) logs.push(JSON.parse(line) as (typeof logs)[number]);
      callback();
    },
  });
  return { config, databaseUrl, logger: createLogger({ LOG_LEVEL: 'info', isProduction: false }, sink), ...overrides };
}

/** A failed close of two paid orders, run by whatever job runner is up, checked at the fake PortOne. */
async function closeRunsThere() {
  const { product, campaign } = await campaignProduct(world.api, { minUnits: 5 });
  const orders = await paidOrders(world.api, world.fake, product, 2);
  await queueClose(world.api, campaign.id);
  await waitForFailedClose(world.api, campaign.id, orders);
  expect(await campaignStatus(world.api, campaign.id)).toBe('FAILED');
  expect(await lineStatuses(world.api, product.id)).toEqual({ CANCELLED: 2 });
  for (const order of orders) expect(world.fake.payment(order.impUid!)!.cancel_amount).toBe(order.paidPrice);
}

/** The job queue's own sessions on the test database (pg-boss's pool and the message wake-up). */
async function queueSessions(): Promise<number> {
  const [row] = await sql<{ n: number }>(
    world.api,
    `select count(*)::int as n from pg_stat_activity
      where datname = current_database() and application_name in ('campus-shop-jobs', 'campus-shop-message-wakeup')`,
  );
  return row!.n;
}

/** Runs `check` while the thread runs, stops it, and expects its queue sessions gone. */
async function whileRunning(thread: JobsThread, check: () => Promise<void>): Promise<void> {
  try {
    await check();
  } finally {
    await thread.stop();
  }
  // The server ends a closed session's backend a moment after the client went.
  for (let waited = 0; (await queueSessions()) > 0 && waited < 5_000; waited += 100) await sleep(100);
  expect(await queueSessions()).toBe(0);
}

describe('the jobs thread', () => {
  it('runs the close staff queued, then stops with its queue sessions gone', async () => {
    await whileRunning(await startJobsThread(threadOptions()), async () => {
      expect(await queueSessions()).toBeGreaterThan(0);
      await closeRunsThere();
    });
  }, 120_000);

  it('is replaced when it dies, and the new thread runs the queues', async () => {
    const marker = path.join(world.api.dataDir, 'crash-once');
    await writeFile(marker, '');
    // The thread's environment is a copy of this one, taken when it starts.
    process.env.JOBS_THREAD_CRASH_ONCE = marker;
    const thread = await startJobsThread(
      threadOptions({ entry: new URL('../support/jobs-thread-crash-once.ts', import.meta.url), restartDelayMs: 100 }),
    ).finally(() => delete process.env.JOBS_THREAD_CRASH_ONCE);
    await whileRunning(thread, async () => {
      for (let waited = 0; !logs.some((line) => line.msg === 'jobs thread restarted') && waited < 60_000; waited += 100) await sleep(100);
      const died = logs.find((line) => line.msg === 'jobs thread stopped unexpectedly; restarting it');
      expect(died).toMatchObject({ process: 'jobs-thread', exitCode: 1 });
      expect(logs.map((line) => line.msg)).toContain('jobs thread restarted');
      await closeRunsThere();
    });
  }, 120_000);

  it('fails start-up with the reason when the thread cannot reach the database', async () => {
    const unreachable = 'postgres://campus:shop@127.0.0.1:1/nowhere';
    await expect(startJobsThread(threadOptions({ databaseUrl: unreachable }))).rejects.toThrow(/jobs thread exited with code 1 before it was ready: .+/);
  }, 60_000);
});

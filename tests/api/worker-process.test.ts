// @vitest-environment node
// The jobs-only process (docs/decisions/0074): backend/src/worker.ts runs the job queues on the
// shared database without HTTP. Here it closes a failed group purchase that staff's 마감 queued,
// refunding through the real PortOne adapter against the fake, and it refuses to start without
// what it needs.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exitCodeOf, forkWorker, stopWorker, workerEnv as baseWorkerEnv, workerReady } from '../support/worker-process';
import { campaignProduct, campaignStatus, lineStatuses, paidOrders, queueClose, waitForFailedClose } from './campaign.fixtures';
import { startJobsTestApi, type JobsTestApi } from './jobs.fixtures';

let world: JobsTestApi;
let dataDir: string;

beforeAll(async () => {
  world = await startJobsTestApi();
  dataDir = await mkdtemp(path.join(tmpdir(), 'campus-shop-worker-'));
}, 120_000);
afterAll(async () => {
  await world?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const workerEnv = (overrides: Record<string, string>) => baseWorkerEnv(world.fake, { DATA_DIR: dataDir, ...overrides });

describe('the jobs-only worker process', () => {
  it('refuses to start without the shared database, saying which setting is missing', async () => {
    const { child, stderr } = forkWorker(workerEnv({ DATABASE_URL: '' }));
    expect(await exitCodeOf(child)).toBe(1);
    expect(stderr()).toContain('DATABASE_URL');
  }, 60_000);

  it('runs the close staff queued: every paid line refunded once, then stops on SIGTERM', async () => {
    const { product, campaign } = await campaignProduct(world.api, { minUnits: 5 });
    const orders = await paidOrders(world.api, world.fake, product, 2);
    const { child } = forkWorker(workerEnv({ DATABASE_URL: world.api.config.DATABASE_URL! }));
    try {
      await workerReady(child);
      await queueClose(world.api, campaign.id);
      // The worker polls its queues every 2 s; the close itself takes well under a second here.
      await waitForFailedClose(world.api, campaign.id, orders);
      expect(await campaignStatus(world.api, campaign.id)).toBe('FAILED');
      expect(await lineStatuses(world.api, product.id)).toEqual({ CANCELLED: 2 });
      for (const order of orders) expect(world.fake.payment(order.impUid!)!.cancel_amount).toBe(order.paidPrice);
    } finally {
      expect(await stopWorker(child)).toBe(0);
    }
  }, 120_000);
});

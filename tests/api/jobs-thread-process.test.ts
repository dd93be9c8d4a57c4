// @vitest-environment node
// The default single-process deployment as `npm start` runs it (docs/decisions/0081): embedded
// PostgreSQL, the sandbox payment driver, JOBS_ENABLED on and no JOBS_RUNNER set. Its jobs run in
// the worker thread, which asks the sandbox the main thread serves about an expired order before
// returning its stock, and SIGTERM stops the thread before the database.
import { setTimeout as sleep } from 'node:timers/promises';
import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueInTransaction } from '../../backend/src/jobs/enqueue';
import { QUEUES } from '../../backend/src/jobs/queues';
import { sql } from '../support/accounts';
import type { TestApi } from '../support/api';
import { cartLine, checkoutProduct, DELIVERY, memberWithPoints, placed, productStock } from '../support/checkout';
import { startEmbeddedServerProcess, type EmbeddedServerProcess, type ServerProcess } from '../support/server-process';

let world: EmbeddedServerProcess;
let server: ServerProcess;
let orm: MikroORM;
let api: TestApi;

beforeAll(async () => {
  // debug: the runner's "job done" lines say which thread ran each job.
  world = await startEmbeddedServerProcess('campus-shop-jobs-thread-', { LOG_LEVEL: 'debug' });
  ({ server, orm, api } = world);
}, 180_000);

afterAll(async () => {
  await world?.close();
}, 60_000);

type LogLine = { msg?: string; process?: string; queue?: string; step?: string; outcome?: { released?: number } };
const logLines = (): LogLine[] =>
  server.output.flatMap((line) => {
    try {
      return [JSON.parse(line) as LogLine];
    } catch {
      return [];
    }
  });

describe('the single-process deployment', () => {
  it('expires an unpaid order in its jobs thread, then stops the thread before the database on SIGTERM', { timeout: 150_000 }, async () => {
    const product = await checkoutProduct(api, { count: 5 });
    const member = await memberWithPoints(api);
    const order = await placed(api, member.token, {
      cartIds: [await cartLine(api, member.user.id, { productId: product.id })],
      payMethod: 'card',
      pointUsing: 0,
      delivery: DELIVERY,
    });
    expect(await productStock(api, product.id)).toBe(4);
    await orm.em.fork().transactional(async (em) => {
      await em.execute(`update "order" set expires_at = now() - interval '1 minute' where id = ?`, [order.id]);
      // Now rather than at the next minute's scheduled sweep.
      await enqueueInTransaction(em, QUEUES.expireUnpaidOrders, {}, `test-expire-${order.id}`);
    });
    const statusOf = async () => (await sql<{ status: string }>(api, 'select status from order_specification where order_id = ?', [order.id]))[0]!.status;
    for (let waited = 0; (await statusOf()) === 'READY' && waited < 90_000; waited += 250) await sleep(250);
    expect(await statusOf()).toBe('CANCELLED');
    expect(await productStock(api, product.id)).toBe(5);
    const released = logLines().filter((line) => line.msg === 'job done' && line.queue === QUEUES.expireUnpaidOrders && (line.outcome?.released ?? 0) > 0);
    expect(released.map((line) => line.process)).toEqual(['jobs-thread']);

    expect(await server.stop()).toBe(0);
    const lines = logLines();
    const at = (match: (line: LogLine) => boolean) => lines.findIndex(match);
    const threadStopped = at((line) => line.process === 'jobs-thread' && line.msg === 'stopped');
    const threadStep = at((line) => line.step === 'jobs thread' && line.msg === 'shutdown step done');
    const databaseStep = at((line) => line.step === 'database' && line.msg === 'shutdown step done');
    expect(threadStopped, server.output.slice(-30).join('\n')).toBeGreaterThan(-1);
    expect(threadStopped).toBeLessThan(threadStep);
    expect(threadStep).toBeLessThan(databaseStep);
  });
});

// @vitest-environment node
// The server as `npm start` runs it, in its own process on its own embedded PostgreSQL, under a
// bounded load of placeOrders: first its database is killed, then the server gets SIGTERM
// (issue 20, findings 6 and 7; docs/decisions/0038).
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../../backend/src/db/embedded-postgres';
import { isProcessAlive, readPostmasterPid } from '../../backend/src/db/postmaster';
import { CLAIM_SECONDS, returnExpiredClaims } from '../../backend/src/modules/order/checkout-admission-claims';
import type { TestApi } from '../support/api';
import { expectNoHalfOrders, placeOne, runOrderLoad, shopWithShoppers, type Outcome } from '../support/order-load';
import { isHealthy, startEmbeddedServerProcess, type EmbeddedServerProcess, type ServerProcess } from '../support/server-process';

/** The promise issue 20 makes: the API answers again by itself within this long after its database died. */
const RECOVERY_BOUND_MS = 10_000;

let dataDir: string;
let pgPort: number;
let server: ServerProcess;
let orm: MikroORM;
let api: TestApi;
let world: EmbeddedServerProcess;

beforeAll(async () => {
  world = await startEmbeddedServerProcess('campus-shop-fault-');
  ({ dataDir, pgPort, server, orm, api } = world);
}, 180_000);

afterAll(async () => {
  await world?.close();
}, 60_000);

const describeOutcomes = (outcomes: Outcome[]) => JSON.stringify(outcomes.filter((outcome) => outcome.kind !== 'answer' || outcome.errors.length));

describe('the server process', () => {
  it('restarts its embedded PostgreSQL when it dies mid-checkout, answers again within 10 s and leaves no half order', { timeout: 180_000 }, async () => {
    const shop = await shopWithShoppers(api, 30, 100);
    const postmaster = await readPostmasterPid(join(dataDir, 'pg'));
    expect(postmaster).not.toBeNull();
    let killedAt = 0;
    const outcomes = await runOrderLoad(api, shop.shoppers, 6, (done) => {
      if (done === 8) {
        killedAt = Date.now();
        process.kill(postmaster!, 'SIGKILL');
      }
    });
    expect(killedAt).toBeGreaterThan(0);

    // Whatever failed while the database was away was answered, not dropped, and the server lives.
    expect(outcomes.filter((outcome) => outcome.kind !== 'answer'), describeOutcomes(outcomes)).toEqual([]);
    expect(server.child.exitCode).toBeNull();
    let healthy = await isHealthy(server.url);
    while (!healthy && Date.now() - killedAt < RECOVERY_BOUND_MS) {
      await sleep(100);
      healthy = await isHealthy(server.url);
    }
    expect(healthy, server.output.slice(-30).join('\n')).toBe(true);
    expect(await isProcessAlive(postmaster!)).toBe(false);

    // The API works again by itself: the shoppers whose order failed can order now.
    const retried = shop.shoppers.filter((_, i) => {
      const outcome = outcomes[i]!;
      return outcome.kind === 'answer' && outcome.orderId === null;
    });
    const again = await runOrderLoad(api, retried, 3);
    expect(again.filter((outcome) => outcome.kind !== 'answer' || outcome.errors.length), describeOutcomes(again)).toEqual([]);

    const answered = [...outcomes, ...again].flatMap((outcome) => (outcome.kind === 'answer' && outcome.orderId ? [outcome.orderId] : []));
    // A claim is taken before its order's transaction (ADR 0078): an order whose transaction died
    // with the database could not give its claim back, so those units wait for the claim to expire
    // and the minute job to return them. Run that job as it runs once they have expired; then the
    // stock is exact: no unit lost, none returned twice.
    await returnExpiredClaims(orm.em.fork(), new Date(Date.now() + (CLAIM_SECONDS + 1) * 1000));
    expect(await expectNoHalfOrders(api, shop, answered)).toBe(shop.shoppers.length);
    expect(await returnExpiredClaims(orm.em.fork(), new Date(Date.now() + (CLAIM_SECONDS + 1) * 1000))).toBe(0);
  });

  it('on SIGTERM finishes the orders in flight, refuses new connections cleanly and exits 0', { timeout: 180_000 }, async () => {
    const shop = await shopWithShoppers(api, 40, 100);
    expect(await placeOne(api, shop.shoppers[0]!)).toMatchObject({ kind: 'answer', errors: [] });
    let exitCode: Promise<number | null> | undefined;
    const outcomes = await runOrderLoad(api, shop.shoppers.slice(1), 8, (done) => {
      if (done === 6) exitCode = server.stop();
    });
    expect(exitCode).toBeDefined();
    expect(await exitCode, server.output.filter((l) => !l.includes('request finished')).slice(-40).join('\n')).toBe(0);

    // Each request got its whole answer (a successful order: no EXTERNAL_SERVICE_ERROR from the
    // sandbox going away first) or, once the port was closed, a refused connection; no resets.
    expect(outcomes.filter((outcome) => outcome.kind === 'broken'), describeOutcomes(outcomes)).toEqual([]);
    const answers = outcomes.filter((outcome) => outcome.kind === 'answer');
    expect(answers.filter((outcome) => outcome.errors.length), describeOutcomes(outcomes)).toEqual([]);
    expect(answers.length).toBeGreaterThanOrEqual(6);
    expect(outcomes.filter((outcome) => outcome.kind === 'refused').length).toBeGreaterThan(0);
    expect(server.output.join('\n')).not.toContain('shutdown timed out');

    // The database stopped cleanly with the server; opened again, it holds whole orders only.
    const database = await startEmbeddedPostgres({ dataDir: join(dataDir, 'pg'), port: pgPort });
    try {
      const answered = answers.flatMap((outcome) => (outcome.kind === 'answer' && outcome.orderId ? [outcome.orderId] : []));
      expect(await expectNoHalfOrders(api, shop, answered)).toBe(answered.length + 1);
    } finally {
      await database.stop();
    }
  });
});

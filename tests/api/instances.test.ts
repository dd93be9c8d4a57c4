// @vitest-environment node
// Several instances for real (issue 20; docs/decisions/0038): two server processes, as compose.yaml
// runs them, on one PostgreSQL server, both with background jobs on.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORITY } from '../../domain/enums';
import { seedDemo } from '../../backend/src/db/seeders/demo.seeder';
import { CATALOGUE_TTL_MS } from '../../backend/src/modules/catalog/catalogue-cache';
import { LOGIN_MAX_FAILURES_PER_ACCOUNT } from '../../domain/security/login-rules';
import { count, LOGIN, ME, sql } from '../support/accounts';
import type { TestApi } from '../support/api';
import { createMember, createProduct } from '../support/catalog-fixtures';
import { operationDocument } from '../support/catalog-operations';
import { cartLine, checkoutProduct, DELIVERY, ledgerBalance, memberWithPoints, placed, placeOrder, productStock } from '../support/checkout';
import { freePort } from '../support/free-port';
import { remoteApi, startServerProcess, type ServerProcess } from '../support/server-process';
import { createTestDatabase, type TestDatabase } from '../support/test-db';

let database: TestDatabase;
const servers: ServerProcess[] = [];
const dataDirs: string[] = [];
let a: TestApi;
let b: TestApi;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.orm.em.fork(), { universityId: 1 });
  const start = async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'campus-shop-instance-'));
    dataDirs.push(dataDir);
    const server = await startServerProcess({
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      SEED_ON_START: 'false',
      JOBS_ENABLED: 'true',
      INSTANCES: '2',
    });
    servers.push(server);
    return remoteApi(server.url, database.orm);
  };
  [a, b] = await Promise.all([start(), start()]);
}, 240_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await database?.close();
  for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
}, 60_000);

describe('two API instances on one database', () => {
  it('sell exactly the stock to 40 buyers racing across both', { timeout: 120_000 }, async () => {
    const product = await checkoutProduct(a, { name: '두 서버 한정 과잠', count: 10 });
    const buyers = await Promise.all(Array.from({ length: 40 }, () => memberWithPoints(a)));
    const lines = await Promise.all(buyers.map((buyer) => cartLine(a, buyer.user.id, { productId: product.id })));

    const results = await Promise.all(
      buyers.map((buyer, i) =>
        placeOrder(i % 2 ? b : a, buyer.token, { cartIds: [lines[i]], payMethod: 'card', pointUsing: 0, delivery: DELIVERY }),
      ),
    );

    const won = results.filter((result) => !result.errors);
    expect(won).toHaveLength(10);
    expect(results.filter((result) => result.errors?.[0]?.extensions?.code === 'OUT_OF_STOCK')).toHaveLength(30);
    expect(await productStock(a, product.id)).toBe(0);
    expect(await count(a, 'order_product', 'product_id = ?', [product.id])).toBe(10);
  });

  it('accept a login token from one on the other, and a logout on one everywhere', async () => {
    const login = await a.gql<{ login: { token: string } }>(LOGIN, { data: { email: 'demo@hanbit.ac.kr', password: 'demo1234!' } });
    expect(login.errors).toBeUndefined();
    const token = login.data!.login.token;
    const me = await b.gql<{ me: { email: string } | null }>(ME, {}, { token });
    expect(me.data?.me?.email).toBe('demo@hanbit.ac.kr');

    const logout = await fetch(`${b.url}/api/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(logout.status).toBe(204);
    expect((await a.gql<{ me: unknown }>(ME, {}, { token })).data?.me).toBeNull();
  });

  it('count login failures for one account across both', async () => {
    const attempt = (api: TestApi, password: string) =>
      api.gql(LOGIN, { data: { email: 'admin@hanbit.ac.kr', password } });
    for (let failure = 1; failure < LOGIN_MAX_FAILURES_PER_ACCOUNT; failure += 1) {
      const result = await attempt(failure % 2 ? a : b, 'wrong-pass1');
      expect(result.errors?.[0]?.extensions).toMatchObject({
        code: 'LOGIN_FAILED',
        remainingAttempts: LOGIN_MAX_FAILURES_PER_ACCOUNT - failure,
      });
    }
    expect((await attempt(a, 'wrong-pass1')).errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    // Locked on the other instance too, even with the right password.
    expect((await attempt(b, 'admin1234!')).errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });

  it('show a stock change made through one on the other within the catalogue cache time', { timeout: 30_000 }, async () => {
    const staff = await createMember(database.orm.em.fork(), { authority: AUTHORITY.ADMIN });
    const product = await createProduct(database.orm.em.fork(), { count: 0 });
    const PRODUCT = operationDocument('ProductDetail');
    const soldOutOn = async (api: TestApi) =>
      (await api.gql<{ product: { isSoldOut: boolean } }>(PRODUCT, { id: product.id })).data!.product.isSoldOut;
    // B now holds the sold-out page in its cache.
    expect(await soldOutOn(b)).toBe(true);

    const update = await a.gql(operationDocument('StaffUpdateStock'), { data: { productId: product.id, count: 7 } }, { token: staff.token });
    expect(update.errors).toBeUndefined();
    const changedAt = Date.now();

    // Poll B until the change shows and a full cache lifetime has passed; record when each read began.
    const reads: { startedAt: number; soldOut: boolean }[] = [];
    const boundAt = changedAt + CATALOGUE_TTL_MS + 50;
    while (Date.now() - changedAt < 3_000 && (reads.at(-1)?.soldOut !== false || Date.now() < boundAt + 100)) {
      const startedAt = Date.now();
      reads.push({ startedAt, soldOut: await soldOutOn(b) });
      await sleep(50);
    }
    expect(reads.at(-1)?.soldOut).toBe(false);
    // Any read that began after one cache lifetime sees the change: the bound holds whatever the machine's speed.
    const afterBound = reads.filter((read) => read.startedAt >= boundAt);
    expect(afterBound.length).toBeGreaterThan(0);
    expect(afterBound.filter((read) => read.soldOut)).toEqual([]);
  });

  it('expire an unpaid order once, with both running the scheduled sweep', { timeout: 150_000 }, async () => {
    const product = await checkoutProduct(a, { count: 5 });
    const member = await memberWithPoints(a, 5_000);
    const order = await placed(a, member.token, {
      cartIds: [await cartLine(a, member.user.id, { productId: product.id })],
      payMethod: 'card',
      pointUsing: 1_000,
      delivery: DELIVERY,
    });
    expect(await productStock(a, product.id)).toBe(4);
    await sql(a, `update "order" set expires_at = now() - interval '1 minute' where id = ?`, [order.id]);

    // The sweep runs every minute, on whichever instance claims that minute's job.
    const statusOf = async () =>
      (await sql<{ status: string }>(a, 'select status from order_specification where order_id = ?', [order.id]))[0]!.status;
    let status = await statusOf();
    for (let waited = 0; status === 'READY' && waited < 130_000; waited += 500) {
      await sleep(500);
      status = await statusOf();
    }
    expect(status).not.toBe('READY');
    expect(await productStock(a, product.id)).toBe(5);
    expect(await ledgerBalance(a, member.user.id)).toBe(5_000);
    // Each minute's sweep ran once, whichever instance took it: the runs that released something add up to one order.
    const [released] = await sql<{ released: string; runs: string; minutes: string }>(
      a,
      `select coalesce(sum((output->>'released')::int), 0) as released, count(*) as runs,
              count(distinct date_trunc('minute', created_on)) as minutes
         from pgboss.job where name = 'expire-unpaid-orders' and state = 'completed'`,
    );
    expect(Number(released!.released)).toBe(1);
    expect(Number(released!.runs)).toBe(Number(released!.minutes));
  });
});

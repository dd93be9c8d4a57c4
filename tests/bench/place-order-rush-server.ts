// The API for the placeOrder rush, in a process of its own: embedded Postgres, migrated and
// seeded, production settings with the real PortOne adapter talking to the fake PortOne server in
// a third process (as production talks to PortOne elsewhere, so every order really registers its
// amount over HTTP without the API serving that too), one product with RUSH_UNITS units of one option,
// and RUSH_ATTEMPTS members, each signed in with 1,000 points and that option in the cart; the
// same again for the warm-up (RUSH_WARMUP members, a third as many units of another product).
// Answers { port, attempts, warmup } once ready, and { invariants } when asked to check.
// RUSH_PROBE=<file> samples the API's event loop and pool (below); CHECKOUT_SLOTS and
// DATABASE_POOL_SIZE pass through for tuning runs (place-order-rush-config.ts).
import { randomBytes } from 'node:crypto';
import { fork } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdtemp } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { startEmbeddedPostgres } from '../../backend/src/db/embedded-postgres';
import { AUTHORITY, PointStatus } from '../../domain/enums';
import { migrateUp } from '../../backend/src/db/migrate';
import { initOrm } from '../../backend/src/db/orm';
import { seedDemo } from '../../backend/src/db/seeders/demo.seeder';
import { createLogger } from '../../backend/src/logger';
import { hashToken, SESSION_TTL_MS } from '../../backend/src/modules/account/session.service';
import { PointType } from '../../backend/src/modules/point/point-type.entity';
import { oneYearAfter } from '../../domain/point/point-rules';
import { PointTypeCode } from '../../domain/reference/reference';
import { createApp } from '../../backend/src/server';
import { benchPort } from './ports';
import { createLimitedJacket } from './bench-product';
import { stopWithParent } from './ipc';
import { rushConfig } from './place-order-rush-config';

export const RUSH_POINTS_EACH = 1_000;

export interface RushAttempt {
  token: string;
  cartId: number;
}

export interface RushInvariants {
  stockLeft: number;
  orders: number;
  unitsSold: number;
  usedRows: number;
  pointsUsed: number;
  /** Σ(GAIN value − remaining) over the rush members: what the USED rows consumed. */
  pointsConsumed: number;
  negativeBalances: number;
  cartLinesLeft: number;
  /** checkout_claim rows of the product: every order consumed or gave back its claim (ADR 0078). */
  claimsLeft: number;
}

const units = Number(process.env.RUSH_UNITS ?? 100);
const attempts = Number(process.env.RUSH_ATTEMPTS ?? 2_000);
const warmupAttempts = Number(process.env.RUSH_WARMUP ?? 600);

/**
 * One product with `units` units of one option and `members` members, each signed in with
 * RUSH_POINTS_EACH points and that option in the cart. `prefix` names the members' e-mails.
 * The members go in with one SQL statement rather than as entities: building thousands of them in
 * the API's own process left megabytes of garbage that the first major collection then cleared
 * in the middle of the measured rush, which a server in service would not carry.
 */
async function prepareBuyers(
  em: EntityManager,
  { prefix, units, members: memberCount }: { prefix: string; units: number; members: number },
): Promise<{ productId: number; attempts: RushAttempt[] }> {
  const now = new Date();
  const { product, option, detail } = createLimitedJacket(em, {
    name: '선착순 한정 과잠',
    description: '벤치마크용 한정 수량 상품이에요.',
    code: `RUSH-${randomBytes(3).toString('hex')}`,
    units,
    now,
  });
  const signup = await em.findOneOrFail(PointType, { code: PointTypeCode.SIGNUP });
  await em.flush();

  const tokens = Array.from({ length: memberCount }, () => randomBytes(32).toString('base64url'));
  const emails = tokens.map((_, i) => `${prefix}-${i}@bench.hanbit.ac.kr`);
  const rows = await em.execute<{ cart_id: number; n: string }[]>(
    `with input as (
       select email, token_hash, n from unnest(?::text[], ?::text[]) with ordinality as t(email, token_hash, n)
     ), members as (
       insert into "user" (university_id, email, name, authority, recommendation_code)
       select 1, email, '벤치' || n, ?, ? || n from input order by n
       returning id, email
     ), sessions as (
       insert into auth_session (user_id, token_hash, last_used_at, expires_at, created_at)
       select m.id, i.token_hash, ?, ?, ? from members m join input i using (email)
     ), points as (
       insert into point (user_id, status, value, remaining, point_type_id, expired_at, created_at)
       select id, ?, ?, ?, ?, ?, ? from members
     ), carts as (
       insert into cart (user_id, product_id, product_option_detail_id, product_option_id0, delivery_template_id, count)
       select id, ?, ?, ?, 2, 1 from members
       returning id, user_id
     )
     select c.id as cart_id, i.n from carts c join members m on m.id = c.user_id join input i using (email)`,
    [
      `{${emails.join(',')}}`,
      `{${tokens.map((token) => hashToken(token)).join(',')}}`,
      AUTHORITY.NORMAL,
      `${prefix}${randomBytes(3).toString('hex')}`.toUpperCase(),
      now,
      new Date(now.getTime() + SESSION_TTL_MS),
      now,
      PointStatus.GAIN,
      RUSH_POINTS_EACH,
      RUSH_POINTS_EACH,
      signup.id,
      oneYearAfter(now),
      now,
      product.id,
      detail.id,
      option.id,
    ],
  );
  const cartOf = new Map(rows.map((row) => [Number(row.n), Number(row.cart_id)]));
  return { productId: product.id, attempts: tokens.map((token, i) => ({ token, cartId: cartOf.get(i + 1)! })) };
}

async function waitForPort(port: number): Promise<void> {
  for (let tries = 0; tries < 200; tries += 1) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the fake PortOne server did not start on port ${port}`);
}

async function checkInvariants(orm: MikroORM, productId: number): Promise<RushInvariants> {
  const [row] = await orm.em.fork().execute<Record<string, string>[]>(
    `with members as (select id from "user" where email like 'rush-%@bench.hanbit.ac.kr')
     select
       (select sum(count) from product_option_detail where product_id = ?) as stock_left,
       (select count(distinct order_id) from order_product where product_id = ?) as orders,
       (select coalesce(sum(count), 0) from order_product where product_id = ?) as units_sold,
       (select count(*) from point where status = 'USED' and user_id in (select id from members)) as used_rows,
       (select coalesce(sum(value), 0) from point where status = 'USED' and user_id in (select id from members)) as points_used,
       (select coalesce(sum(value - remaining), 0) from point where status = 'GAIN' and user_id in (select id from members)) as points_consumed,
       (select count(*) from (
          select user_id from point where user_id in (select id from members)
          group by user_id
          having sum(case status when 'GAIN' then value when 'USED' then -value when 'EXPIRED' then -value else 0 end) < 0
        ) negative) as negative_balances,
       (select count(*) from cart where product_id = ?) as cart_lines_left,
       (select count(*) from checkout_claim where product_id = ?) as claims_left`,
    [productId, productId, productId, productId, productId],
  );
  const number = (key: string) => Number(row?.[key] ?? Number.NaN);
  return {
    stockLeft: number('stock_left'),
    orders: number('orders'),
    unitsSold: number('units_sold'),
    usedRows: number('used_rows'),
    pointsUsed: number('points_used'),
    pointsConsumed: number('points_consumed'),
    negativeBalances: number('negative_balances'),
    cartLinesLeft: number('cart_lines_left'),
    claimsLeft: number('claims_left'),
  };
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'campus-shop-rush-'));
const database = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'pg'), port: await benchPort() });
// PortOne, faked in a process of its own; it stops when this one does (the IPC channel closes).
const portOnePort = await benchPort();
const portOne = fork(fileURLToPath(new URL('../../backend/src/adapters/payment/fake-portone.cli.ts', import.meta.url)), [String(portOnePort)], {
  execArgv: ['--import', 'tsx'],
  stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
});
process.once('exit', () => portOne.kill());
await waitForPort(portOnePort);

const port = await benchPort();
const config = rushConfig({ port, databaseUrl: database.url, portOnePort, dataDir });
// The pool as the server sizes it (backend/src/main.ts).
const orm = await initOrm(database.url, { pool: { max: config.DATABASE_POOL_SIZE } });
await migrateUp(orm);
await seedDemo(orm.em.fork(), { universityId: 1 });
const rush = await prepareBuyers(orm.em.fork(), { prefix: 'rush', units, members: attempts });
// The warm-up: other members racing for a third as many units of another product, so the
// server has run both the order and the sold-out paths before the measured rush, as a server
// that has been up for a while has. Neither the members nor the product enter the invariants.
const warmup = await prepareBuyers(orm.em.fork(), { prefix: 'warmup', units: Math.ceil(warmupAttempts / 3), members: warmupAttempts });
// Thousands of rows were just bulk-loaded: settle them as a server that has been running would
// have, instead of letting autovacuum wake up in the middle of the measured rush.
await orm.em.fork().getConnection().execute('vacuum analyze');

const app = createApp({ orm, config, logger: createLogger(config) });
const server = createServer(app.handler);
// Longer than any wait of the load generator's keep-alive sockets: with the attempts spread over
// two processes a socket can sit idle past Node's 5 s default while the machine is busy, and the
// server closing it just as the generator reuses it reads as ECONNRESET.
server.keepAliveTimeout = 120_000;
await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

stopWithParent({ server, app, orm, database, dataDir });
process.on('message', (message: { type?: string }) => {
  if (message.type !== 'check') return;
  void checkInvariants(orm, rush.productId).then((invariants) => process.send?.({ invariants }));
});

// The database and PortOne, for a second API process (RUSH_PROCESSES=2, place-order-rush-second.ts).
process.send?.({ port, attempts: rush.attempts, warmup: warmup.attempts, databaseUrl: database.url, portOnePort });

// RUSH_PROBE=<file>: every 5 ms, how late the event loop ran the timer, the pool's state and the
// process's CPU time, written on exit as { columns, samples } (times in ms; `at` since the epoch,
// `uptime` as --trace-gc counts it), to line up stalls with the attempts of RUSH_TRACE.
if (process.env.RUSH_PROBE) {
  const probeFile = process.env.RUSH_PROBE;
  const pool = (await orm.em.getConnection().getNativeClient()) as unknown as { waitingCount: number; idleCount: number; totalCount: number };
  const samples: number[][] = [];
  let last = performance.now();
  let cpu = process.cpuUsage();
  setInterval(() => {
    const now = performance.now();
    const used = process.cpuUsage(cpu);
    cpu = process.cpuUsage();
    samples.push([performance.timeOrigin + now, now - last - 5, pool.waitingCount, pool.idleCount, pool.totalCount, (used.user + used.system) / 1000, now]);
    last = now;
  }, 5).unref();
  const columns = ['at', 'lateMs', 'poolWaiting', 'poolIdle', 'poolTotal', 'cpuMs', 'uptime'];
  const { writeFileSync } = await import('node:fs');
  process.once('exit', () => writeFileSync(probeFile, JSON.stringify({ columns, samples })));
}

// The API for the placeOrder rush, in a process of its own: embedded Postgres, migrated and
// seeded, production settings with the real PortOne adapter talking to the fake PortOne server in
// a third process (as production talks to PortOne elsewhere, so every order really registers its
// amount over HTTP without the API serving that too), one product with RUSH_UNITS units of one option,
// and RUSH_ATTEMPTS members, each signed in with 1,000 points and that option in the cart; the
// same again for the warm-up (RUSH_WARMUP members, a third as many units of another product).
// Answers { port, attempts, warmup } once ready, and { invariants } when asked to check.
import { randomBytes } from 'node:crypto';
import { fork } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdtemp } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { loadConfig } from '../../backend/src/config';
import { startEmbeddedPostgres } from '../../backend/src/db/embedded-postgres';
import { AUTHORITY, PointStatus, ProductType } from '../../backend/src/db/enums';
import { migrateUp } from '../../backend/src/db/migrate';
import { initOrm } from '../../backend/src/db/orm';
import { seedDemo } from '../../backend/src/db/seeders/demo.seeder';
import { createLogger } from '../../backend/src/logger';
import { AuthSession } from '../../backend/src/modules/account/auth-session.entity';
import { hashToken, SESSION_TTL_MS } from '../../backend/src/modules/account/session.service';
import { User } from '../../backend/src/modules/account/user.entity';
import { Cart } from '../../backend/src/modules/cart/cart.entity';
import { ProductOptionDetail } from '../../backend/src/modules/catalog/product-option-detail.entity';
import { ProductOption } from '../../backend/src/modules/catalog/product-option.entity';
import { Product } from '../../backend/src/modules/catalog/product.entity';
import { PointType } from '../../backend/src/modules/point/point-type.entity';
import { Point } from '../../backend/src/modules/point/point.entity';
import { oneYearAfter, PointTypeCode } from '../../backend/src/modules/point/point.service';
import { PORTONE_TEST_KEYS } from '../../backend/src/adapters/payment/portone-wire';
import { createApp } from '../../backend/src/server';
import { freePort } from '../support/free-port';
import { stopWithParent } from './ipc';

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
}

const units = Number(process.env.RUSH_UNITS ?? 100);
const attempts = Number(process.env.RUSH_ATTEMPTS ?? 2_000);
const warmupAttempts = Number(process.env.RUSH_WARMUP ?? 600);

/**
 * One product with `units` units of one option and `members` members, each signed in with
 * RUSH_POINTS_EACH points and that option in the cart. `prefix` names the members' e-mails.
 */
async function prepareBuyers(
  em: EntityManager,
  { prefix, units, members: memberCount }: { prefix: string; units: number; members: number },
): Promise<{ productId: number; attempts: RushAttempt[] }> {
  const now = new Date();
  const product = em.create(Product, {
    university: 1,
    productType: ProductType.SINGLEFREE,
    productVisible: AUTHORITY.NORMAL,
    deliveryTemplate: 2,
    name: '선착순 한정 과잠',
    description: '벤치마크용 한정 수량 상품입니다.',
    price: 65_000,
    salePrice: 62_000,
    count: 0,
    image: '/static/products/hanbit-logo-tee-1.svg',
    code: `RUSH-${randomBytes(3).toString('hex')}`,
    createdAt: now,
    updatedAt: now,
  });
  const option = em.create(ProductOption, { product, key: '사이즈', value: 'L', position: 0 });
  const detail = em.create(ProductOptionDetail, { product, option0: 'L', price: 0, count: units });
  const signup = await em.findOneOrFail(PointType, { code: PointTypeCode.SIGNUP });
  await em.flush();
  const members = Array.from({ length: memberCount }, (_, i) => {
    const user = em.create(User, {
      university: 1,
      email: `${prefix}-${i}@bench.hanbit.ac.kr`,
      name: `벤치${i}`,
      authority: AUTHORITY.NORMAL,
      recommendationCode: `${prefix}${i}${randomBytes(3).toString('hex')}`.toUpperCase(),
    });
    const token = randomBytes(32).toString('base64url');
    em.create(AuthSession, {
      user,
      tokenHash: hashToken(token),
      lastUsedAt: now,
      expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
      createdAt: now,
    });
    em.create(Point, {
      user,
      status: PointStatus.GAIN,
      value: RUSH_POINTS_EACH,
      remaining: RUSH_POINTS_EACH,
      pointType: signup,
      expiredAt: oneYearAfter(now),
      createdAt: now,
    });
    const cart = em.create(Cart, {
      user,
      product,
      productOptionDetail: detail,
      productOptionId0: option.id,
      deliveryTemplate: 2,
      count: 1,
    });
    return { token, cart };
  });
  await em.flush();
  return { productId: product.id, attempts: members.map(({ token, cart }) => ({ token, cartId: cart.id })) };
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
       (select count(*) from cart where product_id = ?) as cart_lines_left`,
    [productId, productId, productId, productId],
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
  };
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'campus-shop-rush-'));
const database = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'pg'), port: await freePort() });
const orm = await initOrm(database.url);
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

// PortOne, faked in a process of its own; it stops when this one does (the IPC channel closes).
const portOnePort = await freePort();
const portOne = fork(fileURLToPath(new URL('../../backend/src/adapters/payment/fake-portone.cli.ts', import.meta.url)), [String(portOnePort)], {
  execArgv: ['--import', 'tsx'],
  stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
});
process.once('exit', () => portOne.kill());
await waitForPort(portOnePort);

const port = await freePort();
const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  HOST: '127.0.0.1',
  PORT: String(port),
  SERVE_FRONTEND: 'false',
  SEED_ON_START: 'false',
  JOBS_ENABLED: 'false',
  UNIVERSITY_ID: '1',
  DATABASE_URL: database.url,
  DATA_DIR: dataDir,
  PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
  AUTH_SECRET: randomBytes(32).toString('hex'),
  PAYMENT_DRIVER: 'portone',
  PORTONE_API_BASE_URL: `http://127.0.0.1:${portOnePort}`,
  PORTONE_API_KEY: PORTONE_TEST_KEYS.impKey,
  PORTONE_API_SECRET: PORTONE_TEST_KEYS.impSecret,
  PORTONE_MERCHANT_CODE: 'imp00000000',
});
const app = createApp({ orm, config, logger: createLogger(config) });
const server = createServer(app.handler);
await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

stopWithParent({ server, app, orm, database, dataDir });
process.on('message', (message: { type?: string }) => {
  if (message.type !== 'check') return;
  void checkInvariants(orm, rush.productId).then((invariants) => process.send?.({ invariants }));
});

process.send?.({ port, attempts: rush.attempts, warmup: warmup.attempts });

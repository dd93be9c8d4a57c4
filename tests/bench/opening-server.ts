// The API for the opening bench (opening.ts, ADR 0077), in a process of its own: embedded Postgres
// (its port in BENCH_PORT_RANGE), migrated and seeded, production settings, one product of
// OPENING_UNITS units of one option, and OPENING_MEMBERS phone-certified members, each signed in
// with that option in the cart. Answers { port, staffToken, productId, members } once ready, then
// places the sale's opening when told ({ type: 'open', at }); { stats } (SQL statements sent
// while a poll or a GraphQL request was being answered, counted per request kind) and
// { facts } (the queue's rows and the stock, for the checks) when asked.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AUTHORITY } from '../../domain/enums';
import { WAITING_ROOM_STATUS_PATH } from '../../domain/waiting-room/waiting-room-rules';
import { createAdapters } from '../../backend/src/adapters';
import { createLogger } from '../../backend/src/logger';
import { createSession, hashToken, SESSION_TTL_MS } from '../../backend/src/modules/account/session.service';
import { releaseExpiredHolds } from '../../backend/src/modules/holds/release-holds.job';
import { waitingRoomSnapshotOf } from '../../backend/src/modules/waiting-room/waiting-room-snapshot';
import { createApp } from '../../backend/src/server';
import { fakePortOneAdapters, startFakePortOne } from '../support/fake-portone';
import { startBenchDatabase } from './bench-database';
import { createLimitedJacket } from './bench-product';
import { stopWithParent } from './ipc';
import { benchPort } from './ports';

export interface OpeningMember {
  token: string;
  cartId: number;
}

export type RequestKind = 'poll' | 'graphql' | 'other';

export interface OpeningStats {
  requests: Record<RequestKind, number>;
  statements: Record<RequestKind, number>;
  /** Milliseconds from each poll's arrival to its answer's end, inside the API process. */
  pollMs: number[];
}

export interface OpeningFacts {
  drawSeed: string | null;
  opensAt: string;
  /** Every entry: id, join time, draw position, admission time (ISO or null). */
  entries: { id: number; joinedAt: string; drawPosition: number | null; admittedAt: string | null }[];
  stockLeft: number;
  unitsSold: number;
  orders: number;
  /** Checkout holds of the product still in the table (expired ones are swept). */
  holdsLeft: number;
  /** Units the sweep below gave back from expired holds, and when it first did. */
  unitsReturned: number;
  firstReturnAt: string | null;
}

const units = Number(process.env.OPENING_UNITS ?? 300);
const memberCount = Number(process.env.OPENING_MEMBERS ?? 5_000);

// The statement count: every statement the process sends goes through pg.Client#query (kysely's
// driver calls it on a pooled client), and each is charged to the request whose async context
// sent it. The snapshot's timer is started below, outside any request, so its refreshes are
// charged to none.
const requestKind = new AsyncLocalStorage<RequestKind>();
const stats: OpeningStats = { requests: { poll: 0, graphql: 0, other: 0 }, statements: { poll: 0, graphql: 0, other: 0 }, pollMs: [] };
const clientPrototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
const sendQuery = clientPrototype.query;
clientPrototype.query = function (this: unknown, ...args: unknown[]) {
  const kind = requestKind.getStore();
  if (kind) stats.statements[kind] += 1;
  return sendQuery.apply(this, args);
};

/** The product and its members, set-based (thousands of entities would only make garbage). */
async function prepare(em: EntityManager, opensAt: Date): Promise<{ productId: number; members: OpeningMember[] }> {
  const now = new Date();
  const { product, option, detail } = createLimitedJacket(em, {
    name: '오픈 한정 과잠',
    description: '벤치마크용 오픈 상품이에요.',
    code: `OPEN-${randomBytes(3).toString('hex')}`,
    units,
    now,
    saleStartedAt: opensAt,
  });
  await em.flush();

  const tokens = Array.from({ length: memberCount }, () => randomBytes(32).toString('base64url'));
  const rows = await em.execute<{ cart_id: number; n: string }[]>(
    `with input as (
       select token_hash, n from unnest(?::text[]) with ordinality as t(token_hash, n)
     ), members as (
       insert into "user" (university_id, email, name, authority, recommendation_code, tel)
       select 1, 'opening-' || n || '@bench.hanbit.ac.kr', '오픈' || n, ?, 'OPEN' || n, '+8210' || lpad(n::text, 8, '0') from input order by n
       returning id, tel
     ), sessions as (
       insert into auth_session (user_id, token_hash, last_used_at, expires_at, created_at)
       select m.id, i.token_hash, ?, ?, ? from members m join input i on m.tel = '+8210' || lpad(i.n::text, 8, '0')
     ), carts as (
       insert into cart (user_id, product_id, product_option_detail_id, product_option_id0, delivery_template_id, count)
       select id, ?, ?, ?, 2, 1 from members
       returning id, user_id
     )
     select c.id as cart_id, i.n from carts c join members m on m.id = c.user_id join input i on m.tel = '+8210' || lpad(i.n::text, 8, '0')`,
    [`{${tokens.map((token) => hashToken(token)).join(',')}}`, AUTHORITY.NORMAL, now, new Date(now.getTime() + SESSION_TTL_MS), now, product.id, detail.id, option.id],
  );
  const cartOf = new Map(rows.map((row) => [Number(row.n), Number(row.cart_id)]));
  return { productId: product.id, members: tokens.map((token, i) => ({ token, cartId: cartOf.get(i + 1)! })) };
}

async function factsOf(em: EntityManager, productId: number): Promise<OpeningFacts> {
  const [gate] = await em.execute<{ draw_seed: string | null; sale_started_at: Date }[]>(
    'select g.draw_seed, p.sale_started_at from waiting_room_gate g join product p on p.id = g.product_id where g.product_id = ?',
    [productId],
  );
  const entries = await em.execute<{ id: number; joined_at: Date; draw_position: number | null; admitted_at: Date | null }[]>(
    'select id, joined_at, draw_position, admitted_at from waiting_room_entry where product_id = ? order by id',
    [productId],
  );
  const [stock] = await em.execute<{ stock_left: string; units_sold: string; orders: string; holds_left: string }[]>(
    `select (select sum(count) from product_option_detail where product_id = ?) as stock_left,
            (select coalesce(sum(count), 0) from order_product where product_id = ?) as units_sold,
            (select count(distinct order_id) from order_product where product_id = ?) as orders,
            (select count(*) from stock_hold where product_id = ? and order_id is null) as holds_left`,
    [productId, productId, productId, productId],
  );
  return {
    drawSeed: gate?.draw_seed ?? null,
    opensAt: new Date(gate!.sale_started_at).toISOString(),
    entries: entries.map((row) => ({
      id: row.id,
      joinedAt: new Date(row.joined_at).toISOString(),
      drawPosition: row.draw_position,
      admittedAt: row.admitted_at ? new Date(row.admitted_at).toISOString() : null,
    })),
    stockLeft: Number(stock!.stock_left),
    unitsSold: Number(stock!.units_sold),
    orders: Number(stock!.orders),
    holdsLeft: Number(stock!.holds_left),
    unitsReturned: swept.unitsReturned,
    firstReturnAt: swept.firstReturnAt?.toISOString() ?? null,
  };
}

const { dataDir, database, config, orm } = await startBenchDatabase('campus-shop-bench-opening-');
// The opening is placed by the driver ('open' below) once it is ready to send the joins.
const prepared = await prepare(orm.em.fork(), new Date(Date.now() + 24 * 3_600_000));
await orm.em.fork().getConnection().execute('vacuum analyze');

// Card orders register their amount with PortOne: a fake one in this process, as the campaign bench.
const fake = await startFakePortOne({ port: await benchPort() });
const logger = createLogger(config);
const adapters = { ...createAdapters(config, logger), ...fakePortOneAdapters(fake)(config) };
const app = createApp({ orm, config, logger, adapters });
// The snapshot's timer starts here, outside any request's async context (see the count above).
await waitingRoomSnapshotOf(orm.em, config.WAITING_ROOM_REFRESH_MS).gate(prepared.productId);
const kindOf = (url = ''): RequestKind => (url.startsWith(WAITING_ROOM_STATUS_PATH) ? 'poll' : url.startsWith('/api') ? 'graphql' : 'other');
const server = createServer((req, res) => {
  const kind = kindOf(req.url);
  stats.requests[kind] += 1;
  if (kind === 'poll') {
    const started = performance.now();
    res.once('finish', () => stats.pollMs.push(performance.now() - started));
  }
  requestKind.run(kind, () => app.handler(req, res));
});
// Chosen only now: a port picked earlier could be handed to the fake PortOne before this one listens.
const port = await benchPort();
await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
// The hold sweep, on a timer of its own rather than pg-boss's minute (OPENING_SWEEP_SECONDS, default
// 5): expired holds come back within seconds of their expiry, so the bench need not wait a minute more.
const swept = { unitsReturned: 0, firstReturnAt: null as Date | null };
const sweep = setInterval(() => {
  releaseExpiredHolds({ orm, config, logger, adapters }, new Date())
    .then((ended) => {
      swept.unitsReturned += ended.unitsReturned;
      if (ended.unitsReturned > 0) swept.firstReturnAt ??= new Date();
    })
    .catch(() => {
      // A busy pool refused a connection: the next interval sweeps what this one did not.
    });
}, Number(process.env.OPENING_SWEEP_SECONDS ?? 5) * 1000);
stopWithParent({ server, app: { close: async () => { clearInterval(sweep); await app.close(); await fake.close(); } }, orm, database, dataDir });

process.on('message', (message: { type?: string; at?: string }) => {
  if (message.type === 'open') {
    void orm.em
      .fork()
      .execute('update product set sale_started_at = ? where id = ?', [new Date(message.at!), prepared.productId])
      .then(() => process.send?.({ opened: true }));
  }
  if (message.type === 'stats') process.send?.({ stats: structuredClone(stats) });
  if (message.type === 'facts') void factsOf(orm.em.fork(), prepared.productId).then((facts) => process.send?.({ facts }));
});

// The seeded ADMIN (id 2) switches the room on through the API, as staff would.
const { token: staffToken } = await createSession(orm.em.fork(), 2);
process.send?.({ port: (server.address() as AddressInfo).port, staffToken, productId: prepared.productId, members: prepared.members });

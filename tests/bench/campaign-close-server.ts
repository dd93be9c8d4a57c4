// The real API for the campaign close bench (ADR 0062), in a process of its own: embedded Postgres,
// the demo shop, a fake PortOne in this process holding BENCH_CAMPAIGN_LINES (default 2,000) card
// payments, one paid order each on a PAY_NOW campaign due to fail. On the parent's 'close' message
// it runs the close job here, as a single-process deployment did; on 'enqueue' it sends the close
// to a separate worker process (docs/decisions/0074) or to this process's jobs thread or inline
// job runner (0081). It answers with the close's duration.
import { createServer } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { AddressInfo } from 'node:net';
import { createAdapters } from '../../backend/src/adapters';
import { createLogger } from '../../backend/src/logger';
import { enqueueInTransaction } from '../../backend/src/jobs/enqueue';
import { startJobsThread } from '../../backend/src/jobs/jobs-thread';
import { startJobs } from '../../backend/src/jobs/runner';
import { QUEUES } from '../../backend/src/jobs/queues';
import { closeDueCampaigns } from '../../backend/src/modules/campaign/close-campaigns.job';
import { createApp } from '../../backend/src/server';
import { fakePortOneAdapters, startFakePortOne } from '../support/fake-portone';
import { startBenchDatabase } from './bench-database';
import { send, stopWithParent } from './ipc';
import { benchPort } from './ports';

const LINES = Number(process.env.BENCH_CAMPAIGN_LINES ?? 2_000);
const PRODUCT_ID = 1;

const { dataDir, database, config, orm } = await startBenchDatabase('campus-shop-bench-campaign-');
const fake = await startFakePortOne();
const logger = createLogger(config);
const adapters = { ...createAdapters(config, logger), ...fakePortOneAdapters(fake)(config) };

// The participants and their paid orders, set-based; then each order paid at the fake PortOne.
const em = orm.em.fork();
await em.execute(
  `insert into "user" (university_id, email, name, recommendation_code, created_at, updated_at)
   select 1, 'bench-campaign-' || n || '@example.com', '벤치' || n, 'BENCHCAMP' || n, now(), now() from generate_series(1, ?) as n`,
  [LINES],
);
await em.execute(
  `insert into "order" (user_id, university_id, paid_price, point_using, m_uid, delivery_fee, total_price, discount_fee, cancel_price, created_at, updated_at)
   select u.id, 1, p.sale_price, 0, 'BENCH-CAMP-' || u.id, 0, p.sale_price, 0, 0, now(), now()
     from "user" u join product p on p.id = ? where u.email like 'bench-campaign-%'`,
  [PRODUCT_ID],
);
await em.execute(
  `insert into order_product (order_id, product_id, delivery_template_id, count, price, sale_price, paid_price, delivery_fee, point_using, status, product_name, created_at, updated_at)
   select o.id, p.id, p.delivery_template_id, 1, p.price, p.sale_price, p.sale_price, 0, 0, 'PAID', p.name, now(), now()
     from "order" o join product p on p.id = ? where o.m_uid like 'BENCH-CAMP-%'`,
  [PRODUCT_ID],
);
const orders = await em.execute<{ id: number; m_uid: string; paid_price: number }[]>(`select id, m_uid, paid_price from "order" where m_uid like 'BENCH-CAMP-%'`);
const impUids: string[] = [];
for (const order of orders) {
  const wire = await fake.completePayment({ merchantUid: order.m_uid, amount: order.paid_price, outcome: 'paid', payMethod: 'card', pg: 'html5_inicis', noticeUrl: null });
  impUids.push(wire.imp_uid);
}
await em.execute(
  `insert into order_specification (order_id, pay_method, status, imp_uid, pg_provider, paid_at, created_at)
   select id, 'card', 'PAID', imp, 'html5_inicis', now(), now() from unnest(?::int[], ?::text[]) as t(id, imp)`,
  [`{${orders.map((order) => order.id).join(',')}}`, `{${impUids.join(',')}}`],
);
await em.execute(
  `insert into campaign (university_id, product_id, min_units, closes_at, production_freeze_at, settle_mode, status)
   values (1, ?, ?, now() + interval '1 day', now() + interval '1 day', 'PAY_NOW', 'OPEN')`,
  [PRODUCT_ID, LINES + 1],
);
await em.execute('vacuum analyze "user", "order", order_product, order_specification, campaign');

// BENCH_CAMPAIGN_WORKER=thread or inline: this process runs the job queues, as a single-process
// deployment does with JOBS_RUNNER=thread or inline (ADR 0081); its 'enqueue' close runs there.
// The thread's own adapters refund at this process's fake PortOne, as the worker process's do.
const runner = process.env.BENCH_CAMPAIGN_WORKER;
const threadConfig = { ...config, PAYMENT_DRIVER: 'portone' as const, PORTONE_API_BASE_URL: fake.url, PORTONE_API_KEY: fake.impKey, PORTONE_API_SECRET: fake.impSecret };
const jobs =
  runner === 'thread'
    ? await startJobsThread({ config: threadConfig, databaseUrl: database.url, logger })
    : runner === 'inline'
      ? await startJobs({ orm, config, adapters, logger })
      : null;

const app = createApp({ orm, config, logger, adapters });
const server = createServer(app.handler);
const port = await benchPort();
await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
const close = async () => {
  await jobs?.stop();
  await app.close();
  await fake.close();
};
stopWithParent({ server, app: { close }, orm, database, dataDir });

/** Lines cancelled, refunds DONE and the campaign's status: the close's outcome. */
async function outcome() {
  const [counts] = await orm.em.fork().execute<{ cancelled: number; refunded: number; status: string }[]>(
    `select (select count(*)::int from order_product where product_id = ? and status = 'CANCELLED') as cancelled,
            (select count(*)::int from refund where status = 'DONE') as refunded,
            (select status from campaign where product_id = ?) as status`,
    [PRODUCT_ID, PRODUCT_ID],
  );
  return counts!;
}

// 'close': the close job runs here, in the API's process (JOBS_ENABLED=true, the default).
// 'enqueue': the close is sent as staff's 마감 does and a separate worker process (backend/src/worker.ts,
// started by the parent) or this process's job runner runs it; done when the campaign settled and
// every refund is DONE.
process.on('message', (message: unknown) => {
  if (message !== 'close' && message !== 'enqueue') return;
  void (async () => {
    const started = performance.now();
    // How late the API's event loop ran while the close did: what students' requests wait behind.
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    loopDelay.enable();
    if (message === 'close') {
      await orm.em.fork().execute(`update campaign set closes_at = now() - interval '1 second' where product_id = ?`, [PRODUCT_ID]);
      await closeDueCampaigns({ orm, config, adapters, logger }, new Date());
    } else {
      await orm.em.fork().transactional(async (tx) => {
        const [row] = await tx.execute<{ id: number }[]>(`update campaign set closes_at = now() - interval '1 second' where product_id = ? returning id`, [PRODUCT_ID]);
        await enqueueInTransaction(tx, QUEUES.closeCampaigns, { campaignId: row!.id }, `close-campaign-${row!.id}`);
      });
      const settled = (counts: Awaited<ReturnType<typeof outcome>>) => counts.status !== 'OPEN' && counts.status !== 'CLOSING' && counts.refunded >= LINES;
      // Ten minutes at most: a close that never settles is reported as it stands, not waited for.
      for (let counts = await outcome(); !settled(counts) && performance.now() - started < 600_000; counts = await outcome()) {
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
    const closeMs = performance.now() - started;
    loopDelay.disable();
    const loop = { loopDelayP99Ms: loopDelay.percentile(99) / 1e6, loopDelayMaxMs: loopDelay.max / 1e6 };
    process.send?.({ closeMs, ...loop, ...(await outcome()) });
  })();
});
send({ port: (server.address() as AddressInfo).port, databaseUrl: database.url, portOne: { url: fake.url, impKey: fake.impKey, impSecret: fake.impSecret } });

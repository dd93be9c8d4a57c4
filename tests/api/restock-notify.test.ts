// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTHORITY } from '../../domain/enums';
import type { JobDeps } from '../../backend/src/jobs/job-deps';
import { startJobs } from '../../backend/src/jobs/runner';
import type { Product } from '../../backend/src/modules/catalog/product.entity';
import { dispatchMessages } from '../../backend/src/modules/messaging/message-dispatch';
import { updateStock } from '../../backend/src/modules/staff/staff-stock.service';
import { count, freshTel, refusal, sql } from '../support/accounts';
import { startTestApi, type TestApi } from '../support/api';
import { createMember, createProduct, type TestMember } from '../support/catalog-fixtures';
import { operationDocument } from '../support/catalog-operations';
import { readAlimtalkOutbox, readEmailOutbox } from '../support/outbox';
import { jobDepsOf } from './jobs.fixtures';
import { queuedNotices as queuedFor, restockMessages } from './restock.fixtures';

const SUBSCRIBE = operationDocument('CreateProductRestockNotification');
const UPDATE_STOCK = operationDocument('StaffUpdateStock');

let api: TestApi;
let deps: JobDeps;
let staff: TestMember;

beforeAll(async () => {
  api = await startTestApi();
  staff = await createMember(api.orm.em.fork(), { authority: AUTHORITY.ADMIN });
  deps = jobDepsOf(api);
});

afterAll(async () => {
  await api?.close();
});

/** A member with a phone on file (E.164), as sign-up leaves it. */
async function memberWithPhone(): Promise<TestMember & { tel: string }> {
  const member = await createMember(api.orm.em.fork());
  const { e164 } = freshTel();
  await sql(api, 'update "user" set tel = ? where id = ?', [e164, member.user.id]);
  return { ...member, tel: e164 };
}

async function subscribe(member: TestMember, product: Product) {
  const result = await api.gql(SUBSCRIBE, { productId: product.id }, { token: member.token });
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
}

function raiseStock(data: Record<string, unknown>) {
  return api.gql(UPDATE_STOCK, { data }, { token: staff.token });
}

const subscriptions = (product: Product) => count(api, 'product_restock_notification', 'product_id = ?', [product.id]);

/** The restock messages queued for a product, oldest first: `{ userId, productId }` each. */
const queuedNotices = (product: Product) => queuedFor(api, product);

/** Sends the queued messages the way the worker would; answers each message's channel (null when skipped). */
async function deliverQueued(product: Product) {
  await dispatchMessages(deps);
  return (await restockMessages(api, product)).map((row) => (row.status === 'SKIPPED' ? 'skipped' : row.channel));
}

describe('restock messages when staff raise a sold-out product', () => {
  it('queues one message per subscriber and removes the subscriptions; each message goes out by SMS', async () => {
    const product = await createProduct(api.orm.em.fork(), { count: 0, name: '한빛 바시티 재킷' });
    const first = await memberWithPhone();
    const second = await memberWithPhone();
    await subscribe(first, product);
    await subscribe(second, product);

    const raised = await raiseStock({ productId: product.id, count: 12 });
    expect(raised.errors).toBeUndefined();
    expect(await subscriptions(product)).toBe(0);
    const queued = await queuedNotices(product);
    expect(queued.map((notice) => notice.userId).sort()).toEqual([first.user.id, second.user.id].sort());
    expect(await readAlimtalkOutbox(api.dataDir, first.tel)).toEqual([]);

    expect(await deliverQueued(product)).toEqual(['ALIMTALK', 'ALIMTALK']);
    for (const member of [first, second]) {
      const [message, ...more] = await readAlimtalkOutbox(api.dataDir, member.tel);
      expect(more).toEqual([]);
      expect(message!.text).toContain("'한빛 바시티 재킷' 상품이 다시 입고되었어요");
      expect(message!.text).toContain(`/products/${product.id}`);
    }
  });

  it('writes to a member without a phone by e-mail', async () => {
    const product = await createProduct(api.orm.em.fork(), { count: 0, name: '과잠 키링' });
    const member = await createMember(api.orm.em.fork());
    await subscribe(member, product);
    expect((await raiseStock({ productId: product.id, count: 1 })).errors).toBeUndefined();
    expect(await deliverQueued(product)).toEqual(['EMAIL']);
    const [mail] = await readEmailOutbox(api.dataDir, member.user.email);
    expect(mail!.subject).toContain('과잠 키링');
    expect(mail!.text).toContain('다시 입고되었어요');
  });

  it('tells subscribers when one combination of a sold-out product comes back, and not when a second one does', async () => {
    const product = await createProduct(api.orm.em.fork(), { optionStock: [0, 0] });
    const member = await memberWithPhone();
    await subscribe(member, product);
    const details = await sql<{ id: number }>(api, 'select id from product_option_detail where product_id = ? order by id', [product.id]);
    expect((await raiseStock({ productId: product.id, productOptionDetailId: details[0]!.id, count: 3 })).errors).toBeUndefined();
    expect(await queuedNotices(product)).toHaveLength(1);
    expect((await raiseStock({ productId: product.id, productOptionDetailId: details[1]!.id, count: 3 })).errors).toBeUndefined();
    expect(await queuedNotices(product)).toHaveLength(1);
  });

  it('sends nothing when stock goes from 3 to 5, and keeps an older subscription', async () => {
    const product = await createProduct(api.orm.em.fork(), { count: 3 });
    const member = await memberWithPhone();
    // Subscribed back when it was sold out; someone else's restock did not reach it.
    await sql(api, 'insert into product_restock_notification (user_id, product_id, created_at) values (?, ?, now())', [
      member.user.id,
      product.id,
    ]);
    expect((await raiseStock({ productId: product.id, count: 5 })).errors).toBeUndefined();
    expect(await queuedNotices(product)).toEqual([]);
    expect(await subscriptions(product)).toBe(1);
  });

  it('sends nothing and keeps the subscriptions when the stock change is refused', async () => {
    const product = await createProduct(api.orm.em.fork(), { count: 0 });
    const member = await memberWithPhone();
    await subscribe(member, product);
    refusal(await raiseStock({ productId: product.id, count: -3 }), 'BAD_USER_INPUT');
    refusal(await api.gql(UPDATE_STOCK, { data: { productId: product.id, count: 3 } }, { token: member.token }), 'FORBIDDEN');
    expect(await queuedNotices(product)).toEqual([]);
    expect(await subscriptions(product)).toBe(1);
  });

  it('queues nothing when the transaction that raised the stock rolls back afterwards', async () => {
    const product = await createProduct(api.orm.em.fork(), { count: 0 });
    const member = await memberWithPhone();
    await subscribe(member, product);
    const failure = new Error('a later step of the same transaction failed');
    await expect(
      api.orm.em.fork().transactional(async (em) => {
        const change = await updateStock(em, { universityId: 1, staffUserId: null }, { productId: product.id, count: 4 });
        expect(change.notified).toBe(1);
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await queuedNotices(product)).toEqual([]);
    expect(await subscriptions(product)).toBe(1);
    expect((await sql<{ count: number }>(api, 'select count from product where id = ?', [product.id]))[0]!.count).toBe(0);
  });

  it('skips a member who withdrew before the message went out', async () => {
    const product = await createProduct(api.orm.em.fork(), { count: 0 });
    const member = await memberWithPhone();
    await subscribe(member, product);
    expect((await raiseStock({ productId: product.id, count: 2 })).errors).toBeUndefined();
    await sql(api, 'update "user" set resigned_at = now() where id = ?', [member.user.id]);
    expect(await deliverQueued(product)).toEqual(['skipped']);
    expect(await readAlimtalkOutbox(api.dataDir, member.tel)).toEqual([]);
  });
});

describe('restock messages under concurrency', () => {
  it('tells each subscriber once when two staff raise the same sold-out product at the same moment', async () => {
    const product = await createProduct(api.orm.em.fork(), { count: 0 });
    const member = await memberWithPhone();
    await subscribe(member, product);
    const results = await Promise.all([raiseStock({ productId: product.id, count: 5 }), raiseStock({ productId: product.id, count: 8 })]);
    expect(results.map((result) => result.errors)).toEqual([undefined, undefined]);
    expect(await queuedNotices(product)).toHaveLength(1);
  });

  it("queues a burst of restocks larger than the connection pool on a fresh server's first use", async () => {
    // A fresh app has not started its queue client yet; the burst must not wait for free connections.
    const fresh = await startTestApi();
    try {
      const admin = await createMember(fresh.orm.em.fork(), { authority: AUTHORITY.ADMIN });
      const products = await Promise.all(Array.from({ length: 10 }, () => createProduct(fresh.orm.em.fork(), { count: 0 })));
      for (const product of products) {
        const member = await createMember(fresh.orm.em.fork());
        const subscribed = await fresh.gql(SUBSCRIBE, { productId: product.id }, { token: member.token });
        expect(subscribed.errors).toBeUndefined();
      }
      const results = await Promise.all(
        products.map((product) => fresh.gql(UPDATE_STOCK, { data: { productId: product.id, count: 1 } }, { token: admin.token })),
      );
      expect(results.filter((result) => result.errors)).toEqual([]);
      const messages = await fresh.orm.em.fork().execute("select id from message where template = 'RESTOCKED'");
      expect(messages).toHaveLength(products.length);
    } finally {
      await fresh.close();
    }
  });
});

describe('the job runner', () => {
  it('delivers a restock message end to end through pg-boss, woken by the queued message', async () => {
    const runner = await startJobs({ ...deps, pollingIntervalSeconds: 0.5 });
    try {
      const product = await createProduct(api.orm.em.fork(), { count: 0, name: '졸업 후드티' });
      const member = await memberWithPhone();
      await subscribe(member, product);
      expect((await raiseStock({ productId: product.id, count: 30 })).errors).toBeUndefined();
      await vi.waitFor(
        async () => {
          const [message] = await readAlimtalkOutbox(api.dataDir, member.tel);
          expect(message?.text).toContain("'졸업 후드티'");
        },
        { timeout: 20_000, interval: 200 },
      );
      await vi.waitFor(async () => expect((await restockMessages(api, product)).map((row) => row.status)).toEqual(['SENT']), {
        timeout: 10_000,
        interval: 200,
      });
      const schedules = await sql<{ name: string; cron: string; timezone: string }>(
        api,
        'select name, cron, timezone from pgboss.schedule order by name',
      );
      expect(schedules).toEqual([
        { name: 'close-campaigns', cron: '* * * * *', timezone: 'Asia/Seoul' },
        { name: 'confirm-reserved-points', cron: '*/10 * * * *', timezone: 'Asia/Seoul' },
        { name: 'expire-points', cron: '10 0 * * *', timezone: 'Asia/Seoul' },
        { name: 'expire-unpaid-orders', cron: '* * * * *', timezone: 'Asia/Seoul' },
        { name: 'make-image-sizes', cron: '* * * * *', timezone: 'Asia/Seoul' },
        { name: 'purge-courier-files', cron: '30 3 * * *', timezone: 'Asia/Seoul' },
        { name: 'release-expired-holds', cron: '* * * * *', timezone: 'Asia/Seoul' },
        { name: 'remind-vbank-deposits', cron: '*/10 * * * *', timezone: 'Asia/Seoul' },
        { name: 'remove-abandoned-direct-lines', cron: '17 * * * *', timezone: 'Asia/Seoul' },
        { name: 'retry-campaign-charges', cron: '5 * * * *', timezone: 'Asia/Seoul' },
        { name: 'retry-refunds', cron: '*/10 * * * *', timezone: 'Asia/Seoul' },
        { name: 'send-messages', cron: '* * * * *', timezone: 'Asia/Seoul' },
      ]);
    } finally {
      await runner.stop();
    }
  });
});

// @vitest-environment node
// The Today page (docs/decisions/0054-today-and-numbers.md): each item counts exactly the rows that
// wait in this shop, never another shop's; members are refused, look-only staff may read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORITY, OrderProductStatus, PayMethod, ReviewStatus } from '../../domain/enums';
import { refusal, sql } from '../support/accounts';
import type { TestApi } from '../support/api';
import { createCartProduct } from '../support/cart-fixtures';
import { createMember, createProduct, createReview, type TestMember } from '../support/catalog-fixtures';
import { operationDocument } from '../support/catalog-operations';
import type { FakePortOneServer } from '../support/fake-portone';
import { createOrder, startOrdersApi, type OrdersApi } from '../support/orders';
import { createSecondUniversity } from '../support/tenants';

const TODAY = operationDocument('StaffToday');

interface Item {
  kind: string;
  count: number;
  rows: { id: number; label: string; orderId: number | null; productId: number | null }[];
}

let orders: OrdersApi;
let api: TestApi;
let fake: FakePortOneServer;
let admin: TestMember;
let viewer: TestMember;
let buyer: TestMember;
let secondId: number;

const as = (member: TestMember | null) => (member ? { token: member.token } : {});
const HOUR = 60 * 60 * 1000;

async function today(by: TestMember = viewer): Promise<Record<string, Item>> {
  const result = await api.gql<{ staffToday: { items: Item[] } }>(TODAY, {}, as(by));
  expect(result.errors).toBeUndefined();
  return Object.fromEntries(result.data!.staffToday.items.map((item) => [item.kind, item]));
}

async function paidLine(productName?: string) {
  const { product } = await createCartProduct(api.orm.em.fork(), { name: productName, count: 20 });
  return createOrder(api, buyer.user.id, { lines: [{ product }] }, fake);
}

/** Moves an order (and its product) to the second shop: it must drop out of every count. */
async function moveAbroad(orderId: number) {
  await sql(api, 'update "order" set university_id = ? where id = ?', [secondId, orderId]);
}

beforeAll(async () => {
  orders = await startOrdersApi();
  ({ api, fake } = orders);
  const em = api.orm.em.fork();
  secondId = (await createSecondUniversity(em)).id;
  admin = await createMember(em, { authority: AUTHORITY.ADMIN });
  viewer = await createMember(em, { authority: AUTHORITY.ADMINHIDDEN });
  buyer = await createMember(em, { name: '정오늘' });
});
afterAll(() => orders?.close());

describe('staffToday', () => {
  it('counts PAID lines to confirm in this shop only, oldest first', async () => {
    const before = (await today()).TO_CONFIRM!.count;
    const older = await paidLine('먼저 결제한 티셔츠');
    await sql(api, "update order_specification set paid_at = now() - interval '40 days' where order_id = ?", [older.orderId]);
    await paidLine();
    const foreign = await paidLine();
    await moveAbroad(foreign.orderId);
    const prepared = await createOrder(api, buyer.user.id, { lines: [{ product: (await createCartProduct(api.orm.em.fork())).product }], lineStatus: OrderProductStatus.PREPARING }, fake);
    const item = (await today(admin)).TO_CONFIRM!;
    expect(item.count).toBe(before + 2);
    expect(item.rows[0]).toMatchObject({ id: older.lineIds[0], label: '먼저 결제한 티셔츠', orderId: older.orderId });
    expect(item.rows.some((row) => row.id === prepared.lineIds[0])).toBe(false);
  });

  it('counts lines past their shipping window: the product\'s window, else five days after payment', async () => {
    const before = (await today()).LATE_SHIPPING!.count;
    const stale = await paidLine();
    await sql(api, "update order_specification set paid_at = now() - interval '6 days' where order_id = ?", [stale.orderId]);
    const fresh = await paidLine();
    await sql(api, "update order_specification set paid_at = now() - interval '4 days' where order_id = ?", [fresh.orderId]);
    const windowed = await paidLine();
    await sql(api, "update product set deliver_ended_at = now() - interval '1 hour' where id = (select product_id from order_product where id = ?)", [windowed.lineIds[0]]);
    const shipped = await paidLine();
    await sql(api, "update order_specification set paid_at = now() - interval '9 days' where order_id = ?", [shipped.orderId]);
    await sql(api, "update order_product set status = 'DELIVERING' where order_id = ?", [shipped.orderId]);
    const foreign = await paidLine();
    await sql(api, "update order_specification set paid_at = now() - interval '6 days' where order_id = ?", [foreign.orderId]);
    await moveAbroad(foreign.orderId);
    expect((await today()).LATE_SHIPPING!.count).toBe(before + 2);
  });

  it('counts open member cancel requests and failed refunds of this shop', async () => {
    const before = await today();
    const asked = await paidLine();
    const answered = await paidLine();
    const foreign = await paidLine();
    await moveAbroad(foreign.orderId);
    for (const [line, status] of [[asked.lineIds[0], 'REQUESTED'], [answered.lineIds[0], 'REFUSED'], [foreign.lineIds[0], 'REQUESTED']] as const) {
      await sql(api, 'insert into order_cancel_request (order_product_id, user_id, reason, status) values (?, ?, ?, ?)', [line, buyer.user.id, '사이즈를 잘못 골랐어요', status]);
    }
    for (const [order, university, status] of [[asked.orderId, 1, 'FAILED'], [answered.orderId, 1, 'DONE'], [foreign.orderId, secondId, 'FAILED']] as const) {
      await sql(api, 'insert into refund (university_id, order_id, amount, reason, status) values (?, ?, ?, ?, ?)', [university, order, 1000, '환불', status]);
    }
    const after = await today();
    expect(after.CANCEL_REQUESTS!.count).toBe(before.CANCEL_REQUESTS!.count + 1);
    expect(after.FAILED_REFUNDS!.count).toBe(before.FAILED_REFUNDS!.count + 1);
    expect(after.FAILED_REFUNDS!.rows.some((row) => row.orderId === asked.orderId)).toBe(true);
  });

  it('counts READY reviews and sold-out products members wait for', async () => {
    const em = api.orm.em.fork();
    const before = await today();
    const reviewed = await createProduct(em);
    await createReview(em, buyer.user, reviewed, { status: ReviewStatus.READY });
    await createReview(em, admin.user, reviewed, { status: ReviewStatus.APPLIED });
    const soldOut = await createCartProduct(em, { name: '품절 과잠', options: [{ stock: 0 }, { stock: 0 }] });
    const partly = await createCartProduct(em, { options: [{ stock: 0 }, { stock: 3 }] });
    for (const product of [soldOut.product, partly.product]) {
      for (const member of [buyer, viewer]) {
        await sql(api, 'insert into product_restock_notification (user_id, product_id) values (?, ?)', [member.user.id, product.id]);
      }
    }
    const after = await today();
    expect(after.REVIEWS_WAITING!.count).toBe(before.REVIEWS_WAITING!.count + 1);
    expect(after.SOLD_OUT_WAITING!.count).toBe(before.SOLD_OUT_WAITING!.count + 1);
    expect(after.SOLD_OUT_WAITING!.rows.find((row) => row.productId === soldOut.product.id)?.label).toBe('품절 과잠 · 2명 대기');
  });

  it('counts unpaid virtual accounts due within 24 hours', async () => {
    const before = (await today()).VBANK_EXPIRING!.count;
    const placed = [];
    for (let index = 0; index < 4; index += 1) {
      const { product } = await createCartProduct(api.orm.em.fork(), { count: 5 });
      placed.push(await createOrder(api, buyer.user.id, { lines: [{ product }], payMethod: PayMethod.vbank, paid: false }, fake));
    }
    const [soon, later, past, foreign] = placed;
    await sql(api, 'update order_specification set vbank_date = ? where order_id = ?', [new Date(Date.now() + 2 * HOUR), soon!.orderId]);
    await sql(api, 'update order_specification set vbank_date = ? where order_id = ?', [new Date(Date.now() + 30 * HOUR), later!.orderId]);
    await sql(api, 'update order_specification set vbank_date = ? where order_id = ?', [new Date(Date.now() - HOUR), past!.orderId]);
    await sql(api, 'update order_specification set vbank_date = ? where order_id = ?', [new Date(Date.now() + 2 * HOUR), foreign!.orderId]);
    await moveAbroad(foreign!.orderId);
    const item = (await today()).VBANK_EXPIRING!;
    expect(item.count).toBe(before + 1);
    expect(item.rows.some((row) => row.orderId === soon!.orderId)).toBe(true);
  });

  it('refuses members and visitors', async () => {
    refusal(await api.gql(TODAY, {}, as(buyer)), 'FORBIDDEN');
    refusal(await api.gql(TODAY, {}, {}), 'UNAUTHENTICATED');
  });
});

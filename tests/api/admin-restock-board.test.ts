// @vitest-environment node
// The restock demand board (ADR 0053): products members wait for, sold-out first and most
// waiting first; a raise goes through the one stock path, which tells the waiting members once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORITY } from '../../domain/enums';
import type { Product } from '../../backend/src/modules/catalog/product.entity';
import { ProductRestockNotification } from '../../backend/src/modules/restock/product-restock-notification.entity';
import { refusal, sql } from '../support/accounts';
import { startTestApi, type TestApi } from '../support/api';
import { createMember, createProduct, type TestMember } from '../support/catalog-fixtures';
import { operationDocument } from '../support/catalog-operations';
import { createSecondUniversity } from '../support/tenants';

const BOARD = operationDocument('StaffRestockDemand');
const RAISE = operationDocument('StaffRaiseStock');

interface Board {
  total: number;
  waitingMembers: number;
  items: { waiting: number; oldestRequestedAt: string; product: { id: number; count: number; productOptionDetails: { id: number; count: number }[] } }[];
}

let api: TestApi;
let admin: TestMember;
let viewer: TestMember;
let shopper: TestMember;
let foreignProduct: Product;

beforeAll(async () => {
  api = await startTestApi();
  const em = api.orm.em.fork();
  const second = await createSecondUniversity(em);
  admin = await createMember(em, { authority: AUTHORITY.ADMIN, name: '박운영' });
  viewer = await createMember(em, { authority: AUTHORITY.ADMINHIDDEN, name: '최열람' });
  shopper = await createMember(em, { name: '정쇼핑' });
  foreignProduct = await createProduct(em, { universityId: second.id, optionStock: [0] });
});

afterAll(async () => {
  await api?.close();
});

const as = (member: TestMember) => ({ token: member.token });

/** A product with `waiting` fresh members subscribed, the first `daysAgo` days ago. */
async function awaited(optionStock: number[], waiting: number, daysAgo = 1): Promise<Product> {
  const em = api.orm.em.fork();
  const product = await createProduct(em, { optionStock });
  for (let index = 0; index < waiting; index += 1) {
    const member = await createMember(em);
    em.create(ProductRestockNotification, {
      user: member.user,
      product,
      createdAt: new Date(Date.now() - (daysAgo * 24 - index) * 3_600_000),
    });
  }
  await em.flush();
  return product;
}

const board = (member = admin, sort?: string) => api.gql<{ staffRestockDemand: Board }>(BOARD, sort ? { sort } : {}, as(member));
const raise = (data: Record<string, unknown>, member = admin) =>
  api.gql<{ staffRaiseStock: { before: number; after: number; notified: number } }>(RAISE, { data }, as(member));
const waitingFor = async (productId: number) =>
  Number((await sql<{ n: string }>(api, 'select count(*) as n from product_restock_notification where product_id = ?', [productId]))[0]!.n);
const toldAbout = async (productId: number) =>
  Number(
    (await sql<{ n: string }>(api, "select count(*) as n from message where template = 'RESTOCKED' and variables->>'productUrl' = ?", [`/products/${productId}`]))[0]!.n,
  );

describe('staffRestockDemand', () => {
  it('lists sold-out products first, most waiting first, with the oldest request; look-only staff read it', async () => {
    const few = await awaited([0, 0], 1, 9);
    const many = await awaited([0, 0], 3, 2);
    const stocked = await awaited([4, 0], 5, 1);
    const result = await board(viewer);
    expect(result.errors).toBeUndefined();
    const rows = result.data!.staffRestockDemand.items.filter((row) => [few.id, many.id, stocked.id].includes(row.product.id));
    expect(rows.map((row) => row.product.id)).toEqual([many.id, few.id, stocked.id]);
    expect(rows.map((row) => row.waiting)).toEqual([3, 1, 5]);
    const oldest = (await board(admin, 'OLDEST_REQUEST')).data!.staffRestockDemand.items.filter((row) => [few.id, many.id].includes(row.product.id));
    expect(oldest.map((row) => row.product.id)).toEqual([few.id, many.id]);
    expect(Date.parse(rows[1]!.oldestRequestedAt)).toBeLessThan(Date.parse(rows[0]!.oldestRequestedAt));
  });

  it('refuses a shopper and a bad sort, and never lists another shop’s products', async () => {
    refusal(await board(shopper), 'FORBIDDEN');
    refusal(await api.gql(BOARD, { sort: 'LOUDEST' }, as(admin)), 'BAD_USER_INPUT');
    const em = api.orm.em.fork();
    const member = await createMember(em);
    em.create(ProductRestockNotification, { user: member.user, product: foreignProduct });
    await em.flush();
    const ids = (await board()).data!.staffRestockDemand.items.map((row) => row.product.id);
    expect(ids).not.toContain(foreignProduct.id);
  });
});

describe('staffRaiseStock', () => {
  it('raises a sold-out combination from 0: the waiting members are told once and leave the board', async () => {
    const product = await awaited([0, 0], 3);
    const [detail] = await sql<{ id: number }>(api, 'select id from product_option_detail where product_id = ? order by id', [product.id]);
    const raised = await raise({ productId: product.id, productOptionDetailId: detail!.id, count: 6 });
    expect(raised.errors).toBeUndefined();
    expect(raised.data!.staffRaiseStock).toMatchObject({ before: 0, after: 6, notified: 3, product: { id: product.id, count: 6 } });
    expect(await waitingFor(product.id)).toBe(0);
    expect(await toldAbout(product.id)).toBe(3);
    const again = await raise({ productId: product.id, productOptionDetailId: detail!.id, count: 9 });
    expect(again.data!.staffRaiseStock.notified).toBe(0);
    expect(await toldAbout(product.id)).toBe(3);
    const rows = await sql<{ action: string }>(api, "select action from staff_audit where object_type = 'PRODUCT' and object_id = ?", [product.id]);
    expect(rows).toHaveLength(2);
    expect((await board()).data!.staffRestockDemand.items.map((row) => row.product.id)).not.toContain(product.id);
  });

  it('refuses a count that does not raise, a bad count, look-only staff, a shopper and another shop, changing nothing', async () => {
    const product = await awaited([2, 0], 2);
    const [detail] = await sql<{ id: number }>(api, 'select id from product_option_detail where product_id = ? order by id', [product.id]);
    const data = { productId: product.id, productOptionDetailId: detail!.id };
    const notHigher = refusal(await raise({ ...data, count: 2 }), 'BAD_USER_INPUT');
    expect([notHigher.extensions?.field, notHigher.message]).toEqual(['count', '지금 재고(2개)보다 많은 수량을 입력해 주세요.']);
    expect(refusal(await raise({ ...data, count: -1 }), 'BAD_USER_INPUT').extensions?.field).toBe('count');
    refusal(await raise({ ...data, count: 5 }, viewer), 'FORBIDDEN');
    refusal(await raise({ ...data, count: 5 }, shopper), 'FORBIDDEN');
    refusal(await raise({ productId: foreignProduct.id, count: 5 }), 'NOT_FOUND');
    const counts = await sql<{ count: number }>(api, 'select count from product_option_detail where product_id = ? order by id', [product.id]);
    expect(counts.map((row) => row.count)).toEqual([2, 0]);
    expect(await waitingFor(product.id)).toBe(2);
  });
});

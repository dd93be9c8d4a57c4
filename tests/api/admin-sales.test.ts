// @vitest-environment node
// The numbers (docs/decisions/0054-today-and-numbers.md): the report adds up exactly the lines paid
// in the period on the Seoul clock, refunds subtracted, in this shop only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORITY, PayMethod } from '../../domain/enums';
import { refusal, sql } from '../support/accounts';
import type { TestApi } from '../support/api';
import { createCartProduct, type CartProduct } from '../support/cart-fixtures';
import { createMember, type TestMember } from '../support/catalog-fixtures';
import { operationDocument } from '../support/catalog-operations';
import type { FakePortOneServer } from '../support/fake-portone';
import { createOrder, startOrdersApi, type OrdersApi, type PlacedOrder } from '../support/orders';
import { createSecondUniversity } from '../support/tenants';

const REPORT = operationDocument('StaffSalesReport');

interface Figures {
  gross: number;
  refunds: number;
  net: number;
  units: number;
}
interface Report {
  total: Figures;
  orders: number;
  days: { day: string; orders: number; figures: Figures }[];
  products: { productId: number; figures: Figures; options: { productOptionDetailId: number | null; figures: Figures }[] }[];
  payMethods: { payMethod: string; gross: number; net: number; orders: number }[];
  points: { issued: number; spent: number };
}

let orders: OrdersApi;
let api: TestApi;
let fake: FakePortOneServer;
let admin: TestMember;
let viewer: TestMember;
let buyer: TestMember;
let shirt: CartProduct;
let cap: CartProduct;
let late: PlacedOrder;
let early: PlacedOrder;

const as = (member: TestMember | null) => (member ? { token: member.token } : {});
const PERIOD = { from: '2025-06-14', to: '2025-06-16' };

async function report(variables: Record<string, unknown> = PERIOD, by: TestMember = viewer): Promise<Report> {
  const result = await api.gql<{ staffSalesReport: Report }>(REPORT, variables, as(by));
  expect(result.errors).toBeUndefined();
  return result.data!.staffSalesReport;
}

async function paidAt(order: PlacedOrder, at: string) {
  await sql(api, 'update order_specification set paid_at = ? where order_id = ?', [new Date(at), order.orderId]);
}

async function linePrices(order: PlacedOrder): Promise<number[]> {
  const rows = await sql<{ paid_price: number; delivery_fee: number }>(api, 'select paid_price, delivery_fee from order_product where order_id = ? order by id', [order.orderId]);
  return rows.map((row) => row.paid_price + row.delivery_fee);
}

beforeAll(async () => {
  orders = await startOrdersApi();
  ({ api, fake } = orders);
  const em = api.orm.em.fork();
  const second = await createSecondUniversity(em);
  admin = await createMember(em, { authority: AUTHORITY.ADMIN });
  viewer = await createMember(em, { authority: AUTHORITY.ADMINHIDDEN });
  buyer = await createMember(em, { name: '정매출' });
  const foreignBuyer = await createMember(em, { universityId: second.id });
  shirt = await createCartProduct(em, { name: '학과 티셔츠', options: [{ stock: 20 }, { stock: 20 }] });
  cap = await createCartProduct(em, { name: '로고 모자', count: 20 });
  // 23:59:59 in Seoul on the 15th, and one second later: the 16th.
  early = await createOrder(api, buyer.user.id, { lines: [{ product: shirt.product, detailId: shirt.detailIds[0], count: 2 }, { product: shirt.product, detailId: shirt.detailIds[1] }] }, fake);
  await paidAt(early, '2025-06-15T14:59:59Z');
  late = await createOrder(api, buyer.user.id, { lines: [{ product: cap.product }, { product: shirt.product, detailId: shirt.detailIds[0] }], payMethod: PayMethod.kakaopay }, fake);
  await paidAt(late, '2025-06-15T15:00:00Z');
  // The cap is refunded after payment: it stays in the 16th's gross and its refund comes off that day.
  await sql(api, "update order_product set status = 'CANCELLED', cancel_price = paid_price where order_id = ? and product_id = ?", [late.orderId, cap.product.id]);
  const outside = await createOrder(api, buyer.user.id, { lines: [{ product: cap.product }] }, fake);
  await paidAt(outside, '2025-06-16T15:00:00Z');
  const foreign = await createOrder(api, buyer.user.id, { lines: [{ product: cap.product }] }, fake);
  await paidAt(foreign, '2025-06-15T03:00:00Z');
  await sql(api, 'update "order" set university_id = ? where id = ?', [second.id, foreign.orderId]);
  const points: [number, string, number, number][] = [
    [buyer.user.id, 'GAIN', 1000, 1],
    [buyer.user.id, 'GAIN', 500, 8],
    [buyer.user.id, 'GAIN', 200, 9],
    [buyer.user.id, 'USED', 300, 6],
    [buyer.user.id, 'USED', 50, 10],
    [foreignBuyer.user.id, 'GAIN', 700, 1],
  ];
  for (const [user, status, value, type] of points) {
    await sql(api, 'insert into point (user_id, status, value, point_type_id, created_at) values (?, ?, ?, ?, ?)', [user, status, value, type, new Date('2025-06-15T03:00:00Z')]);
  }
});
afterAll(() => orders?.close());

describe('staffSalesReport', () => {
  it('adds up the lines paid in the period on the Seoul day they were paid, refunds subtracted', async () => {
    const earlyPrices = await linePrices(early);
    const [capPrice, shirtPrice] = await linePrices(late);
    const result = await report();
    expect(result.days.map((day) => day.day)).toEqual(['2025-06-14', '2025-06-15', '2025-06-16']);
    const [, fifteenth, sixteenth] = result.days;
    expect(fifteenth).toEqual({ day: '2025-06-15', orders: 1, figures: { gross: earlyPrices[0]! + earlyPrices[1]!, refunds: 0, net: earlyPrices[0]! + earlyPrices[1]!, units: 3 } });
    expect(sixteenth).toEqual({ day: '2025-06-16', orders: 1, figures: { gross: capPrice! + shirtPrice!, refunds: capPrice!, net: shirtPrice!, units: 1 } });
    const gross = earlyPrices[0]! + earlyPrices[1]! + capPrice! + shirtPrice!;
    expect(result.total).toEqual({ gross, refunds: capPrice!, net: gross - capPrice!, units: 4 });
    expect(result.orders).toBe(2);
  });

  it('breaks products down by option and splits by pay method', async () => {
    const result = await report();
    const shirtRow = result.products.find((product) => product.productId === shirt.product.id)!;
    expect(shirtRow.figures.units).toBe(4);
    expect(shirtRow.options.find((option) => option.productOptionDetailId === shirt.detailIds[0])!.figures.units).toBe(3);
    expect(shirtRow.options.reduce((sum, option) => sum + option.figures.net, 0)).toBe(shirtRow.figures.net);
    const capRow = result.products.find((product) => product.productId === cap.product.id)!;
    expect(capRow.figures).toMatchObject({ net: 0, units: 0 });
    expect(result.payMethods.map((pay) => [pay.payMethod, pay.orders]).sort()).toEqual([['card', 1], ['kakaopay', 1]]);
    expect(result.payMethods.reduce((sum, pay) => sum + pay.net, 0)).toBe(result.total.net);
  });

  it('counts points issued (not returns) and spent on orders, in this shop', async () => {
    expect((await report()).points).toEqual({ issued: 1200, spent: 300 });
  });

  it('answers ADMIN like ADMINHIDDEN and refuses members', async () => {
    expect(await report(PERIOD, admin)).toEqual(await report(PERIOD, viewer));
    refusal(await api.gql(REPORT, PERIOD, as(buyer)), 'FORBIDDEN');
  });

  it('refuses a bad period with a Korean sentence naming the field', async () => {
    for (const [variables, field] of [
      [{ from: '2025-06-16', to: '2025-06-14' }, 'to'],
      [{ from: '2025-13-01', to: '2025-12-31' }, 'from'],
      [{ from: '2024-01-01', to: '2025-06-16' }, 'from'],
      [{ from: '', to: '2025-06-16' }, 'from'],
    ] as const) {
      const error = refusal(await api.gql(REPORT, variables, as(viewer)), 'BAD_USER_INPUT');
      expect(error.message).toMatch(/[가-힣]/);
      expect(error.extensions?.['field']).toBe(field);
    }
  });
});

// @vitest-environment node
// The order desk (issue 16 item 1; docs/decisions/0049-order-desk.md): every filter alone and
// together, the status counts, paging and sorting, the search, the order page with its history,
// saved views, and the refusals (NORMAL, another shop, a bad filter).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORITY, PayMethod } from '../../domain/enums';
import { DESK_PAGE_SIZE, ORDER_DESK_MESSAGES } from '../../domain/order-desk/order-desk';
import { ORDER_LINE_FILTER_MESSAGES } from '../../domain/order-desk/order-line-filter';
import type { Product } from '../../backend/src/modules/catalog/product.entity';
import { count, refusal, sql } from '../support/accounts';
import { startTestApi, type TestApi } from '../support/api';
import { createMember, createProduct, type TestMember } from '../support/catalog-fixtures';
import { operationDocument } from '../support/catalog-operations';
import { fakePortOneAdapters, startFakePortOne, type FakePortOneServer } from '../support/fake-portone';
import { createOrder, type PlacedOrder } from '../support/orders';
import { createSecondUniversity } from '../support/tenants';

const LINES = operationDocument('StaffOrderLines');
const COUNTS = operationDocument('StaffOrderLineCounts');
const ORDER = operationDocument('StaffOrder');
const VIEWS = operationDocument('StaffOrderViews');
const SAVE_VIEW = operationDocument('StaffSaveOrderView');
const DELETE_VIEW = operationDocument('StaffDeleteOrderView');
const PICKERS = operationDocument('StaffOrderDeskPickers');
const CONFIRM = operationDocument('StaffConfirmOrderProduct');

interface Line {
  id: number;
  orderId: number;
  mUid: string;
  buyerName: string;
  productId: number;
  status: string;
  payMethod: string;
  paidPrice: number;
  inputs: string[];
  pickupPointName: string | null;
}

interface OrderPage {
  buyer: unknown;
  delivery: unknown;
  payment: unknown;
  lines: Line[];
  history: { summary: string; actor: string; actorName: string | null; orderProductId: number | null }[];
}

let api: TestApi;
let fake: FakePortOneServer;
let admin: TestMember;
let viewer: TestMember;
let shopper: TestMember;
let buyerA: TestMember;
let buyerB: TestMember;
let shirt: Product;
let jacket: Product;
let pickupPointId: number;
let cardOrder: PlacedOrder;
let vbankOrder: PlacedOrder;
let pickupOrder: PlacedOrder;
let foreignOrderId: number;

const as = (member: TestMember) => ({ token: member.token });

async function lines(variables: Record<string, unknown>, by: TestMember = viewer) {
  const result = await api.gql<{ staffOrderLines: { total: number; items: Line[] } }>(LINES, variables, as(by));
  expect(result.errors).toBeUndefined();
  return result.data!.staffOrderLines;
}

/** Only the lines this test created (the demo seed may have orders of its own). */
const mine = (items: Line[]) => items.filter((line) => [cardOrder, vbankOrder, pickupOrder].some((order) => order.orderId === line.orderId));

beforeAll(async () => {
  fake = await startFakePortOne();
  api = await startTestApi({ adapters: fakePortOneAdapters(fake) });
  const em = api.orm.em.fork();
  admin = await createMember(em, { authority: AUTHORITY.ADMIN, name: '박운영' });
  viewer = await createMember(em, { authority: AUTHORITY.ADMINHIDDEN, name: '최열람' });
  shopper = await createMember(em, { name: '정쇼핑' });
  buyerA = await createMember(em, { name: '가나다데스크' });
  buyerB = await createMember(em, { name: '라마바데스크' });
  await sql(api, 'update "user" set tel = ? where id = ?', ['+821093004477', buyerA.user.id]);
  shirt = await createProduct(em, { name: '데스크 반팔티', optionStock: [50, 50] });
  jacket = await createProduct(em, { name: '데스크 과잠', productType: 'GROUPORDER', count: 50 });
  const [point] = await sql<{ id: number }>(
    api,
    `insert into pickup_point (university_id, name, post_code, address, detail_address, tel, note) values (1, '학생회관 데스크', '34134', '대전', '1층', '0421234567', '') returning id`,
  );
  pickupPointId = point!.id;
  await sql(
    api,
    `insert into product_group_delivery (product_id, product_group_delivery_type, name, post_code, address, detail_address, tel, note, pickup_point_id)
     values (?, 'GROUP', '학생회관', '34134', '대전', '1층', '0421234567', '', ?)`,
    [jacket.id, pickupPointId],
  );
  const [detail] = await sql<{ id: number }>(api, 'select id from product_option_detail where product_id = ? order by id limit 1', [shirt.id]);
  cardOrder = await createOrder(api, buyerA.user.id, { lines: [{ product: shirt, detailId: detail!.id, count: 2, inputs: ['홍길동'] }], createdAt: new Date('2026-10-05T03:00:00Z') }, fake);
  vbankOrder = await createOrder(api, buyerB.user.id, { payMethod: PayMethod.vbank, paid: false, lines: [{ product: shirt, count: 1 }] }, fake);
  pickupOrder = await createOrder(api, buyerB.user.id, { groupPickup: true, lines: [{ product: jacket, count: 1 }] }, fake);
  await sql(api, 'update order_product set created_at = ? where order_id = ?', [new Date('2026-10-05T03:00:00Z'), cardOrder.orderId]);
  const second = await createSecondUniversity(em);
  const foreign = await createOrder(api, buyerA.user.id, { lines: [{ product: shirt, count: 1 }] }, fake);
  await sql(api, 'update "order" set university_id = ? where id = ?', [second.id, foreign.orderId]);
  foreignOrderId = foreign.orderId;
});

afterAll(async () => {
  await api?.close();
  await fake?.close();
});

describe('staffOrderLines', () => {
  it('lists a line as a seller centre row', async () => {
    const page = await lines({ filter: { search: cardOrder.mUid } });
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({ orderId: cardOrder.orderId, buyerName: '가나다데스크', productId: shirt.id, status: 'PAID', payMethod: 'card', pickupPointName: null });
  });

  it('applies each filter alone and all together', async () => {
    const ids = async (filter: Record<string, unknown>) => mine((await lines({ filter })).items).map((line) => line.orderId).sort();
    expect(await ids({ productId: jacket.id })).toEqual([pickupOrder.orderId]);
    expect(await ids({ statuses: ['READY'] })).toEqual([vbankOrder.orderId]);
    expect(await ids({ payMethod: 'vbank' })).toEqual([vbankOrder.orderId]);
    expect(await ids({ pickupPointId })).toEqual([pickupOrder.orderId]);
    expect(await ids({ from: '2026-10-05', to: '2026-10-05' })).toEqual([cardOrder.orderId]);
    const [detail] = await sql<{ id: number }>(api, 'select product_option_detail_id as id from order_product where order_id = ?', [cardOrder.orderId]);
    expect(await ids({ productId: shirt.id, productOptionDetailId: detail!.id })).toEqual([cardOrder.orderId]);
    expect(await ids({ statuses: ['PAID'], payMethod: 'card', productId: shirt.id, from: '2026-10-01', to: '2026-10-31', search: '가나다' })).toEqual([cardOrder.orderId]);
    expect(await ids({ statuses: ['PAID'], payMethod: 'vbank', productId: shirt.id })).toEqual([]);
  });

  it('finds lines by buyer name, phone digits as typed and order number', async () => {
    const orders = async (search: string) => [...new Set(mine((await lines({ filter: { search } })).items).map((line) => line.orderId))].sort();
    expect(await orders('라마바')).toEqual([vbankOrder.orderId, pickupOrder.orderId].sort());
    expect(await orders('4477')).toEqual([cardOrder.orderId]);
    expect(await orders('010-9300-4477')).toEqual([cardOrder.orderId]);
    expect(await orders(pickupOrder.mUid)).toEqual([pickupOrder.orderId]);
  });

  it('pages 50 at a time and sorts, ties broken by line id', async () => {
    const all = await lines({ sort: 'NEWEST' });
    expect(all.items.length).toBe(Math.min(all.total, DESK_PAGE_SIZE));
    const amounts = (await lines({ sort: 'AMOUNT_HIGH' })).items.map((line) => line.paidPrice);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    const low = (await lines({ sort: 'AMOUNT_LOW' })).items.map((line) => line.paidPrice);
    expect(low).toEqual([...low].sort((a, b) => a - b));
    const oldest = await lines({ sort: 'OLDEST', filter: { search: '데스크' } });
    expect(oldest.items[0]!.orderId).toBe(cardOrder.orderId);
    const names = (await lines({ sort: 'BUYER_NAME', filter: { search: '데스크' } })).items.map((line) => line.buyerName);
    expect(names).toEqual(['가나다데스크', '라마바데스크', '라마바데스크']);
    const past = await lines({ page: 1000 });
    expect(past).toEqual({ total: all.total, items: [] });
  });

  it('refuses a bad filter, page or sort with its sentence and field', async () => {
    const range = await api.gql(LINES, { filter: { from: '2026-11-02', to: '2026-11-01' } }, as(viewer));
    expect(refusal(range, 'BAD_USER_INPUT')).toMatchObject({ message: ORDER_LINE_FILTER_MESSAGES.range });
    const page = await api.gql(LINES, { page: 0 }, as(viewer));
    expect(refusal(page, 'BAD_USER_INPUT')).toMatchObject({ message: ORDER_DESK_MESSAGES.page });
    const option = await api.gql(LINES, { filter: { productOptionDetailId: 3 } }, as(viewer));
    expect(refusal(option, 'BAD_USER_INPUT')).toMatchObject({ message: ORDER_LINE_FILTER_MESSAGES.option });
  });

  it('refuses members and anonymous callers', async () => {
    refusal(await api.gql(LINES, {}, as(shopper)), 'FORBIDDEN');
    refusal(await api.gql(COUNTS, {}, as(shopper)), 'FORBIDDEN');
    refusal(await api.gql(LINES, {}), 'UNAUTHENTICATED');
  });

  it('never lists another shop’s lines', async () => {
    const page = await lines({ filter: { productId: shirt.id }, page: 1 });
    expect(page.items.some((line) => line.orderId === foreignOrderId)).toBe(false);
  });
});

describe('staffOrderLineCounts', () => {
  it('counts every status for the filter without its statuses', async () => {
    const result = await api.gql<{ staffOrderLineCounts: { status: string; count: number }[] }>(COUNTS, { filter: { search: '데스크', statuses: ['PAID'] } }, as(viewer));
    expect(result.errors).toBeUndefined();
    const counts = Object.fromEntries(result.data!.staffOrderLineCounts.map((row) => [row.status, row.count]));
    expect(counts).toEqual({ READY: 1, PAID: 2, PREPARING: 0, DELIVERING: 0, COMPLETED: 0, CANCELLED: 0 });
  });
});

describe('staffOrder', () => {
  it('shows the buyer, address or pickup point, the payment record, lines and who changed what', async () => {
    const confirmed = await api.gql(CONFIRM, { orderProductId: cardOrder.lineIds[0] }, as(admin));
    expect(confirmed.errors).toBeUndefined();
    const result = await api.gql<{ staffOrder: OrderPage }>(ORDER, { id: cardOrder.orderId }, as(viewer));
    expect(result.errors).toBeUndefined();
    const order = result.data!.staffOrder;
    expect(order.buyer).toMatchObject({ id: buyerA.user.id, name: '가나다데스크', tel: '+821093004477' });
    expect(order.delivery).toMatchObject({ name: '이한결', postCode: '34134' });
    expect(order.payment).toMatchObject({ payMethod: 'card', status: 'PAID', mUid: cardOrder.mUid, impUid: cardOrder.impUid });
    expect(order.lines).toHaveLength(1);
    expect(order.lines[0]).toMatchObject({ status: 'PREPARING', inputs: ['홍길동'] });
    expect(order.history.map((event) => event.summary)).toEqual(['주문했어요', '결제했어요', expect.stringContaining('상품 준비 중')]);
    expect(order.history[2]).toMatchObject({ actor: 'STAFF', actorName: '박운영', orderProductId: cardOrder.lineIds[0] });
  });

  it('shows a pickup order’s point and a virtual account', async () => {
    const pickup = await api.gql<{ staffOrder: { delivery: unknown; pickupPointName: string } }>(ORDER, { id: pickupOrder.orderId }, as(viewer));
    expect(pickup.data!.staffOrder).toMatchObject({ delivery: null, pickupPointName: '학생회관 데스크' });
    const vbank = await api.gql<{ staffOrder: { payment: { vbankNum: string | null; status: string } } }>(ORDER, { id: vbankOrder.orderId }, as(viewer));
    expect(vbank.data!.staffOrder.payment.status).toBe('READY');
    expect(vbank.data!.staffOrder.payment.vbankNum).toBeTruthy();
  });

  it('shows a member’s own cancel as theirs', async () => {
    await sql(api, `update order_product set status = 'CANCELLED', cancel_reason = '사이즈 변경' where order_id = ?`, [pickupOrder.orderId]);
    const result = await api.gql<{ staffOrder: { history: { actor: string; actorName: string; summary: string }[] } }>(ORDER, { id: pickupOrder.orderId }, as(viewer));
    expect(result.data!.staffOrder.history.at(-1)).toMatchObject({ actor: 'MEMBER', actorName: '라마바데스크', summary: expect.stringContaining('사이즈 변경') });
    await sql(api, `update order_product set status = 'PAID', cancel_reason = null where order_id = ?`, [pickupOrder.orderId]);
  });

  it('is NOT_FOUND for another shop’s order and refused to members', async () => {
    refusal(await api.gql(ORDER, { id: foreignOrderId }, as(viewer)), 'NOT_FOUND');
    refusal(await api.gql(ORDER, { id: 987654 }, as(viewer)), 'NOT_FOUND');
    refusal(await api.gql(ORDER, { id: cardOrder.orderId }, as(shopper)), 'FORBIDDEN');
  });
});

describe('saved views', () => {
  it('keeps each staff member’s own views; the same name replaces', async () => {
    const save = (by: TestMember, name: string, filter: Record<string, unknown>, sort = 'NEWEST') => api.gql<{ staffSaveOrderView: { id: number; filter: Record<string, unknown>; sort: string } }>(SAVE_VIEW, { name, filter, sort }, as(by));
    const first = await save(viewer, '발송 대기', { statuses: ['PAID'], payMethod: 'card' });
    expect(first.errors).toBeUndefined();
    expect(first.data!.staffSaveOrderView.filter).toMatchObject({ statuses: ['PAID'], payMethod: 'card', search: null });
    const again = await save(viewer, '발송 대기', { statuses: ['PREPARING'] }, 'OLDEST');
    expect(again.data!.staffSaveOrderView.id).toBe(first.data!.staffSaveOrderView.id);
    await save(admin, '운영 보기', { search: '라마바' });
    const mineViews = await api.gql<{ staffOrderViews: { name: string; sort: string; filter: { statuses: string[] } }[] }>(VIEWS, {}, as(viewer));
    expect(mineViews.data!.staffOrderViews).toEqual([expect.objectContaining({ name: '발송 대기', sort: 'OLDEST', filter: expect.objectContaining({ statuses: ['PREPARING'] }) })]);
    const theirs = await api.gql<{ staffOrderViews: { id: number }[] }>(VIEWS, {}, as(admin));
    const adminView = theirs.data!.staffOrderViews[0]!.id;
    refusal(await api.gql(DELETE_VIEW, { id: adminView }, as(viewer)), 'NOT_FOUND');
    expect(await count(api, 'staff_order_view', 'id = ?', [adminView])).toBe(1);
    const deleted = await api.gql(DELETE_VIEW, { id: first.data!.staffSaveOrderView.id }, as(viewer));
    expect(deleted.data).toEqual({ staffDeleteOrderView: true });
  });

  it('refuses a bad name or filter and changes nothing; members are refused', async () => {
    const before = await count(api, 'staff_order_view');
    const empty = await api.gql(SAVE_VIEW, { name: '  ', filter: {} }, as(viewer));
    expect(refusal(empty, 'BAD_USER_INPUT')).toMatchObject({ message: ORDER_DESK_MESSAGES.viewName });
    refusal(await api.gql(SAVE_VIEW, { name: '잘못된 기간', filter: { from: '2026-13-01' } }, as(viewer)), 'BAD_USER_INPUT');
    refusal(await api.gql(SAVE_VIEW, { name: '회원', filter: {} }, as(shopper)), 'FORBIDDEN');
    refusal(await api.gql(VIEWS, {}, as(shopper)), 'FORBIDDEN');
    expect(await count(api, 'staff_order_view')).toBe(before);
  });
});

describe('staffOrderDeskPickers', () => {
  it('offers the ordered products with their combinations and the pickup points', async () => {
    const result = await api.gql<{ staffOrderDeskPickers: { products: { id: number; options: unknown[] }[]; pickupPoints: { id: number }[] } }>(PICKERS, {}, as(viewer));
    expect(result.errors).toBeUndefined();
    const products = result.data!.staffOrderDeskPickers.products;
    expect(products.find((row) => row.id === shirt.id)?.options.length).toBeGreaterThan(0);
    expect(result.data!.staffOrderDeskPickers.pickupPoints.map((row) => row.id)).toContain(pickupPointId);
  });

  it("carries each product's sale window, which the desk offers as its period", async () => {
    await sql(api, "update product set sale_started_at = '2026-11-01T00:00:00Z', sale_ended_at = '2026-11-20T15:00:00Z' where id = ?", [shirt.id]);
    const result = await api.gql<{ staffOrderDeskPickers: { products: { id: number; saleStartedAt: string | null; saleEndedAt: string | null }[] } }>(PICKERS, {}, as(viewer));
    expect(result.data!.staffOrderDeskPickers.products.find((row) => row.id === shirt.id)).toMatchObject({
      saleStartedAt: '2026-11-01T00:00:00.000Z',
      saleEndedAt: '2026-11-20T15:00:00.000Z',
    });
  });
});

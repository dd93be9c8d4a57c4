// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORITY } from '../../domain/enums';
import { BULK_LIMIT, BULK_MESSAGES } from '../../domain/staff/bulk-lines';
import type { Product } from '../../backend/src/modules/catalog/product.entity';
import { count, refusal, sql } from '../support/accounts';
import { startTestApi, type TestApi } from '../support/api';
import { createMember, createProduct, type TestMember } from '../support/catalog-fixtures';
import { operationDocument } from '../support/catalog-operations';
import { fakePortOneAdapters, startFakePortOne, type FakePortOneServer } from '../support/fake-portone';
import { createOrder, type OrderFixture } from '../support/orders';
import { createSecondUniversity } from '../support/tenants';

const CONFIRM = operationDocument('StaffConfirmOrderProducts');
const SHIP = operationDocument('StaffShipOrderProducts');
const COMPLETE = operationDocument('StaffCompleteOrderProducts');
const DELAY = operationDocument('StaffNotifyShippingDelay');
const ORDER = operationDocument('OrderDetail');

interface LineResult {
  orderProductId: number;
  outcome: 'CHANGED' | 'ALREADY_DONE' | 'REFUSED';
  code: string | null;
  message: string;
  status: string | null;
  productName: string | null;
}
interface Result {
  changed: number;
  alreadyDone: number;
  refused: number;
  lines: LineResult[];
}

let fake: FakePortOneServer;
let api: TestApi;
let staff: TestMember;
let viewer: TestMember;
let member: TestMember;
let tee: Product;
let otherTenantLine: number;

beforeAll(async () => {
  fake = await startFakePortOne();
  api = await startTestApi({ adapters: fakePortOneAdapters(fake) });
  const em = api.orm.em.fork();
  staff = await createMember(em, { authority: AUTHORITY.ADMIN, name: '김운영' });
  viewer = await createMember(em, { authority: AUTHORITY.ADMINHIDDEN, name: '최열람' });
  member = await createMember(em);
  tee = await createProduct(em, { count: 5000, price: 30_000, salePrice: 25_000 });
  const second = await createSecondUniversity(em);
  const foreign = await line();
  await sql(api, 'update "order" set university_id = ? where id = ?', [second.id, foreign.orderId]);
  otherTenantLine = foreign.lineId;
});

afterAll(async () => {
  await api?.close();
  await fake?.close();
});

async function line(fixture: Partial<OrderFixture> = {}): Promise<{ orderId: number; lineId: number }> {
  const placed = await createOrder(api, member.user.id, { lines: [{ product: tee }], ...fixture }, fake);
  return { orderId: placed.orderId, lineId: placed.lineIds[0]! };
}

async function lines(n: number, fixture: Partial<OrderFixture> = {}): Promise<number[]> {
  const ids: number[] = [];
  for (let index = 0; index < n; index += 1) ids.push((await line(fixture)).lineId);
  return ids;
}

const confirm = (orderProductIds: number[], token = staff.token) =>
  api.gql<{ staffConfirmOrderProducts: Result }>(CONFIRM, { orderProductIds }, { token });
const ship = (rows: Record<string, unknown>[], token = staff.token) =>
  api.gql<{ staffShipOrderProducts: Result }>(SHIP, { rows }, { token });
const complete = (orderProductIds: number[], token = staff.token) =>
  api.gql<{ staffCompleteOrderProducts: Result }>(COMPLETE, { orderProductIds }, { token });
const delay = (data: Record<string, unknown>, token = staff.token) =>
  api.gql<{ staffNotifyShippingDelay: Result }>(DELAY, { data }, { token });

const statusOf = async (id: number) => (await sql<{ status: string }>(api, 'select status from order_product where id = ?', [id]))[0]!.status;
const auditRows = (id: number) => count(api, 'staff_audit', "object_type = 'ORDER_PRODUCT' and object_id = ?", [id]);
const shipRow = (id: number) => ({ orderProductId: id, orderDeliveryCompanyId: 1, shippingNumber: `6300${String(id).padStart(8, '0')}` });

describe('bulk line actions', () => {
  it('confirms, ships and completes lines, one CHANGED result per line with an audit row each', async () => {
    const ids = await lines(3);
    const confirmed = await confirm(ids);
    expect(confirmed.errors).toBeUndefined();
    expect(confirmed.data!.staffConfirmOrderProducts).toMatchObject({ changed: 3, alreadyDone: 0, refused: 0 });
    expect(confirmed.data!.staffConfirmOrderProducts.lines.map((row) => [row.orderProductId, row.outcome, row.status])).toEqual(
      ids.map((id) => [id, 'CHANGED', 'PREPARING']),
    );
    const shipped = await ship(ids.map(shipRow));
    expect(shipped.data!.staffShipOrderProducts).toMatchObject({ changed: 3, refused: 0 });
    for (const id of ids) expect(await count(api, 'order_product_shipping', 'order_product_id = ?', [id])).toBe(1);
    const completed = await complete(ids);
    expect(completed.data!.staffCompleteOrderProducts.lines.every((row) => row.status === 'COMPLETED')).toBe(true);
    for (const id of ids) expect(await auditRows(id)).toBe(3);
  });

  it('reports mixed results: a done line changes nothing again, a cancelled line is refused with its reason', async () => {
    const [fresh, done, cancelled] = await lines(3);
    expect((await confirm([done!])).data!.staffConfirmOrderProducts.changed).toBe(1);
    await sql(api, "update order_product set status = 'CANCELLED' where id = ?", [cancelled]);
    const auditBefore = await auditRows(done!);

    const result = (await confirm([fresh!, done!, cancelled!])).data!.staffConfirmOrderProducts;
    expect(result).toMatchObject({ changed: 1, alreadyDone: 1, refused: 1 });
    const [a, b, c] = result.lines;
    expect(a).toMatchObject({ orderProductId: fresh, outcome: 'CHANGED', code: null, status: 'PREPARING' });
    expect(b).toMatchObject({ orderProductId: done, outcome: 'ALREADY_DONE', code: null, status: 'PREPARING' });
    expect(c).toMatchObject({ orderProductId: cancelled, outcome: 'REFUSED', code: 'INVALID_STATE', status: 'CANCELLED' });
    expect(c!.message).toContain('취소');
    expect(await auditRows(done!)).toBe(auditBefore);
    expect(await statusOf(cancelled!)).toBe('CANCELLED');
  });

  it('refuses a batch over the limit, an empty one and a repeated line, changing nothing', async () => {
    const [id] = await lines(1);
    const tooMany = Array.from({ length: BULK_LIMIT + 1 }, (_, index) => id! + index);
    expect(refusal(await confirm(tooMany), 'BAD_USER_INPUT').message).toBe(BULK_MESSAGES.tooMany);
    expect(refusal(await confirm([]), 'BAD_USER_INPUT').message).toBe(BULK_MESSAGES.empty);
    expect(refusal(await confirm([id!, id!]), 'BAD_USER_INPUT').message).toBe(BULK_MESSAGES.duplicate);
    expect(await statusOf(id!)).toBe('PAID');
    expect(await auditRows(id!)).toBe(0);
  });

  it('refuses the whole shipping when one row has a bad tracking number or company, changing no line', async () => {
    const ids = await lines(2, { lineStatus: 'PREPARING' });
    const badNumber = refusal(await ship([shipRow(ids[0]!), { ...shipRow(ids[1]!), shippingNumber: '12' }]), 'BAD_USER_INPUT');
    expect(badNumber.extensions?.field).toBe('rows.1.shippingNumber');
    refusal(await ship([shipRow(ids[0]!), { ...shipRow(ids[1]!), orderDeliveryCompanyId: 999 }]), 'BAD_USER_INPUT');
    for (const id of ids) {
      expect(await statusOf(id)).toBe('PREPARING');
      expect(await count(api, 'order_product_shipping', 'order_product_id = ?', [id])).toBe(0);
    }
  });

  it('answers another university\'s line like a missing one, per line, and still does the rest', async () => {
    const [mine] = await lines(1);
    const result = (await confirm([otherTenantLine, mine!, 987_654])).data!.staffConfirmOrderProducts;
    expect(result).toMatchObject({ changed: 1, refused: 2 });
    const [foreign, , missing] = result.lines;
    expect(foreign).toEqual({ ...missing, orderProductId: otherTenantLine });
    expect(foreign).toMatchObject({ outcome: 'REFUSED', code: 'NOT_FOUND', status: null, productName: null });
    expect(await statusOf(otherTenantLine)).toBe('PAID');
  });

  it('refuses a shopper and look-only staff, changing nothing', async () => {
    const [id] = await lines(1);
    refusal(await confirm([id!], member.token), 'FORBIDDEN');
    refusal(await confirm([id!], viewer.token), 'FORBIDDEN');
    refusal(await ship([shipRow(id!)], viewer.token), 'FORBIDDEN');
    refusal(await complete([id!], viewer.token), 'FORBIDDEN');
    refusal(await delay({ orderProductIds: [id!], reason: '입고 지연', expectedDate: '2099-01-02' }, viewer.token), 'FORBIDDEN');
    expect(await statusOf(id!)).toBe('PAID');
    expect(await auditRows(id!)).toBe(0);
  });
});

describe('shipping delay notice', () => {
  const notice = { reason: '원단 입고가 늦어지고 있어요', expectedDate: '2099-12-05' };

  it('stores the delay on the line, tells the buyer once per date, and shows it on their order', async () => {
    const paid = await line();
    const [preparing] = await lines(1, { lineStatus: 'PREPARING' });
    const [shipped] = await lines(1, { lineStatus: 'DELIVERING' });
    const first = (await delay({ ...notice, orderProductIds: [paid.lineId, preparing!, shipped!] })).data!.staffNotifyShippingDelay;
    expect(first).toMatchObject({ changed: 2, refused: 1 });
    expect(first.lines[2]).toMatchObject({ outcome: 'REFUSED', code: 'INVALID_STATE', message: BULK_MESSAGES.delayState, status: 'DELIVERING' });

    const again = (await delay({ ...notice, reason: '다시 알려요', orderProductIds: [paid.lineId] })).data!.staffNotifyShippingDelay;
    expect(again.lines[0]).toMatchObject({ outcome: 'ALREADY_DONE' });
    const messages = () => count(api, 'message', "template = 'SHIPPING_DELAYED' and event_key like ?", [`%line:${paid.lineId}:%`]);
    expect(await messages()).toBe(1);
    expect(await auditRows(paid.lineId)).toBe(1);

    const order = await api.gql<{ order: { orderProducts: { shippingDelay: unknown }[] } }>(ORDER, { id: paid.orderId }, { token: member.token });
    expect(order.data!.order.orderProducts[0]!.shippingDelay).toMatchObject({ reason: notice.reason, expectedDate: '2099-12-05' });

    const later = (await delay({ ...notice, expectedDate: '2099-12-09', orderProductIds: [paid.lineId] })).data!.staffNotifyShippingDelay;
    expect(later.lines[0]!.outcome).toBe('CHANGED');
    expect(await messages()).toBe(2);
  });

  it('refuses a date in the past or an empty reason, telling nobody', async () => {
    const paid = await line();
    expect(refusal(await delay({ ...notice, expectedDate: '2020-01-01', orderProductIds: [paid.lineId] }), 'BAD_USER_INPUT').message).toBe(
      BULK_MESSAGES.datePast,
    );
    expect(refusal(await delay({ ...notice, expectedDate: '2099-02-30', orderProductIds: [paid.lineId] }), 'BAD_USER_INPUT').message).toBe(
      BULK_MESSAGES.date,
    );
    expect(refusal(await delay({ ...notice, reason: '  ', orderProductIds: [paid.lineId] }), 'BAD_USER_INPUT').message).toBe(BULK_MESSAGES.reason);
    expect(refusal(await delay({ ...notice, expectedDate: '12월 5일', orderProductIds: [paid.lineId] }), 'BAD_USER_INPUT').message).toBe(BULK_MESSAGES.date);
    expect(await count(api, 'message', "template = 'SHIPPING_DELAYED' and event_key like ?", [`%line:${paid.lineId}:%`])).toBe(0);
  });
});

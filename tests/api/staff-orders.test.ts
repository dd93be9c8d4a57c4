// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORITY, OrderProductStatus } from '../../domain/enums';
import type { Product } from '../../backend/src/modules/catalog/product.entity';
import { count, refusal, sql } from '../support/accounts';
import { startTestApi, type TestApi } from '../support/api';
import { createMember, createProduct, type TestMember } from '../support/catalog-fixtures';
import { operationDocument } from '../support/catalog-operations';
import { fakePortOneAdapters, startFakePortOne, type FakePortOneServer } from '../support/fake-portone';
import { createOrder, orderSnapshot, type OrderFixture } from '../support/orders';

const LIST = operationDocument('StaffOrderProducts');
const CONFIRM = operationDocument('StaffConfirmOrderProduct');
const SHIP = operationDocument('StaffShipOrderProduct');
const COMPLETE = operationDocument('StaffCompleteOrderProduct');
const COMPANIES = operationDocument('OrderDeliveryCompanies');

interface Line {
  id: number;
  status: string;
  check: boolean;
  orderProductShipping: {
    shippingNumber: string;
    status: string;
    orderDeliveryCompanyId: number;
    orderDeliveryCompany: { content: string };
    trackingUrl: string | null;
  } | null;
}

let fake: FakePortOneServer;
let api: TestApi;
let staff: TestMember;
let member: TestMember;
let tee: Product;

beforeAll(async () => {
  fake = await startFakePortOne();
  api = await startTestApi({ adapters: fakePortOneAdapters(fake) });
  const em = api.orm.em.fork();
  staff = await createMember(em, { authority: AUTHORITY.ADMIN, name: '김운영' });
  member = await createMember(em);
  tee = await createProduct(em, { count: 500, price: 30_000, salePrice: 25_000 });
});

afterAll(async () => {
  await api?.close();
  await fake?.close();
});

async function orderLine(fixture: Partial<OrderFixture> = {}): Promise<{ orderId: number; lineId: number }> {
  const placed = await createOrder(api, member.user.id, { lines: [{ product: tee }], ...fixture }, fake);
  return { orderId: placed.orderId, lineId: placed.lineIds[0]! };
}

function run<T>(query: string, variables: Record<string, unknown>, token: string | undefined = staff.token) {
  return api.gql<T>(query, variables, token ? { token } : {});
}

const confirm = (orderProductId: number, token?: string) =>
  run<{ staffConfirmOrderProduct: Line }>(CONFIRM, { orderProductId }, token);
const ship = (data: Record<string, unknown>, token?: string) => run<{ staffShipOrderProduct: Line }>(SHIP, { data }, token);
const complete = (orderProductId: number, token?: string) =>
  run<{ staffCompleteOrderProduct: Line }>(COMPLETE, { orderProductId }, token);

const shippingRows = (lineId: number) => count(api, 'order_product_shipping', 'order_product_id = ?', [lineId]);

describe('staff order work as ADMIN', () => {
  it('moves a paid line through confirm, ship and complete, turning its reserved points into GAIN', async () => {
    const { orderId, lineId } = await orderLine();
    const confirmed = await confirm(lineId);
    expect(confirmed.errors).toBeUndefined();
    expect(confirmed.data!.staffConfirmOrderProduct).toMatchObject({ id: lineId, status: 'PREPARING', check: true });
    const [order] = await sql<{ check: boolean }>(api, 'select "check" from "order" where id = ?', [orderId]);
    expect(order!.check).toBe(true);

    const shipped = await ship({ orderProductId: lineId, orderDeliveryCompanyId: 1, shippingNumber: '6300-1234-5678' });
    expect(shipped.errors).toBeUndefined();
    expect(shipped.data!.staffShipOrderProduct).toMatchObject({
      status: 'DELIVERING',
      orderProductShipping: {
        shippingNumber: '630012345678',
        status: 'DELIVERING',
        orderDeliveryCompanyId: 1,
        orderDeliveryCompany: { content: 'CJ대한통운' },
      },
    });
    expect(shipped.data!.staffShipOrderProduct.orderProductShipping!.trackingUrl).toContain('630012345678');

    const completed = await complete(lineId);
    expect(completed.errors).toBeUndefined();
    expect(completed.data!.staffCompleteOrderProduct).toMatchObject({
      status: 'COMPLETED',
      orderProductShipping: { status: 'COMPLETED' },
    });
    const points = await sql<{ status: string; value: number; remaining: number; expired_at: string }>(
      api,
      'select status, value, remaining, expired_at from point where order_product_id = ?',
      [lineId],
    );
    // 1% of the 25,000 KRW paid for the line.
    expect(points).toEqual([expect.objectContaining({ status: 'GAIN', value: 250, remaining: 250 })]);
    expect(new Date(points[0]!.expired_at).getTime()).toBeGreaterThan(Date.now() + 360 * 24 * 60 * 60 * 1000);
    const [line] = await sql<{ completed_at: string | null }>(api, 'select completed_at from order_product where id = ?', [lineId]);
    expect(line!.completed_at).not.toBeNull();
  });

  it('checks the order only once every live line of it is confirmed', async () => {
    const placed = await createOrder(api, member.user.id, { lines: [{ product: tee }, { product: tee, count: 2 }] }, fake);
    await confirm(placed.lineIds[0]!);
    const checkOf = async () =>
      (await sql<{ check: boolean }>(api, 'select "check" from "order" where id = ?', [placed.orderId]))[0]!.check;
    expect(await checkOf()).toBe(false);
    await confirm(placed.lineIds[1]!);
    expect(await checkOf()).toBe(true);
  });

  it('completes a group-pickup line straight from PREPARING, with no shipping record', async () => {
    const { lineId } = await orderLine({ groupPickup: true, lineStatus: OrderProductStatus.PREPARING });
    const completed = await complete(lineId);
    expect(completed.errors).toBeUndefined();
    expect(completed.data!.staffCompleteOrderProduct).toMatchObject({ status: 'COMPLETED', orderProductShipping: null });
    expect(await count(api, 'point', "order_product_id = ? and status = 'GAIN'", [lineId])).toBe(1);
  });

  it('lists the lines of one status oldest first, 10 per page, with the total', async () => {
    const first = await orderLine({ createdAt: new Date('2020-01-01T00:00:00Z'), lineStatus: OrderProductStatus.DELIVERING });
    const second = await orderLine({ createdAt: new Date('2020-01-02T00:00:00Z'), lineStatus: OrderProductStatus.DELIVERING });
    const result = await run<{ staffOrderProducts: { total: number; items: Line[] } }>(LIST, {
      data: { status: 'DELIVERING' },
    });
    expect(result.errors).toBeUndefined();
    const page = result.data!.staffOrderProducts;
    expect(page.items.every((line) => line.status === 'DELIVERING')).toBe(true);
    expect(page.items.slice(0, 2).map((line) => line.id)).toEqual([first.lineId, second.lineId]);
    expect(page.total).toBe(await count(api, 'order_product', "status = 'DELIVERING'"));
  });

  it('lists the delivery companies to choose from', async () => {
    const result = await run<{ orderDeliveryCompanies: { id: number; content: string }[] }>(COMPANIES, {});
    expect(result.errors).toBeUndefined();
    expect(result.data!.orderDeliveryCompanies.map((company) => company.content)).toEqual([
      'CJ대한통운',
      '한진택배',
      '롯데택배',
      '우체국택배',
      '로젠택배',
    ]);
  });
});

describe('staff order work refusals', () => {
  it('refuses to confirm a line that is not PAID, naming the state expected and the one it is in', async () => {
    const { orderId, lineId } = await orderLine({ paid: false });
    const before = await orderSnapshot(api, orderId);
    const error = refusal(await confirm(lineId), 'INVALID_STATE');
    expect(error.message).toContain('결제 완료 상태인 주문 상품만');
    expect(error.message).toContain("'결제 대기'");
    expect(await orderSnapshot(api, orderId)).toEqual(before);
  });

  it('refuses to ship a line that was not confirmed yet, and records no shipping', async () => {
    const { orderId, lineId } = await orderLine();
    const before = await orderSnapshot(api, orderId);
    const error = refusal(
      await ship({ orderProductId: lineId, orderDeliveryCompanyId: 1, shippingNumber: '630012345678' }),
      'INVALID_STATE',
    );
    expect(error.message).toContain('먼저 주문 확인을 해 주세요');
    expect(await orderSnapshot(api, orderId)).toEqual(before);
    expect(await shippingRows(lineId)).toBe(0);
  });

  it('refuses a tracking number that is not 8 to 20 digits, and an unknown company', async () => {
    const { orderId, lineId } = await orderLine({ lineStatus: OrderProductStatus.PREPARING });
    const before = await orderSnapshot(api, orderId);
    const badNumber = refusal(
      await ship({ orderProductId: lineId, orderDeliveryCompanyId: 1, shippingNumber: 'CJ-12' }),
      'BAD_USER_INPUT',
    );
    expect(badNumber.extensions?.field).toBe('shippingNumber');
    const badCompany = refusal(
      await ship({ orderProductId: lineId, orderDeliveryCompanyId: 999, shippingNumber: '630012345678' }),
      'BAD_USER_INPUT',
    );
    expect(badCompany.extensions?.field).toBe('orderDeliveryCompanyId');
    expect(await orderSnapshot(api, orderId)).toEqual(before);
    expect(await shippingRows(lineId)).toBe(0);
  });

  it('refuses to complete a delivered-to-address line that was never shipped, keeping its points reserved', async () => {
    const { orderId, lineId } = await orderLine({ lineStatus: OrderProductStatus.PREPARING });
    const before = await orderSnapshot(api, orderId);
    const error = refusal(await complete(lineId), 'INVALID_STATE');
    expect(error.message).toContain('먼저 발송 처리를 해 주세요');
    expect(await orderSnapshot(api, orderId)).toEqual(before);
    expect(await count(api, 'point', "order_product_id = ? and status = 'RESERVED'", [lineId])).toBe(1);
  });

  it('refuses to complete a line twice', async () => {
    const { lineId } = await orderLine({ lineStatus: OrderProductStatus.DELIVERING });
    expect((await complete(lineId)).errors).toBeUndefined();
    const error = refusal(await complete(lineId), 'INVALID_STATE');
    expect(error.message).toContain("'배송 완료'");
  });

  it('answers NOT_FOUND for a line that does not exist', async () => {
    const error = refusal(await confirm(99_999_999), 'NOT_FOUND');
    expect(error.message).toContain('주문 상품을 찾을 수 없어요');
  });

  it('is FORBIDDEN to a normal member and UNAUTHENTICATED without a token, changing nothing', async () => {
    const { orderId, lineId } = await orderLine();
    const before = await orderSnapshot(api, orderId);
    const forbidden = refusal(await confirm(lineId, member.token), 'FORBIDDEN');
    expect(forbidden.message).toContain('생협 운영진만');
    refusal(await run(LIST, {}, member.token), 'FORBIDDEN');
    refusal(await complete(lineId, member.token), 'FORBIDDEN');
    refusal(await ship({ orderProductId: lineId, orderDeliveryCompanyId: 1, shippingNumber: '630012345678' }, member.token), 'FORBIDDEN');
    const hidden = await createMember(api.orm.em.fork(), { authority: AUTHORITY.ADMINHIDDEN });
    refusal(await confirm(lineId, hidden.token), 'FORBIDDEN');
    const anonymous = await api.gql(CONFIRM, { orderProductId: lineId });
    refusal(anonymous, 'UNAUTHENTICATED');
    expect(await orderSnapshot(api, orderId)).toEqual(before);
  });

  it('lets only one of two simultaneous shipments of a line through', async () => {
    const { lineId } = await orderLine({ lineStatus: OrderProductStatus.PREPARING });
    const results = await Promise.all(
      ['630000000001', '630000000002'].map((shippingNumber) =>
        ship({ orderProductId: lineId, orderDeliveryCompanyId: 2, shippingNumber }),
      ),
    );
    expect(results.filter((result) => !result.errors)).toHaveLength(1);
    expect(results.filter((result) => result.errors?.[0]?.extensions?.code === 'INVALID_STATE')).toHaveLength(1);
    expect(await shippingRows(lineId)).toBe(1);
  });
});

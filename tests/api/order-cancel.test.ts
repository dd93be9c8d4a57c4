// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentGatewayError, type PaymentGateway } from '../../backend/src/adapters/payment/payment-gateway';
import { PayMethod } from '../../domain/enums';
import { refusal, sql } from '../support/accounts';
import { startTestApi, type TestApi } from '../support/api';
import { createCartProduct, DeliveryTemplateId, type CartProduct } from '../support/cart-fixtures';
import { createMember, type TestMember } from '../support/catalog-fixtures';
import { operationDocument } from '../support/catalog-operations';
import { portOneGatewayFor, type FakePortOneServer } from '../support/fake-portone';
import { grantPoints } from '../../backend/src/modules/point/point.service';
import { PointTypeCode } from '../../domain/reference/reference';
import { createOrder, orderSnapshot, placeOrderThroughApi, startOrdersApi, type OrdersApi } from '../support/orders';

const CANCEL = operationDocument('CancelOrderProduct');
const PREVIEW = operationDocument('CancelPreview');
const ORDER = operationDocument('OrderWithSpecification');

let orders: OrdersApi;
let fake: FakePortOneServer;
let api: TestApi;
let buyer: TestMember;
let tee: CartProduct;
let mug: CartProduct;

interface CancelledLine {
  id: number;
  status: string;
  cancelPrice: number;
  cancelReason: string | null;
}

function cancel(member: TestMember, orderProductId: number, cancelReason = '사이즈를 잘못 골랐어요.') {
  return api.gql<{ cancelOrderProduct: CancelledLine }>(CANCEL, { data: { orderProductId, cancelReason } }, { token: member.token });
}

function preview(member: TestMember, orderProductId: number) {
  return api.gql<{ cancelPreview: Record<string, number | boolean> }>(PREVIEW, { orderProductId }, { token: member.token });
}

async function orderOf(member: TestMember, id: number) {
  const result = await api.gql<{
    order: { paidPrice: number; cancelPrice: number; expiresAt: string | null; orderSpecification: { status: string; paymentStatus: string | null } };
  }>(ORDER, { id }, { token: member.token });
  expect(result.errors).toBeUndefined();
  return result.data!.order;
}

async function stockOf(detailId: number): Promise<number> {
  const [row] = await sql<{ count: number }>(api, 'select count from product_option_detail where id = ?', [detailId]);
  return row!.count;
}

async function balanceOf(userId: number): Promise<number> {
  const [row] = await sql<{ balance: number }>(
    api,
    `select coalesce(sum(case status when 'GAIN' then value when 'RESERVED' then 0 else -value end), 0)::int as balance
       from point where user_id = ?`,
    [userId],
  );
  return row!.balance;
}

const reservedOf = async (lineId: number) =>
  (await sql(api, "select 1 from point where order_product_id = ? and status = 'RESERVED'", [lineId])).length;

beforeAll(async () => {
  orders = await startOrdersApi();
  ({ api, fake } = orders);
  const em = api.orm.em.fork();
  buyer = await createMember(em);
  // 3,000 KRW flat per order group; 25,000 sale price per unit.
  tee = await createCartProduct(em, { deliveryTemplateId: DeliveryTemplateId.PAY, options: [{ stock: 100 }, { stock: 100 }] });
  mug = await createCartProduct(em, { deliveryTemplateId: DeliveryTemplateId.PAY, salePrice: 12_000, count: 100 });
});
afterAll(() => orders?.close());

describe('cancelOrderProduct on a paid order', () => {
  it('refunds the line alone while its delivery group lives on, then the fee with the group\'s last line', async () => {
    const placed = await createOrder(
      api,
      buyer.user.id,
      { lines: [{ product: tee.product, detailId: tee.detailIds[0], count: 2 }, { product: mug.product }] },
      fake,
    );
    expect(placed.paidPrice).toBe(50_000 + 12_000 + 3_000);
    const [teeLine, mugLine] = placed.lineIds as [number, number];
    const stockBefore = await stockOf(tee.detailIds[0]!);

    const teePreview = await preview(buyer, teeLine);
    expect(teePreview.data!.cancelPreview).toEqual({
      orderProductId: teeLine,
      refundPrice: 50_000,
      refundPoint: 0,
      refundDeliveryFee: 0,
      droppedReservedPoint: 500,
      needsRefundAccount: false,
    });
    const first = await cancel(buyer, teeLine, '  색상을 바꾸고 싶어요.  ');
    expect(first.errors).toBeUndefined();
    expect(first.data!.cancelOrderProduct).toMatchObject({ id: teeLine, status: 'CANCELLED', cancelPrice: 50_000, cancelReason: '색상을 바꾸고 싶어요.' });
    expect(fake.cancellations.filter((row) => row.impUid === placed.impUid)).toEqual([
      expect.objectContaining({ amount: 50_000, reason: '색상을 바꾸고 싶어요.' }),
    ]);
    expect(await stockOf(tee.detailIds[0]!)).toBe(stockBefore + 2);
    expect(await reservedOf(teeLine)).toBe(0);
    expect(await orderOf(buyer, placed.orderId)).toMatchObject({
      cancelPrice: 50_000,
      orderSpecification: { status: 'PAID', paymentStatus: 'paid' },
    });

    const mugPreview = await preview(buyer, mugLine);
    expect(mugPreview.data!.cancelPreview).toMatchObject({ refundPrice: 15_000, refundDeliveryFee: 3_000 });
    const last = await cancel(buyer, mugLine);
    expect(last.data!.cancelOrderProduct).toMatchObject({ status: 'CANCELLED', cancelPrice: 15_000 });
    expect(fake.cancellations.filter((row) => row.impUid === placed.impUid).map((row) => row.amount)).toEqual([50_000, 15_000]);
    expect(fake.payment(placed.impUid!)).toMatchObject({ cancel_amount: 65_000, status: 'cancelled' });
    expect(await orderOf(buyer, placed.orderId)).toMatchObject({
      cancelPrice: 65_000,
      orderSpecification: { status: 'CANCELLED', paymentStatus: 'cancelled' },
    });
  });

  it('keeps the delivery fee when the fee line goes first, and refunds it with the last line', async () => {
    const placed = await createOrder(api, buyer.user.id, { lines: [{ product: mug.product }, { product: mug.product, count: 2 }] }, fake);
    const [feeLine, otherLine] = placed.lineIds as [number, number];
    expect((await cancel(buyer, feeLine)).data!.cancelOrderProduct.cancelPrice).toBe(12_000);
    expect((await cancel(buyer, otherLine)).data!.cancelOrderProduct.cancelPrice).toBe(24_000 + 3_000);
  });

  it('gives the line\'s share of used points back and refunds only what was paid in money', async () => {
    const shopper = await createMember(api.orm.em.fork());
    const placed = await createOrder(
      api,
      shopper.user.id,
      { lines: [{ product: tee.product, detailId: tee.detailIds[1] }, { product: mug.product }], pointUsing: 10_000 },
      fake,
    );
    const balanceBefore = await balanceOf(shopper.user.id);
    const [teeLine] = placed.lineIds as [number, number];
    const [booked] = await sql<{ paid_price: number; point_using: number }>(
      api,
      'select paid_price, point_using from order_product where id = ?',
      [teeLine],
    );
    expect(booked!.paid_price + booked!.point_using).toBe(25_000);
    const shown = await preview(shopper, teeLine);
    expect(shown.data!.cancelPreview).toMatchObject({ refundPrice: booked!.paid_price, refundPoint: booked!.point_using });
    const result = await cancel(shopper, teeLine);
    expect(result.data!.cancelOrderProduct.cancelPrice).toBe(booked!.paid_price);
    expect(fake.cancellations.at(-1)).toMatchObject({ impUid: placed.impUid, amount: booked!.paid_price });
    expect(await balanceOf(shopper.user.id)).toBe(balanceBefore + booked!.point_using);
    const refunds = await sql(api, "select 1 from point p join point_type t on t.id = p.point_type_id where p.order_product_id = ? and t.code = 'REFUND'", [teeLine]);
    expect(refunds).toHaveLength(1);
  });

  it('gives a point-only order its points back without calling the PG', async () => {
    const shopper = await createMember(api.orm.em.fork());
    const placed = await createOrder(api, shopper.user.id, { lines: [{ product: mug.product }], payMethod: PayMethod.point, pointUsing: 15_000 }, fake);
    expect(placed.paidPrice).toBe(0);
    const requestsBefore = fake.requests.length;
    const result = await cancel(shopper, placed.lineIds[0]!);
    expect(result.data!.cancelOrderProduct).toMatchObject({ status: 'CANCELLED', cancelPrice: 0 });
    expect(fake.requests).toHaveLength(requestsBefore);
    expect(await balanceOf(shopper.user.id)).toBe(15_000);
    expect((await orderOf(shopper, placed.orderId)).orderSpecification).toMatchObject({ status: 'CANCELLED', paymentStatus: null });
  });

  it('refunds a virtual-account payment to the refund account the member registered', async () => {
    const placed = await createOrder(api, buyer.user.id, { lines: [{ product: mug.product }, { product: mug.product }], payMethod: PayMethod.vbank }, fake);
    const shown = await preview(buyer, placed.lineIds[0]!);
    expect(shown.data!.cancelPreview.needsRefundAccount).toBe(true);
    const updated = await api.gql(
      operationDocument('UpdateRefundAccount'),
      { data: { orderId: placed.orderId, refundBankCode: '088', refundAccount: '110-123-456789', refundHolder: '김한빛' } },
      { token: buyer.token },
    );
    expect(updated.errors).toBeUndefined();
    expect((await preview(buyer, placed.lineIds[0]!)).data!.cancelPreview.needsRefundAccount).toBe(false);
    const result = await cancel(buyer, placed.lineIds[0]!);
    expect(result.errors).toBeUndefined();
    // html5_inicis takes 2-digit bank codes: 신한 088 becomes 88.
    expect(fake.cancellations.at(-1)).toMatchObject({
      impUid: placed.impUid,
      amount: 12_000,
      refundBank: '88',
      refundAccount: '110123456789',
      refundHolder: '김한빛',
    });
  });
});

describe('cancelOrderProduct on an order placed and paid through the API', () => {
  it('refunds every won and point of the order once all its lines are cancelled', async () => {
    const em = api.orm.em.fork();
    const shopper = await createMember(em);
    await grantPoints(em, { userId: shopper.user.id, value: 5_000, code: PointTypeCode.SIGNUP, now: new Date() });
    await em.flush();
    const placed = await placeOrderThroughApi(api, fake, shopper.token, {
      lines: [{ productId: tee.product.id, productOptionDetailId: tee.detailIds[0], count: 2 }, { productId: mug.product.id }],
      pointUsing: 5_000,
    });
    expect(placed.paidPrice).toBe(50_000 + 12_000 + 3_000 - 5_000);
    expect(await balanceOf(shopper.user.id)).toBe(0);
    for (const lineId of placed.lineIds) expect((await cancel(shopper, lineId)).errors).toBeUndefined();
    const refunded = fake.cancellations.filter((row) => row.impUid === placed.impUid).map((row) => row.amount);
    expect(refunded.reduce((total, amount) => total + amount, 0)).toBe(placed.paidPrice);
    expect(fake.payment(placed.impUid!)).toMatchObject({ status: 'cancelled', cancel_amount: placed.paidPrice });
    expect(await balanceOf(shopper.user.id)).toBe(5_000);
    expect(await orderOf(shopper, placed.orderId)).toMatchObject({
      cancelPrice: placed.paidPrice,
      orderSpecification: { status: 'CANCELLED', paymentStatus: 'cancelled' },
    });
  });
});

describe('cancelOrderProduct on an unpaid order', () => {
  it('cancels a READY line without refunding anything, drops its money from what is left to pay and tells PortOne that amount', async () => {
    const shopper = await createMember(api.orm.em.fork());
    const placed = await createOrder(
      api,
      shopper.user.id,
      { lines: [{ product: tee.product, detailId: tee.detailIds[0] }, { product: mug.product }], paid: false, pointUsing: 2_000 },
      fake,
    );
    // The amount registered at PortOne, as placeOrder registers it.
    await portOneGatewayFor(fake).prepare(placed.mUid, placed.paidPrice);
    const refundsBefore = fake.cancellations.length;
    const requestsBefore = fake.requests.length;
    const balanceBefore = await balanceOf(shopper.user.id);
    const stockBefore = await stockOf(tee.detailIds[0]!);
    const [teeLine, mugLine] = placed.lineIds as [number, number];

    const first = await cancel(shopper, teeLine);
    expect(first.data!.cancelOrderProduct).toMatchObject({ status: 'CANCELLED', cancelPrice: 0 });
    const [teeBooked] = await sql<{ paid_price: number; point_using: number }>(api, 'select paid_price, point_using from order_product where id = ?', [teeLine]);
    const afterFirst = await orderOf(shopper, placed.orderId);
    expect(afterFirst).toMatchObject({ cancelPrice: 0, paidPrice: placed.paidPrice - teeBooked!.paid_price, orderSpecification: { status: 'READY' } });
    expect(afterFirst.expiresAt).not.toBeNull();
    expect(await stockOf(tee.detailIds[0]!)).toBe(stockBefore + 1);
    // The one call to PortOne registers the amount left, so the rest can still be paid.
    expect(fake.requests.slice(requestsBefore).filter((request) => request.route !== 'getToken')).toEqual([
      { method: 'PUT', path: '/payments/prepare', route: 'prepare' },
    ]);
    expect(fake.preparedAmount(placed.mUid)).toBe(afterFirst.paidPrice);
    const requestsAfterFirst = fake.requests.length;

    await cancel(shopper, mugLine);
    expect(await orderOf(shopper, placed.orderId)).toMatchObject({
      paidPrice: 0,
      cancelPrice: 0,
      expiresAt: null,
      orderSpecification: { status: 'CANCELLED', paymentStatus: null },
    });
    expect(fake.cancellations).toHaveLength(refundsBefore);
    // Cancelling the last line closes the order: nothing is left to pay, nothing to tell PortOne.
    expect(fake.requests).toHaveLength(requestsAfterFirst);
    expect(await balanceOf(shopper.user.id)).toBe(balanceBefore + 2_000);
  });

  it('cancels an unpaid virtual-account order whose only line is cancelled', async () => {
    const placed = await createOrder(api, buyer.user.id, { lines: [{ product: mug.product }], payMethod: PayMethod.vbank, paid: false }, fake);
    const result = await cancel(buyer, placed.lineIds[0]!);
    expect(result.errors).toBeUndefined();
    expect((await orderOf(buyer, placed.orderId)).orderSpecification.status).toBe('CANCELLED');
  });
});

describe('cancelOrderProduct under concurrency', () => {
  it('refunds a line once when it is cancelled five times at once', async () => {
    const placed = await createOrder(api, buyer.user.id, { lines: [{ product: mug.product }, { product: mug.product }] }, fake);
    const lineId = placed.lineIds[0]!;
    const snapshotPoints = await sql(api, 'select count(*)::int as n from point where order_product_id = ?', [lineId]);
    const results = await Promise.all(Array.from({ length: 5 }, () => cancel(buyer, lineId)));
    const succeeded = results.filter((result) => !result.errors);
    expect(succeeded).toHaveLength(1);
    for (const result of results.filter((candidate) => candidate.errors)) {
      expect(refusal(result, 'INVALID_STATE').message).toContain('이미 취소');
    }
    expect(fake.cancellations.filter((row) => row.impUid === placed.impUid)).toHaveLength(1);
    expect((await orderOf(buyer, placed.orderId)).cancelPrice).toBe(12_000);
    expect(await sql(api, 'select count(*)::int as n from point where order_product_id = ?', [lineId])).toEqual(
      [{ n: (snapshotPoints[0] as { n: number }).n - 1 }],
    );
  });

  it('refunds the delivery fee exactly once when the group\'s two lines are cancelled at once', async () => {
    const placed = await createOrder(api, buyer.user.id, { lines: [{ product: mug.product }, { product: mug.product }] }, fake);
    const results = await Promise.all(placed.lineIds.map((lineId) => cancel(buyer, lineId)));
    expect(results.every((result) => !result.errors)).toBe(true);
    const refunded = fake.cancellations.filter((row) => row.impUid === placed.impUid).map((row) => row.amount);
    expect(refunded.sort((a, b) => a - b)).toEqual([12_000, 15_000]);
    expect(await orderOf(buyer, placed.orderId)).toMatchObject({ cancelPrice: 27_000, orderSpecification: { status: 'CANCELLED' } });
  });
});

describe('cancelOrderProduct refused', () => {
  it('changes nothing when the PG refuses the refund', async () => {
    const placed = await createOrder(api, buyer.user.id, { lines: [{ product: mug.product }, { product: mug.product }] }, fake);
    const before = await orderSnapshot(api, placed.orderId);
    fake.failNext('cancel', { code: 1, message: '[checksum] 취소 가능 잔액이 달라요.' });
    const result = await cancel(buyer, placed.lineIds[0]!);
    expect(refusal(result, 'EXTERNAL_SERVICE_ERROR').message).toContain('결제 취소를 처리하지 못했어요');
    expect(await orderSnapshot(api, placed.orderId)).toEqual(before);
    expect(fake.cancellations.filter((row) => row.impUid === placed.impUid)).toHaveLength(0);
    expect(api.logs.some((line) => line['orderId'] === placed.orderId)).toBe(true);
  });

  it('completes a cancel whose refund landed though its answer was lost, and never refunds it twice', async () => {
    // The real adapter, except that the first refund's answer is lost on the way back (a timeout).
    let loseNextAnswer = true;
    const lossy = await startTestApi({
      adapters: (config) => {
        const real = portOneGatewayFor(fake, { cardPg: config.PORTONE_CARD_PG });
        const cancelThenLoseAnswer: PaymentGateway['cancel'] = async (request) => {
          const answer = await real.cancel(request);
          if (!loseNextAnswer) return answer;
          loseNextAnswer = false;
          throw new PaymentGatewayError('PortOne did not answer cancel within 10000 ms');
        };
        return { payment: { ...real, cancel: cancelThenLoseAnswer } };
      },
    });
    try {
      const em = lossy.orm.em.fork();
      const member = await createMember(em);
      const cup = await createCartProduct(em, { deliveryTemplateId: DeliveryTemplateId.PAY, salePrice: 12_000, count: 10 });
      const placed = await createOrder(lossy, member.user.id, { lines: [{ product: cup.product }, { product: cup.product }] }, fake);
      const attempt = () =>
        lossy.gql<{ cancelOrderProduct: CancelledLine }>(
          CANCEL,
          { data: { orderProductId: placed.lineIds[0], cancelReason: '주문을 잘못 했어요.' } },
          { token: member.token },
        );
      const first = await attempt();
      expect(first.errors).toBeUndefined();
      expect(first.data!.cancelOrderProduct).toMatchObject({ status: 'CANCELLED', cancelPrice: 12_000 });
      expect(fake.cancellations.filter((row) => row.impUid === placed.impUid)).toHaveLength(1);
      refusal(await attempt(), 'INVALID_STATE');
      expect(fake.cancellations.filter((row) => row.impUid === placed.impUid)).toHaveLength(1);
    } finally {
      await lossy.close();
    }
  });
});

// What a buyer may change on an order (docs/product-rules.md#buyer-changes, docs/decisions/0018):
// cancel a line with its refund, points and stock; change options or address while READY or PAID;
// later, the real API's refusal, word for word (tests/api/order-cancel*.test.ts, order-changes.test.ts).
import { beforeEach, describe, expect, it } from 'vitest';
import { StandardIds } from '../scenarios';
import { detailOf, productOf } from '../scenarios/activity/lookup';
import type { MockApi } from '../schema';
import { campaignOfProduct } from './campaigns';
import { DORM_ADDRESS, dataOf, frozenApi, payPlacedOrder, placeCardOrder, refusalOf, runner, type Run } from './testing';

const { cart: C, order: O, orderProduct: L } = StandardIds;

interface Line {
  id: number;
  status: string;
  paidPrice: number;
  pointUsing: number;
  deliveryFee: number;
  cancelPrice: number;
  cancelReason: string | null;
  optionText: string;
  productOptionDetailId: number | null;
}

let api: MockApi;
let run: Run;

beforeEach(() => {
  api = frozenApi('standard');
  run = runner(api);
});

async function line(id: number): Promise<Line> {
  return dataOf(await run<{ orderProduct: Line }>('OrderProductDetail', { id })).orderProduct;
}

async function balance(): Promise<number> {
  return dataOf(await run<{ me: { point: number } }>('MyPoints')).me.point;
}

async function counts(): Promise<Record<string, number>> {
  return dataOf(await run<{ me: { orderProductCount: Record<string, number> } }>('OrderProductCount')).me.orderProductCount;
}

async function paidOrder(cartIds: number[], pointUsing: number) {
  const placed = await placeCardOrder(run, cartIds, pointUsing);
  await payPlacedOrder(run, placed);
  return dataOf(await run<{ order: { id: number; orderProducts: Line[] } }>('OrderDetail', { id: placed.id })).order;
}

const cancel = (orderProductId: number, cancelReason = '사이즈를 바꿀게요.') =>
  run<{ cancelOrderProduct: Line }>('CancelOrderProduct', { data: { orderProductId, cancelReason } });

const preview = async (orderProductId: number) =>
  dataOf(await run<{ cancelPreview: Record<string, number | boolean> }>('CancelPreview', { orderProductId })).cancelPreview;

/** Makes the scenario's issued virtual account paid (the deposit arrived). */
function depositVbank() {
  const vbank = api.db.state.orders.find((row) => row.id === O.vbankAwaitingDeposit);
  if (!vbank) throw new Error('expected the vbank order');
  vbank.specification.status = 'PAID';
  vbank.specification.paidAt = api.db.nowIso();
  for (const row of vbank.lines) row.status = 'PAID';
  return vbank;
}

describe('cancelOrderProduct', () => {
  it('cancels a paid line: refund of its paidPrice, its points back, points to be earned dropped, stock back', async () => {
    const padding = productOf(api.db.catalogue, 8);
    const stock = detailOf(padding, ['블랙', 'M']).count;
    const before = await line(L.shortPadding);
    const pointsBefore = await balance();
    const countsBefore = await counts();
    const plan = await preview(L.shortPadding);

    const cancelled = dataOf(await cancel(L.shortPadding)).cancelOrderProduct;

    // The only line of its group: its delivery fee comes back with it.
    expect(plan).toMatchObject({
      refundPrice: before.paidPrice + before.deliveryFee,
      refundPoint: before.pointUsing,
      refundDeliveryFee: before.deliveryFee,
      droppedReservedPoint: Math.floor(before.paidPrice / 100),
      needsRefundAccount: false,
    });
    expect(cancelled).toMatchObject({ status: 'CANCELLED', cancelReason: '사이즈를 바꿀게요.', cancelPrice: plan.refundPrice });
    expect(await balance()).toBe(pointsBefore + before.pointUsing);
    expect(detailOf(padding, ['블랙', 'M']).count).toBe(stock + 1);
    expect(await counts()).toMatchObject({ paid: (countsBefore.paid ?? 0) - 1, cancelled: (countsBefore.cancelled ?? 0) + 1 });
    const order = dataOf(
      await run<{ order: { cancelPrice: number; orderSpecification: { status: string; paymentStatus: string } } }>('OrderWithSpecification', {
        id: O.paidWithPoints,
      }),
    ).order;
    expect(order).toMatchObject({ cancelPrice: plan.refundPrice, orderSpecification: { status: 'CANCELLED', paymentStatus: 'cancelled' } });
  });

  it('refunds a delivery group’s fee only with the last line of the group', async () => {
    const order = await paidOrder([C.logoTeeBlackL, C.socks], 0);
    const [feeLine, other] = order.orderProducts;
    if (!feeLine || !other) throw new Error('expected two lines');
    expect(feeLine.deliveryFee).toBe(6000);
    expect(dataOf(await cancel(feeLine.id)).cancelOrderProduct.cancelPrice).toBe(feeLine.paidPrice);
    expect(await preview(other.id)).toMatchObject({ refundPrice: other.paidPrice + 6000, refundDeliveryFee: 6000 });
    expect(dataOf(await cancel(other.id)).cancelOrderProduct.cancelPrice).toBe(other.paidPrice + 6000);
  });

  it('returns each line’s share of the used points once, however often the cancel is retried', async () => {
    const order = await paidOrder([C.logoTeeBlackL, C.ecobag], 1000);
    const pointsBefore = await balance();
    const bag = order.orderProducts[1];
    if (!bag) throw new Error('expected the eco bag line');
    await cancel(bag.id, '필요 없어졌어요.');
    expect(await balance()).toBe(pointsBefore + bag.pointUsing);
    expect(refusalOf(await cancel(bag.id))).toEqual({ code: 'INVALID_STATE', message: "'한빛 캔버스 에코백' 상품은 이미 취소되었어요." });
    expect(await balance()).toBe(pointsBefore + bag.pointUsing);
  });

  it('cancelling an unpaid line refunds nothing, drops it from what the order owes and returns its stock', async () => {
    const stock = detailOf(productOf(api.db.catalogue, 16), ['아이보리', 'L']).count;
    const owed = api.db.state.orders.find((row) => row.id === O.cardAwaitingPayment)?.paidPrice ?? 0;
    const cancelled = dataOf(await cancel(L.crewneckIvory, '결제 수단 변경')).cancelOrderProduct;
    expect(cancelled).toMatchObject({ status: 'CANCELLED', cancelPrice: 0 });
    expect(detailOf(productOf(api.db.catalogue, 16), ['아이보리', 'L']).count).toBe(stock + 1);
    const order = dataOf(await run<{ order: { paidPrice: number; orderSpecification: { status: string } } }>('OrderWithSpecification', { id: O.cardAwaitingPayment })).order;
    expect(order).toMatchObject({ paidPrice: owed - cancelled.paidPrice - cancelled.deliveryFee, orderSpecification: { status: 'CANCELLED' } });
  });

  it('a paid virtual-account line needs the refund account first; the preview says so', async () => {
    const vbank = depositVbank();
    const lineId = vbank.lines[0]?.id ?? 0;
    expect((await preview(lineId)).needsRefundAccount).toBe(true);
    expect(refusalOf(await cancel(lineId, '단순 변심'))).toEqual({
      code: 'INVALID_STATE',
      message: '가상계좌로 결제한 주문은 환불받을 계좌를 먼저 등록해 주세요. 주문 상세에서 환불 계좌를 등록한 뒤 다시 취소해 주세요.',
    });
    dataOf(
      await run('UpdateRefundAccount', {
        data: { orderId: O.vbankAwaitingDeposit, refundBankCode: '088', refundAccount: '110-123-456789', refundHolder: '김한빛' },
      }),
    );
    // A refused mutation restored a copy of the state: read the order afresh.
    expect(api.db.state.orders.find((row) => row.id === O.vbankAwaitingDeposit)?.refundAccount).toBe('110123456789');
    expect((await cancel(lineId, '단순 변심')).errors).toBeUndefined();
  });

  it.each([
    [
      'one line of an issued virtual account not yet deposited',
      L.fleeceJacket,
      '단순 변심',
      'INVALID_STATE',
      '입금 전인 가상계좌 주문은 입금할 금액을 바꿀 수 없어 일부 상품만 취소할 수 없어요. 입금 기한까지 입금하지 않으면 주문 전체가 자동으로 취소되고, 입금 후에는 상품별로 취소할 수 있어요.',
    ],
    ['a one-character reason', L.shortPadding, '네', 'BAD_USER_INPUT', '취소 사유를 2~200자로 입력해 주세요.'],
    ['another member’s line', 999, '단순 변심', 'NOT_FOUND', '주문 상품을 찾을 수 없어요. 주문 내역에서 다시 확인해 주세요.'],
  ])('refuses %s and changes nothing', async (_case, orderProductId, reason, code, message) => {
    const before = JSON.stringify(api.db.state);
    expect(refusalOf(await cancel(orderProductId, reason))).toEqual({ code, message });
    expect(JSON.stringify(api.db.state)).toBe(before);
  });
});

describe('updateOrderProductOptions', () => {
  it('swaps to a combination of the same price, moving the stock with it', async () => {
    const padding = productOf(api.db.catalogue, 8);
    const [m, l] = [detailOf(padding, ['블랙', 'M']), detailOf(padding, ['블랙', 'L'])];
    const [mStock, lStock] = [m.count, l.count];
    const changed = dataOf(
      await run<{ updateOrderProductOptions: Line }>('UpdateOrderProductOptions', { data: { orderProductId: L.shortPadding, productOptionDetailId: l.id } }),
    ).updateOrderProductOptions;
    expect(changed).toMatchObject({ productOptionDetailId: l.id, optionText: '블랙 / L' });
    expect([m.count, l.count]).toEqual([mStock + 1, lStock - 1]);
  });

  it.each([
    ['nothing to change', {}, 'BAD_USER_INPUT', '바꿀 옵션을 선택하거나 입력해 주세요.'],
    ['a combination of another product', { productOptionDetailId: 101 }, 'BAD_USER_INPUT', '선택한 옵션을 찾을 수 없어요. 옵션을 다시 선택해 주세요.'],
    ['texts for a product without inputs', { productOptionInputs: ['KHB'] }, 'BAD_USER_INPUT', "'한빛 숏패딩' 상품에는 입력할 옵션이 없어요."],
    ['an empty text', { productOptionInputs: [' '] }, 'BAD_USER_INPUT', '입력 옵션은 1~20자로 입력해 주세요.'],
  ])('refuses %s and changes nothing', async (_case, change, code, message) => {
    const before = JSON.stringify(api.db.state);
    const result = await run('UpdateOrderProductOptions', { data: { orderProductId: L.shortPadding, ...change } });
    expect(refusalOf(result)).toEqual({ code, message });
    expect(JSON.stringify(api.db.state)).toBe(before);
  });

  it('refuses a combination with another price, or one out of stock, naming it', async () => {
    const jacket = productOf(api.db.catalogue, 4);
    const councilLine = api.db.state.orders.flatMap((row) => row.lines).find((row) => row.id === L.councilVarsity);
    if (councilLine) councilLine.status = 'PAID';
    const xl2 = detailOf(jacket, ['로얄블루', '2XL']);
    expect(refusalOf(await run('UpdateOrderProductOptions', { data: { orderProductId: L.councilVarsity, productOptionDetailId: xl2.id } }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: '가격이 같은 옵션으로만 바꿀 수 있어요. 가격이 다른 옵션을 원하시면 이 상품을 취소한 뒤 다시 주문해 주세요.',
    });
    const l = detailOf(productOf(api.db.catalogue, 8), ['블랙', 'L']);
    l.count = 0;
    expect(refusalOf(await run('UpdateOrderProductOptions', { data: { orderProductId: L.shortPadding, productOptionDetailId: l.id } }))).toEqual({
      code: 'OUT_OF_STOCK',
      message: "'한빛 숏패딩 (블랙 / L)' 옵션은 재고가 부족해요. 다른 옵션을 선택해 주세요.",
    });
  });
});

describe('a size swap on a group purchase', () => {
  it('is refused when the new option of the campaign is full, and changes nothing', async () => {
    const jacket = productOf(api.db.catalogue, 4);
    const councilLine = api.db.state.orders.flatMap((row) => row.lines).find((row) => row.id === L.councilVarsity)!;
    councilLine.status = 'PAID';
    const current = jacket.productOptionDetails.find((row) => row.id === councilLine.productOptionDetailId)!;
    const other = jacket.productOptionDetails.find((row) => row.id !== current.id && row.price === current.price && row.count > 0)!;
    const campaign = campaignOfProduct(api.db, 4)!;
    campaign.optionCaps = [{ productOptionDetailId: other.id, maxUnits: 0 }];
    const before = JSON.stringify(api.db.state);
    const refusal = refusalOf(await run('UpdateOrderProductOptions', { data: { orderProductId: L.councilVarsity, productOptionDetailId: other.id } }));
    expect(refusal.code).toBe('OUT_OF_STOCK');
    expect(refusal.message).toContain('모집 수량이 모두 찼어요');
    expect(JSON.stringify(api.db.state)).toBe(before);

    // A refused mutation rolls the store back to a copy: look the campaign up again.
    campaignOfProduct(api.db, 4)!.optionCaps = [{ productOptionDetailId: other.id, maxUnits: 100 }];
    const swapped = await run<{ updateOrderProductOptions: Line }>('UpdateOrderProductOptions', { data: { orderProductId: L.councilVarsity, productOptionDetailId: other.id } });
    expect(dataOf(swapped).updateOrderProductOptions.productOptionDetailId).toBe(other.id);
  });
});

describe('updateOrderDelivery', () => {
  it('changes the address of a paid order and, when asked, the saved address too, with the phone in E.164', async () => {
    const delivery = { ...DORM_ADDRESS, name: '김한빛 (부모님 댁)', detailAddress: '101동 1001호', saveAsDefault: true };
    const result = dataOf(
      await run<{ updateOrderDelivery: { orderDelivery: { name: string; tel: string } } }>('UpdateOrderDelivery', { data: { orderId: O.paidWithPoints, delivery } }),
    );
    expect(result.updateOrderDelivery.orderDelivery).toMatchObject({ name: '김한빛 (부모님 댁)', tel: '+821012345678' });
    expect(dataOf(await run<{ me: { userDelivery: { detailAddress: string } } }>('UserDelivery')).me.userDelivery.detailAddress).toBe('101동 1001호');
  });

  it.each([
    ['for a cancelled order', O.cancelled, DORM_ADDRESS, 'INVALID_STATE', '취소된 주문은 배송지를 바꿀 수 없어요.'],
    ['with a malformed postal code', O.paidWithPoints, { ...DORM_ADDRESS, postCode: '1' }, 'BAD_USER_INPUT', '우편번호는 숫자 5자리로 입력해 주세요.'],
  ])('refuses %s', async (_case, orderId, delivery, code, message) => {
    const before = JSON.stringify(api.db.state);
    expect(refusalOf(await run('UpdateOrderDelivery', { data: { orderId, delivery } }))).toEqual({ code, message });
    expect(JSON.stringify(api.db.state)).toBe(before);
  });
});

describe('updateRefundAccount', () => {
  const account = { orderId: O.vbankAwaitingDeposit, refundBankCode: '004', refundAccount: '123456-01-234567', refundHolder: '김한빛' };

  it.each([
    ['a bank not on the list', { refundBankCode: '999' }, 'BAD_USER_INPUT', '환불받을 은행을 목록에서 다시 선택해 주세요.'],
    ['an account of 9 digits', { refundAccount: '123-456-789' }, 'BAD_USER_INPUT', '계좌번호는 숫자 10~20자리로 입력해 주세요. (- 는 넣어도 괜찮아요)'],
    ['a one-letter holder', { refundHolder: '김' }, 'BAD_USER_INPUT', '예금주 이름은 2~20자로 입력해 주세요.'],
    ['a card order', { orderId: O.paidWithPoints }, 'INVALID_STATE', '환불 계좌는 가상계좌로 결제한 주문에만 등록할 수 있어요. 다른 결제 수단은 결제한 수단으로 환불돼요.'],
  ])('refuses %s', async (_case, change, code, message) => {
    expect(refusalOf(await run('UpdateRefundAccount', { data: { ...account, ...change } }))).toEqual({ code, message });
  });
});

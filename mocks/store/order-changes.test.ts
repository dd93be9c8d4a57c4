// What a buyer may change on an order (PRODUCT.md "Orders and payment"): cancel a line with its
// refund, points and stock; change options or address while READY or PAID; later, a clear refusal.
import { beforeEach, describe, expect, it } from 'vitest';
import { StandardIds } from '../scenarios';
import { detailOf, productOf } from '../scenarios/activity/lookup';
import type { MockApi } from '../schema';
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

describe('cancelOrderProduct', () => {
  it('cancels a paid line: refund of its paidPrice, its points back, points to be earned dropped, stock back', async () => {
    const padding = productOf(api.db.catalogue, 8);
    const stock = detailOf(padding, ['블랙', 'M']).count;
    const before = await line(L.shortPadding);
    const pointsBefore = await balance();
    const countsBefore = await counts();
    const preview = dataOf(await run<{ cancelPreview: Record<string, number | boolean> }>('CancelPreview', { orderProductId: L.shortPadding }))
      .cancelPreview;

    const cancelled = dataOf(
      await run<{ cancelOrderProduct: Line }>('CancelOrderProduct', { data: { orderProductId: L.shortPadding, cancelReason: '사이즈를 바꿀게요.' } }),
    ).cancelOrderProduct;

    // The only line of its group: its delivery fee comes back with it.
    expect(preview).toMatchObject({
      refundPrice: before.paidPrice + before.deliveryFee,
      refundPoint: before.pointUsing,
      refundDeliveryFee: before.deliveryFee,
      droppedReservedPoint: Math.floor(before.paidPrice / 100),
      needsRefundAccount: false,
    });
    expect(cancelled).toMatchObject({ status: 'CANCELLED', cancelReason: '사이즈를 바꿀게요.', cancelPrice: preview.refundPrice });
    expect(await balance()).toBe(pointsBefore + before.pointUsing);
    expect(detailOf(padding, ['블랙', 'M']).count).toBe(stock + 1);
    expect(await counts()).toMatchObject({ paid: (countsBefore.paid ?? 0) - 1, cancelled: (countsBefore.cancelled ?? 0) + 1 });
    const order = dataOf(await run<{ order: { cancelPrice: number; orderSpecification: { status: string } } }>('OrderWithSpecification', { id: O.paidWithPoints })).order;
    expect(order).toMatchObject({ cancelPrice: preview.refundPrice, orderSpecification: { status: 'CANCELLED' } });
  });

  it('refunds a delivery group’s fee only with the last line of the group', async () => {
    const order = await paidOrder([C.logoTeeBlackL, C.socks], 0);
    const [feeLine, other] = order.orderProducts;
    if (!feeLine || !other) throw new Error('expected two lines');
    expect(feeLine.deliveryFee).toBe(6000);

    const first = dataOf(await run<{ cancelOrderProduct: Line }>('CancelOrderProduct', { data: { orderProductId: feeLine.id, cancelReason: '색상 변경' } }))
      .cancelOrderProduct;
    expect(first.cancelPrice).toBe(feeLine.paidPrice);
    const last = dataOf(await run<{ cancelOrderProduct: Line }>('CancelOrderProduct', { data: { orderProductId: other.id, cancelReason: '색상 변경' } }))
      .cancelOrderProduct;
    expect(last.cancelPrice).toBe(other.paidPrice + 6000);
  });

  it('spreads used points over the lines and returns each line’s share when it is cancelled', async () => {
    const order = await paidOrder([C.logoTeeBlackL, C.ecobag], 1000);
    const shares = order.orderProducts.map((row) => row.pointUsing);
    expect(shares.reduce((sum, share) => sum + share, 0)).toBe(1000);
    const pointsBefore = await balance();
    const bag = order.orderProducts[1];
    if (!bag) throw new Error('expected the eco bag line');
    await run('CancelOrderProduct', { data: { orderProductId: bag.id, cancelReason: '필요 없어졌어요.' } });
    expect(await balance()).toBe(pointsBefore + bag.pointUsing);
  });

  it('refuses a line already on its way, naming it, and changes nothing', async () => {
    const before = JSON.stringify(api.db.state);
    const result = await run('CancelOrderProduct', { data: { orderProductId: L.coachJacket, cancelReason: '늦어요' } });
    expect(refusalOf(result)).toEqual({
      code: 'INVALID_STATE',
      message: "'한빛 로고 코치자켓' 상품은 배송 중 상태라 취소할 수 없습니다. 고객센터로 문의해 주세요.",
    });
    expect(JSON.stringify(api.db.state)).toBe(before);
  });

  it('a paid virtual-account line needs the refund account first', async () => {
    const vbank = api.db.state.orders.find((row) => row.id === O.vbankAwaitingDeposit);
    if (!vbank) throw new Error('expected the vbank order');
    vbank.specification.status = 'PAID';
    for (const row of vbank.lines) row.status = 'PAID';
    const lineId = vbank.lines[0]?.id ?? 0;

    const refused = await run('CancelOrderProduct', { data: { orderProductId: lineId, cancelReason: '단순 변심' } });
    expect(refusalOf(refused)).toEqual({ code: 'INVALID_STATE', message: '가상계좌로 결제한 주문은 환불받을 계좌를 먼저 등록해야 취소할 수 있습니다.' });

    await run('UpdateRefundAccount', {
      data: { orderId: O.vbankAwaitingDeposit, refundBankCode: '088', refundAccount: '110-123-456789', refundHolder: '김한빛' },
    });
    expect((await run('CancelOrderProduct', { data: { orderProductId: lineId, cancelReason: '단순 변심' } })).errors).toBeUndefined();
  });

  it('cancelling an unpaid line refunds nothing to the card but returns it to stock', async () => {
    const stock = detailOf(productOf(api.db.catalogue, 16), ['아이보리', 'L']).count;
    const cancelled = dataOf(
      await run<{ cancelOrderProduct: Line }>('CancelOrderProduct', { data: { orderProductId: L.crewneckIvory, cancelReason: '결제 수단 변경' } }),
    ).cancelOrderProduct;
    expect(cancelled).toMatchObject({ status: 'CANCELLED', cancelPrice: 0 });
    expect(detailOf(productOf(api.db.catalogue, 16), ['아이보리', 'L']).count).toBe(stock + 1);
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

  it('refuses a combination with another price', async () => {
    const jacket = productOf(api.db.catalogue, 4);
    const xl2 = detailOf(jacket, ['로얄블루', '2XL']);
    const line = api.db.state.orders.flatMap((row) => row.lines).find((row) => row.id === L.councilVarsity);
    if (line) line.status = 'PAID';
    const result = await run('UpdateOrderProductOptions', { data: { orderProductId: L.councilVarsity, productOptionDetailId: xl2.id } });
    expect(refusalOf(result).code).toBe('BAD_USER_INPUT');
    expect(refusalOf(result).message).toBe('가격이 같은 옵션으로만 바꿀 수 있습니다. 다른 가격의 옵션은 취소한 뒤 다시 주문해 주세요.');
  });
});

describe('updateOrderDelivery', () => {
  it('changes the address of a paid order and, when asked, the saved address too', async () => {
    const delivery = { ...DORM_ADDRESS, name: '김한빛 (부모님 댁)', detailAddress: '101동 1001호', saveAsDefault: true };
    const result = dataOf(
      await run<{ updateOrderDelivery: { orderDelivery: { name: string } } }>('UpdateOrderDelivery', { data: { orderId: O.paidWithPoints, delivery } }),
    );
    expect(result.updateOrderDelivery.orderDelivery.name).toBe('김한빛 (부모님 댁)');
    expect(dataOf(await run<{ me: { userDelivery: { detailAddress: string } } }>('UserDelivery')).me.userDelivery.detailAddress).toBe('101동 1001호');
  });

  it('refuses once a line is being prepared or shipped', async () => {
    const result = await run('UpdateOrderDelivery', { data: { orderId: O.delivering, delivery: DORM_ADDRESS } });
    expect(refusalOf(result).code).toBe('INVALID_STATE');
  });
});

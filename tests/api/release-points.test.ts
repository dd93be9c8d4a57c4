// @vitest-environment node
import { expect, describe, it } from 'vitest';
import { expireUnpaidOrders } from '../../backend/src/jobs/expire-unpaid-orders';
import { releaseUnpaidOrder } from '../../backend/src/modules/order/order-release';
import type { TestApi } from '../support/api';
import { operationDocument } from '../support/catalog-operations';
import {
  cartLine,
  checkoutProduct,
  DELIVERY,
  ledgerBalance,
  memberWithPoints,
  orderState,
  placed,
  useCheckoutApi,
} from '../support/checkout';
import type { TestMember } from '../support/catalog-fixtures';
import { jobDepsOf } from './jobs.fixtures';

// An unpaid order that is released gives back every point it still holds, including points that
// paid a delivery fee whose line the buyer had already cancelled while the group lived on.

const CANCEL = operationDocument('CancelOrderProduct');
const PAY_TEMPLATE = 2; // 3,000 won per order group
const THIRTY_ONE_MINUTES = 31 * 60_000;

let api: TestApi;
useCheckoutApi((context) => ({ api } = context));

/** Two 25,000-won tees in one paid-delivery group, 51,000 points spent: goods 50,000 and 1,000 of the fee. */
async function feePaidWithPoints(member: TestMember) {
  const first = await checkoutProduct(api, { price: 30_000, salePrice: 25_000, deliveryTemplateId: PAY_TEMPLATE });
  const second = await checkoutProduct(api, { price: 30_000, salePrice: 25_000, deliveryTemplateId: PAY_TEMPLATE });
  return placed(api, member.token, {
    cartIds: [
      await cartLine(api, member.user.id, { productId: first.id }),
      await cartLine(api, member.user.id, { productId: second.id }),
    ],
    payMethod: 'card',
    pointUsing: 51_000,
    delivery: DELIVERY,
  });
}

describe('points given back when an unpaid order is released', () => {
  it("returns the fee's points when the line that carried the fee was cancelled before the order expired", async () => {
    const member = await memberWithPoints(api, 51_000);
    const order = await feePaidWithPoints(member);
    expect(order.paidPrice).toBe(2_000);
    const [feeLine, otherLine] = (await orderState(api, order.id)).lines;
    expect(feeLine).toMatchObject({ deliveryFee: 3_000, pointUsing: 26_000 });
    expect(otherLine).toMatchObject({ deliveryFee: 0, pointUsing: 25_000 });

    const cancelled = await api.gql(CANCEL, { data: { orderProductId: feeLine!.id, cancelReason: '하나만 살게요' } }, { token: member.token });
    expect(cancelled.errors).toBeUndefined();
    // The group lives on in the other line, so only the cancelled tee's own points came back.
    expect(await ledgerBalance(api, member.user.id)).toBe(25_000);

    const result = await expireUnpaidOrders(jobDepsOf(api), new Date(Date.now() + THIRTY_ONE_MINUTES));
    expect(result.released).toBeGreaterThanOrEqual(1);
    expect((await orderState(api, order.id)).status).toBe('CANCELLED');
    expect(await ledgerBalance(api, member.user.id)).toBe(51_000);
  });

  it('returns exactly what the order spent, once, however often the release is tried', async () => {
    const member = await memberWithPoints(api, 60_000);
    const order = await feePaidWithPoints(member);
    expect(await ledgerBalance(api, member.user.id)).toBe(9_000);
    const release = () =>
      api.orm.em.fork().transactional((em) => releaseUnpaidOrder(em, { orderId: order.id, reason: '결제 실패', now: new Date() }));
    expect(await release()).toBe(true);
    expect(await release()).toBe(false);
    expect(await ledgerBalance(api, member.user.id)).toBe(60_000);
  });
});

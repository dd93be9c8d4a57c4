// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { expireUnpaidOrders } from '../../backend/src/jobs/expire-unpaid-orders';
import { count, sql } from '../support/accounts';
import type { TestApi } from '../support/api';
import { addLine, cartRows, readCart } from '../support/cart-fixtures';
import { operationDocument } from '../support/catalog-operations';
import {
  cardOrder,
  cartLine,
  checkoutProduct,
  DELIVERY,
  detailStock,
  optionDetailIds,
  payOrder,
  placed,
  placeOrder,
  productStock,
  useCheckoutApi,
} from '../support/checkout';
import { createMember, type TestMember } from '../support/catalog-fixtures';
import { payAtFake, type FakePortOneServer } from '../support/fake-portone';
import { jobDepsOf } from './jobs.fixtures';

// A failed payment or an unpaid order past its deadline puts its lines back into the cart, so the
// student can try again; a member's own cancellation does not (docs/decisions/0025).

const CANCEL = operationDocument('CancelOrderProduct');
const THIRTY_ONE_MINUTES = 31 * 60_000;

let api: TestApi;
let fake: FakePortOneServer;
useCheckoutApi((context) => ({ api, fake } = context));

const expireAll = () => expireUnpaidOrders(jobDepsOf(api), new Date(Date.now() + THIRTY_ONE_MINUTES));

async function newMember(): Promise<TestMember> {
  return createMember(api.orm.em.fork());
}

function orderOf(member: TestMember, cartIds: number[]) {
  return placed(api, member.token, { cartIds, payMethod: 'card', pointUsing: 0, delivery: DELIVERY, personalisedConsent: true });
}

/** The member's cart as the cart page shows it: every line with its count, selection and problem. */
async function cartPage(member: TestMember) {
  const cart = await readCart(api, member.token);
  return cart.cartsGroupedByDeliveryTemplate.flatMap((group) =>
    group.carts.map((line) => ({
      productId: line.productId,
      productOptionDetailId: line.productOptionDetailId,
      inputs: [line.productOptionInput0, line.productOptionInput1],
      count: line.count,
      selected: line.selected,
      problem: line.problem,
    })),
  );
}

describe('lines back in the cart after an unpaid order is released', () => {
  it('puts an expired card order back in the cart, selected, with its combination and texts', async () => {
    const member = await newMember();
    const jacket = await checkoutProduct(api, {
      inputKeys: ['이니셜'],
      combinations: [
        { colour: '네이비', size: 'L', count: 5 },
        { colour: '네이비', size: 'XL', count: 5 },
      ],
    });
    const [, navyXl] = await optionDetailIds(api, jacket.id);
    const tee = await checkoutProduct(api, { count: 5 });
    await orderOf(member, [
      await cartLine(api, member.user.id, { productId: jacket.id, productOptionDetailId: navyXl!, count: 2, inputs: ['KHS'] }),
      await cartLine(api, member.user.id, { productId: tee.id, count: 1 }),
    ]);
    expect(await cartRows(api, member.user.id)).toEqual([]);

    expect((await expireAll()).released).toBeGreaterThanOrEqual(1);
    const page = await cartPage(member);
    expect(page).toHaveLength(2);
    expect(page).toEqual(
      expect.arrayContaining([
        { productId: jacket.id, productOptionDetailId: navyXl, inputs: ['KHS', null], count: 2, selected: true, problem: null },
        { productId: tee.id, productOptionDetailId: null, inputs: [null, null], count: 1, selected: true, problem: null },
      ]),
    );
    expect(await productStock(api, tee.id)).toBe(5);
  });

  it('puts a failed payment back, merged into the identical line added meanwhile', async () => {
    const member = await newMember();
    const hoodie = await checkoutProduct(api, { count: 10 });
    const order = await cardOrder(api, member, { productId: hoodie.id, count: 2 });
    await addLine(api, member.token, { productId: hoodie.id, count: 1 });
    await sql(api, 'update cart set selected = false where user_id = ?', [member.user.id]);
    const failed = await payAtFake(fake, order.payment!, { outcome: 'failed', failReason: '카드 한도 초과' });

    const result = await payOrder(api, member.token, { orderId: order.id, impUid: failed.imp_uid, merchantUid: order.mUid });
    expect(result.data?.payOrder.orderSpecification.status).toBe('CANCELLED');
    expect(await cartRows(api, member.user.id)).toMatchObject([{ product_id: hoodie.id, count: 3, selected: true }]);
  });

  it('brings back a line whose product can no longer be ordered, showing why on the cart page', async () => {
    const member = await newMember();
    const limited = await checkoutProduct(api, { count: 3 });
    await orderOf(member, [await cartLine(api, member.user.id, { productId: limited.id, count: 1 })]);
    await sql(api, 'update product set sale_ended_at = now() - interval \'1 minute\' where id = ?', [limited.id]);

    await expireAll();
    expect(await cartPage(member)).toMatchObject([{ productId: limited.id, count: 1, problem: '판매 기간이 끝났어요.' }]);
  });

  it('keeps the cart caps: a merged line stops at 999 units, and a full cart takes no new line', async () => {
    const bulk = await newMember();
    const jacket = await checkoutProduct(api, { count: 2_000 });
    await orderOf(bulk, [await cartLine(api, bulk.user.id, { productId: jacket.id, count: 5 })]);
    await cartLine(api, bulk.user.id, { productId: jacket.id, count: 998 });

    const full = await newMember();
    const cap = await checkoutProduct(api, { count: 5 });
    const filler = await checkoutProduct(api, { count: 100 });
    await orderOf(full, [await cartLine(api, full.user.id, { productId: cap.id, count: 1 })]);
    for (let line = 0; line < 50; line += 1) await cartLine(api, full.user.id, { productId: filler.id, inputs: [`${line}`] });

    await expireAll();
    expect(await cartRows(api, bulk.user.id)).toMatchObject([{ product_id: jacket.id, count: 999 }]);
    expect(await count(api, 'cart', 'user_id = ?', [full.user.id])).toBe(50);
    expect(await count(api, 'cart', 'user_id = ? and product_id = ?', [full.user.id, cap.id])).toBe(0);
  });

  it("brings back only what the release cancelled, never the buyer's own cancellations", async () => {
    const member = await newMember();
    const kept = await checkoutProduct(api, { count: 5 });
    const dropped = await checkoutProduct(api, { count: 5 });
    const order = await orderOf(member, [
      await cartLine(api, member.user.id, { productId: kept.id }),
      await cartLine(api, member.user.id, { productId: dropped.id }),
    ]);
    const [, droppedLine] = await sql<{ id: number }>(api, 'select id from order_product where order_id = ? order by id', [order.id]);
    const cancelled = await api.gql(CANCEL, { data: { orderProductId: droppedLine!.id, cancelReason: '필요 없어졌어요' } }, { token: member.token });
    expect(cancelled.errors).toBeUndefined();
    expect(await cartRows(api, member.user.id)).toEqual([]);

    await expireAll();
    expect(await cartRows(api, member.user.id)).toMatchObject([{ product_id: kept.id }]);
  });

  it('leaves the cart alone when a paid line is cancelled, and for a withdrawn member', async () => {
    const payer = await newMember();
    const mug = await checkoutProduct(api, { count: 5 });
    const order = await cardOrder(api, payer, { productId: mug.id });
    const paid = await payAtFake(fake, order.payment!);
    expect((await payOrder(api, payer.token, { orderId: order.id, impUid: paid.imp_uid, merchantUid: order.mUid })).errors).toBeUndefined();
    const [line] = await sql<{ id: number }>(api, 'select id from order_product where order_id = ?', [order.id]);
    const cancelled = await api.gql(CANCEL, { data: { orderProductId: line!.id, cancelReason: '마음이 바뀌었어요' } }, { token: payer.token });
    expect(cancelled.errors).toBeUndefined();
    expect(await cartRows(api, payer.user.id)).toEqual([]);

    const leaving = await newMember();
    await orderOf(leaving, [await cartLine(api, leaving.user.id, { productId: mug.id })]);
    await sql(api, 'update "user" set resigned_at = now() where id = ?', [leaving.user.id]);
    await expireAll();
    expect(await cartRows(api, leaving.user.id)).toEqual([]);
  });
});

describe('a release racing a new order of the same member', () => {
  it('lets both finish: the old order released into the cart, the new one placed, stock exact', async () => {
    const member = await newMember();
    const tee = await checkoutProduct(api, {
      combinations: [
        { colour: '흰색', size: 'M', count: 4 },
        { colour: '흰색', size: 'L', count: 4 },
      ],
    });
    const [medium, large] = await optionDetailIds(api, tee.id);
    await orderOf(member, [await cartLine(api, member.user.id, { productId: tee.id, productOptionDetailId: medium!, count: 2 })]);
    const next = await cartLine(api, member.user.id, { productId: tee.id, productOptionDetailId: large!, count: 1 });

    const [expired, order] = await Promise.all([
      expireAll(),
      placeOrder(api, member.token, { cartIds: [next], payMethod: 'card', pointUsing: 0, delivery: DELIVERY, personalisedConsent: true }),
    ]);
    expect(order.errors).toBeUndefined();
    expect(expired.released).toBeGreaterThanOrEqual(1);
    expect([await detailStock(api, medium!), await detailStock(api, large!)]).toEqual([4, 3]);
    expect(await cartRows(api, member.user.id)).toMatchObject([{ product_option_detail_id: medium, count: 2 }]);
  });
});

import { expect, type Page } from '@playwright/test';
import { gql } from './page-api';
import { payInSandbox } from './sandbox';
import { staff } from './staff';

// Orders made through the API (on either target), for specs about what comes after the checkout
// (order screens, completion, reviews). The purchase-flow specs go through the screens instead.

/** The canvas eco bag of the standard catalogue: no options, always in stock, delivery fee PAY. */
export const ECO_BAG_ID = 30;

/** A delivery address the backend and the mocked API both accept. */
export const TEST_DELIVERY = {
  name: '김한빛',
  postCode: '34134',
  address: '대전광역시 유성구 한빛대학로 123',
  detailAddress: '한빛관 101호',
  tel: '010-1234-5678',
};

export interface PlacedOrder {
  id: number;
  mUid: string;
  paidPrice: number;
  /** The payment window's address (the sandbox, relative); null when points paid everything. */
  sandboxUrl: string | null;
}

/**
 * Puts `count` of a product without options in the signed-in member's cart and places an order
 * of that line alone, paid by card (not paid yet: open `sandboxUrl` and use payInSandbox).
 */
export async function placeOrderThroughApi(page: Page, { productId = ECO_BAG_ID, count = 1 } = {}): Promise<PlacedOrder> {
  const { createCart } = await gql<{ createCart: { id: number } }>(
    page,
    'mutation ($data: CreateCartInput!) { createCart(data: $data) { id } }',
    { data: { productId, count } },
  );
  const { placeOrder } = await gql<{
    placeOrder: { id: number; mUid: string; paidPrice: number; payment: { sandboxUrl: string | null } | null };
  }>(page, 'mutation ($data: PlaceOrderInput!) { placeOrder(data: $data) { id mUid paidPrice payment { sandboxUrl } } }', {
    data: { cartIds: [createCart.id], payMethod: 'card', pointUsing: 0, delivery: TEST_DELIVERY },
  });
  return { id: placeOrder.id, mUid: placeOrder.mUid, paidPrice: placeOrder.paidPrice, sandboxUrl: placeOrder.payment?.sandboxUrl ?? null };
}

/** Places an order and pays it in the sandbox window; the page ends on the completion screen. */
export async function placePaidOrder(page: Page, options: { productId?: number; count?: number } = {}): Promise<PlacedOrder> {
  const order = await placeOrderThroughApi(page, options);
  if (!order.sandboxUrl) throw new Error(`Order ${order.id} has no payment window to pay in`);
  await page.goto(order.sandboxUrl);
  await payInSandbox(page, { outcome: 'paid' });
  // Back on the completion page, which applies the payment: done once it says so.
  await expect(page.getByRole('heading', { level: 1, name: '주문 완료' })).toBeVisible();
  return order;
}

/** The line (order product) ids of one of the signed-in member's orders. */
export async function orderLinesOf(page: Page, orderId: number): Promise<number[]> {
  const { order } = await gql<{ order: { orderProducts: { id: number }[] } | null }>(
    page,
    'query ($id: Int!) { order(id: $id) { orderProducts { id } } }',
    { id: orderId },
  );
  if (!order) throw new Error(`Order ${orderId} is not the signed-in member's`);
  return order.orderProducts.map((line) => line.id);
}

/**
 * Real target only (staff tool): a paid order taken through confirm → ship → complete, so its
 * line can be reviewed. Returns the order and its line id.
 */
export async function completedOrderLine(page: Page): Promise<{ order: PlacedOrder; orderProductId: number }> {
  const order = await placePaidOrder(page);
  const [orderProductId] = await orderLinesOf(page, order.id);
  if (orderProductId === undefined) throw new Error(`Order ${order.id} has no line`);
  await staff(['confirm', String(orderProductId)]);
  await staff(['ship', String(orderProductId), '--company', 'CJ', '--number', '123456789012']);
  await staff(['complete', String(orderProductId)]);
  return { order, orderProductId };
}

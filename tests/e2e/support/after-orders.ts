import { expect, type Page } from '@playwright/test';
import { TEST_DELIVERY, type PlacedOrder } from './orders';
import { gql } from './page-api';
import { payInSandbox } from './sandbox';

// Set-up and checks for the specs about what a student does after paying (cancel, change,
// review, my page): orders with option combinations or points, which orders.ts does not make,
// and the figures those specs compare before and after. Both targets.

export interface OrderLineRequest {
  productId: number;
  count?: number;
  /** Required for a product with option combinations (see optionCombination). */
  productOptionDetailId?: number;
}

export interface PaidCardOrder extends PlacedOrder {
  /** How many were ordered: a cart line already holding the same product and options merges. */
  count: number;
}

/**
 * One line put in the signed-in member's cart and ordered alone by card with `pointUsing` points,
 * then paid in the sandbox window; the page ends on the completion screen.
 */
export async function placePaidCardOrder(page: Page, line: OrderLineRequest, { pointUsing = 0 } = {}): Promise<PaidCardOrder> {
  const { createCart } = await gql<{ createCart: { id: number; count: number } }>(
    page,
    'mutation ($data: CreateCartInput!) { createCart(data: $data) { id count } }',
    { data: { count: 1, ...line } },
  );
  const { placeOrder } = await gql<{
    placeOrder: { id: number; mUid: string; paidPrice: number; payment: { sandboxUrl: string | null } | null };
  }>(page, 'mutation ($data: PlaceOrderInput!) { placeOrder(data: $data) { id mUid paidPrice payment { sandboxUrl } } }', {
    data: { cartIds: [createCart.id], payMethod: 'card', pointUsing, delivery: TEST_DELIVERY },
  });
  const sandboxUrl = placeOrder.payment?.sandboxUrl ?? null;
  if (!sandboxUrl) throw new Error(`Order ${placeOrder.id} has no payment window to pay in`);
  await page.goto(sandboxUrl);
  await payInSandbox(page, { outcome: 'paid' });
  // The completion screen confirms the payment with the shop (payOrder); leaving earlier would
  // leave the order awaiting payment in mock mode.
  await expect(page.getByRole('heading', { level: 1, name: '주문 완료' })).toBeVisible();
  return { id: placeOrder.id, mUid: placeOrder.mUid, paidPrice: placeOrder.paidPrice, sandboxUrl, count: createCart.count };
}

export interface Combination {
  id: number;
  /** Stock of the combination. */
  count: number;
  price: number;
}

/** The option combination of a product with these values on its axes, e.g. ['네이비', 'M']. */
export async function optionCombination(page: Page, productId: number, values: readonly string[]): Promise<Combination> {
  const { product } = await gql<{
    product: { productOptionDetails: (Combination & { option0: string | null; option1: string | null; option2: string | null })[] };
  }>(page, 'query ($id: Int!) { product(id: $id) { productOptionDetails { id count price option0 option1 option2 } } }', { id: productId });
  const found = product.productOptionDetails.find((detail) =>
    values.every((value, axis) => [detail.option0, detail.option1, detail.option2][axis] === value),
  );
  if (!found) throw new Error(`Product ${productId} has no combination ${values.join(' / ')}`);
  return { id: found.id, count: found.count, price: found.price };
}

/** Stock of a product without option combinations. */
export async function productStock(page: Page, productId: number): Promise<number> {
  const { product } = await gql<{ product: { count: number } }>(page, 'query ($id: Int!) { product(id: $id) { count } }', { id: productId });
  return product.count;
}

/** "1,500P" → 1500. */
export function pointsValue(text: string): number {
  const digits = /([\d,]+)P/.exec(text)?.[1];
  if (digits === undefined) throw new Error(`No points amount in '${text}'`);
  return Number(digits.replaceAll(',', ''));
}

/** "18,000원": amounts as the screens print them. */
export function won(amount: number): string {
  return `${amount.toLocaleString('ko-KR')}원`;
}

/** The signed-in member's spendable points as the API counts them (a check between screens). */
export async function pointBalance(page: Page): Promise<number> {
  const { me } = await gql<{ me: { point: number } }>(page, 'query { me { point } }');
  return me.point;
}

/** Opens /my/points and reads 사용 가능한 포인트 as the student sees it, once it has loaded. */
export async function balanceOnPointsPage(page: Page): Promise<number> {
  await page.goto('/my/points');
  await expect(page.getByRole('heading', { level: 1, name: '포인트' })).toBeVisible();
  const balance = page.getByText('사용 가능한 포인트', { exact: true }).locator('xpath=following-sibling::dd');
  await expect(balance).toHaveText(/^[\d,]+P$/);
  return pointsValue((await balance.textContent()) ?? '');
}

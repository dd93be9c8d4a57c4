import type { APIRequestContext, Page } from '@playwright/test';
import { StandardIds } from '../../../mocks/scenarios/activity/ids';
import { DEMO_CLASS_ORDER_CODE } from '../../../mocks/scenarios/standard/class-orders';
import { useDemoSession } from './members';
import { withScenario } from './navigation';
import { completedOrderLine, ECO_BAG_ID, placeOrderThroughApi, placePaidOrder } from './orders';
import { gql } from './page-api';
import { expect, test, type Target } from './test';

// Every student screen once, with how to reach it filled: screens.spec.ts photographs each at 360 px
// and shop-axe.spec.ts runs axe on each. A new student route adds its screen here.

export type Setup = (page: Page, target: Target) => Promise<string>;

export interface Screen {
  name: string;
  /** The address, or how to get one (an order to show, a line to review). */
  path: string | Setup;
  visitor?: boolean;
}

/** The address after the setup's own navigation, e.g. the completion page the sandbox returned to. */
const here = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** The demo member's order with a pickup pass (the mocked scenario and the seeded shop both have one). */
async function pickupOrderId(page: Page): Promise<number> {
  type Row = { id: number; pickupPass: { orderId: number } | null; orderProducts: { product: { productGroupDelivery: { productGroupDeliveryType: string } | null } }[] };
  const { me } = await gql<{ me: { orders: { items: Row[] } } }>(
    page,
    'query { me { orders(page: 1) { items { id pickupPass { orderId } orderProducts { product { productGroupDelivery { productGroupDeliveryType } } } } } } }',
  );
  // Once the pickup journey handed the jacket over (the real target's one database), its order still shows 수령 완료.
  const isPickup = (row: Row) => row.orderProducts.some((line) => line.product.productGroupDelivery?.productGroupDeliveryType === 'GROUP');
  const order = me.orders.items.find((row) => row.pickupPass !== null) ?? me.orders.items.find(isPickup);
  if (!order) throw new Error('The demo member has no order waiting at a pickup point');
  return order.id;
}

const withCartLine: Setup = async (page) => {
  await gql(page, 'mutation ($data: CreateCartInput!) { createCart(data: $data) { id } }', { data: { productId: ECO_BAG_ID, count: 1 } });
  return '/cart';
};

export const SCREENS: Screen[] = [
  { name: 'home', path: '/' },
  { name: 'product-list', path: '/products?category=75' },
  { name: 'product-search', path: '/products?q=%ED%9B%84%EB%93%9C' },
  { name: 'product-detail', path: '/products/1' },
  { name: 'login', path: '/login', visitor: true },
  { name: 'sign-up', path: '/signup', visitor: true },
  { name: 'find-password', path: '/password/find', visitor: true },
  { name: 'reset-password', path: '/password/reset', visitor: true },
  { name: 'my-page', path: '/my' },
  { name: 'profile', path: '/my/profile' },
  { name: 'password', path: '/my/password' },
  { name: 'phone', path: '/my/phone' },
  { name: 'withdraw', path: '/my/withdraw' },
  { name: 'address', path: '/my/address' },
  { name: 'points', path: '/my/points' },
  { name: 'restock', path: '/my/restock' },
  { name: 'wishlist', path: '/my/wishlist' },
  { name: 'messages', path: '/my/messages' },
  { name: 'my-class-orders', path: '/my/class-orders' },
  { name: 'class-order-open', path: '/class/new?product=1' },
  // The demo class order (ADR 0065, 0069): its shared link and, as its representative, the roster.
  { name: 'class-order', path: `/class/${DEMO_CLASS_ORDER_CODE}` },
  { name: 'class-roster', path: `/class/${DEMO_CLASS_ORDER_CODE}/roster` },
  // The mocked shop's 아노락 sells through a waiting room; on the seeded shop it has none (ADR 0073).
  { name: 'waiting-room', path: '/products/7/waiting-room' },
  { name: 'cart', path: withCartLine },
  { name: 'checkout', path: async (page, target) => (await withCartLine(page, target), '/checkout') },
  { name: 'orders', path: '/my/orders' },
  { name: 'order-detail', path: async (page) => `/my/orders/${(await placeOrderThroughApi(page)).id}` },
  // The group pickup order waiting at a point (ADR 0067): its QR pass and the ship-instead offer.
  { name: 'order-detail-pickup', path: async (page) => `/my/orders/${await pickupOrderId(page)}` },
  { name: 'payment-complete', path: async (page) => (await placePaidOrder(page), here(page)) },
  { name: 'reviews', path: '/my/reviews' },
  {
    name: 'review-write',
    // Only a delivered line can be reviewed: the mocked demo member has one; on the real target
    // the staff tool takes a new order there.
    path: async (page, target) =>
      `/my/reviews/write/${target === 'mock' ? StandardIds.orderProduct.ballcap : (await completedOrderLine(page)).orderProductId}`,
  },
];

/**
 * Opens a screen as its audience sees it (the demo member signed in, or a visitor) and waits until
 * it has loaded: one visible h1, nothing still marked busy, the fonts in place.
 */
export async function openScreen(page: Page, target: Target, request: APIRequestContext, screen: Screen): Promise<void> {
  if (screen.visitor) {
    await page.goto(withScenario(target, typeof screen.path === 'string' ? screen.path : '/', 'visitor'));
  } else {
    await useDemoSession(page, target, request);
    await page.goto(withScenario(target, '/', 'demo'));
    await expect(page.getByRole('banner').getByRole('link', { name: '마이페이지' })).toBeVisible();
  }
  // A setup that places (and completes) an order first does real work on a busy machine: give it
  // the time of a second test instead of failing on the 30 s default.
  if (typeof screen.path !== 'string') test.info().setTimeout(test.info().timeout + 30_000);
  const path = typeof screen.path === 'string' ? screen.path : await screen.path(page, target);
  // A visitor's page was opened with the mock scenario already; a setup may have ended there too.
  if (new URL(page.url()).pathname !== new URL(path, page.url()).pathname) await page.goto(path);

  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Loaded, not a skeleton: nothing still marked busy, and the fonts in place.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
}

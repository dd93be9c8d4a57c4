import type { Page } from '@playwright/test';
import { university } from '../../mocks/scenarios/standard/tenant';
import { signIn } from './support/members';
import { openAsVisitor } from './support/navigation';
import { gql } from './support/page-api';
import { expect, test } from './support/test';

// The cart through the same GraphQL API the cart screens use, as the demo member (mocked API or
// the real backend): what is added is kept across a reload, and a visitor has no cart at all.

interface CartTotals {
  count: number;
  totalPrice: number;
  lines: { productId: number; count: number }[];
}

const MY_CART = `query { me { carts { count totalPrice cartsGroupedByDeliveryTemplate { carts { productId count } } } } }`;

async function cartOf(page: Page): Promise<CartTotals> {
  const data = await gql<{
    me: { carts: { count: number; totalPrice: number; cartsGroupedByDeliveryTemplate: { carts: { productId: number; count: number }[] }[] } };
  }>(page, MY_CART);
  const { count, totalPrice, cartsGroupedByDeliveryTemplate } = data.me.carts;
  return { count, totalPrice, lines: cartsGroupedByDeliveryTemplate.flatMap((group) => group.carts) };
}

test('a signed-in student adds an eco bag to the cart and the cart changes', async ({ page, target }) => {
  await signIn(page, target);

  const before = await cartOf(page);
  const ecoBag = 30;
  const bagsBefore = before.lines.filter((line) => line.productId === ecoBag).reduce((sum, line) => sum + line.count, 0);

  await gql(page, 'mutation ($data: CreateCartInput!) { createCart(data: $data) { id count } }', {
    data: { productId: ecoBag, count: 2 },
  });

  const after = await cartOf(page);
  const bagsAfter = after.lines.filter((line) => line.productId === ecoBag).reduce((sum, line) => sum + line.count, 0);
  expect(bagsAfter).toBe(bagsBefore + 2);
  expect(after.totalPrice).toBeGreaterThan(before.totalPrice);

  // The cart is kept (the mocked API for the tab, the backend for good): a reload shows the same.
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: '마이페이지' })).toBeVisible();
  expect((await cartOf(page)).totalPrice).toBe(after.totalPrice);
});

test('a visitor has no cart and is asked to log in to add to one', async ({ page, target }) => {
  await openAsVisitor(page, target, '/');
  await expect(page.getByRole('heading', { level: 1, name: university.shopName })).toBeVisible();
  expect(await gql(page, MY_CART)).toEqual({ me: null });
  await expect(
    gql(page, 'mutation ($data: CreateCartInput!) { createCart(data: $data) { id } }', { data: { productId: 30, count: 1 } }),
  ).rejects.toThrow(/로그인/);
});

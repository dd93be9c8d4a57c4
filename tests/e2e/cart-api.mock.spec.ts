import { expect, test, type Page } from '@playwright/test';
import { university } from '../../mocks/scenarios/standard/tenant';
import { collectConsoleErrors } from './support/console-errors';

// The mocked shop needs no backend: the service worker answers /api from the `standard` scenario,
// where the demo member is signed in with a cart. Until the cart screens exist, the cart is driven
// through the same GraphQL API the screens will use.

interface CartTotals {
  count: number;
  totalPrice: number;
  lines: { productId: number; count: number }[];
}

async function gql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  return page.evaluate(
    async ({ query, variables }) => {
      const stored = window.localStorage.getItem('campus-shop.auth-token');
      const token = stored ? (JSON.parse(stored) as string | null) : null;
      const response = await fetch('/api', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as { data?: unknown; errors?: { message: string }[] };
      if (body.errors?.length) throw new Error(body.errors.map((error) => error.message).join('; '));
      return body.data as T;
    },
    { query, variables },
  );
}

const MY_CART = `query { me { carts { count totalPrice cartsGroupedByDeliveryTemplate { carts { productId count } } } } }`;

async function cartOf(page: Page): Promise<CartTotals> {
  const data = await gql<{
    me: { carts: { count: number; totalPrice: number; cartsGroupedByDeliveryTemplate: { carts: { productId: number; count: number }[] }[] } };
  }>(page, MY_CART);
  const { count, totalPrice, cartsGroupedByDeliveryTemplate } = data.me.carts;
  return { count, totalPrice, lines: cartsGroupedByDeliveryTemplate.flatMap((group) => group.carts) };
}

test('with no backend, a signed-in student adds an eco bag to the cart and the cart changes', async ({ page }) => {
  const consoleErrors = collectConsoleErrors(page);
  await page.goto('/?scenario=standard');
  await expect(page.getByRole('heading', { level: 1, name: university.shopName })).toBeVisible();

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

  // The mocked state lives for the browser session: a reload keeps the cart.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: university.shopName })).toBeVisible();
  expect((await cartOf(page)).totalPrice).toBe(after.totalPrice);
  expect(consoleErrors).toEqual([]);
});

test('an anonymous visitor of the mocked shop has no cart and is asked to log in to add to one', async ({ page }) => {
  const consoleErrors = collectConsoleErrors(page);
  await page.goto('/?scenario=anonymous');
  await expect(page.getByRole('heading', { level: 1, name: university.shopName })).toBeVisible();
  expect(await gql(page, MY_CART)).toEqual({ me: null });
  await expect(
    gql(page, 'mutation ($data: CreateCartInput!) { createCart(data: $data) { id } }', { data: { productId: 30, count: 1 } }),
  ).rejects.toThrow(/로그인/);
  expect(consoleErrors).toEqual([]);
});

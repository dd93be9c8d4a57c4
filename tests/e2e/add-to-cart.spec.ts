import type { Page } from '@playwright/test';
import { addSheetToCart, openOptionSheet } from './support/buy-checkout';
import { signIn } from './support/members';
import { gql } from './support/page-api';
import { expect, test } from './support/test';

// The demo member signed in (mocked API or seeded backend): choosing options on a
// department's varsity jacket sets its price, and 장바구니 담기 puts exactly that line in the cart.

interface CartLine {
  productId: number;
  count: number;
  productOptionInput0: string | null;
  productOptionInput1: string | null;
  productOptionDetail: { option0: string | null; option1: string | null } | null;
}

async function cartLines(page: Page): Promise<CartLine[]> {
  const query = `query { me { carts { cartsGroupedByDeliveryTemplate { carts {
    productId count productOptionInput0 productOptionInput1 productOptionDetail { option0 option1 } } } } } }`;
  const data = await gql<{ me: { carts: { cartsGroupedByDeliveryTemplate: { carts: CartLine[] }[] } } }>(page, query);
  return data.me.carts.cartsGroupedByDeliveryTemplate.flatMap((group) => group.carts);
}

test('a signed-in student chooses options and adds the product to the cart', async ({ page, target }) => {
  await signIn(page, target);
  await page.goto('/products/1');
  await expect(page.getByRole('heading', { level: 1, name: '2026 경영학과 과잠' })).toBeVisible();
  const before = await cartLines(page);
  const panel = await openOptionSheet(page);
  const colour = panel.getByRole('group', { name: /색상/ });
  const size = panel.getByRole('group', { name: /사이즈/ });

  // 버건디 has no 2XL left: the chip is marked 품절 and offers the restock request, not a row.
  await colour.getByRole('radio', { name: /버건디/ }).check();
  await expect(size.locator('label', { hasText: '2XL' })).toContainText('품절');
  await size.getByRole('radio', { name: /2XL/ }).check();
  await expect(panel.getByText('선택한 옵션은 품절이에요.')).toBeVisible();
  await expect(panel.getByRole('listitem')).toHaveCount(0);

  // 네이비 2XL (the 2XL still chosen) becomes a row, 2,000원 more than the sale price; the
  // pickers start over, so the radio is clicked rather than checked.
  await colour.getByRole('radio', { name: /네이비/ }).click();
  await expect(panel.getByRole('listitem', { name: '네이비 / 2XL' })).toBeVisible();
  const total = panel.getByText(/총 상품 금액/).locator('..');
  await expect(total).toContainText('81,000원');

  // The embroidery texts are required; the page says so before anything is sent.
  await panel.getByRole('button', { name: '장바구니 담기' }).click();
  await expect(panel.getByText('필수 입력 항목이에요.')).toHaveCount(2);
  await expect(panel.getByRole('textbox', { name: /이니셜/ })).toBeFocused();
  await panel.getByRole('textbox', { name: /이니셜/ }).fill('KHB');
  await panel.getByRole('textbox', { name: /학번/ }).fill('20261234');
  await panel.getByRole('button', { name: /수량 늘리기$/ }).click();
  await expect(total).toContainText('162,000원');

  await addSheetToCart(page, panel);

  const after = await cartLines(page);
  const line = after.find(
    (cart) =>
      cart.productId === 1 &&
      cart.productOptionDetail?.option0 === '네이비' &&
      cart.productOptionDetail.option1 === '2XL' &&
      cart.productOptionInput0 === 'KHB' &&
      cart.productOptionInput1 === '20261234',
  );
  expect(line?.count).toBe(2);
  expect(after.length).toBe(before.length + 1);

  // The notification carries the way to the cart.
  await page.getByRole('link', { name: '장바구니 보기' }).click();
  await expect(page).toHaveURL(/\/cart$/);
});

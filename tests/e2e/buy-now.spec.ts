import type { Page } from '@playwright/test';
import { openOptionSheet } from './support/buy-checkout';
import { fillSignUpForm, signIn, uniqueMember } from './support/members';
import { openAsVisitor } from './support/navigation';
import { gql } from './support/page-api';
import { expect, test } from './support/test';

// 구매하기 from the option sheet (issue 19, ADR 0057): straight to a checkout of exactly the
// chosen rows, leaving the cart alone; and a visitor's rows survive signing up. The radio that
// completes a combination is clicked, not checked: it turns the choice into a row and the pickers
// start over.

interface CartLine {
  id: number;
  productId: number;
  count: number;
  selected: boolean;
}

async function cartLines(page: Page): Promise<CartLine[]> {
  const query = 'query { me { carts { count cartsGroupedByDeliveryTemplate { carts { id productId count selected } } } } }';
  const data = await gql<{ me: { carts: { cartsGroupedByDeliveryTemplate: { carts: CartLine[] }[] } } }>(page, query);
  return data.me.carts.cartsGroupedByDeliveryTemplate.flatMap((group) => group.carts).sort((a, b) => a.id - b.id);
}

test('buy now with two option rows goes straight to checkout and the cart’s other lines stay as they were', async ({ page, target }) => {
  await signIn(page, target);
  await page.goto('/products/6');
  await expect(page.getByRole('heading', { level: 1, name: '한빛 로고 코치자켓' })).toBeVisible();
  const before = await cartLines(page);

  const sheet = await openOptionSheet(page, '구매하기');
  const colour = sheet.getByRole('group', { name: /색상/ });
  const size = sheet.getByRole('group', { name: /사이즈/ });
  await colour.getByRole('radio', { name: /^블랙/ }).check();
  await size.getByRole('radio', { name: /^M/ }).click();
  await colour.getByRole('radio', { name: /^블랙/ }).check();
  await size.getByRole('radio', { name: /^L/ }).click();
  await expect(sheet.getByRole('listitem')).toHaveCount(2);
  await sheet.getByRole('listitem', { name: '블랙 / L' }).getByRole('button', { name: /수량 늘리기$/ }).click();
  await expect(sheet.getByText('총 상품 금액 (3개)')).toBeVisible();
  await sheet.getByRole('button', { name: '구매하기', exact: true }).click();

  await expect(page).toHaveURL(/\/checkout\?direct=1$/);
  const lines = page.getByRole('list', { name: '주문 상품 목록' });
  // One delivery group, holding exactly the two rows.
  await expect(lines.getByRole('list').getByRole('listitem')).toHaveCount(2);
  await expect(lines).toContainText('색상 블랙 / 사이즈 M');
  await expect(lines).toContainText('색상 블랙 / 사이즈 L');
  expect(await cartLines(page)).toEqual(before);
});

test('a signed-out student’s selection survives signing up and comes back in the open sheet', async ({ page, target }) => {
  const member = uniqueMember('김선택');
  await openAsVisitor(page, target, '/products/1');
  // The first visit compiles the screen in mock mode: more than the default wait on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: '2026 경영학과 과잠' })).toBeVisible({ timeout: 20_000 });
  const sheet = await openOptionSheet(page, '장바구니');
  await sheet.getByRole('group', { name: /색상/ }).getByRole('radio', { name: /^네이비/ }).check();
  await sheet.getByRole('group', { name: /사이즈/ }).getByRole('radio', { name: /^M/ }).click();
  await sheet.getByRole('group', { name: /색상/ }).getByRole('radio', { name: /^블랙/ }).check();
  await sheet.getByRole('group', { name: /사이즈/ }).getByRole('radio', { name: /^L/ }).click();
  const navy = sheet.getByRole('listitem', { name: '네이비 / M' });
  await navy.getByRole('textbox', { name: /이니셜/ }).fill('KSS');
  await navy.getByRole('button', { name: /수량 늘리기$/ }).click();
  await sheet.getByRole('button', { name: '장바구니 담기' }).click();

  await expect(page).toHaveURL(/\/login\?next=%2Fproducts%2F1$/);
  await page.getByRole('link', { name: '회원가입' }).click();
  await fillSignUpForm(page, target, member);

  await expect(page).toHaveURL(/\/products\/1$/);
  const restored = page.getByRole('dialog', { name: '옵션 선택' });
  await expect(restored).toBeVisible();
  await expect(restored.getByRole('listitem')).toHaveCount(2);
  await expect(restored.getByRole('listitem', { name: '네이비 / M' }).getByRole('textbox', { name: /이니셜/ })).toHaveValue('KSS');
  await expect(restored.getByText('총 상품 금액 (3개)')).toBeVisible();
});

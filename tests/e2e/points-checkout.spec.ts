import {
  addToCart,
  agreeAndPay,
  BLOCKED_SCRIPT_ERROR,
  blockAddressSearch,
  KEYRING,
  openOrdersFromMyPage,
  orderTheCart,
} from './support/buy-checkout';
import { givePoints, openPointsPage, pointsIn } from './support/buy-points';
import { signInAsNewMember } from './support/members';
import { expect, test } from './support/test';

// The cheapest order of the catalogue, the keyring with its delivery fee (9,500원), paid with
// points alone by a new member who was given 10,000 points: no payment window, paid at once.
const PAYABLE = KEYRING.salePrice + KEYRING.deliveryFee;
const POINTS = (value: number) => `${value.toLocaleString('ko-KR')}P`;

test.use({ ignoreConsoleErrors: [BLOCKED_SCRIPT_ERROR] });

test('a student pays with points: use-all makes the payable 0 and the order is paid with points at once', async ({ page, target }) => {
  await blockAddressSearch(page);
  await signInAsNewMember(page, target);
  await page.goto(`/products/${KEYRING.id}`);
  await addToCart(page, KEYRING.name);
  await givePoints(page, target, 10_000);
  const before = await pointsIn(await openPointsPage(page));
  expect(before).toBeGreaterThanOrEqual(PAYABLE);

  await orderTheCart(page, KEYRING.name);
  await expect(page.getByText(`보유 포인트 ${POINTS(before)}`)).toBeVisible();
  await page.getByRole('button', { name: '전액 사용' }).click();
  await expect(page.getByRole('textbox', { name: /^사용할 포인트/ })).toHaveValue(String(PAYABLE));
  const left = page.getByText('최종 결제 금액', { exact: true }).locator('xpath=following-sibling::dd[1]');
  await expect(left).toHaveText('0원');
  await expect(page.getByRole('status').filter({ hasText: '포인트로 전액 결제해요.' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^신용·체크카드/ })).toBeDisabled();
  await agreeAndPay(page, 0);

  // No payment window: the order is paid the moment it is placed.
  await expect(page).toHaveURL(/\/orders\/\d+\/complete$/);
  await expect(page.getByRole('heading', { level: 1, name: '주문 완료' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '포인트로 결제를 마쳤어요.' })).toBeVisible();
  const receipt = page.getByRole('region', { name: '주문 정보' });
  await expect(receipt).toContainText('포인트 결제');
  await expect(receipt).toContainText(POINTS(PAYABLE));
  await expect(receipt).toContainText('0원');

  // The balance went down by what the order used, and the history shows the order paid.
  await expect(await openPointsPage(page)).toHaveText(POINTS(before - PAYABLE));
  await expect(page.getByRole('list', { name: '포인트 내역' })).toContainText(`-${POINTS(PAYABLE)}`);
  await openOrdersFromMyPage(page, 1);
  const order = page.getByRole('list', { name: '주문 목록' }).getByRole('listitem').filter({ hasText: '주문번호' });
  await expect(order).toContainText(KEYRING.name);
  await expect(order.getByText('결제 완료')).toBeVisible();
});

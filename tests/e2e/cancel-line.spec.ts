import { balanceOnPointsPage, placePaidCardOrder, pointBalance, productStock, won } from './support/after-orders';
import { signIn } from './support/members';
import { ECO_BAG_ID } from './support/orders';
import { expect, test } from './support/test';

// The demo member (mocked history or seeded profile: both have points to spend) pays the eco bag
// by card with some points, then cancels it from the order page. Cancelling gives back what was
// taken, so the member's balance and the bag's stock end as they started.
const ECO_BAG = '한빛 캔버스 에코백';
const POINTS_USED = 500;

test('a student cancels a line and sees the refund and the points back', async ({ page, target }) => {
  await signIn(page, target);
  const balanceBefore = await balanceOnPointsPage(page);
  const stockBefore = await productStock(page, ECO_BAG_ID);

  const order = await placePaidCardOrder(page, { productId: ECO_BAG_ID }, { pointUsing: POINTS_USED });
  expect(await pointBalance(page)).toBe(balanceBefore - POINTS_USED);
  expect(await productStock(page, ECO_BAG_ID)).toBe(stockBefore - order.count);

  await page.goto(`/my/orders/${order.id}`);
  const line = page.getByRole('list', { name: '주문 상품 목록' }).getByRole('listitem').filter({ hasText: ECO_BAG });
  await expect(line).toContainText('결제 완료');
  await line.getByRole('button', { name: `${ECO_BAG} 주문 취소` }).click();

  // Before anything happens the dialog says what comes back: the whole card payment (the bag is
  // the order's only line, so its delivery fee too) and the points spent on it.
  const dialog = page.getByRole('dialog', { name: '주문 취소' });
  await expect(dialog.getByText('환불 금액', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(won(order.paidPrice));
  await expect(dialog.getByText('돌려받는 포인트', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(`${POINTS_USED}P`);

  // A reason is required before the line is cancelled.
  await dialog.getByRole('button', { name: '주문 취소하기' }).click();
  await expect(dialog.getByText('취소 사유를 선택해 주세요.')).toBeVisible();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox', { name: /^취소 사유/ }).selectOption({ label: '단순 변심' });
  await dialog.getByRole('button', { name: '주문 취소하기' }).click();
  await expect(dialog).toBeHidden();

  await expect(page.getByRole('status').filter({ hasText: '주문을 취소했어요' })).toHaveText(
    `'${ECO_BAG}' 주문을 취소했어요. ${won(order.paidPrice)} 환불, ${POINTS_USED}P 반환 처리되었어요.`,
  );
  await expect(line).toContainText('주문 취소');
  await expect(line).toContainText(`환불 금액 ${won(order.paidPrice)}`);
  await expect(line).toContainText('취소 사유: 단순 변심');
  await expect(line.getByRole('button', { name: `${ECO_BAG} 주문 취소` })).toHaveCount(0);

  // Kept for good, and what the order took is back: the points on /my/points, the bag in stock.
  await page.reload();
  await expect(line).toContainText('주문 취소');
  await expect(line).toContainText(`환불 금액 ${won(order.paidPrice)}`);
  expect(await balanceOnPointsPage(page)).toBe(balanceBefore);
  expect(await productStock(page, ECO_BAG_ID)).toBe(stockBefore);
});

import { placePaidCardOrder, won } from './support/after-orders';
import { signInAsNewMember } from './support/members';
import { ECO_BAG_ID, placeOrderThroughApi } from './support/orders';
import { expect, test } from './support/test';

// A member with no orders yet (mock: the new-member scenario; real: signed up now) pays for one
// order and leaves another unpaid. 주문 현황 counts lines at each step after payment, so only
// the paid one shows; the order list has both, each with its status.
const STEPS = ['결제 완료', '배송 준비 중', '배송 중', '배송 완료'] as const;

test('a student sees order counts by status on my page and follows them to the orders list', async ({ page, target }) => {
  await signInAsNewMember(page, target);
  const myPage = page.getByRole('banner').getByRole('link', { name: '마이페이지' });
  const summary = page.getByRole('region', { name: '주문 현황' });
  await myPage.click();
  for (const step of STEPS) await expect(summary.getByRole('link', { name: `${step} 0건` })).toBeVisible();

  const paid = await placePaidCardOrder(page, { productId: ECO_BAG_ID });
  const unpaid = await placeOrderThroughApi(page);

  await myPage.click();
  await expect(summary.getByRole('link', { name: '결제 완료 1건' })).toBeVisible();
  for (const step of STEPS.slice(1)) await expect(summary.getByRole('link', { name: `${step} 0건` })).toBeVisible();

  await summary.getByRole('link', { name: '결제 완료 1건' }).click();
  await expect(page).toHaveURL(/\/my\/orders(\?|$)/);
  await expect(page.getByRole('status').filter({ hasText: /^주문 \d+건$/ })).toHaveText('주문 2건');
  const orders = page.getByRole('list', { name: '주문 목록' });
  const paidCard = orders.getByRole('listitem').filter({ hasText: `주문번호 ${paid.mUid}` });
  const unpaidCard = orders.getByRole('listitem').filter({ hasText: `주문번호 ${unpaid.mUid}` });
  await expect(paidCard).toContainText('결제 완료');
  await expect(paidCard).toContainText(`결제 금액${won(paid.paidPrice)}`);
  await expect(unpaidCard).toContainText('결제 대기');

  // The card leads on to the order itself.
  await paidCard.getByRole('link', { name: /주문 상세 보기$/ }).click();
  await expect(page).toHaveURL(new RegExp(`/my/orders/${paid.id}$`));
  await expect(page.getByRole('region', { name: '주문 정보' })).toContainText(paid.mUid);
  await expect(page.getByRole('list', { name: '주문 상품 목록' })).toContainText('결제 완료');
});

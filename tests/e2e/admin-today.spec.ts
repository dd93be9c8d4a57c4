import { paidOrderThenStaff } from './support/paid-then-staff';
import { expect, test } from './support/test';

// The console home's Today list (ADR 0054): a student's paid order waits in "확인할 결제 주문",
// and the card opens the order desk filtered to PAID lines.

test('a paid order waits on the console home and its card opens the desk filtered to paid lines', async ({ page, target }) => {
  test.setTimeout(120_000);
  const order = await paidOrderThenStaff(page, target, '/admin');
  await expect(page.getByRole('heading', { level: 1, name: '운영 홈' })).toBeVisible();
  const card = page.getByRole('link', { name: /^확인할 결제 주문/ });
  await expect(card).toBeVisible();
  const count = Number((await card.textContent())!.match(/([\d,]+)건/)![1]!.replace(/,/g, ''));
  expect(count).toBeGreaterThanOrEqual(1);
  expect(order.paidPrice).toBeGreaterThan(0);
  // The home's section links and recent changes stay below the list.
  await expect(page.getByRole('list', { name: '운영 메뉴 바로가기' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '최근 변경' })).toBeVisible();

  await card.click();
  await expect(page).toHaveURL(/\/admin\/orders\?status=PAID$/);
});

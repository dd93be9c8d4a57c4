import { signIn, signInAsNewMember } from './support/members';
import { expect, test } from './support/test';

// The sold-out tumbler of the standard catalogue (no options): nobody can buy it, anyone may ask
// to be told when it is back.
const SOLD_OUT = { id: 32, name: '한빛 스테인리스 텀블러' };

test('a student sees the same point balance on my page and the points page, and filters what was spent', async ({ page, target }) => {
  await signIn(page, target);
  await page.getByRole('banner').getByRole('link', { name: '마이페이지' }).click();
  const pointsCard = page.getByRole('link', { name: /사용 가능한 포인트/ });
  await expect(pointsCard).toContainText('P');
  const balance = (await pointsCard.locator('strong').textContent()) ?? '';
  await pointsCard.click();

  await expect(page.getByRole('heading', { level: 1, name: '포인트' })).toBeVisible();
  await expect(page.getByText('사용 가능한 포인트', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(balance);
  const ledger = page.getByRole('list', { name: '포인트 내역' });
  await expect(ledger.getByRole('listitem').first()).toBeVisible();

  // Only deductions (the demo member's history differs by target: the mocked one has spending,
  // the seeded one only its sign-up points, so either deductions or the empty sentence).
  await page.getByRole('button', { name: '사용', exact: true }).click();
  await expect(ledger.getByRole('listitem').first().or(page.getByText('사용 내역이 없어요'))).toBeVisible();
  await expect(ledger.getByRole('listitem').filter({ hasNotText: /-[\d,]+P/ })).toHaveCount(0);
});

test('a student asks for a restock message on a sold-out product and takes the request back from my page', async ({ page, target }) => {
  await signInAsNewMember(page, target);
  await page.goto(`/products/${SOLD_OUT.id}`);
  await expect(page.getByRole('heading', { level: 1, name: SOLD_OUT.name })).toBeVisible();
  await page.getByRole('button', { name: '재입고 알림 신청' }).click();
  await expect(page.getByText('재입고 알림을 신청했어요. 다시 입고되면 알려 드릴게요.')).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: '마이페이지' }).click();
  await page.getByRole('link', { name: /재입고 알림/ }).click();
  const notifications = page.getByRole('list', { name: '재입고 알림 목록' });
  await expect(notifications.getByRole('listitem')).toHaveCount(1);
  const request = notifications.getByRole('listitem').filter({ hasText: SOLD_OUT.name });

  await request.getByRole('button', { name: /재입고 알림 취소$/ }).click();
  const dialog = page.getByRole('dialog', { name: '재입고 알림을 취소할까요?' });
  await expect(dialog).toContainText(SOLD_OUT.name);
  await dialog.getByRole('button', { name: '알림 취소' }).click();
  await expect(page.getByText('재입고 알림을 취소했어요.')).toBeVisible();
  await expect(notifications.getByRole('listitem')).toHaveCount(0);

  // The product page agrees: the student can ask again.
  await page.goto(`/products/${SOLD_OUT.id}`);
  await expect(page.getByRole('button', { name: '재입고 알림 신청' })).toBeVisible();
});

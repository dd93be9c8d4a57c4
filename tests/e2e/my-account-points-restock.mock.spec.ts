import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from './support/console-errors';

test('a student checks points and removes a restock notification', async ({ page }) => {
  const consoleErrors = collectConsoleErrors(page);

  await page.goto('/?scenario=standard');
  await page.getByRole('banner').getByRole('link', { name: '마이페이지' }).click();
  const pointsCard = page.getByRole('link', { name: /사용 가능한 포인트/ });
  await expect(pointsCard).toContainText('P');
  const balance = (await pointsCard.locator('strong').textContent()) ?? '';
  await pointsCard.click();

  await expect(page.getByRole('heading', { level: 1, name: '포인트' })).toBeVisible();
  await expect(page.getByText('사용 가능한 포인트', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(balance);
  const ledger = page.getByRole('list', { name: '포인트 내역' });
  await expect(ledger.getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: '2페이지' }).click();
  await expect(page).toHaveURL(/\/my\/points\?page=2$/);
  await expect(ledger.getByText('회원가입')).toBeVisible();
  await page.getByRole('button', { name: '사용', exact: true }).click();
  await expect(ledger.getByRole('listitem')).toHaveCount(1);
  await expect(ledger).toContainText('-1,500P');

  await page.getByRole('main').getByRole('link', { name: '마이페이지' }).click();
  await page.getByRole('link', { name: /재입고 알림/ }).click();
  const notifications = page.getByRole('list', { name: '재입고 알림 목록' });
  await expect(notifications.getByRole('listitem')).toHaveCount(3);
  const first = notifications.getByRole('listitem').first();
  const productName = (await first.getByRole('link').textContent())?.replace(/\d{4}\. \d{2}\. \d{2}\. 신청$/, '') ?? '';
  const productHref = (await first.getByRole('link').getAttribute('href')) ?? '';

  await first.getByRole('button', { name: /재입고 알림 취소$/ }).click();
  const dialog = page.getByRole('dialog', { name: '재입고 알림을 취소할까요?' });
  await expect(dialog).toContainText(productName);
  await dialog.getByRole('button', { name: '알림 취소' }).click();
  await expect(page.getByText('재입고 알림을 취소했어요.')).toBeVisible();
  await expect(notifications.getByRole('listitem')).toHaveCount(2);
  await expect(notifications).not.toContainText(productName);

  // The product page agrees: the student can ask again.
  await page.goto(productHref);
  await expect(page.getByRole('button', { name: '재입고 알림 신청' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

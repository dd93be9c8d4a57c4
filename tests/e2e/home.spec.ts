import { expect, test } from '@playwright/test';
import { university } from '../../mocks/scenarios/standard/tenant';

// The backend seeds the standard scenario on first start, so the page must show exactly its data.
test('a student opens the shop and sees its name and the promoted categories', async ({ page }, testInfo) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));

  await page.goto('/');

  await expect(page.getByRole('heading', { level: 1, name: university.shopName })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: university.shopName })).toBeVisible();

  const promoted = page.getByRole('region', { name: '추천 카테고리' }).getByRole('listitem');
  await expect(promoted).toHaveCount(university.promotedCategories.length);
  expect(university.promotedCategories).toHaveLength(4);
  for (const [index, { title }] of university.promotedCategories.entries()) {
    await expect(promoted.nth(index)).toContainText(title);
  }

  if (university.topNotice) {
    await expect(page.getByRole('complementary', { name: '공지사항' })).toContainText(university.topNotice);
  }
  await expect(page.getByRole('contentinfo')).toContainText(university.footerOperator);
  await expect(page).toHaveTitle(university.defaultTitle);
  const primary = await page.evaluate(() =>
    document.documentElement.style.getPropertyValue('--color-primary'),
  );
  expect(primary).toBe(university.themeColor);

  // Nothing may stick out sideways on a 360 px phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await page.screenshot({ path: testInfo.outputPath('home-360.png'), fullPage: true });
  expect(consoleErrors).toEqual([]);
});

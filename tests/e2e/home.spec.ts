import { university } from '../../mocks/scenarios/standard/tenant';
import { openAsVisitor } from './support/navigation';
import { expect, test } from './support/test';

// The backend seeds the standard scenario on first start and the mocked API serves it, so the
// page must show exactly its data on both targets.
test('a student opens the shop and sees its name and the promoted categories', async ({ page, target }) => {
  await openAsVisitor(page, target, '/');

  await expect(page.getByRole('heading', { level: 1, name: university.shopName })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: university.shopName })).toBeVisible();

  // Each promoted category is a section with its title and a row of its newest products.
  const promoted = page.getByRole('region', { name: '추천 카테고리' });
  const titles = promoted.getByRole('heading', { level: 3 });
  await expect(titles).toHaveCount(university.promotedCategories.length);
  expect(university.promotedCategories).toHaveLength(4);
  for (const [index, { title, categoryId }] of university.promotedCategories.entries()) {
    await expect(titles.nth(index)).toHaveText(title);
    await expect(promoted.getByRole('link', { name: `${title} 전체보기` })).toHaveAttribute('href', `/products?category=${categoryId}`);
    await expect(promoted.getByRole('list', { name: `${title} 상품` }).getByRole('link').first()).toBeVisible();
  }
  await expect(page.getByRole('region', { name: '이벤트 배너' }).getByRole('link').first()).toBeVisible();

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
});

import type { Locator, Page } from '@playwright/test';
import { university } from '../../mocks/scenarios/standard/tenant';
import { openAsVisitor } from './support/navigation';
import { expect, test } from './support/test';

// The standard catalogue (mocked or seeded), seen by a visitor: the product list's category and
// availability filters live in the address, the list loads its next page as it nears the end,
// and a card opens its product page.

async function totalOf(page: Page): Promise<number> {
  const text = (await page.getByText(/^총 [\d,]+개$/).textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

const cardsOf = (list: Locator) => list.getByRole('link');

test('a student browses a category, filters available products, scrolls for more and opens a product', async ({ page, target }) => {
  await openAsVisitor(page, target, '/');
  const jackets = university.promotedCategories[0];
  expect(jackets?.categoryId).toBe(75);

  // From the home page's first promoted category to its full list.
  await page.getByRole('link', { name: `${jackets?.title} 전체보기` }).click();
  await expect(page).toHaveURL(/\/products\?category=75$/);
  await expect(page.getByRole('heading', { level: 1, name: '과잠·점퍼' })).toBeVisible();
  const jacketList = page.getByRole('list', { name: '과잠·점퍼 상품 목록' });
  await expect(cardsOf(jacketList)).toHaveCount(await totalOf(page));
  await expect(jacketList.getByText('품절').first()).toBeAttached();

  // Only what can be bought now (in the 필터 sheet); the address keeps the filter.
  await page.getByRole('button', { name: '필터' }).click();
  await page.getByRole('checkbox', { name: '구매 가능한 상품만 보기' }).check();
  await expect(page).toHaveURL(/\/products\?category=75&available=1$/);
  await page.keyboard.press('Escape');
  await expect(cardsOf(jacketList)).toHaveCount(await totalOf(page));
  await expect(jacketList.getByText('품절')).toHaveCount(0);
  await expect(jacketList.getByText('판매 종료')).toHaveCount(0);
  const availableJackets = await cardsOf(jacketList).count();
  expect(availableJackets).toBeGreaterThan(0);

  // Every category, still only available ones: a longer list that starts at its top.
  await page.mouse.wheel(0, 600);
  await page.getByRole('navigation', { name: '카테고리' }).getByRole('link', { name: '전체', exact: true }).click();
  await expect(page).toHaveURL(/\/products\?available=1$/);
  const allList = page.getByRole('list', { name: '전체 상품 상품 목록' });
  await expect(cardsOf(allList)).toHaveCount(20);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const total = await totalOf(page);
  expect(total).toBeGreaterThan(20);

  // Scrolling towards the end loads the next page.
  await cardsOf(allList).last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 2000);
  await expect(cardsOf(allList)).toHaveCount(total);
  await expect(page.getByText('모든 상품을 불러왔어요.')).toBeVisible();

  // Back returns to the filtered category, forward to the whole list.
  await page.goBack();
  await expect(page).toHaveURL(/\/products\?category=75&available=1$/);
  await expect(cardsOf(page.getByRole('list', { name: '과잠·점퍼 상품 목록' }))).toHaveCount(availableJackets);
  await page.goForward();
  await expect(page).toHaveURL(/\/products\?available=1$/);

  // A card from the second page opens its product.
  const last = cardsOf(page.getByRole('list', { name: '전체 상품 상품 목록' })).last();
  await last.scrollIntoViewIfNeeded();
  // The card's link holds the product's name and nothing else.
  const name = ((await last.textContent()) ?? '').trim();
  expect(name).not.toBe('');
  await last.click();
  await expect(page).toHaveURL(/\/products\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('region', { name: '구매하기' })).toBeVisible();

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

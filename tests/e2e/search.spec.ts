import { openAsVisitor } from './support/navigation';
import { expect, test } from './support/test';

// Korean-aware search (ADR 0058) on the standard catalogue, mocked or seeded: the header's search
// finds 과잠 and 후드, remembers them, and 초성 finds the jackets too.

test('a student searches for 과잠 and 후드 from the header and sorts the result', async ({ page, target }) => {
  await openAsVisitor(page, target, '/');

  await page.getByRole('button', { name: '상품 검색' }).click();
  await page.getByRole('searchbox', { name: '검색어' }).fill('과잠');
  await page.getByRole('searchbox', { name: '검색어' }).press('Enter');
  await expect(page).toHaveURL(/\/products\?q=%EA%B3%BC%EC%9E%A0$/);
  const jackets = page.getByRole('list', { name: '‘과잠’ 검색 결과 상품 목록' });
  await expect(jackets.getByRole('link', { name: /2026 경영학과 과잠/ })).toBeVisible();
  await expect(jackets.getByRole('link', { name: /후드티/ })).toHaveCount(0);

  await page.getByRole('button', { name: '상품 검색' }).click();
  await page.getByRole('searchbox', { name: '검색어' }).fill('후드');
  await page.getByRole('searchbox', { name: '검색어' }).press('Enter');
  const hoodies = page.getByRole('list', { name: '‘후드’ 검색 결과 상품 목록' });
  await expect(hoodies.getByRole('link', { name: /한빛 로고 후드티/ })).toBeVisible();

  await page.getByRole('combobox', { name: '정렬' }).selectOption({ label: '낮은 가격순' });
  await expect(page).toHaveURL(/sort=PRICE_ASC/);
  await expect(hoodies.getByRole('link', { name: /후드/ }).first()).toBeVisible();

  // The sheet remembers both searches; 초성 finds the jackets.
  await page.getByRole('button', { name: '상품 검색' }).click();
  const recent = page.getByRole('region', { name: '최근 검색어' });
  await expect(recent.getByRole('button', { name: '과잠' })).toBeVisible();
  await expect(recent.getByRole('button', { name: '후드' })).toBeVisible();
  await page.getByRole('searchbox', { name: '검색어' }).fill('ㄱㅈ');
  await page.getByRole('searchbox', { name: '검색어' }).press('Enter');
  await expect(page.getByRole('list', { name: '‘ㄱㅈ’ 검색 결과 상품 목록' }).getByRole('link', { name: /과잠/ }).first()).toBeVisible();
});

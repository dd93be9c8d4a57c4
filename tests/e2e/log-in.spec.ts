import { DEMO_CREDENTIAL, signIn } from './support/members';
import { openAsVisitor } from './support/navigation';
import { expect, test } from './support/test';

test('a student logs in, lands back where they were, and logs out from my page', async ({ page, target }) => {
  await openAsVisitor(page, target, '/products/6');
  const banner = page.getByRole('banner');
  await banner.getByRole('link', { name: '로그인' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible();

  // A wrong password first: the server's sentence, and still signed out.
  await page.getByRole('textbox', { name: '이메일' }).fill(DEMO_CREDENTIAL.email);
  await page.getByLabel(/^비밀번호( \*)?$/).fill('not-my-pass1');
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page.getByRole('alert')).toHaveText(/^이메일 또는 비밀번호가 올바르지 않아요\. /);

  await page.getByLabel(/^비밀번호( \*)?$/).fill(DEMO_CREDENTIAL.password);
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page).toHaveURL(/\/products\/6$/);
  await expect(banner.getByRole('link', { name: '마이페이지' })).toBeVisible();

  // The session survives a reload.
  await page.reload();
  await expect(banner.getByRole('link', { name: '마이페이지' })).toBeVisible();

  await banner.getByRole('link', { name: '마이페이지' }).click();
  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(banner.getByRole('link', { name: '로그인' })).toBeVisible();
  const stored = await page.evaluate(() => window.localStorage.getItem('campus-shop.auth-token'));
  expect(stored === null || stored === 'null').toBe(true);
});

test('a signed-in student who opens the login page is sent on instead of seeing the form', async ({ page, target }) => {
  await signIn(page, target);
  await page.goto('/login?next=%2Fproducts%2F6');
  await expect(page).toHaveURL(/\/products\/6$/);
});

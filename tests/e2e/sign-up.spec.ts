import { fillSignUpForm, uniqueMember } from './support/members';
import { openAsVisitor } from './support/navigation';
import { expect, test } from './support/test';

// The code comes from where each target sends it: the real server's SMS outbox, or the mocked
// API's fixed code (support/members.ts certificationCode).
test('a student signs up with the code from the SMS and is signed in at once, back on the product', async ({ page, target }) => {
  const member = uniqueMember();
  await openAsVisitor(page, target, '/products/6');
  const banner = page.getByRole('banner');
  await banner.getByRole('link', { name: '로그인' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fproducts%2F6$/);
  await page.getByRole('link', { name: '회원가입' }).click();

  await fillSignUpForm(page, target, member);

  await expect(page).toHaveURL(/\/products\/6$/);
  await expect(page.getByText('회원가입을 환영해요!', { exact: false })).toBeVisible();
  await expect(banner.getByRole('link', { name: '마이페이지' })).toBeVisible();
  await banner.getByRole('link', { name: '마이페이지' }).click();
  await expect(page.getByText(member.email, { exact: false })).toBeVisible();
});

test('a student who leaves the sign-up form incomplete is told what is missing and no account is made', async ({ page, target }) => {
  await openAsVisitor(page, target, '/signup');
  await page.getByRole('button', { name: '가입하기' }).click();
  await expect(page.getByText('휴대폰 인증을 완료해 주세요.')).toBeVisible();
  await expect(page.getByText('필수 약관에 모두 동의해 주세요.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: '이메일' })).toBeFocused();
  await expect(page).toHaveURL(/\/signup$/);
});

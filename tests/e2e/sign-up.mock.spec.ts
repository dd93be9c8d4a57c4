import { expect, test } from '@playwright/test';
import { MOCK_CERTIFICATION_CODE } from '../../mocks/store/certification';
import { collectConsoleErrors } from './support/console-errors';


test('a student signs up with phone certification and is signed in at once', async ({ page }) => {
  const consoleErrors = collectConsoleErrors(page);
  await page.goto('/products/6?scenario=anonymous');
  const banner = page.getByRole('banner');
  await banner.getByRole('link', { name: '로그인' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fproducts%2F6$/);
  await page.getByRole('link', { name: '회원가입' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '회원가입' })).toBeVisible();

  await page.getByRole('textbox', { name: '이메일' }).fill('freshman2026@hanbit.ac.kr');
  await page.getByRole('button', { name: '중복 확인' }).click();
  await expect(page.getByText('사용할 수 있는 이메일입니다.')).toBeVisible();
  await page.getByLabel(/^비밀번호( \*)?$/).fill('campus2026');
  await page.getByLabel('비밀번호 확인').fill('campus2026');

  // Phone certification: the mocked SMS always carries the same code.
  await page.getByRole('textbox', { name: '휴대폰 번호' }).fill('010-2026-0301');
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  await expect(page.getByRole('timer')).toHaveText(/^[23]:\d\d$/);
  await page.getByRole('textbox', { name: '인증번호' }).fill(MOCK_CERTIFICATION_CODE);
  await page.getByRole('button', { name: '확인', exact: true }).click();
  await expect(page.getByText('휴대폰 인증을 완료했어요. (010-2026-0301)')).toBeVisible();

  await page.getByRole('textbox', { name: '이름' }).fill('김새내');
  await page.getByRole('radio', { name: '학부생' }).check();
  await page.getByRole('textbox', { name: '입학 연도' }).fill('2026');
  await page.getByRole('checkbox', { name: /전체 동의/ }).check();
  await page.getByRole('button', { name: '가입하기' }).click();

  // Back on the product they were looking at, signed in.
  await expect(page).toHaveURL(/\/products\/6$/);
  await expect(page.getByText('회원가입을 환영해요!', { exact: false })).toBeVisible();
  await expect(banner.getByRole('link', { name: '마이페이지' })).toBeVisible();
  await banner.getByRole('link', { name: '마이페이지' }).click();
  await expect(page.getByText('freshman2026@hanbit.ac.kr', { exact: false })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a student who leaves the sign-up form incomplete is told what is missing and no account is made', async ({ page }) => {
  const consoleErrors = collectConsoleErrors(page);
  await page.goto('/signup?scenario=anonymous');
  await page.getByRole('button', { name: '가입하기' }).click();
  await expect(page.getByText('휴대폰 인증을 완료해 주세요.')).toBeVisible();
  await expect(page.getByText('필수 약관에 모두 동의해 주세요.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: '이메일' })).toBeFocused();
  await expect(page).toHaveURL(/\/signup$/);
  expect(consoleErrors).toEqual([]);
});

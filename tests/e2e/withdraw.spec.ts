import { signInAsNewMember } from './support/members';
import { expect, test } from './support/test';

// A member with no open orders (mock: the new-member scenario; real: someone who signed up just
// now, so the demo member stays for the other specs) leaves the shop for good.
test('a student withdraws after confirming, is signed out, and cannot log in again', async ({ page, target }) => {
  const member = await signInAsNewMember(page, target);
  const banner = page.getByRole('banner');
  await banner.getByRole('link', { name: '마이페이지' }).click();
  await page.getByRole('link', { name: /회원 탈퇴/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: '회원 탈퇴' })).toBeVisible();

  // Agreeing is required; nothing is asked before that.
  await page.getByLabel(/^비밀번호( \*)?$/).fill(member.password);
  await page.getByRole('button', { name: '회원 탈퇴' }).click();
  await expect(page.getByRole('dialog', { name: '정말 탈퇴할까요?' })).toHaveCount(0);

  await page.getByRole('checkbox', { name: '안내 내용을 모두 확인했고, 탈퇴에 동의해요.' }).check();
  await page.getByRole('button', { name: '회원 탈퇴' }).click();
  const dialog = page.getByRole('dialog', { name: '정말 탈퇴할까요?' });
  await expect(dialog).toContainText('포인트가 모두 사라지고');
  await dialog.getByRole('button', { name: '탈퇴하기' }).click();

  await expect(page.getByText('회원 탈퇴가 끝났어요. 그동안 이용해 주셔서 감사해요.')).toBeVisible();
  await expect(banner.getByRole('link', { name: '로그인' })).toBeVisible();

  // The account is gone: its e-mail and password no longer open a session.
  await banner.getByRole('link', { name: '로그인' }).click();
  await page.getByRole('textbox', { name: '이메일' }).fill(member.email);
  await page.getByLabel(/^비밀번호( \*)?$/).fill(member.password);
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page.getByRole('alert')).toHaveText(/^이메일 또는 비밀번호가 올바르지 않아요\. /);
  await expect(banner.getByRole('link', { name: '로그인' })).toBeVisible();
});

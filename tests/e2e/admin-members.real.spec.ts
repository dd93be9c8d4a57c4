import { paths } from '../../frontend/src/lib/paths';
import { openMember, restore, suspend } from './support/admin-members';
import { signInToConsole } from './support/console';
import { signIn, signInAsNewMember } from './support/members';
import { expect, test } from './support/test';

// Real backend only (*.real.spec.ts runs in the real project alone): the mocked API keeps its store
// per tab, so a second browser cannot share it. A suspension signs the member out at once
// (docs/decisions/0048). Laptop first: the console is a staff tool.
test.use({ viewport: { width: 1280, height: 800 } });

test('a member signed in elsewhere is signed out when staff suspend them, and signs in again after restore', async ({ browser, page, target }) => {
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  const member = await signInAsNewMember(memberPage, target);

  await signInToConsole(page, target, paths.adminMembers());
  await openMember(page, member.email, member.name);
  await suspend(page, '부정 거래 신고가 있어 정지해요');

  // The member's very next request is refused; the app signs them out and says why.
  await memberPage.goto('/my');
  await expect(memberPage.getByText('이용이 정지된 계정이에요. 고객센터로 문의해 주세요.')).toBeVisible();
  await expect(memberPage.getByRole('banner').getByRole('link', { name: '로그인' })).toBeVisible();

  await restore(page);
  await signIn(memberPage, target, member);
  await memberContext.close();
});

import { signInAsNewMember } from './support/members';
import { paths } from '../../frontend/src/lib/paths';
import { signInToConsole } from './support/console';
import { openMember, restore, suspend } from './support/admin-members';
import { expect, test } from './support/test';

// Staff find a member, and a suspension signs the member out at once (docs/decisions/0048).
// Laptop first: the console is a staff tool.
test.use({ viewport: { width: 1280, height: 800 } });

test('staff find a member by phone, grant points with a reason, suspend and restore them', async ({ browser, page, target }) => {
  // Mock: the demo member of the tab's store (010-1234-5678). Real: a member of this test's own,
  // so the shared database's demo member keeps its points and its sessions.
  let tel = '010-1234-5678';
  let name = '김한빛';
  if (target === 'real') {
    const context = await browser.newContext();
    ({ tel, name } = await signInAsNewMember(await context.newPage(), target));
    await context.close();
  }
  await signInToConsole(page, target, paths.adminMembers());
  await openMember(page, tel, name);

  await page.getByRole('button', { name: '포인트 지급·회수' }).click();
  const points = page.getByRole('dialog', { name: '포인트 지급·회수' });
  await points.getByRole('textbox', { name: '포인트' }).fill('-99999999');
  await points.getByRole('textbox', { name: '사유' }).fill('잘못된 회수');
  await points.getByRole('button', { name: '저장' }).click();
  await expect(points.getByText(/포인트는 0이 아닌 정수로/)).toBeVisible();
  await points.getByRole('textbox', { name: '포인트' }).fill('1000');
  await points.getByRole('textbox', { name: '사유' }).fill('축제 이벤트 당첨');
  await points.getByRole('button', { name: '저장' }).click();
  await expect(points).toBeHidden();
  await expect(page.getByRole('list', { name: '포인트 내역' }).getByText('사유: 축제 이벤트 당첨')).toBeVisible();

  await suspend(page, '테스트로 정지해요');
  await restore(page);
});

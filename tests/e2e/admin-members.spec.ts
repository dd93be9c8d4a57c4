import type { Page } from '@playwright/test';
import { signIn, signInAsNewMember } from './support/members';
import { paths } from '../../frontend/src/lib/paths';
import { signInToConsole } from './support/console';
import { expect, needsRealBackend, test } from './support/test';

// Staff find a member, and a suspension signs the member out at once (docs/decisions/0048).
// Laptop first: the console is a staff tool.
test.use({ viewport: { width: 1280, height: 800 } });

async function openMember(page: Page, search: string, name: string): Promise<void> {
  await page.getByRole('searchbox', { name: '회원 검색' }).fill(search);
  const list = page.getByRole('table', { name: '회원 목록' });
  await expect(list.getByRole('row')).toHaveCount(2);
  await list.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name: `회원 · ${name}` })).toBeVisible();
}

async function suspend(page: Page, reason: string): Promise<void> {
  await page.getByRole('button', { name: '회원 정지' }).click();
  const dialog = page.getByRole('dialog', { name: '회원 정지' });
  await dialog.getByRole('textbox', { name: '정지 사유' }).fill(reason);
  await dialog.getByRole('button', { name: '정지하기' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(reason, { exact: true })).toBeVisible();
}

async function restore(page: Page): Promise<void> {
  await page.getByRole('button', { name: '정지 풀기' }).click();
  await page.getByRole('dialog', { name: '정지 풀기' }).getByRole('button', { name: '정지 풀기' }).click();
  await expect(page.getByRole('button', { name: '회원 정지' })).toBeVisible();
}

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

test('a member signed in elsewhere is signed out when staff suspend them, and signs in again after restore', async ({ browser, page, target }, testInfo) => {
  needsRealBackend(testInfo, 'the mocked API keeps its store per tab, so a second browser cannot share it');
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  const member = await signInAsNewMember(memberPage, target);

  await signInToConsole(page, target, paths.adminMembers());
  await openMember(page, member.email, member.name);
  await suspend(page, '부정 거래 신고가 있어 정지해요');

  // The member's very next request is refused; the app signs them out and says why.
  await memberPage.goto('/my');
  await expect(memberPage.getByText('이용이 정지된 계정입니다. 고객센터로 문의해 주세요.')).toBeVisible();
  await expect(memberPage.getByRole('banner').getByRole('link', { name: '로그인' })).toBeVisible();

  await restore(page);
  await signIn(memberPage, target, member);
  await memberContext.close();
});

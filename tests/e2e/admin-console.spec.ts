import type { Page } from '@playwright/test';
import { ADMIN_CREDENTIAL, VIEWER_CREDENTIAL } from '../../mocks/scenarios/members';
import { DEMO_CREDENTIAL, signIn } from './support/members';
import { signInToConsole } from './support/console';
import { openAsVisitor } from './support/navigation';
import { expect, test } from './support/test';

// The operator console's frame (ADR 0042): its own lazily loaded chunk, a guard that tells
// members plainly, and two staff levels.

/** The console's chunk: built (`/assets/admin-area-<hash>.js`) or served by Vite in mock mode (`…/admin-area.tsx`). */
const isConsoleChunk = (url: string) => /\/admin-area(-[\w-]+)?\.(js|tsx)(\?|$)/.test(new URL(url).pathname + new URL(url).search);

function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  return scripts;
}

test('a student never downloads the console, and is told plainly when opening /admin', async ({ page, target }) => {
  const scripts = scriptsOf(page);
  await signIn(page, target, DEMO_CREDENTIAL);
  await page.goto('/products');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(scripts.filter(isConsoleChunk)).toEqual([]);

  await page.goto('/admin');
  await expect(page.getByText('운영진만 볼 수 있는 화면이에요')).toBeVisible();
  await expect(page.getByRole('navigation', { name: '운영 메뉴' })).toHaveCount(0);
});

test('a visitor opening the console logs in as staff and lands in it, with every section in the menu', async ({ page, target }) => {
  const scripts = scriptsOf(page);
  await openAsVisitor(page, target, '/admin/audit');
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Faudit/);
  await page.getByRole('textbox', { name: '이메일' }).fill(ADMIN_CREDENTIAL.email);
  await page.getByLabel(/^비밀번호( \*)?$/).fill(ADMIN_CREDENTIAL.password);
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page).toHaveURL(/\/admin\/audit/);
  await expect(page.getByRole('heading', { level: 1, name: '변경 기록' })).toBeVisible();
  expect(scripts.filter(isConsoleChunk)).toHaveLength(1);

  const menu = page.getByRole('navigation', { name: '운영 메뉴' });
  for (const section of ['홈', '주문', '송장·배송', '취소·환불', '리뷰', '재입고 요청', '매출 통계', '상품', '카테고리', '배송·수령지', '배너·공지', '상점 설정', '회원', '알림 발송', '변경 기록']) {
    await expect(menu.getByRole('link', { name: section, exact: true })).toBeVisible();
  }
  await expect(menu.getByRole('link', { name: '변경 기록' })).toHaveAttribute('aria-current', 'page');
  await menu.getByRole('link', { name: '알림 발송' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '메시지 발송 현황' })).toBeVisible();
  await page.getByRole('link', { name: '상점 보기' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: '마이페이지' })).toBeVisible();
});

test('look-only staff see the console marked 조회 전용', async ({ page, target }) => {
  await signInToConsole(page, target, '/admin', VIEWER_CREDENTIAL);
  await expect(page.getByRole('heading', { level: 1, name: '운영 홈' })).toBeVisible();
  await expect(page.getByText('조회 전용', { exact: true })).toBeVisible();
  await expect(page.getByText(/조회 전용 계정이에요/)).toBeVisible();
});

import { expect, type Page } from '@playwright/test';
import { ADMIN_CREDENTIAL, type ScenarioCredential } from '../../../mocks/scenarios/members';
import { openAsVisitor } from './navigation';
import type { Target } from './test';

/**
 * Logs in through the login screen and lands on the console address `path` (both targets: mock
 * mode starts signed out, the real app has the seeded staff accounts). Waits for the console's menu.
 */
export async function signInToConsole(
  page: Page,
  target: Target,
  path = '/admin',
  credential: Pick<ScenarioCredential, 'email' | 'password'> = ADMIN_CREDENTIAL,
): Promise<void> {
  await openAsVisitor(page, target, `/login?next=${encodeURIComponent(path)}`);
  await page.getByRole('textbox', { name: '이메일' }).fill(credential.email);
  await page.getByLabel(/^비밀번호( \*)?$/).fill(credential.password);
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page.getByRole('navigation', { name: '운영 메뉴' })).toBeVisible();
}

/**
 * Moves within the app as a link does (wouter follows history.pushState), without reloading:
 * mock mode keeps a staff upload's bytes in the tab's memory, and every reload re-checks its
 * service worker.
 */
export async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Logs out from my page and logs in as `credential` in the same tab (mock mode keeps its state per
 * tab), landing on `next`: how a journey with a student, a representative and staff changes hands.
 */
export async function switchMember(page: Page, credential: Pick<ScenarioCredential, 'email' | 'password'>, next: string): Promise<void> {
  await goInApp(page, '/my');
  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: '로그인' })).toBeVisible();
  await goInApp(page, `/login?next=${encodeURIComponent(next)}`);
  await page.getByRole('textbox', { name: '이메일' }).fill(credential.email);
  await page.getByLabel(/^비밀번호( \*)?$/).fill(credential.password);
  await page.getByRole('button', { name: '로그인' }).click();
}

import { expect, type Page } from '@playwright/test';
import { ADMIN_CREDENTIAL } from '../../../mocks/scenarios/members';
import { placePaidCardOrder, type PaidCardOrder } from './after-orders';
import { goInApp } from './console';
import { signIn } from './members';
import { ECO_BAG_ID } from './orders';
import type { Target } from './test';

/**
 * The demo student pays the eco bag by card, then staff log in on the same tab (mock mode keeps
 * its state per tab) and land on `next`.
 */
export async function paidOrderThenStaff(page: Page, target: Target, next: string): Promise<PaidCardOrder> {
  await signIn(page, target);
  const order = await placePaidCardOrder(page, { productId: ECO_BAG_ID });
  await goInApp(page, '/my');
  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: '로그인' })).toBeVisible();
  await goInApp(page, `/login?next=${encodeURIComponent(next)}`);
  await page.getByRole('textbox', { name: '이메일' }).fill(ADMIN_CREDENTIAL.email);
  await page.getByLabel(/^비밀번호( \*)?$/).fill(ADMIN_CREDENTIAL.password);
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page.getByRole('navigation', { name: '운영 메뉴' })).toBeVisible();
  return order;
}

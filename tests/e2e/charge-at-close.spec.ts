import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN_CREDENTIAL } from '../../mocks/scenarios/members';
import { addSheetToCart, openOptionSheet } from './support/buy-checkout';
import { signInAsNewMember } from './support/members';
import { expect, test } from './support/test';

// A CHARGE_AT_CLOSE group purchase (ADR 0064): the student registers a card instead of paying and
// the order waits for the close as 결제 예약. The computer science jacket (product 2) is one in the
// mocked standard scenario; the real shop gets the same campaign from staff first.

const JACKET = { id: 2, name: '2026 컴퓨터공학과 과잠' };

/** The screen as it stands passes axe (WCAG 2.1 A and AA), as shop-axe.spec.ts checks every screen. */
async function expectAxeClean(page: Page, what: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`), what).toEqual([]);
}

/** Real target: staff make the jacket a CHARGE_AT_CLOSE group purchase unless it already is one. */
async function ensureCampaign(request: APIRequestContext): Promise<void> {
  const ask = async (query: string, variables: Record<string, unknown>, token?: string) => {
    const response = await request.post('/api', { data: { query, variables }, headers: token ? { authorization: `Bearer ${token}` } : {} });
    return (await response.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] };
  };
  const existing = await ask('query ($id: Int!) { product(id: $id) { campaign { settleMode } } }', { id: JACKET.id });
  const campaign = (existing.data?.['product'] as { campaign: { settleMode: string } | null } | undefined)?.campaign;
  if (campaign) {
    expect(campaign.settleMode).toBe('CHARGE_AT_CLOSE');
    return;
  }
  const login = await ask('mutation ($data: LoginInput!) { login(data: $data) { token } }', { data: { email: ADMIN_CREDENTIAL.email, password: ADMIN_CREDENTIAL.password } });
  const token = (login.data?.['login'] as { token: string } | undefined)?.token;
  const closesAt = new Date(Date.now() + 6 * 24 * 60 * 60 * 1000).toISOString();
  const saved = await ask(
    'mutation ($data: StaffCampaignInput!) { staffSaveCampaign(data: $data) { campaign { id } } }',
    { data: { productId: JACKET.id, minUnits: 80, closesAt, settleMode: 'CHARGE_AT_CLOSE', perMemberLimit: 2 } },
    token,
  );
  if (saved.errors?.length) throw new Error(saved.errors.map((error) => error.message).join('; '));
}

test('a student registers a card for a CHARGE_AT_CLOSE group purchase and sees 결제 예약', async ({ page, target, request }) => {
  // Product page, cart, checkout, the window, completion and the order, with axe on three of them.
  test.slow();
  if (target === 'real') await ensureCampaign(request);
  await signInAsNewMember(page, target);

  await page.goto(`/products/${JACKET.id}`);
  await expect(page.getByRole('heading', { level: 1, name: JACKET.name })).toBeVisible();
  const sheet = await openOptionSheet(page);
  // A combination is a row once both are chosen; the pickers then start over, hence click.
  await sheet.getByRole('group', { name: /색상/ }).getByRole('radio', { name: /블랙/ }).click();
  await sheet.getByRole('group', { name: /사이즈/ }).getByRole('radio', { name: /^M/ }).click();
  await expect(sheet.getByRole('listitem', { name: '블랙 / M' })).toBeVisible();
  await sheet.getByRole('textbox', { name: /이니셜/ }).fill('KHB');
  await sheet.getByRole('textbox', { name: /학번/ }).fill('20261234');
  await addSheetToCart(page, sheet);
  await page.getByRole('link', { name: '장바구니 보기' }).click();
  await page.getByRole('button', { name: '주문하기' }).click();

  // The checkout offers card or KakaoPay registration: nothing is charged now.
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: '결제 수단 등록' })).toBeVisible();
  await expect(page.getByText(/지금은 결제되지 않고, 공동구매가 확정되면/)).toBeVisible();
  await page.getByRole('radio', { name: '신용·체크카드' }).check();
  await expectAxeClean(page, 'checkout with 결제 수단 등록');
  // Initials make the jacket made to order: the consent of ADR 0066 comes first.
  await page.getByRole('checkbox', { name: '주문 제작 상품 안내 확인' }).check();
  await page.getByRole('checkbox', { name: '구매 조건 확인 및 결제 진행 동의' }).check();
  await page.getByRole('button', { name: '결제 수단 등록하기' }).click();

  // The sandbox window registers the card (amount 0) and returns to the completion page.
  await expect(page).toHaveURL(/\/sandbox\/checkout\?/);
  await page.getByRole('button', { name: '카드 등록하기' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '결제 수단 등록 완료' })).toBeVisible();
  await expect(page.getByText('결제 수단이 등록됐어요. 공동구매가 확정되면 결제돼요.')).toBeVisible();
  await expectAxeClean(page, 'completion after registering a card');

  await page.getByRole('link', { name: '주문 상세 보기' }).click();
  const charge = page.getByRole('region', { name: '공동구매 결제' });
  await expect(charge).toContainText('결제 예약');
  await expect(charge).toContainText('신한카드');
  await expect(charge.getByRole('button', { name: '결제 수단 변경' })).toHaveCount(0);
  await expectAxeClean(page, 'order detail with 결제 예약');
});

import type { Page } from '@playwright/test';
import { paths } from '../../frontend/src/lib/paths';
import { ADMIN_CREDENTIAL } from '../../mocks/scenarios/members';
import { optionCombination } from './support/after-orders';
import { signIn } from './support/members';
import { TEST_DELIVERY } from './support/orders';
import { gql } from './support/page-api';
import { expectSheetMatchesOrders } from './support/production-sheet';
import { payInSandbox } from './support/sandbox';
import { expect, test } from './support/test';

// Group purchases closed early by staff (issue 17, ADR 0063), a student and staff in one tab (the
// session token is swapped, as admin-refunds.spec.ts does). The classic jacket (product 5) is the
// demo's running PAY_NOW campaign at 132 of 150 on both targets; the failing journey opens its own
// campaign on the business sweatshirt (product 18) so both journeys can run against one database.
// Not the business jacket (product 1): its class order (class-order.spec.ts, ADR 0069) would be
// refunded with it, since a campaign covers every line of its product.
test.use({ viewport: { width: 1280, height: 800 } });
// Two people, two payments and a console page in one test: longer than a one-screen story.
test.describe.configure({ timeout: 120_000 });

const TOKEN_KEY = 'campus-shop.auth-token';
const RUNNING = { id: 5, name: '한빛 클래식 과잠', options: ['네이비', 'M', '울'], inputs: ['KHB', '23학번'] };
const FRESH = { id: 18, name: '2026 경영학과 과 맨투맨', options: ['네이비', 'M'], inputs: [] };

const tokenOf = (page: Page) => page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? 'null') as string, TOKEN_KEY);

async function actAs(page: Page, token: string, path: string): Promise<void> {
  await page.evaluate(([key, value]) => window.localStorage.setItem(key!, JSON.stringify(value)), [TOKEN_KEY, token]);
  await page.goto(path);
}

async function staffToken(page: Page): Promise<string> {
  const { login } = await gql<{ login: { token: string } }>(page, 'mutation ($data: LoginInput!) { login(data: $data) { token } }', {
    data: { email: ADMIN_CREDENTIAL.email, password: ADMIN_CREDENTIAL.password },
  });
  return login.token;
}

async function campaignIdOf(page: Page, productId: number): Promise<number> {
  const { product } = await gql<{ product: { campaign: { id: number } | null } }>(page, 'query ($id: Int!) { product(id: $id) { campaign { id } } }', {
    id: productId,
  });
  if (!product.campaign) throw new Error(`Product ${productId} is not a group purchase`);
  return product.campaign.id;
}

/** The student joins by ordering one jacket with initials and paying by card in the sandbox. */
async function joinByCard(page: Page, product: { id: number; options: readonly string[]; inputs: readonly string[] }) {
  const combination = await optionCombination(page, product.id, product.options);
  const { createCart } = await gql<{ createCart: { id: number } }>(page, 'mutation ($data: CreateCartInput!) { createCart(data: $data) { id } }', {
    data: { productId: product.id, productOptionDetailId: combination.id, productOptionInputs: product.inputs, count: 1 },
  });
  const { placeOrder } = await gql<{ placeOrder: { id: number; paidPrice: number; payment: { sandboxUrl: string | null } | null } }>(
    page,
    'mutation ($data: PlaceOrderInput!) { placeOrder(data: $data) { id paidPrice payment { sandboxUrl } } }',
    { data: { cartIds: [createCart.id], payMethod: 'card', pointUsing: 0, delivery: TEST_DELIVERY, personalisedConsent: true } },
  );
  await page.goto(placeOrder.payment!.sandboxUrl!);
  await payInSandbox(page, { outcome: 'paid' });
  await expect(page.getByRole('heading', { level: 1, name: '주문 완료' })).toBeVisible();
  return placeOrder;
}

/** Staff close the campaign early from its console page, with the reason the dialog requires. */
async function closeEarly(page: Page, campaignId: number, productName: string, action: '지금 확정하기' | '공동구매 취소', reason: string) {
  await page.goto(paths.adminCampaign(campaignId));
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: action }).click();
  const dialog = page.getByRole('dialog');
  const submit = dialog.getByRole('button', { name: action === '지금 확정하기' ? '지금 확정하기' : '공동구매 취소하기' });
  await expect(submit).toBeDisabled();
  await dialog.getByRole('textbox', { name: /사유/ }).fill(reason);
  await submit.click();
  await expect(dialog).toBeHidden();
}

const lineOf = (page: Page, productName: string) =>
  page.getByRole('list', { name: '주문 상품 목록' }).getByRole('listitem').filter({ hasText: productName });

test('staff confirm a group purchase early, the student sees 공동구매 확정 and the production sheet adds up to the paid orders', async ({ page, target }) => {
  // A third page and two downloads on top of the close: the sheet lists every participant.
  test.setTimeout(180_000);
  await signIn(page, target);
  const student = await tokenOf(page);
  const order = await joinByCard(page, RUNNING);
  await page.goto(paths.product(RUNNING.id));
  await expect(page.getByText(/명 참여 · 목표 150 · D-/)).toBeVisible({ timeout: 15_000 });

  const campaignId = await campaignIdOf(page, RUNNING.id);
  const staff = await staffToken(page);
  await actAs(page, staff, paths.adminCampaigns());
  await closeEarly(page, campaignId, RUNNING.name, '지금 확정하기', '목표에 가까워 일찍 확정해요.');
  // The real close job settles within seconds; the page reads progress again every 15 s.
  await expect(page.getByText('공동구매 확정').first()).toBeVisible({ timeout: 60_000 });
  // The mocked close makes the sheet at once; the real one queues a job (checked below by polling).
  if (target === 'mock') await expect(page.getByRole('link', { name: /1차 제작 시트/ })).toBeVisible();

  await actAs(page, student, paths.order(order.id));
  await expect(lineOf(page, RUNNING.name)).toContainText('공동구매 확정');
  await expect(lineOf(page, RUNNING.name)).toContainText('제작을 시작해요');

  // Staff open the jacket's production sheet: its totals equal the paid orders, on screen and in the XLSX.
  await actAs(page, staff, paths.adminCampaigns());
  // The app is up (in mock mode its service worker answers /api only from then on).
  await expect(page.getByRole('heading', { level: 1, name: '공동구매' })).toBeVisible();
  await expectSheetMatchesOrders(page, RUNNING.id);
});

test('staff cancel a group purchase and the student sees the line cancelled, refunded and told', async ({ page, target }) => {
  await signIn(page, target);
  const student = await tokenOf(page);
  const staff = await staffToken(page);
  // Staff open a fresh campaign on the business sweatshirt through the console's own operation.
  await actAs(page, staff, paths.adminCampaigns());
  await expect(page.getByRole('heading', { level: 1, name: '공동구매' })).toBeVisible();
  const closesAt = new Date(Date.now() + 7 * 24 * 3_600_000).toISOString();
  await gql(page, 'mutation ($data: StaffCampaignInput!) { staffSaveCampaign(data: $data) { campaign { id } } }', {
    data: { productId: FRESH.id, minUnits: 40, closesAt, settleMode: 'PAY_NOW' },
  });

  await actAs(page, student, paths.product(FRESH.id));
  await expect(page.getByText(/배송비까지 모두 환불해 드려요/)).toBeVisible();
  const order = await joinByCard(page, FRESH);

  const campaignId = await campaignIdOf(page, FRESH.id);
  await actAs(page, staff, paths.adminCampaigns());
  await closeEarly(page, campaignId, FRESH.name, '공동구매 취소', '제작 업체 사정으로 진행이 어려워요.');
  await expect(page.getByText('공동구매 무산').first()).toBeVisible({ timeout: 60_000 });

  await actAs(page, student, paths.order(order.id));
  const line = lineOf(page, FRESH.name);
  await expect(line).toContainText('주문 취소');
  await expect(line).toContainText('공동구매 무산');
  await expect(line).toContainText('모두 환불했어요');
  await page.goto(paths.messages());
  await expect(page.getByText(/공동구매/).first()).toBeVisible();
});

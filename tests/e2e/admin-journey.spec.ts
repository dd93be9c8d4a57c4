import type { Page } from '@playwright/test';
import { ADMIN_CREDENTIAL, DEMO_CREDENTIAL, type ScenarioCredential } from '../../mocks/scenarios/members';
import { goInApp, signInToConsole } from './support/console';
import { solidPng } from './support/images';
import { payInSandbox } from './support/sandbox';
import { addSheetToCart, openOptionSheet } from './support/buy-checkout';
import { expect, test } from './support/test';

// Issue 15's whole journey on one tab (mock mode keeps its state per tab): staff register a
// product, give it three axes and 24 combinations with stock, upload its photo and open its sale
// window; a student then finds it, buys one combination by card, and staff see that combination's
// stock fall in the grid.

/** Signs out from the my page and in again as `who` through the login page, without a reload. */
async function switchTo(page: Page, who: Pick<ScenarioCredential, 'email' | 'password'>, next: string): Promise<void> {
  await goInApp(page, '/my');
  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: '로그인' })).toBeVisible();
  await goInApp(page, `/login?next=${encodeURIComponent(next)}`);
  await page.getByRole('textbox', { name: '이메일' }).fill(who.email);
  await page.getByLabel(/^비밀번호( \*)?$/).fill(who.password);
  await page.getByRole('button', { name: '로그인' }).click();
}

async function addValues(page: Page, axis: number, name: string, values: string): Promise<void> {
  await page.getByRole('button', { name: '옵션 추가' }).click();
  await page.getByRole('textbox', { name: `옵션 ${axis} 이름` }).fill(name);
  const input = page.getByRole('textbox', { name: `${name}에 값 추가` });
  await input.fill(values);
  await input.press('Enter');
}

test('staff put a new product on sale with 24 combinations and a photo; a student buys one and the grid shows the stock fall', async ({ page, target }) => {
  test.setTimeout(240_000);
  const code = `E2E-J${Date.now().toString(36).toUpperCase()}`;
  const name = `여정 과잠 ${code}`;

  // 1. The product, visible to every student, inside an open sale window.
  await signInToConsole(page, target, '/admin/products/new');
  const form = page.getByRole('form', { name: '상품 정보' });
  await form.getByRole('textbox', { name: /^상품 이름/ }).fill(name);
  await form.getByRole('textbox', { name: /^상품 코드/ }).fill(code);
  await form.getByRole('combobox', { name: '공개 범위' }).selectOption({ label: '모든 학생' });
  await form.getByRole('textbox', { name: /^정가/ }).fill('45000');
  await form.getByRole('textbox', { name: /^판매가/ }).fill('39000');
  await form.getByLabel('판매 시작 (한국 시간)').fill('2026-01-01T09:00');
  await form.getByLabel('판매 마감 (한국 시간)').fill('2030-12-31T18:00');
  await form.getByRole('button', { name: '등록하기' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const productId = Number(new URL(page.url()).pathname.split('/').pop());
  expect(productId).toBeGreaterThan(0);

  // 2. Three axes, 24 combinations, five of each.
  await page.getByRole('link', { name: '옵션·재고' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${name} 옵션과 재고` })).toBeVisible();
  await addValues(page, 1, '색상', '블랙, 네이비, 그레이');
  await addValues(page, 2, '사이즈', 'S, M, L, XL');
  await addValues(page, 3, '프린트', '앞, 뒤');
  await expect(page.getByRole('heading', { name: '조합별 추가 금액과 재고 (24개)' })).toBeVisible();
  await page.getByRole('textbox', { name: '재고 한 번에 넣기' }).fill('5');
  await page.getByRole('button', { name: '재고 모두 적용' }).click();
  await page.getByRole('button', { name: /^저장하기/ }).click();
  await expect(page.getByRole('status').filter({ hasText: '저장했어요.' })).toBeVisible();

  // 3. Its photo.
  await page.getByRole('link', { name: '상품', exact: true }).click();
  await goInApp(page, `/admin/products/${productId}/images`);
  const gallery = page.getByRole('region', { name: /상품 사진/ });
  await gallery.getByLabel('사진 추가할 파일 선택').setInputFiles({ name: 'jacket.png', mimeType: 'image/png', buffer: solidPng(600, [20, 40, 120]) });
  await expect(gallery.getByRole('progressbar')).toHaveCount(0);
  await page.getByRole('button', { name: '저장' }).click();
  await expect(page.getByRole('status').filter({ hasText: '사진을 저장했어요' })).toBeVisible();

  // 4. A student finds it in the catalogue and buys 블랙 / M / 앞 by card.
  await switchTo(page, DEMO_CREDENTIAL, `/products/${productId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('region', { name: `${name} 사진` }).getByRole('img', { name }).first()).toBeVisible();
  const panel = await openOptionSheet(page);
  await panel.getByRole('group', { name: /색상/ }).getByRole('radio', { name: /^블랙/ }).check();
  await panel.getByRole('group', { name: /사이즈/ }).getByRole('radio', { name: /^M\b/ }).check();
  await panel.getByRole('group', { name: /프린트/ }).getByRole('radio', { name: /^앞/ }).click();
  await addSheetToCart(page, panel);
  await page.getByRole('link', { name: '장바구니 보기' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  // Only this line: the member's other cart lines stay in the cart, unselected (each toggle is a
  // server round trip, so the box changes when the answer arrives).
  const selectAll = page.getByRole('checkbox', { name: /^전체 선택/ });
  if (!(await selectAll.isChecked())) {
    await selectAll.click();
    await expect(selectAll).toBeChecked();
  }
  await selectAll.click();
  await expect(selectAll).not.toBeChecked();
  const line = page.getByRole('checkbox', { name: `${name} 주문 선택` });
  await line.click();
  await expect(line).toBeChecked();
  await page.getByRole('button', { name: '주문하기' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('list', { name: '주문 상품 목록' })).toContainText(name);
  await page.getByRole('radio', { name: '신용·체크카드' }).check();
  await page.getByRole('checkbox', { name: '구매 조건 확인 및 결제 진행 동의' }).check();
  await page.getByRole('button', { name: /결제하기$/ }).click();
  await payInSandbox(page, { outcome: 'paid' });
  await expect(page.getByRole('heading', { level: 1, name: '주문 완료' })).toBeVisible();

  // 5. Back in the console: that combination has one fewer, the others are untouched.
  await switchTo(page, ADMIN_CREDENTIAL, `/admin/products/${productId}/options`);
  await expect(page.getByRole('heading', { level: 1, name: `${name} 옵션과 재고` })).toBeVisible();
  await expect(page.getByRole('textbox', { name: '블랙 / M / 앞 재고' })).toHaveValue('4');
  await expect(page.getByRole('textbox', { name: '블랙 / M / 뒤 재고' })).toHaveValue('5');
});

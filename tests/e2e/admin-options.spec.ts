import type { Page } from '@playwright/test';
import { OPTION_INPUT_RULE_LABELS, optionInputRuleSentence } from '../../domain/catalog/option-input-rule';
import { goInApp, signInToConsole } from './support/console';
import { gql } from './support/page-api';
import { openOptionSheet } from './support/buy-checkout';
import { expect, test } from './support/test';

// 한빛 로고 긴팔티: two axes (색상 화이트/차콜, 사이즈 S-2XL) and no sale window. A cart line of
// 차콜 / L (and, in the mocked activity, an order line) must make the new grid retire it, not delete it.
const LONGSLEEVE = { id: 28, name: '한빛 로고 긴팔티' };
const OPTIONS_PATH = `/admin/products/${LONGSLEEVE.id}/options`;
const TOKEN_KEY = 'campus-shop.auth-token';

const READ = `query ($productId: Int!) { staffProductOptions(productId: $productId) {
  updatedAt axes { key values } combinations { id values extraPrice count retired } inputs { label } } }`;
const SAVE = 'mutation ($data: StaffSaveProductOptionsInput!) { staffSaveProductOptions(data: $data) { updatedAt } }';
const CREATE_CART = 'mutation ($data: CreateCartInput!) { createCart(data: $data) { id } }';
const REMOVE_CARTS = 'mutation ($ids: [Int!]!) { removeCarts(ids: $ids) }';

interface Options {
  updatedAt: string;
  axes: { key: string; values: string[] }[];
  combinations: { id: number; values: string[]; extraPrice: number; count: number; retired: boolean }[];
  inputs: { label: string }[];
}

const readOptions = async (page: Page) => (await gql<{ staffProductOptions: Options }>(page, READ, { productId: LONGSLEEVE.id })).staffProductOptions;

/** Puts the product's first grid back: the real database lives for the whole run. */
async function restore(page: Page, original: Options) {
  const { updatedAt } = await readOptions(page);
  const live = original.combinations.filter((row) => !row.retired);
  await gql(page, SAVE, {
    data: {
      productId: LONGSLEEVE.id,
      expectedUpdatedAt: updatedAt,
      axes: original.axes,
      combinations: live.map(({ values, extraPrice, count }) => ({ values, extraPrice, count })),
      inputs: original.inputs,
    },
  });
}

test('staff give a product three axes and 24 combinations, set their stock, and a student can pick them', async ({ page, target }) => {
  await signInToConsole(page, target, OPTIONS_PATH);
  await expect(page.getByRole('heading', { level: 1, name: `${LONGSLEEVE.name} 옵션과 재고` })).toBeVisible();
  const original = await readOptions(page);
  const token = await page.evaluate((key) => window.localStorage.getItem(key), TOKEN_KEY);
  const charcoalL = original.combinations.find((row) => row.values.join('/') === '차콜/L')!;
  const { createCart } = await gql<{ createCart: { id: number } }>(page, CREATE_CART, {
    data: { productId: LONGSLEEVE.id, productOptionDetailId: charcoalL.id, count: 1, productOptionInputs: [] },
  });

  try {
    const colours = page.getByRole('textbox', { name: '색상에 값 추가' });
    await colours.fill('블랙');
    await colours.press('Enter');
    await page.getByRole('button', { name: '2XL 빼기' }).click();
    await page.getByRole('button', { name: '옵션 추가' }).click();
    await page.getByRole('textbox', { name: '옵션 3 이름' }).fill('프린트');
    const prints = page.getByRole('textbox', { name: '프린트에 값 추가' });
    await prints.fill('앞, 뒤');
    await prints.press('Enter');
    await expect(page.getByRole('heading', { name: '조합별 추가 금액과 재고 (24개)' })).toBeVisible();

    await page.getByRole('textbox', { name: '재고 한 번에 넣기' }).fill('7');
    await page.getByRole('button', { name: '재고 모두 적용' }).click();
    await expect(page.getByRole('textbox', { name: '블랙 / XL / 뒤 재고' })).toHaveValue('7');
    // A column pasted from a spreadsheet fills down from the focused cell.
    const first = page.getByRole('textbox', { name: '화이트 / S / 앞 추가 금액' });
    await first.focus();
    await page.evaluate(() => {
      const data = new DataTransfer();
      data.setData('text/plain', '1000\n2000\n');
      document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await expect(page.getByRole('textbox', { name: '화이트 / S / 뒤 추가 금액' })).toHaveValue('2000');
    await page.getByRole('textbox', { name: '화이트 / S / 뒤 추가 금액' }).press('ArrowDown');
    await expect(page.getByRole('textbox', { name: '화이트 / M / 앞 추가 금액' })).toBeFocused();

    await page.getByRole('button', { name: /^저장하기/ }).click();
    await expect(page.getByRole('status').filter({ hasText: '저장했어요.' })).toBeVisible();
    // 차콜 / L is in a cart: kept, greyed and no longer sold.
    await expect(page.getByRole('row', { name: /차콜 L .*판매 중지/ })).toBeVisible();

    // The student's view of the same shop (signed out in this tab, which keeps the mocked state).
    await page.evaluate((key) => window.localStorage.removeItem(key), TOKEN_KEY);
    await page.goto(`/products/${LONGSLEEVE.id}`);
    const purchase = await openOptionSheet(page);
    await expect(purchase.getByRole('group', { name: /프린트/ })).toBeVisible();
    await purchase.getByRole('group', { name: /색상/ }).getByRole('radio', { name: /^블랙/ }).check();
    await purchase.getByRole('group', { name: /사이즈/ }).getByRole('radio', { name: /^M\b/ }).check();
    await purchase.getByRole('group', { name: /프린트/ }).getByRole('radio', { name: /^뒤/ }).click();
    await expect(purchase.getByRole('listitem', { name: '블랙 / M / 뒤' })).toBeVisible();
    await expect(purchase.getByRole('button', { name: '장바구니 담기' })).toBeEnabled();
  } finally {
    if (target === 'real') {
      await page.evaluate(([key, value]) => window.localStorage.setItem(key!, value!), [TOKEN_KEY, token] as const);
      await gql(page, REMOVE_CARTS, { ids: [createCart.id] });
      await restore(page, original);
    }
  }
});

test('staff give an input the initials rule, see it again on coming back, and lowercase initials are refused', async ({ page, target }) => {
  await signInToConsole(page, target, OPTIONS_PATH);
  await expect(page.getByRole('heading', { level: 1, name: `${LONGSLEEVE.name} 옵션과 재고` })).toBeVisible();
  const original = await readOptions(page);
  const live = original.combinations.find((row) => !row.retired)!;

  try {
    await page.getByRole('button', { name: '입력 항목 추가' }).click();
    await page.getByRole('textbox', { name: '입력 항목 1 이름' }).fill('이니셜');
    const rule = page.getByRole('combobox', { name: '입력 항목 1 입력 규칙' });
    await expect(rule).toHaveValue('FREE');
    await rule.selectOption({ label: OPTION_INPUT_RULE_LABELS.INITIALS });
    await page.getByRole('button', { name: /^저장하기/ }).click();
    await expect(page.getByRole('status').filter({ hasText: '저장했어요.' })).toBeVisible();

    // Away and back inside the app (mock mode keeps its state per tab): the screen reads it afresh.
    await goInApp(page, '/admin');
    await goInApp(page, OPTIONS_PATH);
    await expect(page.getByRole('combobox', { name: '입력 항목 1 입력 규칙' })).toHaveValue('INITIALS');
    // The shop now checks what a buyer types against the rule, with the domain's sentence.
    await expect(
      gql(page, CREATE_CART, { data: { productId: LONGSLEEVE.id, productOptionDetailId: live.id, count: 1, productOptionInputs: ['kms'] } }),
    ).rejects.toThrow(optionInputRuleSentence('이니셜', 'INITIALS'));
  } finally {
    if (target === 'real') await restore(page, original);
  }
});

import type { Page } from '@playwright/test';
import { agreeAndPay, BLOCKED_SCRIPT_ERROR, blockAddressSearch, checkoutWith, KEYRING, krw } from './support/buy-checkout';
import { signInAsNewMember } from './support/members';
import { gql } from './support/page-api';
import { payInSandbox } from './support/sandbox';
import { expect, test, type Target } from './support/test';

// A new member orders two keyrings (2 x 6,500원 + 3,000원 delivery) by card and the card is
// declined: the order is cancelled, the stock it held is free again and the lines wait in the cart.
const COUNT = 2;
const PAYABLE = KEYRING.salePrice * COUNT + KEYRING.deliveryFee;
const DECLINED = '카드 한도가 부족해요.';

const STOCK_QUERY = 'query ($id: Int!) { product(id: $id) { count } }';

/**
 * The keyring's stock as the API tells anyone. Real: a request of its own, since the backend's
 * payment window forbids its page any fetch; mock: from the page, whose worker is the API.
 */
async function keyringStock(page: Page, target: Target): Promise<number> {
  if (target === 'mock') return (await gql<{ product: { count: number } }>(page, STOCK_QUERY, { id: KEYRING.id })).product.count;
  const response = await page.request.post('/api', { data: { query: STOCK_QUERY, variables: { id: KEYRING.id } } });
  const body = (await response.json()) as { data?: { product: { count: number } } };
  if (!body.data) throw new Error(`The stock query failed: ${JSON.stringify(body)}`);
  return body.data.product.count;
}

test.use({ ignoreConsoleErrors: [BLOCKED_SCRIPT_ERROR] });

test('a failed payment gives the stock back and puts the lines back in the cart', async ({ page, target }) => {
  await blockAddressSearch(page);
  await signInAsNewMember(page, target);
  await checkoutWith(page, KEYRING, { count: COUNT });
  const before = await keyringStock(page, target);
  await page.getByRole('radio', { name: '신용·체크카드' }).check();
  await agreeAndPay(page, PAYABLE);

  // The placed order holds its stock while the payment window is open (asked beside the backend's
  // window; mock mode's stand-in window is no page of the mocked shop to ask from).
  await expect(page).toHaveURL(/\/sandbox\/checkout/);
  if (target === 'real') expect(await keyringStock(page, target)).toBe(before - COUNT);
  await payInSandbox(page, { outcome: 'failed', failReason: DECLINED });

  await expect(page.getByRole('heading', { level: 1, name: '결제 실패' })).toBeVisible();
  const lead = page.getByRole('status').filter({ hasText: '결제가 완료되지 않았어요.' });
  await expect(lead).toContainText(`사유: ${DECLINED}`);
  await expect(lead).toContainText('주문한 상품을 장바구니에 다시 담아 두었어요.');
  await expect.poll(() => keyringStock(page, target)).toBe(before);

  // The cart has the line again, as it was, ready to order once more.
  await page.getByRole('link', { name: '장바구니로 가기' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const line = page.getByRole('listitem').filter({ hasText: KEYRING.name });
  await expect(line).toHaveCount(1);
  await expect(line.getByRole('textbox', { name: `${KEYRING.name} 수량` })).toHaveValue(String(COUNT));
  await expect(page.getByRole('region', { name: '주문 금액' })).toContainText(krw(PAYABLE));

  // My page counts no paid line: the cancelled order is not one.
  await page.getByRole('banner').getByRole('link', { name: '마이페이지' }).click();
  await expect(page.getByRole('region', { name: '주문 현황' }).getByRole('link', { name: '결제 완료 0건' })).toBeVisible();
});

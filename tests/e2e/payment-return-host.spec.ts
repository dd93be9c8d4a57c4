import { addToCart, BLOCKED_SCRIPT_ERROR, blockAddressSearch, typeNewAddress } from './support/buy-checkout';
import { signInAsNewMember } from './support/members';
import { payInSandbox } from './support/sandbox';
import { expect, test } from './support/test';

// The server knows itself as 127.0.0.1 (PUBLIC_BASE_URL, start-server.ts); this student uses the
// shop at localhost, a second host name of the same server, as a www/apex pair would be in
// production. The payment window must bring them back to localhost, where their session lives
// (docs/decisions/0059). On the mock target the mocked API builds the return address from the
// page's origin the same way, and its payment window stand-in sends the browser there (ADR 0068).
const port = Number(process.env.E2E_PORT ?? 4173);
const mockPort = Number(process.env.E2E_MOCK_PORT ?? 4174);
const secondHost = (target: 'real' | 'mock') => `http://localhost:${target === 'real' ? port : mockPort}`;
const KEYRING = '한빛 마스코트 키링';

// Stored photos are addressed by PUBLIC_BASE_URL. Here the two names are different sites over
// plain http, which the policy's `img-src 'self' https:` refuses; a production www/apex pair is
// same-site over https and loads them. Only that refusal is left out, nothing else.
const OTHER_HOST_PHOTO = new RegExp(`^Loading the image 'http://127\\.0\\.0\\.1:${port}/uploads/.*violates the following Content Security Policy directive`);

test.use({
  baseURL: async ({ target }, use) => use(secondHost(target)),
  ignoreConsoleErrors: [new RegExp(`${BLOCKED_SCRIPT_ERROR.source}|${OTHER_HOST_PHOTO.source}`)],
});

test('a student paying on a second host name comes back to that host, still signed in', async ({ page, target }) => {
  const SECOND_HOST = secondHost(target);
  await blockAddressSearch(page);
  await signInAsNewMember(page, target);
  await expect(page).toHaveURL(new RegExp(`^${SECOND_HOST}`));

  await page.goto('/products');
  await page.getByRole('link', { name: new RegExp(KEYRING) }).first().click();
  await addToCart(page, KEYRING);
  await page.goto('/cart');
  await page.getByRole('button', { name: '주문하기' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await typeNewAddress(page);
  await page.getByRole('radio', { name: '신용·체크카드' }).check();
  await page.getByRole('checkbox', { name: '구매 조건 확인 및 결제 진행 동의' }).check();
  await page.getByRole('button', { name: /결제하기$/ }).click();

  const completion = await payInSandbox(page, { outcome: 'paid' });
  expect(completion.origin).toBe(SECOND_HOST);
  await expect(page.getByRole('heading', { level: 1, name: '주문 완료' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '주문이 완료되었어요.' })).toBeVisible();
});

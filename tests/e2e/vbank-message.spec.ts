import { agreeAndPay, BLOCKED_SCRIPT_ERROR, blockAddressSearch, checkoutWith, KEYRING } from './support/buy-checkout';
import { waitForAlimtalk } from './support/alimtalk-outbox';
import { signInAsNewMember } from './support/members';
import { payInSandbox } from './support/sandbox';
import { expect, test } from './support/test';

// ADR 0040: the virtual account a student must pay into reaches them as a message (real: the
// 알림톡 the worker writes to the local outbox), and stays in their message history (both).
const PAYABLE = KEYRING.salePrice + KEYRING.deliveryFee;

test.use({ ignoreConsoleErrors: [BLOCKED_SCRIPT_ERROR] });

test('a student pays by virtual account and finds the account number in their messages', async ({ page, target }) => {
  await blockAddressSearch(page);
  const member = await signInAsNewMember(page, target);
  await checkoutWith(page, KEYRING);
  await page.getByRole('radio', { name: /^가상계좌/ }).check();
  await agreeAndPay(page, PAYABLE);
  await payInSandbox(page, { outcome: 'vbank' });
  const account = page.getByRole('region', { name: '입금 계좌' });
  const accountNumber = (await account.getByText('계좌번호', { exact: true }).locator('xpath=following-sibling::dd[1]').textContent())!.trim();
  expect(accountNumber).toMatch(/^[\d-]{10,}$/);

  if (target === 'real') {
    const message = await waitForAlimtalk(member.tel, accountNumber);
    expect(message.text).toContain('입금 기한');
  }

  await page.getByRole('banner').getByRole('link', { name: '마이페이지' }).click();
  await page.getByRole('link', { name: /알림 내역/ }).click();
  const history = page.getByRole('list', { name: '알림 내역' });
  const notice = history.getByRole('listitem').filter({ hasText: '주문 접수 · 입금 안내' }).first();
  await expect(notice).toContainText(`계좌번호: ${accountNumber}`);
  await expect(notice).toContainText('입금 기한');
});

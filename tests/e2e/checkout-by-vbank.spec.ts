import {
  agreeAndPay,
  BLOCKED_SCRIPT_ERROR,
  blockAddressSearch,
  checkoutWith,
  KEYRING,
  krw,
  openOrdersFromMyPage,
} from './support/buy-checkout';
import { signInAsNewMember } from './support/members';
import { depositVbank, merchantUidOf, payInSandbox } from './support/sandbox';
import { expect, test } from './support/test';

// A new member pays the keyring (6,500원 + 3,000원 delivery) by virtual account: the order waits
// for the transfer with everything a banking app needs, and is paid once the bank reports it
// (real: the sandbox bank's deposit and its webhook; mock: the completion page's test deposit).
const PAYABLE = KEYRING.salePrice + KEYRING.deliveryFee;

test.use({ ignoreConsoleErrors: [BLOCKED_SCRIPT_ERROR] });

test('a student pays by virtual account and sees it paid after the deposit', async ({ page, target }) => {
  await blockAddressSearch(page);
  await signInAsNewMember(page, target);
  await checkoutWith(page, KEYRING);
  await page.getByRole('radio', { name: /^가상계좌/ }).check();
  await expect(page.getByText(/입금하지 않으면 주문이 자동으로 취소돼요/)).toBeVisible();
  await agreeAndPay(page, PAYABLE);

  const completion = await payInSandbox(page, { outcome: 'vbank' });
  const mUid = merchantUidOf(completion);
  await expect(page.getByRole('heading', { level: 1, name: '입금 대기' })).toBeVisible();
  const account = page.getByRole('region', { name: '입금 계좌' });
  await expect(account.getByText('은행', { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText(/은행|뱅크/);
  await expect(account.getByText('계좌번호', { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText(/^[\d-]{10,}$/);
  await expect(account.getByText('입금 금액', { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText(krw(PAYABLE));
  await expect(account.getByText('입금 기한', { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText(
    /^\d{4}년 \d{1,2}월 \d{1,2}일 \([월화수목금토일]\) \d{2}:\d{2}까지$/,
  );
  await expect(account.getByRole('button', { name: '계좌번호 복사' })).toBeVisible();

  // The bank reports the transfer; the completion page asks again and finds the order paid.
  if (target === 'real') await depositVbank(page, mUid);
  else await page.getByRole('link', { name: '테스트 입금 처리' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '주문 완료' })).toBeVisible();
  await expect(page.getByRole('region', { name: '주문 정보' })).toContainText(krw(PAYABLE));

  await openOrdersFromMyPage(page, 1);
  const order = page.getByRole('list', { name: '주문 목록' }).getByRole('listitem').filter({ hasText: mUid });
  await expect(order.getByText('결제 완료')).toBeVisible();
  await expect(order).toContainText(krw(PAYABLE));
});

import { addSheetToCart, addToCart, BLOCKED_SCRIPT_ERROR, openOptionSheet, blockAddressSearch, openOrdersFromMyPage, typeNewAddress } from './support/buy-checkout';
import { signInAsNewMember } from './support/members';
import { merchantUidOf, payInSandbox } from './support/sandbox';
import { expect, test } from './support/test';

// Two goods of the standard catalogue that ship under different delivery templates, each with its
// own fee: the keyring (기본 배송비 3,000원, 8,000원 on sale at 6,500원) and the sock set (5개마다
// 배송비 3,000원, 15,000원 on sale at 12,000원). A new member (no cart, no address) buys them.
const KEYRING = { name: '한빛 마스코트 키링', template: '기본 배송비 3,000원' };
const SOCKS = { name: '한빛 로고 양말 3켤레 세트', template: '5개마다 배송비 3,000원', size: '230-250' };
// 6,500 + 12,000 on sale, plus one 3,000원 fee per group.
const PAYABLE = '24,500원';

test.use({ ignoreConsoleErrors: [BLOCKED_SCRIPT_ERROR] });

test('a student adds two products with different delivery templates, checks out by card and sees the order paid', async ({
  page,
  target,
}) => {
  await blockAddressSearch(page);
  await signInAsNewMember(page, target);

  // From the home page's category menu to the goods, and a product from there.
  await page.getByRole('banner').getByRole('button', { name: '카테고리 메뉴' }).click();
  await page.getByRole('navigation', { name: '상품 카테고리' }).getByRole('link', { name: '에코백·잡화' }).click();
  const list = page.getByRole('list', { name: '에코백·잡화 상품 목록' });
  await list.getByRole('link', { name: new RegExp(KEYRING.name) }).click();
  await addToCart(page, KEYRING.name);

  await page.goBack();
  await list.getByRole('link', { name: new RegExp(SOCKS.name) }).click();
  await expect(page.getByRole('heading', { level: 1, name: SOCKS.name })).toBeVisible();
  const panel = await openOptionSheet(page);
  await panel.getByRole('group', { name: /사이즈/ }).getByRole('radio', { name: new RegExp(SOCKS.size) }).click();
  await addSheetToCart(page, panel);
  await page.getByRole('link', { name: '장바구니 보기' }).click();

  // One group per template, each with its fee; the totals add both fees.
  await expect(page).toHaveURL(/\/cart$/);
  const keyringGroup = page.getByRole('region', { name: KEYRING.template });
  const socksGroup = page.getByRole('region', { name: SOCKS.template });
  await expect(keyringGroup).toContainText(KEYRING.name);
  await expect(keyringGroup).toContainText('배송비 3,000원');
  await expect(socksGroup).toContainText(SOCKS.name);
  await expect(socksGroup).toContainText('배송비 3,000원');
  const totals = page.getByRole('region', { name: '주문 금액' });
  await expect(totals).toContainText('23,000원');
  await expect(totals).toContainText('-4,500원');
  await expect(totals).toContainText('+6,000원');
  await expect(totals).toContainText(PAYABLE);
  await page.getByRole('button', { name: '주문하기' }).click();

  // The checkout lists both lines; the address is typed because the search cannot load.
  await expect(page).toHaveURL(/\/checkout$/);
  const lines = page.getByRole('list', { name: '주문 상품 목록' });
  await expect(lines).toContainText(KEYRING.name);
  await expect(lines).toContainText(SOCKS.name);
  await typeNewAddress(page);
  await page.getByRole('radio', { name: '신용·체크카드' }).check();
  await page.getByRole('checkbox', { name: '구매 조건 확인 및 결제 진행 동의' }).check();
  await page.getByRole('button', { name: `${PAYABLE} 결제하기` }).click();

  const completion = await payInSandbox(page, { outcome: 'paid' });
  await expect(page.getByRole('heading', { level: 1, name: '주문 완료' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '주문이 완료되었어요.' })).toBeVisible();
  const receipt = page.getByRole('region', { name: '주문 정보' });
  await expect(receipt).toContainText(merchantUidOf(completion));
  await expect(receipt).toContainText('신용·체크카드');
  await expect(receipt).toContainText(PAYABLE);

  // My page counts both lines paid; the order history has the order, and the cart is empty.
  await openOrdersFromMyPage(page, 2);
  const order = page.getByRole('list', { name: '주문 목록' }).getByRole('listitem').filter({ hasText: merchantUidOf(completion) });
  await expect(order).toContainText(PAYABLE);
  await expect(order.getByText('결제 완료')).toHaveCount(2);
  await page.getByRole('banner').getByRole('link', { name: '장바구니' }).click();
  await expect(page.getByText('장바구니가 비어 있어요')).toBeVisible();
});

import { expect, type Locator, type Page } from '@playwright/test';
import { TEST_DELIVERY } from './orders';

// The purchase-flow specs' shared steps through the screens: the product page's cart button,
// the checkout's address typed by hand, and the completion page's address.

/** Kakao's postcode script, loaded from its CDN when a student opens 주소 검색. */
const POSTCODE_SCRIPT = '**/mapjsapi/bundle/postcode/prod/postcode.v2.js';

/**
 * What the browser logs for the script blocked by `blockAddressSearch` (ERR_FAILED when mock
 * mode's service worker fetched it); specs that block it pass this to
 * `test.use({ ignoreConsoleErrors })`, so an API answering with an error status still fails them.
 */
export const BLOCKED_SCRIPT_ERROR = /^Failed to load resource: net::ERR_(BLOCKED_BY_CLIENT(\.Inspector)?|FAILED)$/;

/**
 * Makes the address search unavailable, as on a network that blocks Kakao (and on this offline
 * machine, without the 8 s wait): the form falls back to typing. The context routes it, so the
 * mocked shop's service worker cannot fetch around the block.
 */
export async function blockAddressSearch(page: Page): Promise<void> {
  await page.context().route(POSTCODE_SCRIPT, (route) => route.abort('blockedbyclient'));
}

/**
 * On the checkout of a member without a saved address: the recipient, then 주소 검색, which
 * cannot load and hands over to typing, then the postcode and address by hand.
 */
export async function typeNewAddress(page: Page, delivery: typeof TEST_DELIVERY = TEST_DELIVERY): Promise<void> {
  await expect(page.getByText('저장된 배송지가 없어요. 받으실 주소를 입력해 주세요.')).toBeVisible();
  await page.getByRole('textbox', { name: /^받는 분/ }).fill(delivery.name);
  await page.getByRole('textbox', { name: /^연락처/ }).fill(delivery.tel);
  await page.getByRole('button', { name: '주소 검색' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '주소 검색 서비스를 불러오지 못했어요.' })).toBeVisible();
  await page.getByRole('textbox', { name: /^우편번호/ }).fill(delivery.postCode);
  await page.getByRole('textbox', { name: /^주소/ }).fill(delivery.address);
  await page.getByRole('textbox', { name: /^상세 주소/ }).fill(delivery.detailAddress);
}

/**
 * On a product page: the sticky bar's 장바구니 or 구매하기 opens the option sheet (a dialog), whose
 * pickers, rows and buttons the steps then use.
 */
export async function openOptionSheet(page: Page, button: '장바구니' | '구매하기' = '장바구니'): Promise<Locator> {
  await page.getByRole('region', { name: '구매하기' }).getByRole('button', { name: button, exact: true }).click();
  const sheet = page.getByRole('dialog', { name: '옵션 선택' });
  await expect(sheet).toBeVisible();
  return sheet;
}

/** The sheet's 장바구니 담기, then the notification that says it is done (the sheet closes). */
export async function addSheetToCart(page: Page, sheet: Locator): Promise<void> {
  await sheet.getByRole('button', { name: '장바구니 담기' }).click();
  await expect(page.getByRole('status').filter({ hasText: '장바구니에 담았어요' }).first()).toBeVisible();
  await expect(sheet).toBeHidden();
}

/** On a product page without options: puts `count` in the cart and waits for the page to say so. */
export async function addToCart(page: Page, productName: string, { count = 1 } = {}): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
  const sheet = await openOptionSheet(page);
  for (let added = 1; added < count; added += 1) await sheet.getByRole('button', { name: /수량 늘리기$/ }).click();
  await addSheetToCart(page, sheet);
}

/** The mascot keyring of the standard catalogue: no options, 6,500원 on sale, 기본 배송비 3,000원. */
export const KEYRING = { id: 33, name: '한빛 마스코트 키링', salePrice: 6500, deliveryFee: 3000 };

/** `won` as the screens write it: 9,500원. */
export const krw = (won: number) => `${won.toLocaleString('ko-KR')}원`;

/** From the cart holding only `productName`, chosen: 주문하기, then the address typed by hand. */
export async function orderTheCart(page: Page, productName: string): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: '장바구니' }).click();
  await expect(page.getByRole('checkbox', { name: '전체 선택 (1/1)' })).toBeChecked();
  await page.getByRole('button', { name: '주문하기' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('list', { name: '주문 상품 목록' })).toContainText(productName);
  await typeNewAddress(page);
}

/**
 * A member with an empty cart and no saved address, from a product page to the filled checkout:
 * `count` in the cart, 주문하기, and the address typed by hand (call blockAddressSearch first).
 */
export async function checkoutWith(page: Page, product: { id: number; name: string }, { count = 1 } = {}): Promise<void> {
  await page.goto(`/products/${product.id}`);
  await addToCart(page, product.name, { count });
  await orderTheCart(page, product.name);
}

/** Agrees to the purchase terms and presses "<amount>원 결제하기". */
export async function agreeAndPay(page: Page, amount: number): Promise<void> {
  await page.getByRole('checkbox', { name: '구매 조건 확인 및 결제 진행 동의' }).check();
  await page.getByRole('button', { name: `${krw(amount)} 결제하기` }).click();
}

/**
 * Through the header to my page, whose 주문 현황 must count `paidLines` lines 결제 완료, and on to
 * the order list (in-app navigation: no reload of the app).
 */
export async function openOrdersFromMyPage(page: Page, paidLines: number): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: '마이페이지' }).click();
  const summary = page.getByRole('region', { name: '주문 현황' });
  await summary.getByRole('link', { name: `결제 완료 ${paidLines}건` }).click();
  await expect(page.getByRole('heading', { level: 1, name: '주문 내역' })).toBeVisible();
}

import type { Page } from '@playwright/test';
import { DEMO_WAITING_ROOM_PRODUCT_ID } from '../../mocks/store/waiting-room';
import { addSheetToCart, BLOCKED_SCRIPT_ERROR, blockAddressSearch, openOptionSheet, typeNewAddress } from './support/buy-checkout';
import { goInApp, switchMember } from './support/console';
import type { NewMember } from './support/members';
import { payInSandbox } from './support/sandbox';
import { expect, test } from './support/test';
import { asStaff, readQueueScreen, seoulInputOf, setComboStock, setRoom, setSaleStart, signUpStudents, stockShown, type QueueScreen } from './support/waiting-room';

// Opening day through a waiting room (issue 21, ADR 0073, 0077), one tab on a 360 px phone on
// both targets (mock mode keeps its state per tab, so the students and staff take turns in it).
// Three students certify a phone at sign-up; staff give 한빛 바람막이 아노락 an opening and switch
// its room on, one shopper at a time; the students queue; staff bring the opening to a few
// seconds from now (no clock is moved: the test waits for the real minute through the screens);
// the draw places them; the one let in buys, which frees the place for the next in the drawn
// order. That one opens checkout: the unit is held for the one minute staff set, the last student
// is told one fewer is left, the minute runs out on the checkout screen and the unit comes back.
// Staff then switch the room off and put the opening and the stock back (the real database is shared).

const PRODUCT_ID = DEMO_WAITING_ROOM_PRODUCT_ID;
const PRODUCT = '한빛 바람막이 아노락';
const ROOM_PATH = `/products/${PRODUCT_ID}/waiting-room`;
/** The combination the second student holds and lets go. */
const HELD_COMBO = '카키 / L';
/** How far ahead staff put the opening once everyone queued: enough for the save to land. */
const OPENS_IN_MS = 20_000;

test.describe.configure({ timeout: 300_000 });
test.use({ ignoreConsoleErrors: [BLOCKED_SCRIPT_ERROR] });

async function queueScreenOf(page: Page, student: NewMember, timeout?: number): Promise<QueueScreen> {
  await switchMember(page, student, ROOM_PATH);
  await expect(page.getByRole('heading', { level: 1, name: '구매 대기열' })).toBeVisible();
  return readQueueScreen(page, timeout);
}

test('certified students queue for an opening, are let in in the drawn order, one buys, and a held unit comes back when its hold runs out', async ({ page, target }) => {
  await blockAddressSearch(page);
  const students = await signUpStudents(page, target, ['김대기', '이대기', '박대기']);

  // Staff: an opening ten minutes ahead (the queue opens 15 minutes before it), one shopper at a time.
  await asStaff(page, `/admin/products/${PRODUCT_ID}`);
  const originalStart = await setSaleStart(page, PRODUCT_ID, seoulInputOf(new Date(Date.now() + 10 * 60_000)));
  await setRoom(page, PRODUCT_ID, PRODUCT, { enabled: true, mode: '동시에 최대 N명', rate: 1, admissionMinutes: 10, holdMinutes: 1 });
  // Few enough 카키 / L that students are told how many are left.
  const originalStock = await setComboStock(page, PRODUCT_ID, HELD_COMBO, 3);

  // Each student finds the room from the product page and queues: no place before the draw.
  for (const student of students) {
    await switchMember(page, student, `/products/${PRODUCT_ID}`);
    await page.getByRole('link', { name: /^대기열에서 구매하기/ }).click();
    await expect(page).toHaveURL(new RegExp(`${ROOM_PATH}$`));
    await page.getByRole('button', { name: '대기열 들어가기' }).click();
    const waiting = page.getByRole('region', { name: '대기열에 들어왔어요' });
    await expect(waiting).toContainText('순서를 공정하게 추첨해요');
  }

  // Staff bring the opening to a few seconds from now; the board shows three waiting.
  await asStaff(page, `/admin/products/${PRODUCT_ID}`);
  const opensAt = new Date(Date.now() + OPENS_IN_MS);
  await setSaleStart(page, PRODUCT_ID, seoulInputOf(opensAt));
  await goInApp(page, '/admin/waiting-rooms');
  const board = page.getByRole('list', { name: '켜진 대기열' }).getByRole('listitem', { name: PRODUCT });
  await expect(board.getByRole('definition').first()).toHaveText('3명');

  // After the opening minute's draw: one let in, the others first and second in line.
  const first = await queueScreenOf(page, students[0]!, OPENS_IN_MS + 45_000);
  const screens = [first, await queueScreenOf(page, students[1]!), await queueScreenOf(page, students[2]!)];
  expect(Date.now()).toBeGreaterThanOrEqual(opensAt.getTime());
  const admitted = screens.findIndex((screen) => screen.admitted);
  expect(screens.filter((screen) => screen.admitted)).toHaveLength(1);
  const inLine = screens.flatMap((screen, index) => (screen.admitted ? [] : [{ index, ...screen }])).sort((a, b) => a.position - b.position);
  expect(inLine.map(({ position, ahead }) => [position, ahead])).toEqual([
    [1, 0],
    [2, 1],
  ]);

  // The one let in orders: from the admission to the product, a size, the checkout, a card.
  await switchMember(page, students[admitted]!, ROOM_PATH);
  const pass = page.getByRole('region', { name: '입장했어요' });
  await expect(pass.getByLabel(/^남은 시간 \d+분 \d+초$/)).toBeVisible();
  await pass.getByRole('link', { name: '주문하러 가기' }).click();
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();
  const sheet = await openOptionSheet(page, '구매하기');
  await sheet.getByRole('group', { name: /색상/ }).getByRole('radio', { name: /^카키/ }).check();
  await sheet.getByRole('group', { name: /사이즈/ }).getByRole('radio', { name: /^M\b/ }).click();
  await sheet.getByRole('button', { name: '구매하기', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\?direct=1$/);
  await expect(page.getByRole('list', { name: '주문 상품 목록' })).toContainText(PRODUCT);
  await typeNewAddress(page);
  await page.getByRole('radio', { name: '신용·체크카드' }).check();
  await page.getByRole('checkbox', { name: '구매 조건 확인 및 결제 진행 동의' }).check();
  await page.getByRole('button', { name: /결제하기$/ }).click();
  await payInSandbox(page, { outcome: 'paid' });
  await expect(page.getByRole('heading', { level: 1, name: '주문 완료' })).toBeVisible();

  // The order frees the one place: the first in line is let in, the second moves up to first.
  const [next, last] = [students[inLine[0]!.index]!, students[inLine[1]!.index]!];
  expect(await queueScreenOf(page, next)).toEqual({ admitted: true });
  expect(await queueScreenOf(page, last)).toEqual({ admitted: false, position: 1, ahead: 0 });
  await goInApp(page, `/products/${PRODUCT_ID}`);
  expect(await stockShown(page, '카키', 'L')).toBe('3');

  // The one let in next puts 카키 / L in the cart and opens checkout: the unit is held for the minute staff set.
  await switchMember(page, next, ROOM_PATH);
  await page.getByRole('region', { name: '입장했어요' }).getByRole('link', { name: '주문하러 가기' }).click();
  const cartSheet = await openOptionSheet(page, '장바구니');
  await cartSheet.getByRole('group', { name: /색상/ }).getByRole('radio', { name: /^카키/ }).check();
  await cartSheet.getByRole('group', { name: /사이즈/ }).getByRole('radio', { name: /^L\b/ }).click();
  await addSheetToCart(page, cartSheet);
  await page.getByRole('link', { name: '장바구니 보기' }).click();
  await page.getByRole('button', { name: '주문하기' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const held = page.getByRole('region', { name: '재고를 잡아 뒀어요' });
  await expect(held).toContainText(`${HELD_COMBO} 1개`);
  await expect(held.getByRole('timer')).toHaveText(/^0[01]:\d\d$/);

  // The other student is told one fewer is left.
  await switchMember(page, last, `/products/${PRODUCT_ID}`);
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();
  expect(await stockShown(page, '카키', 'L')).toBe('2');

  // Back at checkout the minute runs out: the screen says the unit went back and offers the ways on.
  await switchMember(page, next, '/checkout');
  const over = page.getByRole('region', { name: '잡아 둔 시간이 끝났어요' });
  await expect(over).toBeVisible({ timeout: 90_000 });
  await expect(over.getByRole('button', { name: '다시 잡아 보기' })).toBeEnabled();
  await expect(over.getByRole('link', { name: '대기 화면으로 가기' })).toBeVisible();

  // Once the sweep has run (every minute), the other student sees it back.
  await switchMember(page, last, `/products/${PRODUCT_ID}`);
  await expect(async () => {
    await goInApp(page, '/');
    await goInApp(page, `/products/${PRODUCT_ID}`);
    expect(await stockShown(page, '카키', 'L')).toBe('3');
  }).toPass({ timeout: 150_000, intervals: [5_000] });

  // Staff see it on the board, then switch the room off and put the opening back.
  await asStaff(page, '/admin/waiting-rooms');
  await expect(board).toContainText('입장2명 (지금 주문 중 1명)');
  await setRoom(page, PRODUCT_ID, PRODUCT, { enabled: false });
  if (target === 'real') {
    await setComboStock(page, PRODUCT_ID, HELD_COMBO, Number(originalStock));
    await setSaleStart(page, PRODUCT_ID, originalStart);
  }
});

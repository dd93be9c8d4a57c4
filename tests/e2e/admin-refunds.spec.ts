import type { Page } from '@playwright/test';
import { paths } from '../../frontend/src/lib/paths';
import { ADMIN_CREDENTIAL } from '../../mocks/scenarios/members';
import { placePaidCardOrder, won } from './support/after-orders';
import { goInApp } from './support/console';
import { signIn } from './support/members';
import { ECO_BAG_ID } from './support/orders';
import { gql } from './support/page-api';
import { expect, test } from './support/test';

// The cancellations and refunds desk (docs/decisions/0052) with a student and staff in one tab:
// the session token is swapped between them, so mock mode keeps one store (it survives reloads)
// and the real target one database. Staff cancel through the order page's LineCancelAction.
test.use({ viewport: { width: 1280, height: 800 } });

const ECO_BAG = '한빛 캔버스 에코백';
const TOKEN_KEY = 'campus-shop.auth-token';

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

async function lineOf(page: Page, orderId: number): Promise<number> {
  const { order } = await gql<{ order: { orderProducts: { id: number }[] } }>(page, 'query ($id: Int!) { order(id: $id) { orderProducts { id } } }', {
    id: orderId,
  });
  return order.orderProducts[0]!.id;
}

/** The line's status as the order desk lists it (found by its order number). */
async function lineStatus(page: Page, mUid: string, lineId: number): Promise<string | undefined> {
  const { staffOrderLines } = await gql<{ staffOrderLines: { items: { id: number; status: string }[] } }>(
    page,
    'query ($filter: StaffOrderLineFilter) { staffOrderLines(filter: $filter) { items { id status } } }',
    { filter: { search: mUid } },
  );
  return staffOrderLines.items.find((item) => item.id === lineId)?.status;
}

const orderLine = (page: Page) => page.getByRole('list', { name: '주문 상품 목록' }).getByRole('listitem').filter({ hasText: ECO_BAG });

test('a student pays by card, staff cancel the line, and the student sees the refund', async ({ page, target }) => {
  await signIn(page, target);
  const student = await tokenOf(page);
  const order = await placePaidCardOrder(page, { productId: ECO_BAG_ID });
  const lineId = await lineOf(page, order.id);
  const staff = await staffToken(page);

  // Staff cancel the line from its order page: the dialog previews the refund first.
  await actAs(page, staff, paths.adminOrder(order.id));
  await expect(page.getByRole('heading', { level: 1, name: `주문 ${order.mUid}` })).toBeVisible();
  await page.getByRole('button', { name: '취소·환불' }).click();
  const dialog = page.getByRole('dialog', { name: '주문 상품 취소·환불' });
  await expect(dialog.getByRole('definition').filter({ hasText: won(order.paidPrice) }).first()).toBeVisible();
  await dialog.getByRole('textbox', { name: /취소 사유/ }).fill('재고가 부족해 발송이 어려워요.');
  await dialog.getByRole('button', { name: '취소하고 환불하기' }).click();
  await expect(dialog.getByRole('status')).toBeVisible();
  // The footer's 닫기 (the title bar has a close button of the same name).
  await dialog.getByRole('button', { name: '닫기' }).last().click();
  expect(await lineStatus(page, order.mUid, lineId)).toBe('CANCELLED');

  await goInApp(page, paths.adminRefunds({ tab: 'history' }));
  const row = page.getByRole('table', { name: '환불 처리 내역' }).getByRole('row').filter({ hasText: order.mUid });
  await expect(row).toContainText('환불 완료');
  await expect(row).toContainText(won(order.paidPrice));

  await actAs(page, student, `/my/orders/${order.id}`);
  await expect(orderLine(page)).toContainText('주문 취소');
  await expect(orderLine(page)).toContainText(`환불 금액 ${won(order.paidPrice)}`);
  await expect(orderLine(page)).toContainText('취소 사유: 재고가 부족해 발송이 어려워요.');
});

test('a student asks to cancel a line being prepared and staff approve it', async ({ page, target }) => {
  await signIn(page, target);
  const student = await tokenOf(page);
  const order = await placePaidCardOrder(page, { productId: ECO_BAG_ID });
  const lineId = await lineOf(page, order.id);
  const staff = await staffToken(page);
  await actAs(page, staff, '/admin/refunds');
  // The mocked API's worker answers once the console is up.
  await expect(page.getByRole('heading', { level: 1, name: '취소·환불' })).toBeVisible();
  await gql(page, 'mutation ($id: Int!) { staffConfirmOrderProduct(orderProductId: $id) { id } }', { id: lineId });

  await actAs(page, student, `/my/orders/${order.id}`);
  await expect(orderLine(page).getByRole('button', { name: `${ECO_BAG} 주문 취소` })).toHaveCount(0);
  await orderLine(page).getByRole('button', { name: `${ECO_BAG} 취소 요청` }).click();
  const dialog = page.getByRole('dialog', { name: '취소 요청' });
  await dialog.getByRole('textbox', { name: /취소 사유/ }).fill('졸업 사진 일정이 바뀌었어요.');
  await dialog.getByRole('button', { name: '요청 보내기' }).click();
  await expect(dialog).toBeHidden();
  await expect(orderLine(page)).toContainText('취소 요청을 보냈어요. 운영진이 확인하고 있어요.');

  await actAs(page, staff, '/admin/refunds');
  const request = page.getByRole('table', { name: '취소 요청 목록' }).getByRole('row').filter({ hasText: order.mUid });
  await expect(request).toContainText('졸업 사진 일정이 바뀌었어요.');
  await request.getByRole('button', { name: '승인하고 환불' }).click();
  await expect(request).toHaveCount(0);

  await actAs(page, student, `/my/orders/${order.id}`);
  await expect(orderLine(page)).toContainText('취소 요청이 승인되어 취소됐어요.');
  await expect(orderLine(page)).toContainText(`환불 금액 ${won(order.paidPrice)}`);
});

import type { Page } from '@playwright/test';
import { ADMIN_CREDENTIAL, DEMO_CREDENTIAL } from '../../mocks/scenarios/members';
import { phoneLast4 } from '../../domain/pickup/pickup-search';
import { goInApp, switchMember } from './support/console';
import { signIn } from './support/members';
import { gql } from './support/page-api';
import { expect, test } from './support/test';

// Pickup day (ADR 0067) on a 360 px phone, one tab (mock mode keeps its state per tab): the demo
// student's council jacket waits at 학생회관 1층 생협 매장 (the mocked scenario and the seeded
// shop both have it); the order page shows the QR pass; staff open the roster, find the student by
// name and the last four digits and by the code, hand the jacket over; the student sees 수령 완료.

const POINT_ID = 1;

async function searchRoster(page: Page, text: string) {
  const field = page.getByLabel(/학생 찾기/);
  await field.fill(text);
  await field.press('Enter');
}

test('a student shows the pickup QR, staff find them on a phone and hand the jacket over', async ({ page, target }) => {
  await signIn(page, target);
  // Other journeys may have placed newer orders for the demo member first: look through the pages.
  let order: { id: number; pickupPass: { code: string } | null } | undefined;
  for (let pageNo = 1; pageNo <= 30 && !order; pageNo += 1) {
    const { me } = await gql<{ me: { orders: { items: { id: number; pickupPass: { code: string } | null }[] } } }>(
      page,
      'query ($page: Int) { me { orders(page: $page) { items { id pickupPass { code } } } } }',
      { page: pageNo },
    );
    if (me.orders.items.length === 0) break;
    order = me.orders.items.find((row) => row.pickupPass !== null);
  }
  expect(order, 'the demo member has an order waiting at a pickup point').toBeDefined();
  const code = order!.pickupPass!.code;
  // Staff see the member as they are now: the profile journey renames the demo member on this database.
  const { me } = await gql<{ me: { name: string; tel: string | null } }>(page, 'query { me { name tel } }');
  const member = `${me.name} ${phoneLast4(me.tel)}`;

  await goInApp(page, `/my/orders/${order!.id}`);
  const pass = page.getByRole('region', { name: '수령 QR 코드' });
  await expect(pass.getByRole('img', { name: `주문 ${order!.id}번 수령 QR 코드` })).toBeVisible();
  await expect(pass.getByText('학생회관 1층 생협 매장')).toBeVisible();

  await switchMember(page, ADMIN_CREDENTIAL, `/admin/pickup?point=${POINT_ID}`);
  await expect(page.getByRole('list', { name: '수령 명단' })).toBeVisible();
  await searchRoster(page, member);
  const byName = page.getByRole('listitem', { name: member }).filter({ hasText: `주문 ${order!.id}` });
  await expect(byName).toBeVisible();

  // A USB or Bluetooth scanner types the code into the same field and presses Enter.
  await searchRoster(page, code);
  const entries = page.getByRole('list', { name: '수령 명단' }).getByRole('listitem', { name: member });
  await expect(entries).toHaveCount(1);
  const entry = entries.first();
  await expect(entry).toContainText(`주문 ${order!.id}`);
  await entry.getByRole('button', { name: /수령 확인/ }).first().click();
  await expect(page.getByText(/수령 완료로 처리했어요/)).toBeVisible();

  await switchMember(page, DEMO_CREDENTIAL, `/my/orders/${order!.id}`);
  const lines = page.getByRole('list', { name: '주문 상품 목록' });
  await expect(lines.getByText('수령 완료')).toBeVisible();
  await expect(page.getByRole('region', { name: '수령 QR 코드' })).toHaveCount(0);
});

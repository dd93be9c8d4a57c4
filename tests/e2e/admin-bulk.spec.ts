import type { Page } from '@playwright/test';
import { delayDateText } from '../../domain/staff/bulk-lines';
import { seoulDay } from '../../domain/order-desk/order-line-filter';
import { ADMIN_CREDENTIAL } from '../../mocks/scenarios/members';
import { placePaidCardOrder } from './support/after-orders';
import { signIn } from './support/members';
import { ECO_BAG_ID } from './support/orders';
import { gql } from './support/page-api';
import { expect, test } from './support/test';

// Staff tell a buyer that a paid line ships late (ADR 0050) and the buyer sees it on their order.
// The desk's selection bar (another screen) is not needed: staff send the notice through the API
// with their own session, from the student's tab so that mock mode's store is the same one.

const ECO_BAG = '한빛 캔버스 에코백';
const REASON = '에코백 인쇄 작업이 늦어지고 있어요';

/** A GraphQL call as the seeded ADMIN, signed in through the login mutation (the tab's session stays the student's). */
async function asStaff<T>(page: Page, query: string, variables: Record<string, unknown>): Promise<T> {
  return page.evaluate(
    async ({ query, variables, credential }) => {
      const post = async (body: unknown, token?: string) => {
        const response = await fetch('/api', {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify(body),
        });
        const answer = (await response.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] };
        if (answer.errors?.length) throw new Error(answer.errors.map((error) => error.message).join('; '));
        return answer.data!;
      };
      const login = (await post({
        query: 'mutation ($data: LoginInput!) { login(data: $data) { token } }',
        variables: { data: credential },
      })) as { login: { token: string } };
      return (await post({ query, variables }, login.login.token)) as T;
    },
    { query, variables, credential: { email: ADMIN_CREDENTIAL.email, password: ADMIN_CREDENTIAL.password } },
  );
}

test('staff send a shipping delay notice and the student sees it on the order', async ({ page, target }) => {
  await signIn(page, target);
  const order = await placePaidCardOrder(page, { productId: ECO_BAG_ID });
  const { order: placed } = await gql<{ order: { orderProducts: { id: number }[] } }>(
    page,
    'query ($id: Int!) { order(id: $id) { orderProducts { id } } }',
    { id: order.id },
  );
  const lineId = placed.orderProducts[0]!.id;
  const expectedDate = seoulDay(new Date(Date.now() + 10 * 24 * 60 * 60 * 1000));

  const notice = `mutation ($data: StaffNotifyShippingDelayInput!) {
    staffNotifyShippingDelay(data: $data) { changed alreadyDone refused lines { orderProductId outcome } }
  }`;
  const sent = await asStaff<{ staffNotifyShippingDelay: { changed: number; alreadyDone: number } }>(page, notice, {
    data: { orderProductIds: [lineId], reason: REASON, expectedDate },
  });
  expect(sent.staffNotifyShippingDelay).toMatchObject({ changed: 1, alreadyDone: 0 });
  // Sent again (a second click, a second staff member): the line was told already.
  const again = await asStaff<{ staffNotifyShippingDelay: { changed: number; alreadyDone: number } }>(page, notice, {
    data: { orderProductIds: [lineId], reason: REASON, expectedDate },
  });
  expect(again.staffNotifyShippingDelay).toMatchObject({ changed: 0, alreadyDone: 1 });

  await page.goto(`/my/orders/${order.id}`);
  const line = page.getByRole('list', { name: '주문 상품 목록' }).getByRole('listitem').filter({ hasText: ECO_BAG });
  const note = line.getByRole('note', { name: '발송 지연 안내' });
  await expect(note).toContainText(`${delayDateText(expectedDate)}에 보낼 예정이에요`);
  await expect(note).toContainText(`사유: ${REASON}`);

  await page.goto('/my/orders');
  await expect(page.getByRole('list', { name: '주문 목록' }).getByRole('note', { name: '발송 지연 안내' }).filter({ hasText: REASON })).toBeVisible();
});

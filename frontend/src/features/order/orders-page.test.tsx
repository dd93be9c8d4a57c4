import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StandardIds } from '../../../../mocks/scenarios/activity/ids';
import { mockState, server, withMockedApi } from '../../testing/mocked-api';
import { renderRoutes } from '../../testing/render';
import { orderRoutes } from './order-routes';

withMockedApi();

/** The variables of every OrderList request the screen sent. */
const listRequests: Record<string, unknown>[] = [];
const record = ({ request }: { request: Request }) => {
  void request
    .clone()
    .json()
    .then((body: { operationName?: string; variables?: Record<string, unknown> }) => {
      if (body.operationName === 'OrderList') listRequests.push(body.variables ?? {});
    })
    .catch(() => {});
};
beforeEach(() => {
  listRequests.length = 0;
  server.events.on('request:start', record);
});
afterEach(() => server.events.removeListener('request:start', record));

const orderCards = () => within(screen.getByRole('list', { name: '주문 목록' })).getAllByRole('link', { name: /주문 상세 보기/ });
const demoOrders = () => mockState().orders.filter((order) => order.userId === StandardIds.member.demo);

describe('orders list', () => {
  it('lists the last three months newest first with each line status and links to the detail', async () => {
    renderRoutes(orderRoutes, { route: '/my/orders' });
    expect(await screen.findByRole('heading', { level: 1, name: '주문 내역' })).toBeTruthy();
    await screen.findByRole('list', { name: '주문 목록' });
    const newestFirst = [...demoOrders()].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
    expect(orderCards().map((link) => link.getAttribute('href'))).toEqual(newestFirst.map((order) => `/my/orders/${order.id}`));
    expect(screen.getByRole('button', { name: '3개월' }).getAttribute('aria-pressed')).toBe('true');

    const list = screen.getByRole('list', { name: '주문 목록' });
    for (const label of ['결제 대기', '결제 완료', '배송 준비 중', '배송 중', '배송 완료', '주문 취소']) {
      expect(within(list).getAllByText(label).length).toBeGreaterThan(0);
    }
    const vbank = demoOrders().find((order) => order.id === StandardIds.order.vbankAwaitingDeposit);
    expect(within(list).getByText(`주문번호 ${vbank?.mUid}`)).toBeTruthy();
  });

  it('asks from midnight in Seoul one month back when 1개월 is chosen, and keeps it in the address', async () => {
    const user = userEvent.setup();
    const { location } = renderRoutes(orderRoutes, { route: '/my/orders' });
    await screen.findByRole('list', { name: '주문 목록' });
    const before = orderCards().length;
    await user.click(screen.getByRole('button', { name: '1개월' }));
    expect(location.history.at(-1)).toBe('/my/orders?period=1');
    // MOCK_NOW is 2026-09-01 10:00 in Seoul.
    await waitFor(() => expect(listRequests.at(-1)).toEqual({ startDate: '2026-07-31T15:00:00.000Z', page: 1 }));
    await waitFor(() => expect(orderCards()).toHaveLength(before - 1));
    // The council jacket was ordered 35 days ago.
    expect(orderCards().map((link) => link.getAttribute('href'))).not.toContain(`/my/orders/${StandardIds.order.groupPickupPreparing}`);

    await user.click(screen.getByRole('button', { name: '전체' }));
    expect(location.history.at(-1)).toBe('/my/orders?period=all');
    await waitFor(() => expect(listRequests.at(-1)).toEqual({ startDate: null, page: 1 }));
    await waitFor(() => expect(orderCards()).toHaveLength(before));
  });

  it('pages through more than ten orders', async () => {
    const user = userEvent.setup();
    const { location } = renderRoutes(orderRoutes, {
      route: '/my/orders?period=all',
      prepare: (state) => {
        const template = state.orders.find((order) => order.id === StandardIds.order.completedTees);
        if (!template) throw new Error('the standard scenario lost its completed order');
        for (let i = 1; i <= 5; i += 1) {
          const copy = structuredClone(template);
          copy.id = 900 + i;
          copy.mUid = `ord_20260101_copy${i}`;
          copy.createdAt = new Date(Date.parse(template.createdAt) - i * 86_400_000).toISOString();
          copy.lines = copy.lines.map((line, index) => ({ ...line, id: 9000 + i * 10 + index, orderId: copy.id }));
          state.orders.push(copy);
        }
      },
    });
    await screen.findByRole('list', { name: '주문 목록' });
    expect(orderCards()).toHaveLength(10);
    expect(screen.getByRole('status').textContent).toBe(`주문 ${demoOrders().length}건`);
    await user.click(screen.getByRole('button', { name: '2페이지' }));
    expect(location.history.at(-1)).toBe('/my/orders?period=all&page=2');
    await waitFor(() => expect(orderCards()).toHaveLength(demoOrders().length - 10));
    expect(listRequests.at(-1)).toEqual({ startDate: null, page: 2 });
    expect(screen.getByRole('button', { name: '2페이지' }).getAttribute('aria-current')).toBe('page');
  });

  it('says there is nothing in the chosen period and offers the products', async () => {
    renderRoutes(orderRoutes, { route: '/my/orders?period=1', scenario: 'new-member' });
    expect(await screen.findByText('최근 1개월 동안 주문한 내역이 없어요')).toBeTruthy();
    expect(screen.getByRole('link', { name: '상품 보러 가기' }).getAttribute('href')).toBe('/products');
  });
});

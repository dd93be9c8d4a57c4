import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authTokenAtom } from '../../../lib/session';
import { mockState, withMockedApi } from '../../../testing/mocked-api';
import { renderWithApp } from '../../../testing/render';
import { MyHubScreen } from '../member-screens';

withMockedApi();

describe('my page', () => {
  it('greets the member with their points and links every account screen', async () => {
    renderWithApp(<MyHubScreen />, { at: '/my/*?', route: '/my' });
    expect(await screen.findByRole('heading', { level: 1, name: '마이페이지' })).toBeTruthy();
    expect(screen.getByText('김한빛')).toBeTruthy();
    const points = await screen.findByRole('link', { name: /사용 가능한 포인트/ });
    expect(points.getAttribute('href')).toBe('/my/points');
    expect(points.textContent).toMatch(/\d[\d,]*P/);

    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    for (const path of ['/my/orders', '/my/reviews', '/my/profile', '/my/password', '/my/phone', '/my/address', '/my/points', '/my/restock', '/my/withdraw', '/cart']) {
      expect(hrefs).toContain(path);
    }
  });

  it("counts the member's order lines by step, each opening the order list", async () => {
    renderWithApp(<MyHubScreen />, { at: '/my/*?', route: '/my' });
    const summary = await screen.findByRole('region', { name: '주문 현황' });
    const lines = mockState().orders.filter((order) => order.userId === 1).flatMap((order) => order.lines);
    const count = (status: string) => lines.filter((line) => line.status === status).length;
    for (const [label, status] of [['결제 완료', 'PAID'], ['배송 준비 중', 'PREPARING'], ['배송 중', 'DELIVERING'], ['배송 완료', 'COMPLETED']] as const) {
      const link = await within(summary).findByRole('link', { name: `${label} ${count(status)}건` });
      expect(link.getAttribute('href')).toBe('/my/orders');
    }
    expect(count('COMPLETED')).toBeGreaterThan(0);
  });

  it('shows a new member zero points', async () => {
    renderWithApp(<MyHubScreen />, { at: '/my/*?', route: '/my', scenario: 'new-member' });
    const points = await screen.findByRole('link', { name: /사용 가능한 포인트/ });
    expect(within(points).getByText('0P')).toBeTruthy();
    const summary = screen.getByRole('region', { name: '주문 현황' });
    expect(await within(summary).findByRole('link', { name: '배송 완료 0건' })).toBeTruthy();
  });

  it('logs out and goes home', async () => {
    const user = userEvent.setup();
    const { store, location } = renderWithApp(<MyHubScreen />, { at: '/my/*?', route: '/my' });
    await user.click(await screen.findByRole('button', { name: '로그아웃' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/'));
    expect(store.get(authTokenAtom)).toBeNull();
  });
});

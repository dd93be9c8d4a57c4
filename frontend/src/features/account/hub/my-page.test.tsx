import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authTokenAtom } from '../../../lib/session';
import { withMockedApi } from '../../../testing/mocked-api';
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
    for (const path of ['/my/profile', '/my/password', '/my/phone', '/my/address', '/my/points', '/my/restock', '/my/withdraw', '/cart']) {
      expect(hrefs).toContain(path);
    }
  });

  it('shows a new member zero points', async () => {
    renderWithApp(<MyHubScreen />, { at: '/my/*?', route: '/my', scenario: 'new-member' });
    const points = await screen.findByRole('link', { name: /사용 가능한 포인트/ });
    expect(within(points).getByText('0P')).toBeTruthy();
  });

  it('logs out and goes home', async () => {
    const user = userEvent.setup();
    const { store, location } = renderWithApp(<MyHubScreen />, { at: '/my/*?', route: '/my' });
    await user.click(await screen.findByRole('button', { name: '로그아웃' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/'));
    expect(store.get(authTokenAtom)).toBeNull();
  });
});

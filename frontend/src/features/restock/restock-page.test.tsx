import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockState, withMockedApi } from '../../testing/mocked-api';
import { renderWithApp } from '../../testing/render';
import { RestockPage } from './restock-page';

withMockedApi();

const demoRestocks = () => mockState().restocks.filter((row) => row.userId === 1);
const items = () => within(screen.getByRole('list', { name: '재입고 알림 목록' })).getAllByRole('listitem');

describe('restock notifications', () => {
  it('lists each product with its photo, name and status, linking to the product', async () => {
    renderWithApp(<RestockPage />, { at: '/my/*?', route: '/my/restock' });
    await screen.findByRole('list', { name: '재입고 알림 목록' });
    expect(items()).toHaveLength(demoRestocks().length);
    const first = items()[0];
    if (!first) throw new Error('no item');
    expect(first.querySelector('img')?.getAttribute('src')).toBeTruthy();
    expect(within(first).getByText('품절')).toBeTruthy();
    expect(within(first).getByRole('link').getAttribute('href')).toMatch(/^\/products\/\d+$/);
  });

  it('removes a notification only after confirming, and keeps it when the member changes their mind', async () => {
    const user = userEvent.setup();
    renderWithApp(<RestockPage />, { at: '/my/*?', route: '/my/restock' });
    await screen.findByRole('list', { name: '재입고 알림 목록' });
    const before = demoRestocks().length;
    const first = items()[0];
    if (!first) throw new Error('no item');
    const name = first.querySelector('a')?.textContent ?? '';

    await user.click(within(first).getByRole('button', { name: /재입고 알림 취소$/ }));
    let dialog = await screen.findByRole('dialog', { name: '재입고 알림을 취소할까요?' });
    await user.click(within(dialog).getByRole('button', { name: '유지하기' }));
    expect(demoRestocks()).toHaveLength(before);

    await user.click(within(items()[0] as HTMLElement).getByRole('button', { name: /재입고 알림 취소$/ }));
    dialog = await screen.findByRole('dialog', { name: '재입고 알림을 취소할까요?' });
    await user.click(within(dialog).getByRole('button', { name: '알림 취소' }));

    await waitFor(() => expect(items()).toHaveLength(before - 1));
    expect(demoRestocks()).toHaveLength(before - 1);
    expect(screen.getByRole('list', { name: '재입고 알림 목록' }).textContent).not.toContain(name);
  });

  it('shows an empty list with a way to the products', async () => {
    renderWithApp(<RestockPage />, { at: '/my/*?', route: '/my/restock', scenario: 'new-member' });
    expect(await screen.findByText('신청한 재입고 알림이 없어요')).toBeTruthy();
    expect(screen.getByRole('link', { name: '상품 보러 가기' }).getAttribute('href')).toBe('/products');
  });
});

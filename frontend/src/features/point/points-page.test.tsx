import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockState, withMockedApi } from '../../testing/mocked-api';
import { renderWithApp } from '../../testing/render';
import { formatPoints } from './point-labels';
import { PointsPage } from './points-page';

withMockedApi();

const demoRows = () => mockState().points.filter((row) => row.userId === 1);
const sum = (status: string) => demoRows().filter((row) => row.status === status).reduce((total, row) => total + row.value, 0);
const rowsIn = () => within(screen.getByRole('list', { name: '포인트 내역' })).getAllByRole('listitem');

describe('points', () => {
  it('shows the balance and points to be earned, and the ledger ten rows a page', async () => {
    const user = userEvent.setup();
    const { location } = renderWithApp(<PointsPage />, { at: '/my/*?', route: '/my/points' });
    const balance = sum('GAIN') - sum('USED') - sum('EXPIRED');
    const summary = await screen.findByText('사용 가능한 포인트');
    await waitFor(() => expect(summary.nextElementSibling?.textContent).toBe(formatPoints(balance)));
    expect(screen.getByText('적립 예정', { selector: 'dt' }).nextElementSibling?.textContent).toBe(formatPoints(sum('RESERVED')));

    await screen.findByRole('list', { name: '포인트 내역' });
    expect(demoRows().length).toBeGreaterThan(10);
    expect(rowsIn()).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: '2페이지' }));
    expect(location.history.at(-1)).toBe('/my/points?page=2');
    await waitFor(() => expect(rowsIn()).toHaveLength(demoRows().length - 10));
    expect(screen.getByRole('button', { name: '2페이지' }).getAttribute('aria-current')).toBe('page');
  });

  it('labels each row and lists one status from its first page', async () => {
    const user = userEvent.setup();
    const { location } = renderWithApp(<PointsPage />, { at: '/my/*?', route: '/my/points?page=2' });
    await screen.findByRole('list', { name: '포인트 내역' });
    await user.click(screen.getByRole('button', { name: '사용' }));
    expect(location.history.at(-1)).toBe('/my/points?status=USED');

    await waitFor(() => expect(rowsIn()).toHaveLength(demoRows().filter((row) => row.status === 'USED').length));
    const used = rowsIn()[0];
    expect(used?.textContent).toContain('사용');
    expect(used?.textContent).toContain(`-${formatPoints(sum('USED'))}`);
    expect(screen.getByRole('button', { name: '사용' }).getAttribute('aria-pressed')).toBe('true');

    await user.click(screen.getByRole('button', { name: '적립 예정' }));
    await waitFor(() => expect(rowsIn().every((row) => row.textContent?.includes('적립 예정') && row.textContent.includes('+'))).toBe(true));
  });

  it('tells a member without points how to earn them', async () => {
    renderWithApp(<PointsPage />, { at: '/my/*?', route: '/my/points', scenario: 'new-member' });
    expect(await screen.findByText('포인트 내역이 없어요')).toBeTruthy();
    expect(screen.getByRole('link', { name: '상품 보러 가기' }).getAttribute('href')).toBe('/products');
    expect(screen.getByText('사용 가능한 포인트').nextElementSibling?.textContent).toBe('0P');
  });
});

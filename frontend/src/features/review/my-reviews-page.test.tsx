import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockState, withMockedApi } from '../../testing/mocked-api';
import { renderRoutes } from '../../testing/render';
import { reviewRoutes } from './review-routes';

withMockedApi();

const demoReviews = () => mockState().reviews.filter((review) => review.userId === 1);

describe('my reviews tabs', () => {
  it('opens on the writable tab with a 리뷰 쓰기 link per delivered line', async () => {
    renderRoutes(reviewRoutes, { route: '/my/reviews' });
    expect(await screen.findByRole('heading', { level: 1, name: '상품 리뷰' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: '작성 가능한 리뷰 목록' });
    const links = within(list).getAllByRole('link', { name: /리뷰 쓰기$/ });
    expect(links.length).toBeGreaterThan(0);
    expect(links[0]?.getAttribute('href')).toMatch(/^\/my\/reviews\/write\/\d+$/);
    expect(screen.getByRole('tab', { name: /작성 가능한 리뷰/ }).getAttribute('aria-selected')).toBe('true');
  });

  it('keeps the chosen tab in the address and shows it again from there', async () => {
    const user = userEvent.setup();
    const { location } = renderRoutes(reviewRoutes, { route: '/my/reviews' });
    await screen.findByRole('list', { name: '작성 가능한 리뷰 목록' });

    await user.click(screen.getByRole('tab', { name: /내가 쓴 리뷰/ }));
    expect(location.history?.at(-1)).toBe('/my/reviews?tab=mine');
    const mine = await screen.findByRole('list', { name: '내가 쓴 리뷰 목록' });
    expect(within(mine).getAllByRole('article')).toHaveLength(demoReviews().length);
    expect(within(mine).getByText('검수 중')).toBeTruthy();
    expect(within(mine).getByText('게시됨')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: /반려된 리뷰/ }));
    expect(location.history?.at(-1)).toBe('/my/reviews?tab=rejected');
  });

  it('offers 수정 only on waiting and rejected reviews', async () => {
    renderRoutes(reviewRoutes, { route: '/my/reviews?tab=mine' });
    const mine = await screen.findByRole('list', { name: '내가 쓴 리뷰 목록' });
    const editable = demoReviews().filter((review) => review.status !== 'APPLIED');
    const links = within(mine).getAllByRole('link', { name: /리뷰 수정$/ });
    expect(links.map((link) => link.getAttribute('href')).sort()).toEqual(editable.map((review) => `/my/reviews/${review.id}/edit`).sort());
  });

  it('shows a rejected review with the staff feedback first and a 수정하기 link to its edit page', async () => {
    renderRoutes(reviewRoutes, { route: '/my/reviews?tab=rejected' });
    const list = await screen.findByRole('list', { name: '반려된 리뷰 목록' });
    const rejected = demoReviews().find((review) => review.status === 'REJECT');
    if (!rejected?.feedback) throw new Error('the scenario has no rejected review');
    const feedback = within(list).getByRole('region', { name: '반려 사유' });
    expect(feedback.textContent).toContain(rejected.feedback);
    expect(within(list).getByRole('link', { name: /수정하기$/ }).getAttribute('href')).toBe(`/my/reviews/${rejected.id}/edit`);
  });

  it('says so on each tab when a new member has nothing yet', async () => {
    const user = userEvent.setup();
    renderRoutes(reviewRoutes, { route: '/my/reviews', scenario: 'new-member' });
    expect(await screen.findByText('지금 리뷰를 쓸 수 있는 상품이 없어요')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: /내가 쓴 리뷰/ }));
    expect(await screen.findByText('아직 쓴 리뷰가 없어요')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: /반려된 리뷰/ }));
    expect(await screen.findByText('반려된 리뷰가 없어요')).toBeTruthy();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockState, server, withMockedApi } from '../../testing/mocked-api';
import { renderRoutes } from '../../testing/render';
import { reviewRoutes } from './review-routes';

withMockedApi();

function demoReview(status: 'REJECT' | 'APPLIED') {
  const review = mockState().reviews.find((row) => row.userId === 1 && row.status === status);
  if (!review) throw new Error(`the scenario has no ${status} review`);
  return review;
}

describe('editing a review', () => {
  it('shows a rejected review’s feedback, starts from what was written and sends it back for checking', async () => {
    const user = userEvent.setup();
    const rejected = demoReview('REJECT');
    const { location } = renderRoutes(reviewRoutes, { route: `/my/reviews/${rejected.id}/edit` });
    const form = await screen.findByRole('form', { name: '리뷰 작성' }, { timeout: 5000 });
    expect(screen.getByRole('region', { name: '반려 사유' }).textContent).toContain(rejected.feedback);
    expect((within(form).getByLabelText(/리뷰 내용/) as HTMLTextAreaElement).value).toBe(rejected.note);
    const chosen = within(form).getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked);
    expect(chosen.length).toBeGreaterThanOrEqual(1 + rejected.answers.length);

    const note = within(form).getByLabelText(/리뷰 내용/);
    await user.clear(note);
    await user.type(note, '사이즈가 딱 맞고 원단이 두꺼워서 한겨울에도 따뜻해요.');
    await user.click(within(form).getByRole('button', { name: '수정해서 다시 등록' }));

    await waitFor(() => expect(location.history?.at(-1)).toBe('/my/reviews?tab=mine'));
    const saved = mockState().reviews.find((row) => row.id === rejected.id);
    expect(saved?.status).toBe('READY');
    expect(saved?.note).toBe('사이즈가 딱 맞고 원단이 두꺼워서 한겨울에도 따뜻해요.');
  });

  it('puts a refusal under the field the server names and keeps the review as it was', async () => {
    const user = userEvent.setup();
    const rejected = demoReview('REJECT');
    const refusal = '리뷰는 1,000자까지 쓸 수 있어요.';
    server.use(
      // The server's field-named refusal; every other operation falls through to the mocked API.
      http.post('*/api', async ({ request }) => {
        const body = (await request.clone().json()) as { operationName?: string };
        if (body.operationName !== 'UpdateReview') return undefined;
        return HttpResponse.json({ data: null, errors: [{ message: refusal, extensions: { code: 'BAD_USER_INPUT', field: 'note' } }] });
      }),
    );
    renderRoutes(reviewRoutes, { route: `/my/reviews/${rejected.id}/edit` });
    const form = await screen.findByRole('form', { name: '리뷰 작성' }, { timeout: 5000 });
    await user.click(within(form).getByRole('button', { name: '수정해서 다시 등록' }));
    const note = within(form).getByLabelText(/리뷰 내용/);
    await waitFor(() => expect(note.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText(refusal)).toBeTruthy();
    expect(mockState().reviews.find((row) => row.id === rejected.id)?.status).toBe('REJECT');
  });

  it('does not offer a published review for editing', async () => {
    const applied = demoReview('APPLIED');
    renderRoutes(reviewRoutes, { route: `/my/reviews/${applied.id}/edit` });
    expect(await screen.findByText('이미 게시된 리뷰는 수정할 수 없어요')).toBeTruthy();
    expect(screen.queryByRole('form', { name: '리뷰 작성' })).toBeNull();
  });
});

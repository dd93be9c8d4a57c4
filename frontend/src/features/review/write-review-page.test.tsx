import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toastAtom } from '../../lib/toast';
import { mockState, withMockedApi } from '../../testing/mocked-api';
import { renderRoutes } from '../../testing/render';
import { reviewRoutes } from './review-routes';

withMockedApi();

const photo = (name: string, type = 'image/jpeg') => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], name, { type });

/** Opens the form of the first reviewable line the way a member gets there: from the list. */
async function openForm() {
  const user = userEvent.setup({ applyAccept: false });
  const view = renderRoutes(reviewRoutes, { route: '/my/reviews' });
  const list = await screen.findByRole('list', { name: '작성 가능한 리뷰 목록' });
  const link = within(list).getAllByRole('link', { name: /리뷰 쓰기$/ })[0];
  if (!link) throw new Error('no reviewable line');
  const lineId = Number(link.getAttribute('href')?.split('/').pop());
  await user.click(link);
  const form = await screen.findByRole('form', { name: '리뷰 작성' }, { timeout: 5000 });
  return { user, form, lineId, ...view };
}

async function answerEveryQuestion(user: ReturnType<typeof userEvent.setup>, form: HTMLElement) {
  for (const group of within(form).getAllByRole('group')) {
    const legend = group.querySelector('legend')?.textContent ?? '';
    if (legend.startsWith('별점') || legend.startsWith('사진') || legend.startsWith('구매한 사이즈')) continue;
    const first = within(group).getAllByRole('radio')[0];
    if (first) await user.click(first);
  }
}

describe('writing a review', () => {
  it('refuses an empty form with the same sentences as the server and sends nothing', async () => {
    const { user, form } = await openForm();
    const before = mockState().reviews.length;
    await user.click(within(form).getByRole('button', { name: '리뷰 등록' }));
    expect(await within(form).findByText('별점을 1~5점 중에서 선택해 주세요.')).toBeTruthy();
    expect(within(form).getByText('리뷰는 10자 이상 써 주세요.')).toBeTruthy();
    expect(within(form).getByText(/질문에 답해 주세요\.$/)).toBeTruthy();

    await user.type(within(form).getByLabelText('키 (cm, 선택)'), '90');
    await user.click(within(form).getByRole('button', { name: '리뷰 등록' }));
    expect(await within(form).findByText('키는 100~250cm 사이의 숫자로 입력해 주세요.')).toBeTruthy();
    expect(mockState().reviews).toHaveLength(before);
  });

  it('takes at most five photos and says why the sixth was left out', async () => {
    const { user, form } = await openForm();
    const files = Array.from({ length: 6 }, (_, i) => photo(`jacket-${i + 1}.jpg`));
    await user.upload(within(form).getByLabelText('리뷰 사진 선택'), files);
    expect(await within(form).findByText('사진은 5장까지 올릴 수 있어요.')).toBeTruthy();
    const thumbs = within(within(form).getByRole('list', { name: '올린 사진' })).getAllByRole('listitem');
    expect(thumbs).toHaveLength(5);
    expect((within(form).getByRole('button', { name: '사진 5장을 모두 올렸어요' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(within(form).getByRole('button', { name: '사진 5 삭제' }));
    expect(within(within(form).getByRole('list', { name: '올린 사진' })).getAllByRole('listitem')).toHaveLength(4);
    expect((within(form).getByRole('button', { name: '사진 추가' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows the server’s advice for a refused photo type and keeps no tile for it', async () => {
    const { user, form } = await openForm();
    await user.upload(within(form).getByLabelText('리뷰 사진 선택'), photo('IMG_0001.HEIC', 'image/heic'));
    const alert = await within(form).findByText(/^HEIC 사진은 올릴 수 없어요\. 아이폰의 설정 > 카메라 > 포맷에서/);
    expect(alert.getAttribute('role')).toBe('alert');
    expect(within(within(form).getByRole('list', { name: '올린 사진' })).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('uploads the photos, sends their URLs with the review and returns to my reviews with a toast', async () => {
    const { user, form, lineId, location, store } = await openForm();
    const before = mockState().reviews.length;
    await user.click(within(form).getByRole('radio', { name: '4점 좋아요' }));
    await answerEveryQuestion(user, form);
    await user.type(within(form).getByLabelText(/리뷰 내용/), '기모가 두꺼워서 겨울에 입기 좋아요. 사이즈는 정사이즈예요.');
    await user.upload(within(form).getByLabelText('리뷰 사진 선택'), [photo('front.jpg'), photo('back.png', 'image/png')]);
    await waitFor(() => expect(within(form).queryByRole('progressbar')).toBeNull());
    await user.type(within(form).getByLabelText('키 (cm, 선택)'), '172');
    await user.click(within(form).getByRole('button', { name: '리뷰 등록' }));

    await waitFor(() => expect(location.history?.at(-1)).toBe('/my/reviews?tab=mine'));
    expect(store.get(toastAtom)?.message).toBe('리뷰를 등록했어요. 검수 후 게시되면 포인트가 적립돼요.');
    const created = mockState().reviews.find((review) => review.orderProductId === lineId);
    expect(mockState().reviews).toHaveLength(before + 1);
    expect(created?.status).toBe('READY');
    expect(created?.rating).toBe(4);
    expect(created?.size?.height).toBe(172);
    expect(created?.images).toHaveLength(2);
    expect(created?.images.every((url) => url.includes('/mock-uploads/'))).toBe(true);
  });
});

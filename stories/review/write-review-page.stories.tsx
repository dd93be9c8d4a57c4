import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { OrderProductDetailDocument, UploadTargetDocument } from '../../frontend/src/lib/__generated__/graphql';
import { operationOverride } from '../../mocks/overrides';
import { errorStory, loadingStory } from '../support/states';
import { REVIEWABLE_LINE, ReviewRoutes } from './review-story';

const meta = {
  title: 'review/WriteReviewPage',
  component: ReviewRoutes,
  parameters: { route: `/my/reviews/write/${REVIEWABLE_LINE}` },
} satisfies Meta<typeof ReviewRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = (canvasElement: HTMLElement) => within(canvasElement).findByRole('form', { name: '리뷰 작성' }, { timeout: 5000 });
const jpeg = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type: 'image/jpeg' });

/** A fresh form: the line, its deadline, stars, questions, text, photos and body size. */
export const EmptyForm: Story = {
  play: async ({ canvasElement }) => {
    const review = await form(canvasElement);
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: '리뷰 쓰기' })).toBeVisible();
    await expect(within(review).getByRole('radio', { name: '5점 최고예요' })).not.toBeChecked();
    await expect(within(review).getByRole('button', { name: '사진 추가' })).toBeEnabled();
    await expect(within(review).getByRole('button', { name: '리뷰 등록' })).toBeEnabled();
  },
};

/** Stars, text and a measurement filled in, ready to send. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const review = await form(canvasElement);
    await userEvent.click(within(review).getByRole('radio', { name: '5점 최고예요' }));
    await userEvent.type(within(review).getByLabelText(/리뷰 내용/), '모자 챙이 단단하고 로고 자수가 깔끔해요.');
    await userEvent.type(within(review).getByLabelText('키 (cm, 선택)'), '168');
    await expect(within(review).getByRole('radio', { name: '5점 최고예요' })).toBeChecked();
    await expect(within(review).getByText('최고예요')).toBeVisible();
  },
};

/** Sent empty: each rule in the server's words, under its field. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const review = await form(canvasElement);
    await userEvent.type(within(review).getByLabelText('몸무게 (kg, 선택)'), '500');
    await userEvent.click(within(review).getByRole('button', { name: '리뷰 등록' }));
    await expect(await within(review).findByText('별점을 1~5점 중에서 선택해 주세요.')).toBeVisible();
    await expect(within(review).getByText('리뷰는 10자 이상 써 주세요.')).toBeVisible();
    await expect(within(review).getByText('몸무게는 20~300kg 사이의 숫자로 입력해 주세요.')).toBeVisible();
  },
};

/** A photo on its way up: the tile shows its progress and sending waits for it. */
export const Uploading: Story = {
  parameters: { msw: [operationOverride(UploadTargetDocument, { loading: true })] },
  play: async ({ canvasElement }) => {
    const review = await form(canvasElement);
    await userEvent.upload(within(review).getByLabelText('리뷰 사진 선택'), jpeg('cap.jpg'));
    await waitFor(() => expect(within(review).getByRole('progressbar', { name: '사진 1 올리는 중' })).toBeVisible());
    await expect(within(review).getByRole('status')).toHaveTextContent('사진을 올리는 중이에요.');
  },
};

export const Loading: Story = loadingStory(OrderProductDetailDocument);

export const Error: Story = errorStory(OrderProductDetailDocument, '주문 상품을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.');

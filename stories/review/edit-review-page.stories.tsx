import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ReviewDetailDocument } from '../../frontend/src/lib/__generated__/graphql';
import { StandardIds } from '../../mocks/scenarios/activity/ids';
import { errorStory, loadingStory } from '../support/states';
import { REJECTED_REVIEW, ReviewRoutes } from './review-story';

const meta = {
  title: 'review/EditReviewPage',
  component: ReviewRoutes,
  parameters: { route: `/my/reviews/${REJECTED_REVIEW}/edit` },
} satisfies Meta<typeof ReviewRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A rejected review: the staff's reason above the form, which starts from what was written. */
export const RejectedReview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const review = await canvas.findByRole('form', { name: '리뷰 작성' }, { timeout: 5000 });
    await expect(canvas.getByRole('heading', { level: 1, name: '리뷰 수정' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: '반려 사유' })).toHaveTextContent('1:1 문의');
    await expect(within(review).getByLabelText(/리뷰 내용/)).not.toHaveValue('');
    await expect(within(review).getByRole('button', { name: '수정해서 다시 등록' })).toBeEnabled();
  },
};

/** A published review cannot be changed any more. */
export const Published: Story = {
  parameters: { route: `/my/reviews/${StandardIds.review.teeApplied}/edit` },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('이미 게시된 리뷰는 수정할 수 없어요')).toBeVisible();
  },
};

export const Loading: Story = loadingStory(ReviewDetailDocument);

export const Error: Story = errorStory(ReviewDetailDocument, '리뷰를 불러오지 못했어요. 잠시 후 다시 시도해 주세요.');

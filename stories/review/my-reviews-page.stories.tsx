import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MyReviewsScreen } from '../../frontend/src/features/review/review-routes';
import { MyReviewsDocument, RejectedReviewsDocument, ReviewableOrderProductsDocument } from '../../frontend/src/lib/__generated__/graphql';
import { errorStory, loadingStory } from '../support/states';

const meta = {
  title: 'review/MyReviewsPage',
  component: MyReviewsScreen,
  parameters: { route: '/my/reviews' },
} satisfies Meta<typeof MyReviewsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvasElement: HTMLElement, name: string) => within(canvasElement).findByRole('list', { name });

/** Delivered lines still open for a review, each with its deadline and 리뷰 쓰기. */
export const Writable: Story = {
  play: async ({ canvasElement }) => {
    const items = within(await list(canvasElement, '작성 가능한 리뷰 목록')).getAllByRole('listitem');
    await expect(items.length).toBeGreaterThan(0);
    await expect(within(items[0] as HTMLElement).getByText(/까지 작성할 수 있어요$/)).toBeVisible();
    await expect(within(items[0] as HTMLElement).getByRole('link', { name: /리뷰 쓰기$/ })).toBeVisible();
  },
};

/** Every review of the member with its status; waiting and rejected ones can be edited. */
export const Mine: Story = {
  parameters: { route: '/my/reviews?tab=mine' },
  play: async ({ canvasElement }) => {
    const mine = await list(canvasElement, '내가 쓴 리뷰 목록');
    await expect(within(mine).getByText('검수 중')).toBeVisible();
    await expect(within(mine).getByText('게시됨')).toBeVisible();
    await expect(within(mine).getByText('반려됨')).toBeVisible();
    await expect(within(mine).getAllByRole('link', { name: /리뷰 수정$/ })).toHaveLength(2);
  },
};

/** The staff's reason comes first, then a way to fix it. */
export const RejectedWithFeedback: Story = {
  parameters: { route: '/my/reviews?tab=rejected' },
  play: async ({ canvasElement }) => {
    const rejected = await list(canvasElement, '반려된 리뷰 목록');
    await expect(within(rejected).getByRole('region', { name: '반려 사유' })).toHaveTextContent('1:1 문의');
    await expect(within(rejected).getByRole('link', { name: /수정하기$/ })).toBeVisible();
  },
};

export const EmptyWritable: Story = {
  parameters: { scenario: 'new-member' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('지금 리뷰를 쓸 수 있는 상품이 없어요')).toBeVisible();
  },
};

export const EmptyMine: Story = {
  parameters: { scenario: 'new-member', route: '/my/reviews?tab=mine' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('아직 쓴 리뷰가 없어요')).toBeVisible();
  },
};

export const EmptyRejected: Story = {
  parameters: { scenario: 'new-member', route: '/my/reviews?tab=rejected' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('반려된 리뷰가 없어요')).toBeVisible();
  },
};

/** A state story on another tab's address. */
const onTab = <S extends { parameters: object }>(story: S, tab: string): S => ({ ...story, parameters: { ...story.parameters, route: `/my/reviews?tab=${tab}` } });

export const Loading: Story = loadingStory(ReviewableOrderProductsDocument);

export const LoadingMine: Story = onTab(loadingStory(MyReviewsDocument), 'mine');

export const Error: Story = errorStory(ReviewableOrderProductsDocument, '작성 가능한 리뷰를 불러오지 못했어요. 잠시 후 다시 시도해 주세요.');

export const ErrorRejected: Story = onTab(errorStory(RejectedReviewsDocument, '반려된 리뷰를 불러오지 못했어요. 잠시 후 다시 시도해 주세요.'), 'rejected');

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WishlistScreen } from '../../frontend/src/features/wishlist/wishlist-routes';
import { MyWishlistDocument } from '../../frontend/src/lib/__generated__/graphql';
import { buildProduct, buildSoldOutProduct, buildWishlistItem, buildWishlistPage } from '../../mocks/factories';
import { operationOverride } from '../../mocks/overrides';
import { errorStory, loadingStory } from '../support/states';

const meta = {
  title: 'wishlist/WishlistPage',
  component: WishlistScreen,
  parameters: { route: '/my/wishlist' },
} satisfies Meta<typeof WishlistScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvasElement: HTMLElement) => within(canvasElement).findByRole('list', { name: '찜한 상품 목록' });

const filled = buildWishlistPage({
  items: [
    buildWishlistItem({ product: buildProduct({ name: '한빛 로고 후드', isWished: true, isSoldOut: false, isPurchasable: true, saleStartedAt: null, saleEndedAt: null }) }),
    buildWishlistItem({ product: buildSoldOutProduct({ name: '2026 경영학과 과잠', isWished: true, saleStartedAt: null, saleEndedAt: null }) }),
    buildWishlistItem({ product: buildProduct({ name: '지난 학기 에코백', isWished: true, saleEndedAt: '2020-01-31T15:00:00.000Z' }) }),
  ],
});

/** Wished products, newest first: sold-out and ended ones are marked. */
export const Filled: Story = {
  parameters: { msw: [operationOverride(MyWishlistDocument, { data: { myWishlist: filled } })] },
  play: async ({ canvasElement }) => {
    const items = within(await list(canvasElement)).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(within(items[0] as HTMLElement).getByText('구매 가능')).toBeVisible();
    await expect(within(items[1] as HTMLElement).getByText('품절')).toBeVisible();
    await expect(within(items[2] as HTMLElement).getByText('판매 종료')).toBeVisible();
    await expect(within(items[0] as HTMLElement).getByRole('button', { name: '찜 해제: 한빛 로고 후드' })).toBeEnabled();
  },
};

/** Nothing wished yet: the way to the products. */
export const Empty: Story = {
  parameters: { scenario: 'new-member' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('찜한 상품이 없어요')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '상품 보러 가기' })).toHaveAttribute('href', '/products');
  },
};

export const Loading: Story = loadingStory(MyWishlistDocument);

export const Error: Story = errorStory(MyWishlistDocument, '찜한 상품을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.');

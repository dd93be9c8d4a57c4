import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ProductListDocument } from '../../frontend/src/lib/__generated__/graphql';
import { RecentlyViewed } from '../../frontend/src/widgets/recent/recently-viewed';
import { operationOverride } from '../../mocks/overrides';

// 최근 본 상품 as the home page, the product list and the my page show it. The ids live in this
// device's storage (recent-store.ts); each story writes its own before rendering and clears them after.
const VIEWED_KEY = 'recent:viewed-products';

const viewed = (ids: number[]) => () => {
  localStorage.setItem(VIEWED_KEY, JSON.stringify(ids));
  return {};
};

const meta = {
  title: 'widgets/RecentlyViewed',
  component: RecentlyViewed,
  parameters: { route: '/' },
} satisfies Meta<typeof RecentlyViewed>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two products seen lately, newest first, as cards in a strip that scrolls sideways. */
export const Filled: Story = {
  loaders: [viewed([20, 19])],
  play: async ({ canvasElement }) => {
    const strip = await within(canvasElement).findByRole('list', { name: '최근 본 상품 목록' });
    const names = within(strip).getAllByRole('link').map((link) => link.textContent ?? '');
    await expect(names[0]).toContain('한빛 보아 플리스 점퍼');
    await expect(names[1]).toContain('한빛 플리스 자켓');
    localStorage.removeItem(VIEWED_KEY);
  },
};

/** On a product's own page that product is left out of the strip. */
export const WithoutTheCurrentProduct: Story = {
  args: { excludeId: 20 },
  loaders: [viewed([20, 19])],
  play: async ({ canvasElement }) => {
    const strip = await within(canvasElement).findByRole('list', { name: '최근 본 상품 목록' });
    await expect(within(strip).getAllByRole('listitem')).toHaveLength(1);
    await expect(strip).not.toHaveTextContent('한빛 보아 플리스 점퍼');
    localStorage.removeItem(VIEWED_KEY);
  },
};

/** Nothing seen yet on this device: the section is not there at all. */
export const Empty: Story = {
  loaders: [viewed([])],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading', { name: '최근 본 상품' })).toBeNull();
  },
};

/** While the products load the strip waits unseen, so the page above it never moves. */
export const Loading: Story = {
  loaders: [viewed([20])],
  parameters: { msw: [operationOverride(ProductListDocument, { loading: true })] },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(within(canvasElement).queryByRole('heading', { name: '최근 본 상품' })).toBeNull();
    localStorage.removeItem(VIEWED_KEY);
  },
};

/** A failed answer costs only this extra: the page around it shows no error for it. */
export const Failed: Story = {
  loaders: [viewed([20])],
  parameters: { msw: [operationOverride(ProductListDocument, { error: { code: 'INTERNAL_SERVER_ERROR', message: '상품을 불러오지 못했어요.' } })] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).queryByRole('alert')).toBeNull());
    await expect(within(canvasElement).queryByRole('heading', { name: '최근 본 상품' })).toBeNull();
    localStorage.removeItem(VIEWED_KEY);
  },
};

/** Products seen once but since hidden or deleted drop out; with none left, nothing shows. */
export const OnlyGoneProducts: Story = {
  loaders: [viewed([999_999])],
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(within(canvasElement).queryByRole('heading', { name: '최근 본 상품' })).toBeNull();
    localStorage.removeItem(VIEWED_KEY);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ProductListPage } from '../../frontend/src/features/catalog/product-list/product-list-page';
import { ProductListDocument } from '../../frontend/src/lib/__generated__/graphql';
import { operationOverride } from '../../mocks/overrides';
import { withShopClock } from '../support/clock';
import { errorStory, loadingStory } from '../support/states';

const meta = {
  title: 'catalog/ProductListPage',
  component: ProductListPage,
  decorators: [withShopClock],
  parameters: { route: '/products' },
} satisfies Meta<typeof ProductListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole shop, newest first, 20 to a page; the rest loads as the list nears its end. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: '전체 상품 상품 목록' });
    await expect(within(list).getAllByRole('link')).toHaveLength(20);
    await expect(canvas.getByRole('link', { name: '전체', current: true })).toBeVisible();
  },
};

/** A main category with its sub categories; 품절, 단체주문 and 판매 종료 on the cards. */
export const Category: Story = {
  parameters: { route: '/products?category=75' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: '과잠·점퍼 상품 목록' });
    await expect(within(list).getAllByText('품절').length).toBeGreaterThan(0);
    await expect(within(list).getAllByText('단체주문').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('navigation', { name: '과잠·점퍼 세부 카테고리' })).toBeVisible();
  },
};

/** Only what can be bought now: no sold-out, upcoming or closed sales. */
export const OnlyAvailable: Story = {
  parameters: { route: '/products?category=75&available=1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: '과잠·점퍼 상품 목록' });
    await expect(canvas.getByRole('checkbox', { name: '구매 가능한 상품만 보기' })).toBeChecked();
    await expect(within(list).queryAllByText('품절')).toHaveLength(0);
  },
};

/** The department filter: one department's group purchases. */
export const GroupCategory: Story = {
  parameters: { route: '/products?group=91' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: '컴퓨터공학과 상품 목록' });
    await expect(within(list).getAllByRole('link').length).toBeGreaterThan(0);
  },
};

/** Every product sold out (the `sold-out` scenario): cards dimmed with 품절. */
export const SoldOutShop: Story = {
  parameters: { scenario: 'sold-out', route: '/products?category=72' },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: '플리스 상품 목록' });
    // A card's link holds its name; 품절 is in what the card says about it (its description).
    for (const card of within(list).getAllByRole('link')) await expect(card).toHaveAccessibleDescription(/품절/);
  },
};

export const Loading: Story = loadingStory(ProductListDocument);

export const Empty: Story = {
  parameters: {
    route: '/products?category=72&available=1',
    msw: [operationOverride(ProductListDocument, { data: { products: { total: 0, nextCursor: null, items: [] } } })],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('조건에 맞는 상품이 없어요')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '전체 상품 보기' })).toHaveAttribute('href', '/products');
  },
};

const FAILURE = '상품 목록을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.';

export const Error: Story = errorStory(ProductListDocument, FAILURE);

/** Choosing a category starts a new list from the top. */
export const ChangeCategory: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: '전체 상품 상품 목록' });
    await userEvent.click(within(canvas.getByRole('navigation', { name: '카테고리' })).getByRole('link', { name: '플리스' }));
    const list = await canvas.findByRole('list', { name: '플리스 상품 목록' });
    await expect(within(list).getAllByRole('link')).toHaveLength(5);
  },
};

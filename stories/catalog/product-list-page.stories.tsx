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
    // The switch sits in the 필터 sheet, whose button counts the sheet's filters in use.
    await userEvent.click(canvas.getByRole('button', { name: '필터 1' }));
    const sheet = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: '필터' });
    await expect(within(sheet).getByRole('checkbox', { name: '구매 가능한 상품만 보기' })).toBeChecked();
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

/** A search (`?q=후드`): name, tag and category matches, sold-out ones last (ADR 0058). */
export const Search: Story = {
  parameters: { route: '/products?q=%ED%9B%84%EB%93%9C' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: '‘후드’ 검색 결과 상품 목록' });
    await expect(within(list).getByRole('link', { name: /한빛 로고 후드티/ })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: '정렬' })).toHaveValue('NEWEST');
  },
};

/** A search nothing matches: the empty state suggests 초성 and fewer words. */
export const SearchEmpty: Story = {
  parameters: { route: '/products?q=%EB%83%89%EC%9E%A5%EA%B3%A0' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('조건에 맞는 상품이 없어요')).toBeVisible();
    await expect(canvas.getByText('검색어를 줄이거나 초성(예: ㄱㅈ)으로 찾아보세요.')).toBeVisible();
  },
};

/** The 필터 sheet: departments, price range and the only-available switch in one dialog. */
export const FilterSheet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: '전체 상품 상품 목록' });
    await userEvent.click(canvas.getByRole('button', { name: '필터' }));
    const sheet = within(within(canvasElement.ownerDocument.body).getByRole('dialog', { name: '필터' }));
    await expect(sheet.getByRole('navigation', { name: '학과·단체 상품' })).toBeVisible();
    await userEvent.type(sheet.getByRole('textbox', { name: '최저 가격(원)' }), '50000');
    await userEvent.type(sheet.getByRole('textbox', { name: '최고 가격(원)' }), '10000');
    await userEvent.click(sheet.getByRole('button', { name: '가격 적용' }));
    await expect(sheet.getByText('최저 가격이 최고 가격보다 높아요. 가격 범위를 다시 골라 주세요.')).toBeVisible();
  },
};

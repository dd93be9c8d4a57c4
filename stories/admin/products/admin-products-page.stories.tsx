import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StaffProductsDocument } from '../../../frontend/src/lib/__generated__/graphql';
import { operationOverride } from '../../../mocks/overrides';
import { errorStory, loadingStory } from '../../support/states';
import { AdminArea, adminStory, LAPTOP, READONLY } from '../support';

const meta = {
  title: 'admin/products/AdminProductsPage',
  component: AdminArea,
  ...adminStory('/admin/products'),
} satisfies Meta<typeof AdminArea>;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectRows(canvasElement: HTMLElement) {
  const table = await within(canvasElement).findByRole('table', { name: '상품 목록' });
  await expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
  return table;
}

/** Every product of the shop, hidden ones too, with stock and status badges; ADMIN may add one. */
export const Filled: Story = {
  globals: LAPTOP,
  play: async ({ canvasElement }) => {
    await expectRows(canvasElement);
    await expect(within(canvasElement).getByRole('link', { name: '새 상품 등록' })).toBeVisible();
    await expect(within(canvasElement).getByRole('search', { name: '상품 찾기' })).toBeVisible();
  },
};

/** The same list on a phone: each row reads as a card. */
export const FilledPhone: Story = {
  parameters: { route: '/admin/products' },
  play: async ({ canvasElement }) => {
    await expectRows(canvasElement);
  },
};

/** Filters in the address: sold-out products only. */
export const SoldOut: Story = {
  globals: LAPTOP,
  parameters: { route: '/admin/products?soldOut=1' },
  play: async ({ canvasElement }) => {
    const table = await expectRows(canvasElement);
    await expect(within(table).getAllByText('품절').length).toBeGreaterThan(0);
    await expect(within(canvasElement).getByRole('checkbox', { name: '품절' })).toBeChecked();
  },
};

/** ADMINHIDDEN reads the list but gets no button to add a product. */
export const ReadOnly: Story = {
  globals: LAPTOP,
  parameters: { route: '/admin/products', ...READONLY },
  play: async ({ canvasElement }) => {
    await expectRows(canvasElement);
    await expect(within(canvasElement).queryByRole('link', { name: '새 상품 등록' })).toBeNull();
  },
};

export const Empty: Story = {
  globals: LAPTOP,
  parameters: {
    route: '/admin/products',
    msw: [operationOverride(StaffProductsDocument, { data: { staffProducts: { items: [], total: 0, page: 1, pageSize: 20 } } })],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('조건에 맞는 상품이 없어요')).toBeVisible();
  },
};

const loading = loadingStory(StaffProductsDocument);
export const Loading: Story = { ...loading, globals: LAPTOP, parameters: { route: '/admin/products', ...loading.parameters } };

const error = errorStory(StaffProductsDocument, '상품 목록을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.');
export const Error: Story = { ...error, parameters: { route: '/admin/products', ...error.parameters } };

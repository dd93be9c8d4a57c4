import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StaffRestockDemandDocument } from '../../../frontend/src/lib/__generated__/graphql';
import { operationOverride } from '../../../mocks/overrides';
import { errorStory, loadingStory } from '../../support/states';
import { AdminArea, adminStory, LAPTOP, READONLY } from '../support';

const meta = {
  title: 'admin/restock/RestockBoard',
  component: AdminArea,
  ...adminStory('/admin/restock'),
} satisfies Meta<typeof AdminArea>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowsOf = async (canvasElement: HTMLElement) => {
  const table = await within(canvasElement).findByRole('table', { name: '재입고 요청' });
  return within(table).getAllByRole('row').slice(1);
};

/** Sold-out products with the most waiting members first. */
export const Filled: Story = {
  globals: LAPTOP,
  play: async ({ canvasElement }) => {
    await waitFor(async () => expect((await rowsOf(canvasElement)).length).toBeGreaterThanOrEqual(3));
    const rows = await rowsOf(canvasElement);
    await expect(rows[0]).toHaveTextContent('5명');
    await expect(within(rows[0]!).getByText('품절')).toBeVisible();
  },
};

export const FilledPhone: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(async () => expect((await rowsOf(canvasElement)).length).toBeGreaterThanOrEqual(3));
  },
};

/** One click opens the dialog, which says how many will be told; saving tells them and the product leaves the board. */
export const RaiseStock: Story = {
  globals: LAPTOP,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await rowsOf(canvasElement);
    const before = rows.length;
    await userEvent.click(within(rows[0]!).getByRole('button', { name: /재고 채우기/ }));
    const dialog = await within(document.body).findByRole('dialog', { name: '재고 채우기' });
    await expect(within(dialog).getByText('저장하면 기다리는 5명에게 재입고 알림을 보내요.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '재고 채우기' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('기다리던 5명에게 재입고 알림을 보냈어요.'));
    await waitFor(async () => expect(await rowsOf(canvasElement)).toHaveLength(before - 1));
  },
};

/** Look-only staff read the board without the raise buttons. */
export const ReadOnly: Story = {
  globals: LAPTOP,
  parameters: READONLY,
  play: async ({ canvasElement }) => {
    await rowsOf(canvasElement);
    await expect(within(canvasElement).queryByRole('button', { name: /재고 채우기/ })).toBeNull();
  },
};

export const ReadOnlyPhone: Story = {
  parameters: READONLY,
  play: async ({ canvasElement }) => {
    await rowsOf(canvasElement);
    await expect(within(canvasElement).queryByRole('button', { name: /재고 채우기/ })).toBeNull();
  },
};

export const Empty: Story = {
  globals: LAPTOP,
  parameters: { msw: [operationOverride(StaffRestockDemandDocument, { data: { staffRestockDemand: { items: [], total: 0, waitingMembers: 0 } } })] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('재입고를 기다리는 회원이 없어요')).toBeVisible();
  },
};

export const Loading: Story = { globals: LAPTOP, ...loadingStory(StaffRestockDemandDocument) };

export const Error: Story = errorStory(StaffRestockDemandDocument, '재입고 요청을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.');

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StaffMembersDocument } from '../../../frontend/src/lib/__generated__/graphql';
import { operationOverride } from '../../../mocks/overrides';
import { errorStory, loadingStory } from '../../support/states';
import { AdminArea, adminStory, LAPTOP } from '../support';

const meta = {
  title: 'admin/members/MemberList',
  component: AdminArea,
  ...adminStory('/admin/members'),
} satisfies Meta<typeof AdminArea>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowsOf = async (canvasElement: HTMLElement) => {
  const table = await within(canvasElement).findByRole('table', { name: '회원 목록' });
  return within(table).getAllByRole('row').slice(1);
};

/** Every member of the shop, newest first, with level and point balance (the staff scenario's three). */
export const Filled: Story = {
  globals: LAPTOP,
  play: async ({ canvasElement }) => {
    await waitFor(async () => expect(await rowsOf(canvasElement)).toHaveLength(3));
    await expect(within(canvasElement).getByRole('link', { name: '김한빛' })).toBeVisible();
  },
};

/** At 360 px each member becomes a card of labelled rows. */
export const FilledPhone: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(async () => expect(await rowsOf(canvasElement)).toHaveLength(3));
  },
};

/** A phone number typed with dashes finds its member once typing pauses; the filter narrows the server's answer. */
export const SearchAndFilter: Story = {
  globals: LAPTOP,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox', { name: '회원 검색' }), '010-1234-5678');
    await waitFor(async () => expect(await rowsOf(canvasElement)).toHaveLength(1));
    await expect(canvas.getByRole('link', { name: '김한빛' })).toBeVisible();
    await userEvent.clear(canvas.getByRole('searchbox', { name: '회원 검색' }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '등급' }), 'ADMIN');
    await waitFor(async () => expect(await rowsOf(canvasElement)).toHaveLength(1));
    await expect(canvas.getByRole('link', { name: '박생협' })).toBeVisible();
  },
};

export const Empty: Story = {
  globals: LAPTOP,
  parameters: { msw: [operationOverride(StaffMembersDocument, { data: { staffMembers: { items: [], total: 0 } } })] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('찾는 회원이 없어요')).toBeVisible();
  },
};

export const Loading: Story = { globals: LAPTOP, ...loadingStory(StaffMembersDocument) };

export const Error: Story = errorStory(StaffMembersDocument, '회원 목록을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.');

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StaffMessagesDocument } from '../../frontend/src/lib/__generated__/graphql';
import { buildMessage, buildStaffMessage, buildStaffMessagePage } from '../../mocks/factories';
import { operationOverride } from '../../mocks/overrides';
import { errorStory, loadingStory } from '../support/states';
import { AdminArea, adminStory, LAPTOP, READONLY } from './support';

const meta = {
  title: 'admin/StaffMessages',
  component: AdminArea,
  ...adminStory('/admin/messages'),
} satisfies Meta<typeof AdminArea>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = buildStaffMessagePage({
  items: [
    buildStaffMessage({ message: buildMessage({ status: 'FAILED', channel: 'SMS', template: 'ORDER_PAID', title: '결제 완료' }) }),
    buildStaffMessage({ message: buildMessage({ status: 'SENT', channel: 'ALIMTALK' }) }),
    buildStaffMessage({ message: buildMessage({ status: 'QUEUED', channel: null }) }),
  ],
  total: 3,
});

/** Every member's messages with recipient, attempts and the provider's last answer. */
export const Filled: Story = {
  globals: LAPTOP,
  parameters: { msw: [operationOverride(StaffMessagesDocument, { data: { staffMessages: page } })] },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: '메시지 목록' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(list).getByText('Solapi 503 (5번 시도)')).toBeVisible();
    await expect(within(list).getByRole('button', { name: '다시 보내기' })).toBeVisible();
  },
};

/** Look-only staff read the same log without the resend button. */
export const ReadOnly: Story = {
  parameters: { ...READONLY, msw: [operationOverride(StaffMessagesDocument, { data: { staffMessages: page } })] },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: '메시지 목록' });
    await expect(within(list).getByText('Solapi 503 (5번 시도)')).toBeVisible();
    await expect(within(list).queryByRole('button', { name: '다시 보내기' })).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: [operationOverride(StaffMessagesDocument, { data: { staffMessages: buildStaffMessagePage({ items: [], total: 0 }) } })] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('해당하는 메시지가 없어요')).toBeVisible();
  },
};

export const Loading: Story = loadingStory(StaffMessagesDocument);

export const Error: Story = errorStory(StaffMessagesDocument, '메시지 목록을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.');

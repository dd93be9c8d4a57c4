import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MessagesScreen } from '../../frontend/src/features/messaging/messaging-routes';
import { MyMessagesDocument } from '../../frontend/src/lib/__generated__/graphql';
import { errorStory, loadingStory } from '../support/states';

const meta = {
  title: 'messaging/MessagesPage',
  component: MessagesScreen,
  parameters: { route: '/my/messages' },
} satisfies Meta<typeof MessagesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo member's notifications: virtual-account notices with the account number, payments. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: '알림 내역' });
    const items = within(list).getAllByRole('listitem');
    await expect(items.length).toBeGreaterThan(0);
    await expect(within(list).getAllByText(/계좌번호: /).length).toBeGreaterThan(0);
    await expect(within(canvasElement).getByText(/광고성 알림은/)).toBeVisible();
  },
};

/** A member who has not ordered yet. */
export const Empty: Story = {
  parameters: { scenario: 'new-member' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('받은 알림이 없어요')).toBeVisible();
  },
};

export const Loading: Story = loadingStory(MyMessagesDocument);

export const Error: Story = errorStory(MyMessagesDocument, '알림 내역을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.');

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { RestockScreen } from '../../frontend/src/features/restock/restock-routes';
import { DeleteProductRestockNotificationDocument, RestockNotificationsDocument } from '../../frontend/src/lib/__generated__/graphql';
import { operationOverride } from '../../mocks/overrides';
import { errorStory, loadingStory } from '../support/states';

const meta = {
  title: 'restock/RestockPage',
  component: RestockScreen,
  parameters: { route: '/my/restock' },
} satisfies Meta<typeof RestockScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvasElement: HTMLElement) => within(canvasElement).findByRole('list', { name: '재입고 알림 목록' });
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The demo member's sold-out products, newest request first. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const items = within(await list(canvasElement)).getAllByRole('listitem');
    await expect(items.length).toBeGreaterThan(0);
    await expect(within(items[0] as HTMLElement).getByText('품절')).toBeVisible();
  },
};

/** Removing asks first. */
export const ConfirmRemoval: Story = {
  play: async ({ canvasElement }) => {
    const first = within(await list(canvasElement)).getAllByRole('listitem')[0] as HTMLElement;
    await userEvent.click(within(first).getByRole('button', { name: /재입고 알림 취소$/ }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: '재입고 알림을 취소할까요?' });
    await expect(within(dialog).getByRole('button', { name: '유지하기' })).toBeEnabled();
  },
};

/** The removal failed: the dialog stays with the reason. */
export const RemovalRefused: Story = {
  parameters: {
    msw: [
      operationOverride(DeleteProductRestockNotificationDocument, {
        error: { code: 'INTERNAL_SERVER_ERROR', message: '재입고 알림을 취소하지 못했어요. 잠시 후 다시 시도해 주세요.' },
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const first = within(await list(canvasElement)).getAllByRole('listitem')[0] as HTMLElement;
    await userEvent.click(within(first).getByRole('button', { name: /재입고 알림 취소$/ }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: '재입고 알림을 취소할까요?' });
    await userEvent.click(within(dialog).getByRole('button', { name: '알림 취소' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('재입고 알림을 취소하지 못했어요.');
  },
};

export const Empty: Story = {
  parameters: { scenario: 'new-member' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('신청한 재입고 알림이 없어요')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '상품 보러 가기' })).toHaveAttribute('href', '/products');
  },
};

export const Loading: Story = loadingStory(RestockNotificationsDocument);

export const Error: Story = errorStory(RestockNotificationsDocument, '재입고 알림을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.');

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RequestOrderProductCancelDocument } from '../../frontend/src/lib/__generated__/graphql';
import { operationOverride } from '../../mocks/overrides';
import { StandardIds } from '../../mocks/scenarios/activity/ids';
import { OrderRoutes } from './order-story';

// The varsity jacket staff already prepare: the member cannot cancel it alone, only ask (ADR 0052).
const meta = {
  title: 'order/OrderCancelRequest',
  component: OrderRoutes,
  parameters: { route: `/my/orders/${StandardIds.order.groupPickupPreparing}` },
} satisfies Meta<typeof OrderRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The scenario's request waits; withdrawing it brings 취소 요청 back, which sends a new one. */
export const WithdrawAndAsk: Story = {
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: '주문 상품 목록' });
    await expect(within(list).queryByRole('button', { name: /주문 취소$/ })).toBeNull();
    await expect(await within(list).findByText('취소 요청을 보냈어요. 운영진이 확인하고 있어요.')).toBeVisible();
    await userEvent.click(within(list).getByRole('button', { name: /취소 요청 철회$/ }));
    await expect(await within(list).findByText('취소 요청을 철회했어요.')).toBeVisible();
    await userEvent.click(within(list).getByRole('button', { name: /취소 요청$/ }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: '취소 요청' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /취소 사유/ }), '졸업 사진 일정이 바뀌었어요.');
    await userEvent.click(within(dialog).getByRole('button', { name: '요청 보내기' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(await within(list).findByText('취소 요청을 보냈어요. 운영진이 확인하고 있어요.')).toBeVisible();
  },
};

/** A refusal (a reason too short) is said in the dialog, which stays open. */
export const AskRefused: Story = {
  parameters: {
    msw: [operationOverride(RequestOrderProductCancelDocument, { error: { code: 'BAD_USER_INPUT', message: '취소 사유를 2자 이상 입력해 주세요.' } })],
  },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: '주문 상품 목록' });
    await userEvent.click(await within(list).findByRole('button', { name: /취소 요청 철회$/ }));
    await userEvent.click(await within(list).findByRole('button', { name: /취소 요청$/ }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: '취소 요청' });
    await userEvent.click(within(dialog).getByRole('button', { name: '요청 보내기' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('취소 사유를');
  },
};

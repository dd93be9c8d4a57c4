import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LineCancelAction } from '../../../frontend/src/features/admin/refunds/line-cancel-action';
import { StaffCancelPreviewDocument } from '../../../frontend/src/lib/__generated__/graphql';
import { operationOverride } from '../../../mocks/overrides';
import { StandardIds } from '../../../mocks/scenarios/activity/ids';
import { LAPTOP, READONLY } from '../support';

// The order page (another area) renders this beside each line; here it stands alone on the PAID
// short padding of the staff scenario (25,000-won class line paid with 1,500 points).
const meta = {
  title: 'admin/refunds/LineCancelAction',
  component: LineCancelAction,
  args: { orderProductId: StandardIds.orderProduct.shortPadding, onDone: fn() },
  parameters: { scenario: 'staff' },
} satisfies Meta<typeof LineCancelAction>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The preview comes first; a reason is required; confirming cancels and refunds. */
export const Filled: Story = {
  globals: LAPTOP,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '취소·환불' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: '주문 상품 취소·환불' });
    await expect(await within(dialog).findByText('돌려줄 포인트')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '취소하고 환불하기' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('사유');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /취소 사유/ }), '품절로 발송이 어려워요.');
    await userEvent.click(within(dialog).getByRole('button', { name: '취소하고 환불하기' }));
    await expect(await within(dialog).findByText('취소하고 환불까지 마쳤어요.')).toBeVisible();
    await waitFor(() => expect(args.onDone).toHaveBeenCalled());
  },
};

export const FilledPhone: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '취소·환불' }));
    await expect(await body(canvasElement).findByText('환불 금액')).toBeVisible();
  },
};

/** Look-only staff get no button at all. */
export const Readonly: Story = {
  globals: LAPTOP,
  parameters: READONLY,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).queryByRole('button', { name: '취소·환불' })).toBeNull());
  },
};

/** A line that can no longer be cancelled: the preview's refusal is said in the dialog. */
export const Refused: Story = {
  globals: LAPTOP,
  parameters: {
    msw: [
      operationOverride(StaffCancelPreviewDocument, {
        error: { code: 'INVALID_STATE', message: "'한빛 숏패딩' 상품은 지금 '배송중' 상태라 취소할 수 없어요." },
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '취소·환불' }));
    const dialog = await body(canvasElement).findByRole('dialog');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('취소할 수 없어요');
  },
};

/** The preview is still on its way. */
export const Loading: Story = {
  parameters: { msw: [operationOverride(StaffCancelPreviewDocument, { loading: true })] },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '취소·환불' }));
    const dialog = await body(canvasElement).findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: '취소하고 환불하기' })).toBeDisabled();
  },
};

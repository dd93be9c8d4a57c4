import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StaffCancelRequestsDocument, StaffRefundsDocument } from '../../../frontend/src/lib/__generated__/graphql';
import { operationOverride } from '../../../mocks/overrides';
import { errorStory, loadingStory } from '../../support/states';
import { AdminArea, adminStory, LAPTOP, READONLY } from '../support';

// The staff scenario starts with one open cancel request (a PREPARING varsity jacket) and one
// refund the provider refused, so every tab has work on it.
const meta = {
  title: 'admin/refunds/RefundsPage',
  component: AdminArea,
  ...adminStory('/admin/refunds'),
} satisfies Meta<typeof AdminArea>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvasElement: HTMLElement) => within(canvasElement).findByRole('heading', { level: 1, name: '취소·환불' });

/** 취소 요청: approving cancels and refunds the line; the request leaves the queue. */
export const Filled: Story = {
  globals: LAPTOP,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    const table = await canvas.findByRole('table', { name: '취소 요청 목록' });
    await expect(within(table).getByText('사이즈를 잘못 골랐어요.')).toBeVisible();
    await userEvent.click(within(table).getByRole('button', { name: '승인하고 환불' }));
    await expect(await canvas.findByText('답변할 취소 요청이 없어요')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: '처리 내역' }));
    await expect(await canvas.findByRole('table', { name: '환불 처리 내역' })).toBeVisible();
  },
};

export const FilledPhone: Story = {
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    await expect(await within(canvasElement).findByRole('button', { name: '거절' })).toBeVisible();
  },
};

/** 환불 실패: the provider's words, and a retry that clears the list. */
export const RetryFailed: Story = {
  globals: LAPTOP,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: '환불 실패' }));
    const table = await canvas.findByRole('table', { name: '환불 실패 목록' });
    await expect(within(table).getByText(/카드사 점검 시간/)).toBeVisible();
    await userEvent.click(within(table).getByRole('button', { name: '다시 환불하기' }));
    await expect(await canvas.findByText('실패한 환불이 없어요')).toBeVisible();
  },
};

/** Refusing asks for an answer the member reads. */
export const Refuse: Story = {
  globals: LAPTOP,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await heading(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '거절' }));
    const dialog = await page.findByRole('dialog', { name: '취소 요청 거절' });
    await userEvent.click(within(dialog).getByRole('button', { name: '거절하기' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('거절하는 이유를');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '답변' }), '이미 이니셜 자수를 마쳤어요.');
    await userEvent.click(within(dialog).getByRole('button', { name: '거절하기' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByText('답변할 취소 요청이 없어요')).toBeVisible();
  },
};

/** Look-only staff read every tab and see no change button. */
export const Readonly: Story = {
  globals: LAPTOP,
  parameters: READONLY,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await canvas.findByRole('table', { name: '취소 요청 목록' });
    await expect(canvas.queryByRole('button', { name: '승인하고 환불' })).toBeNull();
    await userEvent.click(canvas.getByRole('tab', { name: '환불 실패' }));
    await canvas.findByRole('table', { name: '환불 실패 목록' });
    await expect(canvas.queryByRole('button', { name: '다시 환불하기' })).toBeNull();
  },
};

export const Empty: Story = {
  globals: LAPTOP,
  parameters: {
    msw: [
      operationOverride(StaffCancelRequestsDocument, { data: { staffCancelRequests: { items: [], total: 0 } } }),
      operationOverride(StaffRefundsDocument, { data: { staffRefunds: { items: [], total: 0 } } }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('답변할 취소 요청이 없어요')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: '환불 실패' }));
    await expect(await canvas.findByText('실패한 환불이 없어요')).toBeVisible();
  },
};

export const EmptyPhone: Story = { parameters: Empty.parameters, play: Empty.play };

export const Loading: Story = { globals: LAPTOP, ...loadingStory(StaffCancelRequestsDocument) };
export const LoadingPhone: Story = loadingStory(StaffCancelRequestsDocument);

export const Error: Story = { globals: LAPTOP, ...errorStory(StaffCancelRequestsDocument, '취소 요청을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.') };
export const ErrorPhone: Story = errorStory(StaffCancelRequestsDocument, '취소 요청을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.');

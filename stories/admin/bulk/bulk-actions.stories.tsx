import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BulkActions } from '../../../frontend/src/features/admin/orders/bulk-actions';
import { StaffConfirmOrderProductsDocument } from '../../../frontend/src/lib/__generated__/graphql';
import { StandardIds } from '../../../mocks/scenarios/activity/ids';
import { operationOverride } from '../../../mocks/overrides';
import { useSession } from '../../../frontend/src/lib/session';
import { LAPTOP, READONLY } from '../support';

// The order desk's selection bar actions (ADR 0050) on the staff scenario's lines: a PAID line, a
// group-pickup line already PREPARING, a DELIVERING line and a CANCELLED one.
const L = StandardIds.orderProduct;
const SELECTED = [L.shortPadding, L.councilVarsity, L.coachJacket, L.zipupCancelled];

const meta = {
  title: 'admin/bulk/BulkActions',
  component: BulkActions,
  args: { selectedIds: SELECTED, onDone: fn() },
  parameters: { scenario: 'staff' },
  globals: LAPTOP,
} satisfies Meta<typeof BulkActions>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Four lines ticked: every action ready. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('group', { name: '선택한 주문 상품 일괄 처리' })).toBeVisible();
    for (const name of ['발주 확인', '발송 처리', '배송 완료', '발송 지연 안내']) await expect(canvas.getByRole('button', { name })).toBeEnabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('4개 선택했어요.');
  },
};

export const IdlePhone: Story = {
  globals: {},
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: '발송 지연 안내' })).toBeVisible();
  },
};

/** Nothing ticked yet: the buttons wait. */
export const Empty: Story = {
  args: { selectedIds: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: '발주 확인' })).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('주문 상품을 골라 주세요.');
  },
};

/** Who is signed in, so a story can wait for the session before asserting something is absent. */
function SignedInAs() {
  const { user } = useSession();
  return <p>{user ? `${user.name} 로그인` : '확인 중'}</p>;
}

/** Look-only staff get no bulk action at all. */
export const Readonly: Story = {
  parameters: READONLY,
  decorators: [
    (Story) => (
      <>
        <SignedInAs />
        <Story />
      </>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('최열람 로그인');
    await expect(canvas.queryByRole('button', { name: '발주 확인' })).toBeNull();
  },
};

/** While the server works, the bar says so and every button waits. */
export const InProgress: Story = {
  parameters: { msw: [operationOverride(StaffConfirmOrderProductsDocument, { loading: true })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '발주 확인' }));
    await expect(await canvas.findByText('4개를 처리하고 있어요…')).toBeVisible();
    await expect(canvas.getByRole('group', { name: '선택한 주문 상품 일괄 처리' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: '발송 지연 안내' })).toBeDisabled();
  },
};

export const InProgressPhone: Story = { ...InProgress, globals: {} };

/** Confirming: one line changes, one was confirmed already, the cancelled one is refused with its reason. */
export const ResultWithRefusals: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '발주 확인' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: '발주 확인 결과' });
    await expect(within(dialog).getByText('처리 1개 · 이미 처리 2개 · 처리 못 함 1개')).toBeVisible();
    const rows = within(within(dialog).getByRole('list', { name: '주문 상품별 결과' })).getAllByRole('listitem');
    await expect(rows).toHaveLength(4);
    await expect(rows[0]).toHaveTextContent('처리됨');
    await expect(rows[1]).toHaveTextContent('이미 처리됨');
    await expect(rows[3]).toHaveTextContent('처리 못 함');
    await expect(rows[3]).toHaveTextContent('취소');
    await expect(args.onDone).toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

export const ResultWithRefusalsPhone: Story = {
  globals: {},
  play: ResultWithRefusals.play,
};

/** The whole call refused (here the server is down): the bar says why and nothing changed. */
export const Error: Story = {
  parameters: {
    msw: [operationOverride(StaffConfirmOrderProductsDocument, { error: { code: 'INTERNAL_SERVER_ERROR', message: '일시적인 오류가 발생했어요.' } })],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '발주 확인' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('일시적인 오류가 발생했어요.');
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** Shipping two lines: a pasted column fills the tracking numbers; a short one is named under its row. */
export const Ship: Story = {
  args: { selectedIds: [L.councilVarsity, L.coachJacket] },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '발송 처리' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: '발송 처리' }));
    await waitFor(() => expect(dialog.getByRole('combobox', { name: `주문 상품 ${L.councilVarsity} 택배사` })).toHaveValue('1'));
    await userEvent.click(dialog.getByRole('textbox', { name: /송장 번호 붙여넣기/ }));
    await userEvent.paste('123\n6840-1234-5678');
    await expect(dialog.getByRole('textbox', { name: `주문 상품 ${L.coachJacket} 송장 번호` })).toHaveValue('6840-1234-5678');
    await userEvent.click(dialog.getByRole('button', { name: '2개 발송 처리' }));
    await expect(await dialog.findByText(/송장 번호를 8~20자리 숫자로/)).toBeVisible();
    const first = dialog.getByRole('textbox', { name: `주문 상품 ${L.councilVarsity} 송장 번호` });
    await userEvent.clear(first);
    await userEvent.type(first, '684012345679');
    await userEvent.click(dialog.getByRole('button', { name: '2개 발송 처리' }));
    const result = await body(canvasElement).findByRole('dialog', { name: '발송 처리 결과' });
    await expect(within(result).getByText('처리 1개 · 이미 처리 1개 · 처리 못 함 0개')).toBeVisible();
  },
};

/** A delay notice: the reason and a new date, then each line's outcome (a shipped line is refused). */
export const Delay: Story = {
  args: { selectedIds: [L.shortPadding, L.coachJacket] },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '발송 지연 안내' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: '발송 지연 안내' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /지연 사유/ }), '원단 입고가 늦어지고 있어요');
    await userEvent.type(dialog.getByLabelText(/새 발송 예정일/), '2099-12-05');
    await userEvent.click(dialog.getByRole('button', { name: '2개 안내 보내기' }));
    const result = await body(canvasElement).findByRole('dialog', { name: '발송 지연 안내 결과' });
    await expect(within(result).getByText('처리 1개 · 이미 처리 0개 · 처리 못 함 1개')).toBeVisible();
    await expect(within(result).getByText(/결제 완료나 상품 준비 중인 주문 상품만/)).toBeVisible();
  },
};

export const ErrorPhone: Story = { ...Error, globals: {} };

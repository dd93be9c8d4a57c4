import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StaffOrderLinesDocument } from '../../../frontend/src/lib/__generated__/graphql';
import { operationOverride } from '../../../mocks/overrides';
import { errorStory, loadingStory } from '../../support/states';
import { AdminArea, adminStory, LAPTOP, READONLY } from '../support';

const meta = {
  title: 'admin/orders/OrderDesk',
  component: AdminArea,
  ...adminStory('/admin/orders'),
} satisfies Meta<typeof AdminArea>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowsOf = async (canvasElement: HTMLElement) => {
  const table = await within(canvasElement).findByRole('table', { name: '주문 목록' });
  return within(table).getAllByRole('row').slice(1);
};

/** The staff scenario's lines, newest first, with the status tabs' counts and a checkbox per line. */
export const Filled: Story = {
  globals: LAPTOP,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(async () => expect((await rowsOf(canvasElement)).length).toBeGreaterThan(1));
    await expect(await canvas.findByRole('button', { name: /^전체 \d+/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('checkbox', { name: '이 페이지 모두 선택' })).toBeVisible();
  },
};

/** At 360 px each line becomes a card of labelled rows. */
export const FilledPhone: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(async () => expect((await rowsOf(canvasElement)).length).toBeGreaterThan(1));
  },
};

/** A status tab narrows the list to its lines; ticking the page shows the selection bar. */
export const StatusTabAndSelection: Story = {
  globals: LAPTOP,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(async () => expect((await rowsOf(canvasElement)).length).toBeGreaterThan(1));
    await userEvent.click(await canvas.findByRole('button', { name: /^배송 완료 [1-9]/ }));
    await waitFor(async () => {
      for (const row of await rowsOf(canvasElement)) await expect(row).toHaveTextContent('배송 완료');
    });
    await userEvent.click(canvas.getByRole('checkbox', { name: '이 페이지 모두 선택' }));
    await expect(await canvas.findByRole('region', { name: '선택한 주문' })).toHaveTextContent(/\d+개 선택했어요/);
  },
};

/** The current desk saved under a name comes back in the views picker. */
export const SaveView: Story = {
  globals: LAPTOP,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(async () => expect((await rowsOf(canvasElement)).length).toBeGreaterThan(1));
    await userEvent.type(canvas.getByRole('textbox', { name: '보기 이름' }), '카드 결제');
    await userEvent.click(canvas.getByRole('button', { name: '지금 보기 저장' }));
    await waitFor(() => expect(canvas.getByRole('combobox', { name: '저장한 보기' })).toHaveDisplayValue('카드 결제'));
  },
};

/** Look-only staff read the desk without checkboxes or the selection bar. */
export const ReadOnly: Story = {
  globals: LAPTOP,
  parameters: READONLY,
  play: async ({ canvasElement }) => {
    await waitFor(async () => expect((await rowsOf(canvasElement)).length).toBeGreaterThan(1));
    await expect(within(canvasElement).queryByRole('checkbox')).toBeNull();
  },
};

/** A pickup line the student asked to have shipped (ADR 0067, 0070): 택배 요청(착불) under its delivery, at laptop and phone widths, and the filter for such lines. */
const shippingRequestedLine = {
  __typename: 'StaffOrderLine' as const,
  id: 90_412,
  orderId: 31_207,
  mUid: 'ORD-20261120-7K3P9Q',
  orderedAt: '2026-11-20T02:14:00.000Z',
  buyerName: '김한빛',
  buyerTel: '+821055554321',
  productId: 4,
  productName: '2025 총학생회 과잠',
  optionText: '네이비 / L',
  inputs: ['KHB'],
  count: 1,
  paidPrice: 69_000,
  status: 'PREPARING' as const,
  payMethod: 'card' as const,
  pickupPointName: '학생회관 1층 생협 매장',
  shippingRequested: true,
  tracking: null,
};
const shippingRequested = { msw: [operationOverride(StaffOrderLinesDocument, { data: { staffOrderLines: { items: [shippingRequestedLine], total: 1 } } })] };
const expectShippingBadge = async (canvasElement: HTMLElement) => {
  const [row] = await rowsOf(canvasElement);
  await expect(row).toHaveTextContent('현장 수령 · 학생회관 1층 생협 매장');
  await expect(within(row!).getByText('택배 요청(착불)')).toBeVisible();
  // The desk narrows to such lines with its 택배 요청 filter.
  await expect(within(canvasElement).getByRole('combobox', { name: '택배 요청' })).toHaveDisplayValue('전체');
};

export const ShippingRequested: Story = {
  globals: LAPTOP,
  parameters: shippingRequested,
  play: async ({ canvasElement }) => expectShippingBadge(canvasElement),
};

export const ShippingRequestedPhone: Story = {
  parameters: shippingRequested,
  play: async ({ canvasElement }) => expectShippingBadge(canvasElement),
};

export const Empty: Story = {
  globals: LAPTOP,
  parameters: { msw: [operationOverride(StaffOrderLinesDocument, { data: { staffOrderLines: { items: [], total: 0 } } })] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('조건에 맞는 주문이 없어요')).toBeVisible();
  },
};

export const Loading: Story = { globals: LAPTOP, ...loadingStory(StaffOrderLinesDocument) };

export const Error: Story = errorStory(StaffOrderLinesDocument, '주문 목록을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.');

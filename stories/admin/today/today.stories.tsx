import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TODAY_KINDS } from '../../../domain/admin-today/today-rules';
import { StaffTodayDocument, type StaffTodayQuery } from '../../../frontend/src/lib/__generated__/graphql';
import { operationOverride } from '../../../mocks/overrides';
import { errorStory, loadingStory } from '../../support/states';
import { AdminArea, adminStory, LAPTOP, READONLY } from '../support';

const meta = {
  title: 'admin/today/Today',
  component: AdminArea,
  ...adminStory('/admin'),
} satisfies Meta<typeof AdminArea>;

export default meta;
type Story = StoryObj<typeof meta>;

const AT = '2026-11-27T01:00:00.000Z';
const waiting: StaffTodayQuery = {
  staffToday: {
    at: AT,
    items: TODAY_KINDS.map((kind) => ({ kind, count: 0, rows: [] })).map((item) =>
      item.kind === 'TO_CONFIRM'
        ? { ...item, count: 12, rows: [{ id: 41, label: '한빛 과잠 (네이비)', at: '2026-11-25T02:00:00.000Z', orderId: 7, productId: 3 }] }
        : item.kind === 'REVIEWS_WAITING'
          ? { ...item, count: 3, rows: [{ id: 9, label: '로고 머그컵', at: '2026-11-26T02:00:00.000Z', orderId: null, productId: 5 }] }
          : item.kind === 'VBANK_EXPIRING'
            ? { ...item, count: 1, rows: [{ id: 8, label: 'HB-20261126-0008 · 59,000원', at: '2026-11-27T12:00:00.000Z', orderId: 8, productId: null }] }
            : item,
    ),
  },
};
const allDone: StaffTodayQuery = { staffToday: { at: AT, items: TODAY_KINDS.map((kind) => ({ kind, count: 0, rows: [] })) } };

/** What waits, each card linking to the screen where it is done (the desk filtered to PAID lines). */
export const Filled: Story = {
  globals: LAPTOP,
  parameters: { msw: [operationOverride(StaffTodayDocument, { data: waiting })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '운영 홈' })).toBeVisible();
    const confirm = await canvas.findByRole('link', { name: /확인할 결제 주문\s*12건/ });
    await expect(confirm).toHaveAttribute('href', expect.stringContaining('/admin/orders?status=PAID'));
    await expect(canvas.getByRole('link', { name: '한빛 과잠 (네이비)' })).toHaveAttribute('href', expect.stringContaining('/admin/orders/7'));
    await expect(canvas.queryByText('실패한 환불')).toBeNull();
  },
};

/** The same cards stacked on a phone. */
export const FilledPhone: Story = {
  parameters: { msw: [operationOverride(StaffTodayDocument, { data: waiting })] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: /검토할 리뷰\s*3건/ })).toBeVisible();
  },
};

/** Look-only staff see the same list (they may read every count). */
export const ReadOnly: Story = {
  globals: LAPTOP,
  parameters: { ...READONLY, msw: [operationOverride(StaffTodayDocument, { data: waiting })] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: /곧 입금 기한이 끝나는 가상계좌\s*1건/ })).toBeVisible();
  },
};

/** Nothing waits. */
export const Empty: Story = {
  globals: LAPTOP,
  parameters: { msw: [operationOverride(StaffTodayDocument, { data: allDone })] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('모두 처리했어요')).toBeVisible();
  },
};

/** The mocked API's own counts from the staff scenario. */
export const FromScenario: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 2, name: '오늘 할 일' })).toBeVisible();
  },
};

export const Loading: Story = { globals: LAPTOP, ...loadingStory(StaffTodayDocument) };

export const Error: Story = errorStory(StaffTodayDocument, '오늘 할 일을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.');

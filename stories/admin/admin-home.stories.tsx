import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StaffAuditLogDocument } from '../../frontend/src/lib/__generated__/graphql';
import { buildStaffAuditEntry, buildStaffAuditPage } from '../../mocks/factories';
import { operationOverride } from '../../mocks/overrides';
import { errorStory, loadingStory } from '../support/states';
import { AdminArea, adminStory, LAPTOP, READONLY } from './support';

const meta = {
  title: 'admin/Home',
  component: AdminArea,
  ...adminStory('/admin'),
} satisfies Meta<typeof AdminArea>;

export default meta;
type Story = StoryObj<typeof meta>;

const recent = buildStaffAuditPage({
  items: [
    buildStaffAuditEntry({ summary: '재고를 바꿨어요', action: 'product.stock', changes: [{ __typename: 'StaffAuditChange', field: 'stock', before: '0', after: '30' }] }),
    buildStaffAuditEntry({ summary: '주문을 확인했어요', objectType: 'ORDER_PRODUCT', objectId: 41, action: 'orderProduct.confirm' }),
  ],
  total: 2,
});

/** The ADMIN's first screen on a laptop: every section and the latest changes. */
export const Filled: Story = {
  globals: LAPTOP,
  parameters: { msw: [operationOverride(StaffAuditLogDocument, { data: { staffAuditLog: recent } })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '운영 홈' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: '운영 메뉴' })).toBeVisible();
    const list = await canvas.findByRole('list', { name: '변경 기록 목록' });
    await expect(within(list).getByText('재고를 바꿨어요')).toBeVisible();
    await expect(within(list).getByText('상품 #1')).toBeVisible();
  },
};

/** The same on a phone. */
export const Phone: Story = {
  parameters: { msw: [operationOverride(StaffAuditLogDocument, { data: { staffAuditLog: recent } })] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('list', { name: '변경 기록 목록' })).toBeVisible();
  },
};

/** Look-only staff are told so in the bar and on the page. */
export const ReadOnly: Story = {
  parameters: { ...READONLY, msw: [operationOverride(StaffAuditLogDocument, { data: { staffAuditLog: recent } })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('조회 전용')).toBeVisible();
    await expect(canvas.getByText(/조회 전용 계정이에요/)).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: [operationOverride(StaffAuditLogDocument, { data: { staffAuditLog: buildStaffAuditPage({ items: [], total: 0 }) } })] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('아직 운영진이 바꾼 내용이 없어요')).toBeVisible();
  },
};

export const Loading: Story = loadingStory(StaffAuditLogDocument);

export const Error: Story = errorStory(StaffAuditLogDocument, '변경 기록을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.');

/** A member who is not staff opens /admin: told plainly, never a 404. */
export const NotStaff: Story = {
  parameters: { scenario: 'standard' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('운영진만 볼 수 있는 화면이에요')).toBeVisible();
  },
};

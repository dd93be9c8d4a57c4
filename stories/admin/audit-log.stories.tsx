import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StaffAuditLogDocument } from '../../frontend/src/lib/__generated__/graphql';
import { buildStaffAuditEntry, buildStaffAuditPage } from '../../mocks/factories';
import { operationOverride } from '../../mocks/overrides';
import { errorStory, loadingStory } from '../support/states';
import { AdminArea, adminStory, LAPTOP } from './support';

const meta = {
  title: 'admin/AuditLog',
  component: AdminArea,
  ...adminStory('/admin/audit'),
} satisfies Meta<typeof AdminArea>;

export default meta;
type Story = StoryObj<typeof meta>;

const log = buildStaffAuditPage({
  items: [
    buildStaffAuditEntry({
      summary: '회원을 이용 정지했어요',
      objectType: 'MEMBER',
      objectId: 7,
      action: 'member.suspend',
      reason: '타인 명의 결제 반복',
      changes: [{ __typename: 'StaffAuditChange', field: 'authority', before: '0', after: '-1' }],
    }),
    buildStaffAuditEntry({ summary: '상품 정보를 고쳤어요' }),
    buildStaffAuditEntry({ summary: '재고를 바꿨어요', staffUserId: null, staffName: null, changes: [] }),
  ],
  total: 43,
});

/** Every change with who, when, why and each field before → after, paged 20 at a time. */
export const Filled: Story = {
  globals: LAPTOP,
  parameters: { msw: [operationOverride(StaffAuditLogDocument, { data: { staffAuditLog: log } })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: '변경 기록 목록' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(list).getByText('사유: 타인 명의 결제 반복')).toBeVisible();
    await expect(within(list).getByText('명령줄')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: '변경 기록 페이지' })).toBeVisible();
  },
};

/** Filtered to one member from the address. */
export const OneObject: Story = {
  parameters: { route: '/admin/audit?type=MEMBER&id=7', msw: [operationOverride(StaffAuditLogDocument, { data: { staffAuditLog: log } })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('대상 번호')).toHaveValue('7');
    await expect(canvas.getByLabelText('대상')).toHaveValue('MEMBER');
  },
};

export const Empty: Story = {
  parameters: { msw: [operationOverride(StaffAuditLogDocument, { data: { staffAuditLog: buildStaffAuditPage({ items: [], total: 0 }) } })] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('해당하는 변경 기록이 없어요')).toBeVisible();
  },
};

export const Loading: Story = loadingStory(StaffAuditLogDocument);

export const Error: Story = errorStory(StaffAuditLogDocument, '변경 기록을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.');

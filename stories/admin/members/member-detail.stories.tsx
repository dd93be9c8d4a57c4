import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StaffMemberDocument, type StaffMemberFieldsFragment } from '../../../frontend/src/lib/__generated__/graphql';
import { operationOverride } from '../../../mocks/overrides';
import { errorStory, loadingStory } from '../../support/states';
import { AdminArea, adminStory, LAPTOP, READONLY } from '../support';

// The demo member (id 1) of the staff scenario: orders, points and reviews from the mocked store.
const meta = {
  title: 'admin/members/MemberDetail',
  component: AdminArea,
  ...adminStory('/admin/members/1'),
} satisfies Meta<typeof AdminArea>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvasElement: HTMLElement) => within(canvasElement).findByRole('heading', { level: 1, name: '회원 · 김한빛' });

/** Profile, actions, points with the ledger, recent orders with their lines, reviews and 변경 기록. */
export const Filled: Story = {
  globals: LAPTOP,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await expect(canvas.getByRole('list', { name: '포인트 내역' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: '최근 주문' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '회원 정지' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '변경 기록' })).toBeVisible();
  },
};

export const FilledPhone: Story = {
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: '포인트 지급·회수' })).toBeVisible();
  },
};

/** Look-only staff see everything and no change button. */
export const Readonly: Story = {
  globals: LAPTOP,
  parameters: READONLY,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await expect(canvas.queryByRole('button', { name: '포인트 지급·회수' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '회원 정지' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '등급 변경' })).toBeNull();
  },
};

/** Granting points: a bad amount is told under its field; a good one adds a ledger row with the reason. */
export const GrantPoints: Story = {
  globals: LAPTOP,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await heading(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '포인트 지급·회수' }));
    const dialog = await page.findByRole('dialog', { name: '포인트 지급·회수' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: '포인트' }), '0');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '사유' }), '축제 이벤트 당첨');
    await userEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    await expect(await within(dialog).findByText(/포인트는 0이 아닌 정수로/)).toBeVisible();
    await userEvent.clear(within(dialog).getByRole('textbox', { name: '포인트' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: '포인트' }), '1000');
    await userEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(await within(canvas.getByRole('list', { name: '포인트 내역' })).findByText('사유: 축제 이벤트 당첨')).toBeVisible();
  },
};

/** Suspending asks for a reason; the member's standing turns 정지 and 정지 풀기 appears. */
export const Suspend: Story = {
  globals: LAPTOP,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await heading(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '회원 정지' }));
    const dialog = await page.findByRole('dialog', { name: '회원 정지' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: '정지 사유' }), '타인 명의 결제 반복');
    await userEvent.click(within(dialog).getByRole('button', { name: '정지하기' }));
    await expect(await canvas.findByRole('button', { name: '정지 풀기' })).toBeVisible();
    await expect(canvas.getByText('타인 명의 결제 반복')).toBeVisible();
  },
};

/** Changing the level picks 0-3 from a labelled select. */
export const ChangeLevel: Story = {
  globals: LAPTOP,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await heading(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '등급 변경' }));
    const dialog = await page.findByRole('dialog', { name: '등급 변경' });
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: '새 등급' }), '1');
    await userEvent.click(within(dialog).getByRole('button', { name: '변경하기' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('heading', { level: 2, name: /숨김 상품 열람 회원/ })).toBeVisible();
  },
};

const newcomer: StaffMemberFieldsFragment = {
  id: 1,
  name: '김한빛',
  email: 'demo@hanbit.ac.kr',
  tel: null,
  admissionYear: null,
  userTypeName: null,
  authority: 0,
  suspended: false,
  levelBeforeSuspension: null,
  suspendedAt: null,
  suspendReason: null,
  resigned: false,
  createdAt: '2026-11-20T01:00:00.000Z',
  pointSummary: { balance: 0, reserved: 0, expiringSoon: 0 },
  orderCount: 0,
  recentOrders: [],
  pointCount: 0,
  recentPoints: [],
  reviewCount: 0,
  recentReviews: [],
};

/** A member with nothing yet: each section says so. */
export const Empty: Story = {
  globals: LAPTOP,
  parameters: { msw: [operationOverride(StaffMemberDocument, { data: { staffMember: newcomer } })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('포인트 내역이 없어요')).toBeVisible();
    await expect(canvas.getByText('주문 내역이 없어요')).toBeVisible();
    await expect(canvas.getByText('작성한 리뷰가 없어요')).toBeVisible();
  },
};

export const Loading: Story = { globals: LAPTOP, ...loadingStory(StaffMemberDocument) };

export const Error: Story = errorStory(StaffMemberDocument, '회원 정보를 불러오지 못했어요. 잠시 후 다시 시도해 주세요.');

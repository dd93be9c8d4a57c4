import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StaffCampaignDocument, StaffCampaignParticipantsDocument } from '../../../frontend/src/lib/__generated__/graphql';
import { operationOverride } from '../../../mocks/overrides';
import { withShopClock } from '../../support/clock';
import { errorStory, loadingStory } from '../../support/states';
import { AdminArea, adminStory, LAPTOP, READONLY } from '../support';

// Campaign 1: the classic jacket, PAY_NOW, 132 of 150, three days left (mocks/store/campaigns.ts).
const meta = {
  title: 'admin/campaigns/CampaignPage',
  component: AdminArea,
  decorators: [withShopClock],
  ...adminStory('/admin/campaigns/1'),
} satisfies Meta<typeof AdminArea>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvasElement: HTMLElement) => within(canvasElement).findByRole('heading', { level: 1, name: '한빛 클래식 과잠' }, { timeout: 5000 });
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Live progress, settings and participants by name; closing early asks for a reason first. */
export const Filled: Story = {
  globals: LAPTOP,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await expect(canvas.getByText(/132명 참여 · 목표 150 · D-3/)).toBeVisible();
    await expect(await canvas.findByRole('table', { name: '참여자' })).toBeVisible();
    await expect(canvas.getByRole('spinbutton', { name: /목표 수량/ })).toHaveValue(150);
    await userEvent.click(canvas.getByRole('button', { name: '지금 확정하기' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: '지금 확정하기' });
    const confirm = within(dialog).getByRole('button', { name: '지금 확정하기' });
    await expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /사유/ }), '목표에 가까워 일찍 확정해요.');
    await userEvent.click(confirm);
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByText('1차 제작 시트', { exact: false })).toBeVisible();
    await expect(canvas.getAllByText('공동구매 확정').length).toBeGreaterThan(0);
  },
};

export const FilledPhone: Story = {
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    await expect(await within(canvasElement).findByRole('button', { name: '마감 연장' })).toBeVisible();
  },
};

/** Cancelling refunds everyone; a reason too short is refused in place. */
export const CancelEarly: Story = {
  globals: LAPTOP,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '공동구매 취소' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: '공동구매 취소하기' });
    await expect(within(dialog).getByText(/모두 환불/)).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /사유/ }), '제작 업체 사정으로 진행이 어려워요.');
    await userEvent.click(within(dialog).getByRole('button', { name: '공동구매 취소하기' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect((await canvas.findAllByText('공동구매 무산')).length).toBeGreaterThan(0);
  },
};

/** The closed campaign: two refused charges wait, and a retry clears them. */
export const Retries: Story = {
  globals: LAPTOP,
  parameters: { route: '/admin/campaigns/3' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/2건이 다시 시도를 기다려요/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '지금 다시 시도하기' }));
    await expect(await canvas.findByText('다시 시도를 기다리는 환불·결제가 없어요.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /1차 제작 시트/ })).toBeVisible();
  },
};

/** Look-only staff see the campaign and no write button. */
export const Readonly: Story = {
  globals: LAPTOP,
  parameters: READONLY,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await expect(canvas.queryByRole('button', { name: '지금 확정하기' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '설정 저장' })).toBeNull();
  },
};

/** No one has joined yet. */
export const Empty: Story = {
  globals: LAPTOP,
  parameters: { msw: [operationOverride(StaffCampaignParticipantsDocument, { data: { staffCampaignParticipants: { items: [], total: 0 } } })] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('아직 참여한 학생이 없어요')).toBeVisible();
  },
};
export const EmptyPhone: Story = { parameters: Empty.parameters, play: Empty.play };

export const Loading: Story = { globals: LAPTOP, ...loadingStory(StaffCampaignDocument) };
export const LoadingPhone: Story = loadingStory(StaffCampaignDocument);

const FAILED = '공동구매를 불러오지 못했어요. 잠시 후 다시 시도해 주세요.';
export const Error: Story = { globals: LAPTOP, ...errorStory(StaffCampaignDocument, FAILED) };
export const ErrorPhone: Story = errorStory(StaffCampaignDocument, FAILED);

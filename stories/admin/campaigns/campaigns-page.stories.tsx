import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StaffCampaignsDocument } from '../../../frontend/src/lib/__generated__/graphql';
import { operationOverride } from '../../../mocks/overrides';
import { withShopClock } from '../../support/clock';
import { errorStory, loadingStory } from '../../support/states';
import { AdminArea, adminStory, LAPTOP, READONLY } from '../support';

// Every scenario starts with three campaigns (mocks/store/campaigns.ts): the classic jacket at
// 132 of 150 (D-3), the computer science jacket charging at close, and last term's confirmed one.
const meta = {
  title: 'admin/campaigns/CampaignsPage',
  component: AdminArea,
  decorators: [withShopClock],
  ...adminStory('/admin/campaigns'),
} satisfies Meta<typeof AdminArea>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvasElement: HTMLElement) => within(canvasElement).findByRole('heading', { level: 1, name: '공동구매' });

/** Running campaigns first, with live progress; the filter shows the confirmed one and its retries. */
export const Filled: Story = {
  globals: LAPTOP,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    const table = await canvas.findByRole('table', { name: '공동구매 목록' });
    await expect(within(table).getByRole('link', { name: '한빛 클래식 과잠' })).toBeVisible();
    await expect(within(table).getByText(/132명 참여 · 목표 150/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '공동구매 확정' }));
    const confirmed = await canvas.findByRole('link', { name: '2025 총학생회 과잠' });
    await expect(confirmed).toBeVisible();
    await expect(await canvas.findByText('2건')).toBeVisible();
  },
};

export const FilledPhone: Story = {
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    await expect(await within(canvasElement).findByRole('link', { name: '한빛 클래식 과잠' })).toBeVisible();
  },
};

/** Look-only staff read the same list. */
export const Readonly: Story = {
  globals: LAPTOP,
  parameters: READONLY,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('table', { name: '공동구매 목록' })).toBeVisible();
  },
};

export const Empty: Story = {
  globals: LAPTOP,
  parameters: { msw: [operationOverride(StaffCampaignsDocument, { data: { staffCampaigns: { items: [], total: 0 } } })] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('공동구매가 없어요')).toBeVisible();
  },
};
export const EmptyPhone: Story = { parameters: Empty.parameters, play: Empty.play };

export const Loading: Story = { globals: LAPTOP, ...loadingStory(StaffCampaignsDocument) };
export const LoadingPhone: Story = loadingStory(StaffCampaignsDocument);

const FAILED = '공동구매 목록을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.';
export const Error: Story = { globals: LAPTOP, ...errorStory(StaffCampaignsDocument, FAILED) };
export const ErrorPhone: Story = errorStory(StaffCampaignsDocument, FAILED);

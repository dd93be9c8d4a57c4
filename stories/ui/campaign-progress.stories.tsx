import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CampaignProgress } from '../../frontend/src/components/ui/campaign-progress';
import type { CampaignSummaryFragment } from '../../frontend/src/lib/__generated__/graphql';
import { STORY_NOW } from '../support/catalogue';

const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(STORY_NOW.getTime() + days * DAY_MS).toISOString();

/** The classic jacket's campaign as the demo seeds it: 132 of 150, three days left. */
function campaign(overrides: Partial<CampaignSummaryFragment> = {}, progress: Partial<CampaignSummaryFragment['progress']> = {}): CampaignSummaryFragment {
  return {
    id: 1,
    productId: 5,
    minUnits: 150,
    maxUnits: 200,
    perMemberLimit: 2,
    closesAt: inDays(3),
    productionFreezeAt: inDays(3),
    settleMode: 'PAY_NOW',
    status: 'OPEN',
    closedAt: null,
    progress: { confirmedUnits: 132, participants: 132, pendingUnits: 0, goalReached: false, remainingUnits: 68, ...progress },
    ...overrides,
  };
}

const meta = {
  title: 'ui/CampaignProgress',
  component: CampaignProgress,
  args: { campaign: campaign(), now: STORY_NOW, size: 'compact' },
} satisfies Meta<typeof CampaignProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Running: the bar and "132명 참여 · 목표 150 · D-3". */
export const Running: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('132명 참여 · 목표 150 · D-3')).toBeVisible();
  },
};

/** The product page's larger bar. */
export const RunningFull: Story = {
  args: { size: 'full' },
  play: Running.play,
};

/** The goal reached before the deadline: confirmed already, still open. */
export const GoalReached: Story = {
  args: { campaign: campaign({}, { confirmedUnits: 151, participants: 151, goalReached: true }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('공동구매 확정 · 151명 참여 · D-3')).toBeVisible();
  },
};

/** Nobody yet: an empty bar still says the goal. */
export const Empty: Story = {
  args: { campaign: campaign({}, { confirmedUnits: 0, participants: 0, remainingUnits: 200 }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('0명 참여 · 목표 150 · D-3')).toBeVisible();
  },
};

export const Confirmed: Story = {
  args: { campaign: campaign({ status: 'CONFIRMED', closedAt: inDays(-1), closesAt: inDays(-1) }, { goalReached: true }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('공동구매 확정')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { campaign: campaign({ status: 'FAILED', closedAt: inDays(-1), closesAt: inDays(-1) }), size: 'full' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('공동구매 무산')).toBeVisible();
  },
};

/** Past the deadline, the close job not done yet: never reads as open. */
export const Closing: Story = {
  args: { campaign: campaign({ closesAt: inDays(-0.01) }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/결과를 집계하고 있어요/)).toBeVisible();
  },
};

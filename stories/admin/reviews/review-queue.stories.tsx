import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StaffReviewsDocument } from '../../../frontend/src/lib/__generated__/graphql';
import { operationOverride } from '../../../mocks/overrides';
import { errorStory, loadingStory } from '../../support/states';
import { AdminArea, adminStory, LAPTOP, READONLY } from '../support';

const meta = {
  title: 'admin/reviews/ReviewQueue',
  component: AdminArea,
  ...adminStory('/admin/reviews'),
} satisfies Meta<typeof AdminArea>;

export default meta;
type Story = StoryObj<typeof meta>;

const cardsOf = async (canvasElement: HTMLElement) => {
  const panel = await within(canvasElement).findByRole('tabpanel');
  return within(panel).findAllByRole('article');
};
const readyTab = (canvasElement: HTMLElement) => within(canvasElement).findByRole('tab', { name: /대기 중/ });

/** The staff scenario's waiting reviews, oldest first, photos at a glance, counts on the tabs. */
export const Filled: Story = {
  globals: LAPTOP,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(async () => expect((await cardsOf(canvasElement)).length).toBeGreaterThanOrEqual(4));
    await expect(await readyTab(canvasElement)).toHaveTextContent(/\d/);
    await expect(canvas.getByRole('heading', { name: '단축키' })).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: /크게 보기/ })[0]!);
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).getByRole('img')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

export const FilledPhone: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(async () => expect((await cardsOf(canvasElement)).length).toBeGreaterThanOrEqual(4));
  },
};

/** j moves to the next review, a applies it (the tab count drops and it is announced); typing in a field fires nothing. */
export const KeyboardShortcuts: Story = {
  globals: LAPTOP,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = await cardsOf(canvasElement);
    const before = cards.length;
    cards[0]!.focus();
    await userEvent.keyboard('j');
    await waitFor(() => expect(document.activeElement).toBe(cards[1]));
    const second = cards[1]!.getAttribute('data-review-id');
    await userEvent.keyboard('a');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('승인했어요'));
    await waitFor(async () => expect(await cardsOf(canvasElement)).toHaveLength(before - 1));
    const left = await cardsOf(canvasElement);
    await expect(left.map((card) => card.getAttribute('data-review-id'))).not.toContain(second);
    left[0]!.focus();
    await userEvent.keyboard('r');
    const dialog = await within(document.body).findByRole('dialog', { name: '리뷰 반려' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /반려 사유/ }), 'a');
    await expect(await cardsOf(canvasElement)).toHaveLength(before - 1);
    await userEvent.click(within(dialog).getByRole('button', { name: '반려하기' }));
    await expect(await within(dialog).findByText(/반려 사유를 2~500자로/)).toBeVisible();
  },
};

/** Look-only staff see the queue without a single change button, and the change keys do nothing. */
export const ReadOnly: Story = {
  globals: LAPTOP,
  parameters: READONLY,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = await cardsOf(canvasElement);
    await expect(canvas.queryByRole('button', { name: '승인' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '반려' })).toBeNull();
    cards[0]!.focus();
    await userEvent.keyboard('a');
    await userEvent.keyboard('r');
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
    await expect(await cardsOf(canvasElement)).toHaveLength(cards.length);
  },
};

export const ReadOnlyPhone: Story = {
  parameters: READONLY,
  play: async ({ canvasElement }) => {
    await cardsOf(canvasElement);
    await expect(within(canvasElement).queryByRole('button', { name: '승인' })).toBeNull();
  },
};

export const Empty: Story = {
  globals: LAPTOP,
  parameters: {
    msw: [operationOverride(StaffReviewsDocument, { data: { staffReviews: { items: [], total: 0, counts: { ready: 0, applied: 0, reject: 0 } } } })],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('기다리는 리뷰가 없어요')).toBeVisible();
  },
};

export const Loading: Story = { globals: LAPTOP, ...loadingStory(StaffReviewsDocument) };

export const Error: Story = errorStory(StaffReviewsDocument, '리뷰를 불러오지 못했어요. 잠시 후 다시 시도해 주세요.');

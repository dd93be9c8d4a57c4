import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { WishButton } from '../../frontend/src/features/wishlist/wish-button';
import { AddWishDocument } from '../../frontend/src/lib/__generated__/graphql';
import { operationOverride } from '../../mocks/overrides';

const meta = {
  title: 'wishlist/WishButton',
  component: WishButton,
  args: { productId: 24, productName: '한빛 로고 후드' },
  parameters: { route: '/products/24' },
} satisfies Meta<typeof WishButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const button = (canvasElement: HTMLElement) => within(canvasElement).findByRole('button', { name: '찜하기: 한빛 로고 후드' });

/** A member taps 찜: the button turns pressed, and a second tap releases it. */
export const Toggle: Story = {
  play: async ({ canvasElement }) => {
    const wish = await button(canvasElement);
    await waitFor(() => expect(wish).toHaveAttribute('aria-pressed', 'false'));
    await userEvent.click(wish);
    await waitFor(() => expect(wish).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(wish);
    await waitFor(() => expect(wish).toHaveAttribute('aria-pressed', 'false'));
  },
};

/** A visitor sees an unpressed button (a tap leads to the login page). */
export const Visitor: Story = {
  parameters: { scenario: 'anonymous' },
  play: async ({ canvasElement }) => {
    await expect(await button(canvasElement)).toHaveAttribute('aria-pressed', 'false');
  },
};

/** The wish failed: the reason is said beside the button, which stays unpressed. */
export const Refused: Story = {
  parameters: {
    msw: [operationOverride(AddWishDocument, { error: { code: 'INTERNAL_SERVER_ERROR', message: '찜하지 못했어요. 잠시 후 다시 시도해 주세요.' } })],
  },
  play: async ({ canvasElement }) => {
    const wish = await button(canvasElement);
    await userEvent.click(wish);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('찜하지 못했어요.');
    await expect(wish).toHaveAttribute('aria-pressed', 'false');
  },
};

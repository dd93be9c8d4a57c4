import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Price } from '../../frontend/src/components/ui/price';

const meta = {
  title: 'ui/Price',
  component: Price,
  args: { price: 89000 },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Regular: Story = {};

/** 89,000원 → 71,200원: 20% off (the API's discountRate), list price struck through. */
export const Discounted: Story = {
  args: { salePrice: 71200, discountRate: 20 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('20%')).toBeVisible();
    await expect(canvasElement.querySelector('del')).toHaveTextContent('89,000원');
  },
};

/** 49,000원 → 39,900원 is 18.57%: the API serves 18, never rounded up. */
export const RoundedDown: Story = { args: { price: 49000, salePrice: 39900, discountRate: 18 } };

export const Large: Story = { args: { price: 129000, salePrice: 99000, discountRate: 23, size: 'lg' } };

/** Without a discountRate (cart lines, where space is tight) no percent is shown. */
export const WithoutPercent: Story = { args: { price: 35000, salePrice: 29000, size: 'sm' } };

export const Free: Story = { args: { price: 0 } };

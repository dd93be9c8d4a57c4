import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AmountBreakdown } from '../../frontend/src/components/ui/amount-breakdown';

const meta = {
  title: 'ui/AmountBreakdown',
  component: AmountBreakdown,
  decorators: [(Story) => <div style={{ maxWidth: 360, padding: 16, background: 'var(--color-surface)' }}>{Story()}</div>],
  args: {
    label: '결제 금액',
    lines: [
      { label: '상품 금액', amount: 89000 },
      { label: '할인', amount: 8900, sign: '-' },
      { label: '배송비', amount: 3000 },
      { label: '포인트 사용', amount: 1500, sign: '-', unit: 'points' },
      { label: '결제 금액', amount: 81600, tone: 'total' },
    ],
  },
} satisfies Meta<typeof AmountBreakdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Order: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const amountOf = (label: string) => canvas.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    await expect(amountOf('할인')).toBe('-8,900원');
    await expect(amountOf('포인트 사용')).toBe('-1,500P');
    await expect(amountOf('결제 금액')).toBe('81,600원');
  },
};

/** Nothing taken off: zero reads "0원", never "-0원". */
export const NothingOff: Story = {
  args: {
    lines: [
      { label: '상품 금액', amount: 29000 },
      { label: '할인 금액', amount: 0, sign: '-', tone: undefined },
      { label: '배송비', amount: 3000, sign: '+' },
      { label: '결제 예정 금액', amount: 32000, tone: 'total' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('할인 금액', { selector: 'dt' }).nextElementSibling).toHaveTextContent(/^0원$/);
    await expect(canvas.getByText('배송비', { selector: 'dt' }).nextElementSibling).toHaveTextContent('+3,000원');
  },
};

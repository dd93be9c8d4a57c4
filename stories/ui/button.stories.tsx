import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../frontend/src/components/ui/button';

const meta = {
  title: 'ui/Button',
  component: Button,
  args: { children: '장바구니 담기', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '장바구니 담기' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: '옵션 변경' } };

export const Ghost: Story = { args: { variant: 'ghost', children: '전체 삭제' } };

export const Danger: Story = { args: { variant: 'danger', children: '주문 취소' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 }}>
      <Button {...args} size="sm">
        작게
      </Button>
      <Button {...args} size="md">
        보통
      </Button>
      <Button {...args} size="lg">
        크게
      </Button>
    </div>
  ),
};

export const Loading: Story = {
  args: { loading: true, children: '결제하기' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /결제하기/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { disabled: true, children: '품절' } };

export const FullWidth: Story = { args: { fullWidth: true, size: 'lg', children: '구매하기' } };

/** The long Korean label must wrap, not overflow, on a 360 px phone. */
export const LongLabel: Story = {
  args: { fullWidth: true, children: '경영학과 2026 과잠 공동구매 신청하고 이니셜 자수 무료로 받기' },
};

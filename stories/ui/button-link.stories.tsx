import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ButtonLink } from '../../frontend/src/components/ui/button-link';

const meta = {
  title: 'ui/ButtonLink',
  component: ButtonLink,
  args: { href: '/products', children: '전체 상품 보기' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof ButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A next step that goes somewhere: a link to assistive technology, a button to the eye. */
export const Primary: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: '전체 상품 보기' });
    await expect(link).toHaveAttribute('href', '/products');
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Secondary: Story = { args: { variant: 'secondary', href: '/products', children: '필터 초기화' } };

/** The last step of a form screen, as wide as the form. */
export const FullWidthLarge: Story = { args: { href: '/login', children: '로그인 화면으로', size: 'lg', fullWidth: true } };

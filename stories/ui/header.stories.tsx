import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { onColor } from '../../domain/content/theme-contrast';
import { CartButton } from '../../frontend/src/components/ui/cart-button';
import { Header } from '../../frontend/src/components/ui/header';
import { storyTenant } from '../support/catalogue';

const brand = (color: string) => ({ background: color, foreground: onColor(color) });

const meta = {
  title: 'ui/Header',
  component: Header,
  args: { shopName: storyTenant.shopName, brandColor: brand(storyTenant.themeColor) },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithCart: Story = {
  args: { cartSlot: <CartButton count={3} /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '장바구니, 담긴 상품 3개' })).toHaveAttribute('href', '/cart');
  },
};

export const EmptyCart: Story = { args: { cartSlot: <CartButton count={0} /> } };

export const ManyInCart: Story = { args: { cartSlot: <CartButton count={140} /> } };

/** While the tenant loads, the name's place is held. */
export const Loading: Story = { args: { shopName: undefined, loading: true } };

/** A long shop name ends in an ellipsis rather than pushing the cart off a 360 px screen. */
export const LongShopName: Story = {
  args: { shopName: '한빛대학교 소비자생활협동조합 공식 굿즈·단체복 공동구매 쇼핑몰', cartSlot: <CartButton count={12} /> },
};

/** Another tenant's pale colour: the text turns dark to stay readable. */
export const PaleTenantColour: Story = {
  args: { shopName: '새봄대 생협', brandColor: brand('#ffd84d'), cartSlot: <CartButton count={1} /> },
};

export const DarkTenantColour: Story = {
  args: { shopName: '청람대 굿즈샵', brandColor: brand('#8a1538'), cartSlot: <CartButton count={1} /> },
};

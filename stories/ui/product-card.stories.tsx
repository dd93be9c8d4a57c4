import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProductCard } from '../../frontend/src/components/ui/product-card';
import type { ProductCardFragment } from '../../frontend/src/lib/__generated__/graphql';
import { ShopClockContext } from '../../frontend/src/lib/clock';
import { STORY_NOW, storyProducts } from '../support/catalogue';
import { galleryImagesOf } from '../../mocks/scenarios/graphql-shapes';

const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(STORY_NOW.getTime() + days * DAY_MS).toISOString();

/** A product of the standard catalogue as the ProductCard fragment answers it, with the state a story needs. */
function card(index: number, overrides: Partial<ProductCardFragment> = {}): ProductCardFragment {
  const product = storyProducts[index];
  if (!product) throw new Error(`the standard catalogue has no product #${index}`);
  return {
    id: product.id,
    name: product.name,
    image: product.image,
    images: galleryImagesOf(product),
    productType: product.productType,
    price: product.price,
    salePrice: product.salePrice,
    discountRate: Math.floor(((product.price - product.salePrice) / product.price) * 100),
    isSoldOut: false,
    isPurchasable: true,
    saleStartedAt: null,
    saleEndedAt: null,
    reviewAverage: 0,
    reviewCount: 0,
    productTags: product.productTags,
    campaign: null,
    ...overrides,
  };
}

// The card's D-day reads the shop clock; pinned so the story reads the same every day.
const withStoryClock: Decorator = (Story) => (
  <ShopClockContext.Provider value={() => STORY_NOW}>
    <div style={{ width: 168 }}>
      <Story />
    </div>
  </ShopClockContext.Provider>
);

const meta = {
  title: 'ui/ProductCard',
  component: ProductCard,
  decorators: [withStoryClock],
  args: { product: card(0, { reviewAverage: 4.6, reviewCount: 12 }) },
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One link named by the product alone; prices, badges and rating are its description. */
export const Regular: Story = {
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: args.product.name });
    await expect(link).toHaveAttribute('href', `/products/${args.product.id}`);
    await expect(link).toHaveAccessibleDescription(/별점 4\.6점, 리뷰 12개/);
  },
};

/** A group purchase closing in three days: the badge and an urgent D-day. */
export const GroupPurchaseClosingSoon: Story = {
  args: { product: card(1, { productType: 'SINGLEORDER', saleStartedAt: inDays(-10), saleEndedAt: inDays(3) }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('공동구매')).toBeVisible();
    await expect(within(canvasElement).getByText('D-3')).toBeVisible();
  },
};

/** Opens later: the opening day instead of a deadline. */
export const Upcoming: Story = {
  args: { product: card(2, { productType: 'GROUPORDER', isPurchasable: false, saleStartedAt: inDays(5), saleEndedAt: inDays(20) }) },
};

/** Sold out: dimmed photo, the 품절 badge, and said to screen readers too. */
export const SoldOut: Story = {
  args: { product: card(3, { isSoldOut: true, isPurchasable: false }) },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('link', { name: args.product.name })).toHaveAccessibleDescription(/품절/);
  },
};

export const Ended: Story = {
  args: { product: card(4, { productType: 'SINGLEORDER', isPurchasable: false, saleStartedAt: inDays(-30), saleEndedAt: inDays(-2) }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('판매 종료')).toBeVisible();
  },
};

/** A staff-uploaded photo with server-made sizes: the phone picks a small AVIF or WebP, never the original. */
export const WithResponsiveSizes: Story = {
  args: {
    product: card(0, {
      images: [
        {
          src: storyProducts[0]!.image,
          width: 3000,
          height: 3000,
          sources: [
            { type: 'image/avif', srcset: '/photo-w360.avif 360w, /photo-w720.avif 720w, /photo-w1080.avif 1080w' },
            { type: 'image/webp', srcset: '/photo-w360.webp 360w, /photo-w720.webp 720w, /photo-w1080.webp 1080w' },
          ],
        },
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const sources = [...canvasElement.querySelectorAll('picture source')];
    await expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    await expect(sources[0]?.getAttribute('srcset')).toContain('/photo-w360.avif 360w');
    await expect(sources[0]?.getAttribute('sizes')).toContain('50vw');
  },
};

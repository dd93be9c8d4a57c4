import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ImageGallery, type GalleryImage } from '../../frontend/src/components/ui/image-gallery';
import { galleryProduct } from '../support/catalogue';

const product = galleryProduct;
const images: GalleryImage[] = product
  ? [product.image, product.image2, product.image3]
      .filter((src): src is string => Boolean(src))
      .map((src, i) => ({ src, alt: `${product.name} 사진 ${i + 1}` }))
  : [];

const meta = {
  title: 'ui/ImageGallery',
  component: ImageGallery,
  args: { images, label: product?.name ?? '상품 사진' },
} satisfies Meta<typeof ImageGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithDots: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const second = canvas.getByRole('button', { name: '2번째 이미지 보기' });
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-current', 'true');
  },
};

export const WithThumbnails: Story = { args: { thumbnails: true } };

export const SingleImage: Story = { args: { images: images.slice(0, 1) } };

export const NoImage: Story = { args: { images: [] } };

/** Banners are wide: the same gallery with another aspect ratio. */
export const Banner: Story = {
  args: {
    label: '기획전',
    aspectRatio: '16 / 9',
    images: [1, 2, 3].map((n) => ({ src: `/static/ads/ad-${n}.svg`, alt: `기획전 배너 ${n}` })),
  },
};

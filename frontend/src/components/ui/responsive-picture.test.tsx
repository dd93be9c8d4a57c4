import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ImageGallery } from './image-gallery';
import { PICTURE_SIZES, plainImage, ResponsivePicture } from './responsive-picture';

const sized = {
  src: '/uploads/images/2026/11/front.jpg',
  width: 3000,
  height: 2000,
  sources: [
    { type: 'image/avif', srcset: '/uploads/images/2026/11/front-w360.avif 360w, /uploads/images/2026/11/front-w720.avif 720w' },
    { type: 'image/webp', srcset: '/uploads/images/2026/11/front-w360.webp 360w, /uploads/images/2026/11/front-w720.webp 720w' },
  ],
};

describe('ResponsivePicture', () => {
  it('offers AVIF then WebP with the sizes the layout gives, the original as the fallback, and reserves its space', () => {
    const { container } = render(<ResponsivePicture image={sized} alt="과잠 앞면" sizes={PICTURE_SIZES.card} />);
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => [source.getAttribute('type'), source.getAttribute('srcset'), source.getAttribute('sizes')])).toEqual([
      ['image/avif', sized.sources[0]!.srcset, PICTURE_SIZES.card],
      ['image/webp', sized.sources[1]!.srcset, PICTURE_SIZES.card],
    ]);
    const img = container.querySelector('picture > img')!;
    expect([img.getAttribute('src'), img.getAttribute('alt'), img.getAttribute('width'), img.getAttribute('height')]).toEqual([
      sized.src,
      '과잠 앞면',
      '3000',
      '2000',
    ]);
  });

  it('shows an image without sizes as a plain img', () => {
    const { container } = render(<ResponsivePicture image={plainImage('/static/products/a-1.svg')} alt="" sizes="96px" />);
    expect(container.querySelectorAll('source')).toHaveLength(0);
    expect(container.querySelector('img')?.getAttribute('width')).toBeNull();
  });

  it('gives the product gallery’s slides and thumbnails their own srcset and sizes', () => {
    const { container } = render(
      <ImageGallery
        label="과잠 사진"
        thumbnails
        images={[
          { src: sized.src, alt: '과잠', responsive: sized },
          { src: '/static/products/a-2.svg', alt: '과잠 추가 이미지 1' },
        ]}
      />,
    );
    const sizes = [...container.querySelectorAll('source[type="image/avif"]')].map((source) => source.getAttribute('sizes'));
    expect(sizes).toEqual([PICTURE_SIZES.gallery, PICTURE_SIZES.thumb]);
  });
});

import { describe, expect, it } from 'vitest';
import { parseInput } from '../errors/input';
import { AppError } from '../errors/errors';
import {
  galleryColumns,
  galleryOf,
  MAX_DETAIL_IMAGES,
  planImageChange,
  PRODUCT_IMAGES_MESSAGES,
  renditionWidths,
  responsiveImage,
  staffSetProductImagesInput,
} from './product-images';

const url = (n: number) => `https://cdn.example.com/images/2026/11/${n}.jpg`;
const valid = { productId: 1, expectedUpdatedAt: new Date('2026-11-27T00:00:00Z'), images: [url(1)], detailImages: [] };

function refusal(data: unknown): { message: string; field: unknown } {
  try {
    parseInput(staffSetProductImagesInput, data);
  } catch (err) {
    if (err instanceof AppError) return { message: err.message, field: err.extensions.field };
    throw err;
  }
  throw new Error('accepted');
}

describe('staffSetProductImages input', () => {
  it('accepts one to three gallery images and static seed addresses', () => {
    expect(parseInput(staffSetProductImagesInput, { ...valid, images: [url(1), '/static/products/a-1.svg', url(3)] }).images).toHaveLength(3);
  });

  it('refuses no image, a fourth image, too many detail images and duplicates, naming the field', () => {
    expect(refusal({ ...valid, images: [] })).toEqual({ message: PRODUCT_IMAGES_MESSAGES.noMainImage, field: 'images' });
    expect(refusal({ ...valid, images: [1, 2, 3, 4].map(url) })).toEqual({ message: PRODUCT_IMAGES_MESSAGES.tooManyImages, field: 'images' });
    const many = Array.from({ length: MAX_DETAIL_IMAGES + 1 }, (_, i) => url(i + 10));
    expect(refusal({ ...valid, detailImages: many }).field).toBe('detailImages');
    expect(refusal({ ...valid, images: [url(1), url(1)] }).message).toBe(PRODUCT_IMAGES_MESSAGES.duplicate);
  });

  it('refuses addresses that are neither http(s) nor the static folder', () => {
    for (const bad of ['javascript:alert(1)', 'data:image/png;base64,xx', '/static/../../etc/passwd', '']) {
      expect(refusal({ ...valid, images: [bad] }).message, bad).toBe(PRODUCT_IMAGES_MESSAGES.badAddress);
    }
  });
});

describe('gallery columns', () => {
  it('round-trips the three columns, dropping gaps', () => {
    expect(galleryOf({ image: 'a', image2: null, image3: 'c' })).toEqual(['a', 'c']);
    expect(galleryColumns(['a', 'c'])).toEqual({ image: 'a', image2: 'c', image3: null });
  });
});

describe('planImageChange', () => {
  it('treats addresses already on the product as kept, whichever list they move to', () => {
    const plan = planImageChange({ images: ['a', 'b'], detailImages: ['d'] }, { images: ['d', 'a'], detailImages: ['n'] });
    expect(plan).toEqual({ added: ['n'], removed: ['b'] });
  });
});

describe('responsive images', () => {
  it('never enlarges and always offers the original width as the largest file', () => {
    expect(renditionWidths(4000)).toEqual([360, 720, 1080]);
    expect(renditionWidths(800)).toEqual([360, 720, 800]);
    expect(renditionWidths(200)).toEqual([200]);
  });

  it('lists AVIF before WebP with ascending widths, and only the original without a rendition', () => {
    const variants = [720, 360].flatMap((width) =>
      (['webp', 'avif'] as const).map((format) => ({ format, width, height: width, url: `/v-${width}.${format}` })),
    );
    expect(responsiveImage('/o.jpg', { width: 2000, height: 2000, variants })).toEqual({
      src: '/o.jpg',
      width: 2000,
      height: 2000,
      sources: [
        { type: 'image/avif', srcset: '/v-360.avif 360w, /v-720.avif 720w' },
        { type: 'image/webp', srcset: '/v-360.webp 360w, /v-720.webp 720w' },
      ],
    });
    expect(responsiveImage('/o.jpg', null)).toEqual({ src: '/o.jpg', width: null, height: null, sources: [] });
  });
});

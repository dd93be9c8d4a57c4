// Product images with their server-made sizes (schema/admin-images.graphql).
import type * as T from '../__generated__/types';
import { imageUrl } from '../scenarios/standard/products/build';
import { MOCK_NOW } from './clock';
import { int, nextId, pick, withOverrides } from './random';
import { GARMENTS } from './vocabulary';

export function buildImageSource(overrides?: Partial<T.ImageSource>): T.ImageSource {
  const format = pick(['avif', 'webp'] as const);
  const base = `/uploads/images/2026/11/photo-${int(1, 999)}`;
  return withOverrides(
    { __typename: 'ImageSource', type: `image/${format}`, srcset: [360, 720, 1080].map((w) => `${base}-w${w}.${format} ${w}w`).join(', ') },
    overrides,
  );
}

/** A seeded placeholder (a vector: no sizes) unless `sources` are given. */
export function buildResponsiveImage(overrides?: Partial<T.ResponsiveImage>): T.ResponsiveImage {
  return withOverrides(
    { __typename: 'ResponsiveImage', src: imageUrl(pick(GARMENTS).imageSlug, 0), width: 400, height: 400, sources: [] },
    overrides,
  );
}

export function buildStaffProductImages(overrides?: Partial<T.StaffProductImages>): T.StaffProductImages {
  const garment = pick(GARMENTS);
  return withOverrides(
    {
      __typename: 'StaffProductImages',
      productId: nextId('Product'),
      productName: `2026 ${garment.word}`,
      updatedAt: MOCK_NOW.toISOString(),
      images: [0, 1].map((index) => buildResponsiveImage({ src: imageUrl(garment.imageSlug, index) })),
      detailImages: [],
    },
    overrides,
  );
}

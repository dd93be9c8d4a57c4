import { z } from 'zod';
import { badUserInput } from '../errors/errors';
import { StaffAuditObjectType } from '../enums';
import type { StaffAuditEntryDraft } from '../staff/staff-audit-entries';

/*
 * Product images (docs/product-rules.md#product-images, docs/decisions/0045): how many a product
 * has, what staff may put there, and how a stored image and its server-made sizes become the
 * GraphQL `ResponsiveImage`. Plain values only, so the backend and the mocked API decide alike.
 */

/** The gallery: image, image2, image3 (the first is the card's picture). */
export const MAX_PRODUCT_IMAGES = 3;
/** Long images in the story tab; far above what a product page needs, low enough to page fast. */
export const MAX_DETAIL_IMAGES = 20;

/** Widths (px) the server makes of each raster image, never wider than the original. */
export const RENDITION_WIDTHS = [360, 720, 1080] as const;
/** Modern formats, best first: a browser takes the first `<source>` it can show. */
export const RENDITION_FORMATS = ['avif', 'webp'] as const;
export type RenditionFormat = (typeof RENDITION_FORMATS)[number];
export const RENDITION_MIME: Record<RenditionFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

export const PRODUCT_IMAGES_MESSAGES = {
  notFound: '상품을 찾을 수 없어요. 상품 목록에서 다시 골라 주세요.',
  noMainImage: '대표 사진을 한 장 이상 올려 주세요.',
  tooManyImages: `상품 사진은 ${MAX_PRODUCT_IMAGES}장까지 올릴 수 있어요.`,
  tooManyDetailImages: `상세 이미지는 ${MAX_DETAIL_IMAGES}장까지 올릴 수 있어요.`,
  duplicate: '같은 사진이 두 번 들어 있어요. 한 번만 골라 주세요.',
  badAddress: '사진 주소가 올바르지 않아요. 사진을 다시 올려 주세요.',
  notOwnUpload: '직접 올린 사진이나 이 상품에 이미 있는 사진만 쓸 수 있어요. 사진을 다시 올려 주세요.',
  unreadable: '사진을 읽지 못했어요. 손상되지 않은 JPG, PNG, WEBP, GIF 사진을 다시 올려 주세요.',
  saved: '상품 사진을 바꿨어요',
} as const;

// Server-made addresses only: an absolute http(s) URL (storage) or the shop's own static folder.
const imageRef = z
  .string({ error: PRODUCT_IMAGES_MESSAGES.badAddress })
  .trim()
  .min(1, { error: PRODUCT_IMAGES_MESSAGES.badAddress })
  .max(1000, { error: PRODUCT_IMAGES_MESSAGES.badAddress })
  .refine((value) => /^https?:\/\/[^\s]+$/.test(value) || /^\/static\/(?:[a-z0-9][a-z0-9_-]*\/)*[a-z0-9][a-z0-9_-]*\.[a-z0-9]{1,5}$/.test(value), {
    error: PRODUCT_IMAGES_MESSAGES.badAddress,
  });

const noDuplicates = (list: string[]) => new Set(list).size === list.length;

export const staffSetProductImagesInput = z.object({
  productId: z.number({ error: PRODUCT_IMAGES_MESSAGES.notFound }).int({ error: PRODUCT_IMAGES_MESSAGES.notFound }),
  expectedUpdatedAt: z.date({ error: '상품을 다시 불러온 뒤 저장해 주세요.' }),
  images: z
    .array(imageRef)
    .min(1, { error: PRODUCT_IMAGES_MESSAGES.noMainImage })
    .max(MAX_PRODUCT_IMAGES, { error: PRODUCT_IMAGES_MESSAGES.tooManyImages })
    .refine(noDuplicates, { error: PRODUCT_IMAGES_MESSAGES.duplicate }),
  detailImages: z
    .array(imageRef)
    .max(MAX_DETAIL_IMAGES, { error: PRODUCT_IMAGES_MESSAGES.tooManyDetailImages })
    .refine(noDuplicates, { error: PRODUCT_IMAGES_MESSAGES.duplicate }),
});

/** A product's images as stored: the gallery columns in order, and the story tab's list. */
export interface ProductImageSet {
  images: string[];
  detailImages: string[];
}

/** The gallery columns (`image`, `image2`, `image3`) as an ordered list, gaps dropped. */
export function galleryOf(product: { image: string; image2?: string | null; image3?: string | null }): string[] {
  return [product.image, product.image2, product.image3].filter((url): url is string => !!url);
}

/** The gallery list written back to the three columns the rest of the shop reads. */
export function galleryColumns(images: readonly string[]): { image: string; image2: string | null; image3: string | null } {
  const [image, image2 = null, image3 = null] = images;
  if (!image) throw badUserInput(PRODUCT_IMAGES_MESSAGES.noMainImage, 'images');
  return { image, image2, image3 };
}

/**
 * Which requested addresses are new to the product (each must be the staff member's own upload)
 * and which images leave it. An address already on the product (gallery or story tab) may move
 * between the two lists without being uploaded again.
 */
export function planImageChange(current: ProductImageSet, next: ProductImageSet): { added: string[]; removed: string[] } {
  const before = new Set([...current.images, ...current.detailImages]);
  const after = new Set([...next.images, ...next.detailImages]);
  return {
    added: [...after].filter((url) => !before.has(url)),
    removed: [...before].filter((url) => !after.has(url)),
  };
}

/** The staff audit entry of an image change (the backend and the mocked API record the same). */
export function productImagesAudit(productId: number, before: ProductImageSet, after: ProductImageSet): StaffAuditEntryDraft {
  return {
    objectType: StaffAuditObjectType.PRODUCT,
    objectId: productId,
    action: 'product.images',
    summary: PRODUCT_IMAGES_MESSAGES.saved,
    before: { ...before },
    after: { ...after },
  };
}

/** One server-made file of an image. */
export interface RenditionVariant {
  format: RenditionFormat;
  width: number;
  height: number;
  url: string;
}

/** What is known of a stored image: its size and its variants (none for vectors, none yet while unmade). */
export interface ImageRendition {
  width: number | null;
  height: number | null;
  variants: RenditionVariant[];
}

/** The GraphQL `ResponsiveImage`. */
export interface ResponsiveImageShape {
  src: string;
  width: number | null;
  height: number | null;
  sources: { type: string; srcset: string }[];
}

/**
 * An image for a `<picture>`: one `<source>` per modern format with every width made, the original
 * as the `<img>` fallback. Without a rendition (not made yet, or an outside address) only the
 * original is offered.
 */
export function responsiveImage(src: string, rendition: ImageRendition | null | undefined): ResponsiveImageShape {
  const sources = RENDITION_FORMATS.flatMap((format) => {
    const files = (rendition?.variants ?? []).filter((v) => v.format === format).sort((a, b) => a.width - b.width);
    if (files.length === 0) return [];
    return [{ type: RENDITION_MIME[format], srcset: files.map((v) => `${v.url} ${v.width}w`).join(', ') }];
  });
  return { src, width: rendition?.width ?? null, height: rendition?.height ?? null, sources };
}

/**
 * The widths to make of an original `width` pixels wide: every standard width below it, and the
 * original width itself, so each format's largest file is as sharp as the original and nothing is
 * ever enlarged.
 */
export function renditionWidths(originalWidth: number): number[] {
  const below = RENDITION_WIDTHS.filter((width) => width < originalWidth);
  const top = Math.min(originalWidth, RENDITION_WIDTHS[RENDITION_WIDTHS.length - 1]!);
  return [...new Set([...below, top])];
}

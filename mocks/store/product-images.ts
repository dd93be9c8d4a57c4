// Staff product images in the mocked API: the same input rules, ownership rule, version check and
// audit entry as backend/src/modules/product-images (the decisions are domain/catalog/product-images.ts).
// Sizes are not made here: a mock upload's "variants" are its own address, which the browser shows
// whatever <source> type it sits under; vectors get none, as on the server.
import { badUserInput, notFound } from '../../domain/errors/errors';
import { staleEdit } from '../../domain/staff/staff-messages';
import { parseInput } from '../../domain/errors/input';
import {
  galleryColumns,
  galleryOf,
  planImageChange,
  productImagesAudit,
  PRODUCT_IMAGES_MESSAGES,
  RENDITION_FORMATS,
  RENDITION_WIDTHS,
  responsiveImage,
  staffSetProductImagesInput,
  type ImageRendition,
} from '../../domain/catalog/product-images';
import type * as T from '../__generated__/types';
import { toResponsiveImage } from '../scenarios/graphql-shapes';
import type { ScenarioProduct } from '../scenarios/standard/types';
import type { MockDb } from './db';
import { requireStaffOperator, requireStaffReader } from './refusals';
import { recordStaffAudit } from './staff-audit';
import type { StoreMember } from './types';
import { productVersion, touchProduct } from './product-version';
import { isOwnUpload, MOCK_UPLOAD_PATH } from './uploads';

function editsOf(db: MockDb, product: ScenarioProduct): { detailImages: string[]; updatedAt: string } {
  return { detailImages: db.state.productImageEdits?.[product.id]?.detailImages ?? [], updatedAt: productVersion(product) };
}

function mockRendition(url: string): ImageRendition | null {
  if (!url.includes(MOCK_UPLOAD_PATH)) return null;
  return {
    width: null,
    height: null,
    variants: RENDITION_WIDTHS.flatMap((width) => RENDITION_FORMATS.map((format) => ({ format, width, height: width, url }))),
  };
}

export const responsiveImages = (urls: readonly string[]): T.ResponsiveImage[] =>
  urls.map((url) => toResponsiveImage(responsiveImage(url, mockRendition(url))));

/** `Product.images` and `Product.detailImages` of a catalogue row. */
export const productGallery = (product: ScenarioProduct) => responsiveImages(galleryOf(product));
export const productDetailImages = (db: MockDb, product: ScenarioProduct) => responsiveImages(editsOf(db, product).detailImages);

function view(db: MockDb, product: ScenarioProduct): T.StaffProductImages {
  const edits = editsOf(db, product);
  return {
    __typename: 'StaffProductImages',
    productId: product.id,
    productName: product.name,
    updatedAt: edits.updatedAt,
    images: responsiveImages(galleryOf(product)),
    detailImages: responsiveImages(edits.detailImages),
  };
}

function productOf(db: MockDb, productId: number): ScenarioProduct {
  const product = db.product(productId);
  if (!product) throw notFound(PRODUCT_IMAGES_MESSAGES.notFound);
  return product;
}

export function staffProductImages(db: MockDb, viewer: StoreMember | null, productId: number): T.StaffProductImages {
  requireStaffReader(viewer);
  return view(db, productOf(db, productId));
}

export function setStaffProductImages(db: MockDb, viewer: StoreMember | null, data: T.StaffSetProductImagesInput): T.StaffProductImages {
  const staff = requireStaffOperator(viewer);
  const input = parseInput(staffSetProductImagesInput, { ...data, expectedUpdatedAt: new Date(data.expectedUpdatedAt) });
  const product = productOf(db, input.productId);
  const edits = editsOf(db, product);
  const before = { images: galleryOf(product), detailImages: edits.detailImages };
  const next = { images: input.images, detailImages: input.detailImages };
  for (const url of planImageChange(before, next).added) {
    if (!isOwnUpload(staff.id, url)) throw badUserInput(PRODUCT_IMAGES_MESSAGES.notOwnUpload, next.images.includes(url) ? 'images' : 'detailImages');
  }
  if (Date.parse(edits.updatedAt) !== input.expectedUpdatedAt.getTime()) throw staleEdit();
  if (JSON.stringify(before) === JSON.stringify(next)) return view(db, product);
  Object.assign(product, galleryColumns(next.images));
  db.state.productImageEdits = { ...db.state.productImageEdits, [product.id]: { detailImages: next.detailImages } };
  touchProduct(db, product);
  recordStaffAudit(db, staff, productImagesAudit(product.id, before, next));
  return view(db, product);
}

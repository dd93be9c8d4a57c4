import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Storage } from '../../adapters/storage/storage';
import type { Config } from '../../config';
import type { Logger } from '../../logger';
import { badUserInput, notFound } from '../../../../domain/errors/errors';
import { staleEdit } from '../../../../domain/staff/staff-messages';
import { parseInput } from '../../../../domain/errors/input';
import {
  galleryColumns,
  galleryOf,
  planImageChange,
  productImagesAudit,
  PRODUCT_IMAGES_MESSAGES,
  staffSetProductImagesInput,
} from '../../../../domain/catalog/product-images';
import { invalidateCatalogue } from '../catalog/catalogue-cache';
import { Product } from '../catalog/product.entity';
import type { StaffScope } from '../staff/staff-access';
import { recordStaffAudit } from '../staff/staff-audit.service';
import { findOwnedUpload, requireOwnedImages } from '../upload/upload.service';
import { ensureRenditions } from './image-renditions.service';
import { UnreadableImageError } from './render-sizes';

/** The GraphQL `StaffProductImages` before its images get their sizes (the resolvers add them). */
export interface StaffProductImagesParent {
  productId: number;
  productName: string;
  updatedAt: Date;
  images: string[];
  detailImages: string[];
}

export interface ProductImagesDeps {
  storage: Storage;
  config: Pick<Config, 'UPLOAD_MAX_BYTES'>;
  log?: Logger;
}

const parentOf = (product: Product): StaffProductImagesParent => ({
  productId: product.id,
  productName: product.name,
  updatedAt: product.updatedAt,
  images: galleryOf(product),
  detailImages: [...(product.detailImages ?? [])],
});

/** A product of the staff member's university with its images; NOT_FOUND for anyone else's. */
export async function readStaffProductImages(em: EntityManager, scope: StaffScope, productId: number): Promise<StaffProductImagesParent> {
  const product = await em.findOne(Product, { id: productId, university: scope.universityId });
  if (!product) throw notFound(PRODUCT_IMAGES_MESSAGES.notFound);
  return parentOf(product);
}

/**
 * Replaces a product's gallery and story images (docs/product-rules.md#product-images): addresses
 * new to the product must be this staff member's own finished uploads of an allowed image type
 * and size; every image gets its sizes before the row is locked, so the lock is held for a
 * moment, not for the image work. A version other than the one the editor loaded is CONFLICT.
 */
export async function setProductImages(
  em: EntityManager,
  deps: ProductImagesDeps,
  scope: StaffScope,
  data: unknown,
): Promise<StaffProductImagesParent> {
  const input = parseInput(staffSetProductImagesInput, data);
  const seen = await em.findOne(Product, { id: input.productId, university: scope.universityId });
  if (!seen) throw notFound(PRODUCT_IMAGES_MESSAGES.notFound);
  const next = { images: input.images, detailImages: input.detailImages };
  const { added } = planImageChange({ images: galleryOf(seen), detailImages: seen.detailImages ?? [] }, next);
  for (const url of added) {
    const field = next.images.includes(url) ? 'images' : 'detailImages';
    const owned = scope.staffUserId ? await findOwnedUpload(em, deps.storage, scope.staffUserId, url) : null;
    if (!owned) throw badUserInput(PRODUCT_IMAGES_MESSAGES.notOwnUpload, field);
    await requireOwnedImages(em, deps.storage, deps.config, scope.staffUserId!, [url], { field, log: deps.log });
  }
  for (const [field, urls] of Object.entries(next)) {
    for (const url of urls) {
      try {
        await ensureRenditions(em, deps.storage, [url]);
      } catch (err) {
        if (!(err instanceof UnreadableImageError)) throw err;
        deps.log?.warn({ err, url }, 'a product image could not be decoded');
        throw badUserInput(PRODUCT_IMAGES_MESSAGES.unreadable, field);
      }
    }
  }

  const product = await em.findOne(
    Product,
    { id: input.productId, university: scope.universityId },
    { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
  );
  if (!product) throw notFound(PRODUCT_IMAGES_MESSAGES.notFound);
  if (product.updatedAt.getTime() !== input.expectedUpdatedAt.getTime()) throw staleEdit();
  const before = { images: galleryOf(product), detailImages: [...(product.detailImages ?? [])] };
  if (JSON.stringify(before) === JSON.stringify(next)) return parentOf(product);
  Object.assign(product, galleryColumns(next.images), { detailImages: next.detailImages });
  recordStaffAudit(em, scope, productImagesAudit(product.id, before, next));
  await em.flush();
  invalidateCatalogue(em);
  return parentOf(product);
}

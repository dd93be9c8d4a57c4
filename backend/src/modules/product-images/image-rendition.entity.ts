import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id } from '../../db/columns';
import type { RenditionVariant } from '../../../../domain/catalog/product-images';

/**
 * What the server knows of one stored image (docs/decisions/0045): its size and the smaller
 * modern-format files made of it. Keyed by the image's address, not by product: a duplicated
 * product, a gallery image moved to the story tab and a seeded placeholder all reuse one row.
 * Addresses carry a random key, so the row says nothing about any one tenant.
 */
export const ImageRenditionSchema = defineEntity({
  name: 'ImageRendition',
  properties: {
    id: id(),
    sourceUrl: p.string().length(1000).unique(),
    /** Null when the file could not be decoded: it is then served as it is and never tried again. */
    width: p.integer().nullable(),
    height: p.integer().nullable(),
    /** Every size in every format, with its public address; empty for vectors. */
    variants: p.json<RenditionVariant[]>().defaultRaw(`'[]'::jsonb`),
    createdAt: createdAt(),
  },
});

export class ImageRendition extends ImageRenditionSchema.class {}
ImageRenditionSchema.setClass(ImageRendition);

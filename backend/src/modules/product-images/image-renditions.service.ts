import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Storage } from '../../adapters/storage/storage';
import { SAFE_KEY } from '../../adapters/storage/image-types';
import { createBatchLoader, perRequest, type BatchLoader } from '../../graphql/per-request';
import {
  RENDITION_MIME,
  responsiveImage,
  type ImageRendition as RenditionShape,
  type RenditionVariant,
  type ResponsiveImageShape,
} from '../../../../domain/catalog/product-images';
import { ImageRendition } from './image-rendition.entity';
import { renderSizes, UnreadableImageError, type RenderedImage } from './render-sizes';

/** The seeded placeholders' folder, served under `/static` (server.ts mounts the same one). */
const STATIC_DIR = fileURLToPath(new URL('../../static', import.meta.url));
const STATIC_PREFIX = '/static/';

/** Where an original's bytes are and under which key its sizes go; null for addresses the shop does not hold. */
interface Source {
  read(): Promise<Uint8Array | null>;
  /** The key without its extension, for example `images/2026/11/<uuid>`. */
  variantBase: string;
}

function sourceOf(storage: Storage, url: string): Source | null {
  const key = storage.keyFromUrl(url);
  if (key) return { read: () => storage.readObject(key), variantBase: key.replace(/\.[a-z0-9]+$/, '') };
  if (url.startsWith(STATIC_PREFIX)) {
    const relative = url.slice(STATIC_PREFIX.length);
    if (!SAFE_KEY.test(relative)) return null;
    const file = path.resolve(STATIC_DIR, relative);
    if (!file.startsWith(STATIC_DIR + path.sep)) return null;
    return {
      read: () => readFile(file).then((bytes) => new Uint8Array(bytes), () => null),
      variantBase: `renditions/static/${relative.replace(/\.[a-z0-9]+$/, '')}`,
    };
  }
  return null;
}

/**
 * Makes and records the sizes of each address that has none yet: reads the original from storage
 * (or the seeded static folder), writes every size through the same storage, and inserts the row.
 * Idempotent: sizes go to keys derived from the original's, and a row another instance inserted
 * first wins. Addresses the shop does not hold are skipped. Throws UnreadableImageError.
 */
export async function ensureRenditions(
  em: EntityManager,
  storage: Storage,
  urls: readonly string[],
  options: { unreadable?: 'throw' | 'record' } = {},
): Promise<void> {
  const wanted = [...new Set(urls)];
  if (wanted.length === 0) return;
  const known = await em.find(ImageRendition, { sourceUrl: { $in: wanted } }, { fields: ['sourceUrl'] });
  const done = new Set(known.map((row) => row.sourceUrl));
  for (const url of wanted) {
    if (done.has(url)) continue;
    const source = sourceOf(storage, url);
    const original = source ? await source.read() : null;
    if (!source || !original) {
      // An outside address, or a file gone from storage: served as it is, and not looked at again.
      if (options.unreadable === 'record') await recordRendition(em, { sourceUrl: url, width: null, height: null, variants: [] });
      continue;
    }
    let rendered: RenderedImage;
    try {
      rendered = await renderSizes(original);
    } catch (err) {
      if (options.unreadable !== 'record' || !(err instanceof UnreadableImageError)) throw err;
      await recordRendition(em, { sourceUrl: url, width: null, height: null, variants: [] });
      continue;
    }
    const variants: RenditionVariant[] = [];
    for (const file of rendered.files) {
      const key = `${source.variantBase}-w${file.width}.${file.format}`;
      await storage.writeObject(key, file.body, RENDITION_MIME[file.format]);
      variants.push({ format: file.format, width: file.width, height: file.height, url: storage.publicUrl(key) });
    }
    await recordRendition(em, { sourceUrl: url, width: rendered.width, height: rendered.height, variants });
  }
}

async function recordRendition(
  em: EntityManager,
  row: { sourceUrl: string; width: number | null; height: number | null; variants: RenditionVariant[] },
): Promise<void> {
  await em.createQueryBuilder(ImageRendition).insert({ ...row, createdAt: new Date() }).onConflict('sourceUrl').ignore().execute();
}

/** A rendition as the catalogue's read model selects it along with the product row. */
export interface RenditionRow extends RenditionShape {
  url: string;
}

// Read models of the catalogue carry their images' renditions (product-read-model.ts) under a
// symbol, which survives the per-viewer copies (`{ ...product }`, catalogue-viewer.ts); any other
// product (an ORM entity, a staff read) goes through the per-request batch below.
const RENDITIONS = Symbol('renditions');
type WithRenditions = { [RENDITIONS]?: Map<string, RenditionShape> };

export function attachRenditions(product: object, rows: readonly RenditionRow[]): void {
  (product as WithRenditions)[RENDITIONS] = new Map(rows.map(({ url, ...rendition }) => [url, rendition]));
}

/** The rendition of one of `product`'s images: from its read model when it has one, else batched. */
function renditionOf(em: EntityManager, product: object, url: string): RenditionShape | null | Promise<RenditionShape | null> {
  const known = (product as WithRenditions)[RENDITIONS];
  return known ? (known.get(url) ?? null) : loadRendition(em, url);
}

/** Addresses as GraphQL `ResponsiveImage`s; `owner` is the product read model they belong to, if any. */
export function responsiveImages(em: EntityManager, urls: readonly string[], owner?: object): Promise<ResponsiveImageShape[]> {
  return Promise.all(urls.map(async (url) => responsiveImage(url, await (owner ? renditionOf(em, owner, url) : loadRendition(em, url)))));
}

const loaders = perRequest<BatchLoader<string, RenditionShape | null>>();

/** The rendition of an address, batched per request (a product list asks for every card's image at once). */
function loadRendition(em: EntityManager, url: string): Promise<RenditionShape | null> {
  return loaders(em, () =>
    createBatchLoader<string, RenditionShape | null>(
      async (urls) => {
        const rows = await em.getConnection().execute<{ source_url: string; width: number | null; height: number | null; variants: RenditionShape['variants'] }[]>(
          `select source_url, width, height, variants from image_rendition where source_url in (${urls.map(() => '?').join(', ')})`,
          urls,
        );
        return new Map(rows.map((row) => [row.source_url, { width: row.width, height: row.height, variants: row.variants }]));
      },
      () => null,
    ),
  ).load(url);
}

/** Every product image address (gallery and story tab) that has no rendition yet, oldest products first. */
export async function imagesWithoutSizes(em: EntityManager, limit: number): Promise<string[]> {
  const rows = await em.getConnection().execute<{ url: string }[]>(
    `select u.url, min(p.id) as first_product from product p
     cross join lateral (
       select p.image as url union all select p.image2 union all select p.image3
       union all select jsonb_array_elements_text(p.detail_images)
     ) u
     where u.url is not null and not exists (select 1 from image_rendition r where r.source_url = u.url)
     group by u.url order by first_product limit ?`,
    [limit],
  );
  return rows.map((row) => row.url);
}

import sharp, { type Metadata, type Sharp } from 'sharp';
import { RENDITION_FORMATS, renditionWidths, type RenditionFormat } from '../../../../domain/catalog/product-images';

// Two cores serve requests, jobs and image work at once: libvips gets one thread, so resizing a
// large photo slows itself rather than every request beside it.
sharp.concurrency(1);

/** Far above any phone or camera photo a co-op uploads (10 MB JPEG ≈ 24 MP); refuses decompression bombs. */
const MAX_INPUT_PIXELS = 50_000_000;

// Quality and effort picked for photos of clothes on a phone: no visible banding, AVIF encoding
// kept under about a second per size on one core (effort 9 is minutes).
const ENCODERS: Record<RenditionFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 75, effort: 4 }),
};

export interface RenderedFile {
  format: RenditionFormat;
  width: number;
  height: number;
  body: Uint8Array;
}

export interface RenderedImage {
  /** The original's size as shown (after its EXIF orientation). */
  width: number;
  height: number;
  /** Every width of `renditionWidths` in every format; none for a vector image, which scales itself. */
  files: RenderedFile[];
}

export class UnreadableImageError extends Error {
  constructor(cause: unknown) {
    super('The image could not be decoded', { cause });
    this.name = 'UnreadableImageError';
  }
}

/** Reads an original and makes its sizes (docs/decisions/0045). Throws UnreadableImageError for bytes that are no image. */
export async function renderSizes(original: Uint8Array): Promise<RenderedImage> {
  const open = () => sharp(original, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).autoOrient();
  let meta: Metadata;
  try {
    meta = await sharp(original, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).metadata();
  } catch (err) {
    throw new UnreadableImageError(err);
  }
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (!width || !height) throw new UnreadableImageError(new Error('no dimensions'));
  if (meta.format === 'svg') return { width, height, files: [] };
  const files: RenderedFile[] = [];
  try {
    for (const target of renditionWidths(width)) {
      for (const format of RENDITION_FORMATS) {
        const { data, info } = await ENCODERS[format](open().resize({ width: target, withoutEnlargement: true })).toBuffer({
          resolveWithObject: true,
        });
        files.push({ format, width: info.width, height: info.height, body: new Uint8Array(data) });
      }
    }
  } catch (err) {
    throw new UnreadableImageError(err);
  }
  return { width, height, files };
}

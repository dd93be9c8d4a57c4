import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderSizes, UnreadableImageError } from './render-sizes';

const SEED_PLACEHOLDER = new URL('../../static/products/hanbit-anorak-1.svg', import.meta.url);

/**
 * A phone-camera-sized photo: the seeded placeholder of a product drawn at 3000 × 2000 with
 * sensor-like noise, saved as a high-quality JPEG (several MB, like a photo staff upload).
 */
async function drawLargePhoto(): Promise<Buffer> {
  const art = await sharp(await readFile(SEED_PLACEHOLDER), { density: 600 }).resize(3000, 2000, { fit: 'contain', background: '#f0ede6' }).png().toBuffer();
  const noise = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 24 } } })
    .png()
    .toBuffer();
  return sharp(art).composite([{ input: noise, blend: 'overlay' }]).jpeg({ quality: 92 }).toBuffer();
}

let photo: Promise<Buffer> | undefined;
const largePhoto = () => (photo ??= drawLargePhoto());

describe('renderSizes (sharp)', () => {
  it('makes 360, 720 and 1080 px wide AVIF and WebP files of a large photo, keeping its proportions', async () => {
    const rendered = await renderSizes(await largePhoto());
    expect([rendered.width, rendered.height]).toEqual([3000, 2000]);
    expect(rendered.files.map((file) => `${file.format}@${file.width}x${file.height}`)).toEqual([
      'avif@360x240',
      'webp@360x240',
      'avif@720x480',
      'webp@720x480',
      'avif@1080x720',
      'webp@1080x720',
    ]);
    for (const file of rendered.files) {
      const meta = await sharp(file.body).metadata();
      expect([meta.width, meta.height], `${file.format}@${file.width}`).toEqual([file.width, file.height]);
      // libvips reads AVIF through libheif and names it by its container.
      expect(meta.format === 'heif' ? meta.compression : meta.format).toBe(file.format === 'avif' ? 'av1' : 'webp');
    }
  });

  it('makes the 360 px WebP of a large photo a small fraction of the original’s bytes', async () => {
    const original = await largePhoto();
    const rendered = await renderSizes(original);
    const phone = rendered.files.find((file) => file.format === 'webp' && file.width === 360)!;
    expect(original.byteLength).toBeGreaterThan(1_000_000);
    expect(phone.body.byteLength * 20).toBeLessThan(original.byteLength);
  });

  it('follows the EXIF orientation of a phone photo taken upright', async () => {
    const sideways = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#336699' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const rendered = await renderSizes(sideways);
    expect([rendered.width, rendered.height]).toEqual([600, 800]);
    expect(rendered.files.filter((file) => file.format === 'webp').map((file) => [file.width, file.height])).toEqual([
      [360, 480],
      [600, 800],
    ]);
  });

  it('never enlarges a small image: one size, its own width', async () => {
    const small = await sharp({ create: { width: 200, height: 100, channels: 4, background: '#ffcc00' } }).png().toBuffer();
    const rendered = await renderSizes(small);
    expect(rendered.files.map((file) => `${file.format}@${file.width}x${file.height}`)).toEqual(['avif@200x100', 'webp@200x100']);
  });

  it('measures a seeded vector placeholder and makes no raster copies of it', async () => {
    const rendered = await renderSizes(await readFile(SEED_PLACEHOLDER));
    expect(rendered).toEqual({ width: 400, height: 400, files: [] });
  });

  it('refuses bytes that are no image', async () => {
    await expect(renderSizes(new TextEncoder().encode('사진이 아니에요'))).rejects.toBeInstanceOf(UnreadableImageError);
  });
});

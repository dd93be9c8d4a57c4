// @vitest-environment node
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORITY } from '../../domain/enums';
import { MAX_DETAIL_IMAGES, PRODUCT_IMAGES_MESSAGES } from '../../domain/catalog/product-images';
import { STALE_EDIT_MESSAGE } from '../../domain/staff/staff-messages';
import type { Product } from '../../backend/src/modules/catalog/product.entity';
import { Upload } from '../../backend/src/modules/upload/upload.entity';
import { refusal, sql } from '../support/accounts';
import { startTestApi, type TestApi } from '../support/api';
import { createMember, createProduct, type TestMember } from '../support/catalog-fixtures';
import { operationDocument } from '../support/catalog-operations';
import { createSecondUniversity } from '../support/tenants';
import { onTestServer } from '../support/uploads';
import { photo, readImages, setImages, srcsetFiles, uploadImage } from './admin-images.fixtures';

const PRODUCT = operationDocument('ProductDetail');

let api: TestApi;
let staff: TestMember;
let viewer: TestMember;
let member: TestMember;
let otherStaff: TestMember;
let product: Product;
let theirs: Product;
let theirStaffUpload: string;

beforeAll(async () => {
  api = await startTestApi();
  const em = api.orm.em.fork();
  staff = await createMember(em, { authority: AUTHORITY.ADMIN, name: '박생협' });
  viewer = await createMember(em, { authority: AUTHORITY.ADMINHIDDEN });
  member = await createMember(em);
  otherStaff = await createMember(em, { authority: AUTHORITY.ADMIN });
  product = await createProduct(em, { name: '2026 과잠' });
  const second = await createSecondUniversity(em);
  theirs = await createProduct(em, { name: '새봄 과잠', universityId: second.id });
  // Another tenant's staff member's finished upload, planted as their upload route would leave it.
  const theirStaff = await createMember(em, { authority: AUTHORITY.ADMIN, universityId: second.id });
  const key = 'images/2026/11/0b5c6d7e-1111-4000-8000-000000000001.png';
  await api.adapters.storage.writeObject(key, await photo(400, 300), 'image/png');
  em.create(Upload, { user: theirStaff.user, key, originalName: 'theirs.png', contentType: 'image/png', expiresAt: new Date(), completedAt: new Date(), byteSize: 1 });
  await em.flush();
  theirStaffUpload = api.adapters.storage.publicUrl(key);
});

afterAll(async () => {
  await api?.close();
});

async function current(productId = product.id) {
  const result = await readImages(api, staff.token, productId);
  expect(result.errors).toBeUndefined();
  return result.data!.staffProductImages;
}

async function columns(productId = product.id) {
  const [row] = await sql<{ image: string; image2: string | null; image3: string | null; detail_images: string[]; updated_at: Date }>(
    api,
    'select image, image2, image3, detail_images, updated_at from product where id = ?',
    [productId],
  );
  return row!;
}

describe('staffSetProductImages', () => {
  it('attaches uploads: the gallery columns follow, and each image gets 360/720/1080 AVIF and WebP files served from storage', async () => {
    const before = await current();
    const uploaded = await uploadImage(api, staff.token, await photo(1600, 1200), '과잠 앞면.png');
    const story = await uploadImage(api, staff.token, await photo(800, 2400), '상세.png');
    const seeded = before.images[0]!.src;
    const result = await setImages(api, staff.token, {
      productId: product.id,
      expectedUpdatedAt: before.updatedAt,
      images: [uploaded, seeded],
      detailImages: [story],
    });
    expect(result.errors).toBeUndefined();
    const saved = result.data!.staffSetProductImages;
    expect(saved.images.map((image) => image.src)).toEqual([uploaded, seeded]);
    expect(saved.updatedAt).not.toBe(before.updatedAt);
    const [main] = saved.images;
    expect([main!.width, main!.height]).toEqual([1600, 1200]);
    expect(main!.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    const webp = srcsetFiles(main!.sources[1]!.srcset);
    expect(webp.map(([, width]) => width)).toEqual([360, 720, 1080]);
    for (const [url, width] of webp) {
      const response = await fetch(onTestServer(api, url));
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(width);
    }
    const avif = await fetch(onTestServer(api, srcsetFiles(main!.sources[0]!.srcset)[0]![0]));
    expect(avif.headers.get('content-type')).toBe('image/avif');
    // A long story image is never enlarged: its own width is the largest file.
    expect(srcsetFiles(saved.detailImages[0]!.sources[1]!.srcset).map(([, width]) => width)).toEqual([360, 720, 800]);

    expect(await columns()).toMatchObject({ image: uploaded, image2: seeded, image3: null, detail_images: [story] });
    const audit = await sql<{ action: string }>(api, 'select action from staff_audit where object_id = ? order by id', [product.id]);
    expect(audit.map((row) => row.action)).toContain('product.images');
  });

  it('shows the sizes to students on the product page, with the old image fields unchanged in meaning', async () => {
    const result = await api.gql<{ product: { image: string; image2: string | null; images: { src: string; sources: unknown[] }[]; detailImages: unknown[] } }>(
      PRODUCT,
      { id: product.id },
      { token: member.token },
    );
    const shown = result.data!.product;
    expect(shown.images[0]!.src).toBe(shown.image);
    expect(shown.images[1]!.src).toBe(shown.image2);
    expect(shown.images[0]!.sources).toHaveLength(2);
    expect(shown.detailImages).toHaveLength(1);
  });

  it('reorders and removes without uploading again, then refuses a save made on the old version', async () => {
    const before = await current();
    const [first, second] = before.images.map((image) => image.src);
    const reordered = await setImages(api, staff.token, {
      productId: product.id,
      expectedUpdatedAt: before.updatedAt,
      images: [second, first],
      detailImages: [],
    });
    expect(reordered.errors).toBeUndefined();
    expect(await columns()).toMatchObject({ image: second, image2: first, detail_images: [] });

    const stale = await setImages(api, staff.token, { productId: product.id, expectedUpdatedAt: before.updatedAt, images: [first], detailImages: [] });
    expect(refusal(stale, 'CONFLICT').message).toBe(STALE_EDIT_MESSAGE);
    expect(await columns()).toMatchObject({ image: second, image2: first });
  });

  it('refuses another member’s upload, another staff member’s and another tenant’s, changing nothing', async () => {
    const before = await current();
    const unchanged = await columns();
    const byMember = await uploadImage(api, member.token, await photo(400, 300));
    const byColleague = await uploadImage(api, otherStaff.token, await photo(400, 300));
    for (const [url, field] of [
      [byMember, 'images'],
      [byColleague, 'images'],
      [theirStaffUpload, 'detailImages'],
    ] as const) {
      const data = { productId: product.id, expectedUpdatedAt: before.updatedAt, images: field === 'images' ? [url] : [before.images[0]!.src], detailImages: field === 'images' ? [] : [url] };
      const error = refusal(await setImages(api, staff.token, data), 'BAD_USER_INPUT');
      expect([error.message, error.extensions?.field], url).toEqual([PRODUCT_IMAGES_MESSAGES.notOwnUpload, field]);
    }
    expect(await columns()).toEqual(unchanged);
  });

  it('refuses a fourth image, no image, too many story images and an address that is no upload, naming the field', async () => {
    const before = await current();
    const unchanged = await columns();
    const mine = await Promise.all([1, 2, 3, 4].map(async () => uploadImage(api, staff.token, await photo(300, 300))));
    const cases = [
      [{ images: mine }, PRODUCT_IMAGES_MESSAGES.tooManyImages, 'images'],
      [{ images: [] }, PRODUCT_IMAGES_MESSAGES.noMainImage, 'images'],
      [{ detailImages: Array.from({ length: MAX_DETAIL_IMAGES + 1 }, (_, i) => `${mine[0]}?${i}`) }, PRODUCT_IMAGES_MESSAGES.tooManyDetailImages, 'detailImages'],
      [{ images: ['https://evil.example/cat.png'] }, PRODUCT_IMAGES_MESSAGES.notOwnUpload, 'images'],
    ] as const;
    for (const [change, message, field] of cases) {
      const data = { productId: product.id, expectedUpdatedAt: before.updatedAt, images: [mine[0]], detailImages: [], ...change };
      const error = refusal(await setImages(api, staff.token, data), 'BAD_USER_INPUT');
      expect([error.message, error.extensions?.field]).toEqual([message, field]);
    }
    expect(await columns()).toEqual(unchanged);
  });

  it('refuses a file that passes for a PNG but cannot be decoded', async () => {
    const before = await current();
    const broken = new Uint8Array([...(await photo(300, 300)).subarray(0, 64), ...new Uint8Array(4000).fill(7)]);
    const url = await uploadImage(api, staff.token, broken);
    const error = refusal(
      await setImages(api, staff.token, { productId: product.id, expectedUpdatedAt: before.updatedAt, images: [url], detailImages: [] }),
      'BAD_USER_INPUT',
    );
    expect([error.message, error.extensions?.field]).toEqual([PRODUCT_IMAGES_MESSAGES.unreadable, 'images']);
  });

  it('lets ADMINHIDDEN read but not save, refuses members, and treats another tenant’s product as missing', async () => {
    const before = await current();
    expect((await readImages(api, viewer.token, product.id)).data?.staffProductImages.productId).toBe(product.id);
    const data = { productId: product.id, expectedUpdatedAt: before.updatedAt, images: [before.images[0]!.src], detailImages: [] };
    refusal(await setImages(api, viewer.token, data), 'FORBIDDEN');
    refusal(await setImages(api, member.token, data), 'FORBIDDEN');
    refusal(await readImages(api, member.token, product.id), 'FORBIDDEN');
    refusal(await setImages(api, null, data), 'UNAUTHENTICATED');
    expect(refusal(await readImages(api, staff.token, theirs.id), 'NOT_FOUND').message).toBe(PRODUCT_IMAGES_MESSAGES.notFound);
    refusal(await setImages(api, staff.token, { ...data, productId: theirs.id }), 'NOT_FOUND');
  });
});

// Staff product images in the mocked API: the same rules and sentences as the backend's service
// (domain/catalog/product-images.ts), stateful across operations.
import { beforeEach, describe, expect, it } from 'vitest';
import { PRODUCT_IMAGES_MESSAGES } from '../../domain/catalog/product-images';
import { STALE_EDIT_MESSAGE } from '../../domain/staff/staff-messages';
import type { MockApi } from '../schema';
import { ADMIN_TOKEN, DEMO_TOKEN, dataOf, frozenApi, refusalOf, runner, type Run } from './testing';

const PRODUCT_ID = 30;

interface Images {
  staffProductImages: { updatedAt: string; images: { src: string; sources: { type: string; srcset: string }[] }[]; detailImages: { src: string }[] };
}
interface Saved {
  staffSetProductImages: Images['staffProductImages'];
}
interface Grant {
  upload: { url: string };
}

let api: MockApi;
let run: Run;

beforeEach(() => {
  api = frozenApi('standard');
  run = runner(api, undefined, ADMIN_TOKEN);
});

const current = async () => dataOf(await run<Images>('StaffProductImages', { productId: PRODUCT_ID })).staffProductImages;
const upload = async (token = ADMIN_TOKEN) => dataOf(await run<Grant>('UploadTarget', { name: 'front.png' }, token)).upload.url;

describe('staff product images in the mocked API', () => {
  it('puts a staff upload first, keeps the old image second, and the shop shows it', async () => {
    const before = await current();
    const url = await upload();
    const saved = dataOf(
      await run<Saved>('StaffSetProductImages', {
        data: { productId: PRODUCT_ID, expectedUpdatedAt: before.updatedAt, images: [url, before.images[0]!.src], detailImages: [] },
      }),
    ).staffSetProductImages;
    expect(saved.images.map((image) => image.src)).toEqual([url, before.images[0]!.src]);
    expect(saved.images[0]!.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    expect(saved.updatedAt).not.toBe(before.updatedAt);
    const shown = dataOf(await run<{ product: { image: string; images: { src: string }[] } }>('ProductDetail', { id: PRODUCT_ID }, DEMO_TOKEN)).product;
    expect([shown.image, shown.images[0]!.src]).toEqual([url, url]);
  });

  it('refuses a member’s upload, a stale version and a fourth image with the backend’s sentences, changing nothing', async () => {
    const before = await current();
    const memberUpload = await upload(DEMO_TOKEN);
    const state = JSON.stringify(api.db.state);
    const save = (change: Record<string, unknown>) =>
      run('StaffSetProductImages', { data: { productId: PRODUCT_ID, expectedUpdatedAt: before.updatedAt, images: [before.images[0]!.src], detailImages: [], ...change } });
    expect(refusalOf(await save({ images: [memberUpload] }))).toEqual({ code: 'BAD_USER_INPUT', message: PRODUCT_IMAGES_MESSAGES.notOwnUpload });
    expect(refusalOf(await save({ expectedUpdatedAt: '2020-01-01T00:00:00.000Z', detailImages: [await upload()] }))).toEqual({
      code: 'CONFLICT',
      message: STALE_EDIT_MESSAGE,
    });
    const mine = await Promise.all([1, 2, 3, 4].map(() => upload()));
    expect(refusalOf(await save({ images: mine }))).toEqual({ code: 'BAD_USER_INPUT', message: PRODUCT_IMAGES_MESSAGES.tooManyImages });
    expect(refusalOf(await run('StaffSetProductImages', { data: { productId: PRODUCT_ID, expectedUpdatedAt: before.updatedAt, images: [before.images[0]!.src], detailImages: [] } }, DEMO_TOKEN)).code).toBe('FORBIDDEN');
    expect(JSON.stringify(api.db.state)).toBe(state);
  });
});

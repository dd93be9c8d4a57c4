// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3, type FakeS3 } from '../../backend/src/adapters/storage/fake-s3-server';
import { NOT_AN_IMAGE } from '../../backend/src/adapters/storage/test-images';
import { AUTHORITY } from '../../domain/enums';
import { refusal } from '../support/accounts';
import { startTestApi, type TestApi } from '../support/api';
import { createMember, createProduct, type TestMember } from '../support/catalog-fixtures';
import type { Product } from '../../backend/src/modules/catalog/product.entity';
import { fakeS3Env } from '../support/uploads';
import { photo, readImages, setImages, srcsetFiles, uploadImage } from './admin-images.fixtures';

let fake: FakeS3;
let api: TestApi;
let staff: TestMember;
let product: Product;

beforeAll(async () => {
  fake = await startFakeS3();
  api = await startTestApi({ env: fakeS3Env(fake) });
  const em = api.orm.em.fork();
  staff = await createMember(em, { authority: AUTHORITY.ADMIN });
  product = await createProduct(em, { name: '버킷 과잠' });
});
afterAll(async () => {
  await api?.close();
  await fake?.close();
});

const keyIn = (url: string) => url.slice(`${fake.url}/${fake.bucket}/`.length);

describe('product images with STORAGE_DRIVER=s3', () => {
  it('verifies the presigned upload on attach and writes every size into the bucket with its type', async () => {
    const { updatedAt } = (await readImages(api, staff.token, product.id)).data!.staffProductImages;
    const url = await uploadImage(api, staff.token, await photo(1200, 900), 'front.png');
    const result = await setImages(api, staff.token, { productId: product.id, expectedUpdatedAt: updatedAt, images: [url], detailImages: [] });
    expect(result.errors).toBeUndefined();
    const [image] = result.data!.staffSetProductImages.images;
    for (const source of image!.sources) {
      for (const [fileUrl, width] of srcsetFiles(source.srcset)) {
        expect(fileUrl.startsWith(`${fake.url}/${fake.bucket}/images/`)).toBe(true);
        expect(keyIn(fileUrl)).toBe(keyIn(url).replace(/\.png$/, `-w${width}.${source.type.slice('image/'.length)}`));
        expect(fake.objects.get(keyIn(fileUrl))?.contentType).toBe(source.type);
      }
    }
  });

  it('refuses a disguised file in the bucket and deletes it, as review photos are', async () => {
    const { updatedAt } = (await readImages(api, staff.token, product.id)).data!.staffProductImages;
    const url = await uploadImage(api, staff.token, NOT_AN_IMAGE, 'fake.png');
    expect(fake.objects.has(keyIn(url))).toBe(true);
    const error = refusal(
      await setImages(api, staff.token, { productId: product.id, expectedUpdatedAt: updatedAt, images: [url], detailImages: [] }),
      'BAD_USER_INPUT',
    );
    expect(error.extensions?.field).toBe('images');
    expect(fake.objects.has(keyIn(url))).toBe(false);
  });
});

// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3, type FakeS3 } from '../../backend/src/adapters/storage/fake-s3-server';
import { NOT_AN_IMAGE, TINY_JPEG } from '../../backend/src/adapters/storage/test-images';
import { AppError } from '../../domain/errors/errors';
import { requireOwnedImages } from '../../backend/src/modules/upload/upload.service';
import { startTestApi, type TestApi } from '../support/api';
import { DEMO_MEMBER_ID, fakeS3Env, grant, putBytes, tokenFor, uploadRows } from '../support/uploads';

let fake: FakeS3;
let api: TestApi;
let token: string;

beforeAll(async () => {
  fake = await startFakeS3();
  api = await startTestApi({ env: fakeS3Env(fake) });
  token = await tokenFor(api, DEMO_MEMBER_ID);
});
afterAll(async () => {
  await api?.close();
  await fake?.close();
});

const keyIn = (url: string) => url.slice(`${fake.url}/${fake.bucket}/`.length);

describe('uploads with STORAGE_DRIVER=s3', () => {
  it('hands out a presigned bucket URL; the image PUT there is verified and completed on first use', async () => {
    const upload = await grant(api, token, '후기사진.jpg');
    expect(upload.uploadUrl.startsWith(`${fake.url}/${fake.bucket}/images/`)).toBe(true);
    expect(upload.uploadUrl).toContain('X-Amz-Expires=600');
    expect(upload.contentType).toBe('image/jpeg');
    expect((await putBytes(upload.uploadUrl, TINY_JPEG, 'image/jpeg')).status).toBe(200);

    const read = await fetch(upload.url);
    expect(read.headers.get('content-type')).toBe('image/jpeg');

    const [row] = await requireOwnedImages(api.orm.em.fork(), api.adapters.storage, api.config, DEMO_MEMBER_ID, [upload.url]);
    expect(row?.key).toBe(keyIn(upload.url));
    const stored = (await uploadRows(api.orm.em)).find((r) => r.key === keyIn(upload.url))!;
    expect(stored.byteSize).toBe(TINY_JPEG.length);
    expect(stored.completedAt).toBeInstanceOf(Date);
  });

  it('refuses a Content-Type other than the signed one at the bucket', async () => {
    const upload = await grant(api, token, 'photo.jpg');
    expect((await putBytes(upload.uploadUrl, TINY_JPEG, 'image/png')).status).toBe(403);
    expect(fake.objects.has(keyIn(upload.url))).toBe(false);
  });

  it('deletes a disguised file when a review first uses it and refuses it in Korean', async () => {
    const upload = await grant(api, token, 'photo.jpg');
    expect((await putBytes(upload.uploadUrl, NOT_AN_IMAGE, 'image/jpeg')).status).toBe(200);
    const err = await requireOwnedImages(api.orm.em.fork(), api.adapters.storage, api.config, DEMO_MEMBER_ID, [upload.url]).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ code: 'BAD_USER_INPUT', message: '사진 파일이 아니거나 손상된 파일이 있어요. 사진을 다시 올려 주세요.' });
    expect(fake.objects.has(keyIn(upload.url))).toBe(false);
    expect((await fetch(upload.url)).status).toBe(404);
    const stored = (await uploadRows(api.orm.em)).find((r) => r.key === keyIn(upload.url))!;
    expect(stored.completedAt).toBeNull();
  });
});

// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TINY_PNG } from '../../backend/src/adapters/storage/test-images';
import { AppError } from '../../domain/errors/errors';
import { User } from '../../backend/src/modules/account/user.entity';
import { UPLOADS_PER_HOUR } from '../../domain/upload/upload-policy';
import { Upload } from '../../backend/src/modules/upload/upload.entity';
import { findOwnedUpload, requireOwnedImages } from '../../backend/src/modules/upload/upload.service';
import { startTestApi, type TestApi } from '../support/api';
import {
  ADMIN_ID,
  DEMO_MEMBER_ID,
  grant,
  keyOf,
  onTestServer,
  putBytes,
  requestUpload,
  tokenFor,
  uploadRows,
} from '../support/uploads';

let api: TestApi;
let memberToken: string;

beforeAll(async () => {
  api = await startTestApi();
  memberToken = await tokenFor(api, DEMO_MEMBER_ID);
});
afterAll(async () => {
  await api?.close();
});

async function completedUpload(token: string) {
  const upload = await grant(api, token, 'review.png');
  expect((await putBytes(onTestServer(api, upload.uploadUrl), TINY_PNG, 'image/png')).status).toBe(200);
  return upload;
}

async function refusal(promise: Promise<unknown>) {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(err instanceof AppError)) throw new Error(`expected an AppError, got ${String(err)}`);
  return { code: err.code, message: err.message, field: err.extensions.field };
}

describe('findOwnedUpload', () => {
  it('finds the upload behind an image URL for its uploader only', async () => {
    const upload = await completedUpload(memberToken);
    const em = api.orm.em.fork();
    const storage = api.adapters.storage;
    const own = await findOwnedUpload(em, storage, DEMO_MEMBER_ID, upload.url);
    expect(own?.key).toBe(keyOf(upload.url));
    expect(await findOwnedUpload(em, storage, ADMIN_ID, upload.url)).toBeNull();
    expect(await findOwnedUpload(em, storage, DEMO_MEMBER_ID, upload.url.replace('http://', 'https://evil.example/'))).toBeNull();
    expect(
      await findOwnedUpload(em, storage, DEMO_MEMBER_ID, storage.publicUrl('images/2026/11/00000000-0000-4000-8000-000000000000.png')),
    ).toBeNull();
  });
});

describe('requireOwnedImages', () => {
  it('returns the uploader’s stored images in order, once each', async () => {
    const [a, b] = [await completedUpload(memberToken), await completedUpload(memberToken)];
    const rows = await requireOwnedImages(api.orm.em.fork(), api.adapters.storage, api.config, DEMO_MEMBER_ID, [
      b.url,
      a.url,
      b.url,
    ]);
    expect(rows.map((r) => r.key)).toEqual([keyOf(b.url), keyOf(a.url)]);
  });

  it('refuses someone else’s image in Korean on the images field', async () => {
    const adminToken = await tokenFor(api, ADMIN_ID);
    const theirs = await completedUpload(adminToken);
    expect(
      await refusal(requireOwnedImages(api.orm.em.fork(), api.adapters.storage, api.config, DEMO_MEMBER_ID, [theirs.url])),
    ).toEqual({ code: 'BAD_USER_INPUT', message: '직접 올린 사진만 사용할 수 있어요. 사진을 다시 올려 주세요.', field: 'images' });
  });

  it('refuses a granted image that was never uploaded and leaves it pending', async () => {
    const pending = await grant(api, memberToken, 'never.png');
    const em = api.orm.em.fork();
    expect(await refusal(requireOwnedImages(em, api.adapters.storage, api.config, DEMO_MEMBER_ID, [pending.url]))).toEqual({
      code: 'BAD_USER_INPUT',
      message: '업로드가 끝나지 않은 사진이 있어요. 사진을 다시 올려 주세요.',
      field: 'images',
    });
    const row = (await uploadRows(api.orm.em)).find((r) => r.key === keyOf(pending.url));
    expect(row?.completedAt).toBeNull();
  });
});

describe('hourly cap on upload grants', () => {
  async function plantGrants(userId: number, count: number, ageMs: number) {
    const em = api.orm.em.fork();
    const now = Date.now();
    for (let i = 0; i < count; i++) {
      em.create(Upload, {
        user: em.getReference(User, userId),
        key: `images/2026/01/${crypto.randomUUID()}.png`,
        originalName: 'old.png',
        contentType: 'image/png',
        expiresAt: new Date(now - ageMs + 600_000),
        createdAt: new Date(now - ageMs - i * 1000),
      });
    }
    await em.flush();
  }

  it('refuses the grant past the cap with RATE_LIMITED and a retry time, recording nothing; older grants do not count', async () => {
    const em = api.orm.em.fork();
    const user = em.create(User, {
      university: 1,
      email: `cap-${crypto.randomUUID()}@hanbit.ac.kr`,
      name: '업로드',
      recommendationCode: crypto.randomUUID().slice(0, 12),
    });
    await em.flush();
    const token = await tokenFor(api, user.id);
    await plantGrants(user.id, 5, 2 * 60 * 60 * 1000);
    // The oldest grant in the window is 40 minutes old: a slot frees up in 20 minutes.
    await plantGrants(user.id, UPLOADS_PER_HOUR, 40 * 60 * 1000 - (UPLOADS_PER_HOUR - 1) * 1000);
    const before = (await uploadRows(api.orm.em, user.id)).length;

    const result = await requestUpload(api, token, 'one-more.png');
    const error = result.errors?.[0];
    expect(error?.extensions?.code).toBe('RATE_LIMITED');
    expect(error?.message).toBe(`사진은 1시간에 ${UPLOADS_PER_HOUR}장까지 올릴 수 있어요. 20분 후에 다시 시도해 주세요.`);
    const retry = error?.extensions?.retryAfterSeconds as number;
    expect(retry).toBeGreaterThan(19 * 60);
    expect(retry).toBeLessThanOrEqual(20 * 60);
    expect(await uploadRows(api.orm.em, user.id)).toHaveLength(before);
  });

  it('grants exactly the cap when a member asks many times at once', async () => {
    const em = api.orm.em.fork();
    const user = em.create(User, {
      university: 1,
      email: `burst-${crypto.randomUUID()}@hanbit.ac.kr`,
      name: '동시요청',
      recommendationCode: crypto.randomUUID().slice(0, 12),
    });
    await em.flush();
    const token = await tokenFor(api, user.id);
    const results = await Promise.all(
      Array.from({ length: UPLOADS_PER_HOUR + 6 }, (_, i) => requestUpload(api, token, `burst-${i}.jpg`)),
    );
    const granted = results.filter((r) => r.data?.upload);
    const limited = results.filter((r) => r.errors?.[0]?.extensions?.code === 'RATE_LIMITED');
    expect([granted.length, limited.length]).toEqual([UPLOADS_PER_HOUR, 6]);
    expect(await uploadRows(api.orm.em, user.id)).toHaveLength(UPLOADS_PER_HOUR);
  });
});

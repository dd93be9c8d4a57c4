import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { startFakeS3, type FakeS3 } from './fake-s3-server';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';
import { NOT_AN_IMAGE, TINY_PNG } from './test-images';

const PNG = TINY_PNG;
const KEY = 'images/2026/11/6f1c2d3e-0000-4000-8000-000000000001.png';

let fake: FakeS3;
let storage: Storage;

function s3Config(overrides: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: 'test',
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: fake.url,
    S3_REGION: fake.region,
    S3_BUCKET: fake.bucket,
    S3_ACCESS_KEY_ID: fake.accessKeyId,
    S3_SECRET_ACCESS_KEY: fake.secretAccessKey,
    S3_PUBLIC_BASE_URL: `${fake.url}/${fake.bucket}`,
    S3_FORCE_PATH_STYLE: 'true',
    ...overrides,
  });
}

const put = (url: string, body: Uint8Array<ArrayBuffer>, contentType = 'image/png') =>
  fetch(url, { method: 'PUT', headers: { 'content-type': contentType }, body });

beforeAll(async () => {
  fake = await startFakeS3();
  storage = createS3Storage(s3Config());
});
afterAll(async () => {
  await fake?.close();
});

describe('S3 storage against the fake S3 server', () => {
  it('presigns a PUT that stores the bytes, which the public URL then serves with their type', async () => {
    const { uploadUrl, url, expiresAt } = await storage.presignUpload({ key: KEY, contentType: 'image/png', maxBytes: 1024 });
    expect(uploadUrl).toContain('X-Amz-SignedHeaders=content-type%3Bhost');
    expect(expiresAt.getTime()).toBeGreaterThan(Date.now() + 9 * 60_000);
    expect((await put(uploadUrl, PNG)).status).toBe(200);

    const read = await fetch(url);
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await read.arrayBuffer()).equals(PNG)).toBe(true);
    expect(storage.keyFromUrl(url)).toBe(KEY);
  });

  it('refuses a presigned URL whose key, signature or Content-Type was changed, and stores nothing', async () => {
    const key = KEY.replace('0001', '0002');
    const { uploadUrl } = await storage.presignUpload({ key, contentType: 'image/png', maxBytes: 1024 });
    const otherKey = uploadUrl.replace('0002.png', '0003.png');
    const signature = /X-Amz-Signature=([0-9a-f]+)/.exec(uploadUrl)![1]!;
    const badSignature = uploadUrl.replace(signature, signature.replace(/^./, (c) => (c === '0' ? '1' : '0')));
    for (const [url, type] of [
      [otherKey, 'image/png'],
      [badSignature, 'image/png'],
      [uploadUrl, 'image/gif'],
    ] as const) {
      const res = await put(url, PNG, type);
      expect(res.status, url).toBe(403);
      expect(await res.text()).toContain('<Code>SignatureDoesNotMatch</Code>');
    }
    expect([...fake.objects.keys()].filter((k) => k !== KEY)).toEqual([]);
  });

  it('refuses a presigned URL after it expired', async () => {
    const past = createS3Storage(s3Config(), { now: () => new Date(Date.now() - 11 * 60_000) });
    const key = KEY.replace('0001', '0004');
    const { uploadUrl, expiresAt } = await past.presignUpload({ key, contentType: 'image/png', maxBytes: 1024 });
    expect(expiresAt.getTime()).toBeLessThan(Date.now());
    const res = await put(uploadUrl, PNG);
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('Request has expired');
    expect(fake.objects.has(key)).toBe(false);
  });

  it('verifies an uploaded image by its first bytes and reports its size', async () => {
    const key = KEY.replace('0001', '0005');
    const { uploadUrl } = await storage.presignUpload({ key, contentType: 'image/png', maxBytes: 1024 });
    await put(uploadUrl, PNG);
    await expect(storage.verifyUploadedImage(key, { contentType: 'image/png', maxBytes: 1024 })).resolves.toEqual({
      ok: true,
      byteSize: PNG.length,
    });
    const ranged = fake.requests.filter((r) => r.method === 'GET' && r.path.endsWith(key));
    expect(ranged.map((r) => r.status)).toEqual([206]);
  });

  it('deletes an upload whose bytes are not the signed image type', async () => {
    const key = KEY.replace('0001', '0006');
    const { uploadUrl } = await storage.presignUpload({ key, contentType: 'image/png', maxBytes: 1024 });
    expect((await put(uploadUrl, NOT_AN_IMAGE)).status).toBe(200);
    await expect(storage.verifyUploadedImage(key, { contentType: 'image/png', maxBytes: 1024 })).resolves.toEqual({
      ok: false,
      reason: 'wrong-type',
    });
    expect(fake.objects.has(key)).toBe(false);
  });

  it('deletes an upload larger than allowed, since a presigned PUT cannot cap the size', async () => {
    const key = KEY.replace('0001', '0007');
    const { uploadUrl } = await storage.presignUpload({ key, contentType: 'image/png', maxBytes: 64 });
    await put(uploadUrl, new Uint8Array([...PNG, ...new Uint8Array(200)]));
    await expect(storage.verifyUploadedImage(key, { contentType: 'image/png', maxBytes: 64 })).resolves.toEqual({
      ok: false,
      reason: 'too-large',
    });
    expect(fake.objects.has(key)).toBe(false);
  });

  it('reports a key nobody uploaded to as missing', async () => {
    await expect(
      storage.verifyUploadedImage(KEY.replace('0001', '0008'), { contentType: 'image/png', maxBytes: 1024 }),
    ).resolves.toEqual({ ok: false, reason: 'missing' });
  });

  it('fails loudly when the credentials are wrong instead of calling a stored image missing', async () => {
    const wrong = createS3Storage(s3Config({ S3_SECRET_ACCESS_KEY: 'not-the-secret' }));
    await expect(wrong.verifyUploadedImage(KEY, { contentType: 'image/png', maxBytes: 1024 })).rejects.toThrow();
    expect(fake.objects.has(KEY)).toBe(true);
  });

  it('knows only its own public URLs', () => {
    expect(storage.keyFromUrl(`https://elsewhere.example/${KEY}`)).toBeNull();
    expect(storage.keyFromUrl(`${fake.url}/${fake.bucket}/../secret.png`)).toBeNull();
    expect(storage.keyFromUrl(`${fake.url}/${fake.bucket}/${KEY}?x=1`)).toBeNull();
  });

  it('writes server-made files with their type and reads them back; a missing key reads as null', async () => {
    const key = 'images/2026/11/6f1c2d3e-0000-4000-8000-000000000009-w360.avif';
    const bytes = new Uint8Array([1, 2, 3, 4]);
    await storage.writeObject(key, bytes, 'image/avif');
    expect(fake.objects.get(key)?.contentType).toBe('image/avif');
    const served = await fetch(storage.publicUrl(key));
    expect(served.headers.get('content-type')).toBe('image/avif');
    expect([...((await storage.readObject(key)) ?? [])]).toEqual([1, 2, 3, 4]);
    expect(await storage.readObject('images/2026/11/nobody.png')).toBeNull();
  });

  it('deletes a stored file, and a missing one quietly', async () => {
    const key = 'courier/exports/8-6f1c2d3e-0000-4000-8000-000000000010.csv';
    await storage.writeObject(key, new Uint8Array([1, 2]), 'text/csv');
    await storage.deleteObject(key);
    expect(fake.objects.has(key)).toBe(false);
    expect(await storage.readObject(key)).toBeNull();
    await expect(storage.deleteObject(key)).resolves.toBeUndefined();
  });
});

import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3, type FakeS3 } from './fake-s3-server';
import { TINY_PNG } from './test-images';

let fake: FakeS3;

function client(overrides: { secretAccessKey?: string; accessKeyId?: string; checksums?: 'WHEN_SUPPORTED' | 'WHEN_REQUIRED' } = {}) {
  return new S3Client({
    region: fake.region,
    endpoint: fake.url,
    forcePathStyle: true,
    credentials: {
      accessKeyId: overrides.accessKeyId ?? fake.accessKeyId,
      secretAccessKey: overrides.secretAccessKey ?? fake.secretAccessKey,
    },
    requestChecksumCalculation: overrides.checksums ?? 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

const presignPut = (s3: S3Client, key: string) =>
  getSignedUrl(s3, new PutObjectCommand({ Bucket: fake.bucket, Key: key }), { expiresIn: 60 });

beforeAll(async () => {
  fake = await startFakeS3();
  fake.objects.set('planted/digits.txt', {
    body: Buffer.from('0123456789'),
    contentType: 'text/plain',
    etag: '"x"',
    lastModified: new Date(),
  });
});
afterAll(async () => {
  await fake?.close();
});

describe('fake S3 server', () => {
  it('refuses the SDK-default presigned PUT whose CRC32 is that of an empty body, as S3 does', async () => {
    const url = await presignPut(client({ checksums: 'WHEN_SUPPORTED' }), 'a/crc.png');
    expect(url).toContain('x-amz-checksum-crc32=');
    const res = await fetch(url, { method: 'PUT', body: TINY_PNG });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('<Code>BadDigest</Code>');
    expect(fake.objects.has('a/crc.png')).toBe(false);
  });

  it('refuses writes without a signature and with an unknown access key', async () => {
    const anonymous = await fetch(`${fake.url}/${fake.bucket}/a/anon.png`, { method: 'PUT', body: TINY_PNG });
    expect(anonymous.status).toBe(403);
    const unknown = await fetch(await presignPut(client({ accessKeyId: 'NOBODY' }), 'a/unknown.png'), {
      method: 'PUT',
      body: TINY_PNG,
    });
    expect(unknown.status).toBe(403);
    expect(await unknown.text()).toContain('InvalidAccessKeyId');
    expect(fake.objects.has('a/anon.png') || fake.objects.has('a/unknown.png')).toBe(false);
  });

  it('checks header-signed requests from the SDK and refuses a wrong secret', async () => {
    const object = await client().send(new GetObjectCommand({ Bucket: fake.bucket, Key: 'planted/digits.txt' }));
    expect(await object.Body?.transformToString()).toBe('0123456789');
    await expect(
      client({ secretAccessKey: 'wrong' }).send(new GetObjectCommand({ Bucket: fake.bucket, Key: 'planted/digits.txt' })),
    ).rejects.toMatchObject({ name: 'SignatureDoesNotMatch' });
  });

  it('answers byte ranges with 206 and an unsatisfiable range with 416', async () => {
    const get = (range: string) =>
      fetch(`${fake.url}/${fake.bucket}/planted/digits.txt`, { headers: { range } });
    const first = await get('bytes=0-3');
    expect([first.status, first.headers.get('content-range'), await first.text()]).toEqual([206, 'bytes 0-3/10', '0123']);
    const open = await get('bytes=7-');
    expect(await open.text()).toBe('789');
    const suffix = await get('bytes=-2');
    expect(await suffix.text()).toBe('89');
    expect((await get('bytes=20-30')).status).toBe(416);
  });

  it('answers a browser preflight for PUT', async () => {
    const res = await fetch(`${fake.url}/${fake.bucket}/a/x.png`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'PUT', 'access-control-request-headers': 'content-type' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-methods')).toContain('PUT');
  });
});

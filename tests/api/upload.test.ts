// @vitest-environment node
import { access, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUploadUrl } from '../../backend/src/adapters/storage/local-signature';
import { NOT_AN_IMAGE, TINY_GIF, TINY_JPEG, TINY_PNG, TINY_WEBP } from '../../backend/src/adapters/storage/test-images';
import { startTestApi, type TestApi } from '../support/api';
import { DEMO_MEMBER_ID, grant, keyOf, onTestServer, putBytes, requestUpload, tokenFor, uploadRows } from '../support/uploads';

const MAX_BYTES = 1024;
let api: TestApi;
let token: string;

beforeAll(async () => {
  api = await startTestApi({ env: { UPLOAD_MAX_BYTES: String(MAX_BYTES) } });
  token = await tokenFor(api, DEMO_MEMBER_ID);
});
afterAll(async () => {
  await api?.close();
});

const storedFile = (key: string) => path.join(api.dataDir, 'uploads', key);
const exists = (file: string) => access(file).then(() => true, () => false);
const incomingFiles = () => readdir(path.join(api.dataDir, 'uploads', '.incoming')).catch(() => []);

async function expectNothingStored(key: string) {
  expect(await exists(storedFile(key))).toBe(false);
  expect(await incomingFiles()).toEqual([]);
  const row = (await uploadRows(api.orm.em)).find((r) => r.key === key);
  expect(row?.completedAt ?? null).toBeNull();
  expect(row?.byteSize ?? null).toBeNull();
}

async function refusalOf(res: Response) {
  return { status: res.status, body: (await res.json()) as { message: string; code: string } };
}

describe('upload(name)', () => {
  it('refuses an anonymous caller in Korean and records nothing', async () => {
    const before = (await uploadRows(api.orm.em)).length;
    const result = await requestUpload(api, undefined, 'photo.png');
    expect(result.errors?.[0]).toMatchObject({ message: '사진을 올리려면 로그인해 주세요.', extensions: { code: 'UNAUTHENTICATED' } });
    expect(result.data?.upload ?? null).toBeNull();
    expect(await uploadRows(api.orm.em)).toHaveLength(before);
  });

  it('refuses a file that is not an allowed image and records nothing', async () => {
    const before = (await uploadRows(api.orm.em)).length;
    const result = await requestUpload(api, token, '수강신청.pdf');
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'name' });
    expect(result.errors?.[0]?.message).toBe('사진은 JPG, PNG, WEBP, GIF 파일만 올릴 수 있어요. (선택한 파일: .pdf)');
    expect(await uploadRows(api.orm.em)).toHaveLength(before);
  });

  it('grants a signed URL for a key of its own choosing, recorded as the uploader’s', async () => {
    const started = Date.now();
    const upload = await grant(api, token, '../내 과잠 사진.PNG');
    const key = keyOf(upload.url);
    expect(key).toMatch(/^images\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);
    expect(upload.url).toBe(`${api.config.PUBLIC_BASE_URL}/uploads/${key}`);
    expect(upload.uploadUrl.startsWith(`${upload.url}?expires=`)).toBe(true);
    expect(upload).toMatchObject({ contentType: 'image/png', maxBytes: MAX_BYTES });
    const ttl = new Date(upload.expiresAt).getTime() - started;
    expect(ttl).toBeGreaterThan(590_000);
    expect(ttl).toBeLessThanOrEqual(601_000);

    const row = (await uploadRows(api.orm.em)).find((r) => r.key === key)!;
    expect(row.user.id).toBe(DEMO_MEMBER_ID);
    expect(row).toMatchObject({ originalName: '내 과잠 사진.PNG', contentType: 'image/png', completedAt: null, byteSize: null });
    expect(row.expiresAt.toISOString()).toBe(new Date(upload.expiresAt).toISOString());
  });
});

describe('local upload round trip', () => {
  it('stores a PUT image and serves it back with its type, nosniff and a long cache', async () => {
    const upload = await grant(api, token, 'photo.png');
    const key = keyOf(upload.url);
    const put = await putBytes(onTestServer(api, upload.uploadUrl), TINY_PNG, 'image/png');
    expect(put.status).toBe(200);

    const read = await fetch(onTestServer(api, upload.url));
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('image/png');
    expect(read.headers.get('x-content-type-options')).toBe('nosniff');
    expect(read.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await read.arrayBuffer()).equals(TINY_PNG)).toBe(true);

    const head = await fetch(onTestServer(api, upload.url), { method: 'HEAD' });
    expect([head.status, head.headers.get('content-length')]).toEqual([200, String(TINY_PNG.length)]);
    const etag = read.headers.get('etag')!;
    expect((await fetch(onTestServer(api, upload.url), { headers: { 'if-none-match': etag } })).status).toBe(304);

    const row = (await uploadRows(api.orm.em)).find((r) => r.key === key)!;
    expect(row.byteSize).toBe(TINY_PNG.length);
    expect(row.completedAt).toBeInstanceOf(Date);
    expect(await incomingFiles()).toEqual([]);
  });

  it.each([
    ['jpeg', 'IMG_0001.JPEG', TINY_JPEG, 'image/jpeg'],
    ['webp', 'a.webp', TINY_WEBP, 'image/webp'],
    ['gif', 'a.gif', TINY_GIF, 'image/gif'],
  ] as const)('accepts a real %s image', async (_kind, name, bytes, type) => {
    const upload = await grant(api, token, name);
    expect(upload.contentType).toBe(type);
    expect((await putBytes(onTestServer(api, upload.uploadUrl), bytes, type)).status).toBe(200);
    const read = await fetch(onTestServer(api, upload.url));
    expect(read.headers.get('content-type')).toBe(type);
  });

  it('refuses a second PUT to the same key and keeps the first file', async () => {
    const upload = await grant(api, token, 'photo.png');
    const target = onTestServer(api, upload.uploadUrl);
    expect((await putBytes(target, TINY_PNG, 'image/png')).status).toBe(200);
    const again = await refusalOf(await putBytes(target, TINY_PNG.slice().reverse(), 'image/png'));
    expect(again).toEqual({ status: 409, body: { code: 'CONFLICT', message: '이미 올린 사진이에요. 다른 사진을 올리려면 사진을 다시 선택해 주세요.' } });
    expect((await readFile(storedFile(keyOf(upload.url)))).equals(TINY_PNG)).toBe(true);
  });
});

describe('refused local uploads keep nothing', () => {
  it('refuses a tampered signature with 403 in Korean', async () => {
    const upload = await grant(api, token);
    const url = new URL(onTestServer(api, upload.uploadUrl));
    const signature = url.searchParams.get('signature')!;
    url.searchParams.set('signature', `${signature[0] === 'a' ? 'b' : 'a'}${signature.slice(1)}`);
    const refused = await refusalOf(await putBytes(url.toString(), TINY_PNG, 'image/png'));
    expect(refused).toEqual({ status: 403, body: { code: 'FORBIDDEN', message: '업로드 주소가 올바르지 않아요. 사진을 다시 선택해 주세요.' } });
    await expectNothingStored(keyOf(upload.url));
  });

  it('refuses a URL signed for another key', async () => {
    const [mine, other] = [await grant(api, token), await grant(api, token)];
    const swapped = onTestServer(api, mine.uploadUrl).replace(keyOf(mine.url), keyOf(other.url));
    expect((await putBytes(swapped, TINY_PNG, 'image/png')).status).toBe(403);
    await expectNothingStored(keyOf(other.url));
  });

  it('refuses an expired URL with 403 saying it expired', async () => {
    const upload = await grant(api, token);
    const key = keyOf(upload.url);
    const expires = Math.floor(Date.now() / 1000) - 1;
    const signature = signUploadUrl(api.config.AUTH_SECRET, { method: 'PUT', key, contentType: 'image/png', expires });
    const refused = await refusalOf(
      await putBytes(`${api.url}/uploads/${key}?expires=${expires}&signature=${signature}`, TINY_PNG, 'image/png'),
    );
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('업로드 주소의 유효 시간이 지났어요. 사진을 다시 선택해 주세요.');
    await expectNothingStored(key);
  });

  it('refuses a Content-Type other than the signed one with 415', async () => {
    const upload = await grant(api, token, 'photo.png');
    const refused = await refusalOf(await putBytes(onTestServer(api, upload.uploadUrl), TINY_GIF, 'image/gif'));
    expect(refused).toEqual({ status: 415, body: { code: 'BAD_USER_INPUT', message: '파일 형식이 업로드 주소와 맞지 않아요. 사진을 다시 선택해 주세요.' } });
    await expectNothingStored(keyOf(upload.url));
  });

  it('refuses text disguised as a .png by its bytes with 415', async () => {
    const upload = await grant(api, token, 'photo.png');
    const refused = await refusalOf(await putBytes(onTestServer(api, upload.uploadUrl), NOT_AN_IMAGE, 'image/png'));
    expect(refused.status).toBe(415);
    expect(refused.body.message).toBe('사진 파일이 아니거나 손상된 파일이에요. JPG, PNG, WEBP, GIF 사진을 올려 주세요.');
    await expectNothingStored(keyOf(upload.url));
    expect((await fetch(onTestServer(api, upload.url))).status).toBe(404);
  });

  it('refuses another image type disguised as the signed one', async () => {
    const upload = await grant(api, token, 'photo.png');
    expect((await putBytes(onTestServer(api, upload.uploadUrl), TINY_GIF, 'image/png')).status).toBe(415);
    await expectNothingStored(keyOf(upload.url));
  });

  it('refuses an empty body', async () => {
    const upload = await grant(api, token, 'photo.png');
    expect((await putBytes(onTestServer(api, upload.uploadUrl), new Uint8Array(), 'image/png')).status).toBe(415);
    await expectNothingStored(keyOf(upload.url));
  });

  it('refuses a body over the limit with 413, whether it declares its length or streams', async () => {
    const oversize = new Uint8Array([...TINY_PNG, ...new Uint8Array(MAX_BYTES)]);
    const declared = await grant(api, token);
    const refused = await refusalOf(await putBytes(onTestServer(api, declared.uploadUrl), oversize, 'image/png'));
    expect(refused).toEqual({ status: 413, body: { code: 'BAD_USER_INPUT', message: '사진 용량이 너무 커요. 1KB 이하의 사진을 올려 주세요.' } });
    await expectNothingStored(keyOf(declared.url));

    const streamed = await grant(api, token);
    const chunks = [TINY_PNG, new Uint8Array(600), new Uint8Array(600)];
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = chunks.shift();
        if (next) controller.enqueue(next);
        else controller.close();
      },
    });
    expect((await putBytes(onTestServer(api, streamed.uploadUrl), body, 'image/png')).status).toBe(413);
    await expectNothingStored(keyOf(streamed.url));
  });
});

describe('serving /uploads', () => {
  it('answers 404 for unknown keys, keys not yet uploaded and anything outside the uploads folder', async () => {
    const pending = await grant(api, token);
    for (const p of [
      `/uploads/${keyOf(pending.url)}`,
      '/uploads/images/2026/11/00000000-0000-4000-8000-000000000000.png',
      '/uploads/../backend/src/config.ts',
      '/uploads/%2e%2e/%2e%2e/package.json',
      '/uploads/images/..%2f..%2fpackage.json',
      '/uploads/.incoming/x.png',
      '/uploads/',
    ]) {
      const res = await fetch(`${api.url}${p}`);
      expect(res.status, p).toBe(404);
      expect(await res.text(), p).not.toContain('import');
    }
  });

  it('answers a cross-origin preflight for PUT, since the signature is the only credential', async () => {
    const upload = await grant(api, token);
    const res = await fetch(onTestServer(api, upload.uploadUrl), {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'PUT' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toContain('PUT');
    expect(res.headers.get('access-control-allow-headers')).toContain('Content-Type');
  });
});

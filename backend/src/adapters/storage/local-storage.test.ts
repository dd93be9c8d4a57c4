import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFilePath } from './local-files';
import { signUploadUrl, verifyUploadUrl } from './local-signature';
import { createLocalStorage } from './local-storage';
import { NOT_AN_IMAGE, TINY_PNG } from './test-images';

const SECRET = 'a-test-secret-that-is-at-least-32-characters';
const KEY = 'images/2026/11/0e5b7a52-4b7e-4d0a-9d7e-2a1f0c3b4d5e.png';
const NOW = new Date('2026-11-21T03:00:00Z');

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'local-storage-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const storage = () =>
  createLocalStorage({ PUBLIC_BASE_URL: 'https://shop.example', AUTH_SECRET: SECRET, DATA_DIR: dataDir }, { now: () => NOW });

async function plant(key: string, bytes: Uint8Array) {
  const file = storedFilePath(dataDir, key)!;
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, bytes);
  return file;
}

describe('local upload URLs', () => {
  it('signs a PUT URL under /uploads that expires after the requested time', async () => {
    const { uploadUrl, url, expiresAt } = await storage().presignUpload({
      key: KEY,
      contentType: 'image/png',
      maxBytes: 1000,
      expiresInSeconds: 600,
    });
    expect(url).toBe(`https://shop.example/uploads/${KEY}`);
    expect(expiresAt.toISOString()).toBe('2026-11-21T03:10:00.000Z');
    const signed = new URL(uploadUrl);
    expect(`${signed.origin}${signed.pathname}`).toBe(url);
    const claims = { method: 'PUT' as const, key: KEY, contentType: 'image/png', expires: signed.searchParams.get('expires') };
    expect(verifyUploadUrl(SECRET, claims, signed.searchParams.get('signature'), NOW)).toBe('valid');
    expect(verifyUploadUrl(SECRET, claims, signed.searchParams.get('signature'), new Date('2026-11-21T03:10:00Z'))).toBe(
      'expired',
    );
  });

  it('refuses a signature once any signed claim or the secret differs', () => {
    const expires = Math.floor(NOW.getTime() / 1000) + 600;
    const claims = { method: 'PUT' as const, key: KEY, contentType: 'image/png', expires };
    const signature = signUploadUrl(SECRET, claims);
    const asQuery = { ...claims, expires: String(expires) };
    expect(verifyUploadUrl(SECRET, asQuery, signature, NOW)).toBe('valid');
    expect(verifyUploadUrl(SECRET, { ...asQuery, key: KEY.replace('.png', '.gif') }, signature, NOW)).toBe('bad-signature');
    expect(verifyUploadUrl(SECRET, { ...asQuery, contentType: 'image/gif' }, signature, NOW)).toBe('bad-signature');
    expect(verifyUploadUrl(SECRET, { ...asQuery, expires: String(expires + 3600) }, signature, NOW)).toBe('bad-signature');
    expect(verifyUploadUrl(`${SECRET}!`, asQuery, signature, NOW)).toBe('bad-signature');
    expect(verifyUploadUrl(SECRET, asQuery, null, NOW)).toBe('bad-signature');
    expect(verifyUploadUrl(SECRET, { ...asQuery, expires: null }, signature, NOW)).toBe('bad-signature');
    expect(verifyUploadUrl(SECRET, asQuery, 'zz', NOW)).toBe('bad-signature');
  });

  it('maps its own public URLs back to keys and nothing else', () => {
    const s = storage();
    expect(s.keyFromUrl(s.publicUrl(KEY))).toBe(KEY);
    for (const url of [
      `https://other.example/uploads/${KEY}`,
      'https://shop.example/uploads/../config.ts',
      'https://shop.example/uploads/images/.incoming/abc.png',
      `https://shop.example/uploads/${KEY}?v=1`,
      'https://shop.example/static/flags/kr.svg',
    ]) {
      expect(s.keyFromUrl(url), url).toBeNull();
    }
  });

  it('never maps a key outside DATA_DIR/uploads to a file', () => {
    for (const key of ['../etc/passwd', 'images/../../x.png', '.incoming/x.png', '/abs/x.png', 'images/%2e%2e/x.png']) {
      expect(storedFilePath(dataDir, key), key).toBeNull();
    }
  });
});

describe('verifying a stored local file', () => {
  it('accepts a stored image of the expected type and reports its size', async () => {
    const key = KEY.replace('2a1f', '0001');
    await plant(key, TINY_PNG);
    await expect(storage().verifyUploadedImage(key, { contentType: 'image/png', maxBytes: 1000 })).resolves.toEqual({
      ok: true,
      byteSize: TINY_PNG.length,
    });
  });

  it('deletes a stored file whose bytes are not the expected image type', async () => {
    const key = KEY.replace('2a1f', '0002');
    const file = await plant(key, NOT_AN_IMAGE);
    await expect(storage().verifyUploadedImage(key, { contentType: 'image/png', maxBytes: 1000 })).resolves.toEqual({
      ok: false,
      reason: 'wrong-type',
    });
    expect(await readdir(path.dirname(file))).not.toContain(path.basename(file));
  });

  it('deletes a stored file larger than allowed and reports a missing one', async () => {
    const key = KEY.replace('2a1f', '0003');
    await plant(key, TINY_PNG);
    await expect(storage().verifyUploadedImage(key, { contentType: 'image/png', maxBytes: 10 })).resolves.toEqual({
      ok: false,
      reason: 'too-large',
    });
    await expect(storage().verifyUploadedImage(key, { contentType: 'image/png', maxBytes: 1000 })).resolves.toEqual({
      ok: false,
      reason: 'missing',
    });
  });
});

describe('server-made files in local storage', () => {
  it('writes a file under its key, replacing an older one, and reads it back; other keys read as null', async () => {
    const key = 'images/2026/11/0e5b7a52-4b7e-4d0a-9d7e-2a1f0c3b4d5e-w360.webp';
    await storage().writeObject(key, new Uint8Array([9, 9]), 'image/webp');
    await storage().writeObject(key, new Uint8Array([1, 2, 3]), 'image/webp');
    expect([...((await storage().readObject(key)) ?? [])]).toEqual([1, 2, 3]);
    expect(await storage().readObject('images/2026/11/missing.png')).toBeNull();
    expect(await storage().readObject('../etc/passwd')).toBeNull();
    await expect(storage().writeObject('../escape.webp', new Uint8Array([1]), 'image/webp')).rejects.toThrow();
    // Nothing half-written is left in the temporary folder.
    expect(await readdir(path.join(dataDir, 'uploads', '.incoming'))).toEqual([]);
  });

  it('deletes a file under its key, and a missing one quietly', async () => {
    const key = 'courier/exports/7-0e5b7a52-4b7e-4d0a-9d7e-2a1f0c3b4d5e.csv';
    await storage().writeObject(key, new Uint8Array([1]), 'text/csv');
    await storage().deleteObject(key);
    expect(await storage().readObject(key)).toBeNull();
    await expect(storage().deleteObject(key)).resolves.toBeUndefined();
    await expect(storage().deleteObject('../escape.csv')).rejects.toThrow();
  });
});

import { readFile, rm, stat } from 'node:fs/promises';
import type { Config } from '../../config';
import { SAFE_KEY, sniffContentType } from './image-types';
import { discard, readHead, replaceFile, storedFilePath } from './local-files';
import { signUploadUrl } from './local-signature';
import { DEFAULT_UPLOAD_EXPIRY_SECONDS, type Storage, type UploadedObjectCheck } from './storage';

export type LocalStorageConfig = Pick<Config, 'PUBLIC_BASE_URL' | 'AUTH_SECRET' | 'DATA_DIR'>;

/** The URL path the backend serves local uploads under (see backend/src/http/uploads.ts). */
export const LOCAL_UPLOADS_PATH = '/uploads/';

/**
 * Files under `${DATA_DIR}/uploads`, written by the backend's own signed PUT route, which checks
 * size and magic bytes before a file is kept. For one server, development and tests.
 */
export function createLocalStorage(config: LocalStorageConfig, options: { now?: () => Date } = {}): Storage {
  const now = options.now ?? (() => new Date());
  const base = `${config.PUBLIC_BASE_URL}${LOCAL_UPLOADS_PATH}`;

  async function verifyUploadedImage(
    key: string,
    expected: { contentType: string; maxBytes: number },
  ): Promise<UploadedObjectCheck> {
    const file = storedFilePath(config.DATA_DIR, key);
    if (!file) return { ok: false, reason: 'missing' };
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return { ok: false, reason: 'missing' };
    if (info.size > expected.maxBytes) {
      await discard(file);
      return { ok: false, reason: 'too-large' };
    }
    if ((await sniffContentType(await readHead(file))) !== expected.contentType) {
      await discard(file);
      return { ok: false, reason: 'wrong-type' };
    }
    return { ok: true, byteSize: info.size };
  }

  return {
    async presignUpload({ key, contentType, expiresInSeconds = DEFAULT_UPLOAD_EXPIRY_SECONDS }) {
      const expires = Math.floor(now().getTime() / 1000) + expiresInSeconds;
      const signature = signUploadUrl(config.AUTH_SECRET, { method: 'PUT', key, contentType, expires });
      const query = new URLSearchParams({ expires: String(expires), signature });
      return { uploadUrl: `${base}${key}?${query}`, url: `${base}${key}`, expiresAt: new Date(expires * 1000) };
    },
    publicUrl: (key) => `${base}${key}`,
    keyFromUrl(url) {
      if (!url.startsWith(base)) return null;
      const key = url.slice(base.length);
      return SAFE_KEY.test(key) ? key : null;
    },
    verifyUploadedImage,
    async readObject(key) {
      const file = storedFilePath(config.DATA_DIR, key);
      if (!file) return null;
      return readFile(file).then(
        (bytes) => new Uint8Array(bytes),
        (err: NodeJS.ErrnoException) => {
          if (err.code === 'ENOENT' || err.code === 'EISDIR') return null;
          throw err;
        },
      );
    },
    async writeObject(key, body) {
      const file = storedFilePath(config.DATA_DIR, key);
      if (!file) throw new Error(`Not a storage key: ${key}`);
      await replaceFile(config.DATA_DIR, file, body);
    },
    async deleteObject(key) {
      const file = storedFilePath(config.DATA_DIR, key);
      if (!file) throw new Error(`Not a storage key: ${key}`);
      await rm(file, { force: true });
    },
  };
}

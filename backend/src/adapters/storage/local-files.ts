import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { link, mkdir, open, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { SAFE_KEY, SNIFF_BYTES } from './image-types';

/** Where the local driver keeps files: `${DATA_DIR}/uploads/<key>`. */
export function uploadsRoot(dataDir: string): string {
  return path.resolve(dataDir, 'uploads');
}

/**
 * The file a key is stored in, or null for a key that is not ours. Temporary files live in
 * `.incoming/`, which SAFE_KEY can never name, so a half-written upload is never served.
 */
export function storedFilePath(dataDir: string, key: string): string | null {
  if (!SAFE_KEY.test(key)) return null;
  const root = uploadsRoot(dataDir);
  const file = path.resolve(root, key);
  return file.startsWith(root + path.sep) ? file : null;
}

export class BodyTooLargeError extends Error {
  constructor() {
    super('Upload body exceeds the size limit');
    this.name = 'BodyTooLargeError';
  }
}

// The request stream must survive a refusal: destroying it would destroy the socket and the
// browser would see a network error instead of our 413 with its Korean message.
async function* capped(source: Readable, maxBytes: number): AsyncGenerator<Buffer> {
  let size = 0;
  for await (const chunk of source.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) throw new BodyTooLargeError();
    yield chunk;
  }
}

/** Streams a body into a fresh temporary file; throws BodyTooLargeError (and keeps nothing) past `maxBytes`. */
export async function receiveToTempFile(
  dataDir: string,
  body: Readable,
  maxBytes: number,
): Promise<{ tempPath: string; byteSize: number }> {
  const incoming = path.join(uploadsRoot(dataDir), '.incoming');
  await mkdir(incoming, { recursive: true });
  const tempPath = path.join(incoming, randomUUID());
  try {
    await pipeline(capped(body, maxBytes), createWriteStream(tempPath, { flags: 'wx' }));
    return { tempPath, byteSize: (await stat(tempPath)).size };
  } catch (err) {
    await discard(tempPath);
    throw err;
  }
}

export async function readHead(file: string, bytes = SNIFF_BYTES): Promise<Uint8Array> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * Publishes a finished temporary file under its key. `link` fails when the target exists, so two
 * uploads racing for one key cannot overwrite each other, and readers never see a partial file.
 * Returns false when the key was already taken.
 */
export async function commitTempFile(tempPath: string, target: string): Promise<boolean> {
  await mkdir(path.dirname(target), { recursive: true });
  try {
    await link(tempPath, target);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  } finally {
    await discard(tempPath);
  }
}

export async function discard(file: string): Promise<void> {
  await unlink(file).catch((err: NodeJS.ErrnoException) => {
    if (err.code !== 'ENOENT') throw err;
  });
}

/**
 * Writes server-made bytes under `target` through a temporary file and a rename, so a reader sees
 * the old file or the new one, never half of one.
 */
export async function replaceFile(dataDir: string, target: string, body: Uint8Array): Promise<void> {
  const incoming = path.join(uploadsRoot(dataDir), '.incoming');
  await mkdir(incoming, { recursive: true });
  const tempPath = path.join(incoming, randomUUID());
  try {
    await writeFile(tempPath, body, { flag: 'wx' });
    await mkdir(path.dirname(target), { recursive: true });
    await rename(tempPath, target);
  } catch (err) {
    await discard(tempPath);
    throw err;
  }
}

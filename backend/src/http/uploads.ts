import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Adapters } from '../adapters';
import { contentTypeOfKey, SAFE_KEY, servedContentTypeOfKey, sniffContentType } from '../adapters/storage/image-types';
import {
  BodyTooLargeError,
  commitTempFile,
  discard,
  readHead,
  receiveToTempFile,
  storedFilePath,
} from '../adapters/storage/local-files';
import { LOCAL_UPLOADS_PATH } from '../adapters/storage/local-storage';
import { verifyUploadUrl } from '../adapters/storage/local-signature';
import type { Config } from '../config';
import type { ErrorCode } from '../../../domain/errors/errors';
import type { Logger } from '../logger';
import { formatByteLimit } from '../../../domain/upload/upload-policy';
import { findUploadByKey, markUploadCompleted } from '../modules/upload/upload.service';

export interface UploadRouteDeps {
  orm: MikroORM;
  config: Config;
  adapters: Adapters;
  log: Logger;
}

const RETRY = '사진을 다시 선택해 주세요.';

function refuse(res: ServerResponse, status: number, code: ErrorCode, message: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify({ message, code }));
}

// The URL's signature is the whole authorisation (no cookies, no bearer token), so any origin may
// use it; in development the page comes from Vite's port while PUBLIC_BASE_URL names the API's.
function allowCrossOrigin(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('Access-Control-Allow-Origin', '*');
  if (req.method === 'OPTIONS') {
    res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, PUT');
    res.setHeader('Access-Control-Allow-Headers', 'Content-Type');
    res.setHeader('Access-Control-Max-Age', '600');
  }
}

/**
 * `/uploads/<key>`: the local storage driver's signed PUT and the public GET/HEAD of stored files.
 * Only keys of the server's own shape (SAFE_KEY) ever reach the file system.
 */
export async function handleUploads(req: IncomingMessage, res: ServerResponse, deps: UploadRouteDeps): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://internal');
  const key = url.pathname.slice(LOCAL_UPLOADS_PATH.length);
  allowCrossOrigin(req, res);
  if (!SAFE_KEY.test(key) || !servedContentTypeOfKey(key)) return refuse(res, 404, 'NOT_FOUND', '파일을 찾을 수 없어요.');
  switch (req.method) {
    case 'OPTIONS':
      res.statusCode = 204;
      return void res.end();
    case 'GET':
    case 'HEAD':
      return serveStoredFile(req, res, deps.config, key);
    case 'PUT':
      // Server-made formats (AVIF sizes) are never a browser's upload.
      if (!contentTypeOfKey(key)) return refuse(res, 404, 'NOT_FOUND', '파일을 찾을 수 없어요.');
      return receiveUpload(req, res, deps, key, url.searchParams);
    default:
      res.setHeader('Allow', 'GET, HEAD, PUT, OPTIONS');
      return refuse(res, 405, 'BAD_USER_INPUT', '지원하지 않는 요청이에요.');
  }
}

async function serveStoredFile(req: IncomingMessage, res: ServerResponse, config: Config, key: string): Promise<void> {
  const file = storedFilePath(config.DATA_DIR, key);
  const info = file ? await stat(file).catch(() => null) : null;
  if (!file || !info?.isFile()) return refuse(res, 404, 'NOT_FOUND', '파일을 찾을 수 없어요.');
  const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  // Keys are never reused and files never change, so browsers and CDNs may keep them for good.
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  res.setHeader('ETag', etag);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
  if (req.headers['if-none-match'] === etag) {
    res.statusCode = 304;
    return void res.end();
  }
  res.statusCode = 200;
  res.setHeader('Content-Type', servedContentTypeOfKey(key)!);
  res.setHeader('Content-Length', String(info.size));
  res.setHeader('Last-Modified', info.mtime.toUTCString());
  if (req.method === 'HEAD') return void res.end();
  await pipeline(createReadStream(file), res).catch((err: NodeJS.ErrnoException) => {
    // A reader that leaves mid-download (a closed tab, a scrolled-away image) is not a server error.
    if (err.code !== 'ERR_STREAM_PREMATURE_CLOSE') throw err;
  });
}

async function receiveUpload(
  req: IncomingMessage,
  res: ServerResponse,
  { orm, config, log }: UploadRouteDeps,
  key: string,
  query: URLSearchParams,
): Promise<void> {
  const contentType = contentTypeOfKey(key)!;
  const verdict = verifyUploadUrl(
    config.AUTH_SECRET,
    { method: 'PUT', key, contentType, expires: query.get('expires') },
    query.get('signature'),
    new Date(),
  );
  if (verdict === 'bad-signature') {
    return refuse(res, 403, 'FORBIDDEN', `업로드 주소가 올바르지 않아요. ${RETRY}`);
  }
  if (verdict === 'expired') {
    return refuse(res, 403, 'FORBIDDEN', `업로드 주소의 유효 시간이 지났어요. ${RETRY}`);
  }
  const sentType = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (sentType !== contentType) {
    return refuse(res, 415, 'BAD_USER_INPUT', `파일 형식이 업로드 주소와 맞지 않아요. ${RETRY}`);
  }
  const tooLarge = `사진 용량이 너무 커요. ${formatByteLimit(config.UPLOAD_MAX_BYTES)} 이하의 사진을 올려 주세요.`;
  const declared = Number(req.headers['content-length'] ?? NaN);
  if (declared > config.UPLOAD_MAX_BYTES) return refuse(res, 413, 'BAD_USER_INPUT', tooLarge);

  const em = orm.em.fork();
  const upload = await findUploadByKey(em, key);
  if (!upload) return refuse(res, 404, 'NOT_FOUND', `업로드할 곳을 찾을 수 없어요. ${RETRY}`);
  const alreadyStored = `이미 올린 사진이에요. 다른 사진을 올리려면 ${RETRY}`;
  if (upload.completedAt) return refuse(res, 409, 'CONFLICT', alreadyStored);

  let received: { tempPath: string; byteSize: number };
  try {
    received = await receiveToTempFile(config.DATA_DIR, req, config.UPLOAD_MAX_BYTES);
  } catch (err) {
    if (err instanceof BodyTooLargeError) return refuse(res, 413, 'BAD_USER_INPUT', tooLarge);
    // The browser went away mid-upload; nobody is left to answer.
    if (req.destroyed || !req.complete) return void res.destroy();
    throw err;
  }
  const { tempPath, byteSize } = received;
  const sniffed = byteSize === 0 ? undefined : await sniffContentType(await readHead(tempPath));
  if (sniffed !== contentType) {
    await discard(tempPath);
    log.warn({ key, contentType, sniffed: sniffed ?? null, byteSize }, 'upload refused: bytes are not the signed image type');
    return refuse(res, 415, 'BAD_USER_INPUT', '사진 파일이 아니거나 손상된 파일이에요. JPG, PNG, WEBP, GIF 사진을 올려 주세요.');
  }
  const target = storedFilePath(config.DATA_DIR, key)!;
  if (!(await commitTempFile(tempPath, target))) return refuse(res, 409, 'CONFLICT', alreadyStored);
  try {
    // `false` only if a review's check already found this very file and completed the row: still a success.
    await markUploadCompleted(em, upload.id, byteSize);
  } catch (err) {
    // A file without its completed row could never be used; leave nothing behind.
    await discard(target);
    throw err;
  }
  res.statusCode = 200;
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('ETag', `"${byteSize.toString(16)}"`);
  res.end();
}

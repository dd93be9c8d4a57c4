import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32 } from 'node:zlib';
import { isSigned, verifySigV4 } from './fake-s3-sigv4';

export interface FakeS3Object {
  body: Buffer;
  contentType: string;
  etag: string;
  lastModified: Date;
}

export interface FakeS3 {
  /** `http://127.0.0.1:<port>`; buckets are addressed path-style (`/<bucket>/<key>`). */
  url: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** Stored objects by key, for tests to inspect or plant. */
  objects: Map<string, FakeS3Object>;
  /** Every request's method and path, in order. */
  requests: { method: string; path: string; status: number }[];
  close(): Promise<void>;
}

export interface FakeS3Options {
  bucket?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  region?: string;
  now?: () => Date;
}

const xmlEscape = (value: string) =>
  value.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

function sendError(res: ServerResponse, method: string, status: number, code: string, message: string) {
  res.statusCode = status;
  // HEAD answers have no body; the SDK then reads the status alone (404 -> NotFound).
  if (method === 'HEAD') return res.end();
  res.setHeader('Content-Type', 'application/xml');
  res.end(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${xmlEscape(message)}</Message></Error>`);
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

function crc32Base64(body: Buffer): string {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(crc32(body) >>> 0);
  return out.toString('base64');
}

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` against a length; null when unsatisfiable. */
function parseRange(header: string, length: number): { start: number; end: number } | null {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  let start: number;
  let end: number;
  if (m[1] === '') {
    start = Math.max(0, length - Number(m[2]));
    end = length - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? length - 1 : Math.min(Number(m[2]), length - 1);
  }
  return start <= end && start < length ? { start, end } : null;
}

/**
 * A small S3 for tests: one bucket, path-style addressing, objects in memory. It checks SigV4
 * (presigned query and Authorization header) and X-Amz-Expires the way S3 does, checks a sent
 * x-amz-checksum-crc32 against the body, answers GET/HEAD with Range, anonymous reads (a public
 * bucket), DELETE and the CORS preflight a browser sends before a PUT.
 */
export async function startFakeS3(options: FakeS3Options = {}): Promise<FakeS3> {
  const bucket = options.bucket ?? 'campus-shop-test';
  const credentials = {
    accessKeyId: options.accessKeyId ?? 'FAKES3ACCESSKEY',
    secretAccessKey: options.secretAccessKey ?? 'fake-s3-secret-access-key',
    region: options.region ?? 'ap-northeast-2',
  };
  const now = options.now ?? (() => new Date());
  const objects = new Map<string, FakeS3Object>();
  const requests: FakeS3['requests'] = [];

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const method = req.method ?? 'GET';
    const rawUrl = req.url ?? '/';
    const rawPath = rawUrl.split('?')[0]!;
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Expose-Headers', 'ETag');
    if (method === 'OPTIONS') {
      res.statusCode = 200;
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, PUT');
      res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? 'content-type');
      res.setHeader('Access-Control-Max-Age', '3000');
      return res.end();
    }
    const [, bucketName, ...rest] = rawPath.split('/');
    if (bucketName !== bucket) return sendError(res, method, 404, 'NoSuchBucket', 'The specified bucket does not exist');
    const key = decodeURIComponent(rest.join('/'));
    if (!key) return sendError(res, method, 400, 'InvalidRequest', 'This fake serves objects only.');

    const signed = isSigned({ method, rawUrl, headers: req.headers });
    if (signed) {
      const verdict = verifySigV4({ method, rawUrl, headers: req.headers }, credentials, now());
      if (!verdict.ok) return sendError(res, method, verdict.status, verdict.code, verdict.message);
    } else if (method !== 'GET' && method !== 'HEAD') {
      return sendError(res, method, 403, 'AccessDenied', 'Anonymous users cannot write to this bucket.');
    }

    if (method === 'PUT') {
      const body = await readBody(req);
      const query = new URLSearchParams(rawUrl.split('?')[1] ?? '');
      const claimedCrc = query.get('x-amz-checksum-crc32') ?? req.headers['x-amz-checksum-crc32'];
      if (typeof claimedCrc === 'string' && claimedCrc !== crc32Base64(body)) {
        return sendError(res, method, 400, 'BadDigest', 'The CRC32 you specified did not match the calculated checksum.');
      }
      const sha = req.headers['x-amz-content-sha256'];
      if (typeof sha === 'string' && /^[0-9a-f]{64}$/.test(sha) && sha !== createHash('sha256').update(body).digest('hex')) {
        return sendError(res, method, 400, 'XAmzContentSHA256Mismatch', 'The provided x-amz-content-sha256 does not match.');
      }
      const etag = `"${createHash('md5').update(body).digest('hex')}"`;
      const contentType = req.headers['content-type'] ?? 'binary/octet-stream';
      objects.set(key, { body, contentType, etag, lastModified: now() });
      res.statusCode = 200;
      res.setHeader('ETag', etag);
      return res.end();
    }
    if (method === 'DELETE') {
      objects.delete(key);
      res.statusCode = 204;
      return res.end();
    }
    if (method !== 'GET' && method !== 'HEAD') {
      return sendError(res, method, 405, 'MethodNotAllowed', 'The specified method is not allowed.');
    }
    const object = objects.get(key);
    if (!object) return sendError(res, method, 404, 'NoSuchKey', 'The specified key does not exist.');
    res.setHeader('Content-Type', object.contentType);
    res.setHeader('ETag', object.etag);
    res.setHeader('Last-Modified', object.lastModified.toUTCString());
    res.setHeader('Accept-Ranges', 'bytes');
    let body = object.body;
    const rangeHeader = req.headers.range;
    if (rangeHeader) {
      const range = parseRange(rangeHeader, object.body.length);
      if (!range) {
        res.setHeader('Content-Range', `bytes */${object.body.length}`);
        return sendError(res, method, 416, 'InvalidRange', 'The requested range is not satisfiable');
      }
      body = object.body.subarray(range.start, range.end + 1);
      res.statusCode = 206;
      res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${object.body.length}`);
    } else {
      res.statusCode = 200;
    }
    res.setHeader('Content-Length', String(body.length));
    res.end(method === 'HEAD' ? undefined : body);
  }

  const server = createServer((req, res) => {
    res.on('finish', () => requests.push({ method: req.method ?? '', path: (req.url ?? '').split('?')[0]!, status: res.statusCode }));
    handle(req, res).catch((err: unknown) => {
      if (res.headersSent) return res.destroy();
      sendError(res, req.method ?? 'GET', 400, 'InvalidRequest', err instanceof Error ? err.message : String(err));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    bucket,
    ...credentials,
    objects,
    requests,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

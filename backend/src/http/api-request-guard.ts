import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ErrorCode } from '../../../domain/errors/errors';
import { MAX_REQUEST_BODY_BYTES, REQUEST_REFUSALS } from '../../../domain/security/request-refusals';

/**
 * The only bodies GraphQL is read from. A browser sends a cross-site form (url-encoded,
 * multipart, text/plain) without asking first; a JSON body needs a CORS preflight that the
 * allowlist refuses, so accepting nothing else is the CSRF defence (docs/decisions/0037).
 */
const GRAPHQL_BODY_TYPES: ReadonlySet<string> = new Set(['application/json', 'application/graphql-response+json']);

function refuse(res: ServerResponse, status: number, message: string): void {
  const code: ErrorCode = 'GRAPHQL_VALIDATION_FAILED';
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify({ errors: [{ message, extensions: { code } }] }));
}

/** Reads a body of unknown length (chunked) up to the limit; null once it grows past it. */
export function readLimited(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.off('data', onData);
        resolve(null);
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () => resolve(Buffer.concat(chunks)));
    req.once('error', reject);
  });
}

/**
 * Runs before yoga on every GraphQL POST: refuses bodies that are not JSON (415) and bodies over
 * MAX_REQUEST_BODY_BYTES (413) without parsing them. Returns whether the request was answered.
 * A chunked body is read here under the cap and handed to yoga already read (it takes a
 * `req.body` it finds as the body); a declared length is checked without reading anything.
 */
export async function refuseUnfitGraphQLPost(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  if (req.method !== 'POST') return false;
  const mediaType = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (!GRAPHQL_BODY_TYPES.has(mediaType)) {
    // The body is never read: closing the connection spares reading what nobody will use.
    res.setHeader('Connection', 'close');
    refuse(res, 415, REQUEST_REFUSALS.notJson);
    return true;
  }
  const declared = req.headers['content-length'];
  if (declared !== undefined) {
    if (Number(declared) <= MAX_REQUEST_BODY_BYTES) return false;
    res.setHeader('Connection', 'close');
    refuse(res, 413, REQUEST_REFUSALS.bodyTooLarge);
    return true;
  }
  const body = await readLimited(req, MAX_REQUEST_BODY_BYTES);
  if (body === null) {
    res.setHeader('Connection', 'close');
    refuse(res, 413, REQUEST_REFUSALS.bodyTooLarge);
    return true;
  }
  (req as IncomingMessage & { body?: Buffer }).body = body;
  return false;
}

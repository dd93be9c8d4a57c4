import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * AWS Signature Version 4 as S3 checks it, written from the specification rather than with the
 * SDK's own signer, so that the fake S3 server is an independent check of what the SDK sends.
 * https://docs.aws.amazon.com/AmazonS3/latest/API/sigv4-query-string-auth.html
 */

export interface SigV4Request {
  method: string;
  /** The request target as received: raw path plus raw query. */
  rawUrl: string;
  headers: IncomingHttpHeaders;
}

export type SigV4Verdict =
  | { ok: true; accessKeyId: string }
  | { ok: false; status: number; code: string; message: string };

const refuse = (code: string, message: string, status = 403): SigV4Verdict => ({ ok: false, status, code, message });

// RFC 3986 unreserved characters stay, everything else is %XX with upper-case hex.
export function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function parseQuery(rawQuery: string): [string, string][] {
  if (!rawQuery) return [];
  return rawQuery.split('&').map((pair) => {
    const eq = pair.indexOf('=');
    const name = eq < 0 ? pair : pair.slice(0, eq);
    const value = eq < 0 ? '' : pair.slice(eq + 1);
    return [decodeURIComponent(name), decodeURIComponent(value)];
  });
}

const sha256Hex = (data: string) => createHash('sha256').update(data, 'utf8').digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

function headerValue(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  if (value === undefined) return undefined;
  return (Array.isArray(value) ? value.join(',') : value).trim().replace(/\s+/g, ' ');
}

/** `20261121T074710Z` as a Date, or null when malformed. */
function parseAmzDate(value: string): Date | null {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map(Number) as [number, number, number, number, number, number, number];
  return new Date(Date.UTC(y, mo - 1, d, h, mi, s));
}

interface Parts {
  credential: string;
  amzDate: string;
  signedHeaders: string;
  signature: string;
  payloadHash: string;
  /** Present for presigned URLs only. */
  expires?: string;
}

function partsFromQuery(query: [string, string][]): Parts | null {
  const get = (name: string) => query.find(([k]) => k === name)?.[1];
  const credential = get('X-Amz-Credential');
  const amzDate = get('X-Amz-Date');
  const signedHeaders = get('X-Amz-SignedHeaders');
  const signature = get('X-Amz-Signature');
  const expires = get('X-Amz-Expires');
  if (get('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256' || !credential || !amzDate || !signedHeaders || !signature || !expires) {
    return null;
  }
  return { credential, amzDate, signedHeaders, signature, expires, payloadHash: get('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD' };
}

function partsFromHeader(headers: IncomingHttpHeaders): Parts | null {
  const m = /^AWS4-HMAC-SHA256 Credential=([^,\s]+),\s*SignedHeaders=([^,\s]+),\s*Signature=([0-9a-f]+)$/.exec(
    headerValue(headers, 'authorization') ?? '',
  );
  const amzDate = headerValue(headers, 'x-amz-date');
  const payloadHash = headerValue(headers, 'x-amz-content-sha256');
  if (!m || !amzDate || !payloadHash) return null;
  return { credential: m[1]!, signedHeaders: m[2]!, signature: m[3]!, amzDate, payloadHash };
}

/** Whether the request carries any SigV4 authentication at all (anonymous reads carry none). */
export function isSigned(request: SigV4Request): boolean {
  return request.headers.authorization !== undefined || request.rawUrl.includes('X-Amz-Signature=');
}

export function verifySigV4(
  request: SigV4Request,
  credentials: { accessKeyId: string; secretAccessKey: string; region: string },
  now: Date,
): SigV4Verdict {
  const queryStart = request.rawUrl.indexOf('?');
  const rawPath = queryStart < 0 ? request.rawUrl : request.rawUrl.slice(0, queryStart);
  const query = parseQuery(queryStart < 0 ? '' : request.rawUrl.slice(queryStart + 1));
  const presigned = query.some(([k]) => k === 'X-Amz-Signature');
  const parts = presigned ? partsFromQuery(query) : partsFromHeader(request.headers);
  if (!parts) return refuse('AuthorizationQueryParametersError', 'Missing or malformed SigV4 parameters.', 400);

  const [accessKeyId, scopeDate, region, service, terminator] = parts.credential.split('/');
  if (accessKeyId !== credentials.accessKeyId) return refuse('InvalidAccessKeyId', 'The access key does not exist.');
  if (region !== credentials.region || service !== 's3' || terminator !== 'aws4_request' || !scopeDate) {
    return refuse('AuthorizationHeaderMalformed', 'The credential scope is wrong for this server.', 400);
  }
  const signedAt = parseAmzDate(parts.amzDate);
  if (!signedAt || parts.amzDate.slice(0, 8) !== scopeDate) {
    return refuse('AuthorizationQueryParametersError', 'X-Amz-Date is malformed or outside the scope.', 400);
  }
  const signedHeaderNames = parts.signedHeaders.split(';');
  if (!signedHeaderNames.includes('host')) return refuse('AccessDenied', 'The host header must be signed.');

  const canonicalQuery = query
    .filter(([k]) => k !== 'X-Amz-Signature')
    .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonicalUri = rawPath
    .split('/')
    .map((segment) => uriEncode(decodeURIComponent(segment)))
    .join('/');
  const canonicalHeaders = signedHeaderNames.map((name) => `${name}:${headerValue(request.headers, name) ?? ''}\n`).join('');
  const canonicalRequest = [
    request.method,
    canonicalUri,
    canonicalQuery,
    canonicalHeaders,
    parts.signedHeaders,
    parts.payloadHash,
  ].join('\n');
  const scope = `${scopeDate}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', parts.amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, scopeDate), region), 's3'), 'aws4_request');
  const expected = createHmac('sha256', signingKey).update(stringToSign, 'utf8').digest();
  const given = Buffer.from(parts.signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return refuse('SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.');
  }

  if (parts.expires !== undefined) {
    const seconds = Number(parts.expires);
    if (!Number.isInteger(seconds) || seconds < 1 || seconds > 604_800) {
      return refuse('AuthorizationQueryParametersError', 'X-Amz-Expires must be between 1 and 604800 seconds.', 400);
    }
    if (now.getTime() > signedAt.getTime() + seconds * 1000) return refuse('AccessDenied', 'Request has expired');
    if (signedAt.getTime() > now.getTime() + 15 * 60_000) return refuse('AccessDenied', 'Request is not yet valid');
  } else if (Math.abs(now.getTime() - signedAt.getTime()) > 15 * 60_000) {
    return refuse('RequestTimeTooSkewed', 'The difference between the request time and the current time is too large.');
  }
  return { ok: true, accessKeyId };
}

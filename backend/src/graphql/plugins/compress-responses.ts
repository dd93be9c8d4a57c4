import type { Plugin } from 'graphql-yoga';
import { compressBody, type Encoding } from '../../http/compress';

/** Answers below this size gain less from compression than it costs. */
const MIN_BYTES = 1024;

function acceptedEncoding(header: string | null): Encoding | null {
  const names = (header ?? '').toLowerCase().split(',').map((part) => part.trim().split(';')[0]);
  if (names.includes('br')) return 'br';
  if (names.includes('gzip')) return 'gzip';
  return null;
}

/**
 * GraphQL answers compressed with brotli or gzip as the client accepts (a product list is about
 * 30 KB of JSON). Only whole JSON answers: event streams and multipart answers stay as they are,
 * and request bodies are never decompressed (the size limits stay on what arrives).
 */
export function useCompressedResponses(): Plugin {
  return {
    async onResponse({ request, response, setResponse, fetchAPI }) {
      const encoding = acceptedEncoding(request.headers.get('accept-encoding'));
      const type = response.headers.get('content-type') ?? '';
      if (!encoding || !response.body || response.headers.has('content-encoding') || !/json/.test(type)) return;
      const body = Buffer.from(await response.arrayBuffer());
      const headers = new fetchAPI.Headers(response.headers);
      headers.append('Vary', 'Accept-Encoding');
      const compressed = body.length >= MIN_BYTES ? compressBody(body, encoding) : null;
      if (compressed) {
        headers.set('Content-Encoding', encoding);
        headers.set('Content-Length', String(compressed.length));
      }
      setResponse(new fetchAPI.Response(new Uint8Array(compressed ?? body), { status: response.status, statusText: response.statusText, headers }));
    },
  };
}

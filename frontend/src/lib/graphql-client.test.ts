import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  BAD_RESPONSE_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  createGraphQLClient,
  errorMessage,
} from './graphql-client';

type ShopQuery = { university: { shopName: string } };
type ShopVariables = { universityId?: number | null };

const ShopDocument = parse(
  'query Shop($universityId: Int) { university(universityId: $universityId) { shopName } }',
) as unknown as TypedDocumentNode<ShopQuery, ShopVariables>;

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A client whose fetch answers with `response`, or rejects with `response.reject`. */
function clientReturning(response: Response | { reject: unknown }, token: string | null = null) {
  const fetchMock = vi.fn<typeof fetch>(() =>
    response instanceof Response ? Promise.resolve(response) : Promise.reject(response.reject),
  );
  const client = createGraphQLClient({ apiBase: 'https://shop.example', getToken: () => token, fetch: fetchMock });
  return { ...client, fetchMock };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('graphql client request', () => {
  it('posts query, variables and operation name to {apiBase}/api and returns data', async () => {
    const { request, fetchMock } = clientReturning(jsonResponse({ data: { university: { shopName: '굿즈샵' } } }));

    const data = await request(ShopDocument, { universityId: 7 });

    expect(data.university.shopName).toBe('굿즈샵');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('https://shop.example/api');
    expect(init?.method).toBe('POST');
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    expect(body.operationName).toBe('Shop');
    expect(body.variables).toEqual({ universityId: 7 });
    expect(body.query).toContain('university(universityId: $universityId)');
  });

  it('sends a bearer authorization header only when a token exists', async () => {
    const withToken = clientReturning(jsonResponse({ data: { university: { shopName: 'a' } } }), 'tok-123');
    await withToken.request(ShopDocument);
    const headersWith = withToken.fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headersWith.authorization).toBe('Bearer tok-123');

    const withoutToken = clientReturning(jsonResponse({ data: { university: { shopName: 'a' } } }));
    await withoutToken.request(ShopDocument);
    const headersWithout = withoutToken.fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headersWithout).not.toHaveProperty('authorization');
  });
});

describe('graphql client errors: the body message wins, then the error own message', () => {
  it('uses errors[0].message of a GraphQL body and keeps extensions.code', async () => {
    const { request } = clientReturning(
      jsonResponse({
        data: null,
        errors: [
          { message: '재고가 부족해요.', extensions: { code: 'OUT_OF_STOCK', requestId: 'r-1' } },
          { message: '두 번째 오류' },
        ],
      }),
    );

    const error = await failure(request(ShopDocument));

    expect(error.message).toBe('재고가 부족해요.');
    expect(error.code).toBe('OUT_OF_STOCK');
    expect(error.requestId).toBe('r-1');
    expect(errorMessage(error)).toBe('재고가 부족해요.');
  });

  it('prefers the body message over the HTTP status of a failed response', async () => {
    const { request } = clientReturning(
      jsonResponse({ errors: [{ message: '로그인이 필요해요.', extensions: { code: 'UNAUTHENTICATED' } }] }, 401),
    );

    const error = await failure(request(ShopDocument));

    expect(error.message).toBe('로그인이 필요해요.');
    expect(error.code).toBe('UNAUTHENTICATED');
    expect(error.status).toBe(401);
  });

  it('uses the message field of a non-GraphQL body', async () => {
    const { request } = clientReturning(jsonResponse({ message: '잠시 후 다시 시도해 주세요.' }, 503));

    const error = await failure(request(ShopDocument));

    expect(error.message).toBe('잠시 후 다시 시도해 주세요.');
    expect(error.status).toBe(503);
  });

  it('falls back to its own message when the body carries none', async () => {
    const { request } = clientReturning(new Response('<html>Bad Gateway</html>', { status: 502 }));

    const error = await failure(request(ShopDocument));

    expect(error.message).toBe(`${BAD_RESPONSE_MESSAGE} (HTTP 502)`);
    expect(error.code).toBe('HTTP_ERROR');
  });

  it('reports an unreachable server with its own Korean message and keeps the cause', async () => {
    const cause = new TypeError('Failed to fetch');
    const { request } = clientReturning({ reject: cause });

    const error = await failure(request(ShopDocument));

    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
    expect(error.code).toBe('NETWORK_ERROR');
    expect(error.cause).toBe(cause);
  });

  it('rejects a successful response without data', async () => {
    const { request } = clientReturning(jsonResponse({}));

    const error = await failure(request(ShopDocument));

    expect(error.message).toBe(BAD_RESPONSE_MESSAGE);
  });

  it('passes an abort through untouched so cancelled queries are not reported', async () => {
    const controller = new AbortController();
    controller.abort();
    const abort = new DOMException('aborted', 'AbortError');
    const { request } = clientReturning({ reject: abort });

    await expect(request(ShopDocument, {}, { signal: controller.signal })).rejects.toBe(abort);
  });
});

describe('errorMessage', () => {
  it('shows any other error with its own message', () => {
    expect(errorMessage(new Error('알 수 없는 오류'))).toBe('알 수 없는 오류');
  });

  it('falls back to a generic Korean message for values without one', () => {
    expect(errorMessage('boom')).toBe(BAD_RESPONSE_MESSAGE);
    expect(errorMessage(new Error(''))).toBe(BAD_RESPONSE_MESSAGE);
  });
});

describe('the app client', () => {
  it('reads the bearer token from the persisted session atom and posts to the same origin', async () => {
    const { request } = await import('./graphql-client');
    const { appStore, authTokenAtom } = await import('./session');
    const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(jsonResponse({ data: { university: { shopName: 'a' } } })));
    vi.stubGlobal('fetch', fetchMock);
    try {
      appStore.set(authTokenAtom, 'stored-token');
      await request(ShopDocument);

      const [url, init] = fetchMock.mock.calls[0] ?? [];
      expect(url).toBe('/api');
      expect((init?.headers as Record<string, string>).authorization).toBe('Bearer stored-token');
      expect(localStorage.getItem('campus-shop.auth-token')).toBe('"stored-token"');
    } finally {
      appStore.set(authTokenAtom, null);
      vi.unstubAllGlobals();
    }
  });
});

describe('request typing', () => {
  it('lets callers omit variables only when the operation has no required ones', async () => {
    type ByIdDocument = TypedDocumentNode<ShopQuery, { id: number; note?: string | null }>;
    const ById = ShopDocument as unknown as ByIdDocument;
    const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(jsonResponse({ data: { university: { shopName: 'a' } } })));
    const { request } = createGraphQLClient({ fetch: fetchMock });

    // @ts-expect-error `id` is required, so the variables cannot be left out
    const missing = () => request(ById);
    expect(missing).toBeTypeOf('function');

    await request(ById, { id: 1 });
    await request(ShopDocument);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

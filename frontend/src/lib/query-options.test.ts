import { QueryClient } from '@tanstack/react-query';
import { parse } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { CartCountDocument, MeDocument, OrderListDocument, ProductListDocument } from './__generated__/graphql';
import { operationName, queryKeyFor } from './operation-key';
import { infiniteQueryOptionsFor, queryOptionsFor } from './query-options';

vi.mock('./graphql-client', () => ({ request: vi.fn((_document: unknown, variables: unknown) => Promise.resolve({ asked: variables })) }));

describe('query keys from the typed document', () => {
  it('reads the operation name from the document, not from a hand-written string', () => {
    expect(operationName(CartCountDocument)).toBe('CartCount');
    expect(operationName(parse('query Renamed { me { id } } fragment F on User { id }'))).toBe('Renamed');
  });

  it('refuses a document that has no single named operation, so a key can never be undefined', () => {
    expect(() => operationName(parse('{ me { id } }'))).toThrow();
    expect(() => operationName(parse('query A { me { id } } query B { me { id } }'))).toThrow();
  });

  it('keys a query by its operation name and the variables the request sends', async () => {
    const options = queryOptionsFor(OrderListDocument, { startDate: null, page: 2 }, { staleTime: 5 });
    expect(options.queryKey).toEqual(['OrderList', { startDate: null, page: 2 }]);
    expect(options.staleTime).toBe(5);
    expect(queryOptionsFor(MeDocument, {}).queryKey).toEqual(queryKeyFor(MeDocument, {}));
    const client = new QueryClient();
    await expect(client.fetchQuery(options)).resolves.toEqual({ asked: { startDate: null, page: 2 } });
  });

  it('keys an infinite list by its first page, apart from a plain query of the same variables, and asks each page with its cursor', async () => {
    const variablesFor = (cursor: string | null) => ({ data: { categoryId: 7, limit: 20, cursor } });
    const options = infiniteQueryOptionsFor(ProductListDocument, variablesFor, {
      initialPageParam: null,
      getNextPageParam: () => 'next',
    });
    expect(options.queryKey).toEqual(['ProductList', variablesFor(null), 'pages']);
    expect(options.queryKey).not.toEqual(queryKeyFor(ProductListDocument, variablesFor(null)));
    const client = new QueryClient();
    const first = await client.fetchInfiniteQuery(options);
    expect(first.pages).toEqual([{ asked: variablesFor(null) }]);
  });
});

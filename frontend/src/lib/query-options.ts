import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { infiniteQueryOptions, queryOptions, type InfiniteData, type UndefinedInitialDataOptions } from '@tanstack/react-query';
import { request as clientRequest, type RequestOptions } from './graphql-client';
import { operationName, queryKeyFor, type OperationKey } from './operation-key';

/** An infinite query's key: the first page's variables, marked so it never shares a plain query's entry. */
type PagesKey<TVariables> = readonly [operationName: string, variables: TVariables, kind: 'pages'];

/**
 * The client's public signature lets callers omit variables; here they are always at hand. Read at
 * call time: session.ts and graphql-client.ts import each other, and this module sits in that loop.
 */
function request<TResult, TVariables>(document: TypedDocumentNode<TResult, TVariables>, variables: TVariables, options: RequestOptions) {
  return (clientRequest as (d: typeof document, v: TVariables, o: RequestOptions) => Promise<TResult>)(document, variables, options);
}

/** Everything a caller may add to a query besides its key and its fetch, which the document fixes. */
type QueryExtras<TResult, TData, TVariables> = Omit<
  UndefinedInitialDataOptions<TResult, Error, TData, OperationKey<TVariables>>,
  'queryKey' | 'queryFn'
>;

/**
 * Query options for one operation: the key is derived from the document and the very variables
 * the request sends, so the cache key cannot drift from what was asked.
 */
export function queryOptionsFor<TResult, TVariables, TData = TResult>(
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
  extras: QueryExtras<TResult, TData, TVariables> = {},
) {
  return queryOptions({
    ...extras,
    queryKey: queryKeyFor(document, variables),
    queryFn: ({ signal }) => request(document, variables, { signal }),
  });
}

interface PageOptions<TResult, TPageParam> {
  initialPageParam: TPageParam;
  getNextPageParam: (lastPage: TResult) => TPageParam | null | undefined;
}

/**
 * Infinite query options: `variablesFor(pageParam)` builds each page's variables; the key holds the
 * first page's, so a filter change is a new list while the cursor is not part of the key.
 */
export function infiniteQueryOptionsFor<TResult, TVariables, TPageParam>(
  document: TypedDocumentNode<TResult, TVariables>,
  variablesFor: (pageParam: TPageParam) => TVariables,
  { initialPageParam, getNextPageParam }: PageOptions<TResult, TPageParam>,
) {
  const key: PagesKey<TVariables> = [operationName(document), variablesFor(initialPageParam), 'pages'];
  return infiniteQueryOptions<TResult, Error, InfiniteData<TResult, TPageParam>, PagesKey<TVariables>, TPageParam>({
    queryKey: key,
    // QueryFunctionContext picks pageParam's type by a conditional TypeScript cannot resolve for a generic.
    queryFn: ({ pageParam, signal }) => request(document, variablesFor(pageParam as TPageParam), { signal }),
    initialPageParam,
    getNextPageParam,
  });
}

import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { MyPointsDocument } from './__generated__/graphql';
import { request } from './graphql-client';

/** The balance, asked by the my-page hub, the points page and the withdrawal notice under one key. */
export function myPointsQueryOptions() {
  return queryOptions({
    queryKey: ['MyPoints'] as const,
    queryFn: ({ signal }) => request(MyPointsDocument, {}, { signal }),
  });
}

export function useMyPointSummary() {
  return useQuery({ ...myPointsQueryOptions(), select: (data) => data.me?.pointSummary ?? null });
}

/** The queries that show the balance or its history. */
export const POINT_QUERY_NAMES: ReadonlySet<string> = new Set(['MyPoints', 'PointHistory']);

/**
 * After something that moves the balance (an order spending points, a payment, a cancellation):
 * the cached balance and history are dropped rather than marked stale, so no screen shows the old
 * balance for a moment before the new one arrives; a screen that shows them loads them again.
 */
export function forgetPoints(queryClient: QueryClient): Promise<void> {
  return queryClient.resetQueries({ predicate: (query) => POINT_QUERY_NAMES.has(String(query.queryKey[0])) });
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PointHistoryDocument, type PointStatus } from '../../lib/__generated__/graphql';
import { request } from '../../lib/graphql-client';


export interface PointHistoryKey {
  userId: number;
  page: number;
  status: PointStatus | null;
}

export function pointHistoryQueryOptions({ userId, page, status }: PointHistoryKey) {
  return queryOptions({
    queryKey: ['PointHistory', { userId, page, status }] as const,
    queryFn: ({ signal }) => request(PointHistoryDocument, { data: { userId, page, status } }, { signal }),
    select: (data) => data.pointsByUserId,
  });
}

/** The page on screen stays while the next one loads, so paging does not blank the list. */
export function usePointHistory(key: PointHistoryKey) {
  return useQuery({ ...pointHistoryQueryOptions(key), placeholderData: keepPreviousData });
}

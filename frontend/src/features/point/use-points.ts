import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PointHistoryDocument, type PointStatus } from '../../lib/__generated__/graphql';
import { queryOptionsFor } from '../../lib/query-options';

export interface PointHistoryKey {
  userId: number;
  page: number;
  status: PointStatus | null;
}

export function pointHistoryQueryOptions({ userId, page, status }: PointHistoryKey) {
  return queryOptionsFor(PointHistoryDocument, { data: { userId, page, status } }, { select: (data) => data.pointsByUserId });
}

/** The page on screen stays while the next one loads, so paging does not blank the list. */
export function usePointHistory(key: PointHistoryKey) {
  return useQuery({ ...pointHistoryQueryOptions(key), placeholderData: keepPreviousData });
}

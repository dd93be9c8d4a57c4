import { useQuery } from '@tanstack/react-query';
import { MyPointsDocument } from './__generated__/graphql';
import { queryOptionsFor } from './query-options';

/** The balance, asked by the my-page hub, the points page and the withdrawal notice under one key. */
export function myPointsQueryOptions() {
  return queryOptionsFor(MyPointsDocument, {});
}

export function useMyPointSummary() {
  return useQuery({ ...myPointsQueryOptions(), select: (data) => data.me?.pointSummary ?? null });
}

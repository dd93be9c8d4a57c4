import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CancelClassOrderDocument,
  ClassOrderDocument,
  ClassOrderRosterDocument,
  JoinClassOrderDocument,
  MyClassOrdersDocument,
  OpenClassOrderDocument,
  PickupPointsDocument,
  RemindClassOrderDocument,
  type JoinClassOrderInput,
  type OpenClassOrderInput,
} from '../../lib/__generated__/graphql';
import { request } from '../../lib/graphql-client';
import { invalidate, queryGroups } from '../../lib/invalidation';
import { queryOptionsFor } from '../../lib/query-options';

export const useClassOrder = (code: string) => useQuery(queryOptionsFor(ClassOrderDocument, { code }, { select: (data) => data.classOrder }));

export const useClassRoster = (code: string) =>
  useQuery(queryOptionsFor(ClassOrderRosterDocument, { code }, { select: (data) => data.classOrderRoster }));

export const useMyClassOrders = () => useQuery(queryOptionsFor(MyClassOrdersDocument, {}, { select: (data) => data.myClassOrders }));

export const usePickupPoints = () => useQuery(queryOptionsFor(PickupPointsDocument, {}, { select: (data) => data.pickupPoints }));

function useClassMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { showError: false },
    onSuccess: () => invalidate(queryClient, queryGroups.classOrders),
  });
}

export const useOpenClassOrder = () =>
  useClassMutation((data: OpenClassOrderInput) => request(OpenClassOrderDocument, { data }).then((result) => result.openClassOrder));

export const useJoinClassOrder = () =>
  useClassMutation((data: JoinClassOrderInput) => request(JoinClassOrderDocument, { data }).then((result) => result.joinClassOrder));

export const useRemindClassOrder = () =>
  useClassMutation((code: string) => request(RemindClassOrderDocument, { code }).then((result) => result.remindClassOrder));

export const useCancelClassOrder = () =>
  useClassMutation((code: string) => request(CancelClassOrderDocument, { code }).then((result) => result.cancelClassOrder));

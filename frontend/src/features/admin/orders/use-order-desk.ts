import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  StaffDeleteOrderViewDocument,
  StaffOrderDeskPickersDocument,
  StaffOrderDocument,
  StaffOrderLineCountsDocument,
  StaffOrderLinesDocument,
  StaffOrderViewsDocument,
  StaffSaveOrderViewDocument,
} from '../../../lib/__generated__/graphql';
import { request } from '../../../lib/graphql-client';
import { queryOptionsFor } from '../../../lib/query-options';
import { deskFilterOf, type DeskQuery } from './desk-query';

/** The desk's page and its tabs' counts for one address; the page on screen stays while the next loads. */
export function useOrderDesk(query: DeskQuery) {
  const filter = deskFilterOf(query);
  const lines = useQuery({ ...queryOptionsFor(StaffOrderLinesDocument, { filter, sort: query.sort, page: query.page }), placeholderData: keepPreviousData });
  const counts = useQuery({ ...queryOptionsFor(StaffOrderLineCountsDocument, { filter: { ...filter, statuses: null } }), placeholderData: keepPreviousData });
  return { filter, lines, counts };
}

export const useOrderDeskPickers = () => useQuery(queryOptionsFor(StaffOrderDeskPickersDocument, {}));

export const useOrderViews = () => useQuery(queryOptionsFor(StaffOrderViewsDocument, {}));

export const useStaffOrder = (id: number) => useQuery(queryOptionsFor(StaffOrderDocument, { id }));

/** After a line changed (a slot's action), the desk's pages, counts and order pages are read again. */
export function useReloadOrders() {
  const queryClient = useQueryClient();
  return () => {
    for (const key of ['StaffOrderLines', 'StaffOrderLineCounts', 'StaffOrder', 'StaffAuditLog']) void queryClient.invalidateQueries({ queryKey: [key] });
  };
}

export function useSaveOrderView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: { name: string; query: DeskQuery }) =>
      (await request(StaffSaveOrderViewDocument, { name: variables.name, filter: deskFilterOf(variables.query), sort: variables.query.sort })).staffSaveOrderView,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['StaffOrderViews'] }),
  });
}

export function useDeleteOrderView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await request(StaffDeleteOrderViewDocument, { id })).staffDeleteOrderView,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['StaffOrderViews'] }),
  });
}

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  StaffAdjustPointsDocument,
  StaffMemberDocument,
  StaffMembersDocument,
  StaffRestoreMemberDocument,
  StaffSetMemberLevelDocument,
  StaffSuspendMemberDocument,
  type StaffMemberFieldsFragment,
  type StaffMemberFilter,
} from '../../../lib/__generated__/graphql';
import { request } from '../../../lib/graphql-client';
import { queryOptionsFor } from '../../../lib/query-options';

export interface MemberListParams {
  search: string;
  authority: StaffMemberFilter | null;
  page: number;
}

export function useStaffMembers({ search, authority, page }: MemberListParams) {
  const data = { search: search || null, authority, page };
  // The page on screen stays while the next search or page loads.
  return useQuery({ ...queryOptionsFor(StaffMembersDocument, { data }), placeholderData: keepPreviousData });
}

export function useStaffMember(id: number) {
  return useQuery(queryOptionsFor(StaffMemberDocument, { id }));
}

/**
 * `value` once it has stopped changing for `delayMs`: the search box asks the server when typing
 * pauses, not on every key (a ten-line effect rather than a dependency for it; ADR 0048).
 */
export function useDebouncedValue<T>(value: T, delayMs = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** After any change, the detail shows the server's answer and the list and audit are read again. */
function useMemberMutation<TVariables>(run: (variables: TVariables) => Promise<StaffMemberFieldsFragment>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (member) => {
      queryClient.setQueryData(queryOptionsFor(StaffMemberDocument, { id: member.id }).queryKey, { staffMember: member });
      void queryClient.invalidateQueries({ queryKey: ['StaffMembers'] });
      void queryClient.invalidateQueries({ queryKey: ['StaffAuditLog'] });
    },
  });
}

export const useAdjustPoints = () =>
  useMemberMutation(async (data: { userId: number; amount: number; reason: string }) => (await request(StaffAdjustPointsDocument, { data })).staffAdjustPoints);

export const useSuspendMember = () =>
  useMemberMutation(async (variables: { userId: number; reason: string }) => (await request(StaffSuspendMemberDocument, variables)).staffSuspendMember);

export const useRestoreMember = () =>
  useMemberMutation(async (userId: number) => (await request(StaffRestoreMemberDocument, { userId })).staffRestoreMember);

export const useSetMemberLevel = () =>
  useMemberMutation(async (variables: { userId: number; level: number }) => (await request(StaffSetMemberLevelDocument, variables)).staffSetMemberLevel);

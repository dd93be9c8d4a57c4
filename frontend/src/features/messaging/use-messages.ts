import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MyMessagesDocument,
  StaffMessagesDocument,
  StaffResendMessageDocument,
  type MessageStatus,
} from '../../lib/__generated__/graphql';
import { request } from '../../lib/graphql-client';

export function myMessagesQueryOptions(page: number) {
  return queryOptions({
    queryKey: ['MyMessages', { page }] as const,
    queryFn: ({ signal }) => request(MyMessagesDocument, { page }, { signal }),
    select: (data) => data.myMessages,
  });
}

/** The page on screen stays while the next one loads. */
export function useMyMessages(page: number) {
  return useQuery({ ...myMessagesQueryOptions(page), placeholderData: keepPreviousData });
}

export function staffMessagesQueryOptions(page: number, status: MessageStatus | null) {
  return queryOptions({
    queryKey: ['StaffMessages', { page, status }] as const,
    queryFn: ({ signal }) => request(StaffMessagesDocument, { page, status }, { signal }),
    select: (data) => data.staffMessages,
  });
}

export function useStaffMessages(page: number, status: MessageStatus | null) {
  return useQuery({ ...staffMessagesQueryOptions(page, status), placeholderData: keepPreviousData });
}

export function useResendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: number) => request(StaffResendMessageDocument, { messageId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['StaffMessages'] }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UpdateUserDocument, type MeQuery, type UpdateUserInput } from '../../../lib/__generated__/graphql';
import { request } from '../../../lib/graphql-client';
import { ME_QUERY_KEY } from '../../../lib/session';

/** updateUser; the saved profile replaces the session's copy, so the header and hub agree at once. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: UpdateUserInput) => request(UpdateUserDocument, { data }),
    meta: { showError: false },
    onSuccess: (result) => queryClient.setQueryData<MeQuery>(ME_QUERY_KEY, { me: result.updateUser }),
  });
}

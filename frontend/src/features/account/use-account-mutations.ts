import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ResignUserDocument,
  UpdatePasswordDocument,
  UpdateUserTelDocument,
  type MeQuery,
  type ResignUserInput,
  type UpdatePasswordInput,
} from '../../lib/__generated__/graphql';
import { request } from '../../lib/graphql-client';
import { ME_QUERY_KEY } from '../../lib/session';

// The account screens' server calls; each screen shows its refusal inline (showError: false).

/** updateUserTel; the certified number replaces the session's copy at once. */
export function useUpdateUserTel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (certificationToken: string) => request(UpdateUserTelDocument, { data: { certificationToken } }),
    meta: { showError: false },
    onSuccess: ({ updateUserTel }) =>
      queryClient.setQueryData<MeQuery>(ME_QUERY_KEY, (data) => (data?.me ? { me: { ...data.me, tel: updateUserTel.tel } } : data)),
  });
}

export function useUpdatePassword() {
  return useMutation({
    mutationFn: (data: UpdatePasswordInput) => request(UpdatePasswordDocument, { data }),
    meta: { showError: false },
  });
}

export function useResignUser() {
  return useMutation({
    mutationFn: (data: ResignUserInput) => request(ResignUserDocument, { data }),
    meta: { showError: false },
  });
}

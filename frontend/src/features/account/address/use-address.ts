import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UpdateUserDeliveryDocument, type UserDeliveryInput } from '../../../lib/__generated__/graphql';
import { request } from '../../../lib/graphql-client';
import { userDeliveryQueryOptions } from '../account-queries';

/** updateUserDelivery; the saved address replaces the cached one, which checkout prefills from too. */
export function useSaveUserDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: UserDeliveryInput) => request(UpdateUserDeliveryDocument, { data }),
    meta: { showError: false },
    onSuccess: ({ updateUserDelivery }) =>
      queryClient.setQueryData(userDeliveryQueryOptions().queryKey, (data) =>
        data?.me ? { me: { ...data.me, userDelivery: updateUserDelivery } } : data,
      ),
  });
}

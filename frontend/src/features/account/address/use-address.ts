import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UpdateUserDeliveryDocument, type UserDeliveryInput, type UserDeliveryQuery } from '../../../lib/__generated__/graphql';
import { request } from '../../../lib/graphql-client';
import { USER_DELIVERY_QUERY_KEY } from '../account-queries';

/** updateUserDelivery; the saved address replaces the cached one, which checkout prefills from too. */
export function useSaveUserDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: UserDeliveryInput) => request(UpdateUserDeliveryDocument, { data }),
    meta: { showError: false },
    onSuccess: ({ updateUserDelivery }) =>
      queryClient.setQueryData<UserDeliveryQuery>(USER_DELIVERY_QUERY_KEY, (data) =>
        data?.me ? { me: { ...data.me, userDelivery: updateUserDelivery } } : data,
      ),
  });
}

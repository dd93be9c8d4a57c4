import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  StaffProductImagesDocument,
  StaffSetProductImagesDocument,
  type StaffSetProductImagesInput,
} from '../../../lib/__generated__/graphql';
import { request } from '../../../lib/graphql-client';
import { invalidate, queryGroups } from '../../../lib/invalidation';
import { queryOptionsFor } from '../../../lib/query-options';

export function useProductImages(productId: number) {
  return useQuery(queryOptionsFor(StaffProductImagesDocument, { productId }, { enabled: Number.isInteger(productId) }));
}

export function useSetProductImages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: StaffSetProductImagesInput) => request(StaffSetProductImagesDocument, { data }),
    // The page shows the refusal next to the save button (a conflict with its reload button).
    meta: { showError: false },
    onSuccess: () => invalidate(queryClient, queryGroups.productImages),
  });
}

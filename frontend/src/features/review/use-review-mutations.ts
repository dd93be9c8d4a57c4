import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CreateReviewDocument,
  UpdateReviewDocument,
  type CreateReviewInput,
  type UpdateReviewInput,
} from '../../lib/__generated__/graphql';
import { request } from '../../lib/graphql-client';
import { invalidate, queryGroups } from '../../lib/invalidation';

// The form shows each refusal under its field (showError: false), so no error toast doubles it.

function useRefreshReviews() {
  const queryClient = useQueryClient();
  return () => invalidate(queryClient, queryGroups.review);
}

export function useCreateReview() {
  const refresh = useRefreshReviews();
  return useMutation({
    mutationFn: (data: CreateReviewInput) => request(CreateReviewDocument, { data }),
    meta: { showError: false },
    onSuccess: refresh,
  });
}

export function useUpdateReview() {
  const refresh = useRefreshReviews();
  return useMutation({
    mutationFn: (data: UpdateReviewInput) => request(UpdateReviewDocument, { data }),
    meta: { showError: false },
    onSuccess: refresh,
  });
}

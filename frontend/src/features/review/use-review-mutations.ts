import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CreateReviewDocument,
  UpdateReviewDocument,
  type CreateReviewInput,
  type UpdateReviewInput,
} from '../../lib/__generated__/graphql';
import { request } from '../../lib/graphql-client';
import { REVIEW_AFFECTED_QUERIES } from './use-reviews';

// The form shows each refusal under its field (showError: false), so no error toast doubles it.

function useRefreshReviews() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      REVIEW_AFFECTED_QUERIES.map((name) => queryClient.invalidateQueries({ queryKey: [name] })),
    );
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

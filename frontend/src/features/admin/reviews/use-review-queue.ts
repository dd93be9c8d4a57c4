import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  StaffAnswerReviewDocument,
  StaffEditReviewAnswerDocument,
  StaffModerateReviewDocument,
  StaffPinReviewDocument,
  StaffReviewsDocument,
  type ReviewStatus,
  type StaffReviewsQuery,
} from '../../../lib/__generated__/graphql';
import { request } from '../../../lib/graphql-client';
import { queryOptionsFor } from '../../../lib/query-options';

export type QueuedReview = StaffReviewsQuery['staffReviews']['items'][number];

export interface ReviewQueueParams {
  status: ReviewStatus;
  hasPhotos: boolean | null;
  rating: number | null;
  page: number;
}

export function useReviewQueue({ status, hasPhotos, rating, page }: ReviewQueueParams) {
  // The list on screen stays while the next tab or page loads.
  return useQuery({ ...queryOptionsFor(StaffReviewsDocument, { data: { status, hasPhotos, rating, page } }), placeholderData: keepPreviousData });
}

/** Every decision re-reads the queue (the review moves tabs, counts change) and the audit trail. */
function useQueueMutation<TVariables>(run: (variables: TVariables) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['StaffReviews'] });
      void queryClient.invalidateQueries({ queryKey: ['StaffAuditLog'] });
    },
  });
}

export const useModerateReview = () =>
  useQueueMutation((data: { reviewId: number; status: 'APPLIED' | 'REJECT'; feedback?: string }) => request(StaffModerateReviewDocument, { data }));

export const usePinReview = () => useQueueMutation((data: { reviewId: number; pinned: boolean }) => request(StaffPinReviewDocument, { data }));

export const useAnswerReview = () => useQueueMutation((data: { reviewId: number; content: string }) => request(StaffAnswerReviewDocument, { data }));

export const useEditReviewAnswer = () =>
  useQueueMutation((data: { reviewCommentId: number; content: string }) => request(StaffEditReviewAnswerDocument, { data }));

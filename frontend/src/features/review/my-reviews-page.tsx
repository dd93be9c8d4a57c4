import { useLocation, useSearch } from 'wouter';
import { Tabs } from '../../components/ui/tabs';
import { MyReviewList, RejectedReviewList, ReviewableList } from './review-lists';
import { reviewPageOf, reviewTabOf, useMyReviews, useRejectedReviews, useReviewable, type ReviewTab } from './use-reviews';
import { paths } from '../../lib/paths';

/** `/my/reviews?tab=writable|mine|rejected&page=`: what can be reviewed, what was, what came back. */
export function MyReviewsPage() {
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const tab = reviewTabOf(params.get('tab'));
  const page = reviewPageOf(params.get('page'));
  // Each tab shows its total; the other tabs only need their first page for it.
  const pageFor = (which: ReviewTab) => (which === tab ? page : 1);
  const writable = useReviewable(pageFor('writable'));
  const mine = useMyReviews(pageFor('mine'));
  const rejected = useRejectedReviews(pageFor('rejected'));

  const go = (next: ReviewTab, nextPage = 1) => navigate(paths.reviews({ tab: next, page: nextPage }));
  const onPage = (next: number) => go(tab, next);

  return (
    <Tabs<ReviewTab>
      label="리뷰 목록"
      fitted
      value={tab}
      onChange={(next) => go(next)}
      tabs={[
        {
          id: 'writable',
          label: '작성 가능한 리뷰',
          count: writable.data?.total,
          panel: <ReviewableList query={writable} page={pageFor('writable')} onPage={onPage} />,
        },
        { id: 'mine', label: '내가 쓴 리뷰', count: mine.data?.total, panel: <MyReviewList query={mine} page={pageFor('mine')} onPage={onPage} /> },
        {
          id: 'rejected',
          label: '반려된 리뷰',
          count: rejected.data?.total,
          panel: <RejectedReviewList query={rejected} page={pageFor('rejected')} onPage={onPage} />,
        },
      ]}
    />
  );
}

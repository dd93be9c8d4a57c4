import { lazyScreen, type FeatureRoute } from '../../lib/feature-route';
import { memberPage } from '../../widgets/member-page/member-page';
import { paths, routes } from '../../lib/paths';

const BACK_TO_REVIEWS = { href: paths.reviews(), label: '상품 리뷰' };

export const MyReviewsScreen = memberPage('상품 리뷰', lazyScreen(() => import('./my-reviews-page'), 'MyReviewsPage'));
export const WriteReviewScreen = memberPage('리뷰 쓰기', lazyScreen(() => import('./write-review-page'), 'WriteReviewPage'), { back: BACK_TO_REVIEWS });
export const EditReviewScreen = memberPage('리뷰 수정', lazyScreen(() => import('./edit-review-page'), 'EditReviewPage'), { back: BACK_TO_REVIEWS });

export const reviewRoutes: readonly FeatureRoute[] = [
  { path: routes.reviews, component: MyReviewsScreen },
  { path: routes.writeReview, component: WriteReviewScreen },
  { path: routes.editReview, component: EditReviewScreen },
];

import type { FeatureRoute } from '../../lib/feature-route';
import { memberPage } from '../../widgets/member-page/member-page';
import { EditReviewPage } from './edit-review-page';
import { MyReviewsPage } from './my-reviews-page';
import { WriteReviewPage } from './write-review-page';
import { paths, routes } from '../../lib/paths';

const BACK_TO_REVIEWS = { href: paths.reviews(), label: '상품 리뷰' };

export const MyReviewsScreen = memberPage('상품 리뷰', MyReviewsPage);
export const WriteReviewScreen = memberPage('리뷰 쓰기', WriteReviewPage, { back: BACK_TO_REVIEWS });
export const EditReviewScreen = memberPage('리뷰 수정', EditReviewPage, { back: BACK_TO_REVIEWS });

export const reviewRoutes: readonly FeatureRoute[] = [
  { path: routes.reviews, component: MyReviewsScreen },
  { path: routes.writeReview, component: WriteReviewScreen },
  { path: routes.editReview, component: EditReviewScreen },
];

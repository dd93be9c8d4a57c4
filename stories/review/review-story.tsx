// The review screens on their real routes, so that they read their ids from the address
// (`parameters.route`), as in the app.
import { reviewRoutes } from '../../frontend/src/features/review/review-routes';
import { FeatureRoutes } from '../../frontend/src/testing/feature-routes';
import { StandardIds } from '../../mocks/scenarios/activity/ids';

export function ReviewRoutes() {
  return <FeatureRoutes routes={reviewRoutes} />;
}

/** The demo member's cap: delivered, not reviewed yet. */
export const REVIEWABLE_LINE = StandardIds.orderProduct.ballcap;
/** The demo member's hoodie review, rejected with staff feedback. */
export const REJECTED_REVIEW = StandardIds.review.hoodieRejected;

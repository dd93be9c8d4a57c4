import { classOrderRoutes } from '../../frontend/src/features/class-order/class-order-routes';
import { FeatureRoutes } from '../../frontend/src/testing/feature-routes';

/** The class order screens behind their routes, so `/class/<code>` fills the screen's `code` as the app does. */
export function ClassOrderRoutes() {
  return <FeatureRoutes routes={classOrderRoutes} />;
}

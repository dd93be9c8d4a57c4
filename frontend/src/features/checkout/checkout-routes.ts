import type { FeatureRoute } from '../../lib/feature-route';

export const checkoutRoutes: readonly FeatureRoute[] = [];

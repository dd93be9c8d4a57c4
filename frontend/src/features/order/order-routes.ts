import type { FeatureRoute } from '../../lib/feature-route';

export const orderRoutes: readonly FeatureRoute[] = [];

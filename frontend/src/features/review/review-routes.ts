import type { FeatureRoute } from '../../lib/feature-route';

export const reviewRoutes: readonly FeatureRoute[] = [];

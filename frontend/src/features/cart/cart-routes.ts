import type { FeatureRoute } from '../../lib/feature-route';

export const cartRoutes: readonly FeatureRoute[] = [];

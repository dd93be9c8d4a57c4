import type { FeatureRoute } from '../../lib/feature-route';

export const paymentRoutes: readonly FeatureRoute[] = [];

import { lazyScreen, type FeatureRoute } from '../../lib/feature-route';
import { routes } from '../../lib/paths';

export const catalogRoutes: readonly FeatureRoute[] = [
  { path: routes.products, component: lazyScreen(() => import('./product-list/product-list-page'), 'ProductListPage') },
  { path: routes.product, component: lazyScreen(() => import('./product-detail/product-detail-page'), 'ProductDetailPage') },
];

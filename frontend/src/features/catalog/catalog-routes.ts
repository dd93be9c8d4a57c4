import type { FeatureRoute } from '../../lib/feature-route';
import { ProductDetailPage } from './product-detail/product-detail-page';
import { ProductListPage } from './product-list/product-list-page';
import { routes } from '../../lib/paths';

export const catalogRoutes: readonly FeatureRoute[] = [
  { path: routes.products, component: ProductListPage },
  { path: routes.product, component: ProductDetailPage },
];

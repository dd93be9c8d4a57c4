import type { FeatureRoute } from '../../lib/feature-route';
import { ProductDetailPage } from './product-detail/product-detail-page';
import { ProductListPage } from './product-list/product-list-page';

export const catalogRoutes: readonly FeatureRoute[] = [
  { path: '/products', component: ProductListPage },
  { path: '/products/:id', component: ProductDetailPage },
];

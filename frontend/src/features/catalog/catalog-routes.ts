import type { ComponentType } from 'react';
import { ProductDetailPage } from './product-detail/product-detail-page';
import { ProductListPage } from './product-list/product-list-page';

/** This feature's screens; app/routes.tsx registers them (a path may use wouter parameters). */
export const catalogRoutes: readonly { path: string; component: ComponentType }[] = [
  { path: '/products', component: ProductListPage },
  { path: '/products/:id', component: ProductDetailPage },
];

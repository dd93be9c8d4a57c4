// The detail page mounted on its route, so that it reads the product id from the address
// (`parameters.route`), as in the app.
import { Route } from 'wouter';
import { ProductDetailPage } from '../../frontend/src/features/catalog/product-detail/product-detail-page';

export function ProductDetailRoute() {
  return <Route path="/products/:id" component={ProductDetailPage} />;
}

import { Route, Switch } from 'wouter';
import { accountRoutes } from '../features/account/account-routes';
import { authRoutes } from '../features/auth/auth-routes';
import { cartRoutes } from '../features/cart/cart-routes';
import { catalogRoutes } from '../features/catalog/catalog-routes';
import { checkoutRoutes } from '../features/checkout/checkout-routes';
import { messagingRoutes } from '../features/messaging/messaging-routes';
import { orderRoutes } from '../features/order/order-routes';
import { paymentRoutes } from '../features/payment/payment-routes';
import { pointRoutes } from '../features/point/point-routes';
import { restockRoutes } from '../features/restock/restock-routes';
import { wishlistRoutes } from '../features/wishlist/wishlist-routes';
import { classOrderRoutes } from '../features/class-order/class-order-routes';
import { waitingRoomRoutes } from '../features/waiting-room/waiting-room-routes';
import { reviewRoutes } from '../features/review/review-routes';
import { lazyScreen, type FeatureRoute } from '../lib/feature-route';
import { routes } from '../lib/paths';
import { NotFoundPage } from './not-found-page';

/** The route table in match order: home, then each feature's own list. */
export const appRoutes: readonly FeatureRoute[] = [
  { path: routes.home, component: lazyScreen(() => import('../features/home/home-page'), 'HomePage') },
  ...waitingRoomRoutes,
  ...catalogRoutes,
  ...authRoutes,
  ...accountRoutes,
  ...pointRoutes,
  ...restockRoutes,
  ...wishlistRoutes,
  ...classOrderRoutes,
  ...cartRoutes,
  ...checkoutRoutes,
  ...paymentRoutes,
  ...orderRoutes,
  ...reviewRoutes,
  ...messagingRoutes,
];

/** Every screen of the shop; each feature lists its own routes. */
export function AppRoutes() {
  return (
    <Switch>
      {appRoutes.map(({ path, component }) => (
        <Route key={path} path={path} component={component} />
      ))}
      <Route component={NotFoundPage} />
    </Switch>
  );
}

import { lazyScreen, type FeatureRoute } from '../../lib/feature-route';
import { memberPage } from '../../widgets/member-page/member-page';
import { paths, routes } from '../../lib/paths';

export const CheckoutScreen = memberPage('주문/결제', lazyScreen(() => import('./checkout-page'), 'CheckoutPage'), { back: { href: paths.cart(), label: '장바구니' } });

export const checkoutRoutes: readonly FeatureRoute[] = [{ path: routes.checkout, component: CheckoutScreen }];

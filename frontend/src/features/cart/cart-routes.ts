import { lazyScreen, type FeatureRoute } from '../../lib/feature-route';
import { memberPage } from '../../widgets/member-page/member-page';
import { paths, routes } from '../../lib/paths';

/** The cart is a shopping step, not an account screen: its way back leads to the products. */
export const CartScreen = memberPage('장바구니', lazyScreen(() => import('./cart-page'), 'CartPage'), { back: { href: paths.products(), label: '쇼핑 계속하기' } });

export const cartRoutes: readonly FeatureRoute[] = [{ path: routes.cart, component: CartScreen }];

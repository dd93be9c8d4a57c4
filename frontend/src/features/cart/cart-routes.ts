import type { FeatureRoute } from '../../lib/feature-route';
import { memberPage } from '../../widgets/member-page/member-page';
import { CartPage } from './cart-page';

/** The cart is a shopping step, not an account screen: its way back leads to the products. */
export const CartScreen = memberPage('장바구니', CartPage, { back: { href: '/products', label: '쇼핑 계속하기' } });

export const cartRoutes: readonly FeatureRoute[] = [{ path: '/cart', component: CartScreen }];

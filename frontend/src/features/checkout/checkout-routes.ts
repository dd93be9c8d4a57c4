import type { FeatureRoute } from '../../lib/feature-route';
import { memberPage } from '../../widgets/member-page/member-page';
import { CheckoutPage } from './checkout-page';

export const CheckoutScreen = memberPage('주문/결제', CheckoutPage, { back: { href: '/cart', label: '장바구니' } });

export const checkoutRoutes: readonly FeatureRoute[] = [{ path: '/checkout', component: CheckoutScreen }];

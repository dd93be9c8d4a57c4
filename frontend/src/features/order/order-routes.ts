import type { FeatureRoute } from '../../lib/feature-route';
import { memberPage } from '../../widgets/member-page/member-page';
import { OrderDetailPage } from './order-detail-page';
import { OrdersPage } from './orders-page';

export const OrdersScreen = memberPage('주문 내역', OrdersPage);
export const OrderDetailScreen = memberPage('주문 상세', OrderDetailPage, { back: { href: '/my/orders', label: '주문 내역' } });

export const orderRoutes: readonly FeatureRoute[] = [
  { path: '/my/orders', component: OrdersScreen },
  { path: '/my/orders/:id', component: OrderDetailScreen },
];

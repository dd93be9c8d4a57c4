import { lazyScreen, type FeatureRoute } from '../../lib/feature-route';
import { memberPage } from '../../widgets/member-page/member-page';
import { paths, routes } from '../../lib/paths';

export const OrdersScreen = memberPage('주문 내역', lazyScreen(() => import('./orders-page'), 'OrdersPage'));
export const OrderDetailScreen = memberPage('주문 상세', lazyScreen(() => import('./order-detail-page'), 'OrderDetailPage'), { back: { href: paths.orders(), label: '주문 내역' } });

export const orderRoutes: readonly FeatureRoute[] = [
  { path: routes.orders, component: OrdersScreen },
  { path: routes.order, component: OrderDetailScreen },
];

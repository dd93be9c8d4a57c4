import { lazyScreen, type FeatureRoute } from '../../lib/feature-route';
import { routes } from '../../lib/paths';
import { memberPage } from '../../widgets/member-page/member-page';

// Every class order screen is for signed-in members: a visitor opening a shared link logs in and comes back (ADR 0065).
export const ClassOrderScreen = memberPage('과대표 단체 주문', lazyScreen(() => import('./class-order-page'), 'ClassOrderPage'), { back: null });
export const ClassRosterScreen = memberPage('단체 주문 명단', lazyScreen(() => import('./class-roster-page'), 'ClassRosterPage'), {
  back: { href: routes.myClassOrders, label: '내 단체 주문' },
});
export const ClassOpenScreen = memberPage('단체 주문 열기', lazyScreen(() => import('./class-open-page'), 'ClassOpenPage'));
export const MyClassOrdersScreen = memberPage('내 단체 주문', lazyScreen(() => import('./my-class-orders-page'), 'MyClassOrdersPage'));

export const classOrderRoutes: readonly FeatureRoute[] = [
  { path: routes.myClassOrders, component: MyClassOrdersScreen },
  { path: routes.classOrderNew, component: ClassOpenScreen },
  { path: routes.classRoster, component: ClassRosterScreen },
  { path: routes.classOrder, component: ClassOrderScreen },
];

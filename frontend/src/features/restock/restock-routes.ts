import { lazyScreen, type FeatureRoute } from '../../lib/feature-route';
import { memberPage } from '../../widgets/member-page/member-page';
import { routes } from '../../lib/paths';

export const RestockScreen = memberPage('재입고 알림', lazyScreen(() => import('./restock-page'), 'RestockPage'));

export const restockRoutes: readonly FeatureRoute[] = [{ path: routes.restock, component: RestockScreen }];

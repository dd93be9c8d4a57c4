import { lazyScreen, type FeatureRoute } from '../../lib/feature-route';
import { memberPage } from '../../widgets/member-page/member-page';
import { routes } from '../../lib/paths';

export const PointsScreen = memberPage('포인트', lazyScreen(() => import('./points-page'), 'PointsPage'));

export const pointRoutes: readonly FeatureRoute[] = [{ path: routes.points, component: PointsScreen }];

import type { FeatureRoute } from '../../lib/feature-route';
import { memberPage } from '../../widgets/member-page/member-page';
import { PointsPage } from './points-page';
import { routes } from '../../lib/paths';

export const PointsScreen = memberPage('포인트', PointsPage);

export const pointRoutes: readonly FeatureRoute[] = [{ path: routes.points, component: PointsScreen }];

import type { FeatureRoute } from '../../lib/feature-route';
import { memberPage } from '../../widgets/member-page/member-page';
import { PointsPage } from './points-page';

export const PointsScreen = memberPage('포인트', PointsPage);

export const pointRoutes: readonly FeatureRoute[] = [{ path: '/my/points', component: PointsScreen }];

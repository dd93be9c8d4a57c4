import { lazyScreen, type FeatureRoute } from '../../lib/feature-route';
import { routes } from '../../lib/paths';
import { memberPage } from '../../widgets/member-page/member-page';

// Only signed-in members queue: a visitor logs in and comes back to the same room (ADR 0073).
export const WaitingRoomScreen = memberPage('구매 대기열', lazyScreen(() => import('./waiting-room-page'), 'WaitingRoomPage'), { back: null });

export const waitingRoomRoutes: readonly FeatureRoute[] = [{ path: routes.waitingRoom, component: WaitingRoomScreen }];

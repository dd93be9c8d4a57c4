import { lazyScreen, type FeatureRoute } from '../../lib/feature-route';
import { routes } from '../../lib/paths';
import { memberPage } from '../../widgets/member-page/member-page';

export const MessagesScreen = memberPage('알림 내역', lazyScreen(() => import('./messages-page'), 'MessagesPage'));

// Staff's message log lives in the operator console (features/admin/), in its own chunk.
export const messagingRoutes: readonly FeatureRoute[] = [{ path: routes.messages, component: MessagesScreen }];

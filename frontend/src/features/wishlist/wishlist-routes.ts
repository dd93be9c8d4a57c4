import { lazyScreen, type FeatureRoute } from '../../lib/feature-route';
import { routes } from '../../lib/paths';
import { memberPage } from '../../widgets/member-page/member-page';

export const WishlistScreen = memberPage('찜한 상품', lazyScreen(() => import('./wishlist-page'), 'WishlistPage'));

export const wishlistRoutes: readonly FeatureRoute[] = [{ path: routes.wishlist, component: WishlistScreen }];

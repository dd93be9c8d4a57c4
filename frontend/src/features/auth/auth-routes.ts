import { lazyScreen, type FeatureRoute } from '../../lib/feature-route';
import { routes } from '../../lib/paths';

export const authRoutes: readonly FeatureRoute[] = [
  { path: routes.login, component: lazyScreen(() => import('./login/login-page'), 'LoginPage') },
  { path: routes.socialCallback, component: lazyScreen(() => import('./social/social-callback-page'), 'SocialCallbackPage') },
  { path: routes.signUp, component: lazyScreen(() => import('./sign-up/sign-up-page'), 'SignUpPage') },
  { path: routes.findPassword, component: lazyScreen(() => import('./password/find-password-page'), 'FindPasswordPage') },
  { path: routes.resetPassword, component: lazyScreen(() => import('./password/reset-password-page'), 'ResetPasswordPage') },
];

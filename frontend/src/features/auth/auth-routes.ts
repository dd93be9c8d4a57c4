import type { FeatureRoute } from '../../lib/feature-route';
import { LoginPage } from './login/login-page';
import { FindPasswordPage } from './password/find-password-page';
import { ResetPasswordPage } from './password/reset-password-page';
import { SignUpPage } from './sign-up/sign-up-page';
import { SocialCallbackPage } from './social/social-callback-page';
import { routes } from '../../lib/paths';

export const authRoutes: readonly FeatureRoute[] = [
  { path: routes.login, component: LoginPage },
  { path: routes.socialCallback, component: SocialCallbackPage },
  { path: routes.signUp, component: SignUpPage },
  { path: routes.findPassword, component: FindPasswordPage },
  { path: routes.resetPassword, component: ResetPasswordPage },
];

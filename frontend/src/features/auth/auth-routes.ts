import type { FeatureRoute } from '../../lib/feature-route';
import { LoginPage } from './login/login-page';
import { FindPasswordPage } from './password/find-password-page';
import { ResetPasswordPage } from './password/reset-password-page';
import { SignUpPage } from './sign-up/sign-up-page';
import { SocialCallbackPage } from './social/social-callback-page';

export const authRoutes: readonly FeatureRoute[] = [
  { path: '/login', component: LoginPage },
  { path: '/login/callback/:provider', component: SocialCallbackPage },
  { path: '/signup', component: SignUpPage },
  { path: '/password/find', component: FindPasswordPage },
  { path: '/password/reset', component: ResetPasswordPage },
];

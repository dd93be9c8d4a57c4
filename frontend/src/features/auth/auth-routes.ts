import type { ComponentType } from 'react';
import { LoginPage } from './login/login-page';
import { FindPasswordPage } from './password/find-password-page';
import { ResetPasswordPage } from './password/reset-password-page';
import { SignUpPage } from './sign-up/sign-up-page';
import { SocialCallbackPage } from './social/social-callback-page';

/** This feature's screens; app/routes.tsx registers them (a path may use wouter parameters). */
export const authRoutes: readonly { path: string; component: ComponentType }[] = [
  { path: '/login', component: LoginPage },
  { path: '/login/callback/:provider', component: SocialCallbackPage },
  { path: '/signup', component: SignUpPage },
  { path: '/password/find', component: FindPasswordPage },
  { path: '/password/reset', component: ResetPasswordPage },
];

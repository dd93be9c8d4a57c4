import type { FeatureRoute } from '../../lib/feature-route';
import { AddressScreen, MyHubScreen, PasswordScreen, PhoneScreen, ProfileScreen, WithdrawScreen } from './member-screens';

export const accountRoutes: readonly FeatureRoute[] = [
  { path: '/my', component: MyHubScreen },
  { path: '/my/profile', component: ProfileScreen },
  { path: '/my/password', component: PasswordScreen },
  { path: '/my/phone', component: PhoneScreen },
  { path: '/my/withdraw', component: WithdrawScreen },
  { path: '/my/address', component: AddressScreen },
];

import type { FeatureRoute } from '../../lib/feature-route';
import { AddressScreen, MyHubScreen, PasswordScreen, PhoneScreen, ProfileScreen, WithdrawScreen } from './member-screens';
import { routes } from '../../lib/paths';

export const accountRoutes: readonly FeatureRoute[] = [
  { path: routes.myPage, component: MyHubScreen },
  { path: routes.profile, component: ProfileScreen },
  { path: routes.password, component: PasswordScreen },
  { path: routes.phone, component: PhoneScreen },
  { path: routes.withdraw, component: WithdrawScreen },
  { path: routes.address, component: AddressScreen },
];

import type { ComponentType } from 'react';
import {
  AddressScreen,
  MyHubScreen,
  PasswordScreen,
  PhoneScreen,
  PointsScreen,
  ProfileScreen,
  RestockScreen,
  WithdrawScreen,
} from './member-screens';

/** This feature's screens; app/routes.tsx registers them (a path may use wouter parameters). */
export const accountRoutes: readonly { path: string; component: ComponentType }[] = [
  { path: '/my', component: MyHubScreen },
  { path: '/my/profile', component: ProfileScreen },
  { path: '/my/password', component: PasswordScreen },
  { path: '/my/phone', component: PhoneScreen },
  { path: '/my/withdraw', component: WithdrawScreen },
  { path: '/my/address', component: AddressScreen },
  { path: '/my/points', component: PointsScreen },
  { path: '/my/restock', component: RestockScreen },
];

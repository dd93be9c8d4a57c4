import { createElement, lazy, Suspense } from 'react';
import type { FeatureRoute } from '../../lib/feature-route';
import { routes } from '../../lib/paths';
import { memberPage } from '../../widgets/member-page/member-page';
import { MessagesPage } from './messages-page';

export const MessagesScreen = memberPage('알림 내역', MessagesPage);

// Staff only: its own chunk, so members never download it.
const LazyStaffMessagesPage = lazy(() => import('./staff-messages-page').then((module) => ({ default: module.StaffMessagesPage })));

function StaffMessagesContent() {
  return createElement(Suspense, { fallback: null }, createElement(LazyStaffMessagesPage));
}

export const StaffMessagesScreen = memberPage('메시지 발송 현황', StaffMessagesContent, { back: null });

export const messagingRoutes: readonly FeatureRoute[] = [
  { path: routes.messages, component: MessagesScreen },
  { path: routes.staffMessages, component: StaffMessagesScreen },
];

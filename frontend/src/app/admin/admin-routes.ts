import type { FeatureRoute } from '../../lib/feature-route';
import { routes } from '../../lib/paths';
import { AdminHomePage } from '../../features/admin/admin-home-page';
import { comingSoon } from '../../features/admin/admin-placeholder';
import { AuditLogPage } from '../../features/admin/audit/audit-log-page';
import { ProductOptionsPage } from '../../features/admin/options/product-options-page';
import { StaffMessagesScreen } from './staff-messages-screen';

/**
 * The console's screens in match order (`new` before `:id`). Each area replaces its own line;
 * routes.test.tsx checks that every console route of lib/paths.ts has exactly one screen here.
 */
export const adminRoutes: readonly FeatureRoute[] = [
  { path: routes.adminHome, component: AdminHomePage },
  { path: routes.adminProducts, component: comingSoon('상품') },
  { path: routes.adminProductNew, component: comingSoon('상품 등록') },
  { path: routes.adminProductOptions, component: ProductOptionsPage },
  { path: routes.adminProductImages, component: comingSoon('상품 이미지') },
  { path: routes.adminProduct, component: comingSoon('상품 수정') },
  { path: routes.adminCategories, component: comingSoon('카테고리') },
  { path: routes.adminDelivery, component: comingSoon('배송·수령지') },
  { path: routes.adminContent, component: comingSoon('배너·공지') },
  { path: routes.adminSettings, component: comingSoon('상점 설정') },
  { path: routes.adminMembers, component: comingSoon('회원') },
  { path: routes.adminMember, component: comingSoon('회원 정보') },
  { path: routes.adminAudit, component: AuditLogPage },
  { path: routes.staffMessages, component: StaffMessagesScreen },
];

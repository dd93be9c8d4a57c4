import type { FeatureRoute } from '../../lib/feature-route';
import { routes } from '../../lib/paths';
import { AdminHomePage } from '../../features/admin/admin-home-page';
import { comingSoon } from '../../features/admin/admin-placeholder';
import { AuditLogPage } from '../../features/admin/audit/audit-log-page';
import { CategoriesPage } from '../../features/admin/catalog-setup/categories-page';
import { DeliveryPage } from '../../features/admin/catalog-setup/delivery-page';
import { ContentPage } from '../../features/admin/content/content-page';
import { SettingsPage } from '../../features/admin/settings/settings-page';
import { MemberPage } from '../../features/admin/members/member-page';
import { MembersPage } from '../../features/admin/members/members-page';
import { ProductImagesPage } from '../../features/admin/images/product-images-page';
import { StaffMessagesScreen } from './staff-messages-screen';

/**
 * The console's screens in match order (`new` before `:id`). Each area replaces its own line;
 * routes.test.tsx checks that every console route of lib/paths.ts has exactly one screen here.
 */
export const adminRoutes: readonly FeatureRoute[] = [
  { path: routes.adminHome, component: AdminHomePage },
  { path: routes.adminProducts, component: comingSoon('상품') },
  { path: routes.adminProductNew, component: comingSoon('상품 등록') },
  { path: routes.adminProductOptions, component: comingSoon('옵션·재고') },
  { path: routes.adminProductImages, component: ProductImagesPage },
  { path: routes.adminProduct, component: comingSoon('상품 수정') },
  { path: routes.adminCategories, component: CategoriesPage },
  { path: routes.adminDelivery, component: DeliveryPage },
  { path: routes.adminContent, component: ContentPage },
  { path: routes.adminSettings, component: SettingsPage },
  { path: routes.adminMembers, component: MembersPage },
  { path: routes.adminMember, component: MemberPage },
  { path: routes.adminAudit, component: AuditLogPage },
  { path: routes.staffMessages, component: StaffMessagesScreen },
];

import type { FeatureRoute } from '../../lib/feature-route';
import { routes } from '../../lib/paths';
import { AdminHomePage } from '../../features/admin/admin-home-page';
import { AuditLogPage } from '../../features/admin/audit/audit-log-page';
import { CategoriesPage } from '../../features/admin/catalog-setup/categories-page';
import { DeliveryPage } from '../../features/admin/catalog-setup/delivery-page';
import { ContentPage } from '../../features/admin/content/content-page';
import { SettingsPage } from '../../features/admin/settings/settings-page';
import { MemberPage } from '../../features/admin/members/member-page';
import { MembersPage } from '../../features/admin/members/members-page';
import { ProductImagesPage } from '../../features/admin/images/product-images-page';
import { AdminProductNewPage } from '../../features/admin/products/admin-product-new-page';
import { AdminProductPage } from '../../features/admin/products/admin-product-page';
import { AdminProductsPage } from '../../features/admin/products/admin-products-page';
import { ProductOptionsPage } from '../../features/admin/options/product-options-page';
import { OrderPage } from '../../features/admin/orders/order-page';
import { OrdersPage } from '../../features/admin/orders/orders-page';
import { RefundsPage } from '../../features/admin/refunds/refunds-page';
import { RestockPage } from '../../features/admin/restock/restock-page';
import { PickupPage } from '../../features/admin/pickup/pickup-page';
import { WaitingRoomsPage } from '../../features/admin/waiting-rooms/waiting-rooms-page';
import { ReviewsPage } from '../../features/admin/reviews/reviews-page';
import { SalesPage } from '../../features/admin/sales/sales-page';
import { ShippingPage } from '../../features/admin/shipping/shipping-page';
import { ProductionPage } from '../../features/admin/production/production-page';
import { ProductionSheetPage } from '../../features/admin/production/production-sheet-page';
import { CampaignNewPage, CampaignPage } from '../../features/admin/campaigns/campaign-page';
import { CampaignsPage } from '../../features/admin/campaigns/campaigns-page';
import { StaffMessagesScreen } from './staff-messages-screen';

/**
 * The console's screens in match order (`new` before `:id`). One line per screen;
 * routes.test.tsx checks that every console route of lib/paths.ts has exactly one screen here.
 */
export const adminRoutes: readonly FeatureRoute[] = [
  { path: routes.adminHome, component: AdminHomePage },
  { path: routes.adminOrders, component: OrdersPage },
  { path: routes.adminOrder, component: OrderPage },
  { path: routes.adminShipping, component: ShippingPage },
  { path: routes.adminRefunds, component: RefundsPage },
  { path: routes.adminReviews, component: ReviewsPage },
  { path: routes.adminRestock, component: RestockPage },
  { path: routes.adminPickup, component: PickupPage },
  { path: routes.adminWaitingRooms, component: WaitingRoomsPage },
  { path: routes.adminSales, component: SalesPage },
  { path: routes.adminProducts, component: AdminProductsPage },
  { path: routes.adminProductNew, component: AdminProductNewPage },
  { path: routes.adminProductOptions, component: ProductOptionsPage },
  { path: routes.adminProductImages, component: ProductImagesPage },
  { path: routes.adminProductProduction, component: ProductionPage },
  { path: routes.adminProductionSheet, component: ProductionSheetPage },
  { path: routes.adminProduct, component: AdminProductPage },
  { path: routes.adminCategories, component: CategoriesPage },
  { path: routes.adminDelivery, component: DeliveryPage },
  { path: routes.adminContent, component: ContentPage },
  { path: routes.adminSettings, component: SettingsPage },
  { path: routes.adminMembers, component: MembersPage },
  { path: routes.adminMember, component: MemberPage },
  { path: routes.adminAudit, component: AuditLogPage },
  { path: routes.staffMessages, component: StaffMessagesScreen },
  { path: routes.adminCampaigns, component: CampaignsPage },
  { path: routes.adminCampaignNew, component: CampaignNewPage },
  { path: routes.adminCampaign, component: CampaignPage },
];

import { AuthSessionSchema } from '../modules/account/auth-session.entity';
import { PasswordResetSchema } from '../modules/account/password-reset.entity';
import { UserConfigSchema } from '../modules/account/user-config.entity';
import { UserDeliverySchema } from '../modules/account/user-delivery.entity';
import { UserSocialAccountSchema } from '../modules/account/user-social-account.entity';
import { UserTypeSchema } from '../modules/account/user-type.entity';
import { UserSchema } from '../modules/account/user.entity';
import { CartSchema } from '../modules/cart/cart.entity';
import { DeliveryTemplateSchema } from '../modules/catalog/delivery-template.entity';
import { PickupPointSchema } from '../modules/catalog/pickup-point.entity';
import { ProductCategoryTaggedSchema } from '../modules/catalog/product-category-tagged.entity';
import { ProductCategorySchema } from '../modules/catalog/product-category.entity';
import { ProductDetailSchema } from '../modules/catalog/product-detail.entity';
import { ProductGroupDeliverySchema } from '../modules/catalog/product-group-delivery.entity';
import { ProductOptionDetailSchema } from '../modules/catalog/product-option-detail.entity';
import { ProductOptionInputSchema } from '../modules/catalog/product-option-input.entity';
import { ProductOptionSchema } from '../modules/catalog/product-option.entity';
import { ProductTagSchema } from '../modules/catalog/product-tag.entity';
import { ProductSchema } from '../modules/catalog/product.entity';
import { TelCertificationSchema } from '../modules/certification/tel-certification.entity';
import { AdSchema } from '../modules/content/ad.entity';
import { CountryDialingCodeSchema } from '../modules/content/country-dialing-code.entity';
import { UniversitySchema } from '../modules/content/university.entity';
import { MessageSchema } from '../modules/messaging/message.entity';
import { OrderDeliveryCompanySchema } from '../modules/order/order-delivery-company.entity';
import { OrderDeliverySchema } from '../modules/order/order-delivery.entity';
import { OrderProductShippingSchema } from '../modules/order/order-product-shipping.entity';
import { OrderProductSchema } from '../modules/order/order-product.entity';
import { OrderSpecificationSchema } from '../modules/order/order-specification.entity';
import { OrderSchema } from '../modules/order/order.entity';
import { PointTypeSchema } from '../modules/point/point-type.entity';
import { PointSchema } from '../modules/point/point.entity';
import { ProductRestockNotificationSchema } from '../modules/restock/product-restock-notification.entity';
import { WishSchema } from '../modules/wishlist/wish.entity';
import { ReviewCommentSchema } from '../modules/review/review-comment.entity';
import { ReviewOptionDetailSchema } from '../modules/review/review-option-detail.entity';
import { ReviewOptionSelectedSchema } from '../modules/review/review-option-selected.entity';
import { ReviewOptionSchema } from '../modules/review/review-option.entity';
import { ReviewTypeSchema } from '../modules/review/review-type.entity';
import { ReviewUserSizeSchema } from '../modules/review/review-user-size.entity';
import { ReviewSchema } from '../modules/review/review.entity';
import { RateLimitSchema } from '../modules/security/rate-limit.entity';
import { StaffAuditSchema } from '../modules/staff/staff-audit.entity';
import { OrderCancelRequestSchema } from '../modules/refund-desk/order-cancel-request.entity';
import { RefundSchema } from '../modules/refund-desk/refund.entity';
import { CourierExportSchema, CourierImportSchema } from '../modules/courier/courier-export.entity';
import { ProductionSheetSchema } from '../modules/production/production-sheet.entity';
import { UploadSchema } from '../modules/upload/upload.entity';
import { StaffOrderViewSchema } from '../modules/order-desk/order-view.entity';
import { ImageRenditionSchema } from '../modules/product-images/image-rendition.entity';
import { ProductSizeChartSchema } from '../modules/size-guide/product-size-chart.entity';
import { BillingKeySchema } from '../modules/campaign/billing-key.entity';
import { CampaignChargeSchema } from '../modules/campaign/campaign-charge.entity';
import { CampaignOptionCapSchema } from '../modules/campaign/campaign-option-cap.entity';
import { CampaignSchema } from '../modules/campaign/campaign.entity';
import { ClassOrderSchema } from '../modules/class-order/class-order.entity';
import { WaitingRoomEntrySchema } from '../modules/waiting-room/waiting-room-entry.entity';
import { StockHoldSchema } from '../modules/holds/stock-hold.entity';
import { WaitingRoomGateSchema } from '../modules/waiting-room/waiting-room-gate.entity';
import { CheckoutClaimSchema } from '../modules/order/checkout-admission-claim.entity';

/** Every entity schema, each already bound to its class through `setClass`. */
export const entities = [
  // content
  UniversitySchema,
  AdSchema,
  CountryDialingCodeSchema,
  // account
  UserTypeSchema,
  UserSchema,
  UserConfigSchema,
  UserSocialAccountSchema,
  UserDeliverySchema,
  AuthSessionSchema,
  PasswordResetSchema,
  // certification
  TelCertificationSchema,
  // catalog
  DeliveryTemplateSchema,
  PickupPointSchema,
  ProductCategorySchema,
  ProductSchema,
  ProductTagSchema,
  ProductDetailSchema,
  ProductOptionSchema,
  ProductOptionDetailSchema,
  ProductOptionInputSchema,
  ProductCategoryTaggedSchema,
  ProductGroupDeliverySchema,
  ImageRenditionSchema,
  ProductSizeChartSchema,
  // review
  ReviewTypeSchema,
  ReviewOptionSchema,
  ReviewOptionDetailSchema,
  ReviewSchema,
  ReviewUserSizeSchema,
  ReviewOptionSelectedSchema,
  ReviewCommentSchema,
  // point
  PointTypeSchema,
  PointSchema,
  // class orders
  ClassOrderSchema,
  // waiting rooms (ADR 0073)
  WaitingRoomGateSchema,
  WaitingRoomEntrySchema,
  // held stock during checkout (ADR 0076)
  StockHoldSchema,
  // cart
  CartSchema,
  // order
  OrderDeliverySchema,
  OrderSchema,
  OrderSpecificationSchema,
  OrderProductSchema,
  OrderDeliveryCompanySchema,
  OrderProductShippingSchema,
  // checkout claims (ADR 0078)
  CheckoutClaimSchema,
  // restock
  ProductRestockNotificationSchema,
  // wishlist
  WishSchema,
  // upload
  UploadSchema,
  // security
  RateLimitSchema,
  // messaging
  MessageSchema,
  // staff
  StaffAuditSchema,
  // refund desk
  OrderCancelRequestSchema,
  RefundSchema,
  // order desk
  StaffOrderViewSchema,
  // courier spreadsheets
  CourierExportSchema,
  ProductionSheetSchema,
  CourierImportSchema,
  // group purchases
  CampaignSchema,
  CampaignOptionCapSchema,
  BillingKeySchema,
  CampaignChargeSchema,
];

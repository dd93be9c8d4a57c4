// buildX(overrides) for every object type of the contract, typed from the generated base types
// so that a schema change breaks them at typecheck. Data is seeded: the same calls after
// seedMockData(seed) or resetFactories() give the same objects.
import type * as T from '../__generated__/types';
import {
  buildAuthPayload,
  buildCreateUserResult,
  buildSocialLoginResult,
  buildUser,
  buildUserConfig,
  buildUserDelivery,
  buildUserType,
} from './account';
import { buildCart, buildCartGroup, buildCartSummary } from './cart';
import { buildProduct, buildProductList } from './catalog';
import {
  buildProductDetail,
  buildProductGroupDelivery,
  buildProductOption,
  buildProductOptionDetail,
  buildProductOptionInput,
  buildProductTag,
} from './catalog-parts';
import { buildProductCategory, buildProductCategoryTagged } from './category';
import { buildAvailability, buildCertificationToken, buildCertifyTelResult } from './certification';
import { buildAd, buildCountryDialingCode, buildPromotedCategory, buildTenantIntegrations, buildUniversity } from './content';
import { buildDeliveryTemplate } from './delivery';
import {
  buildOrder,
  buildOrderDelivery,
  buildOrderPage,
  buildOrderProductCount,
  buildOrderSpecification,
  buildOrderUser,
} from './order';
import {
  buildOrderDeliveryCompany,
  buildOrderProduct,
  buildOrderProductPage,
  buildOrderProductShipping,
} from './order-product';
import { buildMessage, buildMessagePage, buildStaffMessage, buildStaffMessagePage } from './message';
import {
  buildProductVisibilityCheck,
  buildStaffAd,
  buildStaffMember,
  buildStaffMemberOrder,
  buildStaffMemberOrderLine,
  buildStaffMemberPage,
  buildStaffMemberPoint,
  buildStaffMemberReview,
  buildStaffMemberSummary,
  buildStaffProduct,
  buildStaffProductPage,
  buildStaffProductPickers,
  buildStaffProductRow,
  buildStaffShopSettings,
} from './console';
import { buildStaffAuditChange, buildStaffAuditEntry, buildStaffAuditPage } from './staff-audit';
import { buildCourierExport, buildTrackingImport, buildTrackingImportRow } from './courier';
import {
  buildPersonalisedConsent,
  buildProductionFreeze,
  buildProductionSheet,
  buildProductionSheetChange,
  buildProductionSheetInput,
  buildProductionSheetPersonRow,
  buildProductionSheetSummary,
  buildProductionSheetSummaryRow,
} from './production';
import { buildStaffCategory, buildStaffDeliveryTemplate, buildStaffPickupPoint, buildStaffPromotedCategories } from './catalog-setup';
import { buildStaffOptionAxis, buildStaffOptionCombination, buildStaffOptionInput, buildStaffProductOptions } from './staff-options';
import { buildBank, buildCancelPreview, buildPaymentRequest, buildPlaceOrderResult } from './payment';
import { buildBillingKey, buildBillingKeyRequest, buildCampaignCharge } from './billing';
import {
  buildCampaign,
  buildCampaignOptionCap,
  buildCampaignParticipant,
  buildCampaignParticipantPage,
  buildCampaignProgress,
  buildStaffCampaign,
  buildStaffCampaignPage,
} from './campaign';
import { buildPoint, buildPointPage, buildPointSummary, buildPointType } from './point';
import { buildSizeChart, buildSizeChartRow, buildSizeRecommendation } from './size-guide';
import { buildProductRestockNotification, buildProductRestockNotificationPage, buildWishlistItem, buildWishlistPage } from './restock';
import {
  buildReview,
  buildReviewAuthor,
  buildReviewComment,
  buildReviewOptionSelected,
  buildReviewPage,
  buildReviewUserSize,
} from './review';
import { buildReviewOption, buildReviewOptionDetail, buildReviewType } from './review-type';
import { buildUpload } from './upload';
import { buildPickupPass, buildPickupRoster, buildPickupRosterEntry, buildPickupRosterLine } from './pickup';
import {
  buildCheckoutHold,
  buildCheckoutHoldLine,
  buildStaffWaitingRoom,
  buildWaitingRoomAdmission,
  buildWaitingRoomGate,
  buildWaitingRoomStatus,
  buildWaitingRoomTicket,
} from './waiting-room';
import { buildClassOrder, buildClassOrderRoster, buildClassOrderRosterEntry, buildClassOrderSizeCount, buildPickupPoint } from './class-order';
import {
  buildStaffRaiseStockResult,
  buildStaffRestockDemand,
  buildStaffRestockDemandPage,
  buildStaffReviewCounts,
  buildStaffReviewLine,
  buildStaffReviewPage,
} from './review-queue';
import { buildImageSource, buildResponsiveImage, buildStaffProductImages } from './product-images';

export * from './account';
export * from './cart';
export * from './class-order';
export * from './catalog';
export * from './catalog-parts';
export * from './category';
export * from './certification';
export * from './clock';
export * from './content';
export * from './delivery';
export * from './korean';
export * from './message';
export * from './order';
export * from './order-product';
export * from './payment';
export * from './point';
export { buildList, FIRST_FACTORY_ID, resetFactories, seedMockData } from './random';
export * from './restock';
export * from './pickup';
export * from './waiting-room';
export * from './review';
export * from './review-type';
export * from './upload';
export * from './product-images';
export * from './staff-audit';
export * from './courier';
export * from './production';
export * from './console';
export * from './catalog-setup';
export * from './staff-options';
export * from './review-queue';
export * from './size-guide';
export * from './billing';
export * from './campaign';
import { buildFromContract } from './from-contract';

/** Object types of the contract other than the root types. */
type ObjectType = Extract<
  T.Ad | T.AuthPayload | T.Availability | T.Bank | T.CancelPreview | T.Cart | T.CartGroup | T.CartSummary
  | T.ImageSource | T.ResponsiveImage | T.StaffProductImages
  | T.ProductVisibilityCheck | T.StaffAd | T.StaffMember | T.StaffMemberOrder | T.StaffMemberOrderLine | T.StaffMemberPage
  | T.StaffMemberPoint | T.StaffMemberReview | T.StaffMemberSummary | T.StaffProduct | T.StaffProductPage | T.StaffProductPickers
  | T.StaffProductRow | T.StaffShopSettings
  | T.CertificationToken | T.Message | T.MessagePage | T.StaffMessage | T.StaffMessagePage | T.StaffAuditChange | T.StaffAuditEntry | T.StaffAuditPage | T.StaffCategory | T.StaffPromotedCategories | T.StaffDeliveryTemplate | T.StaffPickupPoint | T.CertifyTelResult | T.CountryDialingCode | T.CreateUserResult | T.DeliveryTemplate
  | T.Order | T.OrderDelivery | T.OrderDeliveryCompany | T.OrderPage | T.OrderProduct | T.OrderProductCount
  | T.OrderProductPage | T.OrderProductShipping | T.OrderSpecification | T.OrderUser | T.PaymentRequest
  | T.PlaceOrderResult | T.Point | T.PointPage | T.PointSummary | T.PointType | T.Product | T.ProductCategory
  | T.ProductCategoryTagged | T.ProductDetail | T.ProductGroupDelivery | T.ProductList | T.ProductOption
  | T.ProductOptionDetail | T.ProductOptionInput | T.ProductRestockNotification | T.ProductRestockNotificationPage
  | T.ProductTag | T.PromotedCategory | T.Review | T.ReviewAuthor | T.ReviewComment | T.ReviewOption
  | T.ReviewOptionDetail | T.ReviewOptionSelected | T.ReviewPage | T.ReviewType | T.ReviewUserSize
  | T.SocialLoginResult | T.TenantIntegrations | T.University | T.Upload | T.User | T.UserConfig | T.UserDelivery
  | T.StaffReviewCounts | T.StaffReviewLine | T.StaffReviewPage | T.StaffRestockDemand | T.StaffRestockDemandPage | T.StaffRaiseStockResult
  | T.UserType | T.StaffOptionAxis | T.StaffOptionCombination | T.StaffOptionInput | T.StaffProductOptions
  | T.CourierExport | T.TrackingImport | T.TrackingImportRow
  | T.PersonalisedConsent | T.ProductionFreeze | T.ProductionSheet | T.ProductionSheetChange | T.ProductionSheetInput
  | T.ProductionSheetPersonRow | T.ProductionSheetSummary | T.ProductionSheetSummaryRow
  | T.SizeChart | T.SizeChartRow | T.SizeRecommendation
  // Issue 16's read models, built from the contract (from-contract.ts).
  | T.OrderCancelRequest | T.OrderProductShippingDelay | T.StaffBulkLineResult | T.StaffBulkResult | T.StaffCancelPreview | T.StaffCancelRequest
  | T.StaffCancelRequestPage | T.StaffCancelResult | T.StaffOrder | T.StaffOrderAddress | T.StaffOrderBuyer | T.StaffOrderDeskOption
  | T.StaffOrderDeskPickers | T.StaffOrderDeskPickupPoint | T.StaffOrderDeskProduct | T.StaffOrderEvent | T.StaffOrderLine | T.StaffOrderLineCount
  | T.StaffOrderLineFilterValue | T.StaffOrderLinePage | T.StaffOrderLineTracking | T.StaffOrderPayment | T.StaffOrderView | T.StaffRefund
  | T.StaffRefundPage | T.StaffSalesDay | T.StaffSalesFigures | T.StaffSalesOption | T.StaffSalesPayMethod | T.StaffSalesPoints
  | T.StaffSalesProduct | T.StaffSalesReport | T.StaffToday | T.StaffTodayItem | T.StaffTodayRow
  | T.WishlistItem | T.WishlistPage
  // Issue 17's billing keys (ADR 0064).
  | T.BillingKey | T.BillingKeyRequest | T.CampaignCharge
  // Group purchases (ADR 0062).
  | T.Campaign | T.CampaignOptionCap | T.CampaignParticipant | T.CampaignParticipantPage | T.CampaignProgress
  | T.StaffCampaign | T.StaffCampaignPage
  // Pickup day (ADR 0067).
  | T.PickupPass | T.PickupRoster | T.PickupRosterEntry | T.PickupRosterLine
  // Class orders (ADR 0065).
  | T.ClassOrder | T.ClassOrderRoster | T.ClassOrderRosterEntry | T.ClassOrderSizeCount | T.PickupPoint
  // Waiting rooms (ADR 0073).
  | T.WaitingRoomGate | T.WaitingRoomAdmission | T.WaitingRoomStatus | T.WaitingRoomTicket | T.StaffWaitingRoom
  | T.CheckoutHold | T.CheckoutHoldLine,
  { __typename: string }
>;

type Factories = { [K in ObjectType['__typename']]: (overrides?: Partial<Extract<ObjectType, { __typename: K }>>) => Extract<ObjectType, { __typename: K }> };

/** Every factory by the type it builds; the schema test checks it covers every object type. */
export const FACTORIES: Factories = {
  Ad: buildAd,
  AuthPayload: buildAuthPayload,
  Availability: buildAvailability,
  Bank: buildBank,
  BillingKey: buildBillingKey,
  BillingKeyRequest: buildBillingKeyRequest,
  Campaign: buildCampaign,
  CampaignCharge: buildCampaignCharge,
  CampaignOptionCap: buildCampaignOptionCap,
  CampaignParticipant: buildCampaignParticipant,
  CampaignParticipantPage: buildCampaignParticipantPage,
  CampaignProgress: buildCampaignProgress,
  StaffCampaign: buildStaffCampaign,
  StaffCampaignPage: buildStaffCampaignPage,
  CancelPreview: buildCancelPreview,
  Cart: buildCart,
  CartGroup: buildCartGroup,
  CartSummary: buildCartSummary,
  CertificationToken: buildCertificationToken,
  CertifyTelResult: buildCertifyTelResult,
  CountryDialingCode: buildCountryDialingCode,
  CreateUserResult: buildCreateUserResult,
  DeliveryTemplate: buildDeliveryTemplate,
  ImageSource: buildImageSource,
  Message: buildMessage,
  MessagePage: buildMessagePage,
  Order: buildOrder,
  OrderDelivery: buildOrderDelivery,
  OrderDeliveryCompany: buildOrderDeliveryCompany,
  OrderPage: buildOrderPage,
  OrderProduct: buildOrderProduct,
  OrderProductCount: buildOrderProductCount,
  OrderProductPage: buildOrderProductPage,
  OrderProductShipping: buildOrderProductShipping,
  OrderSpecification: buildOrderSpecification,
  OrderUser: buildOrderUser,
  PaymentRequest: buildPaymentRequest,
  PersonalisedConsent: buildPersonalisedConsent,
  ProductionFreeze: buildProductionFreeze,
  ProductionSheet: buildProductionSheet,
  ProductionSheetChange: buildProductionSheetChange,
  ProductionSheetInput: buildProductionSheetInput,
  ProductionSheetPersonRow: buildProductionSheetPersonRow,
  ProductionSheetSummary: buildProductionSheetSummary,
  ProductionSheetSummaryRow: buildProductionSheetSummaryRow,
  PlaceOrderResult: buildPlaceOrderResult,
  Point: buildPoint,
  PointPage: buildPointPage,
  PointSummary: buildPointSummary,
  PointType: buildPointType,
  Product: buildProduct,
  ProductCategory: buildProductCategory,
  ProductCategoryTagged: buildProductCategoryTagged,
  ProductDetail: buildProductDetail,
  ProductGroupDelivery: buildProductGroupDelivery,
  ProductList: buildProductList,
  ProductOption: buildProductOption,
  ProductOptionDetail: buildProductOptionDetail,
  ProductOptionInput: buildProductOptionInput,
  ProductRestockNotification: buildProductRestockNotification,
  ProductRestockNotificationPage: buildProductRestockNotificationPage,
  WishlistItem: buildWishlistItem,
  PickupPass: buildPickupPass,
  PickupRoster: buildPickupRoster,
  PickupRosterEntry: buildPickupRosterEntry,
  PickupRosterLine: buildPickupRosterLine,
  WaitingRoomAdmission: buildWaitingRoomAdmission,
  WaitingRoomGate: buildWaitingRoomGate,
  WaitingRoomStatus: buildWaitingRoomStatus,
  WaitingRoomTicket: buildWaitingRoomTicket,
  CheckoutHold: buildCheckoutHold,
  CheckoutHoldLine: buildCheckoutHoldLine,
  WishlistPage: buildWishlistPage,
  ProductTag: buildProductTag,
  PromotedCategory: buildPromotedCategory,
  ResponsiveImage: buildResponsiveImage,
  Review: buildReview,
  ReviewAuthor: buildReviewAuthor,
  StaffMessage: buildStaffMessage,
  StaffProductImages: buildStaffProductImages,
  StaffMessagePage: buildStaffMessagePage,
  ProductVisibilityCheck: buildProductVisibilityCheck,
  StaffAd: buildStaffAd,
  StaffMember: buildStaffMember,
  StaffMemberOrder: buildStaffMemberOrder,
  StaffMemberOrderLine: buildStaffMemberOrderLine,
  StaffMemberPage: buildStaffMemberPage,
  StaffMemberPoint: buildStaffMemberPoint,
  StaffMemberReview: buildStaffMemberReview,
  StaffMemberSummary: buildStaffMemberSummary,
  StaffProduct: buildStaffProduct,
  StaffProductPage: buildStaffProductPage,
  StaffProductPickers: buildStaffProductPickers,
  StaffProductRow: buildStaffProductRow,
  StaffShopSettings: buildStaffShopSettings,
  StaffAuditChange: buildStaffAuditChange,
  StaffAuditEntry: buildStaffAuditEntry,
  StaffAuditPage: buildStaffAuditPage,
  CourierExport: buildCourierExport,
  TrackingImport: buildTrackingImport,
  TrackingImportRow: buildTrackingImportRow,
  StaffCategory: buildStaffCategory,
  StaffPromotedCategories: buildStaffPromotedCategories,
  StaffDeliveryTemplate: buildStaffDeliveryTemplate,
  StaffPickupPoint: buildStaffPickupPoint,
  StaffWaitingRoom: buildStaffWaitingRoom,
  StaffOptionAxis: buildStaffOptionAxis,
  StaffOptionCombination: buildStaffOptionCombination,
  StaffOptionInput: buildStaffOptionInput,
  StaffProductOptions: buildStaffProductOptions,
  ReviewComment: buildReviewComment,
  ReviewOption: buildReviewOption,
  ReviewOptionDetail: buildReviewOptionDetail,
  ReviewOptionSelected: buildReviewOptionSelected,
  ReviewPage: buildReviewPage,
  ReviewType: buildReviewType,
  ReviewUserSize: buildReviewUserSize,
  SizeChart: buildSizeChart,
  SizeChartRow: buildSizeChartRow,
  SizeRecommendation: buildSizeRecommendation,
  SocialLoginResult: buildSocialLoginResult,
  TenantIntegrations: buildTenantIntegrations,
  University: buildUniversity,
  Upload: buildUpload,
  User: buildUser,
  UserConfig: buildUserConfig,
  UserDelivery: buildUserDelivery,
  UserType: buildUserType,
  StaffReviewCounts: buildStaffReviewCounts,
  StaffReviewLine: buildStaffReviewLine,
  StaffReviewPage: buildStaffReviewPage,
  StaffRestockDemand: buildStaffRestockDemand,
  StaffRestockDemandPage: buildStaffRestockDemandPage,
  StaffRaiseStockResult: buildStaffRaiseStockResult,
  ClassOrder: buildClassOrder,
  ClassOrderRoster: buildClassOrderRoster,
  ClassOrderRosterEntry: buildClassOrderRosterEntry,
  ClassOrderSizeCount: buildClassOrderSizeCount,
  PickupPoint: buildPickupPoint,
  OrderCancelRequest: (overrides) => buildFromContract('OrderCancelRequest', overrides),
  OrderProductShippingDelay: (overrides) => buildFromContract('OrderProductShippingDelay', overrides),
  StaffBulkLineResult: (overrides) => buildFromContract('StaffBulkLineResult', overrides),
  StaffBulkResult: (overrides) => buildFromContract('StaffBulkResult', overrides),
  StaffCancelPreview: (overrides) => buildFromContract('StaffCancelPreview', overrides),
  StaffCancelRequest: (overrides) => buildFromContract('StaffCancelRequest', overrides),
  StaffCancelRequestPage: (overrides) => buildFromContract('StaffCancelRequestPage', overrides),
  StaffCancelResult: (overrides) => buildFromContract('StaffCancelResult', overrides),
  StaffOrder: (overrides) => buildFromContract('StaffOrder', overrides),
  StaffOrderAddress: (overrides) => buildFromContract('StaffOrderAddress', overrides),
  StaffOrderBuyer: (overrides) => buildFromContract('StaffOrderBuyer', overrides),
  StaffOrderDeskOption: (overrides) => buildFromContract('StaffOrderDeskOption', overrides),
  StaffOrderDeskPickers: (overrides) => buildFromContract('StaffOrderDeskPickers', overrides),
  StaffOrderDeskPickupPoint: (overrides) => buildFromContract('StaffOrderDeskPickupPoint', overrides),
  StaffOrderDeskProduct: (overrides) => buildFromContract('StaffOrderDeskProduct', overrides),
  StaffOrderEvent: (overrides) => buildFromContract('StaffOrderEvent', overrides),
  StaffOrderLine: (overrides) => buildFromContract('StaffOrderLine', overrides),
  StaffOrderLineCount: (overrides) => buildFromContract('StaffOrderLineCount', overrides),
  StaffOrderLineFilterValue: (overrides) => buildFromContract('StaffOrderLineFilterValue', overrides),
  StaffOrderLinePage: (overrides) => buildFromContract('StaffOrderLinePage', overrides),
  StaffOrderLineTracking: (overrides) => buildFromContract('StaffOrderLineTracking', overrides),
  StaffOrderPayment: (overrides) => buildFromContract('StaffOrderPayment', overrides),
  StaffOrderView: (overrides) => buildFromContract('StaffOrderView', overrides),
  StaffRefund: (overrides) => buildFromContract('StaffRefund', overrides),
  StaffRefundPage: (overrides) => buildFromContract('StaffRefundPage', overrides),
  StaffSalesDay: (overrides) => buildFromContract('StaffSalesDay', overrides),
  StaffSalesFigures: (overrides) => buildFromContract('StaffSalesFigures', overrides),
  StaffSalesOption: (overrides) => buildFromContract('StaffSalesOption', overrides),
  StaffSalesPayMethod: (overrides) => buildFromContract('StaffSalesPayMethod', overrides),
  StaffSalesPoints: (overrides) => buildFromContract('StaffSalesPoints', overrides),
  StaffSalesProduct: (overrides) => buildFromContract('StaffSalesProduct', overrides),
  StaffSalesReport: (overrides) => buildFromContract('StaffSalesReport', overrides),
  StaffToday: (overrides) => buildFromContract('StaffToday', overrides),
  StaffTodayItem: (overrides) => buildFromContract('StaffTodayItem', overrides),
  StaffTodayRow: (overrides) => buildFromContract('StaffTodayRow', overrides),
};

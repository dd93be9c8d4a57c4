// Every enumeration's values equal the GraphQL enum values, so resolvers pass them through
// untouched. Each is a const object (for code) plus a string-literal union (for types), and
// `satisfies Mirror<...>` makes the typecheck fail when it drifts from the SDL's enum.
import type * as Sdl from './__generated__/schema-enums';

/** Exactly the SDL enum's values, each mapped to itself. */
type Mirror<Values extends string> = { [V in Values]: V };

export const ProductType = {
  GROUPORDER: 'GROUPORDER',
  SINGLEFREE: 'SINGLEFREE',
  SINGLEORDER: 'SINGLEORDER',
} as const satisfies Mirror<Sdl.ProductType>;
export type ProductType = (typeof ProductType)[keyof typeof ProductType];

export const ProductSort = {
  POPULAR: 'POPULAR',
  NEWEST: 'NEWEST',
  PRICE_ASC: 'PRICE_ASC',
  PRICE_DESC: 'PRICE_DESC',
} as const satisfies Mirror<Sdl.ProductSort>;
export type ProductSort = (typeof ProductSort)[keyof typeof ProductSort];

export const DeliveryType = {
  BYQUANTITY: 'BYQUANTITY',
  CONDITIONALFREE: 'CONDITIONALFREE',
  FREE: 'FREE',
  PAY: 'PAY',
} as const satisfies Mirror<Sdl.DeliveryType>;
export type DeliveryType = (typeof DeliveryType)[keyof typeof DeliveryType];

export const Gender = {
  FEMALE: 'FEMALE',
  MALE: 'MALE',
  NOT_SET: 'NOT_SET',
} as const satisfies Mirror<Sdl.Gender>;
export type Gender = (typeof Gender)[keyof typeof Gender];

export const Nationality = {
  DOMESTIC: 'DOMESTIC',
  FOREIGNER: 'FOREIGNER',
  NOT_SET: 'NOT_SET',
} as const satisfies Mirror<Sdl.Nationality>;
export type Nationality = (typeof Nationality)[keyof typeof Nationality];

export const EduDegree = {
  BACHELOR: 'BACHELOR',
  NOT_SET: 'NOT_SET',
  POST_GRADUATE: 'POST_GRADUATE',
} as const satisfies Mirror<Sdl.EduDegree>;
export type EduDegree = (typeof EduDegree)[keyof typeof EduDegree];

export const CertificationPurpose = {
  CREATE_ACCOUNT: 'CREATE_ACCOUNT',
  PHONE_CERTIFICATION: 'PHONE_CERTIFICATION',
  RESET_PASSWORD: 'RESET_PASSWORD',
  UPDATE_TEL: 'UPDATE_TEL',
} as const satisfies Mirror<Sdl.CertificationPurpose>;
export type CertificationPurpose = (typeof CertificationPurpose)[keyof typeof CertificationPurpose];

export const ShippingStatus = {
  COMPLETED: 'COMPLETED',
  DELIVERING: 'DELIVERING',
} as const satisfies Mirror<Sdl.ShippingStatus>;
export type ShippingStatus = (typeof ShippingStatus)[keyof typeof ShippingStatus];

export const OrderSpecificationStatus = {
  CANCELLED: 'CANCELLED',
  PAID: 'PAID',
  READY: 'READY',
} as const satisfies Mirror<Sdl.OrderSpecificationStatus>;
export type OrderSpecificationStatus =
  (typeof OrderSpecificationStatus)[keyof typeof OrderSpecificationStatus];

export const OrderProductStatus = {
  READY: 'READY',
  PAID: 'PAID',
  PREPARING: 'PREPARING',
  DELIVERING: 'DELIVERING',
  COMPLETED: 'COMPLETED',
  CANCELLED: 'CANCELLED',
} as const satisfies Mirror<Sdl.OrderProductStatus>;
export type OrderProductStatus = (typeof OrderProductStatus)[keyof typeof OrderProductStatus];

export const PointStatus = {
  EXPIRED: 'EXPIRED',
  GAIN: 'GAIN',
  RESERVED: 'RESERVED',
  USED: 'USED',
} as const satisfies Mirror<Sdl.PointStatus>;
export type PointStatus = (typeof PointStatus)[keyof typeof PointStatus];

export const ProductGroupDeliveryType = {
  GROUP: 'GROUP',
  INDIVIDUAL: 'INDIVIDUAL',
} as const satisfies Mirror<Sdl.ProductGroupDeliveryType>;
export type ProductGroupDeliveryType =
  (typeof ProductGroupDeliveryType)[keyof typeof ProductGroupDeliveryType];

export const ReviewStatus = {
  APPLIED: 'APPLIED',
  READY: 'READY',
  REJECT: 'REJECT',
} as const satisfies Mirror<Sdl.ReviewStatus>;
export type ReviewStatus = (typeof ReviewStatus)[keyof typeof ReviewStatus];

export const ReviewSort = {
  PHOTO_FIRST: 'PHOTO_FIRST',
  NEWEST: 'NEWEST',
  RATING_HIGH: 'RATING_HIGH',
  RATING_LOW: 'RATING_LOW',
} as const satisfies Mirror<Sdl.ReviewSort>;
export type ReviewSort = (typeof ReviewSort)[keyof typeof ReviewSort];

// Lower-case on purpose: these are PortOne v1 `pay_method` values.
export const PayMethod = {
  card: 'card',
  trans: 'trans',
  vbank: 'vbank',
  kakaopay: 'kakaopay',
  point: 'point',
} as const satisfies Mirror<Sdl.PayMethod>;
export type PayMethod = (typeof PayMethod)[keyof typeof PayMethod];

export const SocialProvider = {
  NAVER: 'NAVER',
  KAKAO: 'KAKAO',
  GOOGLE: 'GOOGLE',
} as const satisfies Mirror<Sdl.SocialProvider>;
export type SocialProvider = (typeof SocialProvider)[keyof typeof SocialProvider];

/**
 * Authority is stored as an int so that "at least this level" is a plain comparison
 * (products use the same scale for `productVisible`). Negative means suspended.
 */
export const AUTHORITY = {
  NORMAL: 0,
  HIDDEN: 1,
  ADMINHIDDEN: 2,
  ADMIN: 3,
} as const satisfies Record<Sdl.Authority, number>;
export type AuthorityName = keyof typeof AUTHORITY;

export function isSuspendedAuthority(authority: number): boolean {
  return authority < 0;
}

export const MessageStatus = {
  FAILED: 'FAILED',
  QUEUED: 'QUEUED',
  SENDING: 'SENDING',
  SENT: 'SENT',
  SKIPPED: 'SKIPPED',
} as const satisfies Mirror<Sdl.MessageStatus>;
export type MessageStatus = (typeof MessageStatus)[keyof typeof MessageStatus];

export const MessageChannel = {
  ALIMTALK: 'ALIMTALK',
  EMAIL: 'EMAIL',
  SMS: 'SMS',
} as const satisfies Mirror<Sdl.MessageChannel>;
export type MessageChannel = (typeof MessageChannel)[keyof typeof MessageChannel];

export const StaffAuditObjectType = {
  AD: 'AD',
  CATEGORY: 'CATEGORY',
  CLASS_ORDER: 'CLASS_ORDER',
  DELIVERY_TEMPLATE: 'DELIVERY_TEMPLATE',
  MEMBER: 'MEMBER',
  MESSAGE: 'MESSAGE',
  ORDER_PRODUCT: 'ORDER_PRODUCT',
  PICKUP_POINT: 'PICKUP_POINT',
  PRODUCT: 'PRODUCT',
  REVIEW: 'REVIEW',
  SHOP: 'SHOP',
} as const satisfies Mirror<Sdl.StaffAuditObjectType>;
export type StaffAuditObjectType = (typeof StaffAuditObjectType)[keyof typeof StaffAuditObjectType];

export const StaffProductVisibility = {
  PUBLIC: 'PUBLIC',
  HIDDEN: 'HIDDEN',
} as const satisfies Mirror<Sdl.StaffProductVisibility>;
export type StaffProductVisibility = (typeof StaffProductVisibility)[keyof typeof StaffProductVisibility];

export const StaffProductSort = {
  NEWEST: 'NEWEST',
  NAME: 'NAME',
  PRICE: 'PRICE',
  STOCK: 'STOCK',
  SALE_START: 'SALE_START',
} as const satisfies Mirror<Sdl.StaffProductSort>;
export type StaffProductSort = (typeof StaffProductSort)[keyof typeof StaffProductSort];

export const OrderCancelRequestStatus = {
  REQUESTED: 'REQUESTED',
  APPROVED: 'APPROVED',
  REFUSED: 'REFUSED',
  WITHDRAWN: 'WITHDRAWN',
} as const satisfies Mirror<Sdl.OrderCancelRequestStatus>;
export type OrderCancelRequestStatus = (typeof OrderCancelRequestStatus)[keyof typeof OrderCancelRequestStatus];

export const StaffRefundStatus = {
  PENDING: 'PENDING',
  DONE: 'DONE',
  FAILED: 'FAILED',
} as const satisfies Mirror<Sdl.StaffRefundStatus>;
export type StaffRefundStatus = (typeof StaffRefundStatus)[keyof typeof StaffRefundStatus];

// Group purchases (issue 17, docs/decisions/0062-campaign-core.md).
export const CampaignSettleMode = {
  PAY_NOW: 'PAY_NOW',
  CHARGE_AT_CLOSE: 'CHARGE_AT_CLOSE',
} as const satisfies Mirror<Sdl.CampaignSettleMode>;
export type CampaignSettleMode = (typeof CampaignSettleMode)[keyof typeof CampaignSettleMode];

export const CampaignStatus = {
  SCHEDULED: 'SCHEDULED',
  OPEN: 'OPEN',
  CLOSING: 'CLOSING',
  CONFIRMED: 'CONFIRMED',
  FAILED: 'FAILED',
} as const satisfies Mirror<Sdl.CampaignStatus>;
export type CampaignStatus = (typeof CampaignStatus)[keyof typeof CampaignStatus];

export const CampaignChargeStatus = {
  REGISTERED: 'REGISTERED',
  PAID: 'PAID',
  RETRYING: 'RETRYING',
  CANCELLED: 'CANCELLED',
} as const satisfies Mirror<Sdl.CampaignChargeStatus>;
export type CampaignChargeStatus = (typeof CampaignChargeStatus)[keyof typeof CampaignChargeStatus];

export const BillingKeyMethod = {
  card: 'card',
  kakaopay: 'kakaopay',
} as const satisfies Mirror<Sdl.BillingKeyMethod>;
export type BillingKeyMethod = (typeof BillingKeyMethod)[keyof typeof BillingKeyMethod];
export const OptionInputRule = {
  FREE: 'FREE',
  INITIALS: 'INITIALS',
  STUDENT_NUMBER: 'STUDENT_NUMBER',
} as const satisfies Mirror<Sdl.OptionInputRule>;
export type OptionInputRule = (typeof OptionInputRule)[keyof typeof OptionInputRule];

export const ClassOrderStatus = {
  OPEN: 'OPEN',
  LOCKED: 'LOCKED',
  CANCELLED: 'CANCELLED',
} as const satisfies Mirror<Sdl.ClassOrderStatus>;
export type ClassOrderStatus = (typeof ClassOrderStatus)[keyof typeof ClassOrderStatus];

export const WaitingRoomRateMode = {
  PER_MINUTE: 'PER_MINUTE',
  CONCURRENT: 'CONCURRENT',
} as const satisfies Mirror<Sdl.WaitingRoomRateMode>;
export type WaitingRoomRateMode = (typeof WaitingRoomRateMode)[keyof typeof WaitingRoomRateMode];

export const WaitingRoomState = {
  WAITING: 'WAITING',
  ADMITTED: 'ADMITTED',
  EXPIRED: 'EXPIRED',
  CLOSED: 'CLOSED',
} as const satisfies Mirror<Sdl.WaitingRoomState>;
export type WaitingRoomState = (typeof WaitingRoomState)[keyof typeof WaitingRoomState];

import type { OrderLineFilter } from '../../domain/order-desk/order-line-filter';
// The mocked API's own records. A scenario's GraphQL-shaped activity is normalized into these
// at start (ids instead of embedded objects), so that a product, a review or a stock count has one
// copy that every query reads and every mutation changes. The whole state is plain JSON: a
// mutation works on it and is rolled back by restoring a clone when it is refused.
import type { MessageTemplateKey } from '../../domain/messaging/templates';
import type { SheetContent } from '../../domain/production/production-sheet';
import type * as T from '../__generated__/types';
import type { StoreBilling } from './billing';
import type { MockCartRecord, ScenarioName } from '../scenarios/scenario';
import type { ScenarioClassOrder } from '../scenarios/standard/class-orders';
import type { ScenarioMember, ScenarioProductOptionDetail, ScenarioUserDelivery, StandardCatalogue } from '../scenarios/standard/types';
import type { StoreCampaign } from './campaigns';
import type { StoreWaitingRooms } from './waiting-room-types';
import type { StoreStockHold } from './holds';

export interface StoreMember extends Omit<ScenarioMember, 'tel'> {
  /** E.164; null until certified (a social sign-up without a phone, or a withdrawn member). */
  tel: string | null;
  createdAt: string;
  /** When marketing consent was last given; null while it is not (seeded members: at sign-up). */
  marketingAgreedAt?: string | null;
  /** The social provider the account was created with; null for an e-mail sign-up. */
  social: T.SocialProvider | null;
  resignedAt: string | null;
  /** While suspended: the level a restore returns to, when and why (docs/decisions/0048). */
  authorityBeforeSuspension?: number | null;
  suspendedAt?: string | null;
  suspendReason?: string | null;
}

/** The scenario's cart record is already id-only: the store keeps it as it is. */
export type StoreCart = MockCartRecord;

export interface StoreShipping {
  id: number;
  shippingNumber: string;
  orderDeliveryCompanyId: number;
  status: T.ShippingStatus;
  createdAt: string;
}

export interface StoreOrderLine {
  id: number;
  orderId: number;
  productId: number;
  productOptionDetailId: number | null;
  productOptionId0: number | null;
  productOptionId1: number | null;
  productOptionId2: number | null;
  productOptionInput0: string | null;
  productOptionInput1: string | null;
  productOptionInput2: string | null;
  deliveryTemplateId: number;
  productName: string;
  optionText: string;
  /** Unit list price when ordered. */
  price: number;
  /** Unit sale price when ordered. */
  salePrice: number;
  count: number;
  discountFee: number;
  /** Goods after discount and the line's share of points, without delivery. */
  paidPrice: number;
  /** The group's fee, booked on the group's first line. */
  deliveryFee: number;
  /** Points on the goods plus, on a fee-bearing line, points that covered the fee. */
  pointUsing: number;
  cancelPrice: number;
  status: T.OrderProductStatus;
  check: boolean;
  note: string | null;
  cancelReason: string | null;
  reviewableUntil: string | null;
  createdAt: string;
  /** The made-to-order consent (ADR 0066); absent or null for lines without texts. */
  personalisedConsent?: { text: string; agreedAt: string } | null;
  shipping: StoreShipping | null;
  /** The latest shipping delay told to the buyer (docs/decisions/0050), kept after the line ships. */
  shippingDelay: StoreShippingDelay | null;
  /** When the member asked to have this uncollected pickup line shipped instead (ADR 0067). */
  shippingRequestedAt: string | null;
  /** The class order the line was ordered through (ADR 0065). */
  classOrderId?: number | null;
}

export interface StoreShippingDelay {
  reason: string;
  /** YYYY-MM-DD (Seoul). */
  expectedDate: string;
  notifiedAt: string;
}

export interface StoreAddress extends ScenarioUserDelivery {
  id: number;
}

/** The payment; `paymentStatus` is derived from it the way the real OrderSpecification does. */
export interface StoreSpecification {
  payMethod: T.PayMethod;
  status: T.OrderSpecificationStatus;
  paidAt: string | null;
  impUid: string | null;
  vbankNum: string | null;
  vbankName: string | null;
  vbankCode: string | null;
  vbankHolder: string | null;
  vbankDate: string | null;
  failReason: string | null;
}

export interface StoreOrder {
  id: number;
  userId: number;
  mUid: string;
  createdAt: string;
  buyer: { email: string; name: string; tel: string | null };
  paidPrice: number;
  pointUsing: number;
  deliveryFee: number;
  totalPrice: number;
  discountFee: number;
  cancelPrice: number;
  check: boolean;
  expiresAt: string | null;
  refundAccount: string | null;
  refundHolder: string | null;
  refundBankName: string | null;
  refundBankCode: string | null;
  delivery: StoreAddress | null;
  specification: StoreSpecification;
  lines: StoreOrderLine[];
}

export interface StoreReview {
  id: number;
  userId: number;
  /** The reviewer's name as the public sees it (masked). */
  authorName: string;
  productId: number;
  orderProductId: number | null;
  rating: number;
  note: string;
  images: string[];
  pinned: boolean;
  status: T.ReviewStatus;
  feedback: string | null;
  createdAt: string;
  optionText: string;
  size: { size: string | null; height: number | null; weight: number | null } | null;
  answers: { id: number; reviewOptionId: number; reviewOptionDetailId: number }[];
  comments: { id: number; content: string; createdAt: string }[];
}

export interface StorePoint {
  id: number;
  userId: number;
  status: T.PointStatus;
  value: number;
  /** GAIN rows: the part not spent, expired or forfeited yet; null for every other status. */
  remaining: number | null;
  createdAt: string;
  expiredAt: string | null;
  pointTypeId: number;
  /** What the row is about, so that a cancellation or a review decision finds its rows. */
  orderId: number | null;
  orderProductId: number | null;
  reviewId: number | null;
  /** Why staff adjusted the points by hand; absent on every other row. */
  reason?: string | null;
}

export interface StoreRestock {
  id: number;
  userId: number;
  productId: number;
  /** One combination asked about (docs/decisions/0059); null for the whole product. */
  optionId: number | null;
  createdAt: string;
}

/** A wished product (찜, docs/decisions/0059). */
export interface StoreWish {
  id: number;
  userId: number;
  productId: number;
  createdAt: string;
}

/**
 * A restock message the real API would have queued (the mock sends no SMS): the subscription was
 * removed because the product's stock came back from zero.
 */
export interface StoreRestockMessage {
  userId: number;
  productId: number;
  queuedAt: string;
}

/** A notification as the real message table records it (ADR 0040). */
export interface StoreMessage {
  id: number;
  eventKey: string;
  userId: number;
  template: MessageTemplateKey;
  variables: Record<string, string>;
  status: T.MessageStatus;
  channel: T.MessageChannel | null;
  recipient: string | null;
  attempts: number;
  result: string | null;
  createdAt: string;
  sentAt: string | null;
}

export interface StoreUserDelivery extends StoreAddress {
  userId: number;
}

export interface StoreCertification {
  purpose: T.CertificationPurpose;
  tel: string;
  sentAt: string;
  expiresAt: string;
  attempts: number;
  verified: boolean;
}

export interface StoreCertificationToken {
  token: string;
  purpose: T.CertificationPurpose;
  tel: string;
  expiresAt: string;
  consumed: boolean;
}

export interface StoreSignUpTicket {
  ticket: string;
  email: string;
  social: T.SocialProvider;
  consumed: boolean;
}

/** One staff change as the mocked API keeps it: the real row's fields, snapshots as plain objects. */
export interface StoreStaffAudit {
  id: number;
  objectType: T.StaffAuditObjectType;
  objectId: number;
  action: string;
  summary: string;
  staffUserId: number | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason: string | null;
  createdAt: string;
}

/** A product's size chart as staff last saved it. */
export interface StoreSizeChart {
  measurements: string[];
  rows: { size: string; values: number[] }[];
  updatedAt: string;
}

export interface StoreState {
  /** Waiting rooms (mocks/store/waiting-room.ts, ADR 0073), made from the scenario on first use. */
  waitingRooms?: StoreWaitingRooms;
  /** Checkout holds (mocks/store/holds.ts, ADR 0076). */
  stockHolds?: StoreStockHold[];
  scenario: ScenarioName;
  catalogue: StandardCatalogue;
  members: StoreMember[];
  carts: StoreCart[];
  orders: StoreOrder[];
  points: StorePoint[];
  reviews: StoreReview[];
  restocks: StoreRestock[];
  wishes: StoreWish[];
  /** Messages queued for former subscribers, oldest first. */
  restockMessages: StoreRestockMessage[];
  /** Notifications, oldest first. */
  messages: StoreMessage[];
  userDeliveries: StoreUserDelivery[];
  /** Staff changes, oldest first (the real API's staff_audit table). */
  staffAudit: StoreStaffAudit[];
  /** Bearer token -> member id. */
  sessions: Record<string, number>;
  certifications: StoreCertification[];
  certificationTokens: StoreCertificationToken[];
  signUpTickets: StoreSignUpTicket[];
  /** E-mail reset code -> member id. */
  passwordResets: Record<string, number>;
  /** The last id handed out per kind; new records count up from the scenario's highest id. */
  lastIds: Record<string, number>;
  /** Story-tab images and image versions staff saved, by product id (mocks/store/product-images.ts). */
  productImageEdits?: Record<number, { detailImages: string[] }>;
  /**
   * The options grid's own records (ADR 0044), made on its first save: retired combinations by
   * product id, kept out of productOptionDetails so the storefront never sees them (the product's
   * version is its own `updatedAt`, see product-version.ts).
   */
  optionGrid?: { retired: Record<number, ScenarioProductOptionDetail[]> };
  /** Staff members' saved order-desk views (docs/decisions/0049), made on the first save. */
  orderViews?: StoreOrderView[];
  /** The refunds desk's records (mocks/store/refund-desk.ts, ADR 0052), made on first use. */
  refundDesk?: StoreRefundDesk;
  /** Courier files requested and returned files read (mocks/store/courier.ts, ADR 0051), made on first use. */
  courier?: { exports: StoreCourierExport[]; imports: StoreCourierImport[] };
  /** Size charts by product id (mocks/store/size-guide.ts, ADR 0060), made from the scenario on first use; null once removed. */
  sizeCharts?: Record<number, StoreSizeChart | null>;
  /** Billing keys and charges of CHARGE_AT_CLOSE group purchases (mocks/store/billing.ts, ADR 0064), made on first use. */
  billing?: StoreBilling;
  /** Group purchases (mocks/store/campaigns.ts, ADR 0063), made on first use. */
  campaigns?: StoreCampaign[];
  /** Production freezes and sheet versions (mocks/store/production.ts, ADR 0066), made on first use. */
  production?: { frozenAt: Record<number, string>; sheets: StoreProductionSheet[] };
  /** Class orders (mocks/store/class-orders.ts, ADR 0065), made from the scenario on first use. */
  classOrders?: ScenarioClassOrder[];
}

/** One immutable production sheet version, as the real production_sheet row keeps it. */
export interface StoreProductionSheet {
  id: number;
  productId: number;
  version: number;
  trigger: T.ProductionSheetTrigger;
  rows: SheetContent;
  createdBy: string | null;
  createdAt: string;
}

/** A saved order-desk view: personal to its owner. */
export interface StoreOrderView {
  id: number;
  ownerId: number;
  name: string;
  filter: OrderLineFilter;
  sort: T.StaffOrderLineSort;
  createdAt: string;
}

/** Refunds staff owe buyers and members' cancel requests (mocks/store/refund-desk.ts). */
export interface StoreRefundDesk {
  refunds: {
    id: number;
    orderId: number;
    orderProductId: number;
    lineCount: number;
    amount: number;
    reason: string;
    status: T.StaffRefundStatus;
    attempts: number;
    lastError: string | null;
    /** When the retry sweep would try it next (domain/refund-desk/refund-retry.ts). */
    nextRetryAt: string | null;
    createdAt: string;
    doneAt: string | null;
  }[];
  requests: {
    id: number;
    orderProductId: number;
    userId: number;
    reason: string;
    status: T.OrderCancelRequestStatus;
    answer: string | null;
    createdAt: string;
    decidedAt: string | null;
  }[];
}

export interface StoreCourierExport {
  id: number;
  courier: T.CourierSheetCourier;
  format: T.CourierSheetFormat;
  status: T.CourierExportStatus;
  lineIds: number[];
  fileName: string;
  requestedBy: string;
  createdAt: string;
  finishedAt: string | null;
}

/** A returned file, kept as the cells its upload read (the bytes stay in the page). */
export interface StoreCourierImport {
  id: number;
  fileName: string;
  rows: (string | number | null)[][];
}


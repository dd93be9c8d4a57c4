export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /**
   * A point in time, ISO-8601 with an offset (graphql-scalars `DateTime`). The shop runs in Asia/Seoul;
   * clients format it with Intl in that zone.
   */
  DateTime: { input: string; output: string; }
};

/** An advertisement banner of the home page. */
export type Ad = {
  __typename: 'Ad';
  /** The banner id. */
  id: Scalars['Int']['output'];
  /** Beyond the spec: the banner image; null draws a coloured text banner. */
  imageUrl: Maybe<Scalars['String']['output']>;
  /** The headline of the banner. */
  primary: Scalars['String']['output'];
  /** The secondary line under the headline. */
  secondary: Maybe<Scalars['String']['output']>;
  /** Where the banner leads (an in-shop path or an outside address). */
  url: Scalars['String']['output'];
};

/** A session: the opaque bearer token and the member it belongs to. */
export type AuthPayload = {
  __typename: 'AuthPayload';
  /** When the token expires unless used again. */
  expiresAt: Scalars['DateTime']['output'];
  /** The opaque bearer token for the `authorization` header; valid 30 days, extended on use. */
  token: Scalars['String']['output'];
  /** The signed-in member. */
  user: User;
};

/**
 * Authority levels, lowest to highest. `User.authority` and `Product.productVisible` hold the
 * integer level (NORMAL 0, HIDDEN 1, ADMINHIDDEN 2, ADMIN 3); a negative user level means suspended.
 */
export type Authority =
  /** Level 3: co-op staff who operate the shop. */
  | 'ADMIN'
  /** Level 2: staff who see admin-hidden products but may not operate the shop. */
  | 'ADMINHIDDEN'
  /** Level 1: members allowed to see hidden products (for example a department's own group order). */
  | 'HIDDEN'
  /** Level 0: every member and anonymous visitor. */
  | 'NORMAL';

/** Whether an e-mail address or phone number can be used for a new account. */
export type Availability = {
  __typename: 'Availability';
  /** True when it can be used. */
  available: Scalars['Boolean']['output'];
  /** A Korean sentence explaining why not; null when available. */
  message: Maybe<Scalars['String']['output']>;
};

/** A bank for refunds, with its KFTC standard code. */
export type Bank = {
  __typename: 'Bank';
  /** The 3-digit KFTC code, for example 004. */
  code: Scalars['String']['output'];
  /** The bank's name, for example KB국민은행. */
  name: Scalars['String']['output'];
};

/** A billing key (PortOne v1 `customer_uid`) a member registered for a CHARGE_AT_CLOSE purchase. */
export type BillingKey = {
  __typename: 'BillingKey';
  /** The card's (or KakaoPay's) name as the provider reports it, for example 신한카드. */
  cardName: Maybe<Scalars['String']['output']>;
  /** When it was registered. */
  createdAt: Scalars['DateTime']['output'];
  /** The key id. */
  id: Scalars['Int']['output'];
  /** The card number's last four digits; null for KakaoPay. */
  last4: Maybe<Scalars['String']['output']>;
  /** How it was issued. */
  method: BillingKeyMethod;
};

/** How a billing key was issued. */
export type BillingKeyMethod =
  /** A credit or check card. */
  | 'card'
  /** KakaoPay (issued with an amount of 0). */
  | 'kakaopay';

/** What the payment window needs to issue a billing key (PortOne v1 `request_pay` with `customer_uid`). */
export type BillingKeyRequest = {
  __typename: 'BillingKeyRequest';
  /** Always 0: issuing a key charges nothing. */
  amount: Scalars['Int']['output'];
  /** The buyer's e-mail address. */
  buyerEmail: Scalars['String']['output'];
  /** The buyer's name. */
  buyerName: Scalars['String']['output'];
  /** The buyer's phone number. */
  buyerTel: Scalars['String']['output'];
  /** The billing key's id at the provider (customer_uid). */
  customerUid: Scalars['String']['output'];
  /** The merchant uid of the issuing request. */
  merchantUid: Scalars['String']['output'];
  /** The method. */
  method: BillingKeyMethod;
  /** The name shown in the payment window. */
  name: Scalars['String']['output'];
  /** The PG id (the KakaoPay PG for kakaopay). */
  pg: Scalars['String']['output'];
  /** Where the payment window returns on mobile (m_redirect_url). */
  redirectUrl: Scalars['String']['output'];
  /** The sandbox page; null when PortOne's SDK is configured. */
  sandboxUrl: Maybe<Scalars['String']['output']>;
};

/** A group purchase on one product (공동구매): a goal in units, a deadline and a settle mode. */
export type Campaign = {
  __typename: 'Campaign';
  /** When the close job settled it; null before. */
  closedAt: Maybe<Scalars['DateTime']['output']>;
  /** The deadline; taking part ends here and the close job settles the purchase. */
  closesAt: Scalars['DateTime']['output'];
  /** The campaign id. */
  id: Scalars['Int']['output'];
  /** The cap in units; null for none. */
  maxUnits: Maybe<Scalars['Int']['output']>;
  /** The goal in units; below it at the deadline the purchase fails. */
  minUnits: Scalars['Int']['output'];
  /** The viewer's confirmed units (0 when signed out). */
  myUnits: Scalars['Int']['output'];
  /** Caps per option combination. */
  optionCaps: Array<CampaignOptionCap>;
  /** At most this many units per member; null for none. */
  perMemberLimit: Maybe<Scalars['Int']['output']>;
  /** The product. */
  productId: Scalars['Int']['output'];
  /** The last day a personalised line can still be changed; production starts after it (defaults to `closesAt`). */
  productionFreezeAt: Scalars['DateTime']['output'];
  /** The live progress. */
  progress: CampaignProgress;
  /** How the money is settled. */
  settleMode: CampaignSettleMode;
  /** Where it stands. */
  status: CampaignStatus;
};

/** The billing-key charge of one CHARGE_AT_CLOSE order. */
export type CampaignCharge = {
  __typename: 'CampaignCharge';
  /** The amount charged (or to charge) in KRW. */
  amount: Scalars['Int']['output'];
  /** The billing key charged; the member may swap it until the last try. */
  billingKey: BillingKey;
  /** The campaign. */
  campaignId: Scalars['Int']['output'];
  /** The charge id. */
  id: Scalars['Int']['output'];
  /** The provider's last refusal, in its words; null when none. */
  lastError: Maybe<Scalars['String']['output']>;
  /** The most tries before the line is cancelled. */
  maxTries: Scalars['Int']['output'];
  /** The next try; null unless RETRYING. */
  nextTryAt: Maybe<Scalars['DateTime']['output']>;
  /** The order. */
  orderId: Scalars['Int']['output'];
  /** Where it stands. */
  status: CampaignChargeStatus;
  /** Tries made so far. */
  tries: Scalars['Int']['output'];
};

/** What happened to one billing-key charge of a CHARGE_AT_CLOSE group purchase. */
export type CampaignChargeStatus =
  /** Every try was refused, or the campaign failed: the line is cancelled and nothing was charged. */
  | 'CANCELLED'
  /** Charged at the close (or at a retry). */
  | 'PAID'
  /** A billing key is registered; nothing is charged before the close. */
  | 'REGISTERED'
  /** The last charge was refused; it is tried again at `nextTryAt`. */
  | 'RETRYING';

/** A cap on one option combination of a group purchase. */
export type CampaignOptionCap = {
  __typename: 'CampaignOptionCap';
  /** Confirmed units of the combination so far. */
  confirmedUnits: Scalars['Int']['output'];
  /** At most this many units of the combination. */
  maxUnits: Scalars['Int']['output'];
  /** The option combination. */
  productOptionDetailId: Scalars['Int']['output'];
};

/** A cap on one option combination. */
export type CampaignOptionCapInput = {
  /** At most this many units, at least 1. */
  maxUnits: Scalars['Int']['input'];
  /** The option combination. */
  productOptionDetailId: Scalars['Int']['input'];
};

/** One member's part in a group purchase, for staff (names only). */
export type CampaignParticipant = {
  __typename: 'CampaignParticipant';
  /** The charge's status (CHARGE_AT_CLOSE only). */
  chargeStatus: Maybe<CampaignChargeStatus>;
  /** How many. */
  count: Scalars['Int']['output'];
  /** The embroidery (free-text inputs) in their order. */
  inputs: Array<Scalars['String']['output']>;
  /** The member's name. */
  name: Scalars['String']['output'];
  /** The option combination's text, for example L / 네이비. */
  optionText: Maybe<Scalars['String']['output']>;
  /** The order. */
  orderId: Scalars['Int']['output'];
  /** The order line. */
  orderProductId: Scalars['Int']['output'];
  /** The line's status. */
  status: OrderProductStatus;
};

/** One page of a campaign's participants. */
export type CampaignParticipantPage = {
  __typename: 'CampaignParticipantPage';
  /** The participants, in order of joining. */
  items: Array<CampaignParticipant>;
  /** How many in all. */
  total: Scalars['Int']['output'];
};

/** How far a group purchase has come (domain/campaign/progress.ts). */
export type CampaignProgress = {
  __typename: 'CampaignProgress';
  /** Confirmed units: paid lines (PAY_NOW) or lines with a registered billing key (CHARGE_AT_CLOSE). */
  confirmedUnits: Scalars['Int']['output'];
  /** Whether `confirmedUnits` reached the goal. */
  goalReached: Scalars['Boolean']['output'];
  /** Members with at least one confirmed unit. */
  participants: Scalars['Int']['output'];
  /** Units ordered by virtual account and not deposited yet; not counted in `confirmedUnits`. */
  pendingUnits: Scalars['Int']['output'];
  /** Units left before the cap; null without a cap. */
  remainingUnits: Maybe<Scalars['Int']['output']>;
};

/** How a group purchase settles its money (docs/product-rules.md#group-purchases). */
export type CampaignSettleMode =
  /** Students register a billing key (card or KakaoPay) at order time; nothing is charged until a successful close. */
  | 'CHARGE_AT_CLOSE'
  /** Students pay at order time; a missed goal refunds every paid line in full (points and delivery fee included). */
  | 'PAY_NOW';

/** Where a group purchase stands. */
export type CampaignStatus =
  /** The deadline passed (or staff closed it) and the close job is settling it. */
  | 'CLOSING'
  /** The goal was reached: production starts (공동구매 확정). */
  | 'CONFIRMED'
  /** The goal was missed or staff cancelled it: paid lines refunded, nothing charged. */
  | 'FAILED'
  /** Taking part is open until `closesAt`. */
  | 'OPEN'
  /** Not open yet: the product's sale window has not started. */
  | 'SCHEDULED';

/** A line to cancel. */
export type CancelOrderProductInput = {
  /** Why, in the member's words. */
  cancelReason: Scalars['String']['input'];
  /** The line. */
  orderProductId: Scalars['Int']['input'];
};

/** What cancelling a line would refund, shown before the member confirms. */
export type CancelPreview = {
  __typename: 'CancelPreview';
  /** Points to be earned that are dropped. */
  droppedReservedPoint: Scalars['Int']['output'];
  /** True when a refund account is needed (virtual-account payments) and the order has none yet. */
  needsRefundAccount: Scalars['Boolean']['output'];
  /** The line. */
  orderProductId: Scalars['Int']['output'];
  /** The delivery fee refunded with it (only when the whole delivery group is cancelled). */
  refundDeliveryFee: Scalars['Int']['output'];
  /** The points given back. */
  refundPoint: Scalars['Int']['output'];
  /** The amount refunded to the payment method. */
  refundPrice: Scalars['Int']['output'];
};

/** One line of the viewer's cart: a product, an option combination, the buyer's inputs and a count. */
export type Cart = {
  __typename: 'Cart';
  /** How many. */
  count: Scalars['Int']['output'];
  /** When the line was added. */
  createdAt: Scalars['DateTime']['output'];
  /** The delivery template the line ships under. */
  deliveryTemplate: DeliveryTemplate;
  /** The delivery template id. */
  deliveryTemplateId: Scalars['Int']['output'];
  /** The cart line id. */
  id: Scalars['Int']['output'];
  /** Beyond the spec: the Korean reason the line cannot be ordered now (sold out, sale ended …); null when it can. */
  problem: Maybe<Scalars['String']['output']>;
  /** The product. */
  product: Product;
  /** The product id. */
  productId: Scalars['Int']['output'];
  /** The chosen option combination; null for a product without options. */
  productOptionDetail: Maybe<ProductOptionDetail>;
  /** The chosen option combination's id. */
  productOptionDetailId: Maybe<Scalars['Int']['output']>;
  /** The first option axis's id. */
  productOptionId0: Maybe<Scalars['Int']['output']>;
  /** The second option axis's id. */
  productOptionId1: Maybe<Scalars['Int']['output']>;
  /** The third option axis's id. */
  productOptionId2: Maybe<Scalars['Int']['output']>;
  /** The buyer's text for the first option input. */
  productOptionInput0: Maybe<Scalars['String']['output']>;
  /** The buyer's text for the second option input. */
  productOptionInput1: Maybe<Scalars['String']['output']>;
  /** The buyer's text for the third option input. */
  productOptionInput2: Maybe<Scalars['String']['output']>;
  /** Whether the line is selected for ordering; only selected lines count in the totals. */
  selected: Scalars['Boolean']['output'];
  /** Beyond the spec: the unit list price (price + option extra). */
  unitPrice: Scalars['Int']['output'];
  /** Beyond the spec: the unit sale price (salePrice + option extra). */
  unitSalePrice: Scalars['Int']['output'];
  /** The owner's member id. */
  userId: Scalars['Int']['output'];
};

/** The lines of one delivery template, with the group's fee. */
export type CartGroup = {
  __typename: 'CartGroup';
  /** The lines of the group. */
  carts: Array<Cart>;
  /** The group's delivery fee over its selected lines. */
  deliveryFee: Scalars['Int']['output'];
  /** The delivery template. */
  deliveryTemplate: DeliveryTemplate;
  /** CONDITIONALFREE: how much more makes delivery free; null when already free or not applicable. */
  freeDeliveryRemaining: Maybe<Scalars['Int']['output']>;
  /** The group's discounted subtotal over its selected lines. */
  subtotal: Scalars['Int']['output'];
};

/** The viewer's cart with its totals (selected lines only, docs/product-rules.md#cart-and-delivery-fees). */
export type CartSummary = {
  __typename: 'CartSummary';
  /** The lines grouped by delivery template. */
  cartsGroupedByDeliveryTemplate: Array<CartGroup>;
  /** Beyond the spec: how many lines in all (for the header's cart count). */
  count: Scalars['Int']['output'];
  /** The sum of the groups' delivery fees. */
  deliveryFee: Scalars['Int']['output'];
  /** The sum of (list price - sale price) x count. */
  discountFee: Scalars['Int']['output'];
  /** Beyond the spec: totalPrice - discountFee + deliveryFee, before points. */
  payablePrice: Scalars['Int']['output'];
  /** Beyond the spec: how many lines are selected. */
  selectedCount: Scalars['Int']['output'];
  /** The sum of list price x count. */
  totalPrice: Scalars['Int']['output'];
};

/** What a phone certification is for; each purpose has its own codes and rules. */
export type CertificationPurpose =
  /** Sign-up: the number must not belong to a member. */
  | 'CREATE_ACCOUNT'
  /** Confirming the number the viewer already uses. */
  | 'PHONE_CERTIFICATION'
  /** Password reset: the number must belong to a member. */
  | 'RESET_PASSWORD'
  /** Changing the viewer's number: the new number must not belong to a member. */
  | 'UPDATE_TEL';

/** A one-use certification token, proof that the phone number was certified. */
export type CertificationToken = {
  __typename: 'CertificationToken';
  /** The token expires at this time (10 minutes). */
  expiresAt: Scalars['DateTime']['output'];
  /** The certified number in E.164. */
  tel: Scalars['String']['output'];
  /** The token that createUser, updateUserTel or resetPassword consumes. */
  token: Scalars['String']['output'];
};

/** A request for a certification code by SMS. */
export type CertifyTelInput = {
  /** The country dialing code, for example +82 (default +82). */
  countryDialingCode: InputMaybe<Scalars['String']['input']>;
  /** What the certification is for. */
  purpose: CertificationPurpose;
  /** The phone number without the dialing code, for example 010-1234-5678. */
  tel: Scalars['String']['input'];
};

/** A code was sent. */
export type CertifyTelResult = {
  __typename: 'CertifyTelResult';
  /** The code expires at this time (3 minutes after sending). */
  expiresAt: Scalars['DateTime']['output'];
  /** A new code can be requested from this time (60 seconds after sending). */
  resendAvailableAt: Scalars['DateTime']['output'];
};

/** A code to check. */
export type CertifyTelWithTokenInput = {
  /** The 6-digit code from the SMS. */
  code: Scalars['String']['input'];
  /** The country dialing code (default +82). */
  countryDialingCode: InputMaybe<Scalars['String']['input']>;
  /** What the certification is for (the same as when the code was sent). */
  purpose: CertificationPurpose;
  /** The phone number the code was sent to. */
  tel: Scalars['String']['input'];
};

/** An e-mail address to check. */
export type CheckEmailInput = {
  /** The e-mail address. */
  email: Scalars['String']['input'];
};

/** A phone number to check. */
export type CheckTelInput = {
  /** The country dialing code, for example +82 (default +82). */
  countryDialingCode: InputMaybe<Scalars['String']['input']>;
  /** The phone number without the dialing code, digits and dashes, for example 010-1234-5678. */
  tel: Scalars['String']['input'];
};

/**
 * Stock kept aside for a member while they check out a product behind a waiting room
 * (docs/product-rules.md#held-stock, ADR 0076). The units are already out of the stock other
 * students see; they go back when the hold ends unpaid. One hold per member and product.
 */
export type CheckoutHold = {
  __typename: 'CheckoutHold';
  /** When the units go back to stock unless the order is paid by then. */
  expiresAt: Scalars['DateTime']['output'];
  /** True once the hold was extended for a pending payment (it is extended once, when the order is placed). */
  extended: Scalars['Boolean']['output'];
  /** The stock rows held, one per option combination. */
  lines: Array<CheckoutHoldLine>;
  /** The order paying for the units once it is placed (payment pending); null while the member is still checking out. */
  orderId: Maybe<Scalars['Int']['output']>;
  /** The held product: also the handle `releaseCheckoutHold` takes. */
  productId: Scalars['Int']['output'];
  /** The product's name. */
  productName: Scalars['String']['output'];
};

/** One stock row a checkout hold keeps aside: a product, or one of its option combinations. */
export type CheckoutHoldLine = {
  __typename: 'CheckoutHoldLine';
  /** The combination's option text (e.g. "블랙 / L"); null for a product without combinations. */
  optionText: Maybe<Scalars['String']['output']>;
  /** The option combination; null for a product without combinations. */
  productOptionDetailId: Maybe<Scalars['Int']['output']>;
  /** Units kept aside for the member. */
  units: Scalars['Int']['output'];
};

/** A class order on a GROUPORDER product, opened by a class representative and shared by one link. */
export type ClassOrder = {
  __typename: 'ClassOrder';
  /** The class, for example 23학번 or 2반. */
  className: Scalars['String']['output'];
  /** The deadline; the roster locks here. */
  closesAt: Scalars['DateTime']['output'];
  /** The link's code: `/class/<code>`. */
  code: Scalars['String']['output'];
  /** The department, for example 경영학과. */
  department: Scalars['String']['output'];
  /** The class order id. */
  id: Scalars['Int']['output'];
  /** Whether the viewer is the representative. */
  isRepresentative: Scalars['Boolean']['output'];
  /** Members who joined (a line ordered through the link), paid or not. */
  joinedCount: Scalars['Int']['output'];
  /** The viewer's line in the class order; null when they have not joined. */
  myOrderProduct: Maybe<OrderProduct>;
  /** When the representative may send the next reminder; null when they may now (or are not the representative). */
  nextReminderAt: Maybe<Scalars['DateTime']['output']>;
  /** Members whose line is paid. */
  paidCount: Scalars['Int']['output'];
  /** The pickup point the class collects at. */
  pickupPoint: PickupPoint;
  /** The product, with its options and embroidery inputs. */
  product: Product;
  /** The product. */
  productId: Scalars['Int']['output'];
  /** The representative's name. */
  representativeName: Scalars['String']['output'];
  /** Where it stands. */
  status: ClassOrderStatus;
};

/** A class order's roster with its totals by size. */
export type ClassOrderRoster = {
  __typename: 'ClassOrderRoster';
  /** The class order. */
  classOrder: ClassOrder;
  /** The classmates, in order of joining. */
  entries: Array<ClassOrderRosterEntry>;
  /** Units per option combination text, paid and unpaid. */
  sizes: Array<ClassOrderSizeCount>;
};

/** One classmate on a class order's roster, as the representative sees it: names only, never phones or addresses. */
export type ClassOrderRosterEntry = {
  __typename: 'ClassOrderRosterEntry';
  /** How many. */
  count: Scalars['Int']['output'];
  /** The embroidery (free-text inputs) in their order. */
  inputs: Array<Scalars['String']['output']>;
  /** The classmate's name. */
  name: Scalars['String']['output'];
  /** The option combination's text, for example L / 네이비. */
  optionText: Maybe<Scalars['String']['output']>;
  /** The order line. */
  orderProductId: Scalars['Int']['output'];
  /** Whether the line is paid. */
  paid: Scalars['Boolean']['output'];
  /** The line's status. */
  status: OrderProductStatus;
};

/** Units of one option combination in a class order. */
export type ClassOrderSizeCount = {
  __typename: 'ClassOrderSizeCount';
  /** The option combination's text. */
  optionText: Scalars['String']['output'];
  /** Units paid. */
  paidUnits: Scalars['Int']['output'];
  /** Units ordered. */
  units: Scalars['Int']['output'];
};

/** Where a class order (과대표 단체주문) stands. */
export type ClassOrderStatus =
  /** The representative (or staff) cancelled it before anyone paid. */
  | 'CANCELLED'
  /** The deadline passed: the roster is locked. */
  | 'LOCKED'
  /** Classmates can join until `closesAt`. */
  | 'OPEN';

/** A country's telephone dialing code, offered when certifying a phone number. */
export type CountryDialingCode = {
  __typename: 'CountryDialingCode';
  /** The dialing code with its plus sign, for example +82. */
  code: Scalars['String']['output'];
  /** The row id. */
  id: Scalars['Int']['output'];
  /** A small flag image; null when none is stored. */
  imageUrl: Maybe<Scalars['String']['output']>;
  /** ISO 3166-1 alpha-2 country code, for example KR. */
  isoCode: Scalars['String']['output'];
  /** The country's name in Korean, for example 대한민국. */
  name: Scalars['String']['output'];
};

/** Beyond the spec: one requested courier file. */
export type CourierExport = {
  __typename: 'CourierExport';
  /** Whose sheet layout it follows. */
  courier: CourierSheetCourier;
  /** When staff asked for it. */
  createdAt: Scalars['DateTime']['output'];
  /**
   * Where staff of this shop download the file once DONE: an address that needs the staff's own
   * sign-in (send the bearer token), null before.
   */
  downloadPath: Maybe<Scalars['String']['output']>;
  /** Why it failed, in Korean; null otherwise. */
  error: Maybe<Scalars['String']['output']>;
  /** The file's name as staff save it. */
  fileName: Scalars['String']['output'];
  /** When the file was written (or failed); null while queued or running. */
  finishedAt: Maybe<Scalars['DateTime']['output']>;
  /** XLSX or CSV. */
  format: CourierSheetFormat;
  /** The export id. */
  id: Scalars['Int']['output'];
  /** Who asked for it (null once that account is gone). */
  requestedBy: Maybe<Scalars['String']['output']>;
  /** Lines written; null until the job is done. */
  rowCount: Maybe<Scalars['Int']['output']>;
  /** QUEUED, RUNNING, DONE or FAILED. */
  status: CourierExportStatus;
};

/** Beyond the spec: where a courier export stands; a background job writes the file. */
export type CourierExportStatus =
  /** The file is ready to download. */
  | 'DONE'
  /** The job failed; request the export again. */
  | 'FAILED'
  /** Waiting for the background job. */
  | 'QUEUED'
  /** The job is writing the file. */
  | 'RUNNING';

/**
 * Beyond the spec: the courier spreadsheet round trip (docs/decisions/0051-courier-spreadsheets.md).
 * The couriers whose bulk booking sheets the shop writes and reads.
 */
export type CourierSheetCourier =
  /** CJ대한통운 */
  | 'CJ'
  /** 우체국택배 */
  | 'EPOST'
  /** 한진택배 */
  | 'HANJIN'
  /** 롯데택배 */
  | 'LOTTE';

/** Beyond the spec: the file type of a courier export. */
export type CourierSheetFormat =
  /** UTF-8 with a byte order mark, so Excel opens the Korean correctly. */
  | 'CSV'
  /** An Excel workbook (.xlsx). */
  | 'XLSX';

/** A line to add. An identical product, option combination and inputs merges into the existing line. */
export type CreateCartInput = {
  /** How many, at least 1. */
  count: Scalars['Int']['input'];
  /** The product. */
  productId: Scalars['Int']['input'];
  /** The option combination; required when the product has option details. */
  productOptionDetailId: InputMaybe<Scalars['Int']['input']>;
  /** The texts for the product's option inputs, in their order. */
  productOptionInputs: InputMaybe<Array<Scalars['String']['input']>>;
};

/** A new review of a completed line. */
export type CreateReviewInput = {
  /** One answer per question of the product's review type. */
  answers: InputMaybe<Array<ReviewAnswerInput>>;
  /** Height in cm, 100-250. */
  height: InputMaybe<Scalars['Int']['input']>;
  /** Up to 5 photo URLs from `upload`. */
  images: InputMaybe<Array<Scalars['String']['input']>>;
  /** 10-1,000 characters. */
  note: Scalars['String']['input'];
  /** The completed line, the viewer's own, without a review, within 90 days. */
  orderProductId: Scalars['Int']['input'];
  /** 1-5. */
  rating: Scalars['Int']['input'];
  /** The size bought. */
  size: InputMaybe<Scalars['String']['input']>;
  /** Weight in kg, 20-300. */
  weight: InputMaybe<Scalars['Int']['input']>;
};

/** A new member. Either `certificationToken` (phone certified for CREATE_ACCOUNT) or `signUpTicket` (social sign-up) is required. */
export type CreateUserInput = {
  /** The admission year, 1950 to next year. */
  admissionYear: InputMaybe<Scalars['Int']['input']>;
  /** Agreement to the terms of use and the privacy policy; must be true. */
  agreeTerms: Scalars['Boolean']['input'];
  /** The birth year. */
  birthYear: InputMaybe<Scalars['Int']['input']>;
  /** The token from `certifyTelWithToken` with purpose CREATE_ACCOUNT. */
  certificationToken: InputMaybe<Scalars['String']['input']>;
  /** The e-mail address (unique regardless of case). */
  email: Scalars['String']['input'];
  /** The gender (default NOT_SET). */
  gender: InputMaybe<Gender>;
  /** Consent to marketing messages. */
  marketing: Scalars['Boolean']['input'];
  /** The name, 2-20 characters. */
  name: Scalars['String']['input'];
  /** The password: 8-64 characters with a letter and a digit. Omitted for a social sign-up. */
  password: InputMaybe<Scalars['String']['input']>;
  /** Another member's recommendation code; both get points when it is valid. */
  recommendationCode: InputMaybe<Scalars['String']['input']>;
  /** The ticket from `loginWithSocial` for a social sign-up. */
  signUpTicket: InputMaybe<Scalars['String']['input']>;
  /** The university (tenant) id; defaults to the deployment's own tenant. */
  universityId: InputMaybe<Scalars['Int']['input']>;
  /** The user type id (see `userTypes`). */
  userTypeId: Scalars['Int']['input'];
};

/** The result of creating a member. */
export type CreateUserResult = {
  __typename: 'CreateUserResult';
  /** The new member's id. */
  id: Scalars['Int']['output'];
  /** Beyond the spec: a bearer token, so the new member is signed in at once. */
  token: Scalars['String']['output'];
  /** Beyond the spec: the new member. */
  user: User;
};

/** How a group of products ships: its fee rule, addresses and return and exchange fees. */
export type DeliveryTemplate = {
  __typename: 'DeliveryTemplate';
  /** CONDITIONALFREE: the discounted subtotal from which delivery is free. */
  condition: Scalars['Int']['output'];
  /** When the template was created. */
  createdAt: Scalars['DateTime']['output'];
  /** The base fee in KRW (PAY, CONDITIONALFREE, BYQUANTITY with a repeat unit). */
  deliveryFee: Scalars['Int']['output'];
  /** The fee rule. */
  deliveryType: DeliveryType;
  /** The round-trip exchange fee in KRW. */
  exchangeFee: Scalars['Int']['output'];
  /** The template id. */
  id: Scalars['Int']['output'];
  /** The template's name. */
  name: Scalars['String']['output'];
  /** BYQUANTITY: the repeat unit (fee per started unit); 0 means the tiers apply. */
  quantity: Scalars['Int']['output'];
  /** BYQUANTITY tiers: up to this many items cost quantityPrice0. */
  quantityCount0: Scalars['Int']['output'];
  /** BYQUANTITY tiers: up to this many items cost quantityPrice1. */
  quantityCount1: Scalars['Int']['output'];
  /** BYQUANTITY tiers: the upper count of the last tier (informational; more items cost quantityPrice2). */
  quantityCount2: Scalars['Int']['output'];
  /** BYQUANTITY tiers: the fee of the first tier. */
  quantityPrice0: Scalars['Int']['output'];
  /** BYQUANTITY tiers: the fee of the second tier. */
  quantityPrice1: Scalars['Int']['output'];
  /** BYQUANTITY tiers: the fee above the second tier. */
  quantityPrice2: Scalars['Int']['output'];
  /** Where returns go. */
  returnAddress: Scalars['String']['output'];
  /** The one-way return fee in KRW charged for a change of mind. */
  returnFee: Scalars['Int']['output'];
  /** Where the goods ship from. */
  shippingAddress: Scalars['String']['output'];
  /** When the template last changed. */
  updatedAt: Scalars['DateTime']['output'];
};

/** How a delivery template computes a group's delivery fee (docs/product-rules.md#cart-and-delivery-fees). */
export type DeliveryType =
  /** By quantity: `deliveryFee` per started `quantity` items, or the three quantity tiers when `quantity` is 0. */
  | 'BYQUANTITY'
  /** Free when the group's discounted subtotal reaches `condition`, else `deliveryFee`. */
  | 'CONDITIONALFREE'
  /** Always free. */
  | 'FREE'
  /** `deliveryFee` once per group. */
  | 'PAY';

/** The education degree a user type stands for. */
export type EduDegree =
  /** Undergraduate. */
  | 'BACHELOR'
  /** Not applicable (staff, alumni). */
  | 'NOT_SET'
  /** Graduate school. */
  | 'POST_GRADUATE';

/**
 * The stable error codes found in `errors[].extensions.code`. Beyond the spec: clients switch on
 * these, never on the Korean message. Returned by `errorCodes` so that the list is part of the contract.
 */
export type ErrorCode =
  /** The account is suspended (negative authority) or withdrawn; the client signs out at once. */
  | 'ACCOUNT_SUSPENDED'
  /** An argument is malformed or out of range; the message names the field. */
  | 'BAD_USER_INPUT'
  /** A phone certification code or token is wrong, expired or used up. */
  | 'CERTIFICATION_FAILED'
  /** The same thing already exists (an email, a phone number, a subscription). */
  | 'CONFLICT'
  /** An outside service (payment, SMS, e-mail, social login, storage) failed. */
  | 'EXTERNAL_SERVICE_ERROR'
  /** The viewer may not touch this object or operation. */
  | 'FORBIDDEN'
  /** The query itself is invalid (unknown field, wrong variable type, too deep or too costly). */
  | 'GRAPHQL_VALIDATION_FAILED'
  /** The point balance does not cover the requested use. */
  | 'INSUFFICIENT_POINTS'
  /** An unexpected failure; the message is generic and `extensions.requestId` finds the log. */
  | 'INTERNAL_SERVER_ERROR'
  /** The order or line is in a state that does not allow this change. */
  | 'INVALID_STATE'
  /** Email or password is wrong, or the account is locked after repeated failures. */
  | 'LOGIN_FAILED'
  /** The object does not exist or is not visible to the viewer. */
  | 'NOT_FOUND'
  /** The feature exists in the contract but this server does not implement it yet. */
  | 'NOT_IMPLEMENTED'
  /** A product or option is not purchasable now (sale window, visibility). */
  | 'NOT_PURCHASABLE'
  /** Not enough stock for the requested quantity. */
  | 'OUT_OF_STOCK'
  /** The payment could not be verified with the payment provider, or its amount does not match. */
  | 'PAYMENT_VERIFICATION_FAILED'
  /** Too many attempts; the message says when to try again. */
  | 'RATE_LIMITED'
  /** The request needs a signed-in member (로그인이 필요합니다). */
  | 'UNAUTHENTICATED';

/** A member's gender as they chose to state it. */
export type Gender =
  /** Female. */
  | 'FEMALE'
  /** Male. */
  | 'MALE'
  /** Not stated. */
  | 'NOT_SET';

/** Beyond the spec: one modern format's files of an image, for a `<source>` of a `<picture>`. */
export type ImageSource = {
  __typename: 'ImageSource';
  /** The files with their widths, `url 360w, url 720w`, for the `srcset` attribute. */
  srcset: Scalars['String']['output'];
  /** The media type: image/avif or image/webp. */
  type: Scalars['String']['output'];
};

/** A classmate's line through the link: size and embroidery; they pay for themselves. */
export type JoinClassOrderInput = {
  /** The link's code. */
  code: Scalars['String']['input'];
  /** How many (1 up to the product's per-member limit). */
  count: Scalars['Int']['input'];
  /** The option combination; null for a product without options. */
  productOptionDetailId: InputMaybe<Scalars['Int']['input']>;
  /** The embroidery texts, in the product's input order (checked by each input's rule, e.g. initials `^[A-Z]{1,3}$`). */
  productOptionInputs: InputMaybe<Array<Scalars['String']['input']>>;
};

/** E-mail and password. */
export type LoginInput = {
  /** The e-mail address (case does not matter). */
  email: Scalars['String']['input'];
  /** The password. */
  password: Scalars['String']['input'];
};

/** One notification the shop sent (or is about to send) to a member. */
export type Message = {
  __typename: 'Message';
  /** How it was (or is being) sent; null before the first attempt. */
  channel: Maybe<MessageChannel>;
  /** When the event queued it. */
  createdAt: Scalars['DateTime']['output'];
  /** The message id. */
  id: Scalars['Int']['output'];
  /** Transactional or marketing. */
  purpose: MessagePurpose;
  /** When the provider accepted it; null until then. */
  sentAt: Maybe<Scalars['DateTime']['output']>;
  /** Where the message stands. */
  status: MessageStatus;
  /** The template, for example ORDER_PLACED or SHIPPED. */
  template: Scalars['String']['output'];
  /** The message's text as the member receives it. */
  text: Scalars['String']['output'];
  /** The template's title in Korean, for example 주문 접수 · 입금 안내. */
  title: Scalars['String']['output'];
};

/** How a message reached the member. */
export type MessageChannel =
  /** KakaoTalk 알림톡 (Solapi sends it as SMS/LMS itself when the member has no KakaoTalk). */
  | 'ALIMTALK'
  /** E-mail: the template's text and its HTML layout. */
  | 'EMAIL'
  /** A text message: the template's text by SMS/LMS, also the fallback for a refused 알림톡. */
  | 'SMS';

/** One page of a member's messages, newest first. */
export type MessagePage = {
  __typename: 'MessagePage';
  /** The messages of this page (10 per page). */
  items: Array<Message>;
  /** How many messages in all. */
  total: Scalars['Int']['output'];
};

/** Whether a message is transactional (always sent) or marketing (consent and quiet hours). */
export type MessagePurpose =
  /** Advertising: only with marketing consent, never 21:00-08:00 Korean time. */
  | 'MARKETING'
  /** About the member's own order, account or request: always sent. */
  | 'TRANSACTIONAL';

/** Where a message stands (docs/decisions/0040-notifications.md). */
export type MessageStatus =
  /** Every attempt failed, or a crashed send could not be confirmed; staff may resend it. */
  | 'FAILED'
  /** Waiting for the sender (also while a marketing message waits out quiet hours, or between retries). */
  | 'QUEUED'
  /** A worker is sending it now. */
  | 'SENDING'
  /** The provider accepted it. */
  | 'SENT'
  /** Not sent on purpose: the member withdrew, or a marketing message lacked consent. */
  | 'SKIPPED';

/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type Mutation = {
  __typename: 'Mutation';
  /** Wishes a product the viewer can see; wishing it again changes nothing. Returns the product. */
  addWish: Product;
  /** Cancels a class order nobody has paid into yet (its representative or staff). */
  cancelClassOrder: ClassOrder;
  /** Cancels a READY or PAID line: refunds its paidPrice (partial cancel), returns its points, gives stock back. */
  cancelOrderProduct: OrderProduct;
  /** Sends a 6-digit code by SMS. 60 s between sends; at most 5 sends per number and per client address an hour. */
  certifyTel: CertifyTelResult;
  /** Checks the code; a correct one yields a certification token. Five wrong tries void the code. */
  certifyTelWithToken: CertificationToken;
  /** Whether an e-mail address can be used for a new account. */
  checkWhetherAvailableEmail: Availability;
  /** Whether a phone number can be used for a new account. */
  checkWhetherAvailableTel: Availability;
  /** Adds a line to the viewer's cart (or raises the count of an identical line). */
  createCart: Cart;
  /** Beyond the spec: 구매하기: replaces the viewer's direct lines (hidden from the cart and its count) with these rows, for a checkout of exactly them (docs/decisions/0057). All or nothing. */
  createDirectCarts: Array<Cart>;
  /**
   * Asks to be told when a sold-out product (no optionId) or one sold-out option combination of it
   * (optionId) is back; once per member, product and combination.
   */
  createProductRestockNotification: ProductRestockNotification;
  /** Writes a review of a completed line; it waits for staff (READY). */
  createReview: Review;
  /** Creates a member and signs them in; sign-up points (and recommendation points) are booked. */
  createUser: CreateUserResult;
  /** Withdraws the viewer's restock subscription for a product or one combination; true when one was removed. */
  deleteProductRestockNotification: Scalars['Boolean']['output'];
  /** Sends a password-reset code by e-mail. Always true, so that it reveals nothing about which addresses exist. */
  findPassword: Scalars['Boolean']['output'];
  /**
   * Joins a class order: puts the chosen line in a direct cart (as 구매하기 does) and returns it;
   * the classmate then checks out and pays for themselves. One line per member per class order.
   */
  joinClassOrder: Array<Cart>;
  /** Joins a product's waiting room: signed-in, phone-certified members, once each, while the queue is open. */
  joinWaitingRoom: WaitingRoomTicket;
  /** Signs in with e-mail and password. Five failures in 15 minutes lock the account and the client address for 15 minutes. */
  login: AuthPayload;
  /** Exchanges a social authorization code: signs a linked member in, or returns the e-mail and a sign-up ticket. */
  loginWithSocial: SocialLoginResult;
  /** Opens a class order on a GROUPORDER product; the viewer becomes its representative. */
  openClassOrder: ClassOrder;
  /**
   * Verifies a payment with the payment provider (merchant uid and amount) and applies it once:
   * paid -> PAID, virtual account issued -> READY with its account, failed -> CANCELLED with stock
   * and points back. Idempotent, like the webhook.
   */
  payOrder: Order;
  /**
   * Places an order from cart lines in one transaction: lines, stock taken, points held, a unique
   * mUid and paidPrice. A point-only order is PAID at once.
   */
  placeOrder: PlaceOrderResult;
  /**
   * Verifies the issued billing key with the provider and registers it on the order once: the line
   * counts toward the goal and nothing is charged before the close. Before the last try of a
   * refused charge, it swaps the card instead. Idempotent.
   */
  registerBillingKey: Order;
  /** Gives a hold's units back to stock now (the member left checkout). Refused once its order is placed: the payment decides then. */
  releaseCheckoutHold: CheckoutHold;
  /** Sends one reminder to the classmates who joined and have not paid; once a day per class order. */
  remindClassOrder: ClassOrder;
  /** Removes lines from the viewer's cart; returns the removed ids. */
  removeCarts: Array<Scalars['Int']['output']>;
  /** Takes a product off the viewer's wishlist; removing one not there changes nothing. Returns the product. */
  removeWish: Product;
  /** Starts issuing a billing key for one of the viewer's CHARGE_AT_CLOSE orders; returns what the payment window needs. */
  requestBillingKey: BillingKeyRequest;
  /** Beyond the spec: the member asks staff to cancel a PREPARING line of their own. */
  requestOrderProductCancel: OrderCancelRequest;
  /** A member asks to have their uncollected pickup lines shipped instead (after the pickup day). */
  requestPickupShipping: Order;
  /** Sets a new password with the code sent by `findPassword` or a RESET_PASSWORD certification token; signs out every session. */
  resetPassword: Scalars['Boolean']['output'];
  /** Withdraws the viewer's account: personal data anonymized, order records kept, points forfeited, sessions revoked. */
  resignUser: Scalars['Boolean']['output'];
  /** Beyond the spec, ADMIN only: grants or takes points as a ledger row with a reason; taking more than the balance is INSUFFICIENT_POINTS. */
  staffAdjustPoints: StaffMember;
  /** Beyond the spec, ADMIN only: answers a review. */
  staffAnswerReview: Review;
  /**
   * Beyond the spec: ships every planned row of an uploaded courier file through the staff ship step,
   * each line on its own; applying the same file again changes nothing. ADMIN only.
   */
  staffApplyTrackingImport: TrackingImport;
  /** Beyond the spec: approves a member's cancel request: the line is cancelled and refunded (ADMIN). */
  staffApproveCancelRequest: StaffCancelResult;
  /** Beyond the spec: staff cancel READY, PAID or PREPARING lines of one order and refund them (ADMIN). */
  staffCancelOrderProducts: StaffCancelResult;
  /** Staff (level 3): checks lines off as handed out: COMPLETED, which turns reserved purchase points into GAIN. Idempotent. */
  staffCheckOffPickup: PickupRoster;
  /** Staff (level 3): closes an OPEN campaign now, confirmed or cancelled; the close job settles it once. */
  staffCloseCampaign: StaffCampaign;
  /** Beyond the spec, ADMIN only: completes a DELIVERING (or group-pickup PREPARING) line; reserved points become GAIN. */
  staffCompleteOrderProduct: OrderProduct;
  /** Beyond the spec, ADMIN only: completes DELIVERING (or group-pickup PREPARING) lines, each on its own. */
  staffCompleteOrderProducts: StaffBulkResult;
  /** Beyond the spec, ADMIN only: confirms a PAID line (PREPARING, `check`). */
  staffConfirmOrderProduct: OrderProduct;
  /** Beyond the spec, ADMIN only: confirms PAID lines (PREPARING), each line on its own; at most 500. */
  staffConfirmOrderProducts: StaffBulkResult;
  /** ADMIN only: adds a banner at the end of the order. */
  staffCreateAd: StaffAd;
  /** Beyond the spec, ADMIN: creates a main category, or a sub category last under its main category. */
  staffCreateCategory: StaffCategory;
  /** Beyond the spec, ADMIN: creates a delivery template. */
  staffCreateDeliveryTemplate: StaffDeliveryTemplate;
  /** Beyond the spec, ADMIN: creates a group pickup point. */
  staffCreatePickupPoint: StaffPickupPoint;
  /** Beyond the spec, ADMIN only: creates a product (no stock yet: the options and stock screen adds it). */
  staffCreateProduct: StaffProduct;
  /** ADMIN only: deletes a banner; answers the remaining banners in order. */
  staffDeleteAd: Array<StaffAd>;
  /** Beyond the spec, ADMIN: deletes an empty category (no products, no sub categories, not promoted). */
  staffDeleteCategory: Scalars['Int']['output'];
  /** Beyond the spec, ADMIN: deletes a delivery template no product uses. */
  staffDeleteDeliveryTemplate: Scalars['Int']['output'];
  /** Beyond the spec, staff (ADMINHIDDEN and up): deletes one of the caller's own views; someone else's is NOT_FOUND. */
  staffDeleteOrderView: Scalars['Boolean']['output'];
  /** Beyond the spec, ADMIN: deletes a pickup point no product hands out at. */
  staffDeletePickupPoint: Scalars['Int']['output'];
  /** Beyond the spec, ADMIN only: copies a product (options, combinations with stock 0, inputs, detail, tags, categories) under a new code, hidden from students. */
  staffDuplicateProduct: StaffProduct;
  /** Beyond the spec, ADMIN only: changes a staff answer under a review. */
  staffEditReviewAnswer: Review;
  /** Staff (level 3): a later deadline, told to the participants. */
  staffExtendCampaign: StaffCampaign;
  /** Staff (level 3): freezes production of a product now and makes the next sheet version (a new one only when something changed). */
  staffFreezeProduction: ProductionSheet;
  /** Staff (level 3): a lower goal, told to the participants. */
  staffLowerCampaignGoal: StaffCampaign;
  /** Beyond the spec, ADMIN only: applies or rejects a review, and pins it. */
  staffModerateReview: Review;
  /**
   * Beyond the spec, ADMIN only: tells the buyers of PAID or PREPARING lines that they ship late
   * (one message per line and date) and shows the delay on their orders.
   */
  staffNotifyShippingDelay: StaffBulkResult;
  /** Beyond the spec, ADMIN only: pins or unpins an APPLIED review. */
  staffPinReview: Review;
  /** Beyond the spec, ADMIN only: raises the stock of a product or combination; waiting members are told when it rises from zero. */
  staffRaiseStock: StaffRaiseStockResult;
  /** Beyond the spec: refuses a member's cancel request with an answer the member reads (ADMIN). */
  staffRefuseCancelRequest: StaffCancelRequest;
  /** ADMIN only: puts every banner of the shop in a new order. */
  staffReorderAds: Array<StaffAd>;
  /** Beyond the spec, ADMIN: puts one parent's categories in a new order; answers them in it. */
  staffReorderCategories: Array<StaffCategory>;
  /**
   * Beyond the spec: queues a courier file of the ticked lines (or the filter's); a background job
   * writes it. ADMIN only.
   */
  staffRequestCourierExport: CourierExport;
  /** ADMIN only: queues a FAILED message again, once, and returns it. */
  staffResendMessage: StaffMessage;
  /** Beyond the spec, ADMIN only: lifts a suspension; the member returns to the level kept at suspension and signs in again. */
  staffRestoreMember: StaffMember;
  /** Staff (level 3): tries every refused refund and charge of a campaign again now. */
  staffRetryCampaignSettlement: StaffCampaign;
  /** Beyond the spec: sends a PENDING or FAILED refund again; never refunds twice (ADMIN). */
  staffRetryRefund: StaffRefund;
  /** Staff (level 3): makes a product a group purchase, or changes its settings before anyone took part. */
  staffSaveCampaign: StaffCampaign;
  /** Beyond the spec, staff (ADMINHIDDEN and up, views are personal): saves the desk's filter and order under a name; the same name replaces the caller's view of that name. */
  staffSaveOrderView: StaffOrderView;
  /**
   * ADMIN only: saves a product's axes, combinations and inputs in one transaction. A combination
   * that left the grid is retired when a cart or order line names it, deleted otherwise; stock goes
   * through the staff stock path, so restock subscribers are told when it rises from zero.
   */
  staffSaveProductOptions: StaffProductOptions;
  /** Beyond the spec, ADMIN only: sets a member's level (0-3); never the caller's own. */
  staffSetMemberLevel: StaffMember;
  /**
   * Beyond the spec, ADMIN only: sets a product's gallery and story images at once (reorder, replace,
   * remove, add); sizes of new images are made before it answers.
   */
  staffSetProductImages: StaffProductImages;
  /** Beyond the spec, ADMIN only: sets or removes a product's size chart. */
  staffSetProductSizeChart: StaffProduct;
  /** Beyond the spec, ADMIN only: hides or shows a product (its visibility level). */
  staffSetProductVisibility: StaffProduct;
  /** Beyond the spec, ADMIN: replaces the home page's promoted categories (up to four, each titled). */
  staffSetPromotedCategories: StaffPromotedCategories;
  /** ADMIN only: sets or clears the home page's top notice. */
  staffSetTopNotice: StaffShopSettings;
  /** Staff: switches a product's waiting room on or off and sets its times and live admission rate. */
  staffSetWaitingRoom: StaffWaitingRoom;
  /** Beyond the spec, ADMIN only: records the shipping company and number of a PREPARING line (DELIVERING). */
  staffShipOrderProduct: OrderProduct;
  /** Beyond the spec, ADMIN only: ships PREPARING lines with their tracking numbers, each line on its own. */
  staffShipOrderProducts: StaffBulkResult;
  /** Beyond the spec, ADMIN only: suspends a member (negative level) and ends every session at once; their next request is ACCOUNT_SUSPENDED. */
  staffSuspendMember: StaffMember;
  /** ADMIN only: turns a banner on or off. */
  staffToggleAd: StaffAd;
  /** ADMIN only: changes a banner (refused with CONFLICT when another edit came first). */
  staffUpdateAd: StaffAd;
  /** Beyond the spec, ADMIN: renames, hides or shows a category (a promoted one cannot be hidden). */
  staffUpdateCategory: StaffCategory;
  /** Beyond the spec, ADMIN: changes a delivery template; carts and new orders use it at once. */
  staffUpdateDeliveryTemplate: StaffDeliveryTemplate;
  /** Beyond the spec, ADMIN: changes a pickup point and the products that hand out there. */
  staffUpdatePickupPoint: StaffPickupPoint;
  /** Beyond the spec, ADMIN only: replaces a product's fields; CONFLICT when it changed since `expectedUpdatedAt`. */
  staffUpdateProduct: StaffProduct;
  /** ADMIN only: changes the shop's settings; a theme colour whose text would fail WCAG AA is refused. */
  staffUpdateShopSettings: StaffShopSettings;
  /** Beyond the spec, ADMIN only: sets stock; subscribers are told by SMS when it rises from zero. */
  staffUpdateStock: Product;
  /**
   * Holds the units of the given cart lines that sell behind an open waiting room, for an admitted
   * member, until `expiresAt`. Asking again for the same lines returns the same hold (same expiry);
   * lines without a waiting room are left out, so the answer may be empty.
   */
  startCheckoutHold: Array<CheckoutHold>;
  /** Selects or deselects one line. */
  toggleCart: Cart;
  /** Selects or deselects every line of the viewer's cart. */
  toggleCarts: Array<Cart>;
  /** Beyond the spec: changes a line's count. */
  updateCartCount: Cart;
  /** Changes the delivery address while every line is READY or PAID. */
  updateOrderDelivery: Order;
  /** Changes a READY or PAID line's options (same price, in stock). */
  updateOrderProductOptions: OrderProduct;
  /** Changes the viewer's password; every session is revoked and a fresh one returned. */
  updatePassword: AuthPayload;
  /** Sets the refund account of an order. */
  updateRefundAccount: Order;
  /** Edits a READY or rejected review; it goes back to READY. */
  updateReview: Review;
  /** Changes the viewer's profile. */
  updateUser: User;
  /** Beyond the spec: saves the viewer's delivery address (creates or replaces it). */
  updateUserDelivery: UserDelivery;
  /** Changes the viewer's phone number to a newly certified one. */
  updateUserTel: User;
  /** Checks that these lines can be ordered now; refuses naming the product (not purchasable, stock, missing input, not yours). */
  validateCartToOrder: Scalars['Boolean']['output'];
  /** Beyond the spec: the member takes their open cancel request back. */
  withdrawOrderProductCancelRequest: OrderCancelRequest;
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationAddWishArgs = {
  productId: Scalars['Int']['input'];
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationCancelClassOrderArgs = {
  code: Scalars['String']['input'];
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationCancelOrderProductArgs = {
  data: CancelOrderProductInput;
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationCertifyTelArgs = {
  data: CertifyTelInput;
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationCertifyTelWithTokenArgs = {
  data: CertifyTelWithTokenInput;
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationCheckWhetherAvailableEmailArgs = {
  data: CheckEmailInput;
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationCheckWhetherAvailableTelArgs = {
  data: CheckTelInput;
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationCreateCartArgs = {
  data: CreateCartInput;
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationCreateDirectCartsArgs = {
  data: Array<CreateCartInput>;
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationCreateProductRestockNotificationArgs = {
  optionId: InputMaybe<Scalars['Int']['input']>;
  productId: Scalars['Int']['input'];
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationCreateReviewArgs = {
  data: CreateReviewInput;
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationCreateUserArgs = {
  data: CreateUserInput;
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationDeleteProductRestockNotificationArgs = {
  optionId: InputMaybe<Scalars['Int']['input']>;
  productId: Scalars['Int']['input'];
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationFindPasswordArgs = {
  email: Scalars['String']['input'];
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationJoinClassOrderArgs = {
  data: JoinClassOrderInput;
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationJoinWaitingRoomArgs = {
  productId: Scalars['Int']['input'];
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationLoginArgs = {
  data: LoginInput;
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationLoginWithSocialArgs = {
  code: Scalars['String']['input'];
  payload: SocialLoginPayload;
  social: SocialProvider;
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationOpenClassOrderArgs = {
  data: OpenClassOrderInput;
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationPayOrderArgs = {
  data: PayOrderInput;
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationPlaceOrderArgs = {
  data: PlaceOrderInput;
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationRegisterBillingKeyArgs = {
  data: RegisterBillingKeyInput;
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationReleaseCheckoutHoldArgs = {
  productId: Scalars['Int']['input'];
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationRemindClassOrderArgs = {
  code: Scalars['String']['input'];
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationRemoveCartsArgs = {
  ids: Array<Scalars['Int']['input']>;
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationRemoveWishArgs = {
  productId: Scalars['Int']['input'];
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationRequestBillingKeyArgs = {
  data: RequestBillingKeyInput;
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationRequestOrderProductCancelArgs = {
  orderProductId: Scalars['Int']['input'];
  reason: Scalars['String']['input'];
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationRequestPickupShippingArgs = {
  data: RequestPickupShippingInput;
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationResetPasswordArgs = {
  code: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationResignUserArgs = {
  data: ResignUserInput;
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationStaffAdjustPointsArgs = {
  data: StaffAdjustPointsInput;
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationStaffAnswerReviewArgs = {
  data: StaffAnswerReviewInput;
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationStaffApplyTrackingImportArgs = {
  data: StaffTrackingImportInput;
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationStaffApproveCancelRequestArgs = {
  id: Scalars['Int']['input'];
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationStaffCancelOrderProductsArgs = {
  data: StaffCancelInput;
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationStaffCheckOffPickupArgs = {
  data: StaffCheckOffPickupInput;
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationStaffCloseCampaignArgs = {
  data: StaffCloseCampaignInput;
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationStaffCompleteOrderProductArgs = {
  orderProductId: Scalars['Int']['input'];
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationStaffCompleteOrderProductsArgs = {
  orderProductIds: Array<Scalars['Int']['input']>;
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationStaffConfirmOrderProductArgs = {
  orderProductId: Scalars['Int']['input'];
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationStaffConfirmOrderProductsArgs = {
  orderProductIds: Array<Scalars['Int']['input']>;
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationStaffCreateAdArgs = {
  data: StaffCreateAdInput;
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationStaffCreateCategoryArgs = {
  data: StaffCreateCategoryInput;
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationStaffCreateDeliveryTemplateArgs = {
  data: StaffDeliveryTemplateFields;
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationStaffCreatePickupPointArgs = {
  data: StaffPickupPointFields;
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationStaffCreateProductArgs = {
  data: StaffProductInput;
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationStaffDeleteAdArgs = {
  id: Scalars['Int']['input'];
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationStaffDeleteCategoryArgs = {
  id: Scalars['Int']['input'];
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationStaffDeleteDeliveryTemplateArgs = {
  id: Scalars['Int']['input'];
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationStaffDeleteOrderViewArgs = {
  id: Scalars['Int']['input'];
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationStaffDeletePickupPointArgs = {
  id: Scalars['Int']['input'];
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationStaffDuplicateProductArgs = {
  id: Scalars['Int']['input'];
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationStaffEditReviewAnswerArgs = {
  data: StaffEditReviewAnswerInput;
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationStaffExtendCampaignArgs = {
  data: StaffExtendCampaignInput;
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationStaffFreezeProductionArgs = {
  productId: Scalars['Int']['input'];
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationStaffLowerCampaignGoalArgs = {
  data: StaffLowerCampaignGoalInput;
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationStaffModerateReviewArgs = {
  data: StaffModerateReviewInput;
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationStaffNotifyShippingDelayArgs = {
  data: StaffNotifyShippingDelayInput;
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationStaffPinReviewArgs = {
  data: StaffPinReviewInput;
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationStaffRaiseStockArgs = {
  data: StaffRaiseStockInput;
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationStaffRefuseCancelRequestArgs = {
  answer: Scalars['String']['input'];
  id: Scalars['Int']['input'];
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationStaffReorderAdsArgs = {
  ids: Array<Scalars['Int']['input']>;
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationStaffReorderCategoriesArgs = {
  data: StaffReorderCategoriesInput;
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationStaffRequestCourierExportArgs = {
  data: StaffCourierExportInput;
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationStaffResendMessageArgs = {
  messageId: Scalars['Int']['input'];
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationStaffRestoreMemberArgs = {
  userId: Scalars['Int']['input'];
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationStaffRetryCampaignSettlementArgs = {
  campaignId: Scalars['Int']['input'];
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationStaffRetryRefundArgs = {
  refundId: Scalars['Int']['input'];
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationStaffSaveCampaignArgs = {
  data: StaffCampaignInput;
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationStaffSaveOrderViewArgs = {
  filter: StaffOrderLineFilter;
  name: Scalars['String']['input'];
  sort: InputMaybe<StaffOrderLineSort>;
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationStaffSaveProductOptionsArgs = {
  data: StaffSaveProductOptionsInput;
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationStaffSetMemberLevelArgs = {
  level: Scalars['Int']['input'];
  userId: Scalars['Int']['input'];
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationStaffSetProductImagesArgs = {
  data: StaffSetProductImagesInput;
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationStaffSetProductSizeChartArgs = {
  data: StaffSetProductSizeChartInput;
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationStaffSetProductVisibilityArgs = {
  id: Scalars['Int']['input'];
  productVisible: Scalars['Int']['input'];
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationStaffSetPromotedCategoriesArgs = {
  data: StaffSetPromotedCategoriesInput;
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationStaffSetTopNoticeArgs = {
  data: StaffTopNoticeInput;
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationStaffSetWaitingRoomArgs = {
  data: StaffWaitingRoomInput;
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationStaffShipOrderProductArgs = {
  data: StaffShipOrderProductInput;
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationStaffShipOrderProductsArgs = {
  rows: Array<StaffShipOrderProductsRow>;
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationStaffSuspendMemberArgs = {
  reason: Scalars['String']['input'];
  userId: Scalars['Int']['input'];
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationStaffToggleAdArgs = {
  data: StaffToggleAdInput;
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationStaffUpdateAdArgs = {
  data: StaffUpdateAdInput;
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationStaffUpdateCategoryArgs = {
  data: StaffUpdateCategoryInput;
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationStaffUpdateDeliveryTemplateArgs = {
  data: StaffUpdateDeliveryTemplateInput;
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationStaffUpdatePickupPointArgs = {
  data: StaffUpdatePickupPointInput;
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationStaffUpdateProductArgs = {
  data: StaffProductInput;
  expectedUpdatedAt: Scalars['DateTime']['input'];
  id: Scalars['Int']['input'];
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationStaffUpdateShopSettingsArgs = {
  data: StaffShopSettingsInput;
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationStaffUpdateStockArgs = {
  data: StaffUpdateStockInput;
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationStartCheckoutHoldArgs = {
  data: StartCheckoutHoldInput;
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationToggleCartArgs = {
  data: ToggleCartInput;
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationToggleCartsArgs = {
  selected: Scalars['Boolean']['input'];
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationUpdateCartCountArgs = {
  data: UpdateCartCountInput;
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationUpdateOrderDeliveryArgs = {
  data: UpdateOrderDeliveryInput;
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationUpdateOrderProductOptionsArgs = {
  data: UpdateOrderProductOptionsInput;
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationUpdatePasswordArgs = {
  data: UpdatePasswordInput;
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationUpdateRefundAccountArgs = {
  data: UpdateRefundAccountInput;
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationUpdateReviewArgs = {
  data: UpdateReviewInput;
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationUpdateUserArgs = {
  data: UpdateUserInput;
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationUpdateUserDeliveryArgs = {
  data: UserDeliveryInput;
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationUpdateUserTelArgs = {
  data: UpdateUserTelInput;
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationValidateCartToOrderArgs = {
  ids: Array<Scalars['Int']['input']>;
};


/**
 * The root of every change. Each mutation runs in one transaction: a refused or failed mutation
 * changes nothing. Refusals are GraphQL errors with a Korean `message` and a stable `extensions.code`.
 */
export type MutationWithdrawOrderProductCancelRequestArgs = {
  id: Scalars['Int']['input'];
};

/** Whether a user type is for domestic or foreign students. */
export type Nationality =
  /** Domestic members. */
  | 'DOMESTIC'
  /** Foreign members (international and exchange students). */
  | 'FOREIGNER'
  /** Not applicable. */
  | 'NOT_SET';

/** A class order to open. */
export type OpenClassOrderInput = {
  /** The class (1-20 characters). */
  className: Scalars['String']['input'];
  /** The deadline: in the future and within the product's sale window. */
  closesAt: Scalars['DateTime']['input'];
  /** The department (1-30 characters). */
  department: Scalars['String']['input'];
  /** The product's pickup point, or another of the tenant's. */
  pickupPointId: Scalars['Int']['input'];
  /** A GROUPORDER product the viewer can buy now. */
  productId: Scalars['Int']['input'];
};

/** How a buyer's free-text input (embroidery) is checked, set by staff per input (docs/decisions/0065). */
export type OptionInputRule =
  /** Any text of 1-20 characters. */
  | 'FREE'
  /** Initials: 1 to 3 capital Latin letters, for example KMS. */
  | 'INITIALS'
  /** A student number of 8 to 10 digits, or an entrance year such as 23학번. */
  | 'STUDENT_NUMBER';

/** An order: lines paid together with one payment. */
export type Order = {
  __typename: 'Order';
  /** The billing-key charge (CHARGE_AT_CLOSE orders); null for orders paid at once. */
  campaignCharge: Maybe<CampaignCharge>;
  /** Whether the member may ask now to have uncollected pickup lines shipped (their pickup period is over). */
  canRequestPickupShipping: Scalars['Boolean']['output'];
  /** The amount refunded so far. */
  cancelPrice: Scalars['Int']['output'];
  /** Whether staff confirmed the order. */
  check: Scalars['Boolean']['output'];
  /** When the order was placed. */
  createdAt: Scalars['DateTime']['output'];
  /** The order's delivery fees in all. */
  deliveryFee: Scalars['Int']['output'];
  /** Beyond the spec: the sum of the discounts. */
  discountFee: Scalars['Int']['output'];
  /** Beyond the spec: an unpaid order is cancelled at this time; null once paid. */
  expiresAt: Maybe<Scalars['DateTime']['output']>;
  /** The order id. */
  id: Scalars['Int']['output'];
  /** The merchant uid sent to the payment provider, unique per order. */
  mUid: Scalars['String']['output'];
  /** The delivery address; null when every line goes to a group pickup point. */
  orderDelivery: Maybe<OrderDelivery>;
  /** The order's lines. */
  orderProducts: Array<OrderProduct>;
  /** The payment details. */
  orderSpecification: OrderSpecification;
  /** The amount paid (or to pay) through the PG, in KRW. */
  paidPrice: Scalars['Int']['output'];
  /** The payment window's parameters while the order can still be paid: unpaid, not expired, nothing cancelled since it was placed, a PG amount to pay, and no virtual account issued yet; null otherwise. An addition beyond the spec. */
  payment: Maybe<PaymentRequest>;
  /** The pickup pass for lines waiting at a pickup point; null when none. */
  pickupPass: Maybe<PickupPass>;
  /** Points used on the order. */
  pointUsing: Scalars['Int']['output'];
  /** The refund account number (virtual-account refunds). */
  refundAccount: Maybe<Scalars['String']['output']>;
  /** Beyond the spec: the refund bank's KFTC code. */
  refundBankCode: Maybe<Scalars['String']['output']>;
  /** The refund account's bank name. */
  refundBankName: Maybe<Scalars['String']['output']>;
  /** The refund account's holder. */
  refundHolder: Maybe<Scalars['String']['output']>;
  /** Beyond the spec: the sum of list price x count. */
  totalPrice: Scalars['Int']['output'];
  /** The buyer. */
  user: OrderUser;
  /** The buyer's member id. */
  userId: Scalars['Int']['output'];
};

/** Beyond the spec: a member's request to cancel a line staff already prepare. */
export type OrderCancelRequest = {
  __typename: 'OrderCancelRequest';
  /** Staff's answer when refused. */
  answer: Maybe<Scalars['String']['output']>;
  /** When the member asked. */
  createdAt: Scalars['DateTime']['output'];
  /** When staff answered; null while open. */
  decidedAt: Maybe<Scalars['DateTime']['output']>;
  /** The request id. */
  id: Scalars['Int']['output'];
  /** The line. */
  orderProductId: Scalars['Int']['output'];
  /** The member's reason. */
  reason: Scalars['String']['output'];
  /** Where the request stands. */
  status: OrderCancelRequestStatus;
};

/**
 * Beyond the spec: where a member's request to cancel a line staff already prepare stands
 * (docs/decisions/0052-cancellations-and-refunds.md).
 */
export type OrderCancelRequestStatus =
  /** Staff cancelled the line and refunded it. */
  | 'APPROVED'
  /** Staff refused, with an answer the member reads. */
  | 'REFUSED'
  /** Waiting for staff. */
  | 'REQUESTED'
  /** The member took the request back. */
  | 'WITHDRAWN';

/** Where an order is delivered. */
export type OrderDelivery = {
  __typename: 'OrderDelivery';
  /** The road address. */
  address: Scalars['String']['output'];
  /** The detailed address. */
  detailAddress: Scalars['String']['output'];
  /** The delivery id. */
  id: Scalars['Int']['output'];
  /** The recipient's name. */
  name: Scalars['String']['output'];
  /** A delivery note. */
  note: Maybe<Scalars['String']['output']>;
  /** The 5-digit postal code. */
  postCode: Scalars['String']['output'];
  /** The recipient's phone number. */
  tel: Scalars['String']['output'];
};

/** A delivery company. */
export type OrderDeliveryCompany = {
  __typename: 'OrderDeliveryCompany';
  /** The company's name, for example CJ대한통운. */
  content: Scalars['String']['output'];
  /** The company id. */
  id: Scalars['Int']['output'];
};

/** A delivery address for an order. */
export type OrderDeliveryInput = {
  /** The road address. */
  address: Scalars['String']['input'];
  /** The detailed address. */
  detailAddress: Scalars['String']['input'];
  /** The recipient's name. */
  name: Scalars['String']['input'];
  /** A delivery note. */
  note: InputMaybe<Scalars['String']['input']>;
  /** The 5-digit postal code. */
  postCode: Scalars['String']['input'];
  /** Also save it as the member's delivery address. */
  saveAsDefault: InputMaybe<Scalars['Boolean']['input']>;
  /** The recipient's phone number. */
  tel: Scalars['String']['input'];
};

/** One page of orders, newest first. */
export type OrderPage = {
  __typename: 'OrderPage';
  /** The orders of this page (10 per page). */
  items: Array<Order>;
  /** How many orders match in all. */
  total: Scalars['Int']['output'];
};

/** One line of an order. */
export type OrderProduct = {
  __typename: 'OrderProduct';
  /** The group purchase the line takes part in; null when none. */
  campaign: Maybe<Campaign>;
  /** The amount refunded for the line. */
  cancelPrice: Scalars['Int']['output'];
  /** Why the line was cancelled. */
  cancelReason: Maybe<Scalars['String']['output']>;
  /** Beyond the spec: the member's latest cancel request for this line, if any. */
  cancelRequest: Maybe<OrderCancelRequest>;
  /** Whether staff confirmed the line. */
  check: Scalars['Boolean']['output'];
  /** The class order the line was ordered through; null when none. */
  classOrder: Maybe<ClassOrder>;
  /** How many. */
  count: Scalars['Int']['output'];
  /** Beyond the spec: when the line was ordered. */
  createdAt: Scalars['DateTime']['output'];
  /** The delivery fee booked on this line (the first line of its delivery group). */
  deliveryFee: Scalars['Int']['output'];
  /** The delivery template id. */
  deliveryTemplateId: Scalars['Int']['output'];
  /** The discount on the line: (list price - sale price) x count. */
  discountFee: Scalars['Int']['output'];
  /** The line id. */
  id: Scalars['Int']['output'];
  /** Beyond the spec: whether the viewer can write a review now (COMPLETED, none yet, within 90 days). */
  isReviewable: Scalars['Boolean']['output'];
  /** A note on the line. */
  note: Maybe<Scalars['String']['output']>;
  /** Beyond the spec: the chosen options as text when ordered, for example 네이비 / L. */
  optionText: Scalars['String']['output'];
  /** Beyond the spec: the order id. */
  orderId: Scalars['Int']['output'];
  /** The shipping record once shipped; null before. */
  orderProductShipping: Maybe<OrderProductShipping>;
  /** What the line costs after discount and its share of points, without delivery. */
  paidPrice: Scalars['Int']['output'];
  /** The consent to a made-to-order line; null for lines without embroidery. */
  personalisedConsent: Maybe<PersonalisedConsent>;
  /** The line's share of the points used. */
  pointUsing: Scalars['Int']['output'];
  /** Beyond the spec: the unit list price when ordered. */
  price: Scalars['Int']['output'];
  /** The product (with its review type and group delivery). */
  product: Product;
  /** The product id. */
  productId: Scalars['Int']['output'];
  /** Beyond the spec: the product's name when ordered. */
  productName: Scalars['String']['output'];
  /** The option combination; null for a product without options. */
  productOptionDetail: Maybe<ProductOptionDetail>;
  /** The option combination's id. */
  productOptionDetailId: Maybe<Scalars['Int']['output']>;
  /** The first option axis's id. */
  productOptionId0: Maybe<Scalars['Int']['output']>;
  /** The second option axis's id. */
  productOptionId1: Maybe<Scalars['Int']['output']>;
  /** The third option axis's id. */
  productOptionId2: Maybe<Scalars['Int']['output']>;
  /** The buyer's text for the first option input. */
  productOptionInput0: Maybe<Scalars['String']['output']>;
  /** The buyer's text for the second option input. */
  productOptionInput1: Maybe<Scalars['String']['output']>;
  /** The buyer's text for the third option input. */
  productOptionInput2: Maybe<Scalars['String']['output']>;
  /** Whether the line is past its production freeze (personalised lines can no longer be changed or returned). */
  productionFrozen: Scalars['Boolean']['output'];
  /** The member's review of the line; null when none was written. */
  review: Maybe<Review>;
  /** Beyond the spec: the last moment a review can be written; null until COMPLETED. */
  reviewableUntil: Maybe<Scalars['DateTime']['output']>;
  /** Beyond the spec: the unit sale price when ordered. */
  salePrice: Scalars['Int']['output'];
  /** Beyond the spec: the latest shipping delay notice; null once shipped or without one. */
  shippingDelay: Maybe<OrderProductShippingDelay>;
  /** When the member asked to have this uncollected pickup line shipped instead (착불); null otherwise. */
  shippingRequestedAt: Maybe<Scalars['DateTime']['output']>;
  /** The line's status. */
  status: OrderProductStatus;
};

/** How many of the viewer's lines are in each status, for the my-page summary. */
export type OrderProductCount = {
  __typename: 'OrderProductCount';
  /** Cancelled. */
  cancelled: Scalars['Int']['output'];
  /** Completed. */
  completed: Scalars['Int']['output'];
  /** On their way. */
  delivering: Scalars['Int']['output'];
  /** Paid. */
  paid: Scalars['Int']['output'];
  /** Being prepared. */
  preparing: Scalars['Int']['output'];
  /** Awaiting payment. */
  ready: Scalars['Int']['output'];
};

/** One page of order lines, newest first. */
export type OrderProductPage = {
  __typename: 'OrderProductPage';
  /** The lines of this page (10 per page). */
  items: Array<OrderProduct>;
  /** How many lines match in all. */
  total: Scalars['Int']['output'];
};

/** The shipping of one line. */
export type OrderProductShipping = {
  __typename: 'OrderProductShipping';
  /** When it was shipped. */
  createdAt: Scalars['DateTime']['output'];
  /** The shipping record id. */
  id: Scalars['Int']['output'];
  /** The delivery company. */
  orderDeliveryCompany: OrderDeliveryCompany;
  /** The delivery company's id. */
  orderDeliveryCompanyId: Scalars['Int']['output'];
  /** The tracking number. */
  shippingNumber: Scalars['String']['output'];
  /** On its way or delivered. */
  status: ShippingStatus;
  /** Beyond the spec: the tracking page for this number; null when the company has none. */
  trackingUrl: Maybe<Scalars['String']['output']>;
};

/** Beyond the spec: a shipping delay the buyer was told about, while the line has not left. */
export type OrderProductShippingDelay = {
  __typename: 'OrderProductShippingDelay';
  /** The new shipping date, YYYY-MM-DD (Seoul). */
  expectedDate: Scalars['String']['output'];
  /** When the buyer was told. */
  notifiedAt: Scalars['DateTime']['output'];
  /** Why, as staff wrote it. */
  reason: Scalars['String']['output'];
};

/** Beyond the spec's enumerations (docs/product-rules.md#line-status): the status of one order line. */
export type OrderProductStatus =
  /** Cancelled. */
  | 'CANCELLED'
  /** Delivered or picked up. */
  | 'COMPLETED'
  /** Shipped; the tracking number is known. */
  | 'DELIVERING'
  /** Paid. */
  | 'PAID'
  /** Confirmed by staff and being prepared. */
  | 'PREPARING'
  /** Awaiting payment. */
  | 'READY';

/** The payment details of an order. */
export type OrderSpecification = {
  __typename: 'OrderSpecification';
  /** Beyond the spec: when it was paid. */
  paidAt: Maybe<Scalars['DateTime']['output']>;
  /** How the order is paid. */
  payMethod: PayMethod;
  /** Beyond the spec: the payment's last status at the provider; null before the payment window. */
  paymentStatus: Maybe<PaymentStatus>;
  /** The order's payment status. */
  status: OrderSpecificationStatus;
  /** Virtual account: the bank's KFTC code. */
  vbankCode: Maybe<Scalars['String']['output']>;
  /** Virtual account: the deposit deadline. */
  vbankDate: Maybe<Scalars['DateTime']['output']>;
  /** Virtual account: the account holder. */
  vbankHolder: Maybe<Scalars['String']['output']>;
  /** Virtual account: the bank's name. */
  vbankName: Maybe<Scalars['String']['output']>;
  /** Virtual account: the account number to deposit to. */
  vbankNum: Maybe<Scalars['String']['output']>;
};

/** The payment status of an order. */
export type OrderSpecificationStatus =
  /** Cancelled: failed, expired unpaid, or fully cancelled. */
  | 'CANCELLED'
  /** Paid. */
  | 'PAID'
  /** Awaiting payment (or a virtual account's deposit). */
  | 'READY';

/** The buyer of an order, as recorded on it. */
export type OrderUser = {
  __typename: 'OrderUser';
  /** The buyer's e-mail address. */
  email: Scalars['String']['output'];
  /** The buyer's name. */
  name: Scalars['String']['output'];
  /** The buyer's phone number. */
  tel: Maybe<Scalars['String']['output']>;
};

/** How an order is paid (PortOne v1 `pay_method`). */
export type PayMethod =
  /** Credit or check card, through the card PG. */
  | 'card'
  /** KakaoPay, through its own PG. */
  | 'kakaopay'
  /** Points only: the payable amount is 0 and no PG is called. */
  | 'point'
  /** Real-time account transfer, through the card PG. */
  | 'trans'
  /** Virtual account (bank deposit), through the card PG; paid when the deposit arrives. */
  | 'vbank';

/** The payment to verify. */
export type PayOrderInput = {
  /** PortOne's transaction id (imp_uid) from the payment window; null for a point-only order. */
  impUid: InputMaybe<Scalars['String']['input']>;
  /** The merchant uid the payment window returned (checked against the order). */
  merchantUid: Scalars['String']['input'];
  /** The order. */
  orderId: Scalars['Int']['input'];
};

/**
 * Beyond the spec: everything the client passes to the payment window (PortOne's browser SDK or the
 * sandbox checkout) for an order that still has to be paid.
 */
export type PaymentRequest = {
  __typename: 'PaymentRequest';
  /** The amount to pay in KRW. */
  amount: Scalars['Int']['output'];
  /** The delivery address. */
  buyerAddr: Maybe<Scalars['String']['output']>;
  /** The buyer's e-mail address. */
  buyerEmail: Scalars['String']['output'];
  /** The buyer's name. */
  buyerName: Scalars['String']['output'];
  /** The delivery postal code. */
  buyerPostcode: Maybe<Scalars['String']['output']>;
  /** The buyer's phone number. */
  buyerTel: Scalars['String']['output'];
  /** The merchant uid (the order's mUid). */
  merchantUid: Scalars['String']['output'];
  /** The order name shown in the payment window, for example 2026 경영학과 과잠 외 1건. */
  name: Scalars['String']['output'];
  /** The webhook address PortOne notifies (notice_url). */
  noticeUrl: Scalars['String']['output'];
  /** The pay method. */
  payMethod: PayMethod;
  /** The PG id: the card PG for card, trans and vbank; the KakaoPay PG for kakaopay. */
  pg: Scalars['String']['output'];
  /** Where the payment window returns on mobile (m_redirect_url). */
  redirectUrl: Scalars['String']['output'];
  /** The sandbox checkout page; null when PortOne's SDK is configured. */
  sandboxUrl: Maybe<Scalars['String']['output']>;
  /** Virtual accounts: the deposit deadline. */
  vbankDue: Maybe<Scalars['DateTime']['output']>;
};

/** A payment's status at the payment provider (PortOne v1 `status`). */
export type PaymentStatus =
  /** Cancelled (fully or partly refunded). */
  | 'cancelled'
  /** Failed. */
  | 'failed'
  /** Paid. */
  | 'paid'
  /** Not paid yet, or a virtual account issued and awaiting deposit. */
  | 'ready';

/** The consent a member gave for a made-to-order (personalised) line (E-Commerce Act art. 17(2)). */
export type PersonalisedConsent = {
  __typename: 'PersonalisedConsent';
  /** When they agreed. */
  agreedAt: Scalars['DateTime']['output'];
  /** The exact sentence the member agreed to. */
  text: Scalars['String']['output'];
};

/** A member's pickup pass for one order: the QR code staff scan on pickup day. */
export type PickupPass = {
  __typename: 'PickupPass';
  /** The signed code the QR carries; staff's scanner sends it back as `code`. */
  code: Scalars['String']['output'];
  /** The order. */
  orderId: Scalars['Int']['output'];
  /** The lines waiting at the pickup point. */
  orderProductIds: Array<Scalars['Int']['output']>;
  /** The pickup point. */
  pickupPointName: Scalars['String']['output'];
};

/** A registered pickup point as students see it. */
export type PickupPoint = {
  __typename: 'PickupPoint';
  /** The road address. */
  address: Scalars['String']['output'];
  /** The detailed address (may be empty). */
  detailAddress: Scalars['String']['output'];
  /** The pickup point id. */
  id: Scalars['Int']['output'];
  /** The point's name, for example 학생회관 1층 생협 매장. */
  name: Scalars['String']['output'];
  /** Pickup instructions (hours, what to bring; may be empty). */
  note: Scalars['String']['output'];
};

/** A pickup point's roster. */
export type PickupRoster = {
  __typename: 'PickupRoster';
  /** Lines handed out. */
  collectedLines: Scalars['Int']['output'];
  /** The members with lines there, by name; `search` narrows it. */
  entries: Array<PickupRosterEntry>;
  /** The pickup point. */
  pickupPoint: PickupPoint;
  /** Lines still to hand out. */
  remainingLines: Scalars['Int']['output'];
};

/** One member's lines at a pickup point, as staff see them on pickup day. */
export type PickupRosterEntry = {
  __typename: 'PickupRosterEntry';
  /** The lines to hand out (PAID, PREPARING or DELIVERING) or handed out (COMPLETED). */
  lines: Array<PickupRosterLine>;
  /** The member's name. */
  name: Scalars['String']['output'];
  /** The order. */
  orderId: Scalars['Int']['output'];
  /** The last four digits of the member's phone number (to tell namesakes apart). */
  phoneLast4: Scalars['String']['output'];
};

/** One line on the pickup roster. */
export type PickupRosterLine = {
  __typename: 'PickupRosterLine';
  /** How many. */
  count: Scalars['Int']['output'];
  /** The embroidery texts, in order. */
  inputs: Array<Scalars['String']['output']>;
  /** The option combination's text. */
  optionText: Maybe<Scalars['String']['output']>;
  /** The order line. */
  orderProductId: Scalars['Int']['output'];
  /** The product's name. */
  productName: Scalars['String']['output'];
  /** Whether the member asked to have it shipped instead. */
  shippingRequested: Scalars['Boolean']['output'];
  /** The line's status; COMPLETED once handed out. */
  status: OrderProductStatus;
};

/** An order to place from selected cart lines. */
export type PlaceOrderInput = {
  /** The cart lines to order. */
  cartIds: Array<Scalars['Int']['input']>;
  /** The delivery address; may be omitted only when every line goes to a group pickup point. */
  delivery: InputMaybe<OrderDeliveryInput>;
  /** How to pay; must be `point` exactly when points cover everything. */
  payMethod: PayMethod;
  /** Required (true) when a line has embroidery: the member agrees it is made to order and cannot be returned once production starts. */
  personalisedConsent: InputMaybe<Scalars['Boolean']['input']>;
  /** Points to use, from 0 up to the payable total and the balance. */
  pointUsing: Scalars['Int']['input'];
  /** Admission passes from waiting rooms (WaitingRoomAdmission.token), required for products behind an open one. */
  waitingRoomPasses: InputMaybe<Array<Scalars['String']['input']>>;
};

/** A placed order, ready for the payment window. */
export type PlaceOrderResult = {
  __typename: 'PlaceOrderResult';
  /** The order id. */
  id: Scalars['Int']['output'];
  /** The merchant uid for the payment window. */
  mUid: Scalars['String']['output'];
  /** The amount to pay through the PG (0 for a point-only order). */
  paidPrice: Scalars['Int']['output'];
  /** Beyond the spec: what to pass to the payment window; null when the order is already paid by points. */
  payment: Maybe<PaymentRequest>;
};

/** One row of a member's point ledger. */
export type Point = {
  __typename: 'Point';
  /** When the row was written. */
  createdAt: Scalars['DateTime']['output'];
  /** For GAIN rows, when the points expire; null otherwise. */
  expiredAt: Maybe<Scalars['DateTime']['output']>;
  /** The row id. */
  id: Scalars['Int']['output'];
  /** Why the row exists. */
  pointType: PointType;
  /** The row's status. */
  status: PointStatus;
  /** The amount, always positive; the status says whether it adds or subtracts. */
  value: Scalars['Int']['output'];
};

/** One page of point ledger rows, newest first. */
export type PointPage = {
  __typename: 'PointPage';
  /** The rows of this page (10 per page). */
  items: Array<Point>;
  /** How many rows match in all. */
  total: Scalars['Int']['output'];
};

/** The status of a point ledger row. */
export type PointStatus =
  /** Points expired unused a year after they were earned. */
  | 'EXPIRED'
  /** Points earned and spendable. */
  | 'GAIN'
  /** Points to be earned: booked at payment, GAIN when the line is completed, dropped if it is cancelled. */
  | 'RESERVED'
  /** Points spent on an order. */
  | 'USED';

/** A member's points at a glance. */
export type PointSummary = {
  __typename: 'PointSummary';
  /** The spendable balance: GAIN - USED - EXPIRED. */
  balance: Scalars['Int']['output'];
  /** Points that expire within 30 days unless spent. */
  expiringSoon: Scalars['Int']['output'];
  /** Points to be earned (RESERVED). */
  reserved: Scalars['Int']['output'];
};

/** Why a ledger row exists. */
export type PointType = {
  __typename: 'PointType';
  /** The reason in Korean, for example 회원가입 or 구매 적립. */
  content: Scalars['String']['output'];
  /** The point type id. */
  id: Scalars['Int']['output'];
};

/** Which ledger rows to list. */
export type PointsByUserIdInput = {
  /** The page, from 1 (default 1). */
  page: InputMaybe<Scalars['Int']['input']>;
  /** Only rows of this status. */
  status: InputMaybe<PointStatus>;
  /** The member; only the viewer themself (or staff) may read it. */
  userId: Scalars['Int']['input'];
};

/** A product of the shop: a jacket, fleece, sweatshirt or other apparel item. */
export type Product = {
  __typename: 'Product';
  /** The group purchase on the product; null when it is not one. */
  campaign: Maybe<Campaign>;
  /** The product code (SKU). */
  code: Scalars['String']['output'];
  /** Stock for a product without option details; with option details, the sum of their stock. */
  count: Scalars['Int']['output'];
  /** When the product was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Shipping ends; null when not scheduled. */
  deliverEndedAt: Maybe<Scalars['DateTime']['output']>;
  /** Shipping starts; null when not scheduled. */
  deliverStartedAt: Maybe<Scalars['DateTime']['output']>;
  /** The delivery template with its fees and addresses. */
  deliveryTemplate: DeliveryTemplate;
  /** The delivery template the product ships under. */
  deliveryTemplateId: Scalars['Int']['output'];
  /** A one-paragraph description for lists and sharing. */
  description: Scalars['String']['output'];
  /** Beyond the spec: the long images of the story tab, in order, with their sizes. */
  detailImages: Array<ResponsiveImage>;
  /** Beyond the spec: the discount in whole percent, from price and salePrice (0 when not discounted). */
  discountRate: Scalars['Int']['output'];
  /** Orders placed until this time ship in the first batch. */
  fastDeliverEndedAt: Maybe<Scalars['DateTime']['output']>;
  /** Orders placed from this time ship in the first batch; null when there is no fast-delivery window. */
  fastDeliverStartedAt: Maybe<Scalars['DateTime']['output']>;
  /** The product id. */
  id: Scalars['Int']['output'];
  /** The main image URL. */
  image: Scalars['String']['output'];
  /** The second gallery image URL. */
  image2: Maybe<Scalars['String']['output']>;
  /** The third gallery image URL. */
  image3: Maybe<Scalars['String']['output']>;
  /** Beyond the spec: `image`, `image2` and `image3` in order, with their sizes. */
  images: Array<ResponsiveImage>;
  /** Beyond the spec: purchasable now — visible, inside the sale window and in stock. */
  isPurchasable: Scalars['Boolean']['output'];
  /** Beyond the spec: whether the viewer has asked for a restock notification (false when signed out). */
  isRestockSubscribed: Scalars['Boolean']['output'];
  /** Beyond the spec: true when no stock is left at all (the product's count, or every option combination's). */
  isSoldOut: Scalars['Boolean']['output'];
  /** Beyond the spec: whether the viewer wished this product (찜; false when signed out). */
  isWished: Scalars['Boolean']['output'];
  /** The product's name, for example 2026 경영학과 과잠. */
  name: Scalars['String']['output'];
  /** The list price in KRW, before discount and without option extras. */
  price: Scalars['Int']['output'];
  /** The categories the product is tagged with. */
  productCategoryTaggeds: Array<ProductCategoryTagged>;
  /** The long-form content: story, info and faq. */
  productDetail: Maybe<ProductDetail>;
  /** The group pickup point or delivery kind; null for ordinary delivery. */
  productGroupDelivery: Maybe<ProductGroupDelivery>;
  /** Every option combination with its extra price and stock. */
  productOptionDetails: Array<ProductOptionDetail>;
  /** Free-text inputs the buyer must fill (for example an embroidered 이니셜). */
  productOptionInputs: Array<ProductOptionInput>;
  /** The option axes (up to three), for example 색상 and 사이즈. */
  productOptions: Array<ProductOption>;
  /** The review type (question set) of the product's reviews; null when reviews ask no questions. */
  productReviewGroupId: Maybe<Scalars['Int']['output']>;
  /** Beyond the spec: the review type itself, with its questions. */
  productReviewType: Maybe<ReviewType>;
  /** Free tags shown as chips. */
  productTags: Array<ProductTag>;
  /** How the product is sold. */
  productType: ProductType;
  /** The lowest authority level that may see the product (0 NORMAL … 3 ADMIN). */
  productVisible: Scalars['Int']['output'];
  /** Beyond the spec: the average rating of APPLIED reviews (0 when there are none), rounded to one decimal. */
  reviewAverage: Scalars['Float']['output'];
  /** Beyond the spec: the number of APPLIED reviews. */
  reviewCount: Scalars['Int']['output'];
  /** Beyond the spec: the sizes APPLIED reviewers bought, small to large, to filter the reviews by. */
  reviewSizes: Array<Scalars['String']['output']>;
  /** Orders are accepted until this time (the sale deadline); null means no upper bound. */
  saleEndedAt: Maybe<Scalars['DateTime']['output']>;
  /** The sale price in KRW, without option extras. */
  salePrice: Scalars['Int']['output'];
  /** Orders are accepted from this time; null means no lower bound. */
  saleStartedAt: Maybe<Scalars['DateTime']['output']>;
  /** Beyond the spec: the size chart in cm; null when staff have not made one. */
  sizeChart: Maybe<SizeChart>;
  /** Beyond the spec: whether enough APPLIED reviews give size, height and weight for `sizeRecommendation`. */
  sizeRecommendable: Scalars['Boolean']['output'];
  /** Beyond the spec: the size most chosen by APPLIED reviewers of a similar height and weight; null until enough of them. */
  sizeRecommendation: Maybe<SizeRecommendation>;
  /** The university (tenant) the product belongs to. */
  universityId: Scalars['Int']['output'];
};


/** A product of the shop: a jacket, fleece, sweatshirt or other apparel item. */
export type ProductSizeRecommendationArgs = {
  height: Scalars['Int']['input'];
  weight: Scalars['Int']['input'];
};

/** Which categories to list. */
export type ProductCategoriesInput = {
  /** True: only group-product categories; false: only main categories; null: main categories. */
  isGroup: InputMaybe<Scalars['Boolean']['input']>;
  /** The university (tenant) id; defaults to the deployment's own tenant. */
  universityId: InputMaybe<Scalars['Int']['input']>;
};

/** A product category: a main category with sub categories, or a group-product category. */
export type ProductCategory = {
  __typename: 'ProductCategory';
  /** The sub categories, in display order (visible ones only unless the viewer is staff). */
  categories: Array<ProductCategory>;
  /** The parent category of a sub category; null for a main category. */
  category: Maybe<ProductCategory>;
  /** The parent's id; null for a main category. */
  categoryId: Maybe<Scalars['Int']['output']>;
  /** The category's name. */
  content: Scalars['String']['output'];
  /** The category id (the demo tenant promotes 75, 71, 72 and 74). */
  id: Scalars['Int']['output'];
  /** Beyond the spec: true for group-product categories (a department's group purchase). */
  isGroup: Scalars['Boolean']['output'];
  /** The university (tenant) id. */
  universityId: Scalars['Int']['output'];
  /** Whether the category is shown. */
  visible: Scalars['Boolean']['output'];
};

/** The link between a product and one of its categories. */
export type ProductCategoryTagged = {
  __typename: 'ProductCategoryTagged';
  /** The link id. */
  id: Scalars['Int']['output'];
  /** The category. */
  productCategory: ProductCategory;
  /** The category id. */
  productCategoryId: Scalars['Int']['output'];
  /** The product id. */
  productId: Scalars['Int']['output'];
};

/** The long-form content of a product page, shown in tabs. */
export type ProductDetail = {
  __typename: 'ProductDetail';
  /** The faq tab. */
  faq: Scalars['String']['output'];
  /** The detail id. */
  id: Scalars['Int']['output'];
  /** The info tab: material, washing, origin, size chart. */
  info: Scalars['String']['output'];
  /** The story tab: what the product is and why. */
  story: Scalars['String']['output'];
};

/** Where a group product is delivered: the group's pickup point. */
export type ProductGroupDelivery = {
  __typename: 'ProductGroupDelivery';
  /** The road address. */
  address: Scalars['String']['output'];
  /** The detailed address. */
  detailAddress: Scalars['String']['output'];
  /** The row id. */
  id: Scalars['Int']['output'];
  /** The pickup point's name, for example 학생회관 1층 생협 매장. */
  name: Scalars['String']['output'];
  /** Pickup instructions (hours, what to bring). */
  note: Maybe<Scalars['String']['output']>;
  /** Beyond the spec: the registered pickup point it follows; null for a place typed for this product only. */
  pickupPointId: Maybe<Scalars['Int']['output']>;
  /** The 5-digit postal code. */
  postCode: Scalars['String']['output'];
  /** Whether it goes to the pickup point (GROUP) or to each buyer (INDIVIDUAL). */
  productGroupDeliveryType: ProductGroupDeliveryType;
  /** The product id. */
  productId: Scalars['Int']['output'];
  /** The contact phone number. */
  tel: Scalars['String']['output'];
};

/** Whether a product ships to one pickup point for the whole group or to each buyer. */
export type ProductGroupDeliveryType =
  /** Delivered to the group's pickup point instead of a personal address. */
  | 'GROUP'
  /** Delivered to each buyer's own address. */
  | 'INDIVIDUAL';

/** One page of the cursor-based product list, newest first. */
export type ProductList = {
  __typename: 'ProductList';
  /** The products of this page. */
  items: Array<Product>;
  /** The cursor of the next page; null on the last page. */
  nextCursor: Maybe<Scalars['String']['output']>;
  /** How many products match the filters in all. */
  total: Scalars['Int']['output'];
};

/** One option axis of a product. */
export type ProductOption = {
  __typename: 'ProductOption';
  /** The option id. */
  id: Scalars['Int']['output'];
  /** The axis name, for example 색상. */
  key: Scalars['String']['output'];
  /** The axis values, comma-separated, for example 블랙,네이비. */
  value: Scalars['String']['output'];
};

/** One combination of option values with its own extra price and stock. */
export type ProductOptionDetail = {
  __typename: 'ProductOptionDetail';
  /** Stock of this combination. */
  count: Scalars['Int']['output'];
  /** The option detail id. */
  id: Scalars['Int']['output'];
  /** Beyond the spec: whether the viewer asked to hear when this combination is back (false when signed out). */
  isRestockSubscribed: Scalars['Boolean']['output'];
  /** The value on the first axis. */
  option0: Maybe<Scalars['String']['output']>;
  /** The value on the second axis. */
  option1: Maybe<Scalars['String']['output']>;
  /** The value on the third axis. */
  option2: Maybe<Scalars['String']['output']>;
  /** The extra price in KRW added to the product's price and salePrice. */
  price: Scalars['Int']['output'];
  /** The spec's product detail reference; null for most products. */
  productDetailId: Maybe<Scalars['Int']['output']>;
  /** The product id. */
  productId: Scalars['Int']['output'];
};

/** A free-text field the buyer fills for a product, required, 1-20 characters. */
export type ProductOptionInput = {
  __typename: 'ProductOptionInput';
  /** The input id. */
  id: Scalars['Int']['output'];
  /** The field's label, for example 이니셜. */
  key: Scalars['String']['output'];
  /** How the buyer's text is checked. */
  rule: OptionInputRule;
};

/**
 * A member's request to be told when a sold-out product, or one sold-out option combination of it,
 * is back in stock.
 */
export type ProductRestockNotification = {
  __typename: 'ProductRestockNotification';
  /** When it was requested. */
  createdAt: Scalars['DateTime']['output'];
  /** The subscription id. */
  id: Scalars['Int']['output'];
  /** The option combination asked about; null for the whole product. */
  option: Maybe<ProductOptionDetail>;
  /** The option combination (ProductOptionDetail id) asked about; null for the whole product. */
  optionId: Maybe<Scalars['Int']['output']>;
  /** The product. */
  product: Product;
  /** The product id. */
  productId: Scalars['Int']['output'];
  /** The member id. */
  userId: Scalars['Int']['output'];
};

/** One page of restock subscriptions, newest first. */
export type ProductRestockNotificationPage = {
  __typename: 'ProductRestockNotificationPage';
  /** The subscriptions of this page (10 per page). */
  items: Array<ProductRestockNotification>;
  /** How many in all. */
  total: Scalars['Int']['output'];
};

/** The order of the product list; sold-out products come last in every order (docs/product-rules.md#search). */
export type ProductSort =
  /** 신상품: newest first (the default). */
  | 'NEWEST'
  /** 인기순: most units ordered first (then newest). */
  | 'POPULAR'
  /** 낮은 가격순: lowest sale price first. */
  | 'PRICE_ASC'
  /** 높은 가격순: highest sale price first. */
  | 'PRICE_DESC';

/** A product's free tag. */
export type ProductTag = {
  __typename: 'ProductTag';
  /** The tag text, for example 신상 or 기모. */
  content: Scalars['String']['output'];
  /** The tag id. */
  id: Scalars['Int']['output'];
};

/** How a product is sold (docs/product-rules.md#products). */
export type ProductType =
  /** A bulk order by a group representative (a department), usually shipped to the group's pickup point (단체주문). */
  | 'GROUPORDER'
  /** Regular stock that ships right away. */
  | 'SINGLEFREE'
  /** An individual pre-order in a group purchase: orders only inside the sale window, shipped in the delivery window (공동구매). */
  | 'SINGLEORDER';

/** Beyond the spec: one reason a student would or would not see and buy the product now. */
export type ProductVisibilityCheck = {
  __typename: 'ProductVisibilityCheck';
  /** Failing it keeps a student from seeing or buying the product (else it only makes it harder to find). */
  blocking: Scalars['Boolean']['output'];
  /** Which rule. */
  key: ProductVisibilityCheckKey;
  /** What it means for a student, in Korean. */
  message: Scalars['String']['output'];
  /** The product passes it. */
  ok: Scalars['Boolean']['output'];
};

/** Beyond the spec: one reason of the visibility checklist (docs/product-rules.md#staff). */
export type ProductVisibilityCheckKey =
  /** Whether a visible category lists it. */
  | 'CATEGORY'
  /** The delivery template orders need. */
  | 'DELIVERY_TEMPLATE'
  /** Whether the main image is set. */
  | 'IMAGE'
  /** The sale window, read now. */
  | 'SALE_WINDOW'
  /** Whole stock (sold out, low). */
  | 'STOCK'
  /** The visibility level: NORMAL means every student sees it. */
  | 'VISIBILITY';

/** Where a product's production stands, for the staff production sheet screen. */
export type ProductionFreeze = {
  __typename: 'ProductionFreeze';
  /** When production froze (by staff, or the campaign's planned freeze when it has passed); null before. */
  frozenAt: Maybe<Scalars['DateTime']['output']>;
  /** The paid units now (the next version's total). */
  paidUnits: Scalars['Int']['output'];
  /** The product. */
  productId: Scalars['Int']['output'];
  /** The product's name. */
  productName: Scalars['String']['output'];
};

/** An immutable, versioned production sheet for the factory. */
export type ProductionSheet = {
  __typename: 'ProductionSheet';
  /** The option axes' names in axis order (for example 사이즈, 색상, 소매): the summary's and people's columns. */
  axisNames: Array<Scalars['String']['output']>;
  /** The changes from the previous version; empty for version 1. */
  changes: Array<ProductionSheetChange>;
  /** When it was made. */
  createdAt: Scalars['DateTime']['output'];
  /** Who made it; null for the close job. */
  createdBy: Maybe<Scalars['String']['output']>;
  /** Where staff download it as CSV (send the bearer token). */
  csvPath: Scalars['String']['output'];
  /** The sheet id. */
  id: Scalars['Int']['output'];
  /** Every person's line. */
  people: Array<ProductionSheetPersonRow>;
  /** The product. */
  productId: Scalars['Int']['output'];
  /** The product's name. */
  productName: Scalars['String']['output'];
  /** Units per option combination. */
  summary: Array<ProductionSheetSummaryRow>;
  /** Units in all. */
  totalUnits: Scalars['Int']['output'];
  /** Why it was made. */
  trigger: ProductionSheetTrigger;
  /** The version, from 1 per product. */
  version: Scalars['Int']['output'];
  /** Where staff download it as XLSX (send the bearer token). */
  xlsxPath: Scalars['String']['output'];
};

/** One difference between a version and the one before it. */
export type ProductionSheetChange = {
  __typename: 'ProductionSheetChange';
  /** The row after, as one line of text; null when REMOVED. */
  after: Maybe<Scalars['String']['output']>;
  /** The row before, as one line of text; null when ADDED. */
  before: Maybe<Scalars['String']['output']>;
  /** What kind of change. */
  kind: ProductionSheetChangeKind;
  /** The member's name. */
  name: Scalars['String']['output'];
  /** The order line. */
  orderProductId: Scalars['Int']['output'];
};

/** How one row changed from the previous version. */
export type ProductionSheetChangeKind =
  /** New in this version. */
  | 'ADDED'
  /** The option or embroidery or count changed. */
  | 'CHANGED'
  /** Gone in this version. */
  | 'REMOVED';

/** One embroidery text with its label. */
export type ProductionSheetInput = {
  __typename: 'ProductionSheetInput';
  /** The input's label, for example 이니셜. */
  label: Scalars['String']['output'];
  /** The member's text. */
  value: Scalars['String']['output'];
};

/** One person's line on a production sheet. */
export type ProductionSheetPersonRow = {
  __typename: 'ProductionSheetPersonRow';
  /** The class order's department and class, when ordered through one. */
  classLabel: Maybe<Scalars['String']['output']>;
  /** How many. */
  count: Scalars['Int']['output'];
  /** The embroidery texts with their labels, for example 이니셜: KMS. */
  inputs: Array<ProductionSheetInput>;
  /** The member's name. */
  name: Scalars['String']['output'];
  /** The option combination's text. */
  optionText: Maybe<Scalars['String']['output']>;
  /** The order line. */
  orderProductId: Scalars['Int']['output'];
};

/** A production sheet version, without its rows. */
export type ProductionSheetSummary = {
  __typename: 'ProductionSheetSummary';
  /** When it was made. */
  createdAt: Scalars['DateTime']['output'];
  /** Who made it; null for the close job. */
  createdBy: Maybe<Scalars['String']['output']>;
  /** The sheet id. */
  id: Scalars['Int']['output'];
  /** Units in all (equals the paid units of the product at that time). */
  totalUnits: Scalars['Int']['output'];
  /** Why it was made. */
  trigger: ProductionSheetTrigger;
  /** The version, from 1 per product. */
  version: Scalars['Int']['output'];
};

/** Units of one option combination on a production sheet. */
export type ProductionSheetSummaryRow = {
  __typename: 'ProductionSheetSummaryRow';
  /** The option combination's text, for example L / 네이비 / 긴팔. */
  optionText: Scalars['String']['output'];
  /** The option values, one per axis, in axis order. */
  optionValues: Array<Scalars['String']['output']>;
  /** Units. */
  units: Scalars['Int']['output'];
};

/** Why a production sheet was made. */
export type ProductionSheetTrigger =
  /** A change after the last version (a size swap, an embroidery edit, a cancel) made a new version. */
  | 'CHANGE'
  /** The campaign closed confirmed. */
  | 'CLOSE'
  /** Staff froze production by hand. */
  | 'FREEZE';

/** Filters and cursor of the product list. */
export type ProductsInput = {
  /** A main category id. */
  categoryId: InputMaybe<Scalars['Int']['input']>;
  /** The opaque cursor from the previous page's `nextCursor`; null for the first page. */
  cursor: InputMaybe<Scalars['String']['input']>;
  /** A group-product category id. */
  groupCategoryId: InputMaybe<Scalars['Int']['input']>;
  /** Only these products (for the recently viewed strip), at most 20; the order follows `sort`. */
  ids: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Page size, 1-20 (default 20). */
  limit: InputMaybe<Scalars['Int']['input']>;
  /** Highest sale price (KRW, inclusive). */
  maxPrice: InputMaybe<Scalars['Int']['input']>;
  /** Lowest sale price (KRW, inclusive). */
  minPrice: InputMaybe<Scalars['Int']['input']>;
  /** Show only products purchasable now. */
  onlyAvailable: InputMaybe<Scalars['Boolean']['input']>;
  /** Beyond the spec: only this product type. */
  productType: InputMaybe<ProductType>;
  /** Search words over name, tags and category names (Korean-aware: 초성 such as ㄱㅈ, one-letter typos); blank means no search. */
  q: InputMaybe<Scalars['String']['input']>;
  /** The order; NEWEST when null. Sold-out products come last in every order. */
  sort: InputMaybe<ProductSort>;
  /** A sub category id. */
  subCategoryId: InputMaybe<Scalars['Int']['input']>;
  /** The university (tenant) id; defaults to the deployment's own tenant. */
  universityId: InputMaybe<Scalars['Int']['input']>;
};

/** A promoted category on the home page: a category id with the title the home page shows for it. */
export type PromotedCategory = {
  __typename: 'PromotedCategory';
  /** The category itself; null if it was removed or hidden since. */
  category: Maybe<ProductCategory>;
  /** The promoted product category's id. */
  categoryId: Scalars['Int']['output'];
  /** The title shown above the category's products on the home page. */
  title: Scalars['String']['output'];
};

/** The root of every read. Each domain file adds its own fields with `extend type Query`. */
export type Query = {
  __typename: 'Query';
  /** The home page's banners for a university, in display order. Without `universityId`, the deployment's tenant. */
  ads: Array<Ad>;
  /** Beyond the spec: the banks a refund account can be at, with their KFTC codes. */
  banks: Array<Bank>;
  /** Beyond the spec: what cancelling this line of the viewer's would refund. */
  cancelPreview: CancelPreview;
  /** The selected lines of the viewer's cart, for the checkout page. */
  cartsCheckouted: CartSummary;
  /** A class order by its link's code, for any signed-in member of the tenant. */
  classOrder: ClassOrder;
  /** The roster of a class order; only its representative (or staff) may read it. */
  classOrderRoster: ClassOrderRoster;
  /** Every country dialing code, Korea (+82) first. */
  countryDialingCodes: Array<CountryDialingCode>;
  /** Every error code this API can return. Beyond the spec: it keeps `ErrorCode` in the contract. */
  errorCodes: Array<ErrorCode>;
  /** The signed-in member's full profile; null when signed out. */
  me: Maybe<User>;
  /** The signed-in member's live checkout holds (not expired, not yet paid), soonest to end first: a refresh shows the same timer. */
  myCheckoutHolds: Array<CheckoutHold>;
  /** The class orders the viewer opened, newest first. */
  myClassOrders: Array<ClassOrder>;
  /** The viewer's own messages, newest first, 10 per page. */
  myMessages: MessagePage;
  /** The signed-in member's ticket for a product's waiting room, or null before they join (any device). */
  myWaitingRoomTicket: Maybe<WaitingRoomTicket>;
  /** The viewer's wishlist (찜) of products they may still see, newest first. */
  myWishlist: WishlistPage;
  /** One of the viewer's orders with its lines, payment and delivery; NOT_FOUND for another member's. */
  order: Order;
  /** Beyond the spec: the delivery companies staff can choose when shipping. */
  orderDeliveryCompanies: Array<OrderDeliveryCompany>;
  /** One of the viewer's order lines; NOT_FOUND for another member's. */
  orderProduct: OrderProduct;
  /** The consent sentence a member agrees to at checkout for made-to-order lines. */
  personalisedConsentText: Scalars['String']['output'];
  /** The tenant's pickup points a representative can choose, for signed-in members. */
  pickupPoints: Array<PickupPoint>;
  /** A member's point ledger, newest first, 10 per page. */
  pointsByUserId: PointPage;
  /** One product with its detail; NOT_FOUND when it does not exist or the viewer may not see it. */
  product: Product;
  /** The top-level categories with their sub categories (or the group-product categories). */
  productCategories: Array<ProductCategory>;
  /** The viewer's restock subscriptions. */
  productRestockNotifications: ProductRestockNotificationPage;
  /** The cursor-based product list with its filters; only products the viewer's authority may see. */
  products: ProductList;
  /** One review: an APPLIED one, or any of the viewer's own. */
  review: Review;
  /** A review type with its questions. */
  reviewType: ReviewType;
  /** A product's APPLIED reviews, pinned first then newest unless `sort` says otherwise, 10 per page. */
  reviewsByProductId: ReviewPage;
  /** Staff (ADMINHIDDEN and up): every banner of the shop, on or off, past or scheduled, in display order (at most 20). */
  staffAds: Array<StaffAd>;
  /** Beyond the spec, staff (ADMIN, or ADMINHIDDEN read-only): the staff audit log, newest first. */
  staffAuditLog: StaffAuditPage;
  /** Staff (level 2+): one campaign. */
  staffCampaign: StaffCampaign;
  /** Staff (level 2+): a campaign's participants (names only, never phones or addresses). */
  staffCampaignParticipants: CampaignParticipantPage;
  /** Staff (level 2+): the tenant's campaigns, soonest deadline first; `status` filters. */
  staffCampaigns: StaffCampaignPage;
  /** Beyond the spec: what cancelling these lines would refund (ADMINHIDDEN may read). */
  staffCancelPreview: StaffCancelPreview;
  /** Beyond the spec: members' cancel requests, oldest first, 10 per page, optionally of one status. */
  staffCancelRequests: StaffCancelRequestPage;
  /** Beyond the spec, staff (ADMINHIDDEN may read): every category, hidden ones too, main categories by position then their sub categories. */
  staffCategories: Array<StaffCategory>;
  /** Beyond the spec: the shop's recent courier exports, newest first (ADMINHIDDEN may read). */
  staffCourierExports: Array<CourierExport>;
  /** Beyond the spec, staff: every delivery template, by id. */
  staffDeliveryTemplates: Array<StaffDeliveryTemplate>;
  /** Beyond the spec, staff (ADMINHIDDEN and up): one member of this shop; another university's member is NOT_FOUND. */
  staffMember: StaffMember;
  /** Beyond the spec, staff (ADMINHIDDEN and up): the shop's members, searched and filtered, paged on the server. */
  staffMembers: StaffMemberPage;
  /** Staff (ADMIN, or ADMINHIDDEN read-only): every member's messages, newest first, 20 per page. */
  staffMessages: StaffMessagePage;
  /** Beyond the spec, staff (ADMINHIDDEN and up): one order of this shop with its payment, lines and history; another university's order is NOT_FOUND. */
  staffOrder: StaffOrder;
  /** Beyond the spec, staff (ADMINHIDDEN and up): the choices of the desk's product, option and pickup point pickers. */
  staffOrderDeskPickers: StaffOrderDeskPickers;
  /** Beyond the spec, staff (ADMINHIDDEN and up): how many lines match the filter per status, ignoring its statuses (every status listed, 0 included). */
  staffOrderLineCounts: Array<StaffOrderLineCount>;
  /** Beyond the spec, staff (ADMINHIDDEN and up): the desk's lines matching the filter, 50 per page, on the server. */
  staffOrderLines: StaffOrderLinePage;
  /** Beyond the spec, ADMIN only: order lines to work on, oldest first. */
  staffOrderProducts: OrderProductPage;
  /** Beyond the spec, staff (ADMINHIDDEN and up): the caller's own saved desk views, by name. */
  staffOrderViews: Array<StaffOrderView>;
  /** Beyond the spec, ADMIN only: reviews waiting for moderation (READY), oldest first. */
  staffPendingReviews: ReviewPage;
  /** Beyond the spec, staff: every group pickup point, by name. */
  staffPickupPoints: Array<StaffPickupPoint>;
  /** Staff (level 2+): a pickup point's roster; `search` is a name, a name and the last four phone digits, or a scanned QR code. */
  staffPickupRoster: PickupRoster;
  /**
   * Beyond the spec: every row of an uploaded courier file with the change it would make or why it
   * is refused; changes nothing (ADMINHIDDEN may read).
   */
  staffPreviewTrackingImport: TrackingImport;
  /** Beyond the spec, staff (ADMINHIDDEN and up): one product with every field and its visibility checklist. */
  staffProduct: StaffProduct;
  /** Beyond the spec, staff (ADMINHIDDEN and up): a product's images for the image screen. */
  staffProductImages: StaffProductImages;
  /** Staff (ADMIN, or ADMINHIDDEN read-only): a product's options, combinations (retired ones too) and inputs. */
  staffProductOptions: StaffProductOptions;
  /** Beyond the spec, staff (ADMINHIDDEN and up): the delivery templates and review types the product editor picks from. */
  staffProductPickers: StaffProductPickers;
  /** Staff (level 2+): whether a product's production froze, and its paid units now. */
  staffProductionFreeze: ProductionFreeze;
  /** Staff (level 2+): one production sheet version with its rows and its diff. */
  staffProductionSheet: ProductionSheet;
  /** Staff (level 2+): a product's production sheet versions, newest first. */
  staffProductionSheets: Array<ProductionSheetSummary>;
  /** Beyond the spec, staff (ADMINHIDDEN and up): the console's product list, hidden products included. */
  staffProducts: StaffProductPage;
  /** Beyond the spec, staff: the home page's promoted categories and the settings' version. */
  staffPromotedCategories: StaffPromotedCategories;
  /** Beyond the spec: refunds of this shop, newest first, 10 per page, optionally of one status. */
  staffRefunds: StaffRefundPage;
  /** Beyond the spec, ADMIN and ADMINHIDDEN: products members wait for, sold-out first. */
  staffRestockDemand: StaffRestockDemandPage;
  /** Beyond the spec, ADMIN and ADMINHIDDEN: the review moderation queue by tab, with filters and counts. */
  staffReviews: StaffReviewPage;
  /**
   * Beyond the spec, staff (ADMIN, or ADMINHIDDEN read-only): sales of a period of Seoul days (both
   * ends included, at most 366 days), counted on the day the order was paid.
   */
  staffSalesReport: StaffSalesReport;
  /** Staff (ADMINHIDDEN and up): the shop's settings as stored, with their version. */
  staffShopSettings: StaffShopSettings;
  /** Beyond the spec, staff (ADMIN, or ADMINHIDDEN read-only): what needs a hand now. */
  staffToday: StaffToday;
  /** Staff: one product's waiting room (default settings when never set). */
  staffWaitingRoom: StaffWaitingRoom;
  /** Staff: the products with a waiting room switched on, soonest opening first. */
  staffWaitingRooms: Array<StaffWaitingRoom>;
  /**
   * The public settings of a university's shop (tenant): names, footer, links, theme, top notice,
   * promoted categories and the public client ids of outside services. Without `universityId`, the
   * tenant this deployment serves.
   */
  university: University;
  /**
   * A signed upload address for one image (jpg, jpeg, png, webp, gif) named `name`; the server
   * chooses the storage key. Signed-in members only.
   */
  upload: Upload;
  /** The user types members can choose at sign-up. Without `universityId`, the deployment's tenant. */
  userTypes: Array<UserType>;
  /** A product's waiting room, or null when it sells without one. Served from memory, not the database. */
  waitingRoom: Maybe<WaitingRoomGate>;
};


/** The root of every read. Each domain file adds its own fields with `extend type Query`. */
export type QueryAdsArgs = {
  universityId: InputMaybe<Scalars['Int']['input']>;
};


/** The root of every read. Each domain file adds its own fields with `extend type Query`. */
export type QueryCancelPreviewArgs = {
  orderProductId: Scalars['Int']['input'];
};


/** The root of every read. Each domain file adds its own fields with `extend type Query`. */
export type QueryCartsCheckoutedArgs = {
  direct?: InputMaybe<Scalars['Boolean']['input']>;
};


/** The root of every read. Each domain file adds its own fields with `extend type Query`. */
export type QueryClassOrderArgs = {
  code: Scalars['String']['input'];
};


/** The root of every read. Each domain file adds its own fields with `extend type Query`. */
export type QueryClassOrderRosterArgs = {
  code: Scalars['String']['input'];
};


/** The root of every read. Each domain file adds its own fields with `extend type Query`. */
export type QueryMyMessagesArgs = {
  page: InputMaybe<Scalars['Int']['input']>;
};


/** The root of every read. Each domain file adds its own fields with `extend type Query`. */
export type QueryMyWaitingRoomTicketArgs = {
  productId: Scalars['Int']['input'];
};


/** The root of every read. Each domain file adds its own fields with `extend type Query`. */
export type QueryMyWishlistArgs = {
  page: InputMaybe<Scalars['Int']['input']>;
};


/** The root of every read. Each domain file adds its own fields with `extend type Query`. */
export type QueryOrderArgs = {
  id: Scalars['Int']['input'];
};


/** The root of every read. Each domain file adds its own fields with `extend type Query`. */
export type QueryOrderProductArgs = {
  id: Scalars['Int']['input'];
};


/** The root of every read. Each domain file adds its own fields with `extend type Query`. */
export type QueryPointsByUserIdArgs = {
  data: PointsByUserIdInput;
};


/** The root of every read. Each domain file adds its own fields with `extend type Query`. */
export type QueryProductArgs = {
  id: Scalars['Int']['input'];
};


/** The root of every read. Each domain file adds its own fields with `extend type Query`. */
export type QueryProductCategoriesArgs = {
  data: InputMaybe<ProductCategoriesInput>;
};


/** The root of every read. Each domain file adds its own fields with `extend type Query`. */
export type QueryProductRestockNotificationsArgs = {
  page: InputMaybe<Scalars['Int']['input']>;
};


/** The root of every read. Each domain file adds its own fields with `extend type Query`. */
export type QueryProductsArgs = {
  data: InputMaybe<ProductsInput>;
};


/** The root of every read. Each domain file adds its own fields with `extend type Query`. */
export type QueryReviewArgs = {
  data: ReviewInput;
};


/** The root of every read. Each domain file adds its own fields with `extend type Query`. */
export type QueryReviewTypeArgs = {
  id: Scalars['Int']['input'];
};


/** The root of every read. Each domain file adds its own fields with `extend type Query`. */
export type QueryReviewsByProductIdArgs = {
  data: ReviewsByProductIdInput;
};


/** The root of every read. Each domain file adds its own fields with `extend type Query`. */
export type QueryStaffAuditLogArgs = {
  data: InputMaybe<StaffAuditLogInput>;
};


/** The root of every read. Each domain file adds its own fields with `extend type Query`. */
export type QueryStaffCampaignArgs = {
  id: Scalars['Int']['input'];
};


/** The root of every read. Each domain file adds its own fields with `extend type Query`. */
export type QueryStaffCampaignParticipantsArgs = {
  campaignId: Scalars['Int']['input'];
  page: InputMaybe<Scalars['Int']['input']>;
};


/** The root of every read. Each domain file adds its own fields with `extend type Query`. */
export type QueryStaffCampaignsArgs = {
  page: InputMaybe<Scalars['Int']['input']>;
  status: InputMaybe<Array<CampaignStatus>>;
};


/** The root of every read. Each domain file adds its own fields with `extend type Query`. */
export type QueryStaffCancelPreviewArgs = {
  orderProductIds: Array<Scalars['Int']['input']>;
};


/** The root of every read. Each domain file adds its own fields with `extend type Query`. */
export type QueryStaffCancelRequestsArgs = {
  page: InputMaybe<Scalars['Int']['input']>;
  status: InputMaybe<OrderCancelRequestStatus>;
};


/** The root of every read. Each domain file adds its own fields with `extend type Query`. */
export type QueryStaffMemberArgs = {
  id: Scalars['Int']['input'];
};


/** The root of every read. Each domain file adds its own fields with `extend type Query`. */
export type QueryStaffMembersArgs = {
  data: InputMaybe<StaffMembersInput>;
};


/** The root of every read. Each domain file adds its own fields with `extend type Query`. */
export type QueryStaffMessagesArgs = {
  page: InputMaybe<Scalars['Int']['input']>;
  status: InputMaybe<MessageStatus>;
};


/** The root of every read. Each domain file adds its own fields with `extend type Query`. */
export type QueryStaffOrderArgs = {
  id: Scalars['Int']['input'];
};


/** The root of every read. Each domain file adds its own fields with `extend type Query`. */
export type QueryStaffOrderLineCountsArgs = {
  filter: InputMaybe<StaffOrderLineFilter>;
};


/** The root of every read. Each domain file adds its own fields with `extend type Query`. */
export type QueryStaffOrderLinesArgs = {
  filter: InputMaybe<StaffOrderLineFilter>;
  page: InputMaybe<Scalars['Int']['input']>;
  sort: InputMaybe<StaffOrderLineSort>;
};


/** The root of every read. Each domain file adds its own fields with `extend type Query`. */
export type QueryStaffOrderProductsArgs = {
  data: InputMaybe<StaffOrderProductsInput>;
};


/** The root of every read. Each domain file adds its own fields with `extend type Query`. */
export type QueryStaffPendingReviewsArgs = {
  page: InputMaybe<Scalars['Int']['input']>;
};


/** The root of every read. Each domain file adds its own fields with `extend type Query`. */
export type QueryStaffPickupRosterArgs = {
  pickupPointId: Scalars['Int']['input'];
  search: InputMaybe<Scalars['String']['input']>;
};


/** The root of every read. Each domain file adds its own fields with `extend type Query`. */
export type QueryStaffPreviewTrackingImportArgs = {
  data: StaffTrackingImportInput;
};


/** The root of every read. Each domain file adds its own fields with `extend type Query`. */
export type QueryStaffProductArgs = {
  id: Scalars['Int']['input'];
};


/** The root of every read. Each domain file adds its own fields with `extend type Query`. */
export type QueryStaffProductImagesArgs = {
  productId: Scalars['Int']['input'];
};


/** The root of every read. Each domain file adds its own fields with `extend type Query`. */
export type QueryStaffProductOptionsArgs = {
  productId: Scalars['Int']['input'];
};


/** The root of every read. Each domain file adds its own fields with `extend type Query`. */
export type QueryStaffProductionFreezeArgs = {
  productId: Scalars['Int']['input'];
};


/** The root of every read. Each domain file adds its own fields with `extend type Query`. */
export type QueryStaffProductionSheetArgs = {
  id: Scalars['Int']['input'];
};


/** The root of every read. Each domain file adds its own fields with `extend type Query`. */
export type QueryStaffProductionSheetsArgs = {
  productId: Scalars['Int']['input'];
};


/** The root of every read. Each domain file adds its own fields with `extend type Query`. */
export type QueryStaffProductsArgs = {
  data: InputMaybe<StaffProductsInput>;
};


/** The root of every read. Each domain file adds its own fields with `extend type Query`. */
export type QueryStaffRefundsArgs = {
  page: InputMaybe<Scalars['Int']['input']>;
  status: InputMaybe<StaffRefundStatus>;
};


/** The root of every read. Each domain file adds its own fields with `extend type Query`. */
export type QueryStaffRestockDemandArgs = {
  page: InputMaybe<Scalars['Int']['input']>;
  sort: InputMaybe<StaffRestockDemandSort>;
};


/** The root of every read. Each domain file adds its own fields with `extend type Query`. */
export type QueryStaffReviewsArgs = {
  data: InputMaybe<StaffReviewsInput>;
};


/** The root of every read. Each domain file adds its own fields with `extend type Query`. */
export type QueryStaffSalesReportArgs = {
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};


/** The root of every read. Each domain file adds its own fields with `extend type Query`. */
export type QueryStaffWaitingRoomArgs = {
  productId: Scalars['Int']['input'];
};


/** The root of every read. Each domain file adds its own fields with `extend type Query`. */
export type QueryUniversityArgs = {
  universityId: InputMaybe<Scalars['Int']['input']>;
};


/** The root of every read. Each domain file adds its own fields with `extend type Query`. */
export type QueryUploadArgs = {
  name: Scalars['String']['input'];
};


/** The root of every read. Each domain file adds its own fields with `extend type Query`. */
export type QueryUserTypesArgs = {
  universityId: InputMaybe<Scalars['Int']['input']>;
};


/** The root of every read. Each domain file adds its own fields with `extend type Query`. */
export type QueryWaitingRoomArgs = {
  productId: Scalars['Int']['input'];
};

/** The billing key the payment window issued. */
export type RegisterBillingKeyInput = {
  /** The customer_uid from `requestBillingKey`. */
  customerUid: Scalars['String']['input'];
  /** The order. */
  orderId: Scalars['Int']['input'];
};

/** A billing key to register for an order of a CHARGE_AT_CLOSE purchase. */
export type RequestBillingKeyInput = {
  /** Card or KakaoPay. */
  method: BillingKeyMethod;
  /** The order (placed, READY). */
  orderId: Scalars['Int']['input'];
};

/** A member's request to have uncollected lines shipped instead. */
export type RequestPickupShippingInput = {
  /** The address to ship to; the courier collects its fee on delivery (착불), the shop charges nothing. */
  delivery: OrderDeliveryInput;
  /** The order. */
  orderId: Scalars['Int']['input'];
};

/** Account withdrawal. Refused while a line is PAID, PREPARING or DELIVERING. */
export type ResignUserInput = {
  /** The password (members who signed up by email). */
  password: InputMaybe<Scalars['String']['input']>;
  /** Why the member leaves (optional, for the co-op's statistics). */
  reason: InputMaybe<Scalars['String']['input']>;
  /** For a social-only account: a fresh authorization code of its provider. */
  socialCode: InputMaybe<Scalars['String']['input']>;
  /** The redirect URI used to get `socialCode`. */
  socialRedirectUri: InputMaybe<Scalars['String']['input']>;
  /** The state value the provider returned with `socialCode` (Naver requires it). */
  socialState: InputMaybe<Scalars['String']['input']>;
};

/**
 * Beyond the spec: an image with the sizes the server made of it (docs/decisions/0045). Render a
 * `<picture>` with one `<source type srcset sizes>` per entry of `sources` and an `<img src>` of the
 * original, so a phone downloads a small file and an old browser still shows the picture.
 */
export type ResponsiveImage = {
  __typename: 'ResponsiveImage';
  /** The original's height in pixels; null until the server has read the file. */
  height: Maybe<Scalars['Int']['output']>;
  /** Modern formats, best first (AVIF, then WebP); empty for vector images and until the sizes are made. */
  sources: Array<ImageSource>;
  /** The original file: the `<img>` src and the fallback for browsers without the modern formats. */
  src: Scalars['String']['output'];
  /** The original's width in pixels; null until the server has read the file. */
  width: Maybe<Scalars['Int']['output']>;
};

/** A member's review of an order line. */
export type Review = {
  __typename: 'Review';
  /** When it was written. */
  createdAt: Scalars['DateTime']['output'];
  /** Staff feedback on a rejected review. */
  feedback: Maybe<Scalars['String']['output']>;
  /** The review id. */
  id: Scalars['Int']['output'];
  /** Photo URLs, at most 5. */
  images: Array<Scalars['String']['output']>;
  /** The review text, 10-1,000 characters. */
  note: Scalars['String']['output'];
  /** Beyond the spec: the option text of the reviewed line, for example 네이비 / L. */
  optionText: Scalars['String']['output'];
  /** The reviewed line; only visible to its reviewer, null for others. */
  orderProduct: Maybe<OrderProduct>;
  /** Pinned reviews come first on the product page. */
  pinned: Scalars['Boolean']['output'];
  /** Beyond the spec: the product. */
  product: Product;
  /** The product id. */
  productId: Scalars['Int']['output'];
  /** The rating, 1-5. */
  rating: Scalars['Int']['output'];
  /** Staff answers. */
  reviewComments: Array<ReviewComment>;
  /** The answers to the review type's questions. */
  reviewOptionSelecteds: Array<ReviewOptionSelected>;
  /** Size, height and weight; null when not given. */
  reviewUserSize: Maybe<ReviewUserSize>;
  /** Beyond the spec, staff only (ADMINHIDDEN and up; null for others): the reviewed order line. */
  staffLine: Maybe<StaffReviewLine>;
  /** The moderation status. */
  status: ReviewStatus;
  /** The reviewer (masked). */
  user: ReviewAuthor;
  /** The reviewer's member id. */
  userId: Scalars['Int']['output'];
};

/** An answer to one question. */
export type ReviewAnswerInput = {
  /** The chosen answer. */
  reviewOptionDetailId: Scalars['Int']['input'];
  /** The question. */
  reviewOptionId: Scalars['Int']['input'];
};

/** The reviewer as the public sees them. */
export type ReviewAuthor = {
  __typename: 'ReviewAuthor';
  /** The reviewer's name, masked (김*빛). */
  name: Scalars['String']['output'];
};

/** A staff answer to a review. */
export type ReviewComment = {
  __typename: 'ReviewComment';
  /** The answer. */
  content: Scalars['String']['output'];
  /** When it was written. */
  createdAt: Scalars['DateTime']['output'];
  /** The comment id. */
  id: Scalars['Int']['output'];
};

/** Which review. */
export type ReviewInput = {
  /** The review id. */
  id: Scalars['Int']['input'];
};

/** A review question, for example 사이즈는 어떤가요? */
export type ReviewOption = {
  __typename: 'ReviewOption';
  /** The question. */
  content: Scalars['String']['output'];
  /** The question id. */
  id: Scalars['Int']['output'];
  /** The answers to choose from. */
  reviewOptionDetails: Array<ReviewOptionDetail>;
};

/** An answer to choose, for example 딱 맞아요. */
export type ReviewOptionDetail = {
  __typename: 'ReviewOptionDetail';
  /** The answer. */
  content: Scalars['String']['output'];
  /** The answer id. */
  id: Scalars['Int']['output'];
};

/** The reviewer's answer to one question. */
export type ReviewOptionSelected = {
  __typename: 'ReviewOptionSelected';
  /** The row id. */
  id: Scalars['Int']['output'];
  /** The question. */
  reviewOption: ReviewOption;
  /** The chosen answer. */
  reviewOptionDetail: ReviewOptionDetail;
  /** The chosen answer's id. */
  reviewOptionDetailId: Scalars['Int']['output'];
  /** The question's id. */
  reviewOptionId: Scalars['Int']['output'];
};

/** One page of reviews. */
export type ReviewPage = {
  __typename: 'ReviewPage';
  /** The reviews of this page (10 per page). */
  items: Array<Review>;
  /** How many reviews match in all. */
  total: Scalars['Int']['output'];
};

/** Beyond the spec: how a product's reviews are ordered. */
export type ReviewSort =
  /** Newest first. */
  | 'NEWEST'
  /** Pinned first, then reviews with photos, then newest. */
  | 'PHOTO_FIRST'
  /** Highest rating first, then newest. */
  | 'RATING_HIGH'
  /** Lowest rating first, then newest. */
  | 'RATING_LOW';

/** The moderation status of a review. */
export type ReviewStatus =
  /** Shown on the product page; points given. */
  | 'APPLIED'
  /** Waiting for staff. */
  | 'READY'
  /** Rejected by staff with feedback; the member may edit it. */
  | 'REJECT';

/** A set of review questions for a kind of product. */
export type ReviewType = {
  __typename: 'ReviewType';
  /** Its name, for example 의류 리뷰. */
  content: Scalars['String']['output'];
  /** The review type id. */
  id: Scalars['Int']['output'];
  /** The questions. */
  reviewOptions: Array<ReviewOption>;
};

/** The reviewer's size, height and weight, to help others choose. */
export type ReviewUserSize = {
  __typename: 'ReviewUserSize';
  /** Their height in cm (100-250). */
  height: Maybe<Scalars['Int']['output']>;
  /** The size they bought, for example L. */
  size: Maybe<Scalars['String']['output']>;
  /** Their weight in kg (20-300). */
  weight: Maybe<Scalars['Int']['output']>;
};

/** Which product's reviews. */
export type ReviewsByProductIdInput = {
  /** The page, from 1 (default 1). */
  page: InputMaybe<Scalars['Int']['input']>;
  /** Beyond the spec: only reviews with photos. */
  photoOnly: InputMaybe<Scalars['Boolean']['input']>;
  /** The product. */
  productId: Scalars['Int']['input'];
  /** Beyond the spec: only reviews whose reviewer bought this size (see `Product.reviewSizes`). */
  size: InputMaybe<Scalars['String']['input']>;
  /** Beyond the spec: the order; left out, pinned first then newest. */
  sort: InputMaybe<ReviewSort>;
};

/** The status of a shipping record. */
export type ShippingStatus =
  /** Delivered. */
  | 'COMPLETED'
  /** On its way. */
  | 'DELIVERING';

/** Beyond the spec: a product's size chart in cm, set by staff (docs/product-rules.md#size-chart). */
export type SizeChart = {
  __typename: 'SizeChart';
  /** The measurement names, for example 총장, 가슴단면, 어깨너비, 소매길이. */
  measurements: Array<Scalars['String']['output']>;
  /** One row per size, small to large as staff entered them. */
  rows: Array<SizeChartRow>;
  /** When staff last changed it. */
  updatedAt: Scalars['DateTime']['output'];
};

/** Beyond the spec: a whole size chart; it replaces the one before. */
export type SizeChartInput = {
  /** 1-8 measurement names of 1-10 characters, unique. */
  measurements: Array<Scalars['String']['input']>;
  /** 1-15 sizes. */
  rows: Array<SizeChartRowInput>;
};

/** Beyond the spec: one size's measurements in a size chart. */
export type SizeChartRow = {
  __typename: 'SizeChartRow';
  /** The size, for example L. */
  size: Scalars['String']['output'];
  /** The measurements in cm, in the order of `SizeChart.measurements`. */
  values: Array<Scalars['Float']['output']>;
};

/** Beyond the spec: one size's measurements in cm. */
export type SizeChartRowInput = {
  /** The size, 1-10 characters, unique in the chart. */
  size: Scalars['String']['input'];
  /** One value per measurement, above 0 and at most 300, one decimal place. */
  values: Array<Scalars['Float']['input']>;
};

/** Beyond the spec: the size most chosen by reviewers of a similar build. */
export type SizeRecommendation = {
  __typename: 'SizeRecommendation';
  /** How many similar reviewers chose it. */
  reviewCount: Scalars['Int']['output'];
  /** How many reviewers of a similar build there are in all. */
  similarCount: Scalars['Int']['output'];
  /** The size, for example L. */
  size: Scalars['String']['output'];
};

/** What the client knows about the social authorization it just completed. */
export type SocialLoginPayload = {
  /** The redirect URI used in the authorization request; the code exchange must repeat it. */
  redirectUri: Scalars['String']['input'];
  /** The state value returned by the provider (required by Naver). */
  state: InputMaybe<Scalars['String']['input']>;
};

/** The result of a social sign-in. */
export type SocialLoginResult = {
  __typename: 'SocialLoginResult';
  /** The verified e-mail address the provider returned; null if the member did not share it. */
  email: Maybe<Scalars['String']['output']>;
  /** True when a member is linked to this social account (then `token` and `user` are set). */
  isExist: Scalars['Boolean']['output'];
  /** Beyond the spec: when the member does not exist, a signed sign-up ticket for `createUser` (valid 30 minutes). */
  signUpTicket: Maybe<Scalars['String']['output']>;
  /** The bearer token when the member exists. */
  token: Maybe<Scalars['String']['output']>;
  /** The member when they exist. */
  user: Maybe<User>;
};

/** A social sign-in provider. */
export type SocialProvider =
  /** Google sign-in. */
  | 'GOOGLE'
  /** Kakao login. */
  | 'KAKAO'
  /** Naver login. */
  | 'NAVER';

/** A home page banner as staff see it: every banner, with its window, state and version. */
export type StaffAd = {
  __typename: 'StaffAd';
  /** When it stops showing (excluded); null keeps it up. */
  endsAt: Maybe<Scalars['DateTime']['output']>;
  /** The banner id. */
  id: Scalars['Int']['output'];
  /** The banner image (an upload's URL); null draws a coloured text banner. */
  imageUrl: Maybe<Scalars['String']['output']>;
  /** Display order, from 0. */
  position: Scalars['Int']['output'];
  /** The headline (1-40 characters). */
  primary: Scalars['String']['output'];
  /** The line under the headline; null when there is none. */
  secondary: Maybe<Scalars['String']['output']>;
  /** When it starts showing; null shows it at once. */
  startsAt: Maybe<Scalars['DateTime']['output']>;
  /** Where it stands now. */
  state: StaffAdState;
  /** The version: an edit sends the value it saw and is refused (CONFLICT) when another edit came first. */
  updatedAt: Scalars['DateTime']['output'];
  /** Where the banner leads: a shop path (/products?category=75) or an https address. */
  url: Scalars['String']['output'];
  /** Whether staff turned it on. */
  visible: Scalars['Boolean']['output'];
};

/** Where a banner stands now, as the console shows it (students see LIVE ones only). */
export type StaffAdState =
  /** On, but its end has passed. */
  | 'ENDED'
  /** Turned off by staff. */
  | 'HIDDEN'
  /** On and inside its window: students see it. */
  | 'LIVE'
  /** On, but its start is still ahead. */
  | 'SCHEDULED';

/** A hand adjustment of a member's points. */
export type StaffAdjustPointsInput = {
  /** Points to grant (positive) or take (negative); never 0, at most 1,000,000 either way. */
  amount: Scalars['Int']['input'];
  /** Why, 2-200 characters; kept on the ledger row and in the staff audit log. */
  reason: Scalars['String']['input'];
  /** The member. */
  userId: Scalars['Int']['input'];
};

/** Beyond the spec: a staff answer to a review. */
export type StaffAnswerReviewInput = {
  /** The answer. */
  content: Scalars['String']['input'];
  /** The review. */
  reviewId: Scalars['Int']['input'];
};

/** Beyond the spec: one field a staff change changed. */
export type StaffAuditChange = {
  __typename: 'StaffAuditChange';
  /** The value after, as text; null when it has none. */
  after: Maybe<Scalars['String']['output']>;
  /** The value before, as text; null when it had none. */
  before: Maybe<Scalars['String']['output']>;
  /** The field's name as the change recorded it, for example salePrice. */
  field: Scalars['String']['output'];
};

/** Beyond the spec: one staff change: who, what, before and after, when. */
export type StaffAuditEntry = {
  __typename: 'StaffAuditEntry';
  /** A stable code of the action, for example product.update. */
  action: Scalars['String']['output'];
  /** The fields that changed. */
  changes: Array<StaffAuditChange>;
  /** When it happened. */
  createdAt: Scalars['DateTime']['output'];
  /** The entry id. */
  id: Scalars['Int']['output'];
  /** The changed object's id. */
  objectId: Scalars['Int']['output'];
  /** The kind of object changed. */
  objectType: StaffAuditObjectType;
  /** The reason staff gave, when the action asks for one. */
  reason: Maybe<Scalars['String']['output']>;
  /** The staff member's name; null for the command line or a withdrawn account. */
  staffName: Maybe<Scalars['String']['output']>;
  /** The staff member; null for the operator's command line. */
  staffUserId: Maybe<Scalars['Int']['output']>;
  /** What happened, one Korean sentence. */
  summary: Scalars['String']['output'];
};

/** Beyond the spec: which audit entries to list. */
export type StaffAuditLogInput = {
  /** Only changes of this object (with objectType). */
  objectId: InputMaybe<Scalars['Int']['input']>;
  /** Only changes of this kind of object. */
  objectType: InputMaybe<StaffAuditObjectType>;
  /** The page, from 1 (default 1). */
  page: InputMaybe<Scalars['Int']['input']>;
};

/** Beyond the spec: the kinds of object a staff change is recorded against (docs/decisions/0042-operator-console.md). */
export type StaffAuditObjectType =
  /** A banner ad on the home page. */
  | 'AD'
  /** A product category. */
  | 'CATEGORY'
  /** A class order (staff cancelled it). */
  | 'CLASS_ORDER'
  /** A delivery template. */
  | 'DELIVERY_TEMPLATE'
  /** A member: points, suspension, level. */
  | 'MEMBER'
  /** A notification message (a resend). */
  | 'MESSAGE'
  /** An order line: confirm, ship, complete. */
  | 'ORDER_PRODUCT'
  /** A group pickup point. */
  | 'PICKUP_POINT'
  /** A product: its fields, options, stock, images, visibility. */
  | 'PRODUCT'
  /** A review: moderation and answers. */
  | 'REVIEW'
  /** The shop's settings: names, links, theme, notice, promoted categories. */
  | 'SHOP';

/** Beyond the spec: one page of the staff audit log, newest first (20 per page). */
export type StaffAuditPage = {
  __typename: 'StaffAuditPage';
  /** The entries of this page. */
  items: Array<StaffAuditEntry>;
  /** How many entries match in all. */
  total: Scalars['Int']['output'];
};

/** Beyond the spec: how one line of a bulk action ended (docs/decisions/0050-bulk-line-actions.md). */
export type StaffBulkLineOutcome =
  /** The line already was where the action takes it: nothing written, nothing sent again. */
  | 'ALREADY_DONE'
  /** The line changed now (status, shipping record, audit row, the buyer's message). */
  | 'CHANGED'
  /** The line was refused (for example cancelled meanwhile); `code` and `message` say why. */
  | 'REFUSED';

/** Beyond the spec: one line's result in a bulk action. */
export type StaffBulkLineResult = {
  __typename: 'StaffBulkLineResult';
  /** The refusal's code; null unless REFUSED. */
  code: Maybe<ErrorCode>;
  /** A Korean sentence for staff: what happened to this line. */
  message: Scalars['String']['output'];
  /** The line as asked. */
  orderProductId: Scalars['Int']['output'];
  /** CHANGED, ALREADY_DONE or REFUSED. */
  outcome: StaffBulkLineOutcome;
  /** The line's product name; null for a line this shop does not have. */
  productName: Maybe<Scalars['String']['output']>;
  /** The line's status now; null for a line this shop does not have. */
  status: Maybe<OrderProductStatus>;
};

/** Beyond the spec: a bulk action's result, one entry per line in the order asked, with totals. */
export type StaffBulkResult = {
  __typename: 'StaffBulkResult';
  /** How many lines were already in the target state. */
  alreadyDone: Scalars['Int']['output'];
  /** How many lines changed. */
  changed: Scalars['Int']['output'];
  /** One entry per line asked, in the order asked. */
  lines: Array<StaffBulkLineResult>;
  /** How many lines were refused. */
  refused: Scalars['Int']['output'];
};

/** A campaign with what staff need to run it. */
export type StaffCampaign = {
  __typename: 'StaffCampaign';
  /** The campaign. */
  campaign: Campaign;
  /** The product's name. */
  productName: Scalars['String']['output'];
  /** The production sheets made so far, newest first. */
  productionSheets: Array<ProductionSheetSummary>;
  /** Paid refunds and charges the provider refused and that wait for a retry. */
  retryCount: Scalars['Int']['output'];
};

/** A campaign's settings, as staff set them on a product. */
export type StaffCampaignInput = {
  /** The deadline, in the future. */
  closesAt: Scalars['DateTime']['input'];
  /** The cap in units, at least `minUnits`; null for none. */
  maxUnits: InputMaybe<Scalars['Int']['input']>;
  /** The goal in units, at least 1. */
  minUnits: Scalars['Int']['input'];
  /** Caps per option combination. */
  optionCaps: InputMaybe<Array<CampaignOptionCapInput>>;
  /** At most this many units per member; null for none. */
  perMemberLimit: InputMaybe<Scalars['Int']['input']>;
  /** The product. */
  productId: Scalars['Int']['input'];
  /** The production freeze, on or after `closesAt`; null for `closesAt`. */
  productionFreezeAt: InputMaybe<Scalars['DateTime']['input']>;
  /** How the money is settled; cannot change once someone took part. */
  settleMode: CampaignSettleMode;
};

/** One page of campaigns for staff. */
export type StaffCampaignPage = {
  __typename: 'StaffCampaignPage';
  /** The campaigns, soonest deadline first. */
  items: Array<StaffCampaign>;
  /** How many in all. */
  total: Scalars['Int']['output'];
};

/** Beyond the spec: lines of one order staff cancel together, refunded as one. */
export type StaffCancelInput = {
  /** One line, several lines of one order, or every line of it. */
  orderProductIds: Array<Scalars['Int']['input']>;
  /** Why, as the buyer reads it (2-200 characters). */
  reason: Scalars['String']['input'];
  /** Virtual-account orders without a refund account: where the money goes (saved on the order). */
  refundAccount: InputMaybe<StaffRefundAccountInput>;
};

/** Beyond the spec: what a staff cancel would give back, computed by the member's cancel rule. */
export type StaffCancelPreview = {
  __typename: 'StaffCancelPreview';
  /** Every line of the order ends cancelled. */
  closesOrder: Scalars['Boolean']['output'];
  /** Paid by virtual account (the refund needs a bank account). */
  isVirtualAccount: Scalars['Boolean']['output'];
  /** A virtual-account refund and the order has no refund account: staff must enter one. */
  needsRefundAccount: Scalars['Boolean']['output'];
  /** The order the lines belong to. */
  orderId: Scalars['Int']['output'];
  /** The lines, as the cancel would take them. */
  orderProductIds: Array<Scalars['Int']['output']>;
  /** The delivery fee part of refundPrice (only when a delivery group closes). */
  refundDeliveryFee: Scalars['Int']['output'];
  /** Used points given back. */
  refundPoint: Scalars['Int']['output'];
  /** Money back to the payment method (0 for an unpaid order). */
  refundPrice: Scalars['Int']['output'];
  /** For an unpaid order: what the buyer no longer has to pay. */
  unpaidDrop: Scalars['Int']['output'];
};

/** Beyond the spec: a cancel request as staff see it. */
export type StaffCancelRequest = {
  __typename: 'StaffCancelRequest';
  /** Staff's answer; set when refused. */
  answer: Maybe<Scalars['String']['output']>;
  /** The member's name. */
  buyerName: Scalars['String']['output'];
  /** When the member asked. */
  createdAt: Scalars['DateTime']['output'];
  /** When staff approved or refused it; null while open. */
  decidedAt: Maybe<Scalars['DateTime']['output']>;
  /** The request id. */
  id: Scalars['Int']['output'];
  /** Where the line stands now (it may have shipped meanwhile). */
  lineStatus: OrderProductStatus;
  /** The order id (opens the order page). */
  orderId: Scalars['Int']['output'];
  /** The order number. */
  orderMUid: Scalars['String']['output'];
  /** The line the member wants cancelled. */
  orderProductId: Scalars['Int']['output'];
  /** The line's product name. */
  productName: Scalars['String']['output'];
  /** The member's reason. */
  reason: Scalars['String']['output'];
  /** Where the request stands. */
  status: OrderCancelRequestStatus;
};

/** Beyond the spec: a page of cancel requests, oldest first (the queue staff clear from the top). */
export type StaffCancelRequestPage = {
  __typename: 'StaffCancelRequestPage';
  /** The requests of this page. */
  items: Array<StaffCancelRequest>;
  /** How many requests match in all. */
  total: Scalars['Int']['output'];
};

/** Beyond the spec: what a staff cancel did. */
export type StaffCancelResult = {
  __typename: 'StaffCancelResult';
  /** The lines cancelled. */
  cancelledIds: Array<Scalars['Int']['output']>;
  /** The order. */
  orderId: Scalars['Int']['output'];
  /** The refund (null when nothing was paid); FAILED waits in the retry list. */
  refund: Maybe<StaffRefund>;
};

/**
 * Beyond the spec: a category as staff see it in the console (hidden ones included), with what the
 * rules about hiding and deleting it need (docs/decisions/0046-catalog-setup.md).
 */
export type StaffCategory = {
  __typename: 'StaffCategory';
  /** The category's name. */
  content: Scalars['String']['output'];
  /** The category id. */
  id: Scalars['Int']['output'];
  /** True for group-product categories (a department's group purchase). */
  isGroup: Scalars['Boolean']['output'];
  /** The main category's id for a sub category; null for a main category. */
  parentId: Maybe<Scalars['Int']['output']>;
  /** The display order among its siblings, from 0. */
  position: Scalars['Int']['output'];
  /** How many products are tagged with it (such a category can be hidden, not deleted). */
  productCount: Scalars['Int']['output'];
  /** Whether the home page promotes it. */
  promoted: Scalars['Boolean']['output'];
  /** The version to send back with an edit. */
  updatedAt: Scalars['DateTime']['output'];
  /** Whether students see it (a hidden main category hides its sub categories too). */
  visible: Scalars['Boolean']['output'];
};

/** Lines to check off on pickup day. */
export type StaffCheckOffPickupInput = {
  /** The lines handed out. */
  orderProductIds: Array<Scalars['Int']['input']>;
  /** The pickup point. */
  pickupPointId: Scalars['Int']['input'];
};

/** An early close. */
export type StaffCloseCampaignInput = {
  /** The campaign. */
  campaignId: Scalars['Int']['input'];
  /** CONFIRMED to confirm it now, FAILED to cancel it now. */
  outcome: CampaignStatus;
  /** Why (2-200 characters). */
  reason: Scalars['String']['input'];
};

/** Beyond the spec: which lines a courier export writes. */
export type StaffCourierExportInput = {
  /** Whose bulk booking sheet the file follows. */
  courier: CourierSheetCourier;
  /** The desk's filter; used when no ids are given (statuses default to PREPARING). */
  filter: InputMaybe<StaffOrderLineFilter>;
  /** XLSX or CSV. */
  format: CourierSheetFormat;
  /** The lines staff ticked; when given, the filter is not used. */
  orderProductIds: InputMaybe<Array<Scalars['Int']['input']>>;
};

/** A new banner. */
export type StaffCreateAdInput = {
  /** When it stops showing; must be after `startsAt` and in the future. */
  endsAt: InputMaybe<Scalars['DateTime']['input']>;
  /** An image the staff member uploaded through `upload(name)`; null for a text banner. */
  imageUrl: InputMaybe<Scalars['String']['input']>;
  /** The headline, 1-40 characters. */
  primary: Scalars['String']['input'];
  /** The line under the headline, up to 80 characters; blank for none. */
  secondary: InputMaybe<Scalars['String']['input']>;
  /** When it starts showing; null for at once. */
  startsAt: InputMaybe<Scalars['DateTime']['input']>;
  /** A shop path (starting with one /) or an https address. */
  url: Scalars['String']['input'];
  /** Whether it is on. */
  visible: Scalars['Boolean']['input'];
};

/** Beyond the spec: a new category. */
export type StaffCreateCategoryInput = {
  /** The name, 1-20 characters. */
  content: Scalars['String']['input'];
  /** A group-product main category (default false); a sub category takes its main category's. */
  isGroup: InputMaybe<Scalars['Boolean']['input']>;
  /** The main category a sub category goes under; null for a new main category. */
  parentId: InputMaybe<Scalars['Int']['input']>;
  /** Shown to students (default true). */
  visible: InputMaybe<Scalars['Boolean']['input']>;
};

/** Beyond the spec: a delivery template as staff see it, with how many products use it. */
export type StaffDeliveryTemplate = {
  __typename: 'StaffDeliveryTemplate';
  /** CONDITIONALFREE: the discounted subtotal from which delivery is free. */
  condition: Scalars['Int']['output'];
  /** The base fee in KRW (PAY, CONDITIONALFREE, BYQUANTITY per unit). */
  deliveryFee: Scalars['Int']['output'];
  /** The fee rule. */
  deliveryType: DeliveryType;
  /** The round-trip exchange fee in KRW. */
  exchangeFee: Scalars['Int']['output'];
  /** The template id. */
  id: Scalars['Int']['output'];
  /** The template's name. */
  name: Scalars['String']['output'];
  /** How many products use it (such a template cannot be deleted). */
  productCount: Scalars['Int']['output'];
  /** BYQUANTITY: the fee is charged per started unit of this many items; 0 means the tiers apply. */
  quantity: Scalars['Int']['output'];
  /** BYQUANTITY tiers: up to this many items cost quantityPrice0. */
  quantityCount0: Scalars['Int']['output'];
  /** BYQUANTITY tiers: up to this many items cost quantityPrice1. */
  quantityCount1: Scalars['Int']['output'];
  /** BYQUANTITY tiers: the upper count of the last tier (0: no limit; informational). */
  quantityCount2: Scalars['Int']['output'];
  /** BYQUANTITY tiers: the fee of the first tier. */
  quantityPrice0: Scalars['Int']['output'];
  /** BYQUANTITY tiers: the fee of the second tier. */
  quantityPrice1: Scalars['Int']['output'];
  /** BYQUANTITY tiers: the fee above the second tier. */
  quantityPrice2: Scalars['Int']['output'];
  /** Where returns go. */
  returnAddress: Scalars['String']['output'];
  /** The one-way return fee in KRW. */
  returnFee: Scalars['Int']['output'];
  /** Where the goods ship from. */
  shippingAddress: Scalars['String']['output'];
  /** The version to send back with an edit. */
  updatedAt: Scalars['DateTime']['output'];
};

/** Beyond the spec: a delivery template's fields (the ones its type does not use are stored as 0). */
export type StaffDeliveryTemplateFields = {
  /** CONDITIONALFREE: the discounted subtotal from which delivery is free. */
  condition: Scalars['Int']['input'];
  /** The base fee (PAY, CONDITIONALFREE, BYQUANTITY per unit), 1 or more there. */
  deliveryFee: Scalars['Int']['input'];
  /** The fee rule. */
  deliveryType: DeliveryType;
  /** The round-trip exchange fee. */
  exchangeFee: Scalars['Int']['input'];
  /** The template's name, 1-40 characters. */
  name: Scalars['String']['input'];
  /** BYQUANTITY: charge per started unit of this many items; 0 uses the tiers. */
  quantity: Scalars['Int']['input'];
  /** BYQUANTITY tiers: the first tier's upper count. */
  quantityCount0: Scalars['Int']['input'];
  /** BYQUANTITY tiers: the second tier's upper count, above the first. */
  quantityCount1: Scalars['Int']['input'];
  /** BYQUANTITY tiers: the last tier's upper count, 0 for no limit. */
  quantityCount2: Scalars['Int']['input'];
  /** BYQUANTITY tiers: the first tier's fee. */
  quantityPrice0: Scalars['Int']['input'];
  /** BYQUANTITY tiers: the second tier's fee. */
  quantityPrice1: Scalars['Int']['input'];
  /** BYQUANTITY tiers: the fee above the second tier. */
  quantityPrice2: Scalars['Int']['input'];
  /** Where returns go. */
  returnAddress: Scalars['String']['input'];
  /** The one-way return fee. */
  returnFee: Scalars['Int']['input'];
  /** Where the goods ship from. */
  shippingAddress: Scalars['String']['input'];
};

/** Beyond the spec: a changed staff answer. */
export type StaffEditReviewAnswerInput = {
  /** The new text, 1-1,000 characters. */
  content: Scalars['String']['input'];
  /** The answer (a review comment). */
  reviewCommentId: Scalars['Int']['input'];
};

/** A new deadline. */
export type StaffExtendCampaignInput = {
  /** The campaign. */
  campaignId: Scalars['Int']['input'];
  /** The new deadline, later than the current one. */
  closesAt: Scalars['DateTime']['input'];
  /** Why (2-200 characters). */
  reason: Scalars['String']['input'];
};

/** A lower goal. */
export type StaffLowerCampaignGoalInput = {
  /** The campaign. */
  campaignId: Scalars['Int']['input'];
  /** The new goal, at least 1 and below the current one. */
  minUnits: Scalars['Int']['input'];
  /** Why (2-200 characters). */
  reason: Scalars['String']['input'];
};

/** A member as the console shows them: profile, standing, points, recent orders and reviews. */
export type StaffMember = {
  __typename: 'StaffMember';
  /** The year the member entered the university. */
  admissionYear: Maybe<Scalars['Int']['output']>;
  /** The level (0 NORMAL … 3 ADMIN); negative when suspended. */
  authority: Scalars['Int']['output'];
  /** When the member signed up. */
  createdAt: Scalars['DateTime']['output'];
  /** The e-mail address. */
  email: Scalars['String']['output'];
  /** The member id. */
  id: Scalars['Int']['output'];
  /** The level the member returns to when restored; null unless suspended. */
  levelBeforeSuspension: Maybe<Scalars['Int']['output']>;
  /** The member's name. */
  name: Scalars['String']['output'];
  /** How many orders the member placed in all. */
  orderCount: Scalars['Int']['output'];
  /** How many ledger rows the member has in all. */
  pointCount: Scalars['Int']['output'];
  /** Balance, points to be earned and points expiring soon. */
  pointSummary: PointSummary;
  /** The newest orders (at most 5). */
  recentOrders: Array<StaffMemberOrder>;
  /** The newest ledger rows (at most 20). */
  recentPoints: Array<StaffMemberPoint>;
  /** The newest reviews (at most 10). */
  recentReviews: Array<StaffMemberReview>;
  /** Whether the member has withdrawn (personal data anonymized). */
  resigned: Scalars['Boolean']['output'];
  /** How many reviews the member wrote in all. */
  reviewCount: Scalars['Int']['output'];
  /** Why the member was suspended; null unless suspended. */
  suspendReason: Maybe<Scalars['String']['output']>;
  /** Whether the member is suspended. */
  suspended: Scalars['Boolean']['output'];
  /** When the member was suspended; null unless suspended. */
  suspendedAt: Maybe<Scalars['DateTime']['output']>;
  /** The phone number in E.164; null when none is registered. */
  tel: Maybe<Scalars['String']['output']>;
  /** The member's user type (학부생, 대학원생 …); null when not set. */
  userTypeName: Maybe<Scalars['String']['output']>;
};

/** Which members the console lists, by standing. */
export type StaffMemberFilter =
  /** Level 3 staff. */
  | 'ADMIN'
  /** Level 2 staff who may look but not change. */
  | 'ADMINHIDDEN'
  /** Level 1 members (may see hidden products). */
  | 'HIDDEN'
  /** Level 0 members. */
  | 'NORMAL'
  /** Suspended members (a negative level). */
  | 'SUSPENDED';

/** One of a member's recent orders. */
export type StaffMemberOrder = {
  __typename: 'StaffMemberOrder';
  /** When the order was placed. */
  createdAt: Scalars['DateTime']['output'];
  /** The order id. */
  id: Scalars['Int']['output'];
  /** The order's lines. */
  lines: Array<StaffMemberOrderLine>;
  /** The amount paid (or to pay) through the PG, in KRW. */
  paidPrice: Scalars['Int']['output'];
  /** Points used on the order. */
  pointUsing: Scalars['Int']['output'];
};

/** One line of a member's order, as staff see it. */
export type StaffMemberOrderLine = {
  __typename: 'StaffMemberOrderLine';
  /** How many. */
  count: Scalars['Int']['output'];
  /** The line id. */
  id: Scalars['Int']['output'];
  /** The chosen options as text, for example 네이비 / L. */
  optionText: Scalars['String']['output'];
  /** What the line costs after discount and points. */
  paidPrice: Scalars['Int']['output'];
  /** The product id. */
  productId: Scalars['Int']['output'];
  /** The product's name when ordered. */
  productName: Scalars['String']['output'];
  /** The line's status. */
  status: OrderProductStatus;
};

/** One page of members, newest sign-up first. */
export type StaffMemberPage = {
  __typename: 'StaffMemberPage';
  /** The members of this page (20 per page). */
  items: Array<StaffMemberSummary>;
  /** How many members match in all. */
  total: Scalars['Int']['output'];
};

/** One row of a member's point ledger, as staff see it. */
export type StaffMemberPoint = {
  __typename: 'StaffMemberPoint';
  /** When the row was written. */
  createdAt: Scalars['DateTime']['output'];
  /** The row id. */
  id: Scalars['Int']['output'];
  /** The reason staff gave for a hand adjustment; null for other rows. */
  reason: Maybe<Scalars['String']['output']>;
  /** The row's status: GAIN adds, USED and EXPIRED subtract, RESERVED is still to be earned. */
  status: PointStatus;
  /** Why the row exists, for example 구매 적립 or 운영진 지급. */
  typeName: Scalars['String']['output'];
  /** The amount, always positive. */
  value: Scalars['Int']['output'];
};

/** One of a member's reviews, as staff see it. */
export type StaffMemberReview = {
  __typename: 'StaffMemberReview';
  /** When it was written. */
  createdAt: Scalars['DateTime']['output'];
  /** The review id. */
  id: Scalars['Int']['output'];
  /** The review text. */
  note: Scalars['String']['output'];
  /** The product id (links to the product page). */
  productId: Scalars['Int']['output'];
  /** The product's name. */
  productName: Scalars['String']['output'];
  /** The rating, 1-5. */
  rating: Scalars['Int']['output'];
  /** The moderation status. */
  status: ReviewStatus;
};

/** A member in the console's list. */
export type StaffMemberSummary = {
  __typename: 'StaffMemberSummary';
  /** The level (0 NORMAL … 3 ADMIN); negative when suspended. */
  authority: Scalars['Int']['output'];
  /** When the member signed up. */
  createdAt: Scalars['DateTime']['output'];
  /** The e-mail address. */
  email: Scalars['String']['output'];
  /** The member id. */
  id: Scalars['Int']['output'];
  /** The member's name. */
  name: Scalars['String']['output'];
  /** The spendable point balance. */
  pointBalance: Scalars['Int']['output'];
  /** Whether the member has withdrawn (personal data anonymized). */
  resigned: Scalars['Boolean']['output'];
  /** Whether the member is suspended. */
  suspended: Scalars['Boolean']['output'];
  /** The phone number in E.164; null when none is registered. */
  tel: Maybe<Scalars['String']['output']>;
};

/** Which members to list. */
export type StaffMembersInput = {
  /** Only members of this standing; null for all. */
  authority: InputMaybe<StaffMemberFilter>;
  /** The page, from 1 (default 1); 20 per page. */
  page: InputMaybe<Scalars['Int']['input']>;
  /** Part of a name or e-mail, or a phone number as typed (010-1234-5678, or some of its digits). */
  search: InputMaybe<Scalars['String']['input']>;
};

/** One notification with what staff need to follow it up. */
export type StaffMessage = {
  __typename: 'StaffMessage';
  /** Attempts made so far. */
  attempts: Scalars['Int']['output'];
  /** The message as the member sees it. */
  message: Message;
  /** The phone number or e-mail address it went to; null before the first attempt. */
  recipient: Maybe<Scalars['String']['output']>;
  /** Whether a staff member may resend it now (FAILED only). */
  resendable: Scalars['Boolean']['output'];
  /** The last outcome in words (the provider's answer, the fallback taken, or why it was skipped). */
  result: Maybe<Scalars['String']['output']>;
  /** The member; null when the account is gone. */
  userId: Maybe<Scalars['Int']['output']>;
  /** The member's name; null when the account is gone. */
  userName: Maybe<Scalars['String']['output']>;
};

/** One page of every member's messages, newest first. */
export type StaffMessagePage = {
  __typename: 'StaffMessagePage';
  /** The messages of this page (20 per page). */
  items: Array<StaffMessage>;
  /** How many match in all. */
  total: Scalars['Int']['output'];
};

/** Beyond the spec: a moderation decision. */
export type StaffModerateReviewInput = {
  /** Feedback for the member; required for REJECT. */
  feedback: InputMaybe<Scalars['String']['input']>;
  /** Pin the review to the top of the product page. */
  pinned: InputMaybe<Scalars['Boolean']['input']>;
  /** The review. */
  reviewId: Scalars['Int']['input'];
  /** APPLIED (shown, points given) or REJECT (feedback required). */
  status: ReviewStatus;
};

/** Beyond the spec: a shipping delay notice for some lines. */
export type StaffNotifyShippingDelayInput = {
  /** The new shipping date, YYYY-MM-DD on the Seoul calendar, today or later. */
  expectedDate: Scalars['String']['input'];
  /** The lines (PAID or PREPARING), at most 500. */
  orderProductIds: Array<Scalars['Int']['input']>;
  /** Why, in a sentence the buyer reads (up to 100 characters). */
  reason: Scalars['String']['input'];
};

/** One option axis in the staff grid: its name and its values in order. */
export type StaffOptionAxis = {
  __typename: 'StaffOptionAxis';
  /** The axis name, for example 색상. */
  key: Scalars['String']['output'];
  /** The values in order, for example 블랙, 네이비. */
  values: Array<Scalars['String']['output']>;
};

/** One axis to save. */
export type StaffOptionAxisInput = {
  /** The axis name, 1-20 characters, no comma. */
  key: Scalars['String']['input'];
  /** The values in order, each 1-20 characters, no comma, no duplicates. */
  values: Array<Scalars['String']['input']>;
};

/** One stored combination of a product, live or retired, as staff see it. */
export type StaffOptionCombination = {
  __typename: 'StaffOptionCombination';
  /** Stock of this combination. */
  count: Scalars['Int']['output'];
  /** The extra price in KRW added to the product's price and salePrice. */
  extraPrice: Scalars['Int']['output'];
  /** The option detail id (the id carts and order lines name). */
  id: Scalars['Int']['output'];
  /** Whether a cart or order line names it (it can then be retired, never deleted). */
  inUse: Scalars['Boolean']['output'];
  /** Left the grid while in use: hidden from students, kept for the lines' history. */
  retired: Scalars['Boolean']['output'];
  /** Units of it on order lines that were not cancelled. */
  soldCount: Scalars['Int']['output'];
  /** The values in axis order (as many as the product has axes). */
  values: Array<Scalars['String']['output']>;
};

/** One row of the grid to save. */
export type StaffOptionCombinationInput = {
  /** Stock (0 to 100,000). */
  count: Scalars['Int']['input'];
  /** The extra price in KRW (-1,000,000 to 1,000,000). */
  extraPrice: Scalars['Int']['input'];
  /** The values in axis order. */
  values: Array<Scalars['String']['input']>;
};

/** A free-text field the buyer fills (required, 1-20 characters). */
export type StaffOptionInput = {
  __typename: 'StaffOptionInput';
  /** The field's label, for example 이니셜. */
  label: Scalars['String']['output'];
  /** How the buyer's text is checked. */
  rule: OptionInputRule;
};

/** One buyer input to save. */
export type StaffOptionInputInput = {
  /** The label, 1-20 characters. */
  label: Scalars['String']['input'];
  /** How the buyer's text is checked; FREE when not given. */
  rule: InputMaybe<OptionInputRule>;
};

/** Beyond the spec: an order as the order page shows it. */
export type StaffOrder = {
  __typename: 'StaffOrder';
  /** The buyer. */
  buyer: StaffOrderBuyer;
  /** When it was placed. */
  createdAt: Scalars['DateTime']['output'];
  /** The address it ships to; null when it is picked up. */
  delivery: Maybe<StaffOrderAddress>;
  /** Every status change, oldest first, with who made it. */
  history: Array<StaffOrderEvent>;
  /** The order id. */
  id: Scalars['Int']['output'];
  /** Every line, in the order they were placed. */
  lines: Array<StaffOrderLine>;
  /** The order number. */
  mUid: Scalars['String']['output'];
  /** The payment record. */
  payment: StaffOrderPayment;
  /** The group pickup point's name when it is picked up; null when it ships. */
  pickupPointName: Maybe<Scalars['String']['output']>;
};

/** Beyond the spec: the address an order ships to, as copied when it was placed. */
export type StaffOrderAddress = {
  __typename: 'StaffOrderAddress';
  /** The street address. */
  address: Scalars['String']['output'];
  /** The detail address. */
  detailAddress: Scalars['String']['output'];
  /** The receiver's name. */
  name: Scalars['String']['output'];
  /** The buyer's note for the courier. */
  note: Maybe<Scalars['String']['output']>;
  /** The postcode. */
  postCode: Scalars['String']['output'];
  /** The receiver's phone. */
  tel: Scalars['String']['output'];
};

/** Beyond the spec: the buyer of an order, as staff see them. */
export type StaffOrderBuyer = {
  __typename: 'StaffOrderBuyer';
  /** The e-mail address. */
  email: Scalars['String']['output'];
  /** The member id (links to the member page). */
  id: Scalars['Int']['output'];
  /** The name. */
  name: Scalars['String']['output'];
  /** The phone in E.164; null when none is registered. */
  tel: Maybe<Scalars['String']['output']>;
};

/** Beyond the spec: an option combination staff can narrow the desk to. */
export type StaffOrderDeskOption = {
  __typename: 'StaffOrderDeskOption';
  /** The combination id (ProductOptionDetail id). */
  id: Scalars['Int']['output'];
  /** The options as text, for example 네이비 / L. */
  text: Scalars['String']['output'];
};

/** Beyond the spec: what the desk's product, option and pickup pickers offer. */
export type StaffOrderDeskPickers = {
  __typename: 'StaffOrderDeskPickers';
  /** The shop's pickup points, by name. */
  pickupPoints: Array<StaffOrderDeskPickupPoint>;
  /** Products with at least one order line, by name. */
  products: Array<StaffOrderDeskProduct>;
};

/** Beyond the spec: a group pickup point staff can narrow the desk to. */
export type StaffOrderDeskPickupPoint = {
  __typename: 'StaffOrderDeskPickupPoint';
  /** The pickup point id. */
  id: Scalars['Int']['output'];
  /** Its name. */
  name: Scalars['String']['output'];
};

/** Beyond the spec: a product that has order lines, with the combinations ordered. */
export type StaffOrderDeskProduct = {
  __typename: 'StaffOrderDeskProduct';
  /** The product id. */
  id: Scalars['Int']['output'];
  /** The product's name (as last ordered). */
  name: Scalars['String']['output'];
  /** The combinations ordered, by text. */
  options: Array<StaffOrderDeskOption>;
  /** When its sale window closes; null when it stays open. */
  saleEndedAt: Maybe<Scalars['DateTime']['output']>;
  /** When its sale window opens; null when it has none (the desk's "판매 기간" period starts here). */
  saleStartedAt: Maybe<Scalars['DateTime']['output']>;
};

/** Beyond the spec: one entry of an order's status history. */
export type StaffOrderEvent = {
  __typename: 'StaffOrderEvent';
  /** Who made it. */
  actor: StaffOrderEventActor;
  /** The staff member's or buyer's name; null for the shop itself or the command line. */
  actorName: Maybe<Scalars['String']['output']>;
  /** When it happened. */
  at: Scalars['DateTime']['output'];
  /** The line it concerns; null for the order as a whole. */
  orderProductId: Maybe<Scalars['Int']['output']>;
  /** What happened, in Korean. */
  summary: Scalars['String']['output'];
};

/** Beyond the spec: who made a change in an order's history. */
export type StaffOrderEventActor =
  /** The buyer (placing, paying, cancelling). */
  | 'MEMBER'
  /** A staff member (named), or the operator's command line. */
  | 'STAFF'
  /** The shop itself (expiry, automatic completion). */
  | 'SYSTEM';

/** Beyond the spec: one order line as the desk lists it (what a seller centre row shows). */
export type StaffOrderLine = {
  __typename: 'StaffOrderLine';
  /** The buyer's name. */
  buyerName: Scalars['String']['output'];
  /** The buyer's phone in E.164; null when none is registered. */
  buyerTel: Maybe<Scalars['String']['output']>;
  /** How many. */
  count: Scalars['Int']['output'];
  /** The line id (OrderProduct id). */
  id: Scalars['Int']['output'];
  /** What the buyer typed into free-text options (for example an embroidered name). */
  inputs: Array<Scalars['String']['output']>;
  /** The order number sent to the payment provider. */
  mUid: Scalars['String']['output'];
  /** The chosen options as text, for example 네이비 / L. */
  optionText: Scalars['String']['output'];
  /** The order id (opens the order page). */
  orderId: Scalars['Int']['output'];
  /** When the order was placed. */
  orderedAt: Scalars['DateTime']['output'];
  /** What the line costs after discount and points. */
  paidPrice: Scalars['Int']['output'];
  /** How the order was paid. */
  payMethod: PayMethod;
  /** The group pickup point's name when the order is picked up there; null when it ships to an address. */
  pickupPointName: Maybe<Scalars['String']['output']>;
  /** The product id. */
  productId: Scalars['Int']['output'];
  /** The product's name when ordered. */
  productName: Scalars['String']['output'];
  /** Whether the member asked to have this pickup line shipped instead. */
  shippingRequested: Scalars['Boolean']['output'];
  /** The line's status. */
  status: OrderProductStatus;
  /** The courier and tracking number once shipped; null before. */
  tracking: Maybe<StaffOrderLineTracking>;
};

/** Beyond the spec: how many lines of one status match the filter (the desk's status tabs). */
export type StaffOrderLineCount = {
  __typename: 'StaffOrderLineCount';
  /** How many lines. */
  count: Scalars['Int']['output'];
  /** The status. */
  status: OrderProductStatus;
};

/**
 * Beyond the spec: the order desk's filters (docs/decisions/0049-order-desk.md). Every filter given
 * applies together (AND); the desk, the courier export and the numbers read the same one.
 */
export type StaffOrderLineFilter = {
  /** Ordered on or after this day on the shop's (Seoul) clock, YYYY-MM-DD. */
  from: InputMaybe<Scalars['String']['input']>;
  /** Only lines of orders paid this way. */
  payMethod: InputMaybe<PayMethod>;
  /** Only lines of products handed over at this group pickup point. */
  pickupPointId: InputMaybe<Scalars['Int']['input']>;
  /** Only lines of this product. */
  productId: InputMaybe<Scalars['Int']['input']>;
  /** Only lines of this option combination (with productId). */
  productOptionDetailId: InputMaybe<Scalars['Int']['input']>;
  /** Buyer name, phone number (any part, digits only) or order number (mUid). */
  search: InputMaybe<Scalars['String']['input']>;
  /** True: only pickup lines whose buyer asked to have them shipped instead (택배 요청); false: only lines without that request. */
  shippingRequested: InputMaybe<Scalars['Boolean']['input']>;
  /** Only lines in one of these statuses (none: every status). */
  statuses: InputMaybe<Array<OrderProductStatus>>;
  /** Ordered on or before this day on the shop's (Seoul) clock, YYYY-MM-DD. */
  to: InputMaybe<Scalars['String']['input']>;
};

/** Beyond the spec: the desk's filter as a saved view keeps it (the same fields as the input). */
export type StaffOrderLineFilterValue = {
  __typename: 'StaffOrderLineFilterValue';
  /** From this Seoul day, YYYY-MM-DD. */
  from: Maybe<Scalars['String']['output']>;
  /** Only lines of orders paid this way. */
  payMethod: Maybe<PayMethod>;
  /** Only lines picked up at this point. */
  pickupPointId: Maybe<Scalars['Int']['output']>;
  /** Only lines of this product. */
  productId: Maybe<Scalars['Int']['output']>;
  /** Only lines of this option combination. */
  productOptionDetailId: Maybe<Scalars['Int']['output']>;
  /** The search text. */
  search: Maybe<Scalars['String']['output']>;
  /** Only lines whose buyer asked (true) or did not ask (false) to have a pickup line shipped instead. */
  shippingRequested: Maybe<Scalars['Boolean']['output']>;
  /** Only lines in one of these statuses (empty: every status). */
  statuses: Array<OrderProductStatus>;
  /** To this Seoul day, YYYY-MM-DD. */
  to: Maybe<Scalars['String']['output']>;
};

/** Beyond the spec: one page of the desk's lines. */
export type StaffOrderLinePage = {
  __typename: 'StaffOrderLinePage';
  /** The lines of this page (50 per page). */
  items: Array<StaffOrderLine>;
  /** How many lines match in all. */
  total: Scalars['Int']['output'];
};

/**
 * Beyond the spec: the order desk's order (docs/decisions/0049-order-desk.md). Every order ends with
 * the line id, so a page never repeats or skips a line.
 */
export type StaffOrderLineSort =
  /** Highest paid price first. */
  | 'AMOUNT_HIGH'
  /** Lowest paid price first. */
  | 'AMOUNT_LOW'
  /** Buyer name in Korean dictionary order. */
  | 'BUYER_NAME'
  /** Newest line first (the default). */
  | 'NEWEST'
  /** Oldest line first. */
  | 'OLDEST';

/** Beyond the spec: the courier and number a shipped line travels with. */
export type StaffOrderLineTracking = {
  __typename: 'StaffOrderLineTracking';
  /** The courier's name, for example CJ대한통운. */
  companyName: Scalars['String']['output'];
  /** The tracking number, as text. */
  shippingNumber: Scalars['String']['output'];
};

/** Beyond the spec: an order's payment record as the payment provider reported it. */
export type StaffOrderPayment = {
  __typename: 'StaffOrderPayment';
  /** What has been refunded so far. */
  cancelPrice: Scalars['Int']['output'];
  /** The delivery fee. */
  deliveryFee: Scalars['Int']['output'];
  /** The discount on the order. */
  discountFee: Scalars['Int']['output'];
  /** Why the payment failed, when it did. */
  failReason: Maybe<Scalars['String']['output']>;
  /** PortOne's payment id (imp_uid); null before the provider answered. */
  impUid: Maybe<Scalars['String']['output']>;
  /** The order number sent to PortOne (merchant_uid). */
  mUid: Scalars['String']['output'];
  /** When the payment was completed; null while unpaid. */
  paidAt: Maybe<Scalars['DateTime']['output']>;
  /** What the PG charged (or is to charge). */
  paidPrice: Scalars['Int']['output'];
  /** How it was paid. */
  payMethod: PayMethod;
  /** The PG that took the payment, for example tosspayments. */
  pgProvider: Maybe<Scalars['String']['output']>;
  /** Points spent. */
  pointUsing: Scalars['Int']['output'];
  /** The refund account number. */
  refundAccount: Maybe<Scalars['String']['output']>;
  /** The buyer's refund account bank (virtual-account refunds). */
  refundBankName: Maybe<Scalars['String']['output']>;
  /** The refund account's holder. */
  refundHolder: Maybe<Scalars['String']['output']>;
  /** Where the payment stands. */
  status: OrderSpecificationStatus;
  /** The goods at sale price, in KRW. */
  totalPrice: Scalars['Int']['output'];
  /** The deposit deadline. */
  vbankDate: Maybe<Scalars['DateTime']['output']>;
  /** The virtual account's holder. */
  vbankHolder: Maybe<Scalars['String']['output']>;
  /** The virtual account's bank; null unless paid by virtual account. */
  vbankName: Maybe<Scalars['String']['output']>;
  /** The virtual account number. */
  vbankNum: Maybe<Scalars['String']['output']>;
};

/** Beyond the spec: which lines staff list. */
export type StaffOrderProductsInput = {
  /** The page, from 1 (default 1). */
  page: InputMaybe<Scalars['Int']['input']>;
  /** Only lines of this status. */
  status: InputMaybe<OrderProductStatus>;
};

/** Beyond the spec: a staff member's own saved desk view (name, filter, order). */
export type StaffOrderView = {
  __typename: 'StaffOrderView';
  /** When it was saved. */
  createdAt: Scalars['DateTime']['output'];
  /** The filter it opens. */
  filter: StaffOrderLineFilterValue;
  /** The view id. */
  id: Scalars['Int']['output'];
  /** The name staff gave it. */
  name: Scalars['String']['output'];
  /** The order it opens. */
  sort: StaffOrderLineSort;
};

/** Beyond the spec: a group pickup point of the tenant, which group products pick from. */
export type StaffPickupPoint = {
  __typename: 'StaffPickupPoint';
  /** The road address. */
  address: Scalars['String']['output'];
  /** The detailed address (may be empty). */
  detailAddress: Scalars['String']['output'];
  /** The pickup point id. */
  id: Scalars['Int']['output'];
  /** The point's name, for example 학생회관 1층 생협 매장. */
  name: Scalars['String']['output'];
  /** Pickup instructions (hours, what to bring; may be empty). */
  note: Scalars['String']['output'];
  /** The 5-digit postal code. */
  postCode: Scalars['String']['output'];
  /** How many products hand out at this point. */
  productCount: Scalars['Int']['output'];
  /** The contact phone number. */
  tel: Scalars['String']['output'];
  /** The version to send back with an edit. */
  updatedAt: Scalars['DateTime']['output'];
};

/** Beyond the spec: a pickup point's fields. */
export type StaffPickupPointFields = {
  /** The road address. */
  address: Scalars['String']['input'];
  /** The detailed address (may be empty). */
  detailAddress: Scalars['String']['input'];
  /** The name, 1-40 characters, unique in the shop. */
  name: Scalars['String']['input'];
  /** Pickup instructions (may be empty). */
  note: Scalars['String']['input'];
  /** The 5-digit postal code. */
  postCode: Scalars['String']['input'];
  /** The contact phone number. */
  tel: Scalars['String']['input'];
};

/** Beyond the spec: pins or unpins an APPLIED review. */
export type StaffPinReviewInput = {
  /** true pins it to the top of the product page. */
  pinned: Scalars['Boolean']['input'];
  /** The review. */
  reviewId: Scalars['Int']['input'];
};

/** Beyond the spec: a product as staff edit it. */
export type StaffProduct = {
  __typename: 'StaffProduct';
  /** Every field of the product, hidden or not; categories include hidden ones. */
  product: Product;
  /** The version the editor saves against (expectedUpdatedAt). */
  updatedAt: Scalars['DateTime']['output'];
  /** Why a student would or would not see and buy it now. */
  visibilityChecklist: Array<ProductVisibilityCheck>;
};

/** Beyond the spec: the long-form content; HTML is cleaned by an allow-list on save. */
export type StaffProductDetailInput = {
  /** The faq tab. */
  faq: Scalars['String']['input'];
  /** The info tab. */
  info: Scalars['String']['input'];
  /** The story tab (plain text or HTML). */
  story: Scalars['String']['input'];
};

/** Beyond the spec: where a group product is delivered. */
export type StaffProductGroupDeliveryInput = {
  /** The road address. */
  address: Scalars['String']['input'];
  /** The detailed address. */
  detailAddress: Scalars['String']['input'];
  /** The pickup point's name. */
  name: Scalars['String']['input'];
  /** Pickup instructions. */
  note: InputMaybe<Scalars['String']['input']>;
  /**
   * A registered pickup point (`staffPickupPoints`): its name, address, phone and note are copied
   * from the registry and the order desk finds the product's lines by it. Null: a place typed for
   * this product only, from the fields below.
   */
  pickupPointId: InputMaybe<Scalars['Int']['input']>;
  /** The 5-digit postal code. */
  postCode: Scalars['String']['input'];
  /** GROUP (the pickup point) or INDIVIDUAL. */
  productGroupDeliveryType: ProductGroupDeliveryType;
  /** The contact phone number. */
  tel: Scalars['String']['input'];
};

/** Beyond the spec: a product's images as staff manage them. */
export type StaffProductImages = {
  __typename: 'StaffProductImages';
  /** The story tab's long images (0 to 20). */
  detailImages: Array<ResponsiveImage>;
  /** The gallery (1 to 3, the first is the card's picture). */
  images: Array<ResponsiveImage>;
  /** The product id. */
  productId: Scalars['Int']['output'];
  /** The product's name, for the screen's heading. */
  productName: Scalars['String']['output'];
  /** The product's version: send it back as `expectedUpdatedAt` when saving. */
  updatedAt: Scalars['DateTime']['output'];
};

/** Beyond the spec: every field staff set on a product (options, stock and images have screens of their own). */
export type StaffProductInput = {
  /** Categories, up to 10. */
  categoryIds: Array<Scalars['Int']['input']>;
  /** The product code, unique in the shop: letters, digits, - and _. */
  code: Scalars['String']['input'];
  /** Shipping ends. */
  deliverEndedAt: InputMaybe<Scalars['DateTime']['input']>;
  /** Shipping starts. */
  deliverStartedAt: InputMaybe<Scalars['DateTime']['input']>;
  /** The delivery template. */
  deliveryTemplateId: Scalars['Int']['input'];
  /** A one-paragraph description, up to 500 characters. */
  description: Scalars['String']['input'];
  /** The first-batch window closes. */
  fastDeliverEndedAt: InputMaybe<Scalars['DateTime']['input']>;
  /** The first-batch window opens. */
  fastDeliverStartedAt: InputMaybe<Scalars['DateTime']['input']>;
  /** The name, 1-100 characters. */
  name: Scalars['String']['input'];
  /** The list price in KRW. */
  price: Scalars['Int']['input'];
  /** Story, info and faq. */
  productDetail: StaffProductDetailInput;
  /** The group pickup point; null for ordinary delivery. */
  productGroupDelivery: InputMaybe<StaffProductGroupDeliveryInput>;
  /** The review type; null for none. */
  productReviewGroupId: InputMaybe<Scalars['Int']['input']>;
  /** How it is sold. */
  productType: ProductType;
  /** The lowest authority level that sees it (0 every student … 3 ADMIN only). */
  productVisible: Scalars['Int']['input'];
  /** Orders close; null for no upper bound. */
  saleEndedAt: InputMaybe<Scalars['DateTime']['input']>;
  /** The sale price in KRW, at most the list price. */
  salePrice: Scalars['Int']['input'];
  /** Orders open; null for no lower bound. */
  saleStartedAt: InputMaybe<Scalars['DateTime']['input']>;
  /** Free tags, up to 10, each 1-20 characters. */
  tags: Array<Scalars['String']['input']>;
};

/** A product's options and stock as the staff grid edits them. */
export type StaffProductOptions = {
  __typename: 'StaffProductOptions';
  /** Up to three axes in order. */
  axes: Array<StaffOptionAxis>;
  /** Every stored combination: live ones in grid order, then retired ones. */
  combinations: Array<StaffOptionCombination>;
  /** The buyer's free-text fields in slot order. */
  inputs: Array<StaffOptionInput>;
  /** The product id. */
  productId: Scalars['Int']['output'];
  /** The product's name, for the screen's heading. */
  productName: Scalars['String']['output'];
  /** The product's sale price, so the grid can show each combination's unit price. */
  salePrice: Scalars['Int']['output'];
  /** The product's version: send it back as expectedUpdatedAt when saving. */
  updatedAt: Scalars['DateTime']['output'];
};

/** Beyond the spec: one page of the console's product list. */
export type StaffProductPage = {
  __typename: 'StaffProductPage';
  /** The rows of this page. */
  items: Array<StaffProductRow>;
  /** The page number. */
  page: Scalars['Int']['output'];
  /** Rows per page. */
  pageSize: Scalars['Int']['output'];
  /** How many products match in all. */
  total: Scalars['Int']['output'];
};

/** Beyond the spec: what the product editor's pickers offer. */
export type StaffProductPickers = {
  __typename: 'StaffProductPickers';
  /** The university's delivery templates, by name. */
  deliveryTemplates: Array<DeliveryTemplate>;
  /** The university's registered group pickup points, by name. */
  pickupPoints: Array<StaffPickupPoint>;
  /** Every review type (question set), by name. */
  reviewTypes: Array<ReviewType>;
};

/** Beyond the spec: one row of the console's product list. */
export type StaffProductRow = {
  __typename: 'StaffProductRow';
  /** The product code. */
  code: Scalars['String']['output'];
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** The product id. */
  id: Scalars['Int']['output'];
  /** The main image URL (empty when none is set). */
  image: Scalars['String']['output'];
  /** Stock left, but a combination (or the product) at or below the low-stock threshold. */
  lowStock: Scalars['Boolean']['output'];
  /** The name. */
  name: Scalars['String']['output'];
  /** A student can buy it now. */
  onSaleNow: Scalars['Boolean']['output'];
  /** The list price in KRW. */
  price: Scalars['Int']['output'];
  /** How it is sold. */
  productType: ProductType;
  /** The lowest authority level that sees it. */
  productVisible: Scalars['Int']['output'];
  /** Orders close. */
  saleEndedAt: Maybe<Scalars['DateTime']['output']>;
  /** The sale price in KRW. */
  salePrice: Scalars['Int']['output'];
  /** Orders open. */
  saleStartedAt: Maybe<Scalars['DateTime']['output']>;
  /** Whole stock: the combinations' sum, or the product's own count. */
  stock: Scalars['Int']['output'];
  /** When it was last edited. */
  updatedAt: Scalars['DateTime']['output'];
};

/** Beyond the spec: how the console's product list is sorted. */
export type StaffProductSort =
  /** By name, 가나다 order. */
  | 'NAME'
  /** Newest first (created). */
  | 'NEWEST'
  /** By sale price, lowest first. */
  | 'PRICE'
  /** By sale start, soonest first; products without a start last. */
  | 'SALE_START'
  /** By whole stock, lowest first (what to restock first). */
  | 'STOCK';

/** Beyond the spec: whether a product is shown to students (visibility level NORMAL) or hidden (above NORMAL). */
export type StaffProductVisibility =
  /** productVisible is above NORMAL: only members of that level and staff see it. */
  | 'HIDDEN'
  /** productVisible is NORMAL: every student sees it. */
  | 'PUBLIC';

/** Beyond the spec: the console's product list filters; all combine with AND. */
export type StaffProductsInput = {
  /** A main or sub category (a main category also matches its sub categories). */
  categoryId: InputMaybe<Scalars['Int']['input']>;
  /** Only products with stock left but a row at or below the low-stock threshold. */
  lowStock: InputMaybe<Scalars['Boolean']['input']>;
  /** Only products a student can buy now (public, in the sale window, in stock). */
  onSaleNow: InputMaybe<Scalars['Boolean']['input']>;
  /** The page, from 1 (default 1). */
  page: InputMaybe<Scalars['Int']['input']>;
  /** Only this product type. */
  productType: InputMaybe<ProductType>;
  /** Part of the name or the code. */
  search: InputMaybe<Scalars['String']['input']>;
  /** Only products with no stock at all. */
  soldOut: InputMaybe<Scalars['Boolean']['input']>;
  /** The order (default NEWEST). */
  sort: InputMaybe<StaffProductSort>;
  /** Only public or only hidden products. */
  visibility: InputMaybe<StaffProductVisibility>;
};

/** Beyond the spec: the home page's promoted categories as staff edit them. */
export type StaffPromotedCategories = {
  __typename: 'StaffPromotedCategories';
  /** Up to four categories with their titles, in display order. */
  categories: Array<PromotedCategory>;
  /** The shop settings' version to send back with an edit. */
  updatedAt: Scalars['DateTime']['output'];
};

/** Beyond the spec: one promoted category of the home page. */
export type StaffPromotedCategoryInput = {
  /** The category id. */
  categoryId: Scalars['Int']['input'];
  /** The title the home page shows above its products, 1-30 characters. */
  title: Scalars['String']['input'];
};

/** Beyond the spec: a restock from the board. */
export type StaffRaiseStockInput = {
  /** The new count, more than the current one. */
  count: Scalars['Int']['input'];
  /** The product. */
  productId: Scalars['Int']['input'];
  /** The option combination; null for a product without option combinations. */
  productOptionDetailId: InputMaybe<Scalars['Int']['input']>;
};

/** Beyond the spec: what a restock did. */
export type StaffRaiseStockResult = {
  __typename: 'StaffRaiseStockResult';
  /** The product's whole stock after. */
  after: Scalars['Int']['output'];
  /** The product's whole stock before. */
  before: Scalars['Int']['output'];
  /** Members told that it is back (only when it rose from zero). */
  notified: Scalars['Int']['output'];
  /** The product after the change. */
  product: Product;
};

/** Beyond the spec: a refund owed to a buyer, as the desk lists it. */
export type StaffRefund = {
  __typename: 'StaffRefund';
  /** KRW sent back. */
  amount: Scalars['Int']['output'];
  /** Calls made to the provider so far. */
  attempts: Scalars['Int']['output'];
  /** The buyer's name. */
  buyerName: Scalars['String']['output'];
  /** When the cancel recorded it. */
  createdAt: Scalars['DateTime']['output'];
  /** When the provider refunded it; null until then. */
  doneAt: Maybe<Scalars['DateTime']['output']>;
  /** The refund id. */
  id: Scalars['Int']['output'];
  /** The provider's last refusal (or why nothing was sent), in staff-readable words. */
  lastError: Maybe<Scalars['String']['output']>;
  /**
   * When the shop tries this FAILED refund again by itself; null when it will not (done, pending,
   * automatic tries used up, or the provider's record disagrees): then only staff retry it.
   */
  nextRetryAt: Maybe<Scalars['DateTime']['output']>;
  /** The order refunded. */
  orderId: Scalars['Int']['output'];
  /** The order number. */
  orderMUid: Scalars['String']['output'];
  /** The (first) cancelled line. */
  orderProductId: Maybe<Scalars['Int']['output']>;
  /** How the order was paid. */
  payMethod: Maybe<PayMethod>;
  /** The line's product name, or the first one's with the number of others. */
  productName: Scalars['String']['output'];
  /** Why it was cancelled. */
  reason: Scalars['String']['output'];
  /** Where the refund stands at the provider. */
  status: StaffRefundStatus;
};

/** Beyond the spec: where a virtual-account refund goes, entered by staff when the buyer registered none. */
export type StaffRefundAccountInput = {
  /** The account number; dashes are dropped. */
  refundAccount: Scalars['String']['input'];
  /** The bank's KFTC code (the `banks` list). */
  refundBankCode: Scalars['String']['input'];
  /** The account holder's name. */
  refundHolder: Scalars['String']['input'];
};

/** Beyond the spec: a page of refunds, newest first. */
export type StaffRefundPage = {
  __typename: 'StaffRefundPage';
  /** The refunds of this page. */
  items: Array<StaffRefund>;
  /** How many refunds match in all. */
  total: Scalars['Int']['output'];
};

/** Beyond the spec: where a refund staff (or the shop) owe a buyer stands at the payment provider. */
export type StaffRefundStatus =
  /** The provider refunded it. */
  | 'DONE'
  /** The provider refused or could not be reached; it waits in the retry list. */
  | 'FAILED'
  /** Recorded and being sent to the provider. */
  | 'PENDING';

/** Beyond the spec: the new order of one parent's categories. */
export type StaffReorderCategoriesInput = {
  /** Every sibling's id, in the new order. */
  ids: Array<Scalars['Int']['input']>;
  /** With parentId null: order the group-product main categories (true) or the regular ones. */
  isGroup: InputMaybe<Scalars['Boolean']['input']>;
  /** The main category whose sub categories are ordered; null for the main categories. */
  parentId: InputMaybe<Scalars['Int']['input']>;
};

/** Beyond the spec: members waiting for a product to come back (they subscribe per product). */
export type StaffRestockDemand = {
  __typename: 'StaffRestockDemand';
  /** The newest waiting request. */
  newestRequestedAt: Scalars['DateTime']['output'];
  /** The oldest waiting request. */
  oldestRequestedAt: Scalars['DateTime']['output'];
  /** The product, with its stock and option combinations. */
  product: Product;
  /** Members subscribed and not told yet. */
  waiting: Scalars['Int']['output'];
};

/** Beyond the spec: one page of the restock board. */
export type StaffRestockDemandPage = {
  __typename: 'StaffRestockDemandPage';
  /** The products of this page (10 per page). */
  items: Array<StaffRestockDemand>;
  /** How many products have waiting members. */
  total: Scalars['Int']['output'];
  /** How many members wait in all. */
  waitingMembers: Scalars['Int']['output'];
};

/** Beyond the spec: how the restock board is ordered; sold-out products always come first. */
export type StaffRestockDemandSort =
  /** Most waiting members first. */
  | 'MOST_WAITING'
  /** The longest wait first. */
  | 'OLDEST_REQUEST';

/** Beyond the spec: how many reviews wait in each tab (the filters apply). */
export type StaffReviewCounts = {
  __typename: 'StaffReviewCounts';
  /** Shown on the product page. */
  applied: Scalars['Int']['output'];
  /** Waiting for a decision. */
  ready: Scalars['Int']['output'];
  /** Rejected with feedback. */
  reject: Scalars['Int']['output'];
};

/** Beyond the spec: the order line a review is about, as staff see it. */
export type StaffReviewLine = {
  __typename: 'StaffReviewLine';
  /** Its order, for the order page. */
  orderId: Scalars['Int']['output'];
  /** The line. */
  orderProductId: Scalars['Int']['output'];
  /** The line's status. */
  status: OrderProductStatus;
};

/** Beyond the spec: one page of the staff review queue. */
export type StaffReviewPage = {
  __typename: 'StaffReviewPage';
  /** How many match in each tab. */
  counts: StaffReviewCounts;
  /** The reviews of this page (10 per page): READY oldest first, the others newest first. */
  items: Array<Review>;
  /** How many reviews match in this tab. */
  total: Scalars['Int']['output'];
};

/** Beyond the spec: which reviews the staff queue lists (ADR 0053). */
export type StaffReviewsInput = {
  /** true: only reviews with photos; false: only without; null: both. */
  hasPhotos: InputMaybe<Scalars['Boolean']['input']>;
  /** The page, from 1 (default 1). */
  page: InputMaybe<Scalars['Int']['input']>;
  /** Only reviews of this product. */
  productId: InputMaybe<Scalars['Int']['input']>;
  /** Only reviews with this rating, 1-5. */
  rating: InputMaybe<Scalars['Int']['input']>;
  /** The tab: READY (waiting, the default), APPLIED or REJECT. */
  status: InputMaybe<ReviewStatus>;
};

/** Beyond the spec: one Seoul day of the report. */
export type StaffSalesDay = {
  __typename: 'StaffSalesDay';
  /** YYYY-MM-DD on the Seoul clock. */
  day: Scalars['String']['output'];
  /** The day's figures. */
  figures: StaffSalesFigures;
  /** Orders paid that day. */
  orders: Scalars['Int']['output'];
};

/** Beyond the spec: sales figures of a period, a day, a product or an option, in KRW. */
export type StaffSalesFigures = {
  __typename: 'StaffSalesFigures';
  /** What buyers paid for the lines sold (goods after discount and points, plus the fee's money part). */
  gross: Scalars['Int']['output'];
  /** gross - refunds. */
  net: Scalars['Int']['output'];
  /** What was refunded for those lines. */
  refunds: Scalars['Int']['output'];
  /** Units sold and not cancelled. */
  units: Scalars['Int']['output'];
};

/** Beyond the spec: one option combination of a product in the report. */
export type StaffSalesOption = {
  __typename: 'StaffSalesOption';
  /** Its figures. */
  figures: StaffSalesFigures;
  /** The options as ordered (e.g. "블랙 / L"); empty without options. */
  optionText: Scalars['String']['output'];
  /** The combination; null for lines without one. */
  productOptionDetailId: Maybe<Scalars['Int']['output']>;
};

/** Beyond the spec: one pay method's share of the period. */
export type StaffSalesPayMethod = {
  __typename: 'StaffSalesPayMethod';
  /** What buyers paid this way. */
  gross: Scalars['Int']['output'];
  /** Less refunds. */
  net: Scalars['Int']['output'];
  /** Orders paid this way. */
  orders: Scalars['Int']['output'];
  /** The pay method. */
  payMethod: PayMethod;
};

/** Beyond the spec: points in the period. */
export type StaffSalesPoints = {
  __typename: 'StaffSalesPoints';
  /** Points given (sign-up, purchase, reviews, recommendation, staff grants), not returns of spent points. */
  issued: Scalars['Int']['output'];
  /** Points members paid orders with. */
  spent: Scalars['Int']['output'];
};

/** Beyond the spec: one product in the report. */
export type StaffSalesProduct = {
  __typename: 'StaffSalesProduct';
  /** Its figures. */
  figures: StaffSalesFigures;
  /** By option combination, biggest net first. */
  options: Array<StaffSalesOption>;
  /** The product. */
  productId: Scalars['Int']['output'];
  /** Its name as ordered. */
  productName: Scalars['String']['output'];
};

/** Beyond the spec: the numbers of a period (docs/decisions/0054-today-and-numbers.md). */
export type StaffSalesReport = {
  __typename: 'StaffSalesReport';
  /** Every day of the period, oldest first, quiet days as zero. */
  days: Array<StaffSalesDay>;
  /** First day, YYYY-MM-DD (Seoul). */
  from: Scalars['String']['output'];
  /** Orders paid in the period. */
  orders: Scalars['Int']['output'];
  /** Pay methods used, biggest net first. */
  payMethods: Array<StaffSalesPayMethod>;
  /** Points issued and spent. */
  points: StaffSalesPoints;
  /** Products sold, biggest net first. */
  products: Array<StaffSalesProduct>;
  /** Last day, YYYY-MM-DD (Seoul). */
  to: Scalars['String']['output'];
  /** The whole period. */
  total: StaffSalesFigures;
};

/** The whole grid of a product, saved at once. */
export type StaffSaveProductOptionsInput = {
  /** Up to three axes (none for a product without options). */
  axes: Array<StaffOptionAxisInput>;
  /** Every combination of the axes' values exactly once (at most 300). */
  combinations: Array<StaffOptionCombinationInput>;
  /** The product's updatedAt as the editor read it; a newer product is refused with CONFLICT. */
  expectedUpdatedAt: Scalars['DateTime']['input'];
  /** Up to three buyer inputs. */
  inputs: Array<StaffOptionInputInput>;
  /** The product. */
  productId: Scalars['Int']['input'];
};

/** Beyond the spec: a product's whole image set, replacing the one it had. */
export type StaffSetProductImagesInput = {
  /** The story tab's long images in display order, 0 to 20 addresses, the same kinds as `images`. */
  detailImages: Array<Scalars['String']['input']>;
  /** The `updatedAt` the editor loaded; a later change by someone else refuses the save (CONFLICT). */
  expectedUpdatedAt: Scalars['DateTime']['input'];
  /**
   * The gallery in display order, 1 to 3 addresses: each an `upload(name)` url this staff member
   * uploaded, or an address the product already has (gallery or story tab).
   */
  images: Array<Scalars['String']['input']>;
  /** The product. */
  productId: Scalars['Int']['input'];
};

/** Beyond the spec: which product's size chart to set. */
export type StaffSetProductSizeChartInput = {
  /** The product, of this university. */
  productId: Scalars['Int']['input'];
  /** The chart; null removes it. */
  sizeChart: InputMaybe<SizeChartInput>;
};

/** Beyond the spec: the home page's promoted categories, replaced whole. */
export type StaffSetPromotedCategoriesInput = {
  /** Up to four, in display order. */
  categories: Array<StaffPromotedCategoryInput>;
  /** The `updatedAt` the editor loaded. */
  expectedUpdatedAt: Scalars['DateTime']['input'];
};

/** Beyond the spec: shipping a line. */
export type StaffShipOrderProductInput = {
  /** The delivery company (see `orderDeliveryCompanies`). */
  orderDeliveryCompanyId: Scalars['Int']['input'];
  /** The line (PREPARING). */
  orderProductId: Scalars['Int']['input'];
  /** The tracking number. */
  shippingNumber: Scalars['String']['input'];
};

/** Beyond the spec: one line to ship in a bulk shipping. */
export type StaffShipOrderProductsRow = {
  /** The delivery company (see `orderDeliveryCompanies`). */
  orderDeliveryCompanyId: Scalars['Int']['input'];
  /** The line (PREPARING). */
  orderProductId: Scalars['Int']['input'];
  /** The tracking number (digits; spaces and dashes are dropped). */
  shippingNumber: Scalars['String']['input'];
};

/** The tenant's settings as staff edit them, including the ids of social logins and the notice's end. */
export type StaffShopSettings = {
  __typename: 'StaffShopSettings';
  /** The business registration number (123-45-67890). */
  businessNumber: Maybe<Scalars['String']['output']>;
  /** The chat channel link (https). */
  chatUrl: Maybe<Scalars['String']['output']>;
  /** The customer-service e-mail address. */
  csEmail: Maybe<Scalars['String']['output']>;
  /** The customer-service phone number. */
  csTel: Maybe<Scalars['String']['output']>;
  /** The default page title. */
  defaultTitle: Scalars['String']['output'];
  /** The operator's postal address in the footer. */
  footerAddress: Scalars['String']['output'];
  /** The operator named in the footer. */
  footerOperator: Scalars['String']['output'];
  /** Google OAuth client id; null hides the Google button. */
  googleClientId: Maybe<Scalars['String']['output']>;
  /** The university (tenant) id. */
  id: Scalars['Int']['output'];
  /** Kakao login REST API key; null hides the Kakao button. */
  kakaoClientId: Maybe<Scalars['String']['output']>;
  /** The mail-order business report number. */
  mailOrderNumber: Maybe<Scalars['String']['output']>;
  /** The university's name. */
  name: Scalars['String']['output'];
  /** Naver login client id; null hides the Naver button. */
  naverClientId: Maybe<Scalars['String']['output']>;
  /** The representative. */
  representative: Maybe<Scalars['String']['output']>;
  /** The shop's name in the header. */
  shopName: Scalars['String']['output'];
  /** The shop's public https address. */
  siteUrl: Scalars['String']['output'];
  /** A social-media link (https). */
  socialUrl: Maybe<Scalars['String']['output']>;
  /** The theme colour (#rrggbb); its header text passes WCAG AA (4.5:1). */
  themeColor: Scalars['String']['output'];
  /** The page title template with one `%s`. */
  titleTemplate: Scalars['String']['output'];
  /** The top notice as stored, even after its end; null when there is none. */
  topNotice: Maybe<Scalars['String']['output']>;
  /** When the top notice stops showing; null keeps it up. */
  topNoticeEndsAt: Maybe<Scalars['DateTime']['output']>;
  /** The version: a save sends the value it saw and is refused (CONFLICT) when another save came first. */
  updatedAt: Scalars['DateTime']['output'];
};

/** The tenant's settings, every field as the editor left it (the top notice has its own mutation). */
export type StaffShopSettingsInput = {
  /** 123-45-67890; blank for none. */
  businessNumber: InputMaybe<Scalars['String']['input']>;
  /** A chat channel https link; blank for none. */
  chatUrl: InputMaybe<Scalars['String']['input']>;
  /** An e-mail address; blank for none. */
  csEmail: InputMaybe<Scalars['String']['input']>;
  /** A Korean phone number; blank for none. */
  csTel: InputMaybe<Scalars['String']['input']>;
  /** The default page title, 1-60 characters. */
  defaultTitle: Scalars['String']['input'];
  /** `StaffShopSettings.updatedAt` as the editor loaded it. */
  expectedUpdatedAt: Scalars['DateTime']['input'];
  /** The operator's address, 1-120 characters. */
  footerAddress: Scalars['String']['input'];
  /** The operator in the footer, 1-60 characters. */
  footerOperator: Scalars['String']['input'];
  /** ….apps.googleusercontent.com; blank hides the Google button. */
  googleClientId: InputMaybe<Scalars['String']['input']>;
  /** 32 lower-case hex characters; blank hides the Kakao button. */
  kakaoClientId: InputMaybe<Scalars['String']['input']>;
  /** Blank for none. */
  mailOrderNumber: InputMaybe<Scalars['String']['input']>;
  /** The university's name, 1-40 characters. */
  name: Scalars['String']['input'];
  /** Blank hides the Naver button. */
  naverClientId: InputMaybe<Scalars['String']['input']>;
  /** Blank for none. */
  representative: InputMaybe<Scalars['String']['input']>;
  /** The shop's name, 1-40 characters. */
  shopName: Scalars['String']['input'];
  /** The shop's https address. */
  siteUrl: Scalars['String']['input'];
  /** A social-media https link; blank for none. */
  socialUrl: InputMaybe<Scalars['String']['input']>;
  /** #rgb or #rrggbb whose header text reaches a 4.5:1 contrast. */
  themeColor: Scalars['String']['input'];
  /** The page title template with exactly one `%s`. */
  titleTemplate: Scalars['String']['input'];
};

/** Beyond the spec: the Today page: every item, in the order the page shows them. */
export type StaffToday = {
  __typename: 'StaffToday';
  /** When the counts were taken. */
  at: Scalars['DateTime']['output'];
  /** Every item, zero counts included. */
  items: Array<StaffTodayItem>;
};

/** Beyond the spec: one Today item: how many wait and the oldest few. */
export type StaffTodayItem = {
  __typename: 'StaffTodayItem';
  /** How many rows wait. */
  count: Scalars['Int']['output'];
  /** What waits. */
  kind: StaffTodayKind;
  /** The oldest (most urgent) few rows, at most three. */
  rows: Array<StaffTodayRow>;
};

/** Beyond the spec: one thing on the Today page that waits for staff (docs/decisions/0054-today-and-numbers.md). */
export type StaffTodayKind =
  /** Member cancel requests nobody answered yet. */
  | 'CANCEL_REQUESTS'
  /** Refunds the payment provider refused; they wait in the retry list. */
  | 'FAILED_REFUNDS'
  /** PAID or PREPARING lines past their shipping window. */
  | 'LATE_SHIPPING'
  /** Reviews waiting for moderation (READY). */
  | 'REVIEWS_WAITING'
  /** Sold-out products members wait to be restocked. */
  | 'SOLD_OUT_WAITING'
  /** PAID lines to confirm. */
  | 'TO_CONFIRM'
  /** Unpaid virtual accounts whose deposit deadline is within 24 hours. */
  | 'VBANK_EXPIRING';

/** Beyond the spec: one of the oldest (most urgent) rows behind a Today item. */
export type StaffTodayRow = {
  __typename: 'StaffTodayRow';
  /** Since when it waits (paid, asked, failed, written, subscribed, due). */
  at: Maybe<Scalars['DateTime']['output']>;
  /** The row's own id (line, request, refund, review, product or order). */
  id: Scalars['Int']['output'];
  /** What staff recognise it by: product name, buyer or order number. */
  label: Scalars['String']['output'];
  /** The order to open, when the row belongs to one. */
  orderId: Maybe<Scalars['Int']['output']>;
  /** The product to open, when the row is about one. */
  productId: Maybe<Scalars['Int']['output']>;
};

/** Turning a banner on or off. */
export type StaffToggleAdInput = {
  /** `StaffAd.updatedAt` as the editor loaded it. */
  expectedUpdatedAt: Scalars['DateTime']['input'];
  /** The banner. */
  id: Scalars['Int']['input'];
  /** On (true) or off (false). */
  visible: Scalars['Boolean']['input'];
};

/** The top notice of the home page. */
export type StaffTopNoticeInput = {
  /** When it stops showing (must be in the future); null keeps it up. */
  endsAt: InputMaybe<Scalars['DateTime']['input']>;
  /** `StaffShopSettings.updatedAt` as the editor loaded it. */
  expectedUpdatedAt: Scalars['DateTime']['input'];
  /** The notice, up to 200 characters; blank removes it. */
  text: InputMaybe<Scalars['String']['input']>;
};

/** Beyond the spec: an uploaded courier file to read. */
export type StaffTrackingImportInput = {
  /** The courier whose numbers these are, for rows without a company column. */
  courier: CourierSheetCourier;
  /** The uploaded courier file (from the upload route). */
  importId: Scalars['Int']['input'];
};

/** Changes to a banner: every field as the editor left it, with the version they saw. */
export type StaffUpdateAdInput = {
  /** When it stops showing; must be after `startsAt` and in the future. */
  endsAt: InputMaybe<Scalars['DateTime']['input']>;
  /** `StaffAd.updatedAt` as the editor loaded it. */
  expectedUpdatedAt: Scalars['DateTime']['input'];
  /** The banner. */
  id: Scalars['Int']['input'];
  /** The stored image, or a new upload of the staff member; null for a text banner. */
  imageUrl: InputMaybe<Scalars['String']['input']>;
  /** The headline, 1-40 characters. */
  primary: Scalars['String']['input'];
  /** The line under the headline, up to 80 characters; blank for none. */
  secondary: InputMaybe<Scalars['String']['input']>;
  /** When it starts showing; null for at once. */
  startsAt: InputMaybe<Scalars['DateTime']['input']>;
  /** A shop path (starting with one /) or an https address. */
  url: Scalars['String']['input'];
  /** Whether it is on. */
  visible: Scalars['Boolean']['input'];
};

/** Beyond the spec: a category's new name and visibility. */
export type StaffUpdateCategoryInput = {
  /** The name, 1-20 characters. */
  content: Scalars['String']['input'];
  /** The `updatedAt` the editor loaded; a newer one refuses the save (CONFLICT). */
  expectedUpdatedAt: Scalars['DateTime']['input'];
  /** The category id. */
  id: Scalars['Int']['input'];
  /** A sub category's new main category (same kind: group or not); omit to keep it where it is. */
  parentId: InputMaybe<Scalars['Int']['input']>;
  /** Shown to students. */
  visible: Scalars['Boolean']['input'];
};

/** Beyond the spec: a changed delivery template. */
export type StaffUpdateDeliveryTemplateInput = {
  /** The `updatedAt` the editor loaded. */
  expectedUpdatedAt: Scalars['DateTime']['input'];
  /** The template id. */
  id: Scalars['Int']['input'];
  /** The new fields. */
  template: StaffDeliveryTemplateFields;
};

/** Beyond the spec: a changed pickup point (every product using it shows the new details). */
export type StaffUpdatePickupPointInput = {
  /** The `updatedAt` the editor loaded. */
  expectedUpdatedAt: Scalars['DateTime']['input'];
  /** The pickup point id. */
  id: Scalars['Int']['input'];
  /** The new fields. */
  point: StaffPickupPointFields;
};

/** Beyond the spec: a stock change. */
export type StaffUpdateStockInput = {
  /** The new stock count, 0 or more. */
  count: Scalars['Int']['input'];
  /** The product. */
  productId: Scalars['Int']['input'];
  /** The option combination; null for a product without option details. */
  productOptionDetailId: InputMaybe<Scalars['Int']['input']>;
};

/** A product's waiting room as staff see and steer it. */
export type StaffWaitingRoom = {
  __typename: 'StaffWaitingRoom';
  /** Minutes an admission lasts (default 10). */
  admissionMinutes: Scalars['Int']['output'];
  /** Members let in so far. */
  admitted: Scalars['Int']['output'];
  /** Whether the product sells through the waiting room. */
  enabled: Scalars['Boolean']['output'];
  /** Units of the product held right now by members checking out (already out of its stock). */
  heldUnits: Scalars['Int']['output'];
  /** Minutes a checkout hold lasts (default 10, at least 1). */
  holdMinutes: Scalars['Int']['output'];
  /** The opening minute (the product's sale window start); null when the product has none. */
  opensAt: Maybe<Scalars['DateTime']['output']>;
  /** The product. */
  productId: Scalars['Int']['output'];
  /** The product's name. */
  productName: Scalars['String']['output'];
  /** Minutes before `opensAt` the queue opens (default 15). */
  queueOpensMinutesBefore: Scalars['Int']['output'];
  /** Members in the queue, admitted or not. */
  queued: Scalars['Int']['output'];
  /** Members per minute (PER_MINUTE) or shopping at once (CONCURRENT). */
  rate: Scalars['Int']['output'];
  /** How members are let in. */
  rateMode: WaitingRoomRateMode;
  /** Admitted members whose admission is still running and who have not ordered. */
  shopping: Scalars['Int']['output'];
  /** The draw's seed, so anyone can replay the order (domain/waiting-room/shuffle.ts). */
  shuffleSeed: Maybe<Scalars['String']['output']>;
  /** When the opening minute's draw ran; null before it. */
  shuffledAt: Maybe<Scalars['DateTime']['output']>;
};

/** Staff's settings for one product's waiting room. */
export type StaffWaitingRoomInput = {
  /** Minutes an admission lasts, 1 to 60. */
  admissionMinutes: Scalars['Int']['input'];
  /** Whether the product sells through the waiting room. */
  enabled: Scalars['Boolean']['input'];
  /** Minutes a checkout hold lasts, 1 to 60; omitted keeps the current setting (default 10). */
  holdMinutes: InputMaybe<Scalars['Int']['input']>;
  /** The product; it needs a sale window start to switch the waiting room on. */
  productId: Scalars['Int']['input'];
  /** Minutes before the opening the queue opens, 1 to 180. */
  queueOpensMinutesBefore: Scalars['Int']['input'];
  /** Members per minute or at once, 1 to 10,000; it may change while the room runs. */
  rate: Scalars['Int']['input'];
  /** How members are let in; it may change while the room runs. */
  rateMode: WaitingRoomRateMode;
};

/** What to hold when checkout opens. */
export type StartCheckoutHoldInput = {
  /** The cart lines being checked out (as in `PlaceOrderInput.cartIds`); lines of products without an open waiting room are not held. */
  cartIds: Array<Scalars['Int']['input']>;
  /** The member's waiting-room admissions (`WaitingRoomAdmission.token`), one per gated product. */
  waitingRoomPasses: Array<Scalars['String']['input']>;
};

/**
 * Public identifiers of outside services for this tenant. Secrets never appear here. Beyond the spec,
 * which names only the three social client ids.
 */
export type TenantIntegrations = {
  __typename: 'TenantIntegrations';
  /** Ads script client id; null means the ads script is not loaded. */
  adsClientId: Maybe<Scalars['String']['output']>;
  /** Where the batched analytics events are posted; null means analytics events are not sent. */
  analyticsEndpoint: Maybe<Scalars['String']['output']>;
  /** The PG id for card, transfer and virtual-account payments (for example html5_inicis). */
  cardPg: Scalars['String']['output'];
  /** Error-reporting DSN; null means error reporting is off. */
  errorReportingDsn: Maybe<Scalars['String']['output']>;
  /** Google OAuth client id; null hides the Google button. */
  googleClientId: Maybe<Scalars['String']['output']>;
  /** Kakao login REST API key (client id); null hides the Kakao button. */
  kakaoClientId: Maybe<Scalars['String']['output']>;
  /** The PG id for KakaoPay payments (for example kakaopay). */
  kakaopayPg: Scalars['String']['output'];
  /** Naver login client id; null hides the Naver button. */
  naverClientId: Maybe<Scalars['String']['output']>;
  /** PortOne merchant code (imp...) for the browser SDK; null means the shop's sandbox checkout is used. */
  portoneMerchantCode: Maybe<Scalars['String']['output']>;
  /** Google Tag Manager container id; null means the tag manager is not loaded. */
  tagManagerId: Maybe<Scalars['String']['output']>;
};

/** Select or deselect one line. */
export type ToggleCartInput = {
  /** The cart line id. */
  id: Scalars['Int']['input'];
  /** Selected or not; omitted flips the current state. */
  selected: InputMaybe<Scalars['Boolean']['input']>;
};

/** Beyond the spec: the plan for (or the result of) one uploaded courier file. */
export type TrackingImport = {
  __typename: 'TrackingImport';
  /** Rows whose line already has this tracking number. */
  alreadyCount: Scalars['Int']['output'];
  /** Whether this answer changed lines (apply) or only planned them (preview). */
  applied: Scalars['Boolean']['output'];
  /** The uploaded file's name. */
  fileName: Scalars['String']['output'];
  /** The uploaded file (POST /api/admin/courier-imports answers it). */
  importId: Scalars['Int']['output'];
  /** Rows refused, each with its reason. */
  refusedCount: Scalars['Int']['output'];
  /** Every row of the file with its outcome. */
  rows: Array<TrackingImportRow>;
  /** Rows that ship a line (planned in a preview, done after apply). */
  shipCount: Scalars['Int']['output'];
};

/** Beyond the spec: what a tracking import row will do (or did). */
export type TrackingImportOutcome =
  /** The line already carries this tracking number: nothing changes. */
  | 'ALREADY'
  /** The row is refused; `reason` says why. */
  | 'REFUSED'
  /** The line is shipped with this tracking number. */
  | 'SHIP';

/** Beyond the spec: one row of a courier's returned file, planned or applied. */
export type TrackingImportRow = {
  __typename: 'TrackingImportRow';
  /** Stable code of a refusal (LINE_NOT_FOUND, TRACKING_EXPONENT, …); null otherwise. */
  code: Maybe<Scalars['String']['output']>;
  /** The courier the file names for the row. */
  courier: Maybe<CourierSheetCourier>;
  /** The shop's line id the row names, when it is a number. */
  orderProductId: Maybe<Scalars['Int']['output']>;
  /** SHIP (planned or done), ALREADY (registered before) or REFUSED. */
  outcome: TrackingImportOutcome;
  /** The line's product and option, when the line was found. */
  productName: Maybe<Scalars['String']['output']>;
  /** The Korean reason of a refusal or an ALREADY; null for SHIP. */
  reason: Maybe<Scalars['String']['output']>;
  /** The row number in the file (1 is the first row). */
  row: Scalars['Int']['output'];
  /** The tracking number as read (digits only); null when unreadable. */
  trackingNumber: Maybe<Scalars['String']['output']>;
};

/**
 * A university's shop (the tenant). Everything tenant-specific the screens show comes from here,
 * never from code.
 */
export type University = {
  __typename: 'University';
  /** Beyond the spec: the business registration number the footer must show by Korean e-commerce law. */
  businessNumber: Maybe<Scalars['String']['output']>;
  /** The chat channel link (for example a KakaoTalk channel). */
  chatUrl: Maybe<Scalars['String']['output']>;
  /** Beyond the spec: the customer-service e-mail address. */
  csEmail: Maybe<Scalars['String']['output']>;
  /** Beyond the spec: the customer-service phone number. */
  csTel: Maybe<Scalars['String']['output']>;
  /** The default page title: the university's group-apparel purchase mall. */
  defaultTitle: Scalars['String']['output'];
  /** The operator's postal address in the footer. */
  footerAddress: Scalars['String']['output'];
  /** The operator named in the footer (the co-op). */
  footerOperator: Scalars['String']['output'];
  /** The university (tenant) id, the `universityId` every product and category carries. */
  id: Scalars['Int']['output'];
  /** Public client ids and keys of outside services; a null entry hides or disables that integration. */
  integrations: TenantIntegrations;
  /** Beyond the spec: the mail-order business report number (통신판매업 신고번호). */
  mailOrderNumber: Maybe<Scalars['String']['output']>;
  /** The university's name, for example 한빛대학교. */
  name: Scalars['String']['output'];
  /** The four promoted categories of the home page, in display order (the demo tenant uses 75, 71, 72, 74). */
  promotedCategories: Array<PromotedCategory>;
  /** Beyond the spec: the operator's representative (대표자). */
  representative: Maybe<Scalars['String']['output']>;
  /** The shop's name shown in the header, for example 한빛대 생협 굿즈샵. */
  shopName: Scalars['String']['output'];
  /** The public address of the shop. */
  siteUrl: Scalars['String']['output'];
  /** A social-media link (for example Instagram). */
  socialUrl: Maybe<Scalars['String']['output']>;
  /** The primary theme colour as a CSS hex colour, for example #1e4fa3. */
  themeColor: Scalars['String']['output'];
  /** The page title template; `%s` is replaced by the page's own title. */
  titleTemplate: Scalars['String']['output'];
  /** The notice shown at the top of the home page; null when there is none. */
  topNotice: Maybe<Scalars['String']['output']>;
};

/** A new count for a line. */
export type UpdateCartCountInput = {
  /** The new count, at least 1. */
  count: Scalars['Int']['input'];
  /** The cart line id. */
  id: Scalars['Int']['input'];
};

/** A new delivery address for an order. */
export type UpdateOrderDeliveryInput = {
  /** The new address. */
  delivery: OrderDeliveryInput;
  /** The order. */
  orderId: Scalars['Int']['input'];
};

/** New options for a line (same price, in stock). */
export type UpdateOrderProductOptionsInput = {
  /** The line. */
  orderProductId: Scalars['Int']['input'];
  /** The new option combination. */
  productOptionDetailId: InputMaybe<Scalars['Int']['input']>;
  /** The new option input texts, in their order. */
  productOptionInputs: InputMaybe<Array<Scalars['String']['input']>>;
};

/** A password change. */
export type UpdatePasswordInput = {
  /** The current password. */
  currentPassword: Scalars['String']['input'];
  /** The new password: 8-64 characters with a letter and a digit. */
  newPassword: Scalars['String']['input'];
};

/** The refund account for an order (virtual-account payments). */
export type UpdateRefundAccountInput = {
  /** The order. */
  orderId: Scalars['Int']['input'];
  /** The account number, digits and dashes. */
  refundAccount: Scalars['String']['input'];
  /** The bank's KFTC code (see `banks`). */
  refundBankCode: Scalars['String']['input'];
  /** The account holder's name. */
  refundHolder: Scalars['String']['input'];
};

/** Changes to a READY or REJECT review; it goes back to READY. */
export type UpdateReviewInput = {
  /** One answer per question. */
  answers: InputMaybe<Array<ReviewAnswerInput>>;
  /** Height in cm, 100-250. */
  height: InputMaybe<Scalars['Int']['input']>;
  /** The review, the viewer's own. */
  id: Scalars['Int']['input'];
  /** Up to 5 photo URLs. */
  images: InputMaybe<Array<Scalars['String']['input']>>;
  /** 10-1,000 characters. */
  note: Scalars['String']['input'];
  /** 1-5. */
  rating: Scalars['Int']['input'];
  /** The size bought. */
  size: InputMaybe<Scalars['String']['input']>;
  /** Weight in kg, 20-300. */
  weight: InputMaybe<Scalars['Int']['input']>;
};

/** Profile changes; omitted fields stay as they are. */
export type UpdateUserInput = {
  /** The admission year. */
  admissionYear: InputMaybe<Scalars['Int']['input']>;
  /** The birth year. */
  birthYear: InputMaybe<Scalars['Int']['input']>;
  /** The gender. */
  gender: InputMaybe<Gender>;
  /** Consent to marketing messages. */
  marketing: InputMaybe<Scalars['Boolean']['input']>;
  /** The name, 2-20 characters. */
  name: InputMaybe<Scalars['String']['input']>;
  /** The user type id. */
  userTypeId: InputMaybe<Scalars['Int']['input']>;
};

/** A phone number change. */
export type UpdateUserTelInput = {
  /** The token from `certifyTelWithToken` with purpose UPDATE_TEL for the new number. */
  certificationToken: Scalars['String']['input'];
};

/** Where to upload one image and where it will be served from. */
export type Upload = {
  __typename: 'Upload';
  /** Beyond the spec: the Content-Type the PUT must send (from the file name's extension). */
  contentType: Scalars['String']['output'];
  /** Beyond the spec: when `uploadUrl` stops working. */
  expiresAt: Scalars['DateTime']['output'];
  /** Beyond the spec: the largest accepted file in bytes. */
  maxBytes: Scalars['Int']['output'];
  /** Send the file here with HTTP PUT (signed, expires in 10 minutes). */
  uploadUrl: Scalars['String']['output'];
  /** The file's public address once uploaded (use it in a review's images). */
  url: Scalars['String']['output'];
};

/**
 * The signed-in member (the viewer). Only ever returned for the viewer: by `me`, `login`,
 * `loginWithSocial`, `createUser` and the profile mutations.
 */
export type User = {
  __typename: 'User';
  /** The year the member entered the university (1950 to next year). */
  admissionYear: Maybe<Scalars['Int']['output']>;
  /** The authority level (0 NORMAL … 3 ADMIN); below 0 means suspended and the client logs out at once. */
  authority: Scalars['Int']['output'];
  /** Beyond the spec: the authority as an enum; null when suspended. */
  authorityLevel: Maybe<Authority>;
  /** The member's birth year. */
  birthYear: Maybe<Scalars['Int']['output']>;
  /** The viewer's cart with its totals. */
  carts: CartSummary;
  /** When the member signed up. */
  createdAt: Scalars['DateTime']['output'];
  /** The e-mail address, unique regardless of case. */
  email: Scalars['String']['output'];
  /** The member's gender. */
  gender: Gender;
  /** The member id. */
  id: Scalars['Int']['output'];
  /** The member's name (2-20 characters). */
  name: Scalars['String']['output'];
  /** Counts of the viewer's lines by status. */
  orderProductCount: OrderProductCount;
  /** The viewer's orders, newest first, 10 per page, placed on or after `startDate` when given. */
  orders: OrderPage;
  /** The spendable point balance (GAIN - USED - EXPIRED). */
  point: Scalars['Int']['output'];
  /** Beyond the spec: balance, points to be earned and points expiring soon. */
  pointSummary: PointSummary;
  /** The member's own recommendation code, which a new member may enter at sign-up. */
  recommendationCode: Scalars['String']['output'];
  /** The viewer's rejected reviews with staff feedback, 10 per page. */
  rejectedReviews: ReviewPage;
  /** The viewer's completed lines that can be reviewed now, 10 per page. */
  reviewableOrderProducts: OrderProductPage;
  /** The viewer's reviews, newest first, 10 per page. */
  reviews: ReviewPage;
  /** The phone number in E.164 (for example +821012345678); null until certified. */
  tel: Maybe<Scalars['String']['output']>;
  /** The member's settings. */
  userConfig: UserConfig;
  /** The saved delivery address; null when none is saved. */
  userDelivery: Maybe<UserDelivery>;
  /** The member's user type. */
  userType: Maybe<UserType>;
  /** The member's user type id. */
  userTypeId: Maybe<Scalars['Int']['output']>;
};


/**
 * The signed-in member (the viewer). Only ever returned for the viewer: by `me`, `login`,
 * `loginWithSocial`, `createUser` and the profile mutations.
 */
export type UserOrdersArgs = {
  page: InputMaybe<Scalars['Int']['input']>;
  startDate: InputMaybe<Scalars['DateTime']['input']>;
};


/**
 * The signed-in member (the viewer). Only ever returned for the viewer: by `me`, `login`,
 * `loginWithSocial`, `createUser` and the profile mutations.
 */
export type UserRejectedReviewsArgs = {
  page: InputMaybe<Scalars['Int']['input']>;
};


/**
 * The signed-in member (the viewer). Only ever returned for the viewer: by `me`, `login`,
 * `loginWithSocial`, `createUser` and the profile mutations.
 */
export type UserReviewableOrderProductsArgs = {
  page: InputMaybe<Scalars['Int']['input']>;
};


/**
 * The signed-in member (the viewer). Only ever returned for the viewer: by `me`, `login`,
 * `loginWithSocial`, `createUser` and the profile mutations.
 */
export type UserReviewsArgs = {
  page: InputMaybe<Scalars['Int']['input']>;
};

/** A member's settings. */
export type UserConfig = {
  __typename: 'UserConfig';
  /** Consent to marketing messages (선택 동의). */
  marketing: Scalars['Boolean']['output'];
  /** When the member last gave marketing consent; null while they have not. */
  marketingAgreedAt: Maybe<Scalars['DateTime']['output']>;
  /** The social provider the account was created with; null for an email sign-up. */
  social: Maybe<SocialProvider>;
};

/** A member's saved delivery address. */
export type UserDelivery = {
  __typename: 'UserDelivery';
  /** The road address from the address search. */
  address: Scalars['String']['output'];
  /** The detailed address the member typed (동, 호수). */
  detailAddress: Scalars['String']['output'];
  /** The address id. */
  id: Scalars['Int']['output'];
  /** The recipient's name. */
  name: Scalars['String']['output'];
  /** A delivery note (for example 문 앞에 놓아 주세요). */
  note: Maybe<Scalars['String']['output']>;
  /** The 5-digit postal code (우편번호). */
  postCode: Scalars['String']['output'];
  /** The recipient's phone number. */
  tel: Scalars['String']['output'];
  /** The member id. */
  userId: Scalars['Int']['output'];
};

/** A delivery address to save. */
export type UserDeliveryInput = {
  /** The road address. */
  address: Scalars['String']['input'];
  /** The detailed address. */
  detailAddress: Scalars['String']['input'];
  /** The recipient's name. */
  name: Scalars['String']['input'];
  /** A delivery note. */
  note: InputMaybe<Scalars['String']['input']>;
  /** The 5-digit postal code. */
  postCode: Scalars['String']['input'];
  /** The recipient's phone number. */
  tel: Scalars['String']['input'];
};

/** A kind of member of the university (undergraduate, graduate, staff …), chosen at sign-up. */
export type UserType = {
  __typename: 'UserType';
  /** Its name, for example 학부생. */
  content: Scalars['String']['output'];
  /** The degree it stands for. */
  eduDegree: EduDegree;
  /** The user type id. */
  id: Scalars['Int']['output'];
  /** Whether it is a current member of the university. */
  inCollege: Scalars['Boolean']['output'];
  /** Domestic or foreign. */
  nationality: Nationality;
};

/** A signed admission: what placeOrder asks for on a product behind a waiting room. */
export type WaitingRoomAdmission = {
  __typename: 'WaitingRoomAdmission';
  /** When the admission ends. */
  expiresAt: Scalars['DateTime']['output'];
  /** The signed pass (HMAC, verified without a database read); pass it in `PlaceOrderInput.waitingRoomPasses`. */
  token: Scalars['String']['output'];
};

/** A product's waiting room as members see it: null on products without one. */
export type WaitingRoomGate = {
  __typename: 'WaitingRoomGate';
  /** How long an admission lasts, in minutes. */
  admissionMinutes: Scalars['Int']['output'];
  /** Minutes a checkout hold lasts (never past the admission's end). */
  holdMinutes: Scalars['Int']['output'];
  /** The opening minute: the product's sale window start (a group purchase opens then too). */
  opensAt: Scalars['DateTime']['output'];
  /** The product. */
  productId: Scalars['Int']['output'];
  /** From when members may join the queue (`queueOpensMinutesBefore` before `opensAt`). */
  queueOpensAt: Scalars['DateTime']['output'];
};

/** How a waiting room lets members in (docs/product-rules.md#waiting-room). */
export type WaitingRoomRateMode =
  /** At most `rate` members shop at once: a place frees when an admission ends (ordered or expired). */
  | 'CONCURRENT'
  /** `rate` members are let in every minute, in queue order. */
  | 'PER_MINUTE';

/** Where a member stands in a waiting room. */
export type WaitingRoomState =
  /** Let in: `admission` carries the signed pass placeOrder asks for, until it expires. */
  | 'ADMITTED'
  /** The waiting room is not open (not yet, switched off, or the sale is over). */
  | 'CLOSED'
  /** The admission ran out before an order was placed. */
  | 'EXPIRED'
  /** In the queue; `position` and `estimateSeconds` say how far. */
  | 'WAITING';

/** A member's place in a waiting room, as the poll answers it. */
export type WaitingRoomStatus = {
  __typename: 'WaitingRoomStatus';
  /** The admission while ADMITTED, else null. */
  admission: Maybe<WaitingRoomAdmission>;
  /** Members still ahead while WAITING (position - 1), null otherwise. */
  ahead: Maybe<Scalars['Int']['output']>;
  /** A rough wait in seconds while WAITING, from the live admission rate; null when unknown. */
  estimateSeconds: Maybe<Scalars['Int']['output']>;
  /** 1-based place in the queue while WAITING; null otherwise or before the opening minute's draw. */
  position: Maybe<Scalars['Int']['output']>;
  /** When to ask again, in milliseconds: longer the further back the member stands. */
  retryAfterMs: Scalars['Int']['output'];
  /** The state. */
  state: WaitingRoomState;
};

/** A member's ticket: the signed proof of their place, the same on every device. */
export type WaitingRoomTicket = {
  __typename: 'WaitingRoomTicket';
  /** When the member joined. */
  joinedAt: Scalars['DateTime']['output'];
  /** The product. */
  productId: Scalars['Int']['output'];
  /** Where the member stands now. */
  status: WaitingRoomStatus;
  /** The signed ticket the poll (`GET /api/waiting-room/status?ticket=`) reads; it names the member's row, not the tab. */
  ticket: Scalars['String']['output'];
};

/** One product a member saved to their wishlist (찜). */
export type WishlistItem = {
  __typename: 'WishlistItem';
  /** When it was wished. */
  createdAt: Scalars['DateTime']['output'];
  /** The wish id. */
  id: Scalars['Int']['output'];
  /** The product, with its stock and sale window to mark sold-out or ended items. */
  product: Product;
  /** The product id. */
  productId: Scalars['Int']['output'];
};

/** One page of the viewer's wishlist, newest first. */
export type WishlistPage = {
  __typename: 'WishlistPage';
  /** The wishes of this page (10 per page). */
  items: Array<WishlistItem>;
  /** How many in all. */
  total: Scalars['Int']['output'];
};

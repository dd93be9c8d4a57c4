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

/** How a billing key was issued. */
export type BillingKeyMethod =
  /** A credit or check card. */
  | 'card'
  /** KakaoPay (issued with an amount of 0). */
  | 'kakaopay';

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

/** Where a class order (과대표 단체주문) stands. */
export type ClassOrderStatus =
  /** The representative (or staff) cancelled it before anyone paid. */
  | 'CANCELLED'
  /** The deadline passed: the roster is locked. */
  | 'LOCKED'
  /** Classmates can join until `closesAt`. */
  | 'OPEN';

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

/** How a message reached the member. */
export type MessageChannel =
  /** KakaoTalk 알림톡 (Solapi sends it as SMS/LMS itself when the member has no KakaoTalk). */
  | 'ALIMTALK'
  /** E-mail: the template's text and its HTML layout. */
  | 'EMAIL'
  /** A text message: the template's text by SMS/LMS, also the fallback for a refused 알림톡. */
  | 'SMS';

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

/** Whether a user type is for domestic or foreign students. */
export type Nationality =
  /** Domestic members. */
  | 'DOMESTIC'
  /** Foreign members (international and exchange students). */
  | 'FOREIGNER'
  /** Not applicable. */
  | 'NOT_SET';

/** How a buyer's free-text input (embroidery) is checked, set by staff per input (docs/decisions/0065). */
export type OptionInputRule =
  /** Any text of 1-20 characters. */
  | 'FREE'
  /** Initials: 1 to 3 capital Latin letters, for example KMS. */
  | 'INITIALS'
  /** A student number of 8 to 10 digits, or an entrance year such as 23학번. */
  | 'STUDENT_NUMBER';

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

/** The payment status of an order. */
export type OrderSpecificationStatus =
  /** Cancelled: failed, expired unpaid, or fully cancelled. */
  | 'CANCELLED'
  /** Paid. */
  | 'PAID'
  /** Awaiting payment (or a virtual account's deposit). */
  | 'READY';

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

/** Whether a product ships to one pickup point for the whole group or to each buyer. */
export type ProductGroupDeliveryType =
  /** Delivered to the group's pickup point instead of a personal address. */
  | 'GROUP'
  /** Delivered to each buyer's own address. */
  | 'INDIVIDUAL';

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

/** How a product is sold (docs/product-rules.md#products). */
export type ProductType =
  /** A bulk order by a group representative (a department), usually shipped to the group's pickup point (단체주문). */
  | 'GROUPORDER'
  /** Regular stock that ships right away. */
  | 'SINGLEFREE'
  /** An individual pre-order in a group purchase: orders only inside the sale window, shipped in the delivery window (공동구매). */
  | 'SINGLEORDER';

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

/** How one row changed from the previous version. */
export type ProductionSheetChangeKind =
  /** New in this version. */
  | 'ADDED'
  /** The option or embroidery or count changed. */
  | 'CHANGED'
  /** Gone in this version. */
  | 'REMOVED';

/** Why a production sheet was made. */
export type ProductionSheetTrigger =
  /** A change after the last version (a size swap, an embroidery edit, a cancel) made a new version. */
  | 'CHANGE'
  /** The campaign closed confirmed. */
  | 'CLOSE'
  /** Staff froze production by hand. */
  | 'FREEZE';

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

/** The status of a shipping record. */
export type ShippingStatus =
  /** Delivered. */
  | 'COMPLETED'
  /** On its way. */
  | 'DELIVERING';

/** A social sign-in provider. */
export type SocialProvider =
  /** Google sign-in. */
  | 'GOOGLE'
  /** Kakao login. */
  | 'KAKAO'
  /** Naver login. */
  | 'NAVER';

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

/** Beyond the spec: how one line of a bulk action ended (docs/decisions/0050-bulk-line-actions.md). */
export type StaffBulkLineOutcome =
  /** The line already was where the action takes it: nothing written, nothing sent again. */
  | 'ALREADY_DONE'
  /** The line changed now (status, shipping record, audit row, the buyer's message). */
  | 'CHANGED'
  /** The line was refused (for example cancelled meanwhile); `code` and `message` say why. */
  | 'REFUSED';

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

/** Beyond the spec: who made a change in an order's history. */
export type StaffOrderEventActor =
  /** The buyer (placing, paying, cancelling). */
  | 'MEMBER'
  /** A staff member (named), or the operator's command line. */
  | 'STAFF'
  /** The shop itself (expiry, automatic completion). */
  | 'SYSTEM';

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

/** Beyond the spec: where a refund staff (or the shop) owe a buyer stands at the payment provider. */
export type StaffRefundStatus =
  /** The provider refunded it. */
  | 'DONE'
  /** The provider refused or could not be reached; it waits in the retry list. */
  | 'FAILED'
  /** Recorded and being sent to the provider. */
  | 'PENDING';

/** Beyond the spec: how the restock board is ordered; sold-out products always come first. */
export type StaffRestockDemandSort =
  /** Most waiting members first. */
  | 'MOST_WAITING'
  /** The longest wait first. */
  | 'OLDEST_REQUEST';

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

/** Beyond the spec: what a tracking import row will do (or did). */
export type TrackingImportOutcome =
  /** The line already carries this tracking number: nothing changes. */
  | 'ALREADY'
  /** The row is refused; `reason` says why. */
  | 'REFUSED'
  /** The line is shipped with this tracking number. */
  | 'SHIP';

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

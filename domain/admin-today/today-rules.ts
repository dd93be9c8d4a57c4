// The Today page's rules (docs/decisions/0054-today-and-numbers.md): what "needs a hand now"
// means, written once for the backend's SQL, the mocked API and the screen.

/** The things staff look at first, in the order the page shows them. */
export const TODAY_KINDS = [
  'TO_CONFIRM',
  'LATE_SHIPPING',
  'CANCEL_REQUESTS',
  'FAILED_REFUNDS',
  'REVIEWS_WAITING',
  'SOLD_OUT_WAITING',
  'VBANK_EXPIRING',
] as const;

export type TodayKind = (typeof TODAY_KINDS)[number];

/** How many of the oldest rows each item lists under its count. */
export const TODAY_ROW_LIMIT = 3;

/** A line paid this many days ago and not shipped yet is late when its product names no shipping window. */
export const SHIPPING_DAYS = 5;

/** A virtual account whose deposit deadline falls within this many hours is about to expire. */
export const VBANK_WARNING_HOURS = 24;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Paid lines before this instant are late (products without a shipping window). */
export function lateShippingCutoff(now: Date): Date {
  return new Date(now.getTime() - SHIPPING_DAYS * DAY_MS);
}

/** Virtual accounts due before this instant (and not yet past due) are about to expire. */
export function vbankWarningUntil(now: Date): Date {
  return new Date(now.getTime() + VBANK_WARNING_HOURS * 60 * 60 * 1000);
}

/**
 * docs/product-rules.md#today: a PAID or PREPARING line is late once its product's shipping
 * window has ended, or, for a product without one, once it was paid more than SHIPPING_DAYS ago.
 */
export function isLateShipping(
  line: { status: string; paidAt: Date | null; deliverEndedAt: Date | null },
  now: Date,
): boolean {
  if (line.status !== 'PAID' && line.status !== 'PREPARING') return false;
  if (line.deliverEndedAt) return line.deliverEndedAt.getTime() < now.getTime();
  return line.paidAt !== null && line.paidAt.getTime() < lateShippingCutoff(now).getTime();
}

/** An unpaid virtual account whose deadline is still ahead but within VBANK_WARNING_HOURS. */
export function isVbankExpiring(order: { payMethod: string; status: string; vbankDate: Date | null }, now: Date): boolean {
  if (order.payMethod !== 'vbank' || order.status !== 'READY' || !order.vbankDate) return false;
  const due = order.vbankDate.getTime();
  return due >= now.getTime() && due < vbankWarningUntil(now).getTime();
}

/** The heading and the next step staff read on each card (해요체). */
export const TODAY_TEXT: Record<TodayKind, { title: string; todo: string }> = {
  TO_CONFIRM: { title: '확인할 결제 주문', todo: '주문을 확인하고 상품 준비를 시작해 주세요.' },
  LATE_SHIPPING: { title: '발송 기한이 지난 주문', todo: '발송하거나 발송 지연을 안내해 주세요.' },
  CANCEL_REQUESTS: { title: '답하지 않은 취소 요청', todo: '취소 요청을 승인하거나 거절해 주세요.' },
  FAILED_REFUNDS: { title: '실패한 환불', todo: '환불을 다시 시도해 주세요.' },
  REVIEWS_WAITING: { title: '검토할 리뷰', todo: '리뷰를 게시하거나 반려해 주세요.' },
  SOLD_OUT_WAITING: { title: '재입고를 기다리는 품절 상품', todo: '재고를 채우면 기다리는 회원에게 알림이 가요.' },
  VBANK_EXPIRING: { title: '곧 입금 기한이 끝나는 가상계좌', todo: '입금 기한을 안내하거나 미입금 취소를 준비해 주세요.' },
};

/** Shown when every count is zero. */
export const TODAY_ALL_DONE = '모두 처리했어요';

import { z } from 'zod';
import { AppError, type ErrorCode } from '../errors/errors';
import { parseInput } from '../errors/input';
import { parseCartIds } from '../cart/cart-input';
import { verifyAdmission } from '../waiting-room/waiting-room-pass';

/*
 * Held stock during checkout (docs/product-rules.md#held-stock, ADR 0076): the decisions both
 * APIs take, over plain values. A hold is one member's units of one product behind an open
 * waiting room, already taken out of the stock everyone else sees; it ends when its time runs
 * out, when the member leaves checkout, or when the order it became is paid or released.
 */

const MINUTE_MS = 60_000;

export const HOLD_MINUTES = { default: 10, min: 1, max: 60 } as const;

export const HOLD_REFUSALS = {
  HOLD_NO_ADMISSION: 'NOT_PURCHASABLE',
  HOLD_ADMISSION_EXPIRED: 'INVALID_STATE',
  HOLD_OUT_OF_STOCK: 'OUT_OF_STOCK',
  HOLD_ALREADY_HELD: 'CONFLICT',
  HOLD_NOT_FOUND: 'NOT_FOUND',
  HOLD_PAYMENT_PENDING: 'INVALID_STATE',
} as const satisfies Record<string, ErrorCode>;

export type HoldRefusalReason = keyof typeof HOLD_REFUSALS;

export const HOLD_MESSAGES = {
  notFound: '잡아 둔 재고가 없어요. 시간이 끝났거나 이미 주문이 끝났을 수 있어요.',
  paymentPending: '결제를 기다리는 주문의 재고예요. 결제를 마치거나 주문을 취소하면 정리돼요.',
  holdMinutes: `재고를 잡아 두는 시간은 ${HOLD_MINUTES.min}분에서 ${HOLD_MINUTES.max}분 사이로 입력해 주세요.`,
} as const;

export const noAdmissionMessage = (productName: string) =>
  `'${productName}' 상품은 대기열을 거쳐 입장한 뒤에 재고를 잡아 둘 수 있어요. 상품 화면에서 대기열에 들어가 주세요.`;

export const admissionExpiredMessage = (productName: string) =>
  `'${productName}' 상품의 입장 시간이 끝나서 재고를 잡아 둘 수 없어요. 대기 화면에서 상태를 확인해 주세요.`;

export const alreadyHeldMessage = (productName: string) =>
  `'${productName}' 상품은 이미 다른 수량으로 잡아 둔 재고가 있어요. 잡아 둔 재고를 먼저 풀고 다시 시도해 주세요.`;

export function holdOutOfStockMessage(productName: string, stock: number): string {
  return stock <= 0
    ? `'${productName}' 상품은 지금 남은 재고가 없어요. 결제되지 않은 재고는 시간이 지나면 돌아오니 잠시 후 다시 확인해 주세요.`
    : `'${productName}' 상품은 지금 ${stock}개까지 잡아 둘 수 있어요. 수량을 줄여 주세요.`;
}

export function holdRefusal(reason: HoldRefusalReason, message: string, extra: Record<string, unknown> = {}): AppError {
  return new AppError(HOLD_REFUSALS[reason], message, { reason, ...extra });
}

export const holdOutOfStock = (productName: string, stock: number) =>
  holdRefusal('HOLD_OUT_OF_STOCK', holdOutOfStockMessage(productName, stock), { stock: Math.max(0, stock) });

/** staffSetWaitingRoom's hold minutes: optional, so existing callers keep the current setting. */
export const holdMinutesInput = z
  .number({ error: HOLD_MESSAGES.holdMinutes })
  .int(HOLD_MESSAGES.holdMinutes)
  .min(HOLD_MINUTES.min, HOLD_MESSAGES.holdMinutes)
  .max(HOLD_MINUTES.max, HOLD_MESSAGES.holdMinutes)
  .nullish();

const passesSchema = z.array(z.string().max(1_000, '입장 정보가 올바르지 않아요. 대기 화면에서 다시 입장해 주세요.')).max(50, '입장 정보가 너무 많아요. 새로고침한 뒤 다시 시도해 주세요.');

export interface StartHoldInput {
  cartIds: number[];
  waitingRoomPasses: string[];
}

/** startCheckoutHold's input: the cart ids under the cart's own rules, and the passes. */
export function parseStartHoldInput(data: unknown): StartHoldInput {
  const raw = (data ?? {}) as { cartIds?: unknown; waitingRoomPasses?: unknown };
  const cartIds = parseCartIds(raw.cartIds, 'cartIds');
  const waitingRoomPasses = parseInput(passesSchema, raw.waitingRoomPasses ?? [], 'waitingRoomPasses');
  return { cartIds, waitingRoomPasses };
}

/** What the member's passes say about one product. */
export type AdmissionCheck = { state: 'valid'; endsAt: Date } | { state: 'expired' } | { state: 'none' };

/**
 * The member's admission to a product among `passes`: the latest-ending genuine one of theirs,
 * expired when all of theirs have ended. Forged and other members' passes count as none.
 */
export async function admissionAmong(
  secret: string,
  passes: readonly string[],
  want: { universityId: number; productId: number; memberId: number; now: Date },
): Promise<AdmissionCheck> {
  let best: Date | null = null;
  for (const pass of passes) {
    const claims = await verifyAdmission(secret, pass);
    if (!claims || claims.universityId !== want.universityId || claims.productId !== want.productId || claims.memberId !== want.memberId) continue;
    if (!best || claims.expiresAt > best) best = claims.expiresAt;
  }
  if (!best) return { state: 'none' };
  return best > want.now ? { state: 'valid', endsAt: best } : { state: 'expired' };
}

/** A new hold ends after the gate's hold minutes, never after the admission it rides on. */
export function holdExpiry(now: Date, holdMinutes: number, admissionEndsAt: Date): Date {
  const byMinutes = now.getTime() + holdMinutes * MINUTE_MS;
  return new Date(Math.min(byMinutes, admissionEndsAt.getTime()));
}

/**
 * The expiry once the order is placed and its payment is pending: the hold minutes again from
 * now, once (a hold already extended keeps its time), and never shorter than it was.
 */
export function extendedExpiry(hold: { expiresAt: Date; extended: boolean }, now: Date, holdMinutes: number): Date {
  if (hold.extended) return hold.expiresAt;
  return new Date(Math.max(hold.expiresAt.getTime(), now.getTime() + holdMinutes * MINUTE_MS));
}

/** One stock row of a hold. */
export interface HeldLine {
  productOptionDetailId: number | null;
  units: number;
}

/** A hold as the rules read it. */
export interface HoldFacts {
  productId: number;
  expiresAt: Date;
  extended: boolean;
  /** The order it became, or null while the member is still checking out. */
  orderId: number | null;
  /** Whether that order still waits for its payment (READY). */
  orderPending: boolean;
  lines: HeldLine[];
}

/**
 * Whether a hold still keeps units for the member: before its expiry, and, once placed, while
 * its order waits for payment. A paid order consumed it; a released one gave its units back.
 */
export function isLiveHold(hold: Pick<HoldFacts, 'expiresAt' | 'orderId' | 'orderPending'>, now: Date): boolean {
  return hold.expiresAt > now && (hold.orderId === null || hold.orderPending);
}

/** The cart lines of one product merged per stock row, in the lock order (null row first, then by id). */
export function wantedLines(lines: readonly { productOptionDetailId: number | null; count: number }[]): HeldLine[] {
  const byRow = new Map<number | null, number>();
  for (const line of lines) byRow.set(line.productOptionDetailId, (byRow.get(line.productOptionDetailId) ?? 0) + line.count);
  return [...byRow]
    .map(([productOptionDetailId, units]) => ({ productOptionDetailId, units }))
    .sort((a, b) => (a.productOptionDetailId ?? -1) - (b.productOptionDetailId ?? -1));
}

export function sameLines(a: readonly HeldLine[], b: readonly HeldLine[]): boolean {
  const key = (lines: readonly HeldLine[]) =>
    wantedLines(lines.map((line) => ({ productOptionDetailId: line.productOptionDetailId, count: line.units })))
      .map((line) => `${line.productOptionDetailId ?? '-'}:${line.units}`)
      .join(',');
  return key(a) === key(b);
}

/** What startCheckoutHold does for one gated product: refuse, hand back the live hold, or take the units. */
export type HoldStart = { kind: 'refuse'; error: AppError } | { kind: 'reuse' } | { kind: 'take' };

export function holdStart(
  facts: { productName: string; admission: AdmissionCheck; live: HoldFacts | null; wanted: readonly HeldLine[] },
): HoldStart {
  if (facts.admission.state === 'none') return { kind: 'refuse', error: holdRefusal('HOLD_NO_ADMISSION', noAdmissionMessage(facts.productName)) };
  if (facts.admission.state === 'expired') return { kind: 'refuse', error: holdRefusal('HOLD_ADMISSION_EXPIRED', admissionExpiredMessage(facts.productName)) };
  if (!facts.live) return { kind: 'take' };
  if (facts.live.orderId !== null) return { kind: 'refuse', error: holdRefusal('HOLD_PAYMENT_PENDING', HOLD_MESSAGES.paymentPending) };
  // A refresh or a second device asks again for the same lines: the same hold, the same time.
  if (sameLines(facts.live.lines, facts.wanted)) return { kind: 'reuse' };
  return { kind: 'refuse', error: holdRefusal('HOLD_ALREADY_HELD', alreadyHeldMessage(facts.productName)) };
}

/** Why the member may not release this hold now, or null when they may. */
export function releaseRefusal(hold: HoldFacts | null, now: Date): AppError | null {
  if (!hold || !isLiveHold(hold, now)) return holdRefusal('HOLD_NOT_FOUND', HOLD_MESSAGES.notFound);
  if (hold.orderId !== null) return holdRefusal('HOLD_PAYMENT_PENDING', HOLD_MESSAGES.paymentPending);
  return null;
}

/**
 * placeOrder on a stock row the member holds `held` units of: the order takes the held units
 * instead of decrementing again; only what it asks beyond them is decremented (and may run out),
 * and held units it does not ask for go back to stock.
 */
export function orderTakeOnHold(held: number, count: number): { fromHold: number; decrement: number; giveBack: number } {
  const fromHold = Math.min(held, count);
  return { fromHold, decrement: count - fromHold, giveBack: held - fromHold };
}

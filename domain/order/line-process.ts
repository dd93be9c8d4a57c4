import { OrderProductStatus } from '../enums';
import type { AppError} from '../errors/errors';
import { invalidState } from '../errors/errors';
import { LINE_STATUS_TEXT } from '../staff/staff-status-text';
import { STEP_EXPECTS, wrongState } from '../staff/staff-input';
import { CANCELLED_ORDER_DELIVERY_MESSAGE } from './order-messages';

/*
 * An order line's whole life in one table (docs/decisions/0035), the way Vendure keeps its order
 * process in one file: for each status, the events it accepts and the status each leads to. The
 * backend's services and the mocked API both ask this module whether a line may move and where
 * to, and write only the answer; the refusal when it may not is said here too.
 */

export type LineStatus = OrderProductStatus;

/**
 * - `pay`: the order's payment landed (READY lines become PAID).
 * - `confirm`, `ship`, `complete`: staff steps; `completePickup` completes a group-pickup line,
 *   which has no courier and may complete while still PREPARING.
 * - `cancel`: the buyer cancels one line; `release`: an unpaid order is released (its payment
 *   failed or its deadline passed); `staffCancel`: staff cancel a line the buyer may no longer
 *   cancel alone (PREPARING, e.g. on the buyer's request; docs/decisions/0052).
 * - `changeOptions`, `changeDelivery`: buyer changes that keep the status.
 */
export type LineEvent =
  | 'pay'
  | 'confirm'
  | 'ship'
  | 'complete'
  | 'completePickup'
  | 'cancel'
  | 'staffCancel'
  | 'release'
  | 'changeOptions'
  | 'changeDelivery';

type Transitions = Readonly<Partial<Record<LineEvent, LineStatus>>>;

/** A line status missing here fails to compile; an event missing from a status is refused. */
export const LINE_PROCESS = {
  READY: { pay: 'PAID', cancel: 'CANCELLED', staffCancel: 'CANCELLED', release: 'CANCELLED', changeOptions: 'READY', changeDelivery: 'READY' },
  PAID: { confirm: 'PREPARING', cancel: 'CANCELLED', staffCancel: 'CANCELLED', changeOptions: 'PAID', changeDelivery: 'PAID' },
  PREPARING: { ship: 'DELIVERING', completePickup: 'COMPLETED', staffCancel: 'CANCELLED' },
  DELIVERING: { complete: 'COMPLETED', completePickup: 'COMPLETED' },
  COMPLETED: {},
  CANCELLED: {},
} as const satisfies Record<LineStatus, Transitions>;

/** Where `event` takes a line of `status`, or null when the table refuses it. */
export function lineTransition(status: LineStatus, event: LineEvent): LineStatus | null {
  const transitions: Transitions = LINE_PROCESS[status];
  return transitions[event] ?? null;
}

export function canMoveLine(status: LineStatus, event: LineEvent): boolean {
  return lineTransition(status, event) !== null;
}

/** The lines `event` moves (pay and release move the order's waiting lines and skip the rest). */
export function linesMovedBy<L extends { status: LineStatus }>(lines: readonly L[], event: LineEvent): L[] {
  return lines.filter((line) => canMoveLine(line.status, event));
}

/** A line as the refusals name it. */
export interface NamedLine {
  productName: string;
  status: LineStatus;
}

/**
 * The status `event` takes the line to; throws the event's refusal (INVALID_STATE with its Korean
 * sentence) when the table does not allow it. The caller writes the returned status.
 */
export function nextLineStatus(line: NamedLine, event: LineEvent): LineStatus {
  const next = lineTransition(line.status, event);
  if (next === null) throw lineRefusal(line, event);
  return next;
}

/** Refuses, as `nextLineStatus` would, unless the line may take `event` (for previews and checks). */
export function requireLineEvent(line: NamedLine, event: LineEvent): void {
  nextLineStatus(line, event);
}

/** The buyer may still cancel or change a line (before staff started preparing it). */
export function isChangeableStatus(status: LineStatus): boolean {
  return canMoveLine(status, 'cancel');
}

/** The buyer's changes, as the refusals name them. */
type BuyerChange = Extract<LineEvent, 'cancel' | 'changeOptions' | 'changeDelivery'>;

const CHANGE_TEXT = {
  cancel: '취소할',
  changeOptions: '옵션을 바꿀',
  changeDelivery: '배송지를 바꿀',
} as const satisfies Record<BuyerChange, string>;

/** Why a buyer can no longer change a line of this status (the table already allowed READY and PAID). */
function laterStatusText(status: LineStatus): string {
  switch (status) {
    case 'PREPARING':
      return '상품 준비가 시작되어';
    case 'DELIVERING':
      return '배송이 시작되어';
    case 'COMPLETED':
      return '배송이 완료되어';
    case 'READY':
    case 'PAID':
    case 'CANCELLED':
      return '처리가 진행되어';
    default:
      return unhandled(status);
  }
}

/** docs/product-rules.md#buyer-changes: the buyer changes a line only while it is READY or PAID; later a person must help. */
function buyerChangeRefusal(line: NamedLine, change: BuyerChange): AppError {
  if (line.status === OrderProductStatus.CANCELLED) {
    return invalidState(
      change === 'cancel'
        ? `'${line.productName}' 상품은 이미 취소되었어요.`
        : `'${line.productName}' 상품은 취소되어 ${CHANGE_TEXT[change]} 수 없어요.`,
    );
  }
  return invalidState(
    `'${line.productName}' 상품은 ${laterStatusText(line.status)} ${CHANGE_TEXT[change]} 수 없어요. 고객센터로 문의해 주세요.`,
  );
}

/** A buyer's line as the production freeze sees it (docs/product-rules.md#group-purchases). */
export interface BuyerLine extends NamedLine {
  /** It carries free texts (embroidery): made to order. */
  personalised: boolean;
  /** Its product's production froze (the factory works from the sheet). */
  productionFrozen: boolean;
}

/** Whether the freeze makes the line final for its buyer, whatever its status allows. */
export function isFinalForBuyer(line: Pick<BuyerLine, 'personalised' | 'productionFrozen'>): boolean {
  return line.personalised && line.productionFrozen;
}

/**
 * The buyer's cancel or option change: the table's refusal first, then the freeze's (a personalised
 * line is final once production froze, whatever its status; staff may still cancel it).
 */
export function requireBuyerLineChange(line: BuyerLine, change: Extract<BuyerChange, 'cancel' | 'changeOptions'>): void {
  requireLineEvent(line, change);
  if (isFinalForBuyer(line)) {
    throw invalidState(`'${line.productName}' 상품은 주문 제작이 시작되어 ${CHANGE_TEXT[change]} 수 없어요. 고객센터로 문의해 주세요.`);
  }
}

/** The buyer may still take `change` on the line (for the buttons a screen offers). */
export function buyerMayChange(line: Pick<BuyerLine, 'status' | 'personalised' | 'productionFrozen'>, change: Extract<BuyerChange, 'cancel' | 'changeOptions'>): boolean {
  return canMoveLine(line.status, change) && !isFinalForBuyer(line);
}

/** A staff step refused, saying what it expects and where the line is. */
function staffStepRefusal(line: NamedLine, step: keyof typeof STEP_EXPECTS): AppError {
  return wrongState(line, STEP_EXPECTS[step]);
}

/** Staff cancel up to PREPARING; once the goods left, the buyer returns them instead. */
function staffCancelRefusal(line: NamedLine): AppError {
  if (line.status === OrderProductStatus.CANCELLED) return invalidState(`'${line.productName}' 상품은 이미 취소되었어요.`);
  return invalidState(
    `'${line.productName}' 상품은 지금 '${LINE_STATUS_TEXT[line.status]}' 상태라 취소할 수 없어요. 결제 전, 결제 완료, 상품 준비 중인 상품만 취소할 수 있어요.`,
  );
}

/** The refusal of `event` for a line the table does not let take it. */
export function lineRefusal(line: NamedLine, event: LineEvent): AppError {
  switch (event) {
    case 'confirm':
    case 'ship':
    case 'complete':
    case 'completePickup':
      return staffStepRefusal(line, event);
    case 'cancel':
    case 'changeOptions':
    case 'changeDelivery':
      return buyerChangeRefusal(line, event);
    case 'staffCancel':
      return staffCancelRefusal(line);
    case 'pay':
    case 'release':
      // Callers move only the lines the table allows (linesMovedBy); reaching this is a bug, but
      // it is still said the way every other refusal is.
      return invalidState(`'${line.productName}' 상품은 지금 '${LINE_STATUS_TEXT[line.status]}' 상태라 결제 상태를 바꿀 수 없어요.`);
    default:
      return unhandled(event);
  }
}

function unhandled(value: never): never {
  throw new Error(`Unhandled line status or event: ${String(value)}`);
}

/** Staff have checked an order once every line still alive is checked. */
export function isOrderChecked(lines: readonly { status: LineStatus; check: boolean }[]): boolean {
  return lines.filter((line) => line.status !== OrderProductStatus.CANCELLED).every((line) => line.check);
}

/** The statuses in the order a line passes them, to name the one furthest along. */
const PROGRESS: readonly LineStatus[] = ['READY', 'PAID', 'PREPARING', 'DELIVERING', 'COMPLETED', 'CANCELLED'];

/**
 * Why the buyer can no longer change the order's address, as the order screen says it before
 * anyone asks (the line furthest along gives the reason, no product named), or null while the
 * table still allows it for every live line.
 */
export function deliveryLockedReason(lines: readonly { status: LineStatus }[]): string | null {
  const live = lines.filter((line) => line.status !== OrderProductStatus.CANCELLED);
  if (live.length === 0) return CANCELLED_ORDER_DELIVERY_MESSAGE;
  const locked = live.filter((line) => !canMoveLine(line.status, 'changeDelivery'));
  if (locked.length === 0) return null;
  const furthest = locked.reduce((a, b) => (PROGRESS.indexOf(b.status) > PROGRESS.indexOf(a.status) ? b : a));
  return `${laterStatusText(furthest.status)} ${CHANGE_TEXT.changeDelivery} 수 없어요. 고객센터로 문의해 주세요.`;
}

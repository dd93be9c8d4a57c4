import { z } from 'zod';
import { OrderProductStatus, StaffAuditObjectType } from '../enums';
import type { StaffAuditEntryDraft } from './staff-audit-entries';
import { isAppError, type ErrorCode } from '../errors/errors';
import { seoulDay } from '../order-desk/order-line-filter';
import { shipInput } from './staff-input';

/*
 * Bulk line actions with a result per line (docs/decisions/0050-bulk-line-actions.md): the input
 * checks, which lines count as already done, and the sentences staff read, shared by the backend's
 * staff-bulk.service.ts, the mocked API and the screen.
 */

/** At most this many lines per call: a day's queue, small enough to answer within a request. */
export const BULK_LIMIT = 500;

/** A delay reason fits one line of a 알림톡. */
export const DELAY_REASON_MAX = 100;

export const BULK_MESSAGES = {
  empty: '처리할 주문 상품을 하나 이상 골라 주세요.',
  tooMany: `한 번에 ${BULK_LIMIT.toLocaleString('ko-KR')}개까지 처리할 수 있어요. 나눠서 다시 시도해 주세요.`,
  id: '주문 상품 번호를 숫자로 입력해 주세요.',
  duplicate: '같은 주문 상품이 두 번 들어 있어요. 한 번씩만 골라 주세요.',
  failed: '이 주문 상품은 처리하지 못했어요. 잠시 후 다시 시도해 주세요.',
  reason: '지연 사유를 입력해 주세요.',
  reasonMax: `지연 사유는 ${DELAY_REASON_MAX}자 이내로 입력해 주세요.`,
  date: '발송 예정일을 2026-12-05처럼 입력해 주세요.',
  datePast: '발송 예정일은 오늘이나 그 뒤의 날짜로 골라 주세요.',
  delayState: '결제 완료나 상품 준비 중인 주문 상품만 배송 지연을 알릴 수 있어요.',
} as const;

export type BulkAction = 'confirm' | 'ship' | 'complete' | 'delay';

export type BulkOutcome = 'CHANGED' | 'ALREADY_DONE' | 'REFUSED';

export interface BulkLineResult {
  orderProductId: number;
  outcome: BulkOutcome;
  /** The refusal's code; null unless REFUSED. */
  code: ErrorCode | null;
  message: string;
  /** The line's status after the attempt; null when the line is not this shop's (nothing revealed). */
  status: OrderProductStatus | null;
  productName: string | null;
}

export interface BulkResult {
  lines: BulkLineResult[];
  changed: number;
  alreadyDone: number;
  refused: number;
}

const lineId = z.number({ error: BULK_MESSAGES.id }).int({ error: BULK_MESSAGES.id }).positive({ error: BULK_MESSAGES.id });

function batch<T extends z.ZodType>(item: T, idOf: (row: z.output<T>) => number) {
  return z
    .array(item)
    .min(1, { error: BULK_MESSAGES.empty })
    .max(BULK_LIMIT, { error: BULK_MESSAGES.tooMany })
    .refine((rows) => new Set(rows.map(idOf)).size === rows.length, { error: BULK_MESSAGES.duplicate });
}

export const bulkLineIdsInput = batch(lineId, (id) => id);

export const bulkShipInput = batch(shipInput, (row) => row.orderProductId);

/** The arguments as named in the SDL, so a refusal names its field (`rows.3.shippingNumber`). */
export const bulkLineArgs = z.object({ orderProductIds: bulkLineIdsInput });
export const bulkShipArgs = z.object({ rows: bulkShipInput });

/** A real YYYY-MM-DD day (not 02-30); never throws, whatever the text. */
function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const noon = new Date(`${value}T12:00:00+09:00`);
  return !Number.isNaN(noon.getTime()) && seoulDay(noon) === value;
}

/** YYYY-MM-DD on the Seoul calendar, today or later (`today` is the caller's Seoul day). */
export function shippingDelayInput(today: string) {
  return z.object({
    orderProductIds: bulkLineIdsInput,
    reason: z.string().trim().min(1, { error: BULK_MESSAGES.reason }).max(DELAY_REASON_MAX, { error: BULK_MESSAGES.reasonMax }),
    expectedDate: z
      .string()
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: BULK_MESSAGES.date })
      .refine(isCalendarDay, { error: BULK_MESSAGES.date })
      .refine((value) => value >= today, { error: BULK_MESSAGES.datePast }),
  });
}

/** What each action leaves a line in, and the statuses past it on the normal path (done already). */
const DONE_STATUSES: Record<Exclude<BulkAction, 'delay'>, readonly OrderProductStatus[]> = {
  confirm: [OrderProductStatus.PREPARING, OrderProductStatus.DELIVERING, OrderProductStatus.COMPLETED],
  ship: [OrderProductStatus.DELIVERING, OrderProductStatus.COMPLETED],
  complete: [OrderProductStatus.COMPLETED],
};

const DONE_MESSAGES: Record<BulkAction, string> = {
  confirm: '이미 발주 확인된 주문 상품이에요.',
  ship: '이미 발송 처리된 주문 상품이에요.',
  complete: '이미 배송 완료된 주문 상품이에요.',
  delay: '같은 발송 예정일로 이미 안내했어요.',
};

const CHANGED_MESSAGES: Record<BulkAction, string> = {
  confirm: '발주를 확인했어요.',
  ship: '발송 처리했어요.',
  complete: '배송 완료로 처리했어요.',
  delay: '배송 지연을 안내했어요.',
};

/**
 * Whether a staff step finds the line already where it would take it (or beyond on the normal
 * path): then nothing is written, no audit row, message or points. A CANCELLED line is never done;
 * the step refuses it with the line process's sentence.
 */
export function isStepDone(action: Exclude<BulkAction, 'delay'>, status: OrderProductStatus): boolean {
  return DONE_STATUSES[action].includes(status);
}

/** A shipping delay may be told only before the line leaves (PAID or PREPARING). */
export function isDelayable(status: OrderProductStatus): boolean {
  return status === OrderProductStatus.PAID || status === OrderProductStatus.PREPARING;
}

type Line = { id: number; status: OrderProductStatus; productName: string };

export function changedLine(action: BulkAction, line: Line): BulkLineResult {
  return { orderProductId: line.id, outcome: 'CHANGED', code: null, message: CHANGED_MESSAGES[action], status: line.status, productName: line.productName };
}

export function doneLine(action: BulkAction, line: Line): BulkLineResult {
  return { orderProductId: line.id, outcome: 'ALREADY_DONE', code: null, message: DONE_MESSAGES[action], status: line.status, productName: line.productName };
}

/**
 * A refused line, from the error its step threw. A line of another shop (NOT_FOUND) reports no
 * status or name, exactly like a line id nobody has; an unexpected fault is not described.
 */
export function refusedLine(orderProductId: number, error: unknown, line: Line | null): BulkLineResult {
  const known = isAppError(error);
  const hidden = !known || error.code === 'NOT_FOUND';
  return {
    orderProductId,
    outcome: 'REFUSED',
    code: known ? error.code : 'INTERNAL_SERVER_ERROR',
    message: known ? error.message : BULK_MESSAGES.failed,
    status: hidden ? null : (line?.status ?? null),
    productName: hidden ? null : (line?.productName ?? null),
  };
}

export function bulkResultOf(lines: BulkLineResult[]): BulkResult {
  const count = (outcome: BulkOutcome) => lines.filter((line) => line.outcome === outcome).length;
  return { lines, changed: count('CHANGED'), alreadyDone: count('ALREADY_DONE'), refused: count('REFUSED') };
}

/** A delay date as the buyer reads it: 12월 5일. */
export function delayDateText(day: string): string {
  const [, month, date] = day.split('-').map(Number);
  return `${month}월 ${date}일`;
}

export interface ShippingDelayFacts {
  reason: string;
  expectedDate: string;
  notifiedAt: string | Date;
}

/** The delay the buyer sees on the line: only while it has not left yet. */
export function visibleShippingDelay<D extends ShippingDelayFacts>(status: OrderProductStatus, delay: D | null): D | null {
  return delay && isDelayable(status) ? delay : null;
}

/** The audit row of a delay notice (ORDER_PRODUCT, the line's id). */
export function shippingDelayAudit(
  line: { id: number },
  previousDate: string | null,
  delay: { reason: string; expectedDate: string },
): StaffAuditEntryDraft {
  return {
    objectType: StaffAuditObjectType.ORDER_PRODUCT,
    objectId: line.id,
    action: 'orderProduct.delay',
    summary: '배송 지연을 안내했어요',
    before: { shippingDelayExpectedDate: previousDate },
    after: { shippingDelayExpectedDate: delay.expectedDate, shippingDelayReason: delay.reason },
  };
}

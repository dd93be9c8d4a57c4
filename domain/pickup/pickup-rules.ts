import { z } from 'zod';
import { OrderProductStatus } from '../enums';
import { invalidState, notFound, badUserInput } from '../errors/errors';
import type { LineEvent } from '../order/line-process';
import { seoulDay } from '../order-desk/order-line-filter';
import { delayDateText } from '../staff/bulk-lines';
import { matchesPickupSearch, phoneLast4, type PickupSearch } from './pickup-search';
import { PICKUP_POINT_NOT_FOUND_MESSAGE } from '../catalog-setup/pickup-point-rules';

/*
 * Pickup day's decisions (docs/product-rules.md#pickup-day, docs/decisions/0067-pickup-day.md),
 * made once for the API and the mocked API: which lines a roster shows and counts, which lines a
 * pass names, how a check-off moves a line, and when uncollected lines may be shipped instead.
 */

const PICKUP_LINE_NOT_HERE_MESSAGE = '이 수령 장소에서 건넬 상품을 찾을 수 없어요. 수령 장소를 다시 확인해 주세요.';
const PICKUP_CODE_INVALID_MESSAGE = '확인할 수 없는 QR 코드예요. 학생의 주문 화면에 있는 QR 코드를 다시 스캔해 주세요.';
export const PICKUP_NOTHING_TO_SHIP_MESSAGE = '택배로 받을 수 있는 미수령 상품이 없어요.';
export const PICKUP_ALREADY_SHIPPING_MESSAGE = '이미 택배 발송을 신청했어요. 발송되면 알려 드릴게요.';
const PICKUP_NO_PERIOD_MESSAGE = '수령 기간이 정해지지 않아 아직 택배 발송을 신청할 수 없어요. 고객센터로 문의해 주세요.';

function pickupPeriodNotOverMessage(deliverEndedAt: Date): string {
  return `수령 기간(${delayDateText(seoulDay(deliverEndedAt))}까지)이 끝난 뒤에 택배 발송을 신청할 수 있어요.`;
}

function shippingRequestedLineMessage(productName: string): string {
  return `'${productName}' 상품은 택배 발송을 신청한 상품이라 현장에서 건넬 수 없어요.`;
}

/** The statuses a roster shows: paid and not yet cancelled, handed out or not. */
const ROSTER_STATUSES: readonly OrderProductStatus[] = ['PAID', 'PREPARING', 'DELIVERING', 'COMPLETED'];
/** The statuses of a line still to hand out (or to ship instead). */
const UNCOLLECTED_STATUSES: readonly OrderProductStatus[] = ['PAID', 'PREPARING', 'DELIVERING'];

const isRosterStatus = (status: OrderProductStatus) => ROSTER_STATUSES.includes(status);
const isUncollected = (status: OrderProductStatus) => UNCOLLECTED_STATUSES.includes(status);

export const staffCheckOffPickupInput = z.object({
  pickupPointId: z.number({ error: '수령 장소를 선택해 주세요.' }).int().positive('수령 장소를 선택해 주세요.'),
  orderProductIds: z
    .array(z.number().int().positive('상품을 다시 선택해 주세요.'), { error: '건넬 상품을 선택해 주세요.' })
    .min(1, '건넬 상품을 선택해 주세요.')
    .max(100, '한 번에 100개까지 처리할 수 있어요.')
    .transform((ids) => [...new Set(ids)]),
});

export const pickupRosterSearchInput = z.string().max(120, '검색어는 120자까지 입력할 수 있어요.').nullish();

/** One line at a pickup point, as both sides read it from their store. */
export interface PickupLineRow {
  orderId: number;
  name: string;
  tel: string | null;
  orderProductId: number;
  productName: string;
  optionText: string | null;
  inputs: string[];
  count: number;
  status: OrderProductStatus;
  shippingRequested: boolean;
}

export interface PickupRosterShape {
  entries: {
    orderId: number;
    name: string;
    phoneLast4: string;
    lines: Omit<PickupLineRow, 'orderId' | 'name' | 'tel'>[];
  }[];
  collectedLines: number;
  remainingLines: number;
}

/**
 * The roster of one point: a member's lines per order, by name then order; the counts cover the
 * whole point whatever the search (staff want "how many left today", not "how many match").
 * Lines the member asked to have shipped show with their flag but are not left to hand out.
 */
export function buildPickupRoster(rows: readonly PickupLineRow[], search: PickupSearch, codeOrderId: number | null = null): PickupRosterShape {
  const shown = rows.filter((row) => isRosterStatus(row.status));
  const collectedLines = shown.filter((row) => row.status === OrderProductStatus.COMPLETED).length;
  const remainingLines = shown.filter((row) => isUncollected(row.status) && !row.shippingRequested).length;
  const byOrder = new Map<number, PickupRosterShape['entries'][number]>();
  for (const row of shown) {
    let entry = byOrder.get(row.orderId);
    if (!entry) {
      entry = { orderId: row.orderId, name: row.name, phoneLast4: phoneLast4(row.tel), lines: [] };
      byOrder.set(row.orderId, entry);
    }
    const { orderId: _o, name: _n, tel: _t, ...line } = row;
    entry.lines.push(line);
  }
  const entries = [...byOrder.values()]
    .filter((entry) => (search.kind === 'code' ? entry.orderId === codeOrderId : matchesPickupSearch(entry, search)))
    .sort((a, b) => a.name.localeCompare(b.name, 'ko') || a.orderId - b.orderId);
  for (const entry of entries) entry.lines.sort((a, b) => a.orderProductId - b.orderProductId);
  return { entries, collectedLines, remainingLines };
}

/**
 * The line events a check-off runs, in order, through the shop's one completion path: nothing
 * for a line already COMPLETED (a second phone's tap), confirm first for a line still PAID.
 * Refuses a line the member asked to have shipped; the line process refuses the rest.
 */
export function checkOffEvents(line: { productName: string; status: OrderProductStatus; shippingRequested: boolean }): LineEvent[] {
  if (line.status === OrderProductStatus.COMPLETED) return [];
  if (line.shippingRequested) throw invalidState(shippingRequestedLineMessage(line.productName));
  return line.status === OrderProductStatus.PAID ? ['confirm', 'completePickup'] : ['completePickup'];
}

/** The refusal for a line that is not at this point (or not of this shop): it reads as missing. */
export const pickupLineNotHere = () => notFound(PICKUP_LINE_NOT_HERE_MESSAGE);
export const pickupPointNotFound = () => notFound(PICKUP_POINT_NOT_FOUND_MESSAGE);
export const pickupCodeInvalid = () => badUserInput(PICKUP_CODE_INVALID_MESSAGE, 'search');

/** The lines a member's pass names: those still to collect at the point. */
export function passLineIds(lines: readonly { id: number; status: OrderProductStatus; shippingRequested: boolean }[]): number[] {
  return lines.filter((line) => isUncollected(line.status) && !line.shippingRequested).map((line) => line.id);
}

interface ShippableLine {
  id: number;
  status: OrderProductStatus;
  shippingRequested: boolean;
  /** The product's delivery end date: the last day of its pickup period. */
  deliverEndedAt: Date | null;
}

/**
 * The lines a shipping request flags: uncollected pickup lines whose pickup period (the
 * product's delivery end date) has passed. Refuses when none, saying why.
 */
export function pickupShippingLineIds(lines: readonly ShippableLine[], now: Date): number[] {
  const uncollected = lines.filter((line) => isUncollected(line.status));
  if (uncollected.length === 0) throw invalidState(PICKUP_NOTHING_TO_SHIP_MESSAGE);
  const pending = uncollected.filter((line) => !line.shippingRequested);
  if (pending.length === 0) throw invalidState(PICKUP_ALREADY_SHIPPING_MESSAGE);
  const due = pending.filter((line) => line.deliverEndedAt != null && line.deliverEndedAt.getTime() < now.getTime());
  if (due.length > 0) return due.map((line) => line.id);
  const ends = pending.flatMap((line) => (line.deliverEndedAt ? [line.deliverEndedAt] : []));
  if (ends.length === 0) throw invalidState(PICKUP_NO_PERIOD_MESSAGE);
  throw invalidState(pickupPeriodNotOverMessage(new Date(Math.min(...ends.map((end) => end.getTime())))));
}

/** Whether the order page offers the request (the same rule, without the refusal). */
export function canRequestPickupShipping(lines: readonly ShippableLine[], now: Date): boolean {
  try {
    return pickupShippingLineIds(lines, now).length > 0;
  } catch {
    return false;
  }
}

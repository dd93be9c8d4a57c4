import { z } from 'zod';
import { notFound } from '../errors/errors';
import { OrderProductStatus, type OrderProductStatus as LineStatus } from '../enums';
import { LINE_STATUS_TEXT } from '../staff/staff-status-text';
import { seoulDayEnd, seoulDayStart, type OrderLineFilter } from './order-line-filter';

// The order desk (docs/decisions/0049-order-desk.md): paging, order, saved views and the order
// page's status history, decided once here for the API and the mocked API.

/** Lines per desk page: a seller centre's usual 50. */
export const DESK_PAGE_SIZE = 50;

/** How many saved views one staff member keeps. */
export const ORDER_VIEW_LIMIT = 20;

export const ORDER_DESK_MESSAGES = {
  page: '페이지 번호가 올바르지 않아요. 1페이지부터 다시 봐 주세요.',
  orderNotFound: '주문을 찾을 수 없어요. 주문 목록에서 다시 골라 주세요.',
  viewNotFound: '저장한 보기를 찾을 수 없어요. 목록을 새로 고쳐 주세요.',
  viewName: '보기 이름은 1~30자로 입력해 주세요.',
  viewLimit: `저장한 보기는 ${ORDER_VIEW_LIMIT}개까지예요. 쓰지 않는 보기를 지운 뒤 저장해 주세요.`,
} as const;

export const ORDER_LINE_SORTS = ['NEWEST', 'OLDEST', 'AMOUNT_HIGH', 'AMOUNT_LOW', 'BUYER_NAME'] as const;
export type OrderLineSort = (typeof ORDER_LINE_SORTS)[number];

/** The staff wording of each order, for the desk's sort picker. */
export const ORDER_LINE_SORT_TEXT: Record<OrderLineSort, string> = {
  NEWEST: '최신 주문순',
  OLDEST: '오래된 주문순',
  AMOUNT_HIGH: '결제 금액 높은순',
  AMOUNT_LOW: '결제 금액 낮은순',
  BUYER_NAME: '구매자 이름순',
};

export const deskPageInput = z
  .number({ error: ORDER_DESK_MESSAGES.page })
  .int({ error: ORDER_DESK_MESSAGES.page })
  .min(1, { error: ORDER_DESK_MESSAGES.page })
  .max(100_000, { error: ORDER_DESK_MESSAGES.page })
  .nullish()
  .transform((page) => page ?? 1);

export const saveOrderViewInput = z.object({
  name: z.string().trim().min(1, { error: ORDER_DESK_MESSAGES.viewName }).max(30, { error: ORDER_DESK_MESSAGES.viewName }),
  sort: z.enum(ORDER_LINE_SORTS).nullish().transform((sort) => sort ?? 'NEWEST'),
});

export const deskSortInput = z.enum(ORDER_LINE_SORTS).nullish().transform((sort): OrderLineSort => sort ?? 'NEWEST');

export const orderNotFound = () => notFound(ORDER_DESK_MESSAGES.orderNotFound);
export const orderViewNotFound = () => notFound(ORDER_DESK_MESSAGES.viewNotFound);

/** Every status, for the tabs: the counts list each one, 0 included, in the line process's order. */
export const DESK_STATUSES: readonly LineStatus[] = Object.values(OrderProductStatus);

/** The free-text option inputs a line carries, without the empty ones. */
export function lineInputs(line: { productOptionInput0?: string | null; productOptionInput1?: string | null; productOptionInput2?: string | null }): string[] {
  return [line.productOptionInput0, line.productOptionInput1, line.productOptionInput2].filter((text): text is string => !!text && text.trim() !== '');
}

export type OrderEventActor = 'MEMBER' | 'STAFF' | 'SYSTEM';

export interface OrderEvent {
  at: Date;
  actor: OrderEventActor;
  actorName: string | null;
  orderProductId: number | null;
  summary: string;
}

export interface HistoryInput {
  createdAt: Date;
  paidAt: Date | null;
  buyerName: string;
  lines: readonly {
    id: number;
    productName: string;
    status: LineStatus;
    cancelReason: string | null;
    updatedAt: Date;
  }[];
  /** The staff audit rows (ORDER_PRODUCT) of the order's lines. */
  audits: readonly {
    objectId: number;
    summary: string;
    staffName: string | null;
    staffUserId: number | null;
    createdAt: Date;
    after: Record<string, unknown> | null;
  }[];
}

/**
 * The order page's status history, oldest first: the order placed and paid (the buyer's), every
 * staff change of a line from the audit log (who made it), and a cancel no staff row explains: the
 * buyer's own when they gave a reason or had paid, the shop's when an unpaid order expired.
 */
export function orderHistory(input: HistoryInput): OrderEvent[] {
  const events: OrderEvent[] = [{ at: input.createdAt, actor: 'MEMBER', actorName: input.buyerName, orderProductId: null, summary: '주문했어요' }];
  if (input.paidAt) events.push({ at: input.paidAt, actor: 'MEMBER', actorName: input.buyerName, orderProductId: null, summary: '결제했어요' });
  const lineName = new Map(input.lines.map((line) => [line.id, line.productName]));
  const staffCancelled = new Set<number>();
  for (const row of input.audits) {
    const status = row.after?.status;
    if (status === OrderProductStatus.CANCELLED) staffCancelled.add(row.objectId);
    const statusText = typeof status === 'string' && status in LINE_STATUS_TEXT ? ` → ${LINE_STATUS_TEXT[status as LineStatus]}` : '';
    events.push({
      at: row.createdAt,
      actor: 'STAFF',
      actorName: row.staffName ?? (row.staffUserId === null ? '운영 명령' : null),
      orderProductId: row.objectId,
      summary: `${lineName.get(row.objectId) ?? `#${row.objectId}`}: ${row.summary}${statusText}`,
    });
  }
  for (const line of input.lines) {
    if (line.status !== OrderProductStatus.CANCELLED || staffCancelled.has(line.id)) continue;
    const byMember = line.cancelReason !== null || input.paidAt !== null;
    events.push({
      at: line.updatedAt,
      actor: byMember ? 'MEMBER' : 'SYSTEM',
      actorName: byMember ? input.buyerName : null,
      orderProductId: line.id,
      summary: byMember
        ? `${line.productName}: 구매자가 취소했어요${line.cancelReason ? ` (${line.cancelReason})` : ''}`
        : `${line.productName}: 결제 기한이 지나 취소됐어요`,
    });
  }
  return events.sort((a, b) => a.at.getTime() - b.at.getTime() || (a.orderProductId ?? 0) - (b.orderProductId ?? 0));
}

/** The phone digits a search matches: at least 4, the leading 0 dropped so E.164 (+8210…) matches. */
export function phoneDigitsOf(search: string): string | null {
  const digits = search.replace(/[^\d]/g, '');
  return digits.length >= 4 ? digits.replace(/^0/, '') : null;
}

/** Whether a line matches the desk's search the way the SQL does: order number, name part, phone digits. */
export function matchesDeskSearch(search: string, line: { mUid: string; buyerName: string; buyerTel: string | null }): boolean {
  if (line.mUid === search) return true;
  if (line.buyerName.toLowerCase().includes(search.toLowerCase())) return true;
  const digits = phoneDigitsOf(search);
  return digits !== null && (line.buyerTel ?? '').includes(digits);
}

/** What the in-memory desk (the mocked API) knows of a line to filter and sort it like the SQL. */
export interface DeskLineFacts {
  id: number;
  status: LineStatus;
  productId: number;
  productOptionDetailId: number | null;
  payMethod: string;
  createdAt: Date;
  pickupPointId: number | null;
  shippingRequested: boolean;
  mUid: string;
  buyerName: string;
  buyerTel: string | null;
  paidPrice: number;
}

/** The filter (parsed by `orderLineFilterInput`) as the SQL of `orderLineWhere` applies it. */
export function lineMatchesFilter(filter: OrderLineFilter, line: DeskLineFacts): boolean {
  if (filter.statuses && filter.statuses.length > 0 && !filter.statuses.includes(line.status)) return false;
  if (filter.productId && line.productId !== filter.productId) return false;
  if (filter.productOptionDetailId && line.productOptionDetailId !== filter.productOptionDetailId) return false;
  if (filter.payMethod && line.payMethod !== filter.payMethod) return false;
  if (filter.from && line.createdAt < seoulDayStart(filter.from)) return false;
  if (filter.to && line.createdAt >= seoulDayEnd(filter.to)) return false;
  if (filter.pickupPointId && line.pickupPointId !== filter.pickupPointId) return false;
  if (filter.shippingRequested != null && line.shippingRequested !== filter.shippingRequested) return false;
  if (filter.search && !matchesDeskSearch(filter.search, line)) return false;
  return true;
}

/** The desk's order as the SQL's ORDER BY gives it (ties broken by line id). */
export function compareDeskLines(sort: OrderLineSort): (a: DeskLineFacts, b: DeskLineFacts) => number {
  switch (sort) {
    case 'NEWEST':
      return (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id;
    case 'OLDEST':
      return (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id;
    case 'AMOUNT_HIGH':
      return (a, b) => b.paidPrice - a.paidPrice || b.id - a.id;
    case 'AMOUNT_LOW':
      return (a, b) => a.paidPrice - b.paidPrice || a.id - b.id;
    case 'BUYER_NAME':
      return (a, b) => (a.buyerName < b.buyerName ? -1 : a.buyerName > b.buyerName ? 1 : b.id - a.id);
  }
}

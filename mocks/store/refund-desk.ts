// The cancellations and refunds desk as the real refund-desk services run it (ADR 0052): the same
// input schemas, cancel arithmetic (planLinesCancel), line process event and sentences. The mocked
// payment provider never refuses, so a refund is DONE at once; every scenario starts with one
// FAILED refund and the demo member's open request for the jacket in production, so the desk
// shows every tab filled and the order detail shows a request waiting.
import { badUserInput, invalidState, notFound } from '../../domain/errors/errors';
import { parseInput } from '../../domain/errors/input';
import { canMoveLine } from '../../domain/order/line-process';
import { planLinesCancel } from '../../domain/order/order-cancel-plan';
import { bankNameOf } from '../../domain/order/order-input';
import { orderPath } from '../../domain/messaging/message-format';
import { cancelRequestRefusedAudit, refundRetryAudit, staffCancelAudit } from '../../domain/refund-desk/refund-desk-audit';
import { nextRefundRetryAt } from '../../domain/refund-desk/refund-retry';
import {
  cancelRequestInput,
  refuseCancelRequestInput,
  staffCancelInput,
  staffCancelLinesSchema,
  staffCancelRequestsInput,
  staffRefundsInput,
} from '../../domain/refund-desk/refund-desk-input';
import {
  CANCEL_REQUEST_CLOSED_MESSAGE,
  CANCEL_REQUEST_NOT_FOUND_MESSAGE,
  CANCEL_REQUEST_ONLY_PREPARING_MESSAGE,
  CANCEL_REQUEST_OPEN_MESSAGE,
  CANCEL_REQUEST_SHIPPED_MESSAGE,
  ONE_ORDER_ONLY_MESSAGE,
  REFUND_ALREADY_DONE_MESSAGE,
  REFUND_NOT_FOUND_MESSAGE,
  STAFF_REFUND_ACCOUNT_REQUIRED_MESSAGE,
} from '../../domain/refund-desk/refund-desk-messages';
import { STAFF_LINE_NOT_FOUND_MESSAGE } from '../../domain/staff/staff-input';
import type * as T from '../__generated__/types';
import type { MockDb } from './db';
import { queueMockMessage } from './messages';
import { applyLineCancel, needsRefundAccount, plannedLine, refuseUnlessCancellable } from './order-changes';
import { ownLine } from './orders';
import { pageOf } from './paging';
import { requireStaffOperator, requireStaffReader, requireViewer } from './refusals';
import { recordStaffAudit } from './staff-audit';
import type { StoreMember, StoreOrder, StoreOrderLine, StoreRefundDesk } from './types';

type StoreRefund = StoreRefundDesk['refunds'][number];
type StoreRequest = StoreRefundDesk['requests'][number];

const SEEDED_ERROR = '[PG] 카드사 점검 시간이라 취소하지 못했어요.';

/** The refunds desk's records, seeded on first use (a failed refund and an open request). */
export function deskOf(db: MockDb): StoreRefundDesk {
  if (db.state.refundDesk) return db.state.refundDesk;
  const desk: StoreRefundDesk = { refunds: [], requests: [] };
  db.state.refundDesk = desk;
  const lines = db.state.orders.flatMap((order) => order.lines.map((line) => ({ order, line })));
  const cancelled = lines.find(({ line }) => line.status === 'CANCELLED' && line.cancelPrice > 0);
  if (cancelled) {
    desk.refunds.push({
      id: 1,
      orderId: cancelled.order.id,
      orderProductId: cancelled.line.id,
      lineCount: 1,
      amount: cancelled.line.cancelPrice,
      reason: cancelled.line.cancelReason ?? '재고 부족',
      status: 'FAILED',
      attempts: 3,
      lastError: SEEDED_ERROR,
      // Two automatic tries failed like the first; the third is due later today.
      nextRetryAt: nextRefundRetryAt(2, new Date(db.fromNow(-30 * 60_000)))?.toISOString() ?? null,
      createdAt: db.fromNow(-3 * 3_600_000),
      doneAt: null,
    });
  }
  const preparing = lines.find(({ line }) => line.status === 'PREPARING');
  if (preparing) {
    desk.requests.push({
      id: 1,
      orderProductId: preparing.line.id,
      userId: preparing.order.userId,
      reason: '사이즈를 잘못 골랐어요.',
      status: 'REQUESTED',
      answer: null,
      createdAt: db.fromNow(-2 * 3_600_000),
      decidedAt: null,
    });
  }
  return desk;
}

const nextOf = (rows: readonly { id: number }[]) => rows.reduce((max, row) => Math.max(max, row.id), 0) + 1;

function lineById(db: MockDb, lineId: number): { order: StoreOrder; line: StoreOrderLine } | null {
  for (const order of db.state.orders) {
    const line = order.lines.find((row) => row.id === lineId);
    if (line) return { order, line };
  }
  return null;
}

function staffOrderOf(db: MockDb, ids: number[]): { order: StoreOrder; targets: StoreOrderLine[] } {
  const found = ids.map((id) => lineById(db, id));
  if (found.some((row) => row === null)) throw notFound(STAFF_LINE_NOT_FOUND_MESSAGE);
  const orders = new Set(found.map((row) => row!.order.id));
  if (orders.size > 1) throw badUserInput(ONE_ORDER_ONLY_MESSAGE, 'orderProductIds');
  const order = found[0]!.order;
  return { order, targets: order.lines.filter((line) => ids.includes(line.id)) };
}

function planOf(order: StoreOrder, targets: StoreOrderLine[]) {
  const plan = planLinesCancel(targets.map(plannedLine), order.lines.map(plannedLine));
  for (const line of targets) refuseUnlessCancellable(order, line, plan, 'staffCancel');
  return plan;
}

function refundShape(db: MockDb, refund: StoreRefund): T.StaffRefund {
  const found = lineById(db, refund.orderProductId);
  const name = found?.line.productName ?? '';
  return {
    __typename: 'StaffRefund',
    ...refund,
    orderMUid: found?.order.mUid ?? '',
    productName: refund.lineCount > 1 ? `${name} 외 ${refund.lineCount - 1}건` : name,
    buyerName: found?.order.buyer.name ?? '',
    payMethod: found?.order.specification.payMethod ?? null,
  };
}

function requestShape(db: MockDb, request: StoreRequest): T.StaffCancelRequest {
  const found = lineById(db, request.orderProductId)!;
  return {
    __typename: 'StaffCancelRequest',
    ...request,
    orderId: found.order.id,
    orderMUid: found.order.mUid,
    productName: found.line.productName,
    buyerName: found.order.buyer.name,
    lineStatus: found.line.status,
  };
}

const memberShape = (request: StoreRequest): T.OrderCancelRequest => ({
  __typename: 'OrderCancelRequest',
  id: request.id,
  orderProductId: request.orderProductId,
  reason: request.reason,
  status: request.status,
  answer: request.answer,
  createdAt: request.createdAt,
  decidedAt: request.decidedAt,
});

export function staffCancelPreview(db: MockDb, viewer: StoreMember | null, orderProductIds: unknown): T.StaffCancelPreview {
  requireStaffReader(viewer);
  const ids = parseInput(staffCancelLinesSchema, orderProductIds, 'orderProductIds');
  const { order, targets } = staffOrderOf(db, ids);
  const plan = planOf(order, targets);
  return {
    __typename: 'StaffCancelPreview',
    orderId: order.id,
    orderProductIds: targets.map((line) => line.id),
    refundPrice: plan.refundPrice,
    refundPoint: plan.refundPoint,
    refundDeliveryFee: plan.refundDeliveryFee,
    unpaidDrop: plan.unpaidDrop,
    closesOrder: plan.closesOrder,
    isVirtualAccount: order.specification.payMethod === 'vbank',
    needsRefundAccount: needsRefundAccount(order, plan),
  };
}

function cancelLines(
  db: MockDb,
  viewer: StoreMember,
  { order, targets }: { order: StoreOrder; targets: StoreOrderLine[] },
  { reason, refundAccount }: { reason: string; refundAccount: { refundBankCode: string; refundAccount: string; refundHolder: string } | null },
): T.StaffCancelResult {
  const desk = deskOf(db);
  const plan = planOf(order, targets);
  if (needsRefundAccount(order, plan)) {
    if (!refundAccount) throw invalidState(STAFF_REFUND_ACCOUNT_REQUIRED_MESSAGE);
    Object.assign(order, { ...refundAccount, refundBankName: bankNameOf(refundAccount.refundBankCode) });
  }
  for (const { id, plan: linePlan } of plan.lines) {
    const line = targets.find((target) => target.id === id)!;
    const before = line.status;
    applyLineCancel(db, order, line, linePlan, { reason, event: 'staffCancel' });
    recordStaffAudit(db, viewer, staffCancelAudit(line, before, linePlan, reason));
    queueMockMessage(db, {
      template: 'LINE_CANCELLED',
      subject: `line:${line.id}:cancelled`,
      userId: order.userId,
      variables: { orderNo: order.mUid, productName: line.productName, refundAmount: `${linePlan.refundPrice.toLocaleString('ko-KR')}원` },
    });
  }
  for (const request of desk.requests) {
    if (request.status === 'REQUESTED' && targets.some((line) => line.id === request.orderProductId)) {
      Object.assign(request, { status: 'APPROVED', decidedAt: db.nowIso() });
    }
  }
  let refund: StoreRefund | null = null;
  if (plan.refundPrice > 0) {
    refund = {
      id: nextOf(desk.refunds),
      orderId: order.id,
      orderProductId: targets[0]!.id,
      lineCount: targets.length,
      amount: plan.refundPrice,
      reason,
      status: 'DONE',
      attempts: 1,
      lastError: null,
      nextRetryAt: null,
      createdAt: db.nowIso(),
      doneAt: db.nowIso(),
    };
    desk.refunds.push(refund);
  }
  return {
    __typename: 'StaffCancelResult',
    orderId: order.id,
    cancelledIds: targets.map((line) => line.id),
    refund: refund ? refundShape(db, refund) : null,
  };
}

export function staffCancelOrderProducts(db: MockDb, viewer: StoreMember | null, data: T.StaffCancelInput): T.StaffCancelResult {
  const staff = requireStaffOperator(viewer);
  const input = parseInput(staffCancelInput, data);
  return cancelLines(db, staff, staffOrderOf(db, input.orderProductIds), { reason: input.reason, refundAccount: input.refundAccount ?? null });
}

export function staffRefunds(db: MockDb, viewer: StoreMember | null, args: T.QueryStaffRefundsArgs): T.StaffRefundPage {
  requireStaffReader(viewer);
  const { status } = parseInput(staffRefundsInput, { status: args.status });
  const rows = deskOf(db).refunds.filter((row) => !status || row.status === status).sort((a, b) => b.id - a.id);
  const page = pageOf(rows, args.page);
  return { __typename: 'StaffRefundPage', total: page.total, items: page.items.map((row) => refundShape(db, row)) };
}

export function staffRetryRefund(db: MockDb, viewer: StoreMember | null, refundId: number): T.StaffRefund {
  const staff = requireStaffOperator(viewer);
  const refund = deskOf(db).refunds.find((row) => row.id === refundId);
  if (!refund) throw notFound(REFUND_NOT_FOUND_MESSAGE);
  if (refund.status === 'DONE') throw invalidState(REFUND_ALREADY_DONE_MESSAGE);
  const before = refund.status;
  Object.assign(refund, { status: 'DONE', attempts: refund.attempts + 1, lastError: null, nextRetryAt: null, doneAt: db.nowIso() });
  recordStaffAudit(db, staff, refundRetryAudit(refund, refund.orderProductId, before));
  return refundShape(db, refund);
}

export function staffCancelRequests(db: MockDb, viewer: StoreMember | null, args: T.QueryStaffCancelRequestsArgs): T.StaffCancelRequestPage {
  requireStaffReader(viewer);
  const { status } = parseInput(staffCancelRequestsInput, { status: args.status });
  const rows = deskOf(db).requests.filter((row) => !status || row.status === status).sort((a, b) => a.id - b.id);
  const page = pageOf(rows, args.page);
  return { __typename: 'StaffCancelRequestPage', total: page.total, items: page.items.map((row) => requestShape(db, row)) };
}

function openRequest(db: MockDb, id: number, userId?: number): StoreRequest {
  const request = deskOf(db).requests.find((row) => row.id === id && (userId === undefined || row.userId === userId));
  if (!request) throw notFound(CANCEL_REQUEST_NOT_FOUND_MESSAGE);
  if (request.status !== 'REQUESTED') throw invalidState(CANCEL_REQUEST_CLOSED_MESSAGE);
  return request;
}

export function staffApproveCancelRequest(db: MockDb, viewer: StoreMember | null, id: number): T.StaffCancelResult {
  const staff = requireStaffOperator(viewer);
  const request = openRequest(db, parseInput(refuseCancelRequestInput.shape.id, id, 'id'));
  const { order, line } = lineById(db, request.orderProductId)!;
  if (!canMoveLine(line.status, 'staffCancel')) throw invalidState(CANCEL_REQUEST_SHIPPED_MESSAGE);
  return cancelLines(db, staff, { order, targets: [line] }, { reason: request.reason, refundAccount: null });
}

export function staffRefuseCancelRequest(db: MockDb, viewer: StoreMember | null, args: T.MutationStaffRefuseCancelRequestArgs): T.StaffCancelRequest {
  const staff = requireStaffOperator(viewer);
  const input = parseInput(refuseCancelRequestInput, args);
  const request = openRequest(db, input.id);
  const { order, line } = lineById(db, request.orderProductId)!;
  Object.assign(request, { status: 'REFUSED', answer: input.answer, decidedAt: db.nowIso() });
  recordStaffAudit(db, staff, cancelRequestRefusedAudit(line, input.answer));
  queueMockMessage(db, {
    template: 'CANCEL_REQUEST_REFUSED',
    subject: `cancel-request:${request.id}:refused`,
    userId: order.userId,
    variables: { orderNo: order.mUid, productName: line.productName, answer: input.answer, orderUrl: orderPath(order.id) },
  });
  return requestShape(db, request);
}

export function requestOrderProductCancel(db: MockDb, viewer: StoreMember | null, args: T.MutationRequestOrderProductCancelArgs): T.OrderCancelRequest {
  const member = requireViewer(viewer);
  const input = parseInput(cancelRequestInput, args);
  const { line } = ownLine(db, member, input.orderProductId);
  if (line.status !== 'PREPARING') throw invalidState(CANCEL_REQUEST_ONLY_PREPARING_MESSAGE);
  const desk = deskOf(db);
  if (desk.requests.some((row) => row.orderProductId === line.id && row.status === 'REQUESTED')) throw invalidState(CANCEL_REQUEST_OPEN_MESSAGE);
  const request: StoreRequest = {
    id: nextOf(desk.requests),
    orderProductId: line.id,
    userId: member.id,
    reason: input.reason,
    status: 'REQUESTED',
    answer: null,
    createdAt: db.nowIso(),
    decidedAt: null,
  };
  desk.requests.push(request);
  return memberShape(request);
}

export function withdrawOrderProductCancelRequest(db: MockDb, viewer: StoreMember | null, id: number): T.OrderCancelRequest {
  const member = requireViewer(viewer);
  const request = openRequest(db, parseInput(refuseCancelRequestInput.shape.id, id, 'id'), member.id);
  Object.assign(request, { status: 'WITHDRAWN', decidedAt: db.nowIso() });
  return memberShape(request);
}

/** The line's latest request, for the member's order detail. */
export function cancelRequestOf(db: MockDb, lineId: number): T.OrderCancelRequest | null {
  const latest = deskOf(db).requests.filter((row) => row.orderProductId === lineId).sort((a, b) => b.id - a.id)[0];
  return latest ? memberShape(latest) : null;
}

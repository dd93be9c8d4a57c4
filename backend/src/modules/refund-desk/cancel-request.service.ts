import type { EntityManager } from '@mikro-orm/postgresql';
import { OrderCancelRequestStatus, OrderProductStatus } from '../../../../domain/enums';
import { invalidState, notFound } from '../../../../domain/errors/errors';
import { pageWindow, parseInput } from '../../../../domain/errors/input';
import { canMoveLine } from '../../../../domain/order/line-process';
import { orderPath } from '../../../../domain/messaging/message-format';
import { cancelRequestRefusedAudit } from '../../../../domain/refund-desk/refund-desk-audit';
import { cancelRequestInput, refuseCancelRequestInput, staffCancelRequestsInput } from '../../../../domain/refund-desk/refund-desk-input';
import {
  CANCEL_REQUEST_CLOSED_MESSAGE,
  CANCEL_REQUEST_NOT_FOUND_MESSAGE,
  CANCEL_REQUEST_ONLY_PREPARING_MESSAGE,
  CANCEL_REQUEST_OPEN_MESSAGE,
  CANCEL_REQUEST_SHIPPED_MESSAGE,
} from '../../../../domain/refund-desk/refund-desk-messages';
import type { AfterCommit } from '../../graphql/after-commit';
import type {
  OrderCancelRequest as OrderCancelRequestShape,
  StaffCancelRequest,
  StaffCancelRequestPage,
  StaffCancelResult,
} from '../../graphql/__generated__/resolvers-types';
import type { Viewer } from '../account/session.service';
import { User } from '../account/user.entity';
import { queueMessage } from '../messaging/message-queue';
import { ownOrderOfLine } from '../order/order-guards';
import { lockOrder } from '../order/order-release';
import type { StaffScope } from '../staff/staff-access';
import { recordStaffAudit } from '../staff/staff-audit.service';
import { OrderCancelRequest } from './order-cancel-request.entity';
import { readStaffCancelRequests } from './refund-read';
import type { RefundDependencies } from './refund-send';
import { cancelLockedLines } from './staff-cancel.service';

/*
 * Member cancel requests for lines staff already prepare (docs/decisions/0052). Every path locks
 * the line's order first, then the request row, the order the staff cancel takes them in.
 */

export function cancelRequestShape(request: OrderCancelRequest): OrderCancelRequestShape {
  return {
    id: request.id,
    orderProductId: request.orderProduct.id,
    reason: request.reason,
    status: request.status,
    answer: request.answer ?? null,
    createdAt: request.createdAt,
    decidedAt: request.decidedAt ?? null,
  };
}

/** The line's latest request (the member's order detail shows its state). */
export async function latestCancelRequest(em: EntityManager, orderProductId: number): Promise<OrderCancelRequestShape | null> {
  const request = await em.findOne(OrderCancelRequest, { orderProduct: orderProductId }, { orderBy: { id: 'desc' } });
  return request ? cancelRequestShape(request) : null;
}

export async function requestOrderProductCancel(em: EntityManager, viewer: Viewer, data: unknown): Promise<OrderCancelRequestShape> {
  const input = parseInput(cancelRequestInput, data);
  const { line } = await ownOrderOfLine(em, viewer, input.orderProductId);
  if (line.status !== OrderProductStatus.PREPARING) throw invalidState(CANCEL_REQUEST_ONLY_PREPARING_MESSAGE);
  const open = await em.count(OrderCancelRequest, { orderProduct: line.id, status: OrderCancelRequestStatus.REQUESTED });
  if (open > 0) throw invalidState(CANCEL_REQUEST_OPEN_MESSAGE);
  const request = em.create(OrderCancelRequest, { orderProduct: line, user: viewer.userId, reason: input.reason });
  await em.flush();
  return cancelRequestShape(request);
}

/** The request's line's order locked, then the request row, read afresh. */
async function lockRequest(em: EntityManager, where: { id: number; universityId: number; userId?: number }) {
  const [row] = await em.execute<{ order_id: number }[]>(
    `select op.order_id from order_cancel_request q join order_product op on op.id = q.order_product_id join "order" o on o.id = op.order_id
      where q.id = ? and o.university_id = ?${where.userId === undefined ? '' : ' and q.user_id = ?'}`,
    [where.id, where.universityId, ...(where.userId === undefined ? [] : [where.userId])],
  );
  const order = row ? await lockOrder(em, { id: row.order_id }) : null;
  if (!order) throw notFound(CANCEL_REQUEST_NOT_FOUND_MESSAGE);
  await em.execute('select id from order_cancel_request where id = ? for update', [where.id]);
  const request = await em.findOneOrFail(OrderCancelRequest, where.id, { refresh: true });
  if (request.status !== OrderCancelRequestStatus.REQUESTED) throw invalidState(CANCEL_REQUEST_CLOSED_MESSAGE);
  const specification = order.orderSpecification;
  if (!specification) throw notFound(CANCEL_REQUEST_NOT_FOUND_MESSAGE);
  const lines = order.orderProducts.getItems().sort((a, b) => a.id - b.id);
  const line = lines.find((candidate) => candidate.id === request.orderProduct.id)!;
  return { request, own: { order, specification, lines, targets: [line] }, line };
}

export async function withdrawOrderProductCancelRequest(em: EntityManager, viewer: Viewer, id: unknown): Promise<OrderCancelRequestShape> {
  const requestId = parseInput(refuseCancelRequestInput.shape.id, id, 'id');
  const { request } = await lockRequest(em, { id: requestId, universityId: viewer.universityId, userId: viewer.userId });
  request.status = OrderCancelRequestStatus.WITHDRAWN;
  request.decidedAt = new Date();
  await em.flush();
  return cancelRequestShape(request);
}

export async function listStaffCancelRequests(
  em: EntityManager,
  scope: StaffScope,
  args: { status?: unknown; page?: number | null },
): Promise<StaffCancelRequestPage> {
  const { status } = parseInput(staffCancelRequestsInput, { status: args.status });
  return readStaffCancelRequests(em, scope.universityId, { status, ...pageWindow(args.page) });
}

/** Staff approve: the line is cancelled and refunded exactly as a staff cancel (the request closes APPROVED there). */
export async function approveCancelRequest(
  em: EntityManager,
  scope: StaffScope,
  id: unknown,
  deps: RefundDependencies,
): Promise<AfterCommit<StaffCancelResult>> {
  const requestId = parseInput(refuseCancelRequestInput.shape.id, id, 'id');
  const { request, own, line } = await lockRequest(em, { id: requestId, universityId: scope.universityId });
  // Shipping is not blocked by an open request (docs/decisions/0052); once shipped, staff refuse it instead.
  if (!canMoveLine(line.status, 'staffCancel')) throw invalidState(CANCEL_REQUEST_SHIPPED_MESSAGE);
  return cancelLockedLines(em, scope, own, { reason: request.reason, refundAccount: null }, deps);
}

export async function refuseCancelRequest(em: EntityManager, scope: StaffScope, args: unknown): Promise<StaffCancelRequest> {
  const input = parseInput(refuseCancelRequestInput, args);
  const { request, own, line } = await lockRequest(em, { id: input.id, universityId: scope.universityId });
  request.status = OrderCancelRequestStatus.REFUSED;
  request.answer = input.answer;
  request.decidedBy = scope.staffUserId === null ? null : em.getReference(User, scope.staffUserId);
  request.decidedAt = new Date();
  recordStaffAudit(em, scope, cancelRequestRefusedAudit(line, input.answer));
  await queueMessage(em, {
    template: 'CANCEL_REQUEST_REFUSED',
    subject: `cancel-request:${request.id}:refused`,
    universityId: own.order.university.id,
    userId: own.order.user.id,
    variables: { orderNo: own.order.mUid, productName: line.productName, answer: input.answer, orderUrl: orderPath(own.order.id) },
  });
  await em.flush();
  const { items } = await readStaffCancelRequests(em, scope.universityId, { id: request.id, limit: 1, offset: 0 });
  return items[0]!;
}

import type { EntityManager } from '@mikro-orm/postgresql';
import { OrderCancelRequestStatus, StaffRefundStatus } from '../../../../domain/enums';
import { badUserInput, invalidState, notFound } from '../../../../domain/errors/errors';
import { parseInput } from '../../../../domain/errors/input';
import { planLinesCancel, type LinesCancelPlan } from '../../../../domain/order/order-cancel-plan';
import { bankNameOf } from '../../../../domain/order/order-input';
import { staffCancelInput, staffCancelLinesSchema } from '../../../../domain/refund-desk/refund-desk-input';
import { staffCancelAudit } from '../../../../domain/refund-desk/refund-desk-audit';
import { ONE_ORDER_ONLY_MESSAGE, STAFF_REFUND_ACCOUNT_REQUIRED_MESSAGE } from '../../../../domain/refund-desk/refund-desk-messages';
import { STAFF_LINE_NOT_FOUND_MESSAGE } from '../../../../domain/staff/staff-input';
import { AfterCommit } from '../../graphql/after-commit';
import type { StaffCancelPreview, StaffCancelResult } from '../../graphql/__generated__/resolvers-types';
import { invalidateCatalogue } from '../catalog/catalogue-cache';
import { queueLineCancelled } from '../messaging/order-messages';
import { applyLineCancel } from '../order/line-cancel';
import { needsRefundAccount, refuseUnlessCancellable, registerAmountLeft } from '../order/order-cancel.service';
import type { OwnOrder } from '../order/order-guards';
import type { OrderProduct } from '../order/order-product.entity';
import { lockOrder } from '../order/order-release';
import { Order } from '../order/order.entity';
import type { StaffScope } from '../staff/staff-access';
import { recordStaffAudit } from '../staff/staff-audit.service';
import { OrderCancelRequest } from './order-cancel-request.entity';
import { readStaffRefund } from './refund-read';
import { sendRefund, type RefundDependencies } from './refund-send';
import { Refund } from './refund.entity';

type StaffOrder = OwnOrder & { targets: OrderProduct[] };

/**
 * The lines' one order of this university, with every line; locked for a cancel, so staff, the
 * member and the other desks take turns on it. A line of another university is NOT_FOUND like a
 * missing one; lines of two orders are refused (one refund per cancel).
 */
async function staffOrderOfLines(em: EntityManager, scope: StaffScope, ids: number[], lock: boolean): Promise<StaffOrder> {
  const owners = await em.execute<{ id: number; order_id: number }[]>(
    'select op.id, op.order_id from order_product op join "order" o on o.id = op.order_id where op.id in (?) and o.university_id = ?',
    [ids, scope.universityId],
  );
  if (owners.length !== ids.length) throw notFound(STAFF_LINE_NOT_FOUND_MESSAGE);
  const orderIds = new Set(owners.map((row) => row.order_id));
  if (orderIds.size > 1) throw badUserInput(ONE_ORDER_ONLY_MESSAGE, 'orderProductIds');
  const orderId = owners[0]!.order_id;
  const order = lock
    ? await lockOrder(em, { id: orderId })
    : await em.findOne(Order, { id: orderId }, { populate: ['orderSpecification', 'orderProducts'] });
  const specification = order?.orderSpecification;
  if (!order || !specification) throw notFound(STAFF_LINE_NOT_FOUND_MESSAGE);
  const lines = order.orderProducts.getItems().sort((a, b) => a.id - b.id);
  return { order, specification, lines, targets: lines.filter((line) => ids.includes(line.id)) };
}

/** The member's cancel rule over several lines, refused exactly as the cancel would be. */
function planStaffCancel(own: StaffOrder): LinesCancelPlan {
  const plan = planLinesCancel(own.targets, own.lines);
  for (const line of own.targets) refuseUnlessCancellable(own, line, plan, 'staffCancel');
  return plan;
}

export async function staffCancelPreview(em: EntityManager, scope: StaffScope, orderProductIds: unknown): Promise<StaffCancelPreview> {
  const ids = parseInput(staffCancelLinesSchema, orderProductIds, 'orderProductIds');
  const own = await staffOrderOfLines(em, scope, ids, false);
  const plan = planStaffCancel(own);
  return {
    orderId: own.order.id,
    orderProductIds: own.targets.map((line) => line.id),
    refundPrice: plan.refundPrice,
    refundPoint: plan.refundPoint,
    refundDeliveryFee: plan.refundDeliveryFee,
    unpaidDrop: plan.unpaidDrop,
    closesOrder: plan.closesOrder,
    isVirtualAccount: own.specification.isVirtualAccount(),
    needsRefundAccount: needsRefundAccount(own, plan),
  };
}

/**
 * Staff cancel lines of one order in the mutation's transaction, with the member's arithmetic,
 * stock and points; any open cancel request of those lines is answered APPROVED; one refund row
 * (PENDING) is written. After the commit the refund is sent (refund-send.ts): DONE, or FAILED in
 * the retry list with the provider's words; the cancel stands either way.
 */
export async function staffCancelOrderProducts(
  em: EntityManager,
  scope: StaffScope,
  data: unknown,
  deps: RefundDependencies,
): Promise<AfterCommit<StaffCancelResult>> {
  const input = parseInput(staffCancelInput, data);
  const own = await staffOrderOfLines(em, scope, input.orderProductIds, true);
  return cancelLockedLines(em, scope, own, { reason: input.reason, refundAccount: input.refundAccount ?? null }, deps);
}

/** The cancel itself, for the desk and for an approved member request (the order already locked). */
export async function cancelLockedLines(
  em: EntityManager,
  scope: StaffScope,
  own: StaffOrder,
  { reason, refundAccount }: { reason: string; refundAccount: { refundBankCode: string; refundAccount: string; refundHolder: string } | null },
  deps: RefundDependencies,
): Promise<AfterCommit<StaffCancelResult>> {
  const { order } = own;
  const now = deps.now ?? new Date();
  const plan = planStaffCancel(own);
  if (needsRefundAccount(own, plan)) {
    if (!refundAccount) throw invalidState(STAFF_REFUND_ACCOUNT_REQUIRED_MESSAGE);
    order.refundBankCode = refundAccount.refundBankCode;
    order.refundBankName = bankNameOf(refundAccount.refundBankCode);
    order.refundAccount = refundAccount.refundAccount;
    order.refundHolder = refundAccount.refundHolder;
  }
  for (const { id, plan: linePlan } of plan.lines) {
    const line = own.targets.find((target) => target.id === id)!;
    const before = line.status;
    await applyLineCancel(em, own, line, linePlan, { reason, event: 'staffCancel', now });
    recordStaffAudit(em, scope, staffCancelAudit(line, before, linePlan, reason));
  }
  await em.nativeUpdate(
    OrderCancelRequest,
    { orderProduct: { $in: own.targets.map((line) => line.id) }, status: OrderCancelRequestStatus.REQUESTED },
    { status: OrderCancelRequestStatus.APPROVED, decidedBy: scope.staffUserId, decidedAt: now },
  );
  const refund =
    plan.refundPrice > 0
      ? em.create(Refund, {
          university: scope.universityId,
          order,
          orderProduct: own.targets[0]!,
          lineCount: own.targets.length,
          amount: plan.refundPrice,
          reason,
          status: StaffRefundStatus.PENDING,
          staffUser: scope.staffUserId,
        })
      : null;
  await em.flush();
  invalidateCatalogue(em);
  for (const { id, plan: linePlan } of plan.lines) {
    await queueLineCancelled(em, order, own.targets.find((target) => target.id === id)!, linePlan.refundPrice);
  }
  if (plan.unpaidDrop > 0 && !plan.closesOrder) await registerAmountLeft(deps.payment, own, deps.log);
  const result = { orderId: order.id, cancelledIds: own.targets.map((line) => line.id) };
  const refundId = refund?.id;
  return new AfterCommit(async (requestEm) => {
    if (refundId === undefined) return { ...result, refund: null };
    await sendRefund(requestEm, scope.universityId, refundId, deps);
    return { ...result, refund: await readStaffRefund(requestEm, scope.universityId, refundId) };
  });
}

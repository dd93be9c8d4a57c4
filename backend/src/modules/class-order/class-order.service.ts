import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ClassOrderStatus } from '../../../../domain/enums';
import { parseInput } from '../../../../domain/errors/input';
import {
  cancelRefusal,
  checkRosterReader,
  classOrderNotFound,
  classOrderPath,
  isJoinedLine,
  isPaidLine,
  newClassOrderCode,
  openClassOrderRefusal,
  openClassOrderSchema,
  parseClassOrderCode,
  remindRefusal,
  rosterSizes,
} from '../../../../domain/class-order/class-order-rules';
import { forbidden } from '../../../../domain/errors/errors';
import { canOperateConsole, canReadConsole } from '../../../../domain/staff/staff-level';
import { seoulDateTime } from '../../../../domain/messaging/message-format';
import type { Viewer } from '../account/session.service';
import { User } from '../account/user.entity';
import { PickupPoint } from '../catalog/pickup-point.entity';
import { getVisibleProduct } from '../catalog/product.service';
import { queueClassOrderReminder } from '../messaging/other-messages';
import { OrderProduct } from '../order/order-product.entity';
import { releaseUnpaidOrder } from '../order/order-release';
import { recordStaffAudit } from '../staff/staff-audit.service';
import { ClassOrder } from './class-order.entity';

/*
 * Class orders (docs/decisions/0065-class-orders.md): every decision is domain/class-order's; this
 * file reads and writes the rows. Every class order is found by its code within the viewer's
 * university, so another tenant's code reads as missing.
 */

export async function findClassOrder(em: EntityManager, viewer: Viewer, code: unknown, lock = false): Promise<ClassOrder> {
  const parsed = parseClassOrderCode(code);
  const row = await em.findOne(
    ClassOrder,
    { code: parsed, university: viewer.universityId },
    lock ? { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true } : {},
  );
  if (!row) throw classOrderNotFound();
  return row;
}

/** The class's lines (cancelled ones too), oldest first, each with its buyer's name only. */
async function classLines(em: EntityManager, classOrderId: number) {
  const lines = await em.find(OrderProduct, { classOrder: classOrderId }, { populate: ['order.user'], orderBy: { createdAt: 'asc', id: 'asc' } });
  return lines;
}

export async function classOrderCounts(em: EntityManager, classOrderId: number): Promise<{ joined: number; paid: number; unpaidUserIds: number[] }> {
  const lines = await classLines(em, classOrderId);
  const live = lines.filter((line) => isJoinedLine(line.status));
  return {
    joined: live.length,
    paid: live.filter((line) => isPaidLine(line.status)).length,
    unpaidUserIds: [...new Set(live.filter((line) => !isPaidLine(line.status)).map((line) => line.order.user.id))],
  };
}

/** The viewer's live line in the class order, or null. */
export function memberClassLine(em: EntityManager, classOrderId: number, userId: number): Promise<OrderProduct | null> {
  return em.findOne(
    OrderProduct,
    { classOrder: classOrderId, order: { user: userId }, status: { $ne: 'CANCELLED' } },
    { orderBy: { id: 'desc' } },
  );
}

export async function openClassOrder(em: EntityManager, viewer: Viewer, data: unknown, now: Date = new Date()): Promise<ClassOrder> {
  const input = parseInput(openClassOrderSchema, data);
  const user = await em.findOneOrFail(User, viewer.userId);
  // A product of another tenant, or one the member may not see, reads as missing.
  const product = await getVisibleProduct(em, input.productId, viewer, viewer.universityId);
  const pickupPoint = await em.findOne(PickupPoint, { id: input.pickupPointId, university: viewer.universityId });
  const refusal = openClassOrderRefusal({
    viewer: { tel: user.tel ?? null, authority: viewer.authority },
    product,
    pickupPointFound: pickupPoint !== null,
    closesAt: input.closesAt,
    now,
  });
  if (refusal) throw refusal;
  const row = em.create(ClassOrder, {
    university: viewer.universityId,
    code: newClassOrderCode(),
    product,
    representative: user,
    department: input.department,
    className: input.className,
    pickupPoint: pickupPoint!,
    closesAt: input.closesAt,
    status: ClassOrderStatus.OPEN,
    createdAt: now,
    updatedAt: now,
  });
  await em.flush();
  return row;
}

export async function classOrderRoster(em: EntityManager, viewer: Viewer, code: unknown) {
  const classOrder = await findClassOrder(em, viewer, code);
  checkRosterReader({ userId: viewer.userId, isStaff: canReadConsole(viewer.authority) }, classOrder.representative.id);
  const lines = await classLines(em, classOrder.id);
  // Names only: the roster's type has no phone or address field, and nothing else of the buyer is read into it.
  const entries = lines
    .filter((line) => isJoinedLine(line.status))
    .map((line) => ({
      orderProductId: line.id,
      name: line.order.user.name,
      optionText: line.optionText || null,
      inputs: [line.productOptionInput0, line.productOptionInput1, line.productOptionInput2].filter((text): text is string => text != null),
      count: line.count,
      paid: isPaidLine(line.status),
      status: line.status,
    }));
  return { classOrder, entries, sizes: rosterSizes(lines) };
}

export async function remindClassOrder(em: EntityManager, viewer: Viewer, code: unknown, now: Date = new Date()): Promise<ClassOrder> {
  const classOrder = await findClassOrder(em, viewer, code, true);
  if (classOrder.representative.id !== viewer.userId) throw forbidden('과대표만 알림을 보낼 수 있어요.');
  const counts = await classOrderCounts(em, classOrder.id);
  const refusal = remindRefusal({ ...classOrder, lastRemindedAt: classOrder.lastRemindedAt ?? null, unpaid: counts.unpaidUserIds.length, now });
  if (refusal) throw refusal;
  classOrder.lastRemindedAt = now;
  for (const userId of counts.unpaidUserIds) {
    await queueClassOrderReminder(
      em,
      { universityId: viewer.universityId, userId },
      {
        classOrderId: classOrder.id,
        className: `${classOrder.department} ${classOrder.className}`,
        deadline: seoulDateTime(classOrder.closesAt),
        orderUrl: classOrderPath(classOrder.code),
      },
      now,
    );
  }
  await em.flush();
  return classOrder;
}

export async function cancelClassOrder(em: EntityManager, viewer: Viewer, code: unknown, now: Date = new Date()): Promise<ClassOrder> {
  const classOrder = await findClassOrder(em, viewer, code, true);
  const asStaff = classOrder.representative.id !== viewer.userId;
  if (asStaff && !canOperateConsole(viewer.authority)) throw forbidden('과대표만 단체 주문을 취소할 수 있어요.');
  const counts = await classOrderCounts(em, classOrder.id);
  const refusal = cancelRefusal({ ...classOrder, paid: counts.paid, now });
  if (refusal) throw refusal;
  classOrder.status = ClassOrderStatus.CANCELLED;
  classOrder.cancelledAt = now;
  classOrder.updatedAt = now;
  await em.flush();
  // Nobody paid, so every joined line is unpaid: their orders are released like an expired one.
  const orderIds = [...new Set((await classLines(em, classOrder.id)).filter((line) => isJoinedLine(line.status)).map((line) => line.order.id))];
  for (const orderId of orderIds) await releaseUnpaidOrder(em, { orderId, reason: '과대표 단체 주문이 취소되었어요.', now });
  if (asStaff) {
    recordStaffAudit(em, { universityId: viewer.universityId, staffUserId: viewer.userId }, {
      objectType: 'CLASS_ORDER',
      objectId: classOrder.id,
      action: 'class-order.cancel',
      summary: `${classOrder.department} ${classOrder.className} 단체 주문을 취소했어요`,
    });
    await em.flush();
  }
  return classOrder;
}

export function myClassOrders(em: EntityManager, viewer: Viewer): Promise<ClassOrder[]> {
  return em.find(ClassOrder, { representative: viewer.userId, university: viewer.universityId }, { orderBy: { createdAt: 'desc', id: 'desc' } });
}

export function tenantPickupPoints(em: EntityManager, viewer: Viewer): Promise<PickupPoint[]> {
  return em.find(PickupPoint, { university: viewer.universityId }, { orderBy: { name: 'asc', id: 'asc' } });
}

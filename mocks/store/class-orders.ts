// Class orders (과대표 단체주문) in the mocked API, deciding with the same domain rules as the
// backend's class-order module (docs/decisions/0065-class-orders.md). The demo class order and its
// roster of classmates come from the scenario (mocks/scenarios/standard/class-orders.ts); the
// scenario's classmates are roster rows only (they never sign in), real joins add order lines.
import {
  cancelRefusal,
  checkRosterReader,
  classOrderNotFound,
  classOrderPath,
  classOrderStatusAt,
  isJoinedLine,
  isPaidLine,
  joinClassOrderSchema,
  joinRefusal,
  newClassOrderCode,
  nextReminderAt,
  openClassOrderRefusal,
  openClassOrderSchema,
  parseClassOrderCode,
  remindRefusal,
  rosterSizes,
} from '../../domain/class-order/class-order-rules';
import { planDirectLines } from '../../domain/cart/direct-checkout';
import { forbidden } from '../../domain/errors/errors';
import { parseInput } from '../../domain/errors/input';
import { seoulDateTime } from '../../domain/messaging/message-format';
import { canOperateConsole, canReadConsole } from '../../domain/staff/staff-level';
import type * as T from '../__generated__/types';
import { availabilityOf } from '../scenarios/pricing';
import { standardClassOrders, type ScenarioClassOrder } from '../scenarios/standard/class-orders';
import { addLine, resolveCartRow } from './cart';
import type { MockDb } from './db';
import { queueMockMessage } from './messages';
import { releaseUnpaidOrder } from './orders';
import { levelOf, requireViewer } from './refusals';
import { recordStaffAudit } from './staff-audit';
import type { StoreCart, StoreMember, StoreOrderLine } from './types';

export type StoreClassOrder = ScenarioClassOrder;

// Every scenario is the demo shop (demo-shop.ts), whose representative keeps the class order as the
// seeded shop does: a classmate signing in from `anonymous` or `new-member` finds the shared link.
export function classOrdersOf(db: MockDb): StoreClassOrder[] {
  db.state.classOrders ??= standardClassOrders(db.now());
  return db.state.classOrders;
}

function byCode(db: MockDb, code: unknown): StoreClassOrder {
  const parsed = parseClassOrderCode(code);
  const row = classOrdersOf(db).find((classOrder) => classOrder.code === parsed);
  if (!row) throw classOrderNotFound();
  return row;
}

export function classOrderByCode(db: MockDb, viewer: StoreMember | null, code: unknown): StoreClassOrder {
  requireViewer(viewer);
  return byCode(db, code);
}

export function classOrderById(db: MockDb, id: number | null | undefined): StoreClassOrder | null {
  return id == null ? null : (classOrdersOf(db).find((row) => row.id === id) ?? null);
}

interface RosterRow {
  orderProductId: number;
  userId: number | null;
  name: string;
  optionText: string | null;
  inputs: string[];
  count: number;
  status: T.OrderProductStatus;
}

function classLines(db: MockDb, classOrderId: number): { line: StoreOrderLine; userId: number }[] {
  return db.state.orders.flatMap((order) =>
    order.lines.filter((line) => line.classOrderId === classOrderId).map((line) => ({ line, userId: order.userId })),
  );
}

/** Scenario classmates first (they joined before the demo starts), then real joins, oldest first. */
function rosterRows(db: MockDb, classOrder: StoreClassOrder): RosterRow[] {
  const joined = classLines(db, classOrder.id).map(({ line, userId }) => ({
    orderProductId: line.id,
    userId,
    name: db.member(userId)?.name ?? '탈퇴한 회원',
    optionText: line.optionText || null,
    inputs: [line.productOptionInput0, line.productOptionInput1, line.productOptionInput2].filter((text): text is string => text != null),
    count: line.count,
    status: line.status,
  }));
  return [...classOrder.seededRoster.map((row) => ({ ...row, userId: null })), ...joined];
}

export function classOrderCounts(db: MockDb, classOrder: StoreClassOrder) {
  const live = rosterRows(db, classOrder).filter((row) => isJoinedLine(row.status));
  return {
    joined: live.length,
    paid: live.filter((row) => isPaidLine(row.status)).length,
    unpaidUserIds: [...new Set(live.filter((row) => !isPaidLine(row.status) && row.userId !== null).map((row) => row.userId!))],
  };
}

export function memberClassLine(db: MockDb, classOrderId: number, userId: number): StoreOrderLine | null {
  return classLines(db, classOrderId).find(({ line, userId: owner }) => owner === userId && isJoinedLine(line.status))?.line ?? null;
}

export function openClassOrder(db: MockDb, viewer: StoreMember | null, data: unknown): StoreClassOrder {
  const member = requireViewer(viewer);
  const input = parseInput(openClassOrderSchema, data);
  const product = db.visibleProduct(input.productId, levelOf(member));
  const point = db.catalogue.pickupPoints.find((row) => row.id === input.pickupPointId);
  const refusal = openClassOrderRefusal({
    viewer: { tel: member.tel, authority: member.authority },
    product: { ...availabilityOf(product), productType: product.productType },
    pickupPointFound: point !== undefined,
    closesAt: input.closesAt,
    now: db.now(),
  });
  if (refusal) throw refusal;
  const row: StoreClassOrder = {
    id: Math.max(0, ...classOrdersOf(db).map((classOrder) => classOrder.id)) + 1,
    code: newClassOrderCode(),
    productId: product.id,
    representativeId: member.id,
    representativeName: member.name,
    department: input.department,
    className: input.className,
    pickupPointId: point!.id,
    closesAt: input.closesAt.toISOString(),
    status: 'OPEN',
    lastRemindedAt: null,
    createdAt: db.nowIso(),
    seededRoster: [],
  };
  classOrdersOf(db).push(row);
  return row;
}

export function joinClassOrder(db: MockDb, viewer: StoreMember | null, data: unknown): StoreCart[] {
  const member = requireViewer(viewer);
  const input = parseInput(joinClassOrderSchema, data);
  const classOrder = byCode(db, input.code);
  const refusal = joinRefusal({ ...statusFacts(classOrder), now: db.now(), alreadyJoined: memberClassLine(db, classOrder.id, member.id) !== null });
  if (refusal) throw refusal;
  const line = resolveCartRow(db, member, { productId: classOrder.productId, productOptionDetailId: input.productOptionDetailId, productOptionInputs: input.productOptionInputs, count: input.count });
  const [planned] = planDirectLines([
    { productId: line.product.id, productName: line.product.name, detailId: line.detail?.id ?? null, inputs: line.inputs, stock: line.stock, count: input.count, line },
  ]);
  db.state.carts = db.state.carts.filter((cart) => !(cart.userId === member.id && cart.direct === true));
  const cart = addLine(db, member.id, { productId: line.product.id, productOptionDetailId: line.detail?.id ?? null, inputs: line.inputs }, planned!.count, true);
  cart.classOrderId = classOrder.id;
  return [cart];
}

/** placeOrder's check of class-tagged lines, as class-order-join.ts does it on the backend. */
export function checkClassLines(db: MockDb, userId: number, carts: readonly StoreCart[]): void {
  for (const id of new Set(carts.flatMap((cart) => (cart.classOrderId ? [cart.classOrderId] : [])))) {
    const classOrder = classOrderById(db, id);
    if (!classOrder) throw classOrderNotFound();
    const refusal = joinRefusal({ ...statusFacts(classOrder), now: db.now(), alreadyJoined: memberClassLine(db, id, userId) !== null });
    if (refusal) throw refusal;
  }
}

function statusFacts(row: StoreClassOrder) {
  return { status: row.status, closesAt: new Date(row.closesAt), lastRemindedAt: row.lastRemindedAt ? new Date(row.lastRemindedAt) : null };
}

export function classOrderStatus(db: MockDb, row: StoreClassOrder): T.ClassOrderStatus {
  return classOrderStatusAt(statusFacts(row), db.now());
}

export function nextReminderOf(db: MockDb, row: StoreClassOrder, viewer: StoreMember | null): string | null {
  if (viewer?.id !== row.representativeId) return null;
  return nextReminderAt(statusFacts(row).lastRemindedAt, db.now())?.toISOString() ?? null;
}

export function classOrderRoster(db: MockDb, viewer: StoreMember | null, code: unknown) {
  const member = requireViewer(viewer);
  const classOrder = byCode(db, code);
  checkRosterReader({ userId: member.id, isStaff: canReadConsole(member.authority) }, classOrder.representativeId);
  const rows = rosterRows(db, classOrder);
  return {
    __typename: 'ClassOrderRoster' as const,
    classOrder,
    entries: rows
      .filter((row) => isJoinedLine(row.status))
      .map(({ orderProductId, name, optionText, inputs, count, status }) => ({
        __typename: 'ClassOrderRosterEntry' as const,
        orderProductId,
        name,
        optionText,
        inputs,
        count,
        paid: isPaidLine(status),
        status,
      })),
    sizes: rosterSizes(rows).map((size) => ({ __typename: 'ClassOrderSizeCount' as const, ...size })),
  };
}

export function remindClassOrder(db: MockDb, viewer: StoreMember | null, code: unknown): StoreClassOrder {
  const member = requireViewer(viewer);
  const classOrder = byCode(db, code);
  if (classOrder.representativeId !== member.id) throw forbidden('과대표만 알림을 보낼 수 있어요.');
  const counts = classOrderCounts(db, classOrder);
  const refusal = remindRefusal({ ...statusFacts(classOrder), unpaid: counts.unpaidUserIds.length, now: db.now() });
  if (refusal) throw refusal;
  classOrder.lastRemindedAt = db.nowIso();
  for (const userId of counts.unpaidUserIds) {
    queueMockMessage(db, {
      template: 'CLASS_ORDER_REMINDER',
      subject: `class-order:${classOrder.id}:reminder:${db.nowIso().slice(0, 10)}`,
      userId,
      variables: {
        className: `${classOrder.department} ${classOrder.className}`,
        deadline: seoulDateTime(new Date(classOrder.closesAt)),
        orderUrl: classOrderPath(classOrder.code),
      },
    });
  }
  return classOrder;
}

export function cancelClassOrder(db: MockDb, viewer: StoreMember | null, code: unknown): StoreClassOrder {
  const member = requireViewer(viewer);
  const classOrder = byCode(db, code);
  const asStaff = classOrder.representativeId !== member.id;
  if (asStaff && !canOperateConsole(member.authority)) throw forbidden('과대표만 단체 주문을 취소할 수 있어요.');
  const refusal = cancelRefusal({ ...statusFacts(classOrder), paid: classOrderCounts(db, classOrder).paid, now: db.now() });
  if (refusal) throw refusal;
  classOrder.status = 'CANCELLED';
  for (const order of db.state.orders.filter((row) => row.lines.some((line) => line.classOrderId === classOrder.id))) {
    if (order.specification.status === 'READY') releaseUnpaidOrder(db, order, '과대표 단체 주문이 취소되었어요.');
  }
  if (asStaff) {
    recordStaffAudit(db, member, {
      objectType: 'CLASS_ORDER',
      objectId: classOrder.id,
      action: 'class-order.cancel',
      summary: `${classOrder.department} ${classOrder.className} 단체 주문을 취소했어요`,
    });
  }
  return classOrder;
}

export function myClassOrders(db: MockDb, viewer: StoreMember | null): StoreClassOrder[] {
  const member = requireViewer(viewer);
  return classOrdersOf(db)
    .filter((row) => row.representativeId === member.id)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
}

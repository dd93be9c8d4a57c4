import type { EntityManager } from '@mikro-orm/postgresql';
import type { OrderProductStatus} from '../../../../domain/enums';
import { ProductGroupDeliveryType, ShippingStatus } from '../../../../domain/enums';
import { lineStepAudit } from '../../../../domain/staff/staff-audit-entries';
import { badUserInput, notFound } from '../../../../domain/errors/errors';
import { pageWindow, parseInput } from '../../../../domain/errors/input';
import { ProductGroupDelivery } from '../catalog/product-group-delivery.entity';
import { queueLineCompleted, queueLineShipped } from '../messaging/order-messages';
import { OrderDeliveryCompany } from '../order/order-delivery-company.entity';
import { OrderProductShipping } from '../order/order-product-shipping.entity';
import { OrderProduct } from '../order/order-product.entity';
import { lockOrder } from '../order/order-release';
import type { Order } from '../order/order.entity';
import { confirmReservedPoints } from '../point/point-ledger';
import type { StaffScope } from './staff-access';
import { recordStaffAudit } from './staff-audit.service';
import {
  COMPANY_NOT_FOUND_MESSAGE,
  lineIdSchema,
  shipInput,
  STAFF_LINE_NOT_FOUND_MESSAGE,
  staffLinesInput,
} from '../../../../domain/staff/staff-input';
import { isOrderChecked, nextLineStatus } from '../../../../domain/order/line-process';

/**
 * Order lines of this university to work on, oldest first (the queue staff clear from the top),
 * optionally of one status, 10 per page.
 */
export async function listStaffOrderProducts(
  em: EntityManager,
  scope: StaffScope,
  data: { status?: OrderProductStatus | null; page?: number | null } | null | undefined,
): Promise<{ items: OrderProduct[]; total: number }> {
  const { status } = parseInput(staffLinesInput, { status: data?.status });
  const window = pageWindow(data?.page);
  const [items, total] = await em.findAndCount(
    OrderProduct,
    { order: { university: scope.universityId }, ...(status ? { status } : {}) },
    { orderBy: { createdAt: 'asc', id: 'asc' }, ...window },
  );
  return { items, total };
}

/** The delivery companies to choose from when shipping, in their fixed order. */
export function listDeliveryCompanies(em: EntityManager): Promise<OrderDeliveryCompany[]> {
  return em.find(OrderDeliveryCompany, {}, { orderBy: { id: 'asc' } });
}

/** A company by its short code (CJ, HANJIN …), for the command line. */
export async function deliveryCompanyByCode(em: EntityManager, code: string): Promise<OrderDeliveryCompany> {
  const company = await em.findOne(OrderDeliveryCompany, { code: code.trim().toUpperCase() });
  if (!company) throw badUserInput(COMPANY_NOT_FOUND_MESSAGE, 'orderDeliveryCompanyId');
  return company;
}

/** A line and its order, read under the order's row lock. */
export interface LockedLine {
  order: Order;
  line: OrderProduct;
}

/**
 * The line with its whole order under the order's row lock, read afresh: staff steps, buyer
 * changes and payments on one order take turns, so a buyer's cancellation and a staff
 * confirmation cannot both go through. Another university's line is NOT_FOUND like a missing one.
 */
export async function lockLine(
  em: EntityManager,
  scope: StaffScope,
  orderProductId: number,
): Promise<LockedLine> {
  const id = parseInput(lineIdSchema, orderProductId, 'orderProductId');
  const [owner] = await em.execute<{ order_id: number }[]>(
    'select op.order_id from order_product op join "order" o on o.id = op.order_id where op.id = ? and o.university_id = ?',
    [id, scope.universityId],
  );
  const order = owner ? await lockOrder(em, { id: owner.order_id }) : null;
  const line = order?.orderProducts.getItems().find((row) => row.id === id);
  if (!order || !line) throw notFound(STAFF_LINE_NOT_FOUND_MESSAGE);
  return { order, line };
}

/** PAID → PREPARING: staff confirmed the line (`check`); the order is checked once all its live lines are. */
export async function confirmOrderProduct(em: EntityManager, scope: StaffScope, orderProductId: number): Promise<OrderProduct> {
  const locked = await lockLine(em, scope, orderProductId);
  await confirmLockedLine(em, scope, locked);
  return locked.line;
}

/** The confirmation of a line the caller has locked (lockLine), in the caller's transaction. */
export async function confirmLockedLine(em: EntityManager, scope: StaffScope, { order, line }: LockedLine): Promise<void> {
  const before = line.status;
  line.status = nextLineStatus(line, 'confirm');
  line.check = true;
  order.check = isOrderChecked(order.orderProducts.getItems());
  recordStaffAudit(em, scope, lineStepAudit(line, before, 'confirm'));
  await em.flush();
}

/** PREPARING → DELIVERING with a shipping record (company, tracking number, DELIVERING). */
export async function shipOrderProduct(
  em: EntityManager,
  scope: StaffScope,
  data: { orderProductId: number; orderDeliveryCompanyId: number; shippingNumber: string },
  now: Date = new Date(),
): Promise<OrderProduct> {
  const input = parseInput(shipInput, data);
  const company = await deliveryCompanyOf(em, input.orderDeliveryCompanyId);
  const locked = await lockLine(em, scope, input.orderProductId);
  await shipLockedLine(em, scope, locked, { company, shippingNumber: input.shippingNumber }, now);
  return locked.line;
}

/** A company by id, refused as a field error when there is none. */
export async function deliveryCompanyOf(em: EntityManager, id: number): Promise<OrderDeliveryCompany> {
  const company = await em.findOne(OrderDeliveryCompany, id);
  if (!company) throw badUserInput(COMPANY_NOT_FOUND_MESSAGE, 'orderDeliveryCompanyId');
  return company;
}

/** The shipping of a line the caller has locked, with an already checked company and number. */
export async function shipLockedLine(
  em: EntityManager,
  scope: StaffScope,
  { order, line }: LockedLine,
  shipping: { company: OrderDeliveryCompany; shippingNumber: string },
  now: Date = new Date(),
): Promise<void> {
  const { company, shippingNumber } = shipping;
  const next = nextLineStatus(line, 'ship');
  em.create(OrderProductShipping, {
    orderProduct: line,
    shippingNumber,
    orderDeliveryCompany: company,
    status: ShippingStatus.DELIVERING,
    createdAt: now,
  });
  const before = line.status;
  line.status = next;
  recordStaffAudit(em, scope, lineStepAudit(line, before, 'ship', { company: company.content, shippingNumber }));
  await em.flush();
  await queueLineShipped(em, order, line, { company, shippingNumber });
}

/** Lines handed over at a group's pickup point: no courier, so staff complete them from PREPARING. */
async function isGroupPickup(em: EntityManager, order: Order, line: OrderProduct): Promise<boolean> {
  if (order.orderDelivery == null) return true;
  const delivery = await em.findOne(ProductGroupDelivery, { product: line.product.id });
  return delivery?.productGroupDeliveryType === ProductGroupDeliveryType.GROUP;
}

/**
 * DELIVERING (or a group-pickup line still PREPARING) → COMPLETED: delivered or handed over, the
 * shipping record COMPLETED too, and the line's reserved purchase points become GAIN.
 */
export async function completeOrderProduct(
  em: EntityManager,
  scope: StaffScope,
  orderProductId: number,
  now: Date = new Date(),
): Promise<OrderProduct> {
  const locked = await lockLine(em, scope, orderProductId);
  await completeLockedLine(em, scope, locked, now);
  return locked.line;
}

/** The completion of a line the caller has locked, in the caller's transaction. */
export async function completeLockedLine(em: EntityManager, scope: StaffScope, { order, line }: LockedLine, now: Date = new Date()): Promise<void> {
  const pickup = await isGroupPickup(em, order, line);
  const before = line.status;
  line.status = nextLineStatus(line, pickup ? 'completePickup' : 'complete');
  recordStaffAudit(em, scope, lineStepAudit(line, before, pickup ? 'completePickup' : 'complete'));
  line.completedAt = now;
  const shippings = await em.find(OrderProductShipping, { orderProduct: line.id, status: ShippingStatus.DELIVERING });
  for (const shipping of shippings) shipping.status = ShippingStatus.COMPLETED;
  await em.flush();
  await confirmReservedPoints(em, { orderProductId: line.id, now });
  await queueLineCompleted(em, order, line, pickup);
}

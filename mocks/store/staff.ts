// Co-op staff work as the real staff-lines.service.ts and staff-stock.service.ts do it
// (docs/decisions/0019-staff-and-jobs.md): ADMIN only; lines move as domain/order/line-process.ts
// says (PAID -> PREPARING -> DELIVERING -> COMPLETED, a group pickup from PREPARING); stock is set per product or
// combination, and a product's whole stock rising from zero tells and unsubscribes its subscribers.
// Input schemas and sentences are the backend's own staff-input.ts.
import { badUserInput, notFound } from '../../domain/errors/errors';
import { parseInput } from '../../domain/errors/input';
import {
  COMPANY_NOT_FOUND_MESSAGE,
  lineIdSchema,
  NOT_THIS_PRODUCTS_OPTION_MESSAGE,
  shipInput,
  STAFF_LINE_NOT_FOUND_MESSAGE,
  staffLinesInput,
  STOCK_BY_OPTION_MESSAGE,
  STOCK_PRODUCT_NOT_FOUND_MESSAGE,
  stockInput,
} from '../../domain/staff/staff-input';
import { isOrderChecked, nextLineStatus } from '../../domain/order/line-process';
import type * as T from '../__generated__/types';
import type { ScenarioProduct } from '../scenarios/standard/types';
import { wholeStockOf } from '../scenarios/pricing';
import { setStock } from './catalog';
import type { MockDb } from './db';
import { touchProduct } from './product-version';
import { oldestFirst, pageOf, type Page } from './paging';
import { reviewableUntilFromNow } from './orders';
import { confirmReservedPoints } from './points';
import { requireStaffOperator, requireStaffReader } from './refusals';
import { recordStaffAudit } from './staff-audit';
import { lineStepAudit, stockAudit } from '../../domain/staff/staff-audit-entries';
import { notifyOptionRestock, notifyRestockSubscribers } from './restock';
import type { StoreMember, StoreOrder, StoreOrderLine } from './types';

export function lineOf(db: MockDb, orderProductId: number): { order: StoreOrder; line: StoreOrderLine } {
  const id = parseInput(lineIdSchema, orderProductId, 'orderProductId');
  for (const order of db.state.orders) {
    const line = order.lines.find((row) => row.id === id);
    if (line) return { order, line };
  }
  throw notFound(STAFF_LINE_NOT_FOUND_MESSAGE);
}

/** The queue staff clear from the top: oldest first, optionally of one status. */
export function staffOrderProducts(db: MockDb, viewer: StoreMember | null, input: T.StaffOrderProductsInput | null | undefined): Page<StoreOrderLine> {
  requireStaffReader(viewer);
  const { status } = parseInput(staffLinesInput, { status: input?.status });
  const lines = db.state.orders
    .flatMap((order) => order.lines)
    .filter((line) => !status || line.status === status)
    .sort(oldestFirst);
  return pageOf(lines, input?.page);
}

/** PAID -> PREPARING; the order is checked once all its live lines are. */
export function confirmLine(db: MockDb, viewer: StoreMember | null, id: number): StoreOrderLine {
  requireStaffOperator(viewer);
  const { order, line } = lineOf(db, id);
  const before = line.status;
  line.status = nextLineStatus(line, 'confirm');
  line.check = true;
  order.check = isOrderChecked(order.lines);
  recordStaffAudit(db, viewer, lineStepAudit(line, before, 'confirm'));
  return line;
}

/** A delivery company by id, refused as a field error when there is none. */
export function deliveryCompanyOf(db: MockDb, id: number): { id: number; content: string } {
  const company = db.catalogue.deliveryCompanies.find((row) => row.id === id);
  if (!company) throw badUserInput(COMPANY_NOT_FOUND_MESSAGE, 'orderDeliveryCompanyId');
  return company;
}

/** PREPARING -> DELIVERING with one shipping record. */
export function shipLine(db: MockDb, viewer: StoreMember | null, data: T.StaffShipOrderProductInput): StoreOrderLine {
  requireStaffOperator(viewer);
  const input = parseInput(shipInput, data);
  const company = deliveryCompanyOf(db, input.orderDeliveryCompanyId);
  const { line } = lineOf(db, input.orderProductId);
  const before = line.status;
  line.status = nextLineStatus(line, 'ship');
  recordStaffAudit(db, viewer, lineStepAudit(line, before, 'ship', { company: company.content, shippingNumber: input.shippingNumber }));
  line.shipping = {
    id: db.nextId('shipping'),
    shippingNumber: input.shippingNumber,
    orderDeliveryCompanyId: input.orderDeliveryCompanyId,
    status: 'DELIVERING',
    createdAt: db.nowIso(),
  };
  return line;
}

/** DELIVERING (or a group pickup still PREPARING) -> COMPLETED; the line's reserved points become GAIN. */
export function completeLine(db: MockDb, viewer: StoreMember | null, id: number): StoreOrderLine {
  requireStaffOperator(viewer);
  const { order, line } = lineOf(db, id);
  const pickup = order.delivery === null || db.product(line.productId)?.productGroupDelivery?.productGroupDeliveryType === 'GROUP';
  const before = line.status;
  line.status = nextLineStatus(line, pickup ? 'completePickup' : 'complete');
  recordStaffAudit(db, viewer, lineStepAudit(line, before, pickup ? 'completePickup' : 'complete'));
  if (line.shipping?.status === 'DELIVERING') line.shipping.status = 'COMPLETED';
  line.reviewableUntil = reviewableUntilFromNow(db);
  confirmReservedPoints(db, line.id);
  return line;
}

/** Sets one count; when the product's whole stock rises from zero, its subscribers are told and unsubscribed. */
export function updateStock(db: MockDb, viewer: StoreMember | null, data: T.StaffUpdateStockInput): ScenarioProduct {
  requireStaffOperator(viewer);
  const input = parseInput(stockInput, data);
  const product = db.product(input.productId);
  if (!product || product.universityId !== db.universityId) throw notFound(STOCK_PRODUCT_NOT_FOUND_MESSAGE);
  const before = wholeStockOf(product);
  if (input.productOptionDetailId != null) {
    const detail = product.productOptionDetails.find((row) => row.id === input.productOptionDetailId);
    if (!detail) throw badUserInput(NOT_THIS_PRODUCTS_OPTION_MESSAGE, 'productOptionDetailId');
    setStock(product, detail, input.count);
  } else if (product.productOptionDetails.length > 0) {
    throw badUserInput(STOCK_BY_OPTION_MESSAGE, 'productOptionDetailId');
  } else {
    setStock(product, null, input.count);
    // The product's own row changed: the real API's updated_at moves with it.
    touchProduct(db, product);
  }
  recordStaffAudit(db, viewer, stockAudit(product.id, input.productOptionDetailId, before, wholeStockOf(product)));
  if (before === 0 && wholeStockOf(product) > 0) notifyRestockSubscribers(db, product.id);
  notifyOptionRestock(db, product.id);
  return product;
}

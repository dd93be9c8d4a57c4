// Co-op staff work as the real staff-lines.service.ts and staff-stock.service.ts do it
// (docs/decisions/0019-staff-and-jobs.md): ADMIN only; lines move PAID -> PREPARING ->
// DELIVERING -> COMPLETED (a group pickup completes from PREPARING); stock is set per product or
// combination, and a product's whole stock rising from zero tells and unsubscribes its subscribers.
import { z } from 'zod';
import { badUserInput, invalidState, notFound } from '../../backend/src/graphql/errors';
import { parseInput } from '../../backend/src/graphql/input';
import { LINE_STATUS_TEXT } from '../../backend/src/modules/staff/staff-status-text';
import type * as T from '../__generated__/types';
import type { ScenarioProduct } from '../scenarios/standard/types';
import { setStock } from './catalog';
import type { MockDb } from './db';
import { oldestFirst, pageOf, type Page } from './paging';
import { reviewableUntilFromNow } from './orders';
import { confirmReservedPoints } from './points';
import {
  COMPANY_NOT_FOUND_MESSAGE,
  COMPLETE_EXPECTED,
  COMPLETE_PICKUP_EXPECTED,
  CONFIRM_EXPECTED,
  LINE_ID_MESSAGE,
  MAX_STOCK,
  NOT_THIS_PRODUCTS_OPTION_MESSAGE,
  SHIP_EXPECTED,
  SHIPPING_NUMBER_MESSAGE,
  STAFF_LINE_NOT_FOUND_MESSAGE,
  STOCK_BY_OPTION_MESSAGE,
  STOCK_COUNT_MESSAGE,
  STOCK_MAX_MESSAGE,
  STOCK_PRODUCT_NOT_FOUND_MESSAGE,
} from './real-messages';
import { requireAdmin } from './refusals';
import type { StoreMember, StoreOrder, StoreOrderLine } from './types';

const lineId = z.number({ error: LINE_ID_MESSAGE }).int({ error: LINE_ID_MESSAGE }).positive({ error: LINE_ID_MESSAGE });

function lineOf(db: MockDb, orderProductId: number): { order: StoreOrder; line: StoreOrderLine } {
  const id = parseInput(lineId, orderProductId, 'orderProductId');
  for (const order of db.state.orders) {
    const line = order.lines.find((row) => row.id === id);
    if (line) return { order, line };
  }
  throw notFound(STAFF_LINE_NOT_FOUND_MESSAGE);
}

function wrongState(line: StoreOrderLine, expected: string): never {
  throw invalidState(`${expected} '${line.productName}' 상품은 지금 '${LINE_STATUS_TEXT[line.status]}' 상태입니다.`);
}

/** The queue staff clear from the top: oldest first, optionally of one status. */
export function staffOrderProducts(db: MockDb, viewer: StoreMember | null, input: T.StaffOrderProductsInput | null | undefined): Page<StoreOrderLine> {
  requireAdmin(viewer);
  const lines = db.state.orders
    .flatMap((order) => order.lines)
    .filter((line) => !input?.status || line.status === input.status)
    .sort(oldestFirst);
  return pageOf(lines, input?.page);
}

/** PAID -> PREPARING; the order is checked once all its live lines are. */
export function confirmLine(db: MockDb, viewer: StoreMember | null, id: number): StoreOrderLine {
  requireAdmin(viewer);
  const { order, line } = lineOf(db, id);
  if (line.status !== 'PAID') wrongState(line, CONFIRM_EXPECTED);
  line.status = 'PREPARING';
  line.check = true;
  order.check = order.lines.filter((row) => row.status !== 'CANCELLED').every((row) => row.check);
  return line;
}

const shipInput = z.object({
  orderProductId: lineId,
  orderDeliveryCompanyId: z.number().int({ error: COMPANY_NOT_FOUND_MESSAGE }),
  // Scanners and people type waybill numbers with spaces or dashes; the carriers' pages want digits.
  shippingNumber: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{8,20}$/, { error: SHIPPING_NUMBER_MESSAGE })),
});

/** PREPARING -> DELIVERING with one shipping record. */
export function shipLine(db: MockDb, viewer: StoreMember | null, data: T.StaffShipOrderProductInput): StoreOrderLine {
  requireAdmin(viewer);
  const input = parseInput(shipInput, data);
  if (!db.catalogue.deliveryCompanies.some((company) => company.id === input.orderDeliveryCompanyId)) {
    throw badUserInput(COMPANY_NOT_FOUND_MESSAGE, 'orderDeliveryCompanyId');
  }
  const { line } = lineOf(db, input.orderProductId);
  if (line.status !== 'PREPARING') wrongState(line, SHIP_EXPECTED);
  line.status = 'DELIVERING';
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
  requireAdmin(viewer);
  const { order, line } = lineOf(db, id);
  const pickup = order.delivery === null || db.product(line.productId)?.productGroupDelivery?.productGroupDeliveryType === 'GROUP';
  if (!(line.status === 'DELIVERING' || (pickup && line.status === 'PREPARING'))) {
    wrongState(line, pickup ? COMPLETE_PICKUP_EXPECTED : COMPLETE_EXPECTED);
  }
  line.status = 'COMPLETED';
  if (line.shipping?.status === 'DELIVERING') line.shipping.status = 'COMPLETED';
  line.reviewableUntil = reviewableUntilFromNow(db);
  confirmReservedPoints(db, line.id);
  return line;
}

const stockInput = z.object({
  productId: z.number().int({ error: '상품 번호를 숫자로 입력해 주세요.' }),
  productOptionDetailId: z.number().int({ error: '옵션을 다시 선택해 주세요.' }).nullish(),
  count: z
    .number({ error: '재고 수량을 숫자로 입력해 주세요.' })
    .int({ error: STOCK_COUNT_MESSAGE })
    .min(0, { error: STOCK_COUNT_MESSAGE })
    .max(MAX_STOCK, { error: STOCK_MAX_MESSAGE }),
});

/** The product's own count, or the sum over its combinations. */
const wholeStock = (product: ScenarioProduct) =>
  product.productOptionDetails.length > 0 ? product.productOptionDetails.reduce((sum, row) => sum + row.count, 0) : product.count;

/** Sets one count; when the product's whole stock rises from zero, its subscribers are told and unsubscribed. */
export function updateStock(db: MockDb, viewer: StoreMember | null, data: T.StaffUpdateStockInput): ScenarioProduct {
  requireAdmin(viewer);
  const input = parseInput(stockInput, data);
  const product = db.product(input.productId);
  if (!product || product.universityId !== db.universityId) throw notFound(STOCK_PRODUCT_NOT_FOUND_MESSAGE);
  const before = wholeStock(product);
  if (input.productOptionDetailId != null) {
    const detail = product.productOptionDetails.find((row) => row.id === input.productOptionDetailId);
    if (!detail) throw badUserInput(NOT_THIS_PRODUCTS_OPTION_MESSAGE, 'productOptionDetailId');
    setStock(product, detail, input.count);
  } else if (product.productOptionDetails.length > 0) {
    throw badUserInput(STOCK_BY_OPTION_MESSAGE, 'productOptionDetailId');
  } else {
    setStock(product, null, input.count);
  }
  if (before === 0 && wholeStock(product) > 0) {
    db.state.restocks = db.state.restocks.filter((row) => row.productId !== product.id);
  }
  return product;
}

// Co-op staff work (ADMIN only) and restock subscriptions: lines move PAID -> PREPARING ->
// DELIVERING -> COMPLETED; stock rising from zero tells subscribers and ends their subscriptions.
import { badUserInput, conflict, invalidState, notFound } from '../../backend/src/graphql/errors';
import type * as T from '../__generated__/types';
import { isSoldOut } from '../scenarios/pricing';
import { setStock, stockOf } from './catalog';
import type { MockDb } from './db';
import { newestFirst, oldestFirst, pageOf, type Page } from './paging';
import { earnReserved } from './points';
import { requireAdmin, requireViewer } from './refusals';
import type { StoreMember, StoreOrderLine, StoreRestock, StoreReview } from './types';

const REVIEW_WINDOW_MS = 90 * 24 * 60 * 60 * 1000;

function anyLine(db: MockDb, id: number): StoreOrderLine {
  for (const order of db.state.orders) {
    const line = order.lines.find((row) => row.id === id);
    if (line) return line;
  }
  throw notFound('주문 상품을 찾을 수 없습니다.');
}

export function staffOrderProducts(db: MockDb, viewer: StoreMember | null, input: T.StaffOrderProductsInput | null | undefined): Page<StoreOrderLine> {
  requireAdmin(viewer);
  const lines = db.state.orders
    .flatMap((order) => order.lines)
    .filter((line) => !input?.status || line.status === input.status)
    .sort(oldestFirst);
  return pageOf(lines, input?.page);
}

export function staffPendingReviews(db: MockDb, viewer: StoreMember | null, page: number | null | undefined): Page<StoreReview> {
  requireAdmin(viewer);
  return pageOf(db.state.reviews.filter((row) => row.status === 'READY').sort(oldestFirst), page);
}

export function confirmLine(db: MockDb, viewer: StoreMember | null, id: number): StoreOrderLine {
  requireAdmin(viewer);
  const line = anyLine(db, id);
  if (line.status !== 'PAID') throw invalidState('결제 완료 상태의 상품만 주문 확인할 수 있습니다.');
  line.status = 'PREPARING';
  line.check = true;
  const order = db.state.orders.find((row) => row.id === line.orderId);
  if (order) order.check = order.lines.filter((row) => row.status !== 'CANCELLED').every((row) => row.check);
  return line;
}

export function shipLine(db: MockDb, viewer: StoreMember | null, data: T.StaffShipOrderProductInput): StoreOrderLine {
  requireAdmin(viewer);
  const line = anyLine(db, data.orderProductId);
  if (line.status !== 'PREPARING') throw invalidState('상품 준비 중인 상품만 발송 처리할 수 있습니다.');
  if (!db.catalogue.deliveryCompanies.some((company) => company.id === data.orderDeliveryCompanyId)) {
    throw badUserInput('택배사를 다시 선택해 주세요.', 'orderDeliveryCompanyId');
  }
  const number = data.shippingNumber.replace(/[\s-]/g, '');
  if (!/^\d{8,20}$/.test(number)) throw badUserInput('송장 번호를 숫자로 정확히 입력해 주세요.', 'shippingNumber');
  line.status = 'DELIVERING';
  line.shipping = {
    id: db.nextId('shipping'),
    shippingNumber: number,
    orderDeliveryCompanyId: data.orderDeliveryCompanyId,
    status: 'DELIVERING',
    createdAt: db.nowIso(),
  };
  return line;
}

export function completeLine(db: MockDb, viewer: StoreMember | null, id: number): StoreOrderLine {
  requireAdmin(viewer);
  const line = anyLine(db, id);
  const pickup = db.product(line.productId)?.productGroupDelivery?.productGroupDeliveryType === 'GROUP';
  if (line.status !== 'DELIVERING' && !(pickup && line.status === 'PREPARING')) {
    throw invalidState('배송 중인 상품(단체 수령은 준비 중인 상품)만 완료 처리할 수 있습니다.');
  }
  line.status = 'COMPLETED';
  if (line.shipping) line.shipping.status = 'COMPLETED';
  line.reviewableUntil = db.fromNow(REVIEW_WINDOW_MS);
  earnReserved(db, line.id);
  return line;
}

/** Sets stock; when a sold-out product gets stock again, its subscribers are told and unsubscribed. */
export function updateStock(db: MockDb, viewer: StoreMember | null, data: T.StaffUpdateStockInput) {
  const staff = requireAdmin(viewer);
  const product = db.visibleProduct(data.productId, staff.authority);
  const detail = data.productOptionDetailId == null ? null : db.optionDetail(product, data.productOptionDetailId);
  if (data.productOptionDetailId != null && !detail) throw badUserInput('옵션을 다시 선택해 주세요.', 'productOptionDetailId');
  if (detail === null && product.productOptionDetails.length > 0) throw badUserInput('재고를 바꿀 옵션을 선택해 주세요.', 'productOptionDetailId');
  if (!Number.isInteger(data.count) || data.count < 0) throw badUserInput('재고는 0 이상으로 입력해 주세요.', 'count');
  const wasSoldOut = isSoldOut(product);
  const before = stockOf(product, detail);
  setStock(product, detail, data.count);
  if (wasSoldOut && before === 0 && data.count > 0) {
    db.state.restocks = db.state.restocks.filter((row) => row.productId !== product.id);
  }
  return product;
}

export function restocksOf(db: MockDb, viewer: StoreMember | null, page: number | null | undefined): Page<StoreRestock> {
  const member = requireViewer(viewer);
  return pageOf(db.state.restocks.filter((row) => row.userId === member.id).sort(newestFirst), page);
}

export function subscribeRestock(db: MockDb, viewer: StoreMember | null, productId: number): StoreRestock {
  const member = requireViewer(viewer);
  const product = db.visibleProduct(productId, member.authority);
  if (!isSoldOut(product)) throw invalidState('품절된 상품만 재입고 알림을 신청할 수 있습니다. 지금 바로 주문해 주세요.');
  if (db.state.restocks.some((row) => row.userId === member.id && row.productId === productId)) {
    throw conflict('이미 재입고 알림을 신청한 상품입니다.');
  }
  const row: StoreRestock = { id: db.nextId('restock'), userId: member.id, productId, createdAt: db.nowIso() };
  db.state.restocks.push(row);
  return row;
}

export function unsubscribeRestock(db: MockDb, viewer: StoreMember | null, productId: number): boolean {
  const member = requireViewer(viewer);
  const before = db.state.restocks.length;
  db.state.restocks = db.state.restocks.filter((row) => !(row.userId === member.id && row.productId === productId));
  return db.state.restocks.length < before;
}

// Placing and paying orders (PRODUCT.md "Orders and payment"): lines from the cart, stock taken,
// points held, a unique mUid and paidPrice; the mocked payment stands in for PortOne's answer.
import { AppError, badUserInput, invalidState, notFound } from '../../backend/src/graphql/errors';
import { deliveryGroupFee } from '../../backend/src/modules/cart/delivery-fee';
import type * as T from '../__generated__/types';
import { optionColumns, orderMUid } from '../scenarios/order-rules';
import { optionText, purchasePoint } from '../scenarios/pricing';
import { PointTypeCode } from '../scenarios/standard/reference';
import { saveUserDelivery, validateAddress, type AddressFields } from './address';
import { orderableLines, cartInputs, type PricedLine } from './cart';
import { giveStockBack, takeStock } from './catalog';
import type { MockDb } from './db';
import { won } from './format';
import { newestFirst, pageOf, type Page } from './paging';
import { addPoint, balanceOf, refundPoints } from './points';
import { requireViewer } from './refusals';
import type { StoreMember, StoreOrder, StoreOrderLine } from './types';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
/** Card-like payments must finish within 30 minutes (PRODUCT.md "Stock"). */
export const PAYMENT_WINDOW_MS = 30 * MINUTE;
const VBANK_DEPOSIT_WINDOW_MS = 3 * DAY;

/** The mocked PG's answer is chosen by the impUid the payment window returned (docs/decisions/0012). */
export const MOCK_IMP_UID = {
  paid: 'imp_mock_paid',
  failed: 'imp_mock_failed',
  vbankDeposit: 'imp_mock_vbank_deposit',
} as const;

export function ownOrder(db: MockDb, viewer: StoreMember | null, orderId: number): StoreOrder {
  const member = requireViewer(viewer);
  const order = db.state.orders.find((row) => row.id === orderId && row.userId === member.id);
  if (!order) throw notFound('주문을 찾을 수 없습니다. 주문 번호를 다시 확인해 주세요.');
  return order;
}

export function ownLine(db: MockDb, viewer: StoreMember | null, lineId: number): { order: StoreOrder; line: StoreOrderLine } {
  const member = requireViewer(viewer);
  for (const order of db.state.orders) {
    if (order.userId !== member.id) continue;
    const line = order.lines.find((row) => row.id === lineId);
    if (line) return { order, line };
  }
  throw notFound('주문 상품을 찾을 수 없습니다. 주문 내역에서 다시 확인해 주세요.');
}

/** Splits `amount` over `weights` in proportion, whole won, the remainder to the largest shares. */
function split(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total === 0 || amount === 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (amount * weight) / total);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((sum, share) => sum + share, 0);
  const order = exact.map((value, index) => ({ index, rest: value - Math.floor(value) })).sort((a, b) => b.rest - a.rest);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

interface PlannedGroup {
  templateId: number;
  lines: PricedLine[];
  fee: number;
}

function planGroups(db: MockDb, lines: readonly PricedLine[]): PlannedGroup[] {
  const groups = new Map<number, PricedLine[]>();
  for (const line of lines) groups.set(line.product.deliveryTemplateId, [...(groups.get(line.product.deliveryTemplateId) ?? []), line]);
  return [...groups].map(([templateId, group]) => ({
    templateId,
    lines: group,
    fee: deliveryGroupFee(
      db.template(templateId),
      group.map((line) => ({ count: line.cart.count, unitSalePrice: line.unitSalePrice })),
    ).deliveryFee,
  }));
}

function checkPoints(db: MockDb, member: StoreMember, pointUsing: number, payable: number): void {
  if (!Number.isInteger(pointUsing) || pointUsing < 0) throw badUserInput('사용할 포인트는 0 이상으로 입력해 주세요.', 'pointUsing');
  if (pointUsing > payable) {
    throw badUserInput(`결제할 금액(${won(payable)})보다 많은 포인트는 사용할 수 없습니다.`, 'pointUsing');
  }
  const balance = balanceOf(db, member.id);
  if (pointUsing > balance) {
    throw new AppError('INSUFFICIENT_POINTS', `사용할 수 있는 포인트는 ${balance.toLocaleString('ko-KR')}P입니다.`, { balance });
  }
}

function checkPayMethod(payMethod: T.PayMethod, paidPrice: number): void {
  if (paidPrice === 0 && payMethod !== 'point') {
    throw badUserInput('포인트로 전액 결제할 때는 결제 수단을 포인트로 선택해 주세요.', 'payMethod');
  }
  if (paidPrice > 0 && payMethod === 'point') {
    throw badUserInput('포인트 결제는 포인트로 전액을 결제할 때만 선택할 수 있습니다.', 'payMethod');
  }
}

function deliveryFor(lines: readonly PricedLine[], input: T.OrderDeliveryInput | null | undefined): AddressFields | null {
  const everyLinePickedUp = lines.every((line) => line.product.productGroupDelivery?.productGroupDeliveryType === 'GROUP');
  if (!input) {
    if (everyLinePickedUp) return null;
    throw badUserInput('배송지를 입력해 주세요.', 'delivery');
  }
  return validateAddress(input);
}

function buildLines(db: MockDb, orderId: number, groups: readonly PlannedGroup[], pointUsing: number): StoreOrderLine[] {
  const planned = groups.flatMap((group) => group.lines.map((line, index) => ({ line, fee: index === 0 ? group.fee : 0 })));
  const goods = planned.map(({ line }) => line.unitSalePrice * line.cart.count);
  const goodsTotal = goods.reduce((sum, value) => sum + value, 0);
  // Points pay for goods first; only what exceeds the goods covers the delivery fees.
  const goodsShares = split(Math.min(pointUsing, goodsTotal), goods);
  const feeShares = split(Math.max(0, pointUsing - goodsTotal), planned.map(({ fee }) => fee));
  return planned.map(({ line, fee }, index) => {
    const goodsShare = goodsShares[index] ?? 0;
    return {
      id: db.nextId('orderProduct'),
      orderId,
      productId: line.product.id,
      productOptionDetailId: line.detail?.id ?? null,
      ...optionColumns(line.product, cartInputs(line.cart)),
      deliveryTemplateId: line.product.deliveryTemplateId,
      productName: line.product.name,
      optionText: optionText(line.detail),
      price: line.unitPrice,
      salePrice: line.unitSalePrice,
      count: line.cart.count,
      discountFee: (line.unitPrice - line.unitSalePrice) * line.cart.count,
      paidPrice: (goods[index] ?? 0) - goodsShare,
      deliveryFee: fee,
      pointUsing: goodsShare + (feeShares[index] ?? 0),
      cancelPrice: 0,
      status: 'READY',
      check: false,
      note: null,
      cancelReason: null,
      reviewableUntil: null,
      createdAt: db.nowIso(),
      shipping: null,
    };
  });
}

export function placeOrder(db: MockDb, viewer: StoreMember | null, data: T.PlaceOrderInput): StoreOrder {
  const member = requireViewer(viewer);
  const lines = orderableLines(db, member, data.cartIds);
  const groups = planGroups(db, lines);
  const totalPrice = lines.reduce((sum, line) => sum + line.unitPrice * line.cart.count, 0);
  const discountFee = lines.reduce((sum, line) => sum + (line.unitPrice - line.unitSalePrice) * line.cart.count, 0);
  const deliveryFee = groups.reduce((sum, group) => sum + group.fee, 0);
  const payable = totalPrice - discountFee + deliveryFee;
  checkPoints(db, member, data.pointUsing, payable);
  const paidPrice = payable - data.pointUsing;
  checkPayMethod(data.payMethod, paidPrice);
  const delivery = deliveryFor(lines, data.delivery);

  for (const line of lines) takeStock(line.product, line.detail, line.cart.count);
  const id = db.nextId('order');
  const createdAt = db.nowIso();
  const order: StoreOrder = {
    id,
    userId: member.id,
    mUid: orderMUid(id, createdAt),
    createdAt,
    buyer: { email: member.email, name: member.name, tel: member.tel },
    paidPrice,
    pointUsing: data.pointUsing,
    deliveryFee,
    totalPrice,
    discountFee,
    cancelPrice: 0,
    check: false,
    expiresAt: db.fromNow(PAYMENT_WINDOW_MS),
    refundAccount: null,
    refundHolder: null,
    refundBankName: null,
    refundBankCode: null,
    delivery: delivery ? { id: db.nextId('orderDelivery'), ...delivery } : null,
    specification: {
      payMethod: data.payMethod,
      status: 'READY',
      paymentStatus: null,
      paidAt: null,
      impUid: null,
      vbankNum: null,
      vbankName: null,
      vbankCode: null,
      vbankHolder: null,
      vbankDate: null,
    },
    lines: buildLines(db, id, groups, data.pointUsing),
  };
  db.state.orders.push(order);
  if (data.pointUsing > 0) addPoint(db, member.id, 'USED', data.pointUsing, PointTypeCode.USE, { orderId: id });
  if (delivery && data.delivery?.saveAsDefault) saveUserDelivery(db, member.id, delivery);
  // The lines now live on the order; a failed payment gives the stock back, not the cart lines.
  const ordered = new Set(lines.map((line) => line.cart.id));
  db.state.carts = db.state.carts.filter((cart) => !ordered.has(cart.id));
  if (paidPrice === 0) markPaid(db, order, null);
  return order;
}

/** Paid: lines PAID, and each line's purchase points booked as RESERVED until it completes. */
export function markPaid(db: MockDb, order: StoreOrder, impUid: string | null): void {
  const spec = order.specification;
  spec.status = 'PAID';
  spec.paymentStatus = spec.payMethod === 'point' ? null : 'paid';
  spec.paidAt = db.nowIso();
  spec.impUid = impUid;
  order.expiresAt = null;
  for (const line of order.lines) {
    if (line.status !== 'READY') continue;
    line.status = 'PAID';
    const points = purchasePoint(line.paidPrice);
    if (points > 0) {
      addPoint(db, order.userId, 'RESERVED', points, PointTypeCode.PURCHASE, { orderId: order.id, orderProductId: line.id });
    }
  }
}

/** An unpaid order that failed or expired: every open line back to stock, held points returned. */
function cancelUnpaid(db: MockDb, order: StoreOrder, reason: string, paymentStatus: T.PaymentStatus | null): void {
  let points = 0;
  for (const line of order.lines) {
    if (line.status !== 'READY') continue;
    line.status = 'CANCELLED';
    line.cancelReason = reason;
    points += line.pointUsing;
    const product = db.product(line.productId);
    if (product) giveStockBack(product, db.optionDetail(product, line.productOptionDetailId), line.count);
  }
  refundPoints(db, order.userId, points, { orderId: order.id });
  order.specification.status = 'CANCELLED';
  order.specification.paymentStatus = paymentStatus;
  order.expiresAt = null;
}

function issueVbank(db: MockDb, order: StoreOrder, impUid: string): void {
  const spec = order.specification;
  spec.impUid = impUid;
  spec.paymentStatus = 'ready';
  spec.vbankCode = '088';
  spec.vbankName = '신한은행';
  spec.vbankNum = `562-${String(order.id).padStart(3, '0')}-${order.mUid.slice(-6)}`;
  spec.vbankHolder = db.catalogue.university.footerOperator;
  spec.vbankDate = db.fromNow(VBANK_DEPOSIT_WINDOW_MS);
  order.expiresAt = spec.vbankDate;
}

export function payOrder(db: MockDb, viewer: StoreMember | null, data: T.PayOrderInput): StoreOrder {
  const order = ownOrder(db, viewer, data.orderId);
  const spec = order.specification;
  if (data.merchantUid !== order.mUid) {
    throw new AppError('PAYMENT_VERIFICATION_FAILED', '결제 정보가 주문과 일치하지 않습니다. 결제가 완료되었다면 고객센터로 문의해 주세요.');
  }
  if (spec.status === 'PAID') return order;
  if (spec.status === 'CANCELLED') throw invalidState('이미 취소된 주문입니다. 장바구니에서 다시 주문해 주세요.');
  const impUid = data.impUid?.trim();
  if (!impUid) throw badUserInput('결제 번호가 없습니다. 결제를 다시 진행해 주세요.', 'impUid');
  if (impUid.includes('fail')) {
    cancelUnpaid(db, order, '결제 실패', 'failed');
    return order;
  }
  if (spec.payMethod !== 'vbank') {
    markPaid(db, order, impUid);
    return order;
  }
  if (spec.vbankNum === null) issueVbank(db, order, impUid);
  else if (impUid.includes('deposit')) markPaid(db, order, spec.impUid);
  return order;
}

/** Unpaid orders past their deadline are cancelled, as the real server's expiry job does. */
export function expireUnpaidOrders(db: MockDb): void {
  const now = db.now().getTime();
  for (const order of db.state.orders) {
    if (order.specification.status !== 'READY' || order.expiresAt === null) continue;
    if (Date.parse(order.expiresAt) > now) continue;
    cancelUnpaid(db, order, '결제 기한 만료', order.specification.paymentStatus === 'ready' ? 'cancelled' : null);
  }
}

export function ordersOf(db: MockDb, viewer: StoreMember, startDate: string | Date | null | undefined, page: number | null | undefined): Page<StoreOrder> {
  const from = startDate ? new Date(startDate).getTime() : Number.NEGATIVE_INFINITY;
  const orders = db.state.orders
    .filter((order) => order.userId === viewer.id && Date.parse(order.createdAt) >= from)
    .sort(newestFirst);
  return pageOf(orders, page);
}

export function orderProductCount(db: MockDb, viewer: StoreMember): Record<Lowercase<T.OrderProductStatus>, number> {
  const counts = { ready: 0, paid: 0, preparing: 0, delivering: 0, completed: 0, cancelled: 0 };
  for (const order of db.state.orders) {
    if (order.userId !== viewer.id) continue;
    for (const line of order.lines) counts[line.status.toLowerCase() as Lowercase<T.OrderProductStatus>] += 1;
  }
  return counts;
}

export function reviewOf(db: MockDb, lineId: number) {
  return db.state.reviews.find((review) => review.orderProductId === lineId) ?? null;
}

export function isReviewable(db: MockDb, line: StoreOrderLine): boolean {
  return (
    line.status === 'COMPLETED' &&
    line.reviewableUntil !== null &&
    Date.parse(line.reviewableUntil) > db.now().getTime() &&
    reviewOf(db, line.id) === null
  );
}

export function reviewableLines(db: MockDb, viewer: StoreMember, page: number | null | undefined): Page<StoreOrderLine> {
  const lines = db.state.orders
    .filter((order) => order.userId === viewer.id)
    .flatMap((order) => order.lines)
    .filter((line) => isReviewable(db, line))
    .sort(newestFirst);
  return pageOf(lines, page);
}

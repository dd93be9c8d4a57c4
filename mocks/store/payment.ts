// What the checkout passes to the payment window for an order that still has to be paid. In
// mock mode there is no PortOne merchant: the sandbox checkout page stands in (sandboxUrl).
import type * as T from '../__generated__/types';
import type { MockDb } from './db';
import type { StoreOrder } from './types';

const VBANK_DUE_MS = 3 * 24 * 60 * 60 * 1000;

export function paymentRequestFor(db: MockDb, order: StoreOrder) {
  if (order.specification.status !== 'READY' || order.paidPrice === 0) return null;
  const payMethod: T.PayMethod = order.specification.payMethod;
  const [first, ...rest] = order.lines;
  const query = new URLSearchParams({ orderId: String(order.id), merchantUid: order.mUid, amount: String(order.paidPrice) });
  return {
    pg: payMethod === 'kakaopay' ? 'kakaopay' : 'html5_inicis',
    payMethod,
    merchantUid: order.mUid,
    amount: order.paidPrice,
    name: rest.length > 0 ? `${first?.productName ?? '주문 상품'} 외 ${rest.length}건` : (first?.productName ?? '주문 상품'),
    buyerName: order.buyer.name,
    buyerEmail: order.buyer.email,
    buyerTel: order.buyer.tel ?? order.delivery?.tel ?? '',
    buyerAddr: order.delivery ? `${order.delivery.address} ${order.delivery.detailAddress}`.trim() : null,
    buyerPostcode: order.delivery?.postCode ?? null,
    vbankDue: payMethod === 'vbank' ? db.fromNow(VBANK_DUE_MS) : null,
    noticeUrl: '/api/payments/webhook',
    redirectUrl: `/orders/${order.id}/complete`,
    sandboxUrl: `/payments/sandbox?${query.toString()}`,
  };
}

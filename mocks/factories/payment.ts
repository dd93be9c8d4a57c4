// What the checkout and cancel screens get back: the payment window's request, a placed order,
// a refund preview and the banks for refund accounts.
import { sandboxCheckoutUrl } from '../../domain/payment/sandbox-checkout-url';
import {
  domesticTel,
  orderCompletePath,
  PAYMENT_WEBHOOK_PATH,
  vbankDueOf,
} from '../../domain/order/payment-request';
import type * as T from '../__generated__/types';
import { orderMUid } from '../scenarios/order-rules';
import { purchasePointsOf } from '../../domain/point/point-rules';
import { BANKS } from '../../domain/reference/reference';
import { MOCK_NOW } from './clock';
import { campusEmail, koreanAddress, koreanMobile, koreanName } from './korean';
import { krw, nextId, pick, withOverrides } from './random';

const SITE = 'https://shop.hanbit.ac.kr';

export function buildBank(overrides?: Partial<T.Bank>): T.Bank {
  return withOverrides({ __typename: 'Bank', ...pick(BANKS) }, overrides);
}

/** The payment window's arguments as the real checkout builds them; `payMethod` decides the PG and the deposit deadline. */
export function buildPaymentRequest(overrides?: Partial<T.PaymentRequest>): T.PaymentRequest {
  const payMethod = overrides?.payMethod ?? pick(['card', 'kakaopay', 'trans', 'vbank'] as const);
  const orderId = nextId('Order');
  const address = koreanAddress();
  const request = {
    pg: payMethod === 'kakaopay' ? 'kakaopay' : 'html5_inicis',
    payMethod,
    merchantUid: orderMUid(orderId, MOCK_NOW.toISOString()),
    amount: krw(20000, 200000),
    name: `${pick(['2026 경영학과 과잠', '한빛 로고 후드티', '한빛 플리스 자켓'])} 외 1건`,
    buyerName: koreanName(),
    buyerEmail: campusEmail(),
    buyerTel: domesticTel(koreanMobile()),
    buyerAddr: `${address.address} ${address.detailAddress}`,
    buyerPostcode: address.postCode,
    vbankDue: payMethod === 'vbank' ? vbankDueOf(MOCK_NOW).toISOString() : null,
    noticeUrl: `${SITE}${PAYMENT_WEBHOOK_PATH}`,
    redirectUrl: `${SITE}${orderCompletePath(orderId)}`,
  };
  const built = { ...request, ...overrides };
  const sandboxUrl = sandboxCheckoutUrl({ ...built, vbankDue: built.vbankDue ? new Date(built.vbankDue) : null });
  return withOverrides({ __typename: 'PaymentRequest', ...request, sandboxUrl }, overrides);
}

/** A placed order ready for the payment window (or already paid by points when paidPrice is 0). */
export function buildPlaceOrderResult(overrides?: Partial<T.PlaceOrderResult>): T.PlaceOrderResult {
  const id = overrides?.id ?? nextId('Order');
  const paidPrice = overrides?.paidPrice ?? krw(20000, 200000);
  const mUid = overrides?.mUid ?? orderMUid(id, MOCK_NOW.toISOString());
  return withOverrides(
    {
      __typename: 'PlaceOrderResult',
      id,
      mUid,
      paidPrice,
      payment: paidPrice === 0 ? null : buildPaymentRequest({ merchantUid: mUid, amount: paidPrice }),
    },
    overrides,
  );
}

/** What cancelling one line would give back. */
export function buildCancelPreview(overrides?: Partial<T.CancelPreview>): T.CancelPreview {
  const refundPrice = overrides?.refundPrice ?? krw(15000, 90000);
  return withOverrides(
    {
      __typename: 'CancelPreview',
      orderProductId: nextId('OrderProduct'),
      refundPrice,
      refundPoint: 0,
      refundDeliveryFee: pick([0, 3000]),
      droppedReservedPoint: purchasePointsOf(refundPrice),
      needsRefundAccount: false,
    },
    overrides,
  );
}

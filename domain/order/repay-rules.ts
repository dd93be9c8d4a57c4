import { OrderProductStatus, OrderSpecificationStatus, PayMethod } from '../enums';
import { MIN_PG_AMOUNT } from './place-order-rules';

/*
 * When a student may open the payment window again for an order placed earlier (the window was
 * closed or failed before PortOne returned a payment): plain values, no ORM, so the API and the
 * mocked API answer alike. docs/decisions/0032-pay-again.md.
 */

export interface RepayFacts {
  paidPrice: number;
  /** The release deadline of an unpaid order (a Date from the ORM, ISO text from the mocks). */
  expiresAt: Date | string | null;
  specification: { payMethod: PayMethod; status: OrderSpecificationStatus; vbankNum?: string | null | undefined };
  lineStatuses: readonly OrderProductStatus[];
}

/**
 * PortOne v1 takes a new attempt on a merchant_uid until one is paid, for the amount registered
 * with it. A line cancelled while unpaid lowers paidPrice and the cancel registers the new amount
 * (`PUT /payments/prepare`), so the rest of the order can still be paid; unless what is left is
 * below the PG minimum, which no window takes. An issued virtual account is paid by deposit, not
 * by a new window.
 */
export function isRepayable(order: RepayFacts, now: Date): boolean {
  const { specification } = order;
  if (!paysInWindow({ paidPrice: order.paidPrice, payMethod: specification.payMethod })) return false;
  if (specification.status !== OrderSpecificationStatus.READY || specification.vbankNum) return false;
  if (order.expiresAt === null || new Date(order.expiresAt).getTime() <= now.getTime()) return false;
  const { lineStatuses } = order;
  return (
    lineStatuses.some((status) => status === OrderProductStatus.READY) &&
    lineStatuses.every((status) => status === OrderProductStatus.READY || status === OrderProductStatus.CANCELLED)
  );
}

/**
 * Whether what is left to pay goes through a PG window: not a points order, and at least the PG
 * minimum. Only then is an amount registered at PortOne (after an unpaid line is cancelled, too).
 */
export function paysInWindow(order: { paidPrice: number; payMethod: PayMethod }): boolean {
  return order.payMethod !== PayMethod.point && order.paidPrice >= MIN_PG_AMOUNT;
}

import { OrderProductStatus, OrderSpecificationStatus, PayMethod } from '../../db/enums';

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
 * PortOne v1 takes a new attempt on a merchant_uid until one is paid, but only for the amount
 * prepared at placeOrder: an unpaid line cancel lowers paidPrice (docs/decisions/0018), so such an
 * order is never offered again. An issued virtual account is paid by deposit, not by a new window.
 */
export function isRepayable(order: RepayFacts, now: Date): boolean {
  const { specification } = order;
  if (specification.payMethod === PayMethod.point || order.paidPrice <= 0) return false;
  if (specification.status !== OrderSpecificationStatus.READY || specification.vbankNum) return false;
  if (order.expiresAt === null || new Date(order.expiresAt).getTime() <= now.getTime()) return false;
  return order.lineStatuses.length > 0 && order.lineStatuses.every((status) => status === OrderProductStatus.READY);
}

import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id } from '../../db/columns';
import { OrderSpecificationStatus, PayMethod } from '../../../../domain/enums';
import type { PaymentStatus } from '../../graphql/__generated__/resolvers-types';
import { Order } from './order.entity';

/** The payment of an order, as the payment gateway reported it. */
export const OrderSpecificationSchema = defineEntity({
  name: 'OrderSpecification',
  properties: {
    id: id(),
    order: () => p.oneToOne(Order).inversedBy('orderSpecification').owner().deleteRule('cascade'),
    payMethod: p.enum(() => PayMethod),
    status: p.enum(() => OrderSpecificationStatus).default(OrderSpecificationStatus.READY),
    vbankNum: p.string().nullable(),
    vbankName: p.string().nullable(),
    vbankCode: p.string().nullable(),
    vbankHolder: p.string().nullable(),
    /** Deposit deadline of the virtual account. */
    vbankDate: p.datetime().nullable(),
    /** The gateway's payment id; unique so one payment can never settle two orders. */
    impUid: p.string().nullable().unique(),
    pgProvider: p.string().nullable(),
    paidAt: p.datetime().nullable(),
    failReason: p.text().nullable(),
    createdAt: createdAt(),
  },
  // The order desk's pay-method filter (docs/decisions/0049-order-desk.md).
  indexes: [{ name: 'order_specification_pay_method_index', properties: ['payMethod', 'order'] }],
});

export class OrderSpecification extends OrderSpecificationSchema.class {
  /** Paid through a virtual account, whose refunds need the buyer's bank account. */
  isVirtualAccount(): boolean {
    return this.payMethod === PayMethod.vbank;
  }

  /**
   * The payment's status at the provider as the shop last learned it: a partly refunded payment
   * stays paid until nothing is left (v1 has no partial status; the fake PortOne agrees). Null
   * while no payment exists there, and always for a point-only order, which never reaches it.
   */
  paymentStatus(): PaymentStatus | null {
    if (this.payMethod === PayMethod.point) return null;
    switch (this.status) {
      case OrderSpecificationStatus.PAID:
        return 'paid';
      case OrderSpecificationStatus.READY:
        return this.vbankNum ? 'ready' : null;
      default: // CANCELLED: refunded in full, released unpaid, or failed
        if (this.paidAt || this.vbankNum) return 'cancelled';
        return this.impUid ? 'failed' : null;
    }
  }
}
OrderSpecificationSchema.setClass(OrderSpecification);

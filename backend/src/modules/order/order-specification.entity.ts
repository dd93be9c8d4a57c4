import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id } from '../../db/columns';
import { OrderSpecificationStatus, PayMethod } from '../../db/enums';
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
});

export class OrderSpecification extends OrderSpecificationSchema.class {}
OrderSpecificationSchema.setClass(OrderSpecification);

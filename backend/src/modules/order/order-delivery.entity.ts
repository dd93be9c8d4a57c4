import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id } from '../../db/columns';

/** The address an order ships to, copied so later address edits do not rewrite history. */
export const OrderDeliverySchema = defineEntity({
  name: 'OrderDelivery',
  properties: {
    id: id(),
    name: p.string(),
    postCode: p.string(),
    address: p.string(),
    detailAddress: p.string(),
    tel: p.string(),
    note: p.text().nullable(),
    createdAt: createdAt(),
  },
});

export class OrderDelivery extends OrderDeliverySchema.class {}
OrderDeliverySchema.setClass(OrderDelivery);

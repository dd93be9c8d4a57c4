import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id } from '../../db/columns';
import { ShippingStatus } from '../../../../domain/enums';
import { OrderDeliveryCompany } from './order-delivery-company.entity';
import { OrderProduct } from './order-product.entity';

export const OrderProductShippingSchema = defineEntity({
  name: 'OrderProductShipping',
  properties: {
    id: id(),
    orderProduct: () => p.manyToOne(OrderProduct).index().deleteRule('cascade'),
    shippingNumber: p.string(),
    orderDeliveryCompany: () => p.manyToOne(OrderDeliveryCompany).index(),
    status: p.enum(() => ShippingStatus).default(ShippingStatus.DELIVERING),
    createdAt: createdAt(),
  },
});

export class OrderProductShipping extends OrderProductShippingSchema.class {}
OrderProductShippingSchema.setClass(OrderProductShipping);

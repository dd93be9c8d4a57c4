import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id, updatedAt } from '../../db/columns';
import { User } from '../account/user.entity';
import { University } from '../content/university.entity';
import { OrderDelivery } from './order-delivery.entity';
import { OrderProduct } from './order-product.entity';
import { OrderSpecification } from './order-specification.entity';

export const OrderSchema = defineEntity({
  name: 'Order',
  properties: {
    id: id(),
    // No own index: it leads the composite index/unique below.
    user: () => p.manyToOne(User),
    university: () => p.manyToOne(University).index(),
    /** What the buyer pays: totalPrice - discountFee + deliveryFee - pointUsing. */
    paidPrice: p.integer(),
    pointUsing: p.integer().default(0),
    /** Merchant uid sent to the payment gateway. */
    mUid: p.string().unique(),
    deliveryFee: p.integer().default(0),
    /** Null when a group product is picked up at the group's delivery point. */
    orderDelivery: () => p.oneToOne(OrderDelivery).owner().nullable(),
    totalPrice: p.integer(),
    discountFee: p.integer().default(0),
    refundAccount: p.string().nullable(),
    refundHolder: p.string().nullable(),
    refundBankName: p.string().nullable(),
    refundBankCode: p.string().nullable(),
    cancelPrice: p.integer().default(0),
    check: p.boolean().default(false),
    /** Unpaid orders are released (stock and points back) after this time. */
    expiresAt: p.datetime().nullable(),
    orderProducts: () => p.oneToMany(OrderProduct).mappedBy('order'),
    orderSpecification: () => p.oneToOne(OrderSpecification).mappedBy('order').nullable(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  indexes: [{ name: 'order_user_created_at_index', properties: ['user', 'createdAt'] }],
});

export class Order extends OrderSchema.class {}
OrderSchema.setClass(Order);

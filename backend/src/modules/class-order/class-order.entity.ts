import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id, updatedAt } from '../../db/columns';
import { ClassOrderStatus } from '../../../../domain/enums';
import { User } from '../account/user.entity';
import { PickupPoint } from '../catalog/pickup-point.entity';
import { Product } from '../catalog/product.entity';
import { University } from '../content/university.entity';

/**
 * A class order (과대표 단체주문, docs/decisions/0065-class-orders.md): a representative's link on a
 * GROUPORDER product. Classmates' lines point at it (order_product.class_order_id); no money is
 * held here. `status` stores OPEN or CANCELLED; LOCKED is read from `closes_at` at query time.
 */
export const ClassOrderSchema = defineEntity({
  name: 'ClassOrder',
  properties: {
    id: id(),
    university: () => p.manyToOne(University).index(),
    /** The link's unguessable code (/class/<code>). */
    code: p.string().length(16).unique(),
    product: () => p.manyToOne(Product).index(),
    representative: () => p.manyToOne(User).index(),
    department: p.string(),
    className: p.string(),
    pickupPoint: () => p.manyToOne(PickupPoint).index(),
    closesAt: p.datetime(),
    status: p.enum(() => ClassOrderStatus).default(ClassOrderStatus.OPEN),
    /** When the representative last reminded unpaid classmates (one a day). */
    lastRemindedAt: p.datetime().nullable(),
    cancelledAt: p.datetime().nullable(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});

export class ClassOrder extends ClassOrderSchema.class {}
ClassOrderSchema.setClass(ClassOrder);

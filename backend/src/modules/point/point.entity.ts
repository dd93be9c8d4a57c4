import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id } from '../../db/columns';
import { PointStatus } from '../../../../domain/enums';
import { User } from '../account/user.entity';
import { Order } from '../order/order.entity';
import { OrderProduct } from '../order/order-product.entity';
import { Review } from '../review/review.entity';
import { PointType } from './point-type.entity';

/** A ledger row. `value` is always positive; `status` gives its direction. */
export const PointSchema = defineEntity({
  name: 'Point',
  properties: {
    id: id(),
    // No own index: it leads the composite index/unique below.
    user: () => p.manyToOne(User).deleteRule('cascade'),
    status: p.enum(() => PointStatus),
    value: p.integer(),
    pointType: () => p.manyToOne(PointType).index(),
    /** GAIN rows: when what is left of them expires. */
    expiredAt: p.datetime().nullable(),
    /** GAIN rows: what is still unspent (spent oldest first). */
    remaining: p.integer().nullable(),
    order: () => p.manyToOne(Order).index().nullable(),
    orderProduct: () => p.manyToOne(OrderProduct).index().nullable(),
    review: () => p.manyToOne(Review).index().nullable().deleteRule('set null'),
    /** Why staff adjusted the points by hand (ADMIN_GRANT, ADMIN_TAKE); null for every other row. */
    reason: p.string().nullable(),
    createdAt: createdAt(),
  },
  indexes: [{ name: 'point_user_status_index', properties: ['user', 'status'] }],
  checks: [
    { name: 'point_value_positive', expression: 'value > 0' },
    { name: 'point_remaining_range', expression: 'remaining >= 0 and remaining <= value' },
  ],
});

export class Point extends PointSchema.class {
  /** Signed effect on the spendable balance; RESERVED does not count yet. */
  balanceEffect(): number {
    switch (this.status) {
      case PointStatus.GAIN:
        return this.value;
      case PointStatus.USED:
      case PointStatus.EXPIRED:
        return -this.value;
      case PointStatus.RESERVED:
        return 0;
    }
  }
}
PointSchema.setClass(Point);

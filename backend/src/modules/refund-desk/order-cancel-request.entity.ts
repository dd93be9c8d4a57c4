import { defineEntity, p } from '@mikro-orm/core';
import { OrderCancelRequestStatus } from '../../../../domain/enums';
import { createdAt, id } from '../../db/columns';
import { User } from '../account/user.entity';
import { OrderProduct } from '../order/order-product.entity';

/**
 * A member's request to cancel a line staff already started preparing (PREPARING): the member
 * cannot cancel it alone any more, so staff approve (cancel and refund) or refuse with an answer.
 * At most one open (REQUESTED) request per line: a partial unique index in the migration.
 */
export const OrderCancelRequestSchema = defineEntity({
  name: 'OrderCancelRequest',
  tableName: 'order_cancel_request',
  properties: {
    id: id(),
    orderProduct: () => p.manyToOne(OrderProduct).index(),
    user: () => p.manyToOne(User).index(),
    reason: p.text(),
    status: p.enum(() => OrderCancelRequestStatus).default(OrderCancelRequestStatus.REQUESTED),
    /** Staff's answer; required when refused. */
    answer: p.text().nullable(),
    decidedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    decidedAt: p.datetime().nullable(),
    createdAt: createdAt(),
  },
  uniques: [
    {
      // Partial: one open request per line; answered ones stay as the line's history.
      name: 'order_cancel_request_open_unique',
      expression: `create unique index "order_cancel_request_open_unique" on "order_cancel_request" ("order_product_id") where "status" = 'REQUESTED'`,
    },
  ],
});

export class OrderCancelRequest extends OrderCancelRequestSchema.class {}
OrderCancelRequestSchema.setClass(OrderCancelRequest);

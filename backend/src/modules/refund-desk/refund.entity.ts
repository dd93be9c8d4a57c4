import { defineEntity, p } from '@mikro-orm/core';
import { StaffRefundStatus } from '../../../../domain/enums';
import { createdAt, id, updatedAt } from '../../db/columns';
import { User } from '../account/user.entity';
import { University } from '../content/university.entity';
import { OrderProduct } from '../order/order-product.entity';
import { Order } from '../order/order.entity';

/**
 * A refund the shop owes a buyer at the payment provider, written in the transaction that
 * cancelled the line(s), before the provider is called: a refusal or a lost answer leaves it
 * FAILED in the retry list, never lost; a retry sends it again with the same checksum, so it
 * never lands twice.
 */
export const RefundSchema = defineEntity({
  name: 'Refund',
  tableName: 'refund',
  properties: {
    id: id(),
    // No own index: it leads the composite index below.
    university: () => p.manyToOne(University),
    order: () => p.manyToOne(Order).index(),
    /** The cancelled line (the first, when several lines were refunded at once); null never written by the desk. */
    orderProduct: () => p.manyToOne(OrderProduct).nullable().index(),
    /** How many lines this one refund covers (docs/decisions/0052: several lines of one order, one refund). */
    lineCount: p.integer().default(1),
    amount: p.integer(),
    reason: p.text(),
    status: p.enum(() => StaffRefundStatus).default(StaffRefundStatus.PENDING),
    attempts: p.integer().default(0),
    /** Automatic tries made by the retry sweep (domain/refund-desk/refund-retry.ts). */
    autoRetries: p.integer().default(0),
    /** When the sweep tries this FAILED refund next; null when it will not. */
    nextRetryAt: p.datetime().nullable(),
    lastError: p.text().nullable(),
    /** The staff member who cancelled; null for the shop's own jobs. */
    staffUser: () => p.manyToOne(User).nullable().deleteRule('set null'),
    doneAt: p.datetime().nullable(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  indexes: [
    { name: 'refund_university_status_index', properties: ['university', 'status', 'id'] },
    // The retry sweep's scan: only FAILED refunds ever have a next try.
    { name: 'refund_next_retry_at_index', properties: ['nextRetryAt'] },
  ],
});

export class Refund extends RefundSchema.class {}
RefundSchema.setClass(Refund);

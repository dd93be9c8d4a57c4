import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id, updatedAt } from '../../db/columns';
import { OrderProductStatus } from '../../../../domain/enums';
import { DeliveryTemplate } from '../catalog/delivery-template.entity';
import { Product } from '../catalog/product.entity';
import { ProductOptionDetail } from '../catalog/product-option-detail.entity';
import { Review } from '../review/review.entity';
import { Order } from './order.entity';
import { User } from '../account/user.entity';
import { isChangeableStatus } from '../../../../domain/order/line-process';
import { linePointsOf, reviewableUntilOf } from '../../../../domain/order/order-line-rules';
import { OrderProductShipping } from './order-product-shipping.entity';
import { ClassOrder } from '../class-order/class-order.entity';

/** An order line. Prices, name and option text are snapshots taken when it was ordered. */
export const OrderProductSchema = defineEntity({
  name: 'OrderProduct',
  properties: {
    id: id(),
    order: () => p.manyToOne(Order).index(),
    product: () => p.manyToOne(Product).index(),
    productOptionDetail: () => p.manyToOne(ProductOptionDetail).index().nullable().deleteRule('set null'),
    productOptionId0: p.integer().nullable(),
    productOptionId1: p.integer().nullable(),
    productOptionId2: p.integer().nullable(),
    productOptionInput0: p.string().nullable(),
    productOptionInput1: p.string().nullable(),
    productOptionInput2: p.string().nullable(),
    deliveryTemplate: () => p.manyToOne(DeliveryTemplate).index(),
    count: p.integer(),
    /** Unit list price (with the option extra) when ordered. */
    price: p.integer(),
    /** Unit sale price (with the option extra) when ordered. */
    salePrice: p.integer(),
    discountFee: p.integer().default(0),
    paidPrice: p.integer(),
    /** The delivery-template group's fee, booked on the group's first line. */
    deliveryFee: p.integer().default(0),
    pointUsing: p.integer().default(0),
    check: p.boolean().default(false),
    cancelPrice: p.integer().default(0),
    status: p.enum(() => OrderProductStatus).default(OrderProductStatus.READY),
    note: p.text().nullable(),
    cancelReason: p.text().nullable(),
    productName: p.string(),
    optionText: p.string().default(''),
    completedAt: p.datetime().nullable(),
    /** The latest shipping delay the buyer was told (docs/decisions/0050): why, the new Seoul day, when, by whom. */
    shippingDelayReason: p.text().nullable(),
    shippingDelayExpectedDate: p.string().length(10).nullable(),
    shippingDelayNotifiedAt: p.datetime().nullable(),
    shippingDelayBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    /** The made-to-order consent the buyer gave (ADR 0066), as worded then; null for lines without texts. */
    consentText: p.text().nullable(),
    consentAt: p.datetime().nullable(),
    /** When the member asked to have this uncollected pickup line shipped instead (ADR 0067); null otherwise. */
    shippingRequestedAt: p.datetime().nullable(),
    orderProductShippings: () => p.oneToMany(OrderProductShipping).mappedBy('orderProduct'),
    /** The class order the line was ordered through (ADR 0065); null when none. */
    classOrder: () => p.manyToOne(ClassOrder).index().nullable(),
    review: () => p.oneToOne(Review).mappedBy('orderProduct').nullable(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The order desk's sorts and status filters at 50,000 lines (docs/decisions/0049-order-desk.md).
  indexes: [
    { name: 'order_product_created_at_id_index', properties: ['createdAt', 'id'] },
    { name: 'order_product_status_created_at_index', properties: ['status', 'createdAt', 'id'] },
    { name: 'order_product_status_order_id_index', properties: ['status', 'order'] },
    { name: 'order_product_paid_price_index', properties: ['paidPrice', 'id'] },
  ],
  checks: [{ name: 'order_product_count_positive', expression: 'count > 0' }],
});

export class OrderProduct extends OrderProductSchema.class {
  /** List price x count, before the sale discount. */
  lineListTotal(): number {
    return this.price * this.count;
  }

  /** The buyer may still cancel or change it (before staff started preparing it). */
  isChangeable(): boolean {
    return isChangeableStatus(this.status);
  }

  isCancelled(): boolean {
    return this.status === OrderProductStatus.CANCELLED;
  }

  /** Sale price x count: what the goods cost before points. */
  goodsTotal(): number {
    return this.salePrice * this.count;
  }

  /**
   * The points that paid for the goods (paidPrice is the goods after them); never more than the
   * line's whole share, so a line booked without that split still adds up.
   */
  goodsPointUsing(): number {
    return linePointsOf(this).goodsPointUsing;
  }

  /** The points that paid for the delivery fee booked on this line (points beyond its goods). */
  feePointUsing(): number {
    return linePointsOf(this).feePointUsing;
  }

  /** What the PG charged for the fee booked on this line: the fee less the points spent on it. */
  feePaidPrice(): number {
    return linePointsOf(this).feePaidPrice;
  }

  /** The last moment a review can be written; null until the line is COMPLETED. */
  reviewableUntil(): Date | null {
    if (this.status !== OrderProductStatus.COMPLETED || !this.completedAt) return null;
    return reviewableUntilOf(this.completedAt);
  }

  /** COMPLETED, not reviewed yet and still inside the review window. */
  isReviewable(now: Date, hasReview: boolean): boolean {
    const until = this.reviewableUntil();
    return !hasReview && until !== null && now.getTime() <= until.getTime();
  }
}
OrderProductSchema.setClass(OrderProduct);

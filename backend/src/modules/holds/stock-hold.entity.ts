import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id } from '../../db/columns';
import { User } from '../account/user.entity';
import { ProductOptionDetail } from '../catalog/product-option-detail.entity';
import { Product } from '../catalog/product.entity';
import { University } from '../content/university.entity';
import { Order } from '../order/order.entity';

/**
 * Units of one stock row kept aside for one member checking out a product behind a waiting room
 * (docs/decisions/0076-held-stock.md). The units were taken out of the stock row when the hold
 * was written, so everyone else already sees the stock net of holds. While `order` is null the
 * hold owns its units and whoever deletes the row gives them back; once placeOrder sets `order`
 * the order owns them (its release gives them back) and the row only keeps the timer.
 * Rows are read and written with plain SQL (holds.service.ts, hold-sweep.ts); the entity
 * declares the table for the schema check.
 */
export const StockHoldSchema = defineEntity({
  name: 'StockHold',
  properties: {
    id: id(),
    university: () => p.manyToOne(University).index(),
    // No own index on user: it leads the unique index below.
    user: () => p.manyToOne(User).deleteRule('cascade'),
    product: () => p.manyToOne(Product).index().deleteRule('cascade'),
    productOptionDetail: () => p.manyToOne(ProductOptionDetail).nullable().index().deleteRule('cascade'),
    units: p.integer(),
    // The sweep's range scan: expired holds, oldest first.
    expiresAt: p.datetime().index(),
    extended: p.boolean().default(false),
    order: () => p.manyToOne(Order).nullable().index().deleteRule('cascade'),
    createdAt: createdAt(),
  },
  uniques: [
    {
      // One hold per member and stock row; NULLS NOT DISTINCT covers products without combinations.
      name: 'stock_hold_user_product_detail_unique',
      expression:
        'create unique index "stock_hold_user_product_detail_unique" on "stock_hold" ("user_id", "product_id", "product_option_detail_id") nulls not distinct',
    },
  ],
  checks: [{ name: 'stock_hold_units_positive', expression: 'units > 0' }],
});

export class StockHold extends StockHoldSchema.class {}
StockHoldSchema.setClass(StockHold);

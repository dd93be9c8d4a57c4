import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id } from '../../db/columns';
import { ProductGroupDeliveryType } from '../../../../domain/enums';
import { PickupPoint } from './pickup-point.entity';
import { Product } from './product.entity';

/**
 * Where a group product is delivered: a group's pickup point or each buyer's address. The address
 * columns are the chosen pickup point's, copied when staff pick or change it (ADR 0046), so that
 * the catalogue and order reads stay one row away.
 */
export const ProductGroupDeliverySchema = defineEntity({
  name: 'ProductGroupDelivery',
  properties: {
    id: id(),
    product: () =>
      p.oneToOne(Product).inversedBy('productGroupDelivery').owner().deleteRule('cascade'),
    productGroupDeliveryType: p.enum(() => ProductGroupDeliveryType),
    /** The tenant's pickup point this copies; null for an INDIVIDUAL delivery. */
    pickupPoint: () => p.manyToOne(PickupPoint).index().nullable(),
    name: p.string(),
    postCode: p.string(),
    address: p.string(),
    detailAddress: p.string(),
    tel: p.string(),
    note: p.text(),
    createdAt: createdAt(),
  },
});

export class ProductGroupDelivery extends ProductGroupDeliverySchema.class {}
ProductGroupDeliverySchema.setClass(ProductGroupDelivery);

import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id } from '../../db/columns';
import { ProductGroupDeliveryType } from '../../../../domain/enums';
import { Product } from './product.entity';

/** Where a group product is delivered: a group's pickup point or each buyer's address. */
export const ProductGroupDeliverySchema = defineEntity({
  name: 'ProductGroupDelivery',
  properties: {
    id: id(),
    product: () =>
      p.oneToOne(Product).inversedBy('productGroupDelivery').owner().deleteRule('cascade'),
    productGroupDeliveryType: p.enum(() => ProductGroupDeliveryType),
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

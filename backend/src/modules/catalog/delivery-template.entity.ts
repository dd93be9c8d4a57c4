import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id, updatedAt } from '../../db/columns';
import { DeliveryType } from '../../../../domain/enums';
import { University } from '../content/university.entity';

export const DeliveryTemplateSchema = defineEntity({
  name: 'DeliveryTemplate',
  properties: {
    id: id(),
    university: () => p.manyToOne(University).index(),
    name: p.string(),
    deliveryType: p.enum(() => DeliveryType),
    deliveryFee: p.integer().default(0),
    /** CONDITIONALFREE: the discounted subtotal from which delivery is free. */
    condition: p.integer().default(0),
    /** BYQUANTITY: when > 0, one fee per this many items. */
    quantity: p.integer().default(0),
    quantityCount0: p.integer().default(0),
    quantityCount1: p.integer().default(0),
    quantityCount2: p.integer().default(0),
    quantityPrice0: p.integer().default(0),
    quantityPrice1: p.integer().default(0),
    quantityPrice2: p.integer().default(0),
    shippingAddress: p.string(),
    returnAddress: p.string(),
    returnFee: p.integer().default(0),
    exchangeFee: p.integer().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});

export class DeliveryTemplate extends DeliveryTemplateSchema.class {}
DeliveryTemplateSchema.setClass(DeliveryTemplate);

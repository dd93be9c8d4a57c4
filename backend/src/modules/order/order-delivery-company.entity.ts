import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id } from '../../db/columns';

export const OrderDeliveryCompanySchema = defineEntity({
  name: 'OrderDeliveryCompany',
  properties: {
    id: id(),
    content: p.string(),
    code: p.string().unique(),
    /** Tracking page address with `{number}` where the shipping number goes. */
    trackingUrl: p.string(),
    createdAt: createdAt(),
  },
});

export class OrderDeliveryCompany extends OrderDeliveryCompanySchema.class {
  trackingUrlFor(shippingNumber: string): string {
    return this.trackingUrl.replaceAll('{number}', encodeURIComponent(shippingNumber));
  }
}
OrderDeliveryCompanySchema.setClass(OrderDeliveryCompany);

import { defineEntity, p } from '@mikro-orm/core';
import { BillingKeyMethod } from '../../../../domain/enums';
import { createdAt, id } from '../../db/columns';
import { User } from '../account/user.entity';

/** A billing key (PortOne v1 `customer_uid`) a member registered for a CHARGE_AT_CLOSE purchase. */
export const BillingKeySchema = defineEntity({
  name: 'BillingKey',
  tableName: 'billing_key',
  properties: {
    id: id(),
    user: () => p.manyToOne(User).index().deleteRule('cascade'),
    customerUid: p.string().unique(),
    method: p.enum(() => BillingKeyMethod),
    cardName: p.string().nullable(),
    last4: p.string().length(4).nullable(),
    createdAt: createdAt(),
  },
});

export class BillingKey extends BillingKeySchema.class {}
BillingKeySchema.setClass(BillingKey);

import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id } from '../../db/columns';
import { User } from './user.entity';

/** The member's saved delivery address. */
export const UserDeliverySchema = defineEntity({
  name: 'UserDelivery',
  properties: {
    id: id(),
    user: () => p.oneToOne(User).inversedBy('userDelivery').owner().deleteRule('cascade'),
    name: p.string(),
    postCode: p.string(),
    address: p.string(),
    detailAddress: p.string(),
    tel: p.string(),
    note: p.text().nullable(),
    createdAt: createdAt(),
  },
});

export class UserDelivery extends UserDeliverySchema.class {}
UserDeliverySchema.setClass(UserDelivery);

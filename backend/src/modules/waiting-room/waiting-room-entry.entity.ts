import { defineEntity, p } from '@mikro-orm/core';
import { id } from '../../db/columns';
import { User } from '../account/user.entity';
import { Product } from '../catalog/product.entity';
import { University } from '../content/university.entity';

/**
 * One member's place in one product's waiting room: unique per product and member, so a place
 * belongs to the member on every device. `drawPosition` is set by the opening draw (latecomers
 * keep null and follow by id); `admittedAt` by the tick that lets them in; `orderedAt` by
 * placeOrder, which frees a CONCURRENT place.
 */
export const WaitingRoomEntrySchema = defineEntity({
  name: 'WaitingRoomEntry',
  properties: {
    id: id(),
    university: () => p.manyToOne(University).index(),
    product: () => p.manyToOne(Product),
    user: () => p.manyToOne(User).index(),
    joinedAt: p.datetime().defaultRaw('now()'),
    drawPosition: p.integer().nullable(),
    admittedAt: p.datetime().nullable(),
    orderedAt: p.datetime().nullable(),
  },
  uniques: [{ name: 'waiting_room_entry_product_id_user_id_unique', properties: ['product', 'user'] }],
});

export class WaitingRoomEntry extends WaitingRoomEntrySchema.class {}
WaitingRoomEntrySchema.setClass(WaitingRoomEntry);

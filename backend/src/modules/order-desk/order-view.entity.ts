import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id } from '../../db/columns';
import { University } from '../content/university.entity';
import { User } from '../account/user.entity';

/**
 * A staff member's saved order-desk view (docs/decisions/0049-order-desk.md): a name, the desk
 * filter as the shared input keeps it, and the order. Personal: only its owner lists or deletes
 * it, and one name per owner (saving the same name replaces it).
 */
export const StaffOrderViewSchema = defineEntity({
  name: 'StaffOrderView',
  tableName: 'staff_order_view',
  properties: {
    id: id(),
    university: () => p.manyToOne(University),
    // Leads the unique (owner, name) index below.
    staffUser: () => p.manyToOne(User).deleteRule('cascade'),
    name: p.string().length(30),
    filter: p.json<Record<string, unknown>>(),
    sort: p.string().length(20),
    createdAt: createdAt(),
  },
  uniques: [{ name: 'staff_order_view_owner_name_unique', properties: ['staffUser', 'name'] }],
});

export class StaffOrderView extends StaffOrderViewSchema.class {}
StaffOrderViewSchema.setClass(StaffOrderView);

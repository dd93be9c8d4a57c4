import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id, updatedAt } from '../../db/columns';
import { University } from '../content/university.entity';

/**
 * A group pickup point of the tenant (docs/decisions/0046-catalog-setup.md): staff keep the list,
 * group products pick one, and a change reaches every product that hands out there.
 */
export const PickupPointSchema = defineEntity({
  name: 'PickupPoint',
  properties: {
    id: id(),
    university: () => p.manyToOne(University).index(),
    name: p.string(),
    postCode: p.string(),
    address: p.string(),
    detailAddress: p.string(),
    tel: p.string(),
    note: p.text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});

export class PickupPoint extends PickupPointSchema.class {}
PickupPointSchema.setClass(PickupPoint);

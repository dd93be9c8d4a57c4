import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id } from '../../db/columns';

/** Why points moved (회원가입, 구매 적립 ...); `code` is the key services look rows up by. */
export const PointTypeSchema = defineEntity({
  name: 'PointType',
  properties: {
    id: id(),
    content: p.string(),
    code: p.string().unique(),
    createdAt: createdAt(),
  },
});

export class PointType extends PointTypeSchema.class {}
PointTypeSchema.setClass(PointType);

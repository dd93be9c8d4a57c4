import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id } from '../../db/columns';
import { University } from './university.entity';

export const AdSchema = defineEntity({
  name: 'Ad',
  properties: {
    id: id(),
    university: () => p.manyToOne(University).index().deleteRule('cascade'),
    /** Headline. */
    primary: p.string(),
    /** Sub line. */
    secondary: p.string(),
    url: p.string(),
    imageUrl: p.string().nullable(),
    position: p.integer().default(0),
    visible: p.boolean().default(true),
    createdAt: createdAt(),
  },
});

export class Ad extends AdSchema.class {}
AdSchema.setClass(Ad);

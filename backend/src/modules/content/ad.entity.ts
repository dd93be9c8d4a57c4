import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id, updatedAt } from '../../db/columns';
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
    /** Shown from (docs/product-rules.md#shop-content); null shows it at once. */
    startsAt: p.datetime().nullable(),
    /** Shown until, excluded; null keeps it up. */
    endsAt: p.datetime().nullable(),
    createdAt: createdAt(),
    /** The version staff edits are checked against. */
    updatedAt: updatedAt(),
  },
});

export class Ad extends AdSchema.class {}
AdSchema.setClass(Ad);

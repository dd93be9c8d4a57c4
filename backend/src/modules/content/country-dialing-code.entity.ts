import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id } from '../../db/columns';

export const CountryDialingCodeSchema = defineEntity({
  name: 'CountryDialingCode',
  properties: {
    id: id(),
    /** ISO 3166-1 alpha-2, e.g. KR. */
    isoCode: p.string().unique(),
    /** E.164 prefix, e.g. +82. */
    code: p.string(),
    imageUrl: p.string(),
    name: p.string(),
    /** Korea comes first; the rest follow by this order. */
    position: p.integer().default(0),
    createdAt: createdAt(),
  },
});

export class CountryDialingCode extends CountryDialingCodeSchema.class {}
CountryDialingCodeSchema.setClass(CountryDialingCode);

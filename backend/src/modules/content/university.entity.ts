import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id, updatedAt } from '../../db/columns';

/** One promoted category on the home page, in display order. */
export interface PromotedCategory {
  categoryId: number;
  title: string;
}

export const UniversitySchema = defineEntity({
  name: 'University',
  properties: {
    id: id(),
    name: p.string(),
    shopName: p.string(),
    siteUrl: p.string(),
    topNotice: p.text().nullable(),
    /** The top notice stops showing then (docs/product-rules.md#shop-content); null keeps it up. */
    topNoticeEndsAt: p.datetime().nullable(),
    footerOperator: p.string(),
    footerAddress: p.string(),
    socialUrl: p.string().nullable(),
    chatUrl: p.string().nullable(),
    themeColor: p.string(),
    defaultTitle: p.string(),
    titleTemplate: p.string(),
    promotedCategories: p.json<PromotedCategory[]>().defaultRaw(`'[]'::jsonb`),
    businessNumber: p.string().nullable(),
    mailOrderNumber: p.string().nullable(),
    representative: p.string().nullable(),
    csTel: p.string().nullable(),
    csEmail: p.string().nullable(),
    naverClientId: p.string().nullable(),
    kakaoClientId: p.string().nullable(),
    googleClientId: p.string().nullable(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});

export class University extends UniversitySchema.class {}
UniversitySchema.setClass(University);

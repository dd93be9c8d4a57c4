// docs/product-rules.md#shop-content: the lengths and counts of the shop's content, free of zod so
// the console's forms can show them without shipping the schemas' checks twice.

export const AD_LIMITS = {
  /** A home page holds a handful of banners; more would never be swiped to. */
  maxAds: 20,
  primaryMax: 40,
  secondaryMax: 80,
  urlMax: 300,
} as const;

export const NOTICE_MAX = 200;

export const SETTINGS_LIMITS = {
  nameMax: 40,
  shopNameMax: 40,
  footerOperatorMax: 60,
  footerAddressMax: 120,
  titleMax: 60,
  urlMax: 300,
  mailOrderNumberMax: 40,
  representativeMax: 30,
} as const;

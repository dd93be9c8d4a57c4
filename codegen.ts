import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * One config for the three consumers of the contract in `schema/`:
 * typed documents for the frontend, resolver types for the backend and base types for the mocks.
 * Outputs live in `__generated__/` folders, are never edited by hand, and `npm test` fails when
 * they are stale (`graphql-codegen --check`, run by `npm run codegen:check`).
 */

// GraphQL object type -> MikroORM entity backing it (path relative to the resolver-types output).
const entity = (domain: string, file: string, name: string) =>
  `../../modules/${domain}/${file}.entity#${name}`;

const mappers: Record<string, string> = {
  University: entity('content', 'university', 'University'),
  Ad: entity('content', 'ad', 'Ad'),
  StaffAd: entity('content', 'ad', 'Ad'),
  StaffShopSettings: entity('content', 'university', 'University'),
  CountryDialingCode: entity('content', 'country-dialing-code', 'CountryDialingCode'),
  UserType: entity('account', 'user-type', 'UserType'),
  User: entity('account', 'user', 'User'),
  UserConfig: entity('account', 'user-config', 'UserConfig'),
  UserDelivery: entity('account', 'user-delivery', 'UserDelivery'),
  OrderUser: entity('account', 'user', 'User'),
  ReviewAuthor: entity('account', 'user', 'User'),
  ProductCategory: entity('catalog', 'product-category', 'ProductCategory'),
  DeliveryTemplate: entity('catalog', 'delivery-template', 'DeliveryTemplate'),
  Product: entity('catalog', 'product', 'Product'),
  ProductTag: entity('catalog', 'product-tag', 'ProductTag'),
  ProductDetail: entity('catalog', 'product-detail', 'ProductDetail'),
  ProductOption: entity('catalog', 'product-option', 'ProductOption'),
  ProductOptionDetail: entity('catalog', 'product-option-detail', 'ProductOptionDetail'),
  ProductOptionInput: entity('catalog', 'product-option-input', 'ProductOptionInput'),
  ProductCategoryTagged: entity('catalog', 'product-category-tagged', 'ProductCategoryTagged'),
  ProductGroupDelivery: entity('catalog', 'product-group-delivery', 'ProductGroupDelivery'),
  ReviewType: entity('review', 'review-type', 'ReviewType'),
  ReviewOption: entity('review', 'review-option', 'ReviewOption'),
  ReviewOptionDetail: entity('review', 'review-option-detail', 'ReviewOptionDetail'),
  Review: entity('review', 'review', 'Review'),
  ReviewUserSize: entity('review', 'review-user-size', 'ReviewUserSize'),
  ReviewOptionSelected: entity('review', 'review-option-selected', 'ReviewOptionSelected'),
  ReviewComment: entity('review', 'review-comment', 'ReviewComment'),
  PointType: entity('point', 'point-type', 'PointType'),
  Point: entity('point', 'point', 'Point'),
  Cart: entity('cart', 'cart', 'Cart'),
  ClassOrder: entity('class-order', 'class-order', 'ClassOrder'),
  PickupPoint: entity('catalog', 'pickup-point', 'PickupPoint'),
  Order: entity('order', 'order', 'Order'),
  OrderDelivery: entity('order', 'order-delivery', 'OrderDelivery'),
  OrderSpecification: entity('order', 'order-specification', 'OrderSpecification'),
  OrderProduct: entity('order', 'order-product', 'OrderProduct'),
  OrderDeliveryCompany: entity('order', 'order-delivery-company', 'OrderDeliveryCompany'),
  OrderProductShipping: entity('order', 'order-product-shipping', 'OrderProductShipping'),
  // Non-entity parents: plain objects a service builds.
  PromotedCategory: '../../modules/content/university.service#PromotedCategoryParent',
  CartSummary: '../../modules/cart/cart-summary#CartSummaryParent',
  StaffProductImages: '../../modules/product-images/product-images.service#StaffProductImagesParent',
  ProductRestockNotification: entity(
    'restock',
    'product-restock-notification',
    'ProductRestockNotification',
  ),
  WishlistItem: entity('wishlist', 'wish', 'Wish'),
  Campaign: entity('campaign', 'campaign', 'Campaign'),
  StaffCampaign: '../../modules/campaign/campaign-read#StaffCampaignParent',
};

const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  documents: ['operations/**/*.graphql', 'frontend/src/**/*.graphql'],
  ignoreNoDocuments: true,
  emitLegacyCommonJSImports: false,
  generates: {
    'frontend/src/lib/__generated__/graphql.ts': {
      plugins: ['typescript-operations', 'typed-document-node'],
      config: {
        scalars: { DateTime: 'string' },
        enumType: 'const',
        useTypeImports: true,
        avoidOptionals: { field: true, inputValue: false },
        nonOptionalTypename: false,
        dedupeFragments: true,
      },
    },
    'backend/src/graphql/__generated__/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        scalars: { DateTime: { input: 'Date', output: 'Date | string' } },
        enumsAsTypes: true,
        useTypeImports: true,
        contextType: '../context#GraphQLContext',
        mappers,
        mapperTypeSuffix: 'Entity',
        useIndexSignature: false,
        optionalResolveType: true,
        resolverTypeWrapperSignature: 'T | Promise<T>',
      },
    },
    // The domain package checks its enumerations against the contract without importing the
    // backend: only the SDL's enums, as string unions (docs/decisions/0034-domain-package.md).
    'domain/__generated__/schema-enums.ts': {
      plugins: ['typescript'],
      config: { onlyEnums: true, enumsAsTypes: true },
    },
    'mocks/__generated__/types.ts': {
      plugins: ['typescript'],
      config: {
        scalars: { DateTime: 'string' },
        enumsAsTypes: true,
        useTypeImports: true,
        avoidOptionals: true,
        nonOptionalTypename: true,
        maybeValue: 'T | null',
      },
    },
  },
  hooks: {},
};

export default config;

// Products whose parts agree with each other: option details are exactly the combinations of the
// option values, stock is their sum, salePrice never exceeds price, group orders have a pickup
// point, and the derived flags (sold out, purchasable, discount) follow from the rest.
import type * as T from '../__generated__/types';
import { discountRate, isInSaleWindow } from '../scenarios/pricing';
import { galleryImagesOf } from '../scenarios/graphql-shapes';
import { imageUrl, windowsFor } from '../scenarios/standard/products/build';
import { buildProductCategoryTagged, buildProductCategory } from './category';
import {
  buildProductDetail,
  buildProductGroupDelivery,
  buildProductOption,
  buildProductOptionInput,
  buildProductTag,
  combinationsOf,
} from './catalog-parts';
import { daysBefore, MOCK_NOW } from './clock';
import { buildDeliveryTemplate } from './delivery';
import { chance, faker, int, nextId, pick, pickSome, withOverrides } from './random';
import { buildGoodsReviewType, buildReviewType } from './review-type';
import { DEPARTMENTS, GARMENTS, SCHOOL_PREFIXES, SIZE_EXTRA, SIZES, type Garment } from './vocabulary';

function nameOf(garment: Garment, productType: T.ProductType): string {
  if (garment.embroidered) return `${pick(['2026', '2027'])} ${pick(DEPARTMENTS)} ${garment.word}`;
  if (productType === 'GROUPORDER') return `${pick(DEPARTMENTS)} ${garment.word}`;
  return `${pick(SCHOOL_PREFIXES)} ${garment.word}`;
}

function typeOf(garment: Garment): T.ProductType {
  if (garment.embroidered) return pick(['GROUPORDER', 'SINGLEORDER'] as const);
  return pick(['SINGLEFREE', 'SINGLEFREE', 'SINGLEORDER'] as const);
}

function optionsOf(garment: Garment): T.ProductOption[] {
  const colors = garment.colors.length > 0 ? pickSome(garment.colors, 2, 3) : [];
  const axes: T.ProductOption[] = [];
  if (colors.length > 0) axes.push(buildProductOption({ key: '색상', value: colors.join(',') }));
  if (garment.kind === 'apparel') axes.push(buildProductOption({ key: '사이즈', value: [...SIZES, '2XL'].join(',') }));
  return axes;
}

/** A product of the shop; pass `productOptions` (or []) to choose its axes, stock follows them. */
export function buildProduct(overrides?: Partial<T.Product>): T.Product {
  const o = overrides ?? {};

  const garment = pick(GARMENTS);
  const id = o.id ?? nextId('Product');
  const productType = o.productType ?? typeOf(garment);
  const price = o.price ?? pick(garment.prices);
  const salePrice = o.salePrice ?? Math.max(1000, price - pick([0, 0, 5000, 7000, 10000]));
  const productOptions = o.productOptions ?? optionsOf(garment);
  const productOptionDetails = o.productOptionDetails ?? combinationsOf(id, productOptions, (v) => SIZE_EXTRA[v] ?? 0);
  const count =
    o.count ?? (productOptionDetails.length > 0 ? productOptionDetails.reduce((sum, d) => sum + d.count, 0) : int(0, 120));
  const deliveryTemplate =
    o.deliveryTemplate ?? buildDeliveryTemplate(o.deliveryTemplateId ? { id: o.deliveryTemplateId } : undefined);
  const productReviewType =
    o.productReviewType !== undefined
      ? o.productReviewType
      : garment.kind === 'apparel'
        ? buildReviewType()
        : buildGoodsReviewType();
  const windows = windowsFor(productType === 'SINGLEFREE' ? 'none' : 'current', MOCK_NOW);
  const saleWindow = {
    saleStartedAt: o.saleStartedAt !== undefined ? o.saleStartedAt : windows.saleStartedAt,
    saleEndedAt: o.saleEndedAt !== undefined ? o.saleEndedAt : windows.saleEndedAt,
  };
  const productVisible = o.productVisible ?? 0;
  const isSoldOut =
    productOptionDetails.length > 0 ? productOptionDetails.every((detail) => detail.count <= 0) : count <= 0;
  const reviewCount = o.reviewCount ?? (chance(0.7) ? int(1, 40) : 0);
  const category = buildProductCategory({ content: garment.category });
  const product = withOverrides(
    {
      __typename: 'Product',
      campaign: null,
      id,
      universityId: 1,
      productType,
      productVisible,
      name: nameOf(garment, productType),
      description: `${garment.word} 하나로 완성하는 캠퍼스룩, 한빛대 로고 자수 포인트`,
      code: `HB-${faker.string.alphanumeric({ length: 6, casing: 'upper' })}`,
      price,
      salePrice,
      discountRate: discountRate(price, salePrice),
      count,
      image: imageUrl(garment.imageSlug, 0),
      image2: imageUrl(garment.imageSlug, 1),
      image3: null,
      images: [],
      detailImages: [],
      productTags: Array.from({ length: int(1, 3) }, () => buildProductTag()),
      ...windows,
      ...saleWindow,
      createdAt: daysBefore(int(5, 60)),
      deliveryTemplateId: deliveryTemplate.id,
      deliveryTemplate,
      productReviewGroupId: productReviewType?.id ?? null,
      productReviewType,
      productDetail: buildProductDetail({ id }),
      productOptions,
      productOptionDetails,
      productOptionInputs: garment.embroidered
        ? [buildProductOptionInput({ key: '이니셜' }), buildProductOptionInput({ key: '학번' })]
        : [],
      productCategoryTaggeds: [
        buildProductCategoryTagged({ productId: id, productCategory: category }),
      ],
      productGroupDelivery: productType === 'GROUPORDER' ? buildProductGroupDelivery({ productId: id }) : null,
      isSoldOut,
      isPurchasable: productVisible === 0 && !isSoldOut && isInSaleWindow(saleWindow, MOCK_NOW),
      isRestockSubscribed: false,
      sizeChart: null,
      reviewSizes: [],
      sizeRecommendable: false,
      sizeRecommendation: null,
      isWished: false,
      reviewCount,
      reviewAverage: reviewCount > 0 ? faker.number.float({ min: 3.5, max: 5, fractionDigits: 1 }) : 0,
    },
    overrides,
  );
  // The gallery follows the image columns as overridden, unless a story gives its own.
  return o.images ? product : { ...product, images: galleryImagesOf(product) };
}

/** A product nobody can buy any more: every combination (or the product itself) at 0. */
export function buildSoldOutProduct(overrides?: Partial<T.Product>): T.Product {
  const product = buildProduct(overrides);
  return withOverrides(
    {
      ...product,
      count: 0,
      productOptionDetails: product.productOptionDetails.map((detail) => ({ ...detail, count: 0 })),
      isSoldOut: true,
      isPurchasable: false,
    },
    overrides,
  );
}

export function buildProductList(overrides?: Partial<T.ProductList>): T.ProductList {
  const items = overrides?.items ?? Array.from({ length: 6 }, () => buildProduct());
  return withOverrides(
    { __typename: 'ProductList', items, total: items.length + 14, nextCursor: faker.string.alphanumeric(16) },
    overrides,
  );
}

// The catalogue's plain rows as GraphQL objects. Member activity (orders, reviews, restock
// subscriptions) embeds products, and embedded products must look exactly like the ones the
// product page shows, so every scenario and the mocked API convert through these functions.
import type { ReferenceDeliveryCompany, ReferencePointType } from '../../domain/reference/reference';
import type * as T from '../__generated__/types';
import { galleryOf, responsiveImage, type ResponsiveImageShape } from '../../domain/catalog/product-images';
import { discountRate, isPurchasable, isSoldOut } from './pricing';
import type {
  ScenarioDeliveryTemplate,
  ScenarioProduct,
  ScenarioProductCategory,
  ScenarioProductOptionDetail,
  ScenarioReviewType,
  StandardCatalogue,
} from './standard/types';

const DAY = 24 * 60 * 60 * 1000;

/** Catalogue rows carry no timestamps of their own; they date from the shop's opening. */
export function shopOpenedAt(now: Date): string {
  return new Date(now.getTime() - 365 * DAY).toISOString();
}

export function toDeliveryTemplate(template: ScenarioDeliveryTemplate, now: Date): T.DeliveryTemplate {
  return {
    __typename: 'DeliveryTemplate',
    id: template.id,
    name: template.name,
    deliveryType: template.deliveryType,
    deliveryFee: template.deliveryFee,
    condition: template.condition,
    quantity: template.quantity,
    quantityCount0: template.quantityCount0,
    quantityCount1: template.quantityCount1,
    quantityCount2: template.quantityCount2,
    quantityPrice0: template.quantityPrice0,
    quantityPrice1: template.quantityPrice1,
    quantityPrice2: template.quantityPrice2,
    shippingAddress: template.shippingAddress,
    returnAddress: template.returnAddress,
    returnFee: template.returnFee,
    exchangeFee: template.exchangeFee,
    createdAt: shopOpenedAt(now),
    updatedAt: shopOpenedAt(now),
  };
}

export function toReviewType(type: ScenarioReviewType): T.ReviewType {
  return {
    __typename: 'ReviewType',
    id: type.id,
    content: type.content,
    reviewOptions: type.reviewOptions.map((option) => ({
      __typename: 'ReviewOption',
      id: option.id,
      content: option.content,
      reviewOptionDetails: option.reviewOptionDetails.map((detail) => ({
        __typename: 'ReviewOptionDetail',
        id: detail.id,
        content: detail.content,
      })),
    })),
  };
}

export function toPointType(type: ReferencePointType): T.PointType {
  return { __typename: 'PointType', id: type.id, content: type.content };
}

export function toDeliveryCompany(company: ReferenceDeliveryCompany): T.OrderDeliveryCompany {
  return { __typename: 'OrderDeliveryCompany', id: company.id, content: company.content };
}

function categoryNode(
  category: ScenarioProductCategory,
  universityId: number,
  parent: T.ProductCategory | null,
  children: T.ProductCategory[],
): T.ProductCategory {
  return {
    __typename: 'ProductCategory',
    id: category.id,
    universityId,
    categoryId: category.categoryId,
    content: category.content,
    visible: category.visible,
    isGroup: category.isGroup,
    category: parent,
    categories: children,
  };
}

/**
 * A category two levels deep: its parent (without the parent's own links) and its visible sub
 * categories (linking back to a parent without children). The tree is cut there so that the
 * objects stay acyclic and can be cloned or serialised.
 */
export function toProductCategory(
  catalogue: Pick<StandardCatalogue, 'productCategories' | 'university'>,
  categoryId: number,
): T.ProductCategory {
  const universityId = catalogue.university.id;
  const byId = new Map(catalogue.productCategories.map((row) => [row.id, row]));
  const category = byId.get(categoryId);
  if (!category) throw new Error(`Unknown product category ${categoryId}`);
  const parentRow = category.categoryId === null ? undefined : byId.get(category.categoryId);
  const parent = parentRow ? categoryNode(parentRow, universityId, null, []) : null;
  const self = categoryNode(category, universityId, parent, []);
  const selfLink = categoryNode(category, universityId, parent, []);
  self.categories = catalogue.productCategories
    .filter((row) => row.categoryId === category.id && row.visible)
    .sort((a, b) => a.position - b.position)
    .map((row) => categoryNode(row, universityId, selfLink, []));
  return self;
}

export function toProductOptionDetail(
  product: Pick<ScenarioProduct, 'id'>,
  detail: ScenarioProductOptionDetail,
): T.ProductOptionDetail {
  return {
    __typename: 'ProductOptionDetail',
    id: detail.id,
    productId: product.id,
    productDetailId: null,
    isRestockSubscribed: false,
    option0: detail.option0,
    option1: detail.option1,
    option2: detail.option2,
    price: detail.price,
    count: detail.count,
  };
}

/** What a product's viewer-dependent and review-dependent fields are computed from. */
export interface ProductShapeContext {
  now: Date;
  /** The viewer's authority level for `isPurchasable` (anonymous viewers are NORMAL). */
  authority?: number;
  /** Products the viewer asked to be told about. */
  restockProductIds?: ReadonlySet<number>;
  /** Every stored review; only APPLIED ones count towards the average. */
  reviews?: ReadonlyArray<Pick<T.Review, 'productId' | 'rating' | 'status'>>;
}

export function reviewStats(
  productId: number,
  reviews: ProductShapeContext['reviews'] = [],
): { reviewAverage: number; reviewCount: number } {
  const ratings = reviews
    .filter((review) => review.productId === productId && review.status === 'APPLIED')
    .map((review) => review.rating);
  if (ratings.length === 0) return { reviewAverage: 0, reviewCount: 0 };
  const average = ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length;
  return { reviewAverage: Math.round(average * 10) / 10, reviewCount: ratings.length };
}

/** A `ResponsiveImage` with its typenames. */
export function toResponsiveImage(image: ResponsiveImageShape): T.ResponsiveImage {
  return {
    __typename: 'ResponsiveImage',
    ...image,
    sources: image.sources.map((source) => ({ __typename: 'ImageSource', ...source })),
  };
}

/** The gallery columns as `ResponsiveImage`s with no sizes (seeded placeholders are vectors). */
export const galleryImagesOf = (product: { image: string; image2?: string | null; image3?: string | null }): T.ResponsiveImage[] =>
  galleryOf(product).map((url) => toResponsiveImage(responsiveImage(url, null)));

export function toProduct(
  catalogue: StandardCatalogue,
  product: ScenarioProduct,
  context: ProductShapeContext,
): T.Product {
  const template = catalogue.deliveryTemplates.find((row) => row.id === product.deliveryTemplateId);
  if (!template) throw new Error(`Unknown delivery template ${product.deliveryTemplateId}`);
  const reviewType =
    product.productReviewGroupId === null
      ? null
      : catalogue.reviewTypes.find((row) => row.id === product.productReviewGroupId) ?? null;
  const group = product.productGroupDelivery;
  return {
    __typename: 'Product',
    campaign: null,
    id: product.id,
    universityId: product.universityId,
    productType: product.productType,
    productVisible: product.productVisible,
    productReviewGroupId: product.productReviewGroupId,
    productReviewType: reviewType ? toReviewType(reviewType) : null,
    deliveryTemplateId: product.deliveryTemplateId,
    deliveryTemplate: toDeliveryTemplate(template, context.now),
    name: product.name,
    description: product.description,
    price: product.price,
    salePrice: product.salePrice,
    discountRate: discountRate(product.price, product.salePrice),
    count: product.count,
    image: product.image,
    image2: product.image2,
    image3: product.image3,
    images: galleryImagesOf(product),
    detailImages: [],
    code: product.code,
    productTags: product.productTags.map((tag) => ({ __typename: 'ProductTag', id: tag.id, content: tag.content })),
    saleStartedAt: product.saleStartedAt,
    saleEndedAt: product.saleEndedAt,
    deliverStartedAt: product.deliverStartedAt,
    deliverEndedAt: product.deliverEndedAt,
    fastDeliverStartedAt: product.fastDeliverStartedAt,
    fastDeliverEndedAt: product.fastDeliverEndedAt,
    createdAt: product.createdAt,
    productDetail: { __typename: 'ProductDetail', ...product.productDetail },
    productOptions: product.productOptions.map((option) => ({
      __typename: 'ProductOption',
      id: option.id,
      key: option.key,
      value: option.value,
    })),
    productOptionDetails: product.productOptionDetails.map((detail) => toProductOptionDetail(product, detail)),
    productOptionInputs: product.productOptionInputs.map((input) => ({
      __typename: 'ProductOptionInput',
      id: input.id,
      key: input.key,
      rule: input.rule ?? 'FREE',
    })),
    productCategoryTaggeds: product.productCategoryTaggeds.map((tagged) => ({
      __typename: 'ProductCategoryTagged',
      id: tagged.id,
      productId: product.id,
      productCategoryId: tagged.productCategoryId,
      productCategory: toProductCategory(catalogue, tagged.productCategoryId),
    })),
    productGroupDelivery: group
      ? {
          __typename: 'ProductGroupDelivery',
          id: group.id,
          productId: product.id,
          productGroupDeliveryType: group.productGroupDeliveryType,
          name: group.name,
          postCode: group.postCode,
          address: group.address,
          detailAddress: group.detailAddress,
          tel: group.tel,
          note: group.note,
          pickupPointId: group.pickupPointId ?? null,
        }
      : null,
    isSoldOut: isSoldOut(product),
    isPurchasable: isPurchasable(product, context.now, context.authority ?? 0),
    isRestockSubscribed: context.restockProductIds?.has(product.id) ?? false,
    // The mocked API's resolvers answer these from its store (mocks/store/size-guide.ts).
    sizeChart: null,
    reviewSizes: [],
    sizeRecommendable: false,
    sizeRecommendation: null,
    isWished: false,
    ...reviewStats(product.id, context.reviews),
  };
}

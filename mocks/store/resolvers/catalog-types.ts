// Field resolvers of the shop's catalogue types. Parents are the scenario's plain catalogue rows;
// what depends on stock, time, reviews or the viewer is computed when asked.
import { discountRate, isPurchasable, isSoldOut } from '../../scenarios/pricing';
import type {
  ScenarioDeliveryTemplate,
  ScenarioProduct,
  ScenarioProductCategory,
  ScenarioProductOptionDetail,
  ScenarioUniversity,
} from '../../scenarios/standard/types';
import { category, childCategories, parentCategory } from '../catalog';
import { liveTopNotice } from '../content';
import { reviewStatsOf } from '../reviews';
import * as sizeGuide from '../size-guide';
import type * as T from '../../__generated__/types';
import { productDetailImages, productGallery } from '../product-images';
import { authorityOf, type MockContext } from './context';

const YEAR = 365 * 24 * 60 * 60 * 1000;

export function optionDetailView(productId: number, detail: ScenarioProductOptionDetail) {
  return { ...detail, productId, productDetailId: null };
}

export const catalogTypeResolvers = {
  Product: {
    discountRate: (product: ScenarioProduct) => discountRate(product.price, product.salePrice),
    images: (product: ScenarioProduct) => productGallery(product),
    detailImages: (product: ScenarioProduct, _args: unknown, { db }: MockContext) => productDetailImages(db, product),
    isSoldOut: (product: ScenarioProduct) => isSoldOut(product),
    isPurchasable: (product: ScenarioProduct, _args: unknown, context: MockContext) =>
      isPurchasable(product, context.db.now(), authorityOf(context)),
    productReviewType: (product: ScenarioProduct, _args: unknown, { db }: MockContext) =>
      db.catalogue.reviewTypes.find((type) => type.id === product.productReviewGroupId) ?? null,
    deliveryTemplate: (product: ScenarioProduct, _args: unknown, { db }: MockContext) => db.template(product.deliveryTemplateId),
    productOptionDetails: (product: ScenarioProduct) =>
      product.productOptionDetails.map((detail) => optionDetailView(product.id, detail)),
    productCategoryTaggeds: (product: ScenarioProduct, _args: unknown, { db }: MockContext) =>
      product.productCategoryTaggeds.map((tagged) => ({
        id: tagged.id,
        productId: product.id,
        productCategoryId: tagged.productCategoryId,
        productCategory: db.catalogue.productCategories.find((row) => row.id === tagged.productCategoryId),
      })),
    productGroupDelivery: (product: ScenarioProduct) =>
      product.productGroupDelivery ? { ...product.productGroupDelivery, productId: product.id } : null,
    reviewAverage: (product: ScenarioProduct, _args: unknown, { db }: MockContext) => reviewStatsOf(db, product.id).reviewAverage,
    reviewCount: (product: ScenarioProduct, _args: unknown, { db }: MockContext) => reviewStatsOf(db, product.id).reviewCount,
    sizeChart: (product: ScenarioProduct, _args: unknown, { db }: MockContext) => sizeGuide.sizeChartOf(db, product.id),
    reviewSizes: (product: ScenarioProduct, _args: unknown, { db }: MockContext) => sizeGuide.reviewSizes(db, product.id),
    sizeRecommendable: (product: ScenarioProduct, _args: unknown, { db }: MockContext) => sizeGuide.sizeRecommendable(db, product.id),
    sizeRecommendation: (product: ScenarioProduct, args: T.ProductSizeRecommendationArgs, { db }: MockContext) =>
      sizeGuide.sizeRecommendation(db, product.id, args),
    isRestockSubscribed: (product: ScenarioProduct, _args: unknown, { db, viewer }: MockContext) =>
      viewer !== null && db.state.restocks.some((row) => row.userId === viewer.id && row.productId === product.id),
  },
  ProductCategory: {
    universityId: (_row: ScenarioProductCategory, _args: unknown, { db }: MockContext) => db.universityId,
    category: (row: ScenarioProductCategory, _args: unknown, { db }: MockContext) => parentCategory(db, row.categoryId),
    categories: (row: ScenarioProductCategory, _args: unknown, context: MockContext) =>
      childCategories(context.db, row.id, authorityOf(context)),
  },
  DeliveryTemplate: {
    // Templates carry no dates of their own; they date from the shop's opening, a year before the scenario.
    createdAt: (_row: ScenarioDeliveryTemplate, _args: unknown, { db }: MockContext) =>
      new Date(Date.parse(db.scenario.now) - YEAR).toISOString(),
    updatedAt: (_row: ScenarioDeliveryTemplate, _args: unknown, { db }: MockContext) =>
      new Date(Date.parse(db.scenario.now) - YEAR).toISOString(),
  },
  University: {
    topNotice: (university: ScenarioUniversity, _args: unknown, { db }: MockContext) => liveTopNotice(db, university),
    integrations: (university: ScenarioUniversity) => ({
      naverClientId: university.naverClientId,
      kakaoClientId: university.kakaoClientId,
      googleClientId: university.googleClientId,
      // No PortOne merchant: the shop's own sandbox checkout stands in, as in development.
      portoneMerchantCode: null,
      cardPg: 'html5_inicis',
      kakaopayPg: 'kakaopay',
      tagManagerId: null,
      adsClientId: null,
      errorReportingDsn: null,
      analyticsEndpoint: null,
    }),
    promotedCategories: (university: ScenarioUniversity, _args: unknown, context: MockContext) =>
      university.promotedCategories.map((promoted) => ({
        ...promoted,
        category: category(context.db, promoted.categoryId, authorityOf(context)),
      })),
  },
};

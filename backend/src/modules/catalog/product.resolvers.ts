import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import { tenantViewer } from '../account/viewer';
import { findReviewType } from '../review/review-type.service';
import { restockSubscribedOf } from './catalogue-viewer';
import { mapMaybe } from './product-facts';
import { listProducts } from './product-list.service';
import { discountRate } from '../../../../domain/catalog/product-rules';
import {
  isProductPurchasable,
  productContents,
  productDeliveryTemplate,
  productStock,
  productSummary,
  readProduct,
  taggedCategory,
} from './product.service';

// Every Product field is mapped: collections and figures come with the list or detail query or,
// for products other modules return, from one batched query per request (product-facts.ts);
// nullable columns come as null from both the read models and the ORM.
export const productResolvers: Resolvers = {
  Query: {
    products: (_parent, { data }, context) =>
      listProducts(
        context.em,
        { ...data, universityId: data?.universityId ?? context.config.UNIVERSITY_ID },
        tenantViewer(context),
      ),
    product: (_parent, { id }, context) =>
      readProduct(context.em, id, tenantViewer(context), context.config.UNIVERSITY_ID),
  },
  Product: {
    universityId: (product) => product.university.id,
    productReviewGroupId: (product) => product.productReviewGroup?.id ?? null,
    productReviewType: (product, _args, { em }) => findReviewType(em, product.productReviewGroup?.id ?? null),
    deliveryTemplateId: (product) => product.deliveryTemplate.id,
    discountRate: (product) => discountRate(product),
    count: (product, _args, { em, viewer }) => productStock(em, product, viewer),
    productTags: (product, _args, { em, viewer }) => mapMaybe(productSummary(em, product, viewer), (s) => s.tags),
    isSoldOut: (product, _args, { em, viewer }) => mapMaybe(productStock(em, product, viewer), (stock) => stock <= 0),
    isPurchasable: (product, _args, { em, viewer }) => isProductPurchasable(em, product, viewer),
    productDetail: (product, _args, { em, viewer }) => mapMaybe(productContents(em, product, viewer), (c) => c.productDetail),
    productOptions: (product, _args, { em, viewer }) => mapMaybe(productContents(em, product, viewer), (c) => c.options),
    productOptionDetails: (product, _args, { em, viewer }) =>
      mapMaybe(productContents(em, product, viewer), (c) => c.optionDetails),
    productOptionInputs: (product, _args, { em, viewer }) =>
      mapMaybe(productContents(em, product, viewer), (c) => c.optionInputs),
    deliveryTemplate: (product, _args, { em, viewer }) => productDeliveryTemplate(em, product, viewer),
    productCategoryTaggeds: (product, _args, { em, viewer }) =>
      mapMaybe(productContents(em, product, viewer), (c) => c.categoryTaggeds),
    productGroupDelivery: (product, _args, { em, viewer }) =>
      mapMaybe(productContents(em, product, viewer), (c) => c.groupDelivery),
    reviewAverage: (product, _args, { em, viewer }) => mapMaybe(productSummary(em, product, viewer), (s) => s.reviewAverage),
    reviewCount: (product, _args, { em, viewer }) => mapMaybe(productSummary(em, product, viewer), (s) => s.reviewCount),
    isRestockSubscribed: (product, _args, { em, viewer }) => restockSubscribedOf(em, product, viewer),
  },
  ProductOptionDetail: {
    productId: (detail) => detail.product.id,
    productDetailId: (detail) => detail.productDetail?.id ?? null,
  },
  ProductCategoryTagged: {
    productId: (tagged) => tagged.product.id,
    productCategoryId: (tagged) => tagged.productCategory.id,
    productCategory: (tagged, _args, { em }) => taggedCategory(em, tagged),
  },
  ProductGroupDelivery: {
    productId: (delivery) => delivery.product.id,
    pickupPointId: (delivery) => delivery.pickupPoint?.id ?? null,
  },
};

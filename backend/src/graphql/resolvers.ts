import { mergeResolvers } from '@graphql-tools/merge';
import { cartResolvers } from '../modules/cart/cart.resolvers';
import { checkoutPrechecks, checkoutResolvers } from '../modules/order/checkout.resolvers';
import { messageResolvers } from '../modules/messaging/message.resolvers';
import { orderResolvers } from '../modules/order/order.resolvers';
import { reviewWritingResolvers } from '../modules/review/review-writing.resolvers';
import { staffResolvers } from '../modules/staff/staff.resolvers';
import { staffBulkResolvers } from '../modules/staff/staff-bulk.resolvers';
import { staffReviewQueueResolvers } from '../modules/staff/staff-review-queue.resolvers';
import { staffMembersResolvers } from '../modules/staff/staff-members.resolvers';
import { orderDeskResolvers } from '../modules/order-desk/order-desk.resolvers';
import { staffProductResolvers } from '../modules/staff-products/staff-products.resolvers';
import { staffOptionsResolvers } from '../modules/staff/staff-options.resolvers';
import { accountResolvers } from '../modules/account/account.resolvers';
import { socialResolvers } from '../modules/account/social.resolvers';
import { catalogResolvers } from '../modules/catalog/catalog.resolvers';
import { catalogSetupResolvers } from '../modules/catalog-setup/catalog-setup.resolvers';
import { productResolvers } from '../modules/catalog/product.resolvers';
import { certificationResolvers } from '../modules/certification/certification.resolvers';
import { contentResolvers } from '../modules/content/content.resolvers';
import { staffContentResolvers } from '../modules/content/staff-content.resolvers';
import { refundDeskResolvers } from '../modules/refund-desk/refund-desk.resolvers';
import { pointResolvers } from '../modules/point/point.resolvers';
import { restockResolvers } from '../modules/restock/restock.resolvers';
import { wishlistResolvers } from '../modules/wishlist/wishlist.resolvers';
import { reviewResolvers } from '../modules/review/review.resolvers';
import { uploadResolvers } from '../modules/upload/upload.resolvers';
import { productImagesResolvers } from '../modules/product-images/product-images.resolvers';
import { adminTodayResolvers } from '../modules/admin-today/admin-today.resolvers';
import { courierResolvers } from '../modules/courier/courier.resolvers';
import { productionResolvers } from '../modules/production/production.resolvers';
import { sizeGuideResolvers } from '../modules/size-guide/size-guide.resolvers';
import { billingResolvers } from '../modules/campaign/billing.resolvers';
import { campaignResolvers } from '../modules/campaign/campaign.resolvers';
import { pickupResolvers } from '../modules/pickup/pickup.resolvers';
import { waitingRoomResolvers } from '../modules/waiting-room/waiting-room.resolvers';
import { holdsResolvers } from '../modules/holds/holds.resolvers';
import { classOrderResolvers } from '../modules/class-order/class-order.resolvers';
import type { Resolvers } from './__generated__/resolvers-types';
import { ERROR_CODES } from '../../../domain/errors/errors';
import type { MutationPrechecks } from './transactional-mutations';

const commonResolvers: Resolvers = {
  Query: {
    errorCodes: () => [...ERROR_CODES],
  },
};

/** Every module's resolver map; fields missing here answer NOT_IMPLEMENTED (see schema.ts). */
export const resolvers: Resolvers = mergeResolvers<unknown, Resolvers>([
  commonResolvers,
  contentResolvers,
  catalogResolvers,
  productResolvers,
  reviewResolvers,
  restockResolvers,
  wishlistResolvers,
  accountResolvers,
  socialResolvers,
  certificationResolvers,
  pointResolvers,
  uploadResolvers,
  cartResolvers,
  checkoutResolvers,
  orderResolvers,
  staffResolvers,
  staffBulkResolvers,
  staffMembersResolvers,
  orderDeskResolvers,
  staffProductResolvers,
  staffOptionsResolvers,
  reviewWritingResolvers,
  messageResolvers,
  catalogSetupResolvers,
  staffContentResolvers,
  refundDeskResolvers,
  productImagesResolvers,
  staffReviewQueueResolvers,
  adminTodayResolvers,
  courierResolvers,
  productionResolvers,
  sizeGuideResolvers,
  billingResolvers,
  campaignResolvers,
  pickupResolvers,
  classOrderResolvers,
  waitingRoomResolvers,
  holdsResolvers,
]);

/** Read-only checks that run before a mutation's transaction opens (transactional-mutations.ts). */
export const prechecks: MutationPrechecks = { ...checkoutPrechecks };

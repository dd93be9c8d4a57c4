// Root fields of the mocked API: transport only, like the real resolvers (arguments and viewer in,
// one store call out).
import { ERROR_CODES, notFound } from '../../../domain/errors/errors';
import { REVIEW_TYPE_NOT_FOUND_MESSAGE } from '../../../domain/review/review-messages';
import type * as T from '../../__generated__/types';
import * as account from '../account';
import { BANKS } from '../../../domain/reference/reference';
import { updateUserDelivery } from '../address';
import * as cart from '../cart';
import { createDirectCarts } from '../direct-cart';
import * as catalogSetup from '../catalog-setup';
import { certifyTel, certifyTelWithToken } from '../certification';
import { liveAds } from '../content';
import { listCategories, listProducts } from '../catalog';
import { placeOrder } from '../checkout';
import { enforceAdmission } from '../waiting-room';
import * as messages from '../messages';
import * as changes from '../order-changes';
import * as orders from '../orders';
import { payOrder, paymentRequestFor } from '../payment';
import { registerBillingKey, requestBillingKey } from '../billing';
import { pointHistory } from '../points';
import * as profile from '../profile';
import { requireViewer } from '../refusals';
import * as restock from '../restock';
import * as reviews from '../reviews';
import * as staff from '../staff';
import * as staffOptions from '../staff-options';
import { staffAuditLog } from '../staff-audit';
import * as staffProducts from '../staff-products';
import * as staffReviews from '../staff-reviews';
import { uploadTarget } from '../uploads';
import { setStaffProductImages, staffProductImages } from '../product-images';
import { authorityOf, memberOf, type MockContext } from './context';

const byPosition = <R extends { position: number; id: number }>(a: R, b: R) => a.position - b.position || a.id - b.id;

export const queryResolvers = {
  errorCodes: () => [...ERROR_CODES],
  me: (_root: unknown, _args: unknown, context: MockContext) => memberOf(context),
  userTypes: (_root: unknown, args: T.QueryUserTypesArgs, { db }: MockContext) =>
    (args.universityId ?? db.universityId) === db.universityId ? [...db.catalogue.userTypes].sort(byPosition) : [],
  university: (_root: unknown, args: T.QueryUniversityArgs, { db }: MockContext) => {
    if ((args.universityId ?? db.universityId) !== db.universityId) throw notFound('요청한 학교의 쇼핑몰 정보를 찾을 수 없어요.');
    return db.catalogue.university;
  },
  ads: (_root: unknown, args: T.QueryAdsArgs, { db }: MockContext) =>
    (args.universityId ?? db.universityId) === db.universityId ? liveAds(db) : [],
  countryDialingCodes: (_root: unknown, _args: unknown, { db }: MockContext) => [...db.catalogue.countryDialingCodes].sort(byPosition),
  products: (_root: unknown, args: T.QueryProductsArgs, context: MockContext) =>
    listProducts(context.db, authorityOf(context), args.data),
  product: (_root: unknown, args: T.QueryProductArgs, context: MockContext) =>
    context.db.visibleProduct(args.id, authorityOf(context)),
  productCategories: (_root: unknown, args: T.QueryProductCategoriesArgs, context: MockContext) =>
    listCategories(context.db, authorityOf(context), args.data),
  cartsCheckouted: (_root: unknown, args: T.QueryCartsCheckoutedArgs, context: MockContext) =>
    cart.cartSummary(context.db, requireViewer(memberOf(context)).id, args.direct ? { direct: true } : { selectedOnly: true }),
  order: (_root: unknown, args: T.QueryOrderArgs, context: MockContext) => orders.ownOrder(context.db, memberOf(context), args.id),
  orderProduct: (_root: unknown, args: T.QueryOrderProductArgs, context: MockContext) =>
    orders.ownLine(context.db, memberOf(context), args.id).line,
  cancelPreview: (_root: unknown, args: T.QueryCancelPreviewArgs, context: MockContext) =>
    changes.cancelPreview(context.db, memberOf(context), args.orderProductId),
  orderDeliveryCompanies: (_root: unknown, _args: unknown, { db }: MockContext) => db.catalogue.deliveryCompanies,
  banks: () => BANKS,
  pointsByUserId: (_root: unknown, args: T.QueryPointsByUserIdArgs, context: MockContext) =>
    pointHistory(context.db, memberOf(context), args.data),
  productRestockNotifications: (_root: unknown, args: T.QueryProductRestockNotificationsArgs, context: MockContext) =>
    restock.restocksOf(context.db, memberOf(context), args.page),
  reviewType: (_root: unknown, args: T.QueryReviewTypeArgs, { db }: MockContext) => {
    const type = db.catalogue.reviewTypes.find((row) => row.id === args.id);
    if (!type) throw notFound(REVIEW_TYPE_NOT_FOUND_MESSAGE);
    return type;
  },
  reviewsByProductId: (_root: unknown, args: T.QueryReviewsByProductIdArgs, context: MockContext) => {
    context.db.visibleProduct(args.data.productId, authorityOf(context));
    return reviews.productReviews(context.db, args.data);
  },
  review: (_root: unknown, args: T.QueryReviewArgs, context: MockContext) => reviews.reviewFor(context.db, memberOf(context), args.data.id),
  staffCategories: (_root: unknown, _args: unknown, context: MockContext) => catalogSetup.staffCategories(context.db, memberOf(context)),
  staffPromotedCategories: (_root: unknown, _args: unknown, context: MockContext) =>
    catalogSetup.staffPromotedCategories(context.db, memberOf(context)),
  staffDeliveryTemplates: (_root: unknown, _args: unknown, context: MockContext) =>
    catalogSetup.staffDeliveryTemplates(context.db, memberOf(context)),
  staffPickupPoints: (_root: unknown, _args: unknown, context: MockContext) => catalogSetup.staffPickupPoints(context.db, memberOf(context)),
  staffOrderProducts: (_root: unknown, args: T.QueryStaffOrderProductsArgs, context: MockContext) =>
    staff.staffOrderProducts(context.db, memberOf(context), args.data),
  staffProducts: (_root: unknown, args: T.QueryStaffProductsArgs, context: MockContext) =>
    staffProducts.staffProducts(context.db, memberOf(context), args.data),
  staffProduct: (_root: unknown, args: T.QueryStaffProductArgs, context: MockContext) =>
    staffProducts.staffProduct(context.db, memberOf(context), args.id),
  staffProductPickers: (_root: unknown, _args: unknown, context: MockContext) => staffProducts.productPickers(context.db, memberOf(context)),
  staffPendingReviews: (_root: unknown, args: T.QueryStaffPendingReviewsArgs, context: MockContext) =>
    staffReviews.staffPendingReviews(context.db, memberOf(context), args.page),
  staffProductOptions: (_root: unknown, args: T.QueryStaffProductOptionsArgs, context: MockContext) =>
    staffOptions.staffProductOptions(context.db, memberOf(context), args.productId),
  staffAuditLog: (_root: unknown, args: T.QueryStaffAuditLogArgs, context: MockContext) =>
    staffAuditLog(context.db, memberOf(context), args.data),
  myMessages: (_root: unknown, args: T.QueryMyMessagesArgs, context: MockContext) => messages.myMessages(context.db, memberOf(context), args.page),
  staffMessages: (_root: unknown, args: T.QueryStaffMessagesArgs, context: MockContext) =>
    messages.staffMessages(context.db, memberOf(context), args),
  staffProductImages: (_root: unknown, args: T.QueryStaffProductImagesArgs, context: MockContext) =>
    staffProductImages(context.db, memberOf(context), args.productId),
  upload: (_root: unknown, args: T.QueryUploadArgs, context: MockContext) =>
    uploadTarget(context.db, memberOf(context), args.name, context.origin),
};

export const mutationResolvers = {
  login: (_root: unknown, args: T.MutationLoginArgs, { db }: MockContext) => account.login(db, args.data),
  loginWithSocial: (_root: unknown, args: T.MutationLoginWithSocialArgs, { db }: MockContext) =>
    account.loginWithSocial(db, args.code, args.social, args.payload),
  findPassword: (_root: unknown, args: T.MutationFindPasswordArgs, { db }: MockContext) => profile.findPassword(db, args.email),
  resetPassword: (_root: unknown, args: T.MutationResetPasswordArgs, { db }: MockContext) =>
    profile.resetPassword(db, args.password, args.code),
  checkWhetherAvailableEmail: (_root: unknown, args: T.MutationCheckWhetherAvailableEmailArgs, { db }: MockContext) =>
    account.emailAvailability(db, args.data),
  checkWhetherAvailableTel: (_root: unknown, args: T.MutationCheckWhetherAvailableTelArgs, { db }: MockContext) =>
    account.telAvailability(db, args.data),
  createUser: (_root: unknown, args: T.MutationCreateUserArgs, { db }: MockContext) => account.createUser(db, args.data),
  updateUser: (_root: unknown, args: T.MutationUpdateUserArgs, context: MockContext) => profile.updateUser(context.db, memberOf(context), args.data),
  updatePassword: (_root: unknown, args: T.MutationUpdatePasswordArgs, context: MockContext) =>
    profile.updatePassword(context.db, memberOf(context), args.data),
  updateUserTel: (_root: unknown, args: T.MutationUpdateUserTelArgs, context: MockContext) =>
    profile.updateUserTel(context.db, memberOf(context), args.data),
  resignUser: (_root: unknown, args: T.MutationResignUserArgs, context: MockContext) => profile.resignUser(context.db, memberOf(context), args.data),
  updateUserDelivery: (_root: unknown, args: T.MutationUpdateUserDeliveryArgs, context: MockContext) =>
    updateUserDelivery(context.db, memberOf(context), args.data),
  certifyTel: (_root: unknown, args: T.MutationCertifyTelArgs, context: MockContext) => certifyTel(context.db, args.data, context),
  certifyTelWithToken: (_root: unknown, args: T.MutationCertifyTelWithTokenArgs, context: MockContext) =>
    certifyTelWithToken(context.db, args.data, context),
  createCart: (_root: unknown, args: T.MutationCreateCartArgs, context: MockContext) => cart.createCart(context.db, memberOf(context), args.data),
  createDirectCarts: (_root: unknown, args: T.MutationCreateDirectCartsArgs, context: MockContext) =>
    createDirectCarts(context.db, memberOf(context), args.data),
  updateCartCount: (_root: unknown, args: T.MutationUpdateCartCountArgs, context: MockContext) =>
    cart.updateCartCount(context.db, memberOf(context), args.data),
  toggleCart: (_root: unknown, args: T.MutationToggleCartArgs, context: MockContext) => cart.toggleCart(context.db, memberOf(context), args.data),
  toggleCarts: (_root: unknown, args: T.MutationToggleCartsArgs, context: MockContext) =>
    cart.toggleCarts(context.db, memberOf(context), args.selected),
  removeCarts: (_root: unknown, args: T.MutationRemoveCartsArgs, context: MockContext) => cart.removeCarts(context.db, memberOf(context), args.ids),
  validateCartToOrder: (_root: unknown, args: T.MutationValidateCartToOrderArgs, context: MockContext) =>
    cart.orderableLines(context.db, memberOf(context), args.ids).length > 0,
  placeOrder: async (_root: unknown, args: T.MutationPlaceOrderArgs, context: MockContext) => {
    await enforceAdmission(context.db, memberOf(context), args.data);
    const order = placeOrder(context.db, memberOf(context), args.data);
    return { id: order.id, mUid: order.mUid, paidPrice: order.paidPrice, payment: paymentRequestFor(context.db, order, context.origin) };
  },
  payOrder: (_root: unknown, args: T.MutationPayOrderArgs, context: MockContext) => payOrder(context.db, memberOf(context), args.data),
  requestBillingKey: (_root: unknown, args: T.MutationRequestBillingKeyArgs, context: MockContext) =>
    requestBillingKey(context.db, memberOf(context), args.data, context.origin),
  registerBillingKey: (_root: unknown, args: T.MutationRegisterBillingKeyArgs, context: MockContext) =>
    registerBillingKey(context.db, memberOf(context), args.data),
  updateOrderProductOptions: (_root: unknown, args: T.MutationUpdateOrderProductOptionsArgs, context: MockContext) =>
    changes.updateOrderProductOptions(context.db, memberOf(context), args.data),
  updateOrderDelivery: (_root: unknown, args: T.MutationUpdateOrderDeliveryArgs, context: MockContext) =>
    changes.updateOrderDelivery(context.db, memberOf(context), args.data),
  updateRefundAccount: (_root: unknown, args: T.MutationUpdateRefundAccountArgs, context: MockContext) =>
    changes.updateRefundAccount(context.db, memberOf(context), args.data),
  cancelOrderProduct: (_root: unknown, args: T.MutationCancelOrderProductArgs, context: MockContext) =>
    changes.cancelOrderProduct(context.db, memberOf(context), args.data),
  createProductRestockNotification: (
    _root: unknown,
    args: T.MutationCreateProductRestockNotificationArgs,
    context: MockContext,
  ) => restock.subscribeRestock(context.db, memberOf(context), args.productId, args.optionId),
  deleteProductRestockNotification: (
    _root: unknown,
    args: T.MutationDeleteProductRestockNotificationArgs,
    context: MockContext,
  ) => restock.unsubscribeRestock(context.db, memberOf(context), args.productId, args.optionId),
  createReview: (_root: unknown, args: T.MutationCreateReviewArgs, context: MockContext) =>
    reviews.createReview(context.db, memberOf(context), args.data),
  updateReview: (_root: unknown, args: T.MutationUpdateReviewArgs, context: MockContext) =>
    reviews.updateReview(context.db, memberOf(context), args.data),
  staffResendMessage: (_root: unknown, args: T.MutationStaffResendMessageArgs, context: MockContext) =>
    messages.resendMessage(context.db, memberOf(context), args.messageId),
  staffCreateCategory: (_root: unknown, args: T.MutationStaffCreateCategoryArgs, context: MockContext) =>
    catalogSetup.createCategory(context.db, memberOf(context), args.data),
  staffUpdateCategory: (_root: unknown, args: T.MutationStaffUpdateCategoryArgs, context: MockContext) =>
    catalogSetup.updateCategory(context.db, memberOf(context), args.data),
  staffDeleteCategory: (_root: unknown, args: T.MutationStaffDeleteCategoryArgs, context: MockContext) =>
    catalogSetup.deleteCategory(context.db, memberOf(context), args.id),
  staffReorderCategories: (_root: unknown, args: T.MutationStaffReorderCategoriesArgs, context: MockContext) =>
    catalogSetup.reorderCategories(context.db, memberOf(context), args.data),
  staffSetPromotedCategories: (_root: unknown, args: T.MutationStaffSetPromotedCategoriesArgs, context: MockContext) =>
    catalogSetup.setPromotedCategories(context.db, memberOf(context), args.data),
  staffCreateDeliveryTemplate: (_root: unknown, args: T.MutationStaffCreateDeliveryTemplateArgs, context: MockContext) =>
    catalogSetup.createDeliveryTemplate(context.db, memberOf(context), args.data),
  staffUpdateDeliveryTemplate: (_root: unknown, args: T.MutationStaffUpdateDeliveryTemplateArgs, context: MockContext) =>
    catalogSetup.updateDeliveryTemplate(context.db, memberOf(context), args.data),
  staffDeleteDeliveryTemplate: (_root: unknown, args: T.MutationStaffDeleteDeliveryTemplateArgs, context: MockContext) =>
    catalogSetup.deleteDeliveryTemplate(context.db, memberOf(context), args.id),
  staffCreatePickupPoint: (_root: unknown, args: T.MutationStaffCreatePickupPointArgs, context: MockContext) =>
    catalogSetup.createPickupPoint(context.db, memberOf(context), args.data),
  staffUpdatePickupPoint: (_root: unknown, args: T.MutationStaffUpdatePickupPointArgs, context: MockContext) =>
    catalogSetup.updatePickupPoint(context.db, memberOf(context), args.data),
  staffDeletePickupPoint: (_root: unknown, args: T.MutationStaffDeletePickupPointArgs, context: MockContext) =>
    catalogSetup.deletePickupPoint(context.db, memberOf(context), args.id),
  staffConfirmOrderProduct: (_root: unknown, args: T.MutationStaffConfirmOrderProductArgs, context: MockContext) =>
    staff.confirmLine(context.db, memberOf(context), args.orderProductId),
  staffShipOrderProduct: (_root: unknown, args: T.MutationStaffShipOrderProductArgs, context: MockContext) =>
    staff.shipLine(context.db, memberOf(context), args.data),
  staffCompleteOrderProduct: (_root: unknown, args: T.MutationStaffCompleteOrderProductArgs, context: MockContext) =>
    staff.completeLine(context.db, memberOf(context), args.orderProductId),
  staffSetProductImages: (_root: unknown, args: T.MutationStaffSetProductImagesArgs, context: MockContext) =>
    setStaffProductImages(context.db, memberOf(context), args.data),
  staffUpdateStock: (_root: unknown, args: T.MutationStaffUpdateStockArgs, context: MockContext) =>
    staff.updateStock(context.db, memberOf(context), args.data),
  staffCreateProduct: (_root: unknown, args: T.MutationStaffCreateProductArgs, context: MockContext) =>
    staffProducts.createProduct(context.db, memberOf(context), args.data),
  staffUpdateProduct: (_root: unknown, args: T.MutationStaffUpdateProductArgs, context: MockContext) =>
    staffProducts.updateProduct(context.db, memberOf(context), args),
  staffDuplicateProduct: (_root: unknown, args: T.MutationStaffDuplicateProductArgs, context: MockContext) =>
    staffProducts.duplicateProduct(context.db, memberOf(context), args.id),
  staffSetProductVisibility: (_root: unknown, args: T.MutationStaffSetProductVisibilityArgs, context: MockContext) =>
    staffProducts.setProductVisibility(context.db, memberOf(context), args),
  staffSaveProductOptions: (_root: unknown, args: T.MutationStaffSaveProductOptionsArgs, context: MockContext) =>
    staffOptions.staffSaveProductOptions(context.db, memberOf(context), args.data),
  staffModerateReview: (_root: unknown, args: T.MutationStaffModerateReviewArgs, context: MockContext) =>
    staffReviews.moderateReview(context.db, memberOf(context), args.data),
  staffAnswerReview: (_root: unknown, args: T.MutationStaffAnswerReviewArgs, context: MockContext) =>
    staffReviews.answerReview(context.db, memberOf(context), args.data),
};

// Root fields of the mocked API: transport only, like the real resolvers (arguments and viewer in,
// one store call out).
import { AppError, ERROR_CODES, notFound } from '../../../backend/src/graphql/errors';
import type * as T from '../../__generated__/types';
import * as account from '../account';
import { BANKS } from '../../scenarios/standard/reference';
import { updateUserDelivery } from '../address';
import * as cart from '../cart';
import { certifyTel, certifyTelWithToken } from '../certification';
import { listCategories, listProducts } from '../catalog';
import * as changes from '../order-changes';
import * as orders from '../orders';
import { paymentRequestFor } from '../payment';
import { pointHistory } from '../points';
import * as profile from '../profile';
import { requireAdmin, requireViewer } from '../refusals';
import * as reviews from '../reviews';
import * as staff from '../staff';
import { uploadTarget } from '../uploads';
import { authorityOf, type MockContext } from './context';

const byPosition = <R extends { position: number; id: number }>(a: R, b: R) => a.position - b.position || a.id - b.id;

export const queryResolvers = {
  errorCodes: () => [...ERROR_CODES],
  me: (_root: unknown, _args: unknown, { viewer, viewerSuspended }: MockContext) => {
    if (viewerSuspended) throw new AppError('ACCOUNT_SUSPENDED', '이용이 정지된 계정입니다. 생협 고객센터로 문의해 주세요.');
    return viewer;
  },
  userTypes: (_root: unknown, args: T.QueryUserTypesArgs, { db }: MockContext) =>
    (args.universityId ?? db.universityId) === db.universityId ? [...db.catalogue.userTypes].sort(byPosition) : [],
  university: (_root: unknown, args: T.QueryUniversityArgs, { db }: MockContext) => {
    if ((args.universityId ?? db.universityId) !== db.universityId) throw notFound('요청한 학교의 쇼핑몰 정보를 찾을 수 없습니다.');
    return db.catalogue.university;
  },
  ads: (_root: unknown, args: T.QueryAdsArgs, { db }: MockContext) =>
    (args.universityId ?? db.universityId) === db.universityId
      ? db.catalogue.ads.filter((ad) => ad.visible).sort(byPosition)
      : [],
  countryDialingCodes: (_root: unknown, _args: unknown, { db }: MockContext) => [...db.catalogue.countryDialingCodes].sort(byPosition),
  products: (_root: unknown, args: T.QueryProductsArgs, context: MockContext) =>
    listProducts(context.db, authorityOf(context), args.data),
  product: (_root: unknown, args: T.QueryProductArgs, context: MockContext) =>
    context.db.visibleProduct(args.id, authorityOf(context)),
  productCategories: (_root: unknown, args: T.QueryProductCategoriesArgs, context: MockContext) =>
    listCategories(context.db, authorityOf(context), args.data),
  cartsCheckouted: (_root: unknown, _args: unknown, { db, viewer }: MockContext) =>
    cart.cartSummary(db, requireViewer(viewer).id, { selectedOnly: true }),
  order: (_root: unknown, args: T.QueryOrderArgs, { db, viewer }: MockContext) => orders.ownOrder(db, viewer, args.id),
  orderProduct: (_root: unknown, args: T.QueryOrderProductArgs, { db, viewer }: MockContext) =>
    orders.ownLine(db, viewer, args.id).line,
  cancelPreview: (_root: unknown, args: T.QueryCancelPreviewArgs, { db, viewer }: MockContext) =>
    changes.cancelPreview(db, viewer, args.orderProductId),
  orderDeliveryCompanies: (_root: unknown, _args: unknown, { db }: MockContext) => db.catalogue.deliveryCompanies,
  banks: () => BANKS,
  pointsByUserId: (_root: unknown, args: T.QueryPointsByUserIdArgs, { db, viewer }: MockContext) =>
    pointHistory(db, viewer, args.data),
  productRestockNotifications: (_root: unknown, args: T.QueryProductRestockNotificationsArgs, { db, viewer }: MockContext) =>
    staff.restocksOf(db, viewer, args.page),
  reviewType: (_root: unknown, args: T.QueryReviewTypeArgs, { db }: MockContext) => {
    const type = db.catalogue.reviewTypes.find((row) => row.id === args.id);
    if (!type) throw notFound('리뷰 질문을 찾을 수 없습니다.');
    return type;
  },
  reviewsByProductId: (_root: unknown, args: T.QueryReviewsByProductIdArgs, context: MockContext) => {
    context.db.visibleProduct(args.data.productId, authorityOf(context));
    return reviews.productReviews(context.db, args.data);
  },
  review: (_root: unknown, args: T.QueryReviewArgs, { db, viewer }: MockContext) => reviews.reviewFor(db, viewer, args.data.id),
  staffOrderProducts: (_root: unknown, args: T.QueryStaffOrderProductsArgs, { db, viewer }: MockContext) =>
    staff.staffOrderProducts(db, viewer, args.data),
  staffPendingReviews: (_root: unknown, args: T.QueryStaffPendingReviewsArgs, { db, viewer }: MockContext) =>
    staff.staffPendingReviews(db, viewer, args.page),
  upload: (_root: unknown, args: T.QueryUploadArgs, { db, viewer, origin }: MockContext) =>
    uploadTarget(db, viewer, args.name, origin),
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
  updateUser: (_root: unknown, args: T.MutationUpdateUserArgs, { db, viewer }: MockContext) => profile.updateUser(db, viewer, args.data),
  updatePassword: (_root: unknown, args: T.MutationUpdatePasswordArgs, { db, viewer }: MockContext) =>
    profile.updatePassword(db, viewer, args.data),
  updateUserTel: (_root: unknown, args: T.MutationUpdateUserTelArgs, { db, viewer }: MockContext) =>
    profile.updateUserTel(db, viewer, args.data),
  resignUser: (_root: unknown, args: T.MutationResignUserArgs, { db, viewer }: MockContext) => profile.resignUser(db, viewer, args.data),
  updateUserDelivery: (_root: unknown, args: T.MutationUpdateUserDeliveryArgs, { db, viewer }: MockContext) =>
    updateUserDelivery(db, viewer, args.data),
  certifyTel: (_root: unknown, args: T.MutationCertifyTelArgs, { db }: MockContext) => certifyTel(db, args.data),
  certifyTelWithToken: (_root: unknown, args: T.MutationCertifyTelWithTokenArgs, { db }: MockContext) =>
    certifyTelWithToken(db, args.data),
  createCart: (_root: unknown, args: T.MutationCreateCartArgs, { db, viewer }: MockContext) => cart.createCart(db, viewer, args.data),
  updateCartCount: (_root: unknown, args: T.MutationUpdateCartCountArgs, { db, viewer }: MockContext) =>
    cart.updateCartCount(db, viewer, args.data),
  toggleCart: (_root: unknown, args: T.MutationToggleCartArgs, { db, viewer }: MockContext) => cart.toggleCart(db, viewer, args.data),
  toggleCarts: (_root: unknown, args: T.MutationToggleCartsArgs, { db, viewer }: MockContext) =>
    cart.toggleCarts(db, viewer, args.selected),
  removeCarts: (_root: unknown, args: T.MutationRemoveCartsArgs, { db, viewer }: MockContext) => cart.removeCarts(db, viewer, args.ids),
  validateCartToOrder: (_root: unknown, args: T.MutationValidateCartToOrderArgs, { db, viewer }: MockContext) =>
    cart.orderableLines(db, viewer, args.ids).length > 0,
  placeOrder: (_root: unknown, args: T.MutationPlaceOrderArgs, { db, viewer }: MockContext) => {
    const order = orders.placeOrder(db, viewer, args.data);
    return { id: order.id, mUid: order.mUid, paidPrice: order.paidPrice, payment: paymentRequestFor(db, order) };
  },
  payOrder: (_root: unknown, args: T.MutationPayOrderArgs, { db, viewer }: MockContext) => orders.payOrder(db, viewer, args.data),
  updateOrderProductOptions: (_root: unknown, args: T.MutationUpdateOrderProductOptionsArgs, { db, viewer }: MockContext) =>
    changes.updateOrderProductOptions(db, viewer, args.data),
  updateOrderDelivery: (_root: unknown, args: T.MutationUpdateOrderDeliveryArgs, { db, viewer }: MockContext) =>
    changes.updateOrderDelivery(db, viewer, args.data),
  updateRefundAccount: (_root: unknown, args: T.MutationUpdateRefundAccountArgs, { db, viewer }: MockContext) =>
    changes.updateRefundAccount(db, viewer, args.data),
  cancelOrderProduct: (_root: unknown, args: T.MutationCancelOrderProductArgs, { db, viewer }: MockContext) =>
    changes.cancelOrderProduct(db, viewer, args.data),
  createProductRestockNotification: (
    _root: unknown,
    args: T.MutationCreateProductRestockNotificationArgs,
    { db, viewer }: MockContext,
  ) => staff.subscribeRestock(db, viewer, args.productId),
  deleteProductRestockNotification: (
    _root: unknown,
    args: T.MutationDeleteProductRestockNotificationArgs,
    { db, viewer }: MockContext,
  ) => staff.unsubscribeRestock(db, viewer, args.productId),
  createReview: (_root: unknown, args: T.MutationCreateReviewArgs, { db, viewer }: MockContext) =>
    reviews.createReview(db, viewer, args.data),
  updateReview: (_root: unknown, args: T.MutationUpdateReviewArgs, { db, viewer }: MockContext) =>
    reviews.updateReview(db, viewer, args.data),
  staffConfirmOrderProduct: (_root: unknown, args: T.MutationStaffConfirmOrderProductArgs, { db, viewer }: MockContext) =>
    staff.confirmLine(db, viewer, args.orderProductId),
  staffShipOrderProduct: (_root: unknown, args: T.MutationStaffShipOrderProductArgs, { db, viewer }: MockContext) =>
    staff.shipLine(db, viewer, args.data),
  staffCompleteOrderProduct: (_root: unknown, args: T.MutationStaffCompleteOrderProductArgs, { db, viewer }: MockContext) =>
    staff.completeLine(db, viewer, args.orderProductId),
  staffUpdateStock: (_root: unknown, args: T.MutationStaffUpdateStockArgs, { db, viewer }: MockContext) =>
    staff.updateStock(db, viewer, args.data),
  staffModerateReview: (_root: unknown, args: T.MutationStaffModerateReviewArgs, { db, viewer }: MockContext) => {
    requireAdmin(viewer);
    return reviews.moderateReview(db, args.data);
  },
  staffAnswerReview: (_root: unknown, args: T.MutationStaffAnswerReviewArgs, { db, viewer }: MockContext) => {
    requireAdmin(viewer);
    return reviews.answerReview(db, args.data);
  },
};

// One table of refused mutations, run unchanged on the real backend and on the mocked API
// (refusal-parity.test.ts): each must refuse with the same code and the same Korean sentence and
// change nothing. Every Mutation field of the contract needs at least one case here; the test
// fails for a new mutation without one.
import { detailOf, productOf } from '../../mocks/scenarios/activity/lookup';
import { adminMember, demoMember } from '../../mocks/scenarios/standard';
import { catalogue, DETAIL_ID, MISSING, PRODUCT_ID, type RefusalCase } from './refusal-parity.fixtures';
import { CONSOLE_REFUSAL_CASES } from './refusal-parity-console.cases';
import { DESK_REFUSAL_CASES } from './refusal-parity-desk.cases';
import { BULK_REFUSAL_CASES } from './refusal-parity-bulk.cases';
import { COURIER_REFUSAL_CASES } from './refusal-parity-courier.cases';
import { REFUNDS_REFUSAL_CASES } from './refusal-parity-refunds.cases';
import { REVIEWS_REFUSAL_CASES } from './refusal-parity-reviews.cases';
import { TODAY_REFUSAL_CASES } from './refusal-parity-today.cases';
import { PAGE_REFUSAL_CASES } from './refusal-parity-page.cases';
import { BUY_REFUSAL_CASES } from './refusal-parity-buy.cases';
import { WISH_REFUSAL_CASES } from './refusal-parity-wish.cases';
import { BILLING_REFUSAL_CASES } from './refusal-parity-billing.cases';
import { CAMPAIGN_REFUSAL_CASES } from './refusal-parity-campaign.cases';
import { PRODUCTION_REFUSAL_CASES } from './refusal-parity-production.cases';
import { PICKUP_REFUSAL_CASES } from './refusal-parity-pickup.cases';
import { CLASS_REFUSAL_CASES } from './refusal-parity-class.cases';
import { WAITING_ROOM_REFUSAL_CASES } from './refusal-parity-waiting-room.cases';
import { HOLD_REFUSAL_CASES } from './refusal-parity-holds.cases';

export type { Actor, Fixtures, RefusalCase } from './refusal-parity.fixtures';
export { DETAIL_ID, PRODUCT_ID };

const OTHER_DETAIL_ID = detailOf(productOf(catalogue, PRODUCT_ID), ['블랙', 'L']).id;
/** A product of the standard catalogue with no stock left, and one of its combinations. */
const SOLD_OUT = catalogue.products.find((product) => product.productOptionDetails.length > 0 && product.productOptionDetails.every((detail) => detail.count === 0));
if (!SOLD_OUT) throw new Error('The standard catalogue has no sold-out product with options');
const SOLD_OUT_ID = SOLD_OUT.id;
const SOLD_OUT_DETAIL_ID = SOLD_OUT.productOptionDetails[0]!.id;
export const MEMBERS = { demo: demoMember, admin: adminMember } as const;


export const ADDRESS = {
  name: '김한빛',
  postCode: '34134',
  address: '대전광역시 유성구 한빛대학로 123',
  detailAddress: '한빛관 기숙사 B동 305호',
  tel: '010-1234-5678',
};

export const CREATE_CART = 'mutation ($data: CreateCartInput!) { createCart(data: $data) { id } }';
export const PLACE_ORDER = 'mutation ($data: PlaceOrderInput!) { placeOrder(data: $data) { id mUid } }';
export const ORDER_LINES = 'query ($id: Int!) { order(id: $id) { orderProducts { id } } }';

const LOGIN = 'mutation ($data: LoginInput!) { login(data: $data) { token } }';
const SOCIAL = `mutation ($code: String!, $social: SocialProvider!, $payload: SocialLoginPayload!) {
  loginWithSocial(code: $code, social: $social, payload: $payload) { __typename }
}`;
const FIND_PASSWORD = 'mutation ($email: String!) { findPassword(email: $email) }';
const RESET_PASSWORD = 'mutation ($password: String!, $code: String!) { resetPassword(password: $password, code: $code) }';
const CHECK_EMAIL = 'mutation ($data: CheckEmailInput!) { checkWhetherAvailableEmail(data: $data) { __typename } }';
const CHECK_TEL = 'mutation ($data: CheckTelInput!) { checkWhetherAvailableTel(data: $data) { __typename } }';
const CREATE_USER = 'mutation ($data: CreateUserInput!) { createUser(data: $data) { id } }';
const UPDATE_USER = 'mutation ($data: UpdateUserInput!) { updateUser(data: $data) { id } }';
const UPDATE_PASSWORD = 'mutation ($data: UpdatePasswordInput!) { updatePassword(data: $data) { token } }';
const UPDATE_TEL = 'mutation ($data: UpdateUserTelInput!) { updateUserTel(data: $data) { id } }';
const RESIGN = 'mutation ($data: ResignUserInput!) { resignUser(data: $data) }';
const UPDATE_DELIVERY = 'mutation ($data: UserDeliveryInput!) { updateUserDelivery(data: $data) { name } }';
const UPDATE_CART_COUNT = 'mutation ($data: UpdateCartCountInput!) { updateCartCount(data: $data) { id } }';
const TOGGLE_CART = 'mutation ($data: ToggleCartInput!) { toggleCart(data: $data) { id } }';
const TOGGLE_CARTS = 'mutation ($selected: Boolean!) { toggleCarts(selected: $selected) { id } }';
const REMOVE_CARTS = 'mutation ($ids: [Int!]!) { removeCarts(ids: $ids) }';
const VALIDATE_CARTS = 'mutation ($ids: [Int!]!) { validateCartToOrder(ids: $ids) }';
const CERTIFY = 'mutation ($data: CertifyTelInput!) { certifyTel(data: $data) { expiresAt } }';
const CERTIFY_CODE = 'mutation ($data: CertifyTelWithTokenInput!) { certifyTelWithToken(data: $data) { token } }';
const UPDATE_OPTIONS =
  'mutation ($data: UpdateOrderProductOptionsInput!) { updateOrderProductOptions(data: $data) { id } }';
const UPDATE_ORDER_DELIVERY = 'mutation ($data: UpdateOrderDeliveryInput!) { updateOrderDelivery(data: $data) { id } }';
const UPDATE_REFUND = 'mutation ($data: UpdateRefundAccountInput!) { updateRefundAccount(data: $data) { id } }';
const CANCEL = 'mutation ($data: CancelOrderProductInput!) { cancelOrderProduct(data: $data) { id } }';
const PAY = 'mutation ($data: PayOrderInput!) { payOrder(data: $data) { id } }';
const RESTOCK_ON = 'mutation ($productId: Int!) { createProductRestockNotification(productId: $productId) { __typename } }';
const RESTOCK_OFF = 'mutation ($productId: Int!) { deleteProductRestockNotification(productId: $productId) }';
const CREATE_REVIEW = 'mutation ($data: CreateReviewInput!) { createReview(data: $data) { id } }';
const UPDATE_REVIEW = 'mutation ($data: UpdateReviewInput!) { updateReview(data: $data) { id } }';
const CONFIRM = 'mutation ($id: Int!) { staffConfirmOrderProduct(orderProductId: $id) { id } }';
const SHIP = 'mutation ($data: StaffShipOrderProductInput!) { staffShipOrderProduct(data: $data) { id } }';
const COMPLETE = 'mutation ($id: Int!) { staffCompleteOrderProduct(orderProductId: $id) { id } }';
const RESEND = 'mutation ($id: Int!) { staffResendMessage(messageId: $id) { attempts } }';
const STOCK = 'mutation ($data: StaffUpdateStockInput!) { staffUpdateStock(data: $data) { id } }';
const MODERATE = 'mutation ($data: StaffModerateReviewInput!) { staffModerateReview(data: $data) { id } }';
const ANSWER = 'mutation ($data: StaffAnswerReviewInput!) { staffAnswerReview(data: $data) { id } }';

const REVIEW = { rating: 5, note: '색이 예쁘고 튼튼해서 매일 입고 다녀요. 추천해요!' };

export const REFUSAL_CASES: readonly RefusalCase[] = [
  // Account. Wrong passwords for the demo member (login, updatePassword, resignUser) count towards
  // one login lock on both targets: five in 15 minutes lock the account for the rest of the file.
  { mutation: 'login', title: 'a wrong password', as: 'anonymous', query: LOGIN, code: 'LOGIN_FAILED',
    variables: () => ({ data: { email: demoMember.email, password: 'wrong-password-1' } }) },
  { mutation: 'login', title: 'an address that is not an e-mail', as: 'anonymous', query: LOGIN, code: 'LOGIN_FAILED',
    variables: () => ({ data: { email: 'not-an-email', password: 'demo1234!' } }) },
  { mutation: 'loginWithSocial', title: 'a redirect URI that is not a web address', as: 'anonymous', query: SOCIAL, code: 'BAD_USER_INPUT',
    variables: () => ({ code: 'code', social: 'KAKAO', payload: { redirectUri: 'javascript:alert(1)' } }) },
  { mutation: 'findPassword', title: 'an address that is not an e-mail', as: 'anonymous', query: FIND_PASSWORD, code: 'BAD_USER_INPUT',
    variables: () => ({ email: 'not-an-email' }) },
  { mutation: 'resetPassword', title: 'a password without a digit', as: 'anonymous', query: RESET_PASSWORD, code: 'BAD_USER_INPUT',
    variables: () => ({ password: 'onlyletters', code: '123456' }) },
  { mutation: 'resetPassword', title: 'a code nobody was sent', as: 'anonymous', query: RESET_PASSWORD, code: 'CERTIFICATION_FAILED',
    variables: () => ({ password: 'campus2026!', code: '000000' }) },
  { mutation: 'checkWhetherAvailableEmail', title: 'an address that is not an e-mail', as: 'anonymous', query: CHECK_EMAIL,
    code: 'BAD_USER_INPUT', variables: () => ({ data: { email: 'not-an-email' } }) },
  { mutation: 'checkWhetherAvailableTel', title: 'a number that is not a phone number', as: 'anonymous', query: CHECK_TEL,
    code: 'BAD_USER_INPUT', variables: () => ({ data: { tel: '12' } }) },
  { mutation: 'createUser', title: 'terms not agreed', as: 'anonymous', query: CREATE_USER, code: 'BAD_USER_INPUT',
    variables: () => ({ data: { email: 'parity@example.com', password: 'campus2026!', name: '이한결', certificationToken: 'token',
      userTypeId: 1, marketing: false, agreeTerms: false } }) },
  { mutation: 'createUser', title: 'a certification token never issued', as: 'anonymous', query: CREATE_USER, code: 'CERTIFICATION_FAILED',
    variables: () => ({ data: { email: 'parity@example.com', password: 'campus2026!', name: '이한결', certificationToken: 'never-issued',
      userTypeId: 1, marketing: false, agreeTerms: true } }) },
  { mutation: 'createUser', title: 'an e-mail a member holds', as: 'anonymous', query: CREATE_USER, code: 'CONFLICT',
    variables: () => ({ data: { email: demoMember.email, password: 'campus2026!', name: '이한결', certificationToken: 'never-issued',
      userTypeId: 1, marketing: false, agreeTerms: true } }) },
  { mutation: 'updateUser', title: 'an anonymous visitor', as: 'anonymous', query: UPDATE_USER, code: 'UNAUTHENTICATED',
    variables: () => ({ data: { name: '새이름' } }) },
  { mutation: 'updateUser', title: 'an empty name', as: 'demo', query: UPDATE_USER, code: 'BAD_USER_INPUT',
    variables: () => ({ data: { name: '' } }) },
  { mutation: 'updatePassword', title: 'a wrong current password', as: 'demo', query: UPDATE_PASSWORD, code: 'LOGIN_FAILED',
    variables: () => ({ data: { currentPassword: 'wrong-password-1', newPassword: 'campus2026!' } }) },
  { mutation: 'updateUserTel', title: 'a certification token never issued', as: 'demo', query: UPDATE_TEL, code: 'CERTIFICATION_FAILED',
    variables: () => ({ data: { certificationToken: 'never-issued' } }) },
  { mutation: 'resignUser', title: 'a wrong password', as: 'demo', query: RESIGN, code: 'LOGIN_FAILED',
    variables: () => ({ data: { password: 'wrong-password-1', reason: '졸업했어요.' } }) },
  { mutation: 'updateUserDelivery', title: 'an anonymous visitor', as: 'anonymous', query: UPDATE_DELIVERY, code: 'UNAUTHENTICATED',
    variables: () => ({ data: ADDRESS }) },
  { mutation: 'updateUserDelivery', title: 'a post code that is not one', as: 'demo', query: UPDATE_DELIVERY, code: 'BAD_USER_INPUT',
    variables: () => ({ data: { ...ADDRESS, postCode: 'abc' } }) },
  { mutation: 'updateUserDelivery', title: 'a phone number that is not one', as: 'demo', query: UPDATE_DELIVERY, code: 'BAD_USER_INPUT',
    variables: () => ({ data: { ...ADDRESS, tel: '12' } }) },
  // Cart
  { mutation: 'createCart', title: 'an anonymous visitor', as: 'anonymous', query: CREATE_CART, code: 'UNAUTHENTICATED',
    variables: () => ({ data: { productId: PRODUCT_ID, productOptionDetailId: DETAIL_ID, count: 1 } }) },
  { mutation: 'createCart', title: 'a count of zero', as: 'demo', query: CREATE_CART, code: 'BAD_USER_INPUT',
    variables: () => ({ data: { productId: PRODUCT_ID, productOptionDetailId: DETAIL_ID, count: 0 } }) },
  { mutation: 'createCart', title: 'a product that does not exist', as: 'demo', query: CREATE_CART, code: 'NOT_FOUND',
    variables: () => ({ data: { productId: MISSING, count: 1 } }) },
  { mutation: 'createCart', title: 'a sold-out product', as: 'demo', query: CREATE_CART, code: 'OUT_OF_STOCK',
    variables: () => ({ data: { productId: SOLD_OUT_ID, productOptionDetailId: SOLD_OUT_DETAIL_ID, count: 1 } }) },
  { mutation: 'createCart', title: 'a combination of another product', as: 'demo', query: CREATE_CART, code: 'BAD_USER_INPUT',
    variables: () => ({ data: { productId: PRODUCT_ID, productOptionDetailId: SOLD_OUT_DETAIL_ID, count: 1 } }) },
  { mutation: 'updateCartCount', title: "another member's line", as: 'demo', query: UPDATE_CART_COUNT, code: 'NOT_FOUND',
    variables: (f) => ({ data: { id: f.adminCartId, count: 2 } }) },
  { mutation: 'updateCartCount', title: 'a count above the line limit', as: 'admin', query: UPDATE_CART_COUNT, code: 'BAD_USER_INPUT',
    variables: (f) => ({ data: { id: f.adminCartId, count: 1000 } }) },
  { mutation: 'updateCartCount', title: 'a count of zero', as: 'admin', query: UPDATE_CART_COUNT, code: 'BAD_USER_INPUT',
    variables: (f) => ({ data: { id: f.adminCartId, count: 0 } }) },
  { mutation: 'toggleCart', title: "another member's line", as: 'demo', query: TOGGLE_CART, code: 'NOT_FOUND',
    variables: (f) => ({ data: { id: f.adminCartId, selected: false } }) },
  { mutation: 'toggleCarts', title: 'an anonymous visitor', as: 'anonymous', query: TOGGLE_CARTS, code: 'UNAUTHENTICATED',
    variables: () => ({ selected: true }) },
  { mutation: 'removeCarts', title: 'an anonymous visitor', as: 'anonymous', query: REMOVE_CARTS, code: 'UNAUTHENTICATED',
    variables: (f) => ({ ids: [f.adminCartId] }) },
  { mutation: 'validateCartToOrder', title: 'no lines', as: 'demo', query: VALIDATE_CARTS, code: 'BAD_USER_INPUT',
    variables: () => ({ ids: [] }) },
  { mutation: 'validateCartToOrder', title: "another member's line", as: 'demo', query: VALIDATE_CARTS, code: 'NOT_FOUND',
    variables: (f) => ({ ids: [f.adminCartId] }) },
  // Certification
  { mutation: 'certifyTel', title: 'a number that is not a phone number', as: 'anonymous', query: CERTIFY, code: 'BAD_USER_INPUT',
    variables: () => ({ data: { purpose: 'CREATE_ACCOUNT', tel: '12' } }) },
  { mutation: 'certifyTel', title: 'a number already taken, for sign-up', as: 'anonymous', query: CERTIFY, code: 'CONFLICT',
    variables: () => ({ data: { purpose: 'CREATE_ACCOUNT', tel: '010-1234-5678' } }) },
  { mutation: 'certifyTel', title: 'a number nobody holds, for a password reset', as: 'anonymous', query: CERTIFY, code: 'NOT_FOUND',
    variables: () => ({ data: { purpose: 'RESET_PASSWORD', tel: '010-2222-3335' } }) },
  { mutation: 'certifyTel', title: "the member's own number, for a number change", as: 'demo', query: CERTIFY, code: 'BAD_USER_INPUT',
    variables: () => ({ data: { purpose: 'UPDATE_TEL', tel: '010-1234-5678' } }) },
  { mutation: 'certifyTel', title: "another member's number, for a number change", as: 'demo', query: CERTIFY, code: 'CONFLICT',
    variables: () => ({ data: { purpose: 'UPDATE_TEL', tel: '010-9876-5432' } }) },
  { mutation: 'certifyTelWithToken', title: 'a code that is not six digits', as: 'anonymous', query: CERTIFY_CODE, code: 'BAD_USER_INPUT',
    variables: () => ({ data: { purpose: 'CREATE_ACCOUNT', tel: '010-2222-3333', code: '12' } }) },
  { mutation: 'certifyTelWithToken', title: 'a code nobody was sent', as: 'anonymous', query: CERTIFY_CODE, code: 'CERTIFICATION_FAILED',
    variables: () => ({ data: { purpose: 'CREATE_ACCOUNT', tel: '010-2222-3334', code: '123456' } }) },
  // Orders
  { mutation: 'placeOrder', title: 'an anonymous visitor', as: 'anonymous', query: PLACE_ORDER, code: 'UNAUTHENTICATED',
    variables: (f) => ({ data: { cartIds: [f.adminCartId], payMethod: 'card', pointUsing: 0, delivery: ADDRESS } }) },
  { mutation: 'placeOrder', title: 'no lines', as: 'demo', query: PLACE_ORDER, code: 'BAD_USER_INPUT',
    variables: () => ({ data: { cartIds: [], payMethod: 'card', pointUsing: 0, delivery: ADDRESS } }) },
  { mutation: 'placeOrder', title: 'negative points', as: 'admin', query: PLACE_ORDER, code: 'BAD_USER_INPUT',
    variables: (f) => ({ data: { cartIds: [f.adminCartId], payMethod: 'card', pointUsing: -1, delivery: ADDRESS } }) },
  { mutation: 'placeOrder', title: "another member's line", as: 'demo', query: PLACE_ORDER, code: 'NOT_FOUND',
    variables: (f) => ({ data: { cartIds: [f.adminCartId], payMethod: 'card', pointUsing: 0, delivery: ADDRESS } }) },
  { mutation: 'placeOrder', title: 'more points than the member holds', as: 'admin', query: PLACE_ORDER, code: 'INSUFFICIENT_POINTS',
    variables: (f) => ({ data: { cartIds: [f.adminCartId], payMethod: 'card', pointUsing: 1000, delivery: ADDRESS } }) },
  { mutation: 'updateOrderProductOptions', title: "another member's line", as: 'demo', query: UPDATE_OPTIONS, code: 'NOT_FOUND',
    variables: (f) => ({ data: { orderProductId: f.adminOrderProductId, productOptionDetailId: OTHER_DETAIL_ID } }) },
  { mutation: 'updateOrderProductOptions', title: 'a combination of another product', as: 'demo', query: UPDATE_OPTIONS,
    code: 'BAD_USER_INPUT', variables: (f) => ({ data: { orderProductId: f.demoOrderProductId, productOptionDetailId: MISSING } }) },
  { mutation: 'updateOrderDelivery', title: "another member's order", as: 'demo', query: UPDATE_ORDER_DELIVERY, code: 'NOT_FOUND',
    variables: (f) => ({ data: { orderId: f.adminOrderId, delivery: ADDRESS } }) },
  { mutation: 'updateOrderDelivery', title: 'an empty address', as: 'demo', query: UPDATE_ORDER_DELIVERY, code: 'BAD_USER_INPUT',
    variables: (f) => ({ data: { orderId: f.demoOrderId, delivery: { ...ADDRESS, address: '' } } }) },
  { mutation: 'updateRefundAccount', title: 'a bank that does not exist', as: 'demo', query: UPDATE_REFUND, code: 'BAD_USER_INPUT',
    variables: (f) => ({ data: { orderId: f.demoOrderId, refundBankCode: 'XX', refundAccount: '1234567890', refundHolder: '김한빛' } }) },
  { mutation: 'updateRefundAccount', title: "another member's order", as: 'demo', query: UPDATE_REFUND, code: 'NOT_FOUND',
    variables: (f) => ({ data: { orderId: f.adminOrderId, refundBankCode: '004', refundAccount: '1234567890', refundHolder: '김한빛' } }) },
  { mutation: 'cancelOrderProduct', title: "another member's line", as: 'demo', query: CANCEL, code: 'NOT_FOUND',
    variables: (f) => ({ data: { orderProductId: f.adminOrderProductId, cancelReason: '마음이 바뀌었어요.' } }) },
  { mutation: 'cancelOrderProduct', title: 'an empty reason', as: 'demo', query: CANCEL, code: 'BAD_USER_INPUT',
    variables: (f) => ({ data: { orderProductId: f.demoOrderProductId, cancelReason: '' } }) },
  { mutation: 'payOrder', title: "another member's order", as: 'demo', query: PAY, code: 'NOT_FOUND',
    variables: (f) => ({ data: { orderId: f.adminOrderId, impUid: 'imp_mock_paid', merchantUid: f.adminOrderMUid } }) },
  { mutation: 'payOrder', title: 'an anonymous visitor', as: 'anonymous', query: PAY, code: 'UNAUTHENTICATED',
    variables: (f) => ({ data: { orderId: f.demoOrderId, impUid: 'imp_mock_paid', merchantUid: f.demoOrderMUid } }) },
  { mutation: 'payOrder', title: 'a merchant uid of another order', as: 'demo', query: PAY, code: 'PAYMENT_VERIFICATION_FAILED',
    variables: (f) => ({ data: { orderId: f.demoOrderId, impUid: 'imp_mock_paid', merchantUid: f.adminOrderMUid } }) },
  // Restock notifications
  { mutation: 'createProductRestockNotification', title: 'a product that does not exist', as: 'demo', query: RESTOCK_ON,
    code: 'NOT_FOUND', variables: () => ({ productId: MISSING }) },
  { mutation: 'createProductRestockNotification', title: 'an anonymous visitor', as: 'anonymous', query: RESTOCK_ON,
    code: 'UNAUTHENTICATED', variables: () => ({ productId: PRODUCT_ID }) },
  { mutation: 'createProductRestockNotification', title: 'a product in stock', as: 'demo', query: RESTOCK_ON, code: 'INVALID_STATE',
    variables: () => ({ productId: PRODUCT_ID }) },
  { mutation: 'deleteProductRestockNotification', title: 'an anonymous visitor', as: 'anonymous', query: RESTOCK_OFF,
    code: 'UNAUTHENTICATED', variables: () => ({ productId: PRODUCT_ID }) },
  // Reviews
  { mutation: 'createReview', title: 'a rating above five', as: 'demo', query: CREATE_REVIEW, code: 'BAD_USER_INPUT',
    variables: (f) => ({ data: { ...REVIEW, orderProductId: f.demoOrderProductId, rating: 6 } }) },
  { mutation: 'createReview', title: 'a line not delivered yet', as: 'demo', query: CREATE_REVIEW, code: 'INVALID_STATE',
    variables: (f) => ({ data: { ...REVIEW, orderProductId: f.demoOrderProductId } }) },
  { mutation: 'createReview', title: "another member's line", as: 'demo', query: CREATE_REVIEW, code: 'NOT_FOUND',
    variables: (f) => ({ data: { ...REVIEW, orderProductId: f.adminOrderProductId } }) },
  { mutation: 'updateReview', title: 'a review that does not exist', as: 'demo', query: UPDATE_REVIEW, code: 'NOT_FOUND',
    variables: () => ({ data: { ...REVIEW, id: MISSING } }) },
  { mutation: 'updateReview', title: 'an anonymous visitor', as: 'anonymous', query: UPDATE_REVIEW, code: 'UNAUTHENTICATED',
    variables: () => ({ data: { ...REVIEW, id: MISSING } }) },
  // Staff
  { mutation: 'staffConfirmOrderProduct', title: 'a shopper', as: 'demo', query: CONFIRM, code: 'FORBIDDEN',
    variables: (f) => ({ id: f.demoOrderProductId }) },
  { mutation: 'staffConfirmOrderProduct', title: 'an unpaid line', as: 'admin', query: CONFIRM, code: 'INVALID_STATE',
    variables: (f) => ({ id: f.demoOrderProductId }) },
  { mutation: 'staffShipOrderProduct', title: 'a shopper', as: 'demo', query: SHIP, code: 'FORBIDDEN',
    variables: (f) => ({ data: { orderProductId: f.demoOrderProductId, orderDeliveryCompanyId: 1, shippingNumber: '123456789012' } }) },
  { mutation: 'staffShipOrderProduct', title: 'a line that does not exist', as: 'admin', query: SHIP, code: 'NOT_FOUND',
    variables: () => ({ data: { orderProductId: MISSING, orderDeliveryCompanyId: 1, shippingNumber: '123456789012' } }) },
  { mutation: 'staffShipOrderProduct', title: 'an unpaid line', as: 'admin', query: SHIP, code: 'INVALID_STATE',
    variables: (f) => ({ data: { orderProductId: f.demoOrderProductId, orderDeliveryCompanyId: 1, shippingNumber: '123456789012' } }) },
  { mutation: 'staffCompleteOrderProduct', title: 'a shopper', as: 'demo', query: COMPLETE, code: 'FORBIDDEN',
    variables: (f) => ({ id: f.demoOrderProductId }) },
  { mutation: 'staffCompleteOrderProduct', title: 'a line not shipped', as: 'admin', query: COMPLETE, code: 'INVALID_STATE',
    variables: (f) => ({ id: f.demoOrderProductId }) },
  { mutation: 'staffResendMessage', title: 'a shopper', as: 'demo', query: RESEND, code: 'FORBIDDEN', variables: () => ({ id: MISSING }) },
  { mutation: 'staffResendMessage', title: 'a message that does not exist', as: 'admin', query: RESEND, code: 'NOT_FOUND',
    variables: () => ({ id: MISSING }) },
  { mutation: 'staffUpdateStock', title: 'a shopper', as: 'demo', query: STOCK, code: 'FORBIDDEN',
    variables: () => ({ data: { productId: PRODUCT_ID, productOptionDetailId: DETAIL_ID, count: 10 } }) },
  { mutation: 'staffUpdateStock', title: 'a negative count', as: 'admin', query: STOCK, code: 'BAD_USER_INPUT',
    variables: () => ({ data: { productId: PRODUCT_ID, productOptionDetailId: DETAIL_ID, count: -1 } }) },
  { mutation: 'staffUpdateStock', title: 'a product that does not exist', as: 'admin', query: STOCK, code: 'NOT_FOUND',
    variables: () => ({ data: { productId: MISSING, count: 10 } }) },
  { mutation: 'staffModerateReview', title: 'a shopper', as: 'demo', query: MODERATE, code: 'FORBIDDEN',
    variables: () => ({ data: { reviewId: MISSING, status: 'APPLIED' } }) },
  { mutation: 'staffModerateReview', title: 'a review that does not exist', as: 'admin', query: MODERATE, code: 'NOT_FOUND',
    variables: () => ({ data: { reviewId: MISSING, status: 'APPLIED' } }) },
  { mutation: 'staffAnswerReview', title: 'an anonymous visitor', as: 'anonymous', query: ANSWER, code: 'UNAUTHENTICATED',
    variables: () => ({ data: { reviewId: MISSING, content: '감사해요!' } }) },
  { mutation: 'staffAnswerReview', title: 'an empty answer', as: 'admin', query: ANSWER, code: 'BAD_USER_INPUT',
    variables: () => ({ data: { reviewId: MISSING, content: '' } }) },
  ...CONSOLE_REFUSAL_CASES,
  ...DESK_REFUSAL_CASES,
  ...BULK_REFUSAL_CASES,
  ...COURIER_REFUSAL_CASES,
  ...REFUNDS_REFUSAL_CASES,
  ...REVIEWS_REFUSAL_CASES,
  ...TODAY_REFUSAL_CASES,
  ...PAGE_REFUSAL_CASES,
  ...BUY_REFUSAL_CASES,
  ...WISH_REFUSAL_CASES,
  ...BILLING_REFUSAL_CASES,
  ...CAMPAIGN_REFUSAL_CASES,
  ...PRODUCTION_REFUSAL_CASES,
  ...PICKUP_REFUSAL_CASES,
  ...CLASS_REFUSAL_CASES,
  ...WAITING_ROOM_REFUSAL_CASES,
  ...HOLD_REFUSAL_CASES,
];

/** What each target shows of a member, read before and after a case to prove nothing changed. */
export const OBSERVE = `{
  me {
    id name email tel admissionYear birthYear gender userTypeId point
    userConfig { marketing }
    userDelivery { name postCode address detailAddress tel note }
    orderProductCount { ready paid preparing delivering completed cancelled }
    orders { total items { id paidPrice pointUsing refundAccount refundHolder refundBankCode
      orderDelivery { name address detailAddress } orderProducts { id status count productOptionDetailId } } }
  }
  cartsCheckouted { count selectedCount totalPrice }
}`;

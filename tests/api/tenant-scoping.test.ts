// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORITY } from '../../domain/enums';
import { createLogger } from '../../backend/src/logger';
import type { Product } from '../../backend/src/modules/catalog/product.entity';
import { applyGatewayPayment } from '../../backend/src/modules/order/payment.service';
import { hashPassword } from '../../backend/src/modules/security/password';
import {
  call,
  certify,
  count,
  CREATE_USER,
  freshTel,
  login,
  ME,
  refusal,
  signUpInput,
  sql,
} from '../support/accounts';
import { startTestApi, TEST_UNIVERSITY_ID, type GqlResponse, type TestApi } from '../support/api';
import { createMember, createProduct, createReview, type TestMember } from '../support/catalog-fixtures';
import { operationDocument } from '../support/catalog-operations';
import { cartLine, DELIVERY, placeOrder } from '../support/checkout';
import { createOrder } from '../support/orders';
import { createSecondUniversity } from '../support/tenants';

// One deployment serves one university (UNIVERSITY_ID 1 here); a second tenant shares the
// database. Whatever of the second a visitor names by id answers exactly like a missing id.

const MISSING_ID = 2_000_000_000;
const PRODUCT = operationDocument('ProductDetail');
const PRODUCT_REVIEWS = operationDocument('ProductReviews');
const REVIEW = operationDocument('ReviewDetail');
const CREATE_CART = operationDocument('CreateCart');
const SUBSCRIBE = operationDocument('CreateProductRestockNotification');
const VALIDATE = operationDocument('ValidateCartToOrder');
const ORDER = operationDocument('OrderDetail');
const ORDER_LINE = operationDocument('OrderProductDetail');
const CANCEL_PREVIEW = operationDocument('CancelPreview');
const CANCEL = operationDocument('CancelOrderProduct');
const MY_CART = operationDocument('MyCart');
const CHECKOUT_LINES = operationDocument('CartsCheckouted');

let api: TestApi;
let secondId: number;
let member: TestMember;
let admin: TestMember;
let ours: Product;
let theirs: Product;
let theirsSoldOut: Product;
let theirDetailId: number;

/** Code and sentence of the one error, the parts a screen acts on. */
function refusalOf(result: GqlResponse<unknown>, code: string): { code: unknown; message: string } {
  const error = refusal(result, code);
  return { code: error.extensions?.code, message: error.message };
}

beforeAll(async () => {
  api = await startTestApi();
  const em = api.orm.em.fork();
  secondId = (await createSecondUniversity(em)).id;
  member = await createMember(em);
  admin = await createMember(em, { authority: AUTHORITY.ADMIN });
  ours = await createProduct(em, { name: '한빛 과잠', count: 5 });
  theirs = await createProduct(em, { name: '새봄 과잠', count: 5, universityId: secondId, optionStock: [] });
  theirsSoldOut = await createProduct(em, { name: '새봄 키링', count: 0, universityId: secondId });
  const withOptions = await createProduct(em, { name: '새봄 후드', universityId: secondId, optionStock: [3] });
  theirDetailId = (await sql<{ id: number }>(api, 'select id from product_option_detail where product_id = ?', [withOptions.id]))[0]!.id;
});

afterAll(async () => {
  await api?.close();
});

describe("another university's catalogue", () => {
  it('answers product(id) of another university exactly like a missing product, even for an admin', async () => {
    const missing = refusalOf(await api.gql(PRODUCT, { id: MISSING_ID }), 'NOT_FOUND');
    expect(refusalOf(await api.gql(PRODUCT, { id: theirs.id }), 'NOT_FOUND')).toEqual(missing);
    expect(refusalOf(await api.gql(PRODUCT, { id: theirs.id }, { token: admin.token }), 'NOT_FOUND')).toEqual(missing);
    const own = await api.gql<{ product: { name: string } }>(PRODUCT, { id: ours.id });
    expect(own.data?.product.name).toBe('한빛 과잠');
  });

  it("answers another university's reviews, by product or by id, like missing ones", async () => {
    const review = await createReview(api.orm.em.fork(), member.user, theirs);
    const missingProduct = refusalOf(await api.gql(PRODUCT_REVIEWS, { data: { productId: MISSING_ID } }), 'NOT_FOUND');
    expect(refusalOf(await api.gql(PRODUCT_REVIEWS, { data: { productId: theirs.id } }), 'NOT_FOUND')).toEqual(missingProduct);
    const missingReview = refusalOf(await api.gql(REVIEW, { data: { id: MISSING_ID } }), 'NOT_FOUND');
    expect(refusalOf(await api.gql(REVIEW, { data: { id: review.id } }), 'NOT_FOUND')).toEqual(missingReview);
    // Not even its writer reaches it through this shop.
    expect(refusalOf(await api.gql(REVIEW, { data: { id: review.id } }, { token: member.token }), 'NOT_FOUND')).toEqual(
      missingReview,
    );
  });
});

describe("another university's products in a member's hands", () => {
  it('createCart refuses the product like a missing one, and its option on our product, adding nothing', async () => {
    const missing = refusalOf(await api.gql(CREATE_CART, { data: { productId: MISSING_ID, count: 1 } }, { token: member.token }), 'NOT_FOUND');
    const foreign = await api.gql(CREATE_CART, { data: { productId: theirs.id, count: 1 } }, { token: member.token });
    expect(refusalOf(foreign, 'NOT_FOUND')).toEqual(missing);
    const foreignOption = await api.gql(
      CREATE_CART,
      { data: { productId: ours.id, productOptionDetailId: theirDetailId, count: 1 } },
      { token: member.token },
    );
    expect(refusal(foreignOption, 'BAD_USER_INPUT').message).toContain('옵션');
    expect(await count(api, 'cart', 'user_id = ?', [member.user.id])).toBe(0);
  });

  it('createProductRestockNotification refuses a sold-out product of another university like a missing one', async () => {
    const missing = refusalOf(await api.gql(SUBSCRIBE, { productId: MISSING_ID }, { token: member.token }), 'NOT_FOUND');
    expect(refusalOf(await api.gql(SUBSCRIBE, { productId: theirsSoldOut.id }, { token: member.token }), 'NOT_FOUND')).toEqual(missing);
    expect(await count(api, 'product_restock_notification', 'user_id = ?', [member.user.id])).toBe(0);
  });

  it('placeOrder and validateCartToOrder refuse a cart line of another university like a missing line, changing nothing', async () => {
    const buyer = await createMember(api.orm.em.fork());
    const line = await cartLine(api, buyer.user.id, { productId: theirs.id });
    const refused = refusal(
      await placeOrder(api, buyer.token, { cartIds: [line], payMethod: 'card', pointUsing: 0, delivery: DELIVERY }),
      'NOT_FOUND',
    );
    expect(refused.message).toContain('장바구니에서 상품을 찾을 수 없어요');
    expect(refused.message).not.toContain('새봄');
    expect(refusal(await api.gql(VALIDATE, { ids: [line] }, { token: buyer.token }), 'NOT_FOUND').message).toBe(refused.message);
    expect(await count(api, 'order', 'user_id = ?', [buyer.user.id])).toBe(0);
    expect(await count(api, 'cart', 'id = ?', [line])).toBe(1);
    expect((await sql<{ count: number }>(api, 'select count from product where id = ?', [theirs.id]))[0]!.count).toBe(5);
  });
});

describe("orders booked under another university", () => {
  it('answers order, orderProduct, cancelPreview and cancelOrderProduct like missing ids, and cancels nothing', async () => {
    const placed = await createOrder(api, member.user.id, { lines: [{ product: ours }], paid: false });
    await sql(api, 'update "order" set university_id = ? where id = ?', [secondId, placed.orderId]);
    const lineId = placed.lineIds[0]!;
    const token = member.token;

    const missingOrder = refusalOf(await api.gql(ORDER, { id: MISSING_ID }, { token }), 'NOT_FOUND');
    expect(refusalOf(await api.gql(ORDER, { id: placed.orderId }, { token }), 'NOT_FOUND')).toEqual(missingOrder);
    const missingLine = refusalOf(await api.gql(ORDER_LINE, { id: MISSING_ID }, { token }), 'NOT_FOUND');
    expect(refusalOf(await api.gql(ORDER_LINE, { id: lineId }, { token }), 'NOT_FOUND')).toEqual(missingLine);
    expect(refusalOf(await api.gql(CANCEL_PREVIEW, { orderProductId: lineId }, { token }), 'NOT_FOUND')).toEqual(
      refusalOf(await api.gql(CANCEL_PREVIEW, { orderProductId: MISSING_ID }, { token }), 'NOT_FOUND'),
    );
    const cancel = await api.gql(CANCEL, { data: { orderProductId: lineId, cancelReason: '단순 변심' } }, { token });
    expect(refusalOf(cancel, 'NOT_FOUND')).toEqual(missingLine);
    const [row] = await sql<{ status: string }>(api, 'select status from order_product where id = ?', [lineId]);
    expect(row!.status).toBe('READY');
  });
});

describe("payments for another university's orders", () => {
  it("applies nothing to another university's order found by merchant uid", async () => {
    const placed = await createOrder(api, member.user.id, { lines: [{ product: ours }], paid: false });
    await sql(api, 'update "order" set university_id = ? where id = ?', [secondId, placed.orderId]);
    const payment = {
      impUid: 'imp_other_tenant',
      merchantUid: placed.mUid,
      amount: placed.paidPrice,
      cancelAmount: 0,
      currency: 'KRW',
      status: 'paid' as const,
      payMethod: 'card',
      pgProvider: 'html5_inicis',
      vbank: null,
      paidAt: new Date(),
      failReason: null,
    };
    const applied = await api.orm.em.fork().transactional((em) =>
      applyGatewayPayment(em, payment, {
        gateway: api.adapters.payment,
        merchantUid: placed.mUid,
        universityId: TEST_UNIVERSITY_ID,
        source: 'webhook',
        log: createLogger({ LOG_LEVEL: 'silent', isProduction: false }),
      }),
    );
    expect(applied.outcome).toBe('unknown-order');
    const [row] = await sql<{ status: string }>(api, 'select status from order_specification where order_id = ?', [placed.orderId]);
    expect(row!.status).toBe('READY');
  });
});

describe('members of another university', () => {
  async function foreignMember(): Promise<TestMember & { email: string; password: string }> {
    const found = await createMember(api.orm.em.fork(), { universityId: secondId });
    const password = 'saebom2026!';
    await sql(api, 'update "user" set password_hash = ? where id = ?', [await hashPassword(password), found.user.id]);
    return { ...found, email: found.user.email, password };
  }

  it('cannot log in here: the right password is refused like a wrong one', async () => {
    const stranger = await foreignMember();
    const wrong = refusalOf(await login(api, stranger.email, 'not-the-password1'), 'LOGIN_FAILED');
    expect(refusalOf(await login(api, stranger.email, stranger.password), 'LOGIN_FAILED')).toEqual(wrong);
  });

  it('gets nothing here with a token from their own shop: no me, no cart, no orders', async () => {
    const stranger = await foreignMember();
    const placed = await createOrder(api, stranger.user.id, { lines: [{ product: theirs }], paid: false });
    await sql(api, 'update "order" set university_id = ? where id = ?', [secondId, placed.orderId]);
    const token = stranger.token;

    const me = await api.gql<{ me: unknown }>(ME, {}, { token });
    expect(me.errors).toBeUndefined();
    expect(me.data!.me).toBeNull();
    expect((await api.gql<{ me: unknown }>(MY_CART, {}, { token })).data!.me).toBeNull();
    refusal(await api.gql(CHECKOUT_LINES, {}, { token }), 'UNAUTHENTICATED');
    refusal(await api.gql(CREATE_CART, { data: { productId: ours.id, count: 1 } }, { token }), 'UNAUTHENTICATED');
    refusal(await api.gql(ORDER, { id: placed.orderId }, { token }), 'UNAUTHENTICATED');
    refusal(await api.gql(SUBSCRIBE, { productId: theirsSoldOut.id }, { token }), 'UNAUTHENTICATED');
    expect(await count(api, 'cart', 'user_id = ?', [stranger.user.id])).toBe(0);
  });

  it('cannot sign up to another university through this shop, and the phone certification stays unused', async () => {
    const { typed } = freshTel();
    const certificationToken = await certify(api, 'CREATE_ACCOUNT', typed);
    const input = signUpInput({ certificationToken });
    const refused = refusal(await call(api, CREATE_USER, { data: { ...input, universityId: secondId } }), 'BAD_USER_INPUT');
    expect(refused.message).toBe('가입하려는 학교를 찾을 수 없어요.');
    expect(await count(api, 'user', 'email = ?', [input.email])).toBe(0);
    const here = await call(api, CREATE_USER, { data: input });
    expect(here.errors).toBeUndefined();
  });
});

// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORITY, OrderProductStatus, ReviewStatus } from '../../domain/enums';
import { OrderProductShipping } from '../../backend/src/modules/order/order-product-shipping.entity';
import { Review } from '../../backend/src/modules/review/review.entity';
import type { TestApi } from '../support/api';
import { createCartProduct, DeliveryTemplateId } from '../support/cart-fixtures';
import { createCompletedLine, createMember, createReview, type TestMember } from '../support/catalog-fixtures';
import { operationDocument } from '../support/catalog-operations';
import { recordStatements } from '../support/catalog-statements';
import type { FakePortOneServer } from '../support/fake-portone';
import { createOrder, startOrdersApi, type OrdersApi } from '../support/orders';

// The N+1 budget of the order screens: a page of 10 orders with 3 lines each (options, shipping,
// reviews, products of their own) costs the same statements as one order with one line; so do the
// my-reviews, reviewable-lines and staff order-line pages.

const ORDER_LIST = operationDocument('OrderList');
const ORDER_DETAIL = operationDocument('OrderWithSpecification');
const MY_REVIEWS = operationDocument('MyReviews');
const REVIEWABLE = operationDocument('ReviewableOrderProducts');
const STAFF_LINES = operationDocument('StaffOrderProducts');
const MAX_STATEMENTS = 12;
// The order page also reads, each in one batched statement whatever its line count: the group
// purchase of its lines, their production freeze, the billing-key charge and the pickup pass
// (issue 17). Constant cost is what the test guards; the bound says how constant.
const MAX_DETAIL_STATEMENTS = 16;

let orders: OrdersApi;
let fake: FakePortOneServer;
let api: TestApi;
let light: TestMember;
let heavy: TestMember;
let lightOrderId: number;
let heavyOrderId: number;
let staff: TestMember;
let oneReview: TestMember;
let tenReviews: TestMember;

async function statementsOf(query: string, variables: Record<string, unknown>, token: string) {
  const { result, statements } = await recordStatements(() => api.gql(query, variables, { token }));
  expect(result.errors).toBeUndefined();
  return statements;
}

/** Three lines of three different products, shipped and reviewed, so every batch has work to do. */
async function richOrder(member: TestMember): Promise<number> {
  const em = api.orm.em.fork();
  const products = await Promise.all(
    [DeliveryTemplateId.PAY, DeliveryTemplateId.FREE, DeliveryTemplateId.CONDITIONAL_FREE].map((deliveryTemplateId) =>
      createCartProduct(em, { deliveryTemplateId, options: [{ stock: 50 }, { stock: 50 }] }),
    ),
  );
  const placed = await createOrder(
    api,
    member.user.id,
    {
      lines: products.map(({ product, detailIds }) => ({ product, detailId: detailIds[1] })),
      lineStatus: OrderProductStatus.COMPLETED,
    },
    fake,
  );
  for (const [index, lineId] of placed.lineIds.entries()) {
    em.create(OrderProductShipping, { orderProduct: lineId, shippingNumber: `60120000${index}`, orderDeliveryCompany: 1 + index });
    em.create(Review, {
      user: member.user.id,
      product: products[index]!.product.id,
      orderProduct: lineId,
      rating: 5,
      note: '배송도 빠르고 품질도 좋아요.',
      status: ReviewStatus.APPLIED,
    });
  }
  await em.flush();
  return placed.orderId;
}

/** `n` reviews of different products (photos, size, staff answers) and `n` completed lines still to review. */
async function reviewsAndReviewableLines(member: TestMember, n: number): Promise<void> {
  const em = api.orm.em.fork();
  for (let index = 0; index < n; index += 1) {
    const { product } = await createCartProduct(em, { options: [{ stock: 5 }] });
    await createReview(em, member.user, product, {
      status: index % 2 === 0 ? ReviewStatus.APPLIED : ReviewStatus.REJECT,
      images: ['/static/products/hanbit-logo-tee-1.svg'],
      size: { size: 'L', height: 175, weight: 68 },
      comments: ['구매해 주셔서 감사해요.'],
      feedback: index % 2 === 0 ? null : '사진을 다시 올려 주세요.',
    });
    await createCompletedLine(em, member.user, product);
  }
}

beforeAll(async () => {
  orders = await startOrdersApi();
  ({ api, fake } = orders);
  const em = api.orm.em.fork();
  light = await createMember(em);
  heavy = await createMember(em);
  const single = await createCartProduct(em, { options: [{ stock: 10 }] });
  lightOrderId = (
    await createOrder(api, light.user.id, { lines: [{ product: single.product, detailId: single.detailIds[0] }] }, fake)
  ).orderId;
  for (let index = 0; index < 10; index += 1) heavyOrderId = await richOrder(heavy);
  staff = await createMember(em, { authority: AUTHORITY.ADMIN });
  oneReview = await createMember(em);
  tenReviews = await createMember(em);
  await reviewsAndReviewableLines(oneReview, 1);
  await reviewsAndReviewableLines(tenReviews, 10);
  // Warm-up: the first request of a process prepares caches that later ones do not repeat.
  await api.gql(ORDER_LIST, { page: 1 }, { token: light.token });
  // The shop's own origins (the payment window's return, ADR 0059) are read once a minute.
  await api.gql(ORDER_DETAIL, { id: lightOrderId }, { token: light.token });
});
afterAll(() => orders?.close());

describe('SQL statements per order screen', () => {
  it('the order list costs the same few statements for 1 order of 1 line and 10 orders of 3 lines', async () => {
    const one = await statementsOf(ORDER_LIST, { page: 1 }, light.token);
    const ten = await statementsOf(ORDER_LIST, { page: 1 }, heavy.token);
    expect(one.length).toBeGreaterThan(0);
    expect(ten).toHaveLength(one.length);
    expect(ten.length).toBeLessThanOrEqual(MAX_STATEMENTS);
  });

  it('the order detail costs the same statements for 1 line and for 3 shipped and reviewed lines', async () => {
    const one = await statementsOf(ORDER_DETAIL, { id: lightOrderId }, light.token);
    const rich = await statementsOf(ORDER_DETAIL, { id: heavyOrderId }, heavy.token);
    expect(rich).toHaveLength(one.length);
    expect(rich.length).toBeLessThanOrEqual(MAX_DETAIL_STATEMENTS);
  });
});

describe('SQL statements per review and staff screen', () => {
  it('my reviews cost the same statements for 1 review and for 10 with photos, sizes and answers', async () => {
    const one = await statementsOf(MY_REVIEWS, { page: 1 }, oneReview.token);
    const ten = await statementsOf(MY_REVIEWS, { page: 1 }, tenReviews.token);
    expect(ten).toHaveLength(one.length);
    expect(ten.length).toBeLessThanOrEqual(MAX_STATEMENTS);
  });

  it('the reviewable lines cost the same statements for 1 line and for 10 lines of different products', async () => {
    const one = await statementsOf(REVIEWABLE, { page: 1 }, oneReview.token);
    const ten = await statementsOf(REVIEWABLE, { page: 1 }, tenReviews.token);
    expect(ten).toHaveLength(one.length);
    expect(ten.length).toBeLessThanOrEqual(MAX_STATEMENTS);
  });

  it("staff's order lines cost the same statements for a page of 1 line and a page of 10 shipped, reviewed lines", async () => {
    const one = await statementsOf(STAFF_LINES, { data: { status: 'PAID' } }, staff.token);
    const ten = await statementsOf(STAFF_LINES, { data: { status: 'COMPLETED', page: 1 } }, staff.token);
    expect(ten).toHaveLength(one.length);
    expect(ten.length).toBeLessThanOrEqual(MAX_STATEMENTS);
  });
});

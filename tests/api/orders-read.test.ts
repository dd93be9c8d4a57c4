// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderProductStatus, PayMethod, ProductGroupDeliveryType, ReviewStatus } from '../../domain/enums';
import { ProductGroupDelivery } from '../../backend/src/modules/catalog/product-group-delivery.entity';
import { OrderProductShipping } from '../../backend/src/modules/order/order-product-shipping.entity';
import { Review } from '../../backend/src/modules/review/review.entity';
import { BANKS } from '../../domain/reference/reference';
import { refusal } from '../support/accounts';
import type { TestApi } from '../support/api';
import { createCartProduct, DeliveryTemplateId, type CartProduct } from '../support/cart-fixtures';
import { createMember, type TestMember } from '../support/catalog-fixtures';
import { operationDocument } from '../support/catalog-operations';
import type { FakePortOneServer } from '../support/fake-portone';
import { createOrder, startOrdersApi, type OrdersApi } from '../support/orders';

const ORDER_LIST = operationDocument('OrderList');
const ORDER_DETAIL = operationDocument('OrderWithSpecification');
const LINE_DETAIL = operationDocument('OrderProductDetail');
const COUNTS = operationDocument('OrderProductCount');
const BANK_LIST = operationDocument('Banks');

interface Line {
  id: number;
  orderId: number;
  status: string;
  optionText: string;
  productName: string;
  isReviewable: boolean;
  reviewableUntil: string | null;
  product: { id: number; name: string; productGroupDelivery: { name: string } | null };
  productOptionDetail: { id: number; option0: string } | null;
  orderProductShipping: {
    shippingNumber: string;
    trackingUrl: string | null;
    orderDeliveryCompany: { content: string };
  } | null;
  review: { id: number; status: string; rating: number } | null;
}

interface OrderData {
  id: number;
  userId: number;
  paidPrice: number;
  deliveryFee: number;
  user: { email: string; name: string };
  orderProducts: Line[];
  orderDelivery: { postCode: string } | null;
  orderSpecification: { payMethod: string; status: string; paymentStatus: string | null; paidAt: string | null };
}

let orders: OrdersApi;
let fake: FakePortOneServer;
let api: TestApi;
let buyer: TestMember;
let stranger: TestMember;
let shirt: CartProduct;
let cap: CartProduct;

beforeAll(async () => {
  orders = await startOrdersApi();
  ({ api, fake } = orders);
  const em = api.orm.em.fork();
  buyer = await createMember(em, { name: '정주문' });
  stranger = await createMember(em);
  shirt = await createCartProduct(em, {
    name: '학과 티셔츠',
    deliveryTemplateId: DeliveryTemplateId.PAY,
    options: [{ stock: 20 }, { stock: 20 }],
  });
  cap = await createCartProduct(em, { name: '로고 모자', count: 50 });
});
afterAll(() => orders?.close());

describe('order reads', () => {
  it('order answers the viewer\'s order with its lines, buyer, address and payment', async () => {
    const placed = await createOrder(
      api,
      buyer.user.id,
      { lines: [{ product: shirt.product, detailId: shirt.detailIds[1], count: 2 }, { product: cap.product }] },
      fake,
    );
    const result = await api.gql<{ order: OrderData }>(ORDER_DETAIL, { id: placed.orderId }, { token: buyer.token });
    expect(result.errors).toBeUndefined();
    const order = result.data!.order;
    expect(order).toMatchObject({
      id: placed.orderId,
      userId: buyer.user.id,
      paidPrice: 25_000 * 3 + 3_000,
      deliveryFee: 3_000,
      user: { email: buyer.user.email, name: '정주문' },
      orderDelivery: { postCode: '34134' },
      orderSpecification: { payMethod: 'card', status: 'PAID', paymentStatus: 'paid' },
    });
    expect(order.orderProducts.map((line) => [line.id, line.product.id, line.productOptionDetail?.id ?? null])).toEqual([
      [placed.lineIds[0], shirt.product.id, shirt.detailIds[1]],
      [placed.lineIds[1], cap.product.id, null],
    ]);
    expect(order.orderProducts[0]).toMatchObject({ optionText: '옵션2', status: 'PAID', orderProductShipping: null, review: null });
  });

  it('order and orderProduct answer NOT_FOUND for another member\'s, exactly like a missing id', async () => {
    const placed = await createOrder(api, buyer.user.id, { lines: [{ product: cap.product }] }, fake);
    const theirs = await api.gql(ORDER_DETAIL, { id: placed.orderId }, { token: stranger.token });
    const missing = await api.gql(ORDER_DETAIL, { id: placed.orderId + 10_000 }, { token: stranger.token });
    expect(refusal(theirs, 'NOT_FOUND').message).toBe(refusal(missing, 'NOT_FOUND').message);
    expect(theirs.data).toBeNull();
    const theirLine = await api.gql(LINE_DETAIL, { id: placed.lineIds[0] }, { token: stranger.token });
    const missingLine = await api.gql(LINE_DETAIL, { id: placed.lineIds[0]! + 10_000 }, { token: stranger.token });
    expect(refusal(theirLine, 'NOT_FOUND').message).toBe(refusal(missingLine, 'NOT_FOUND').message);
  });

  it('order asks an anonymous visitor to sign in', async () => {
    refusal(await api.gql(ORDER_DETAIL, { id: 1 }), 'UNAUTHENTICATED');
  });

  it('orderProduct shows shipping with its tracking link, the review and the 90-day review window', async () => {
    const placed = await createOrder(
      api,
      buyer.user.id,
      { lines: [{ product: shirt.product, detailId: shirt.detailIds[0] }, { product: cap.product }], lineStatus: OrderProductStatus.COMPLETED },
      fake,
    );
    const em = api.orm.em.fork();
    em.create(OrderProductShipping, { orderProduct: placed.lineIds[0]!, shippingNumber: '6012 3456 7890', orderDeliveryCompany: 1 });
    em.create(Review, {
      user: buyer.user.id,
      product: cap.product.id,
      orderProduct: placed.lineIds[1]!,
      rating: 4,
      note: '모자 핏이 좋아요. 추천해요.',
      status: ReviewStatus.READY,
    });
    await em.flush();
    const shipped = await api.gql<{ orderProduct: Line }>(LINE_DETAIL, { id: placed.lineIds[0] }, { token: buyer.token });
    expect(shipped.errors).toBeUndefined();
    const line = shipped.data!.orderProduct;
    expect(line.orderProductShipping).toEqual(
      expect.objectContaining({
        shippingNumber: '6012 3456 7890',
        trackingUrl: 'https://trace.cjlogistics.com/next/tracking.html?wblNo=6012%203456%207890',
        orderDeliveryCompany: expect.objectContaining({ content: 'CJ대한통운' }),
      }),
    );
    expect(line.isReviewable).toBe(true);
    const until = Date.parse(line.reviewableUntil!);
    expect(until - Date.now()).toBeGreaterThan(89 * 86_400_000);
    expect(until - Date.now()).toBeLessThanOrEqual(90 * 86_400_000);

    const reviewed = await api.gql<{ orderProduct: Line }>(LINE_DETAIL, { id: placed.lineIds[1] }, { token: buyer.token });
    expect(reviewed.data!.orderProduct).toMatchObject({ isReviewable: false, review: { status: 'READY', rating: 4 } });
  });

  it('a group-pickup order has no address and shows its pickup point on the product', async () => {
    const em = api.orm.em.fork();
    const jacket = await createCartProduct(em, { name: '단체 과잠', count: 30 });
    em.create(ProductGroupDelivery, {
      product: jacket.product,
      productGroupDeliveryType: ProductGroupDeliveryType.GROUP,
      name: '경영학과 학생회실',
      postCode: '34134',
      address: '대전광역시 유성구 한빛대학로 123',
      detailAddress: '경영관 201호',
      tel: '042-123-4567',
      note: '평일 10시~17시 수령',
    });
    await em.flush();
    const placed = await createOrder(api, buyer.user.id, { lines: [{ product: jacket.product }], groupPickup: true }, fake);
    const result = await api.gql<{ order: OrderData }>(ORDER_DETAIL, { id: placed.orderId }, { token: buyer.token });
    expect(result.errors).toBeUndefined();
    expect(result.data!.order.orderDelivery).toBeNull();
    expect(result.data!.order.orderProducts[0]!.product.productGroupDelivery).toMatchObject({ name: '경영학과 학생회실' });
  });

  it('a virtual account awaiting its deposit shows as ready at the provider', async () => {
    const placed = await createOrder(api, buyer.user.id, { lines: [{ product: cap.product }], payMethod: PayMethod.vbank, paid: false }, fake);
    const result = await api.gql<{ order: OrderData & { orderSpecification: { vbankNum: string | null } } }>(
      ORDER_DETAIL,
      { id: placed.orderId },
      { token: buyer.token },
    );
    expect(result.data!.order.orderSpecification).toMatchObject({ status: 'READY', paymentStatus: 'ready', paidAt: null });
    expect(result.data!.order.orderSpecification.vbankNum).toMatch(/\d{6,}/);
  });
});

describe('the viewer\'s order list and counts', () => {
  let shopper: TestMember;
  const placedIds: number[] = [];

  beforeAll(async () => {
    shopper = await createMember(api.orm.em.fork());
    const day = 86_400_000;
    for (let age = 12; age >= 0; age -= 1) {
      const placed = await createOrder(
        api,
        shopper.user.id,
        {
          lines: [{ product: cap.product }],
          createdAt: new Date(Date.now() - age * 10 * day),
          ...(age === 0 ? { paid: false, payMethod: PayMethod.card } : {}),
          ...(age === 1 ? { lineStatus: OrderProductStatus.DELIVERING } : {}),
        },
        fake,
      );
      placedIds.push(placed.orderId);
    }
    await createOrder(api, stranger.user.id, { lines: [{ product: cap.product }] }, fake);
  });

  it('orders lists the viewer\'s own orders newest first, 10 per page, with the total', async () => {
    const first = await api.gql<{ me: { orders: { total: number; items: OrderData[] } } }>(ORDER_LIST, { page: 1 }, { token: shopper.token });
    expect(first.errors).toBeUndefined();
    const newestFirst = [...placedIds].reverse();
    expect(first.data!.me.orders.total).toBe(13);
    expect(first.data!.me.orders.items.map((order) => order.id)).toEqual(newestFirst.slice(0, 10));
    const second = await api.gql<{ me: { orders: { total: number; items: OrderData[] } } }>(ORDER_LIST, { page: 2 }, { token: shopper.token });
    expect(second.data!.me.orders.items.map((order) => order.id)).toEqual(newestFirst.slice(10));
    expect(second.data!.me.orders.items.every((order) => order.orderProducts.length === 1)).toBe(true);
  });

  it('orders keeps only orders placed on or after startDate', async () => {
    const startDate = new Date(Date.now() - 35 * 86_400_000).toISOString();
    const result = await api.gql<{ me: { orders: { total: number; items: OrderData[] } } }>(
      ORDER_LIST,
      { startDate, page: 1 },
      { token: shopper.token },
    );
    expect(result.data!.me.orders.total).toBe(4);
    expect(result.data!.me.orders.items.map((order) => order.id)).toEqual(placedIds.slice(-4).reverse());
  });

  it('orders refuses a page below 1 in Korean', async () => {
    const result = await api.gql(ORDER_LIST, { page: 0 }, { token: shopper.token });
    expect(refusal(result, 'BAD_USER_INPUT').extensions?.field).toBe('page');
  });

  it('orderProductCount counts the viewer\'s lines by status', async () => {
    const result = await api.gql<{ me: { orderProductCount: Record<string, number> } }>(COUNTS, {}, { token: shopper.token });
    expect(result.data!.me.orderProductCount).toEqual({
      ready: 1,
      paid: 11,
      preparing: 0,
      delivering: 1,
      completed: 0,
      cancelled: 0,
    });
  });
});

describe('banks', () => {
  it('lists the refund banks with their KFTC codes, the same list the mocked API serves', async () => {
    const result = await api.gql<{ banks: { code: string; name: string }[] }>(BANK_LIST);
    expect(result.errors).toBeUndefined();
    expect(result.data!.banks).toEqual(BANKS.map(({ code, name }) => ({ code, name })));
    expect(result.data!.banks).toContainEqual({ code: '004', name: 'KB국민은행' });
  });
});

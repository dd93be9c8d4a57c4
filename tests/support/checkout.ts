// Helpers for the checkout, payment and concurrency API tests: members with points, products with
// chosen stock, templates and pickup points, cart lines, and reading orders, stock and the ledger back.
import { afterAll, beforeAll, expect } from 'vitest';
import { ProductGroupDeliveryType, ProductType } from '../../domain/enums';
import { Cart } from '../../backend/src/modules/cart/cart.entity';
import { DeliveryTemplate } from '../../backend/src/modules/catalog/delivery-template.entity';
import { ProductGroupDelivery } from '../../backend/src/modules/catalog/product-group-delivery.entity';
import { ProductOptionInput } from '../../backend/src/modules/catalog/product-option-input.entity';
import { ProductOption } from '../../backend/src/modules/catalog/product-option.entity';
import { ProductOptionDetail } from '../../backend/src/modules/catalog/product-option-detail.entity';
import type { Product } from '../../backend/src/modules/catalog/product.entity';
import { grantPoints } from '../../backend/src/modules/point/point.service';
import { PointTypeCode } from '../../domain/reference/reference';
import type { PaymentRequest } from '../../backend/src/graphql/__generated__/resolvers-types';
import { sql } from './accounts';
import { startTestApi, type GqlResponse, type TestApi } from './api';
import { createMember, createProduct, type ProductFixture, type TestMember } from './catalog-fixtures';
import { fakePortOneAdapters, startFakePortOne, type FakePortOneServer } from './fake-portone';

export interface CheckoutApi {
  api: TestApi;
  fake: FakePortOneServer;
}

/**
 * The app on its own database with the real PortOne adapter against a fake, started before the
 * file's tests (handed to `started`) and closed after them.
 */
export function useCheckoutApi(started: (context: CheckoutApi) => void, env: Record<string, string> = {}): void {
  let context: CheckoutApi | undefined;
  beforeAll(async () => {
    const fake = await startFakePortOne();
    context = { fake, api: await startTestApi({ adapters: fakePortOneAdapters(fake), env }) };
    started(context);
  });
  afterAll(async () => {
    await context?.api.close();
    await context?.fake.close();
  });
}

export const PLACE_ORDER = `mutation ($data: PlaceOrderInput!) {
  placeOrder(data: $data) {
    id mUid paidPrice
    payment { pg payMethod merchantUid amount name buyerName buyerEmail buyerTel buyerAddr buyerPostcode
      vbankDue noticeUrl redirectUrl sandboxUrl }
  }
}`;

export const PAY_ORDER = `mutation ($data: PayOrderInput!) {
  payOrder(data: $data) { id mUid paidPrice orderSpecification { status payMethod paidAt vbankNum vbankName vbankCode vbankHolder vbankDate } }
}`;

export interface PlacedOrder {
  id: number;
  mUid: string;
  paidPrice: number;
  payment: PaymentRequest | null;
}

export const DELIVERY = {
  name: '김한빛',
  postCode: '34134',
  address: '대전광역시 유성구 한빛대학로 123',
  detailAddress: '기숙사 A동 301호',
  tel: '010-2345-6789',
  note: '문 앞에 놓아 주세요',
};

export function placeOrder(api: TestApi, token: string, data: Record<string, unknown>): Promise<GqlResponse<{ placeOrder: PlacedOrder }>> {
  return api.gql<{ placeOrder: PlacedOrder }>(PLACE_ORDER, { data }, { token });
}

/** Places an order that must succeed. */
export async function placed(api: TestApi, token: string, data: Record<string, unknown>): Promise<PlacedOrder> {
  const result = await placeOrder(api, token, data);
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data!.placeOrder;
}

/** A member with a session and, when given, spendable points (a GAIN row). */
export async function memberWithPoints(api: TestApi, points = 0): Promise<TestMember> {
  const em = api.orm.em.fork();
  const member = await createMember(em);
  if (points > 0) {
    await grantPoints(em, { userId: member.user.id, value: points, code: PointTypeCode.SIGNUP, now: new Date() });
    await em.flush();
  }
  return member;
}

export interface CheckoutProductFixture extends ProductFixture {
  /** A delivery template id of the demo tenant (1 free, 2 pay 3,000, 3 free from 50,000, 4 per five, 5 tiers). */
  deliveryTemplateId?: number;
  /** A GROUPORDER product picked up at its group's point. */
  groupPickup?: boolean;
  /** Required free-text inputs (e.g. 이니셜). */
  inputKeys?: string[];
  /** Two-axis options: colour x size with stock and extra price per combination. */
  combinations?: { colour: string; size: string; count: number; extra?: number }[];
}

/** A product of the demo tenant with exactly the stock, fees and options a test needs. */
export async function checkoutProduct(api: TestApi, fixture: CheckoutProductFixture = {}): Promise<Product> {
  const em = api.orm.em.fork();
  const product = await createProduct(em, {
    ...fixture,
    ...(fixture.groupPickup ? { productType: ProductType.GROUPORDER } : {}),
  });
  if (fixture.deliveryTemplateId) product.deliveryTemplate = em.getReference(DeliveryTemplate, fixture.deliveryTemplateId);
  if (fixture.groupPickup) {
    em.create(ProductGroupDelivery, {
      product,
      productGroupDeliveryType: ProductGroupDeliveryType.GROUP,
      name: '경영학과 학생회',
      postCode: '34134',
      address: '대전광역시 유성구 한빛대학로 123',
      detailAddress: '경영관 101호',
      tel: '042-123-4567',
      note: '평일 10시~17시 수령',
    });
  }
  (fixture.inputKeys ?? []).forEach((key, position) => em.create(ProductOptionInput, { product, key, position }));
  if (fixture.combinations) {
    const colours = [...new Set(fixture.combinations.map((c) => c.colour))];
    const sizes = [...new Set(fixture.combinations.map((c) => c.size))];
    em.create(ProductOption, { product, key: '색상', value: colours.join(','), position: 0 });
    em.create(ProductOption, { product, key: '사이즈', value: sizes.join(','), position: 1 });
    for (const c of fixture.combinations) {
      em.create(ProductOptionDetail, { product, option0: c.colour, option1: c.size, price: c.extra ?? 0, count: c.count });
    }
  }
  await em.flush();
  return product;
}

export async function optionDetailIds(api: TestApi, productId: number): Promise<number[]> {
  const rows = await sql<{ id: number }>(api, 'select id from product_option_detail where product_id = ? order by id', [productId]);
  return rows.map((row) => row.id);
}

/** A cart line straight into the table (the cart's own mutations are tested elsewhere). */
export async function cartLine(
  api: TestApi,
  userId: number,
  line: { productId: number; productOptionDetailId?: number | null; count?: number; inputs?: string[] },
): Promise<number> {
  const em = api.orm.em.fork();
  const optionIds = await sql<{ id: number }>(api, 'select id from product_option where product_id = ? order by position', [
    line.productId,
  ]);
  const template = await sql<{ delivery_template_id: number }>(api, 'select delivery_template_id from product where id = ?', [
    line.productId,
  ]);
  const cart = em.create(Cart, {
    user: userId,
    product: line.productId,
    productOptionDetail: line.productOptionDetailId ?? null,
    productOptionId0: optionIds[0]?.id ?? null,
    productOptionId1: optionIds[1]?.id ?? null,
    productOptionId2: optionIds[2]?.id ?? null,
    productOptionInput0: line.inputs?.[0] ?? null,
    productOptionInput1: line.inputs?.[1] ?? null,
    productOptionInput2: line.inputs?.[2] ?? null,
    deliveryTemplate: template[0]!.delivery_template_id,
    count: line.count ?? 1,
  });
  await em.flush();
  return cart.id;
}

export async function productStock(api: TestApi, productId: number): Promise<number> {
  const rows = await sql<{ count: number }>(api, 'select count from product where id = ?', [productId]);
  return Number(rows[0]?.count);
}

export async function detailStock(api: TestApi, detailId: number): Promise<number> {
  const rows = await sql<{ count: number }>(api, 'select count from product_option_detail where id = ?', [detailId]);
  return Number(rows[0]?.count);
}

/** GAIN - USED - EXPIRED, straight from the ledger. */
export async function ledgerBalance(api: TestApi, userId: number): Promise<number> {
  const rows = await sql<{ balance: string | null }>(
    api,
    `select sum(case status when 'GAIN' then value when 'USED' then -value when 'EXPIRED' then -value else 0 end) as balance
       from point where user_id = ?`,
    [userId],
  );
  return Number(rows[0]?.balance ?? 0);
}

export async function cartIdsOf(api: TestApi, userId: number): Promise<number[]> {
  const rows = await sql<{ id: number }>(api, 'select id from cart where user_id = ? order by id', [userId]);
  return rows.map((row) => row.id);
}

export interface OrderState {
  status: string;
  paidPrice: number;
  pointUsing: number;
  impUid: string | null;
  expiresAt: Date | null;
  lines: { id: number; status: string; paidPrice: number; pointUsing: number; deliveryFee: number }[];
  reserved: number;
}

/** The order's payment, lines and reserved purchase points as stored. */
export async function orderState(api: TestApi, orderId: number): Promise<OrderState> {
  const [order] = await sql<{ status: string; paid_price: number; point_using: number; imp_uid: string | null; expires_at: string | null }>(
    api,
    `select s.status, o.paid_price, o.point_using, s.imp_uid, o.expires_at
       from "order" o join order_specification s on s.order_id = o.id where o.id = ?`,
    [orderId],
  );
  const lines = await sql<{ id: number; status: string; paid_price: number; point_using: number; delivery_fee: number }>(
    api,
    'select id, status, paid_price, point_using, delivery_fee from order_product where order_id = ? order by id',
    [orderId],
  );
  const reserved = await sql<{ n: string }>(api, `select count(*) as n from point where order_id = ? and status = 'RESERVED'`, [orderId]);
  return {
    status: order!.status,
    paidPrice: order!.paid_price,
    pointUsing: order!.point_using,
    impUid: order!.imp_uid,
    expiresAt: order!.expires_at === null ? null : new Date(order!.expires_at),
    lines: lines.map((line) => ({
      id: line.id,
      status: line.status,
      paidPrice: line.paid_price,
      pointUsing: line.point_using,
      deliveryFee: line.delivery_fee,
    })),
    reserved: Number(reserved[0]?.n ?? 0),
  };
}

export interface PayOrderResult {
  id: number;
  mUid: string;
  paidPrice: number;
  orderSpecification: {
    status: string;
    payMethod: string;
    paidAt: string | null;
    vbankNum: string | null;
    vbankName: string | null;
    vbankCode: string | null;
    vbankHolder: string | null;
    vbankDate: string | null;
  };
}

export function payOrder(
  api: TestApi,
  token: string,
  data: { orderId: number; impUid?: string | null; merchantUid: string },
): Promise<GqlResponse<{ payOrder: PayOrderResult }>> {
  return api.gql<{ payOrder: PayOrderResult }>(PAY_ORDER, { data }, { token });
}

/** A notification as PortOne posts it (JSON or form-encoded) to the shop's webhook. */
export async function postWebhook(
  api: TestApi,
  body: Record<string, string>,
  format: 'json' | 'form' = 'json',
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${api.url}/api/payments/webhook`, {
    method: 'POST',
    headers: { 'content-type': format === 'json' ? 'application/json' : 'application/x-www-form-urlencoded' },
    body: format === 'json' ? JSON.stringify(body) : new URLSearchParams(body).toString(),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/** A member's card order of one product, ready for the payment window. */
export async function cardOrder(
  api: TestApi,
  member: TestMember,
  options: { productId: number; count?: number; pointUsing?: number; payMethod?: string },
): Promise<PlacedOrder> {
  return placed(api, member.token, {
    cartIds: [await cartLine(api, member.user.id, { productId: options.productId, count: options.count ?? 1 })],
    payMethod: options.payMethod ?? 'card',
    pointUsing: options.pointUsing ?? 0,
    delivery: DELIVERY,
  });
}

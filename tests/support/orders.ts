// Orders for the order-screen and cancellation tests, written straight through the EntityManager
// with the checkout's own pricing (place-order-pricing.ts), stock moves and point ledger, and paid
// at the fake PortOne so that refunds meet a real payment there.
import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { expect } from 'vitest';
import { OrderProductStatus, OrderSpecificationStatus, PayMethod } from '../../domain/enums';
import { User } from '../../backend/src/modules/account/user.entity';
import { DeliveryTemplate } from '../../backend/src/modules/catalog/delivery-template.entity';
import { ProductOptionDetail } from '../../backend/src/modules/catalog/product-option-detail.entity';
import type { Product } from '../../backend/src/modules/catalog/product.entity';
import { takeStock } from '../../backend/src/modules/catalog/stock';
import { OrderDelivery } from '../../backend/src/modules/order/order-delivery.entity';
import { OrderProduct } from '../../backend/src/modules/order/order-product.entity';
import { OrderSpecification } from '../../backend/src/modules/order/order-specification.entity';
import { Order } from '../../backend/src/modules/order/order.entity';
import { applyPoints, priceOrder } from '../../domain/order/place-order-pricing';
import { reservePurchasePoints, spendPoints } from '../../backend/src/modules/point/point-ledger';
import { grantPoints } from '../../backend/src/modules/point/point.service';
import { PointTypeCode } from '../../domain/reference/reference';
import { refusal } from './accounts';
import { startTestApi, type GqlResponse, type TestApi } from './api';
import { operationDocument } from './catalog-operations';
import {
  fakePortOneAdapters,
  payAtFake,
  startFakePortOne,
  type FakePortOneServer,
  type PaymentRequestLike,
} from './fake-portone';

export interface OrderLineFixture {
  product: Product;
  /** The option combination; none for a product without combinations. */
  detailId?: number | null;
  count?: number;
  inputs?: string[];
}

export interface OrderFixture {
  lines: OrderLineFixture[];
  payMethod?: PayMethod;
  /** READY: placed, not paid (a virtual account issued when payMethod is vbank). PAID by default. */
  paid?: boolean;
  /** Granted to the member first, then spent on the order. */
  pointUsing?: number;
  /** Every line moved on to this status after payment (PREPARING, DELIVERING, COMPLETED). */
  lineStatus?: OrderProductStatus;
  /** The lines go to a group pickup point: no delivery address. */
  groupPickup?: boolean;
  createdAt?: Date;
}

export interface PlacedOrder {
  orderId: number;
  mUid: string;
  paidPrice: number;
  lineIds: number[];
  impUid: string | null;
}

const unique = () => randomBytes(5).toString('hex');

async function pricedLines(em: EntityManager, fixture: OrderFixture) {
  const lines = await Promise.all(
    fixture.lines.map(async (line) => {
      const detail = line.detailId ? await em.findOneOrFail(ProductOptionDetail, line.detailId) : null;
      const extra = detail?.price ?? 0;
      return {
        line,
        detail,
        count: line.count ?? 1,
        templateId: line.product.deliveryTemplate.id,
        unitPrice: line.product.price + extra,
        unitSalePrice: line.product.salePrice + extra,
      };
    }),
  );
  const templates = await em.find(DeliveryTemplate, { id: { $in: lines.map((line) => line.templateId) } });
  const price = priceOrder(lines, (id) => templates.find((template) => template.id === id)!);
  return { lines, paid: applyPoints(price, fixture.pointUsing ?? 0) };
}

/** At the fake PortOne: the payment window's outcome for the order (vbank: issued, then deposited when paid). */
async function payAtProvider(fake: FakePortOneServer, order: Order, payMethod: PayMethod, deposit: boolean) {
  const vbank = payMethod === PayMethod.vbank;
  const wire = await fake.completePayment({
    merchantUid: order.mUid,
    amount: order.paidPrice,
    payMethod,
    pg: payMethod === PayMethod.kakaopay ? 'kakaopay' : 'html5_inicis',
    outcome: vbank ? 'vbank' : 'paid',
    noticeUrl: null,
  });
  return vbank && deposit ? fake.depositVbank(wire.imp_uid) : wire;
}

/**
 * An order of `userId` as checkout would book it (fees on each group's first line, points split
 * over the goods, stock taken), paid at `fake` unless `paid: false`. Needs `fake` whenever a PG
 * amount is to be paid or a virtual account issued.
 */
export async function createOrder(
  api: TestApi,
  userId: number,
  fixture: OrderFixture,
  fake?: FakePortOneServer,
): Promise<PlacedOrder> {
  return api.orm.em.fork().transactional(async (em) => {
    const now = new Date();
    const payMethod = fixture.payMethod ?? PayMethod.card;
    const { lines, paid } = await pricedLines(em, fixture);
    const order = em.create(Order, {
      user: em.getReference(User, userId),
      university: 1,
      paidPrice: paid.paidPrice,
      pointUsing: paid.pointUsing,
      mUid: `test-${unique()}`,
      deliveryFee: paid.deliveryFee,
      totalPrice: paid.totalPrice,
      discountFee: paid.discountFee,
      orderDelivery: fixture.groupPickup
        ? null
        : em.create(OrderDelivery, {
            name: '이한결',
            postCode: '34134',
            address: '대전광역시 유성구 한빛대학로 123',
            detailAddress: '기숙사 B동 301호',
            tel: '+821012345678',
            note: null,
          }),
      expiresAt: fixture.paid === false ? new Date(now.getTime() + 30 * 60_000) : null,
      createdAt: fixture.createdAt ?? now,
    });
    const rows = lines.map(({ line, detail, count }, index) => {
      const booked = paid.lines[index]!;
      return em.create(OrderProduct, {
        order,
        product: line.product,
        productOptionDetail: detail,
        productOptionInput0: line.inputs?.[0] ?? null,
        productOptionInput1: line.inputs?.[1] ?? null,
        deliveryTemplate: line.product.deliveryTemplate,
        count,
        price: booked.price,
        salePrice: booked.salePrice,
        discountFee: booked.discountFee,
        paidPrice: booked.paidPrice,
        deliveryFee: booked.deliveryFee,
        pointUsing: booked.pointUsing,
        productName: line.product.name,
        optionText: detail ? detail.optionValues().join(' / ') : '',
        createdAt: order.createdAt,
      });
    });
    const specification = em.create(OrderSpecification, { order, payMethod });
    await em.flush();
    for (const row of rows) {
      const taken = await takeStock(em, {
        productId: row.product.id,
        productOptionDetailId: row.productOptionDetail?.id ?? null,
        count: row.count,
      });
      if (!taken) throw new Error(`Fixture order: no stock left for ${row.productName}`);
    }
    if (paid.pointUsing > 0) {
      await grantPoints(em, { userId, value: paid.pointUsing, code: PointTypeCode.SIGNUP, now });
      await em.flush();
      await spendPoints(em, { userId, amount: paid.pointUsing, order, now });
    }
    const pgPayment = paid.paidPrice > 0 && (fixture.paid !== false || payMethod === PayMethod.vbank);
    if (pgPayment && !fake) throw new Error('Fixture order: a PG payment needs the fake PortOne');
    const wire = pgPayment ? await payAtProvider(fake!, order, payMethod, fixture.paid !== false) : null;
    specification.impUid = wire?.imp_uid ?? null;
    specification.pgProvider = wire?.pg_provider ?? null;
    if (wire?.vbank_num) {
      Object.assign(specification, {
        vbankNum: wire.vbank_num,
        vbankName: wire.vbank_name,
        vbankCode: wire.vbank_code,
        vbankHolder: wire.vbank_holder,
        vbankDate: new Date(wire.vbank_date * 1000),
      });
    }
    if (fixture.paid !== false) {
      specification.status = OrderSpecificationStatus.PAID;
      specification.paidAt = now;
      for (const row of rows) row.status = OrderProductStatus.PAID;
      await reservePurchasePoints(em, { orderProducts: rows, now });
    }
    if (fixture.lineStatus) {
      for (const row of rows) {
        row.status = fixture.lineStatus;
        if (fixture.lineStatus === OrderProductStatus.COMPLETED) row.completedAt = now;
      }
    }
    await em.flush();
    return {
      orderId: order.id,
      mUid: order.mUid,
      paidPrice: order.paidPrice,
      lineIds: rows.map((row) => row.id),
      impUid: specification.impUid ?? null,
    };
  });
}

/**
 * Everything a buyer's change may write for an order: the order, its lines and payment, its
 * address, the member's point ledger and the stock of its products. Equal before and after a
 * refusal means the refusal changed nothing.
 */
export async function orderSnapshot(api: TestApi, orderId: number) {
  const connection = api.orm.em.fork().getConnection();
  const [order] = await connection.execute<Record<string, unknown>[]>(
    `select user_id, paid_price, point_using, cancel_price, refund_account, refund_holder, refund_bank_name,
            refund_bank_code, expires_at, order_delivery_id from "order" where id = ?`,
    [orderId],
  );
  const lines = await connection.execute(
    `select id, status, cancel_price, cancel_reason, product_option_detail_id, option_text, product_option_id0,
            product_option_input0, product_option_input1, updated_at from order_product where order_id = ? order by id`,
    [orderId],
  );
  const specification = await connection.execute('select status, imp_uid from order_specification where order_id = ?', [orderId]);
  const delivery = await connection.execute('select * from order_delivery where id = ?', [order?.['order_delivery_id'] ?? 0]);
  const points = await connection.execute(
    'select id, status, value, remaining, order_product_id from point where user_id = ? order by id',
    [order?.['user_id'] ?? 0],
  );
  const stock = await connection.execute(
    `select p.id, p.count, coalesce(json_agg(json_build_array(d.id, d.count) order by d.id) filter (where d.id is not null), '[]') as details
       from product p left join product_option_detail d on d.product_id = p.id
      where p.id in (select product_id from order_product where order_id = ?) group by p.id order by p.id`,
    [orderId],
  );
  return { order, lines, specification, delivery, points, stock };
}

export interface ApiOrderLine {
  productId: number;
  productOptionDetailId?: number | null;
  productOptionInputs?: string[];
  count?: number;
}

interface PlaceOrderData {
  placeOrder: { id: number; mUid: string; paidPrice: number; payment: PaymentRequestLike | null };
}

function succeeded<T>(result: GqlResponse<T>, what: string): T {
  if (result.errors || !result.data) throw new Error(`${what} failed: ${JSON.stringify(result.errors)}`);
  return result.data;
}

/**
 * An order the way a member makes one: cart lines, placeOrder, the payment window at the fake
 * PortOne and payOrder (a virtual account is issued and deposited). Unpaid when `pay` is false.
 */
export async function placeOrderThroughApi(
  api: TestApi,
  fake: FakePortOneServer,
  token: string,
  order: { lines: ApiOrderLine[]; payMethod?: PayMethod; pointUsing?: number; pay?: boolean },
): Promise<PlacedOrder> {
  const cartIds: number[] = [];
  for (const line of order.lines) {
    const created = await api.gql<{ createCart: { id: number } }>(
      operationDocument('CreateCart'),
      { data: { count: 1, ...line } },
      { token },
    );
    cartIds.push(succeeded(created, 'createCart').createCart.id);
  }
  const placed = succeeded(
    await api.gql<PlaceOrderData>(
      operationDocument('PlaceOrder'),
      {
        data: {
          cartIds,
          payMethod: order.payMethod ?? PayMethod.card,
          pointUsing: order.pointUsing ?? 0,
          // A member ordering embroidered lines ticks the made-to-order consent (ADR 0066).
          personalisedConsent: order.lines.some((line) => (line.productOptionInputs ?? []).length > 0) ? true : null,
          delivery: { name: '이한결', postCode: '34134', address: '대전광역시 유성구 한빛대학로 123', detailAddress: '301호', tel: '010-1234-5678' },
        },
      },
      { token },
    ),
    'placeOrder',
  ).placeOrder;
  let impUid: string | null = null;
  if (placed.payment && order.pay !== false) {
    const wire = await payAtFake(fake, placed.payment);
    impUid = wire.imp_uid;
    const payOrder = async () =>
      succeeded(
        await api.gql(operationDocument('PayOrder'), { data: { orderId: placed.id, impUid, merchantUid: placed.mUid } }, { token }),
        'payOrder',
      );
    await payOrder();
    // A virtual account is issued first; the deposit makes it paid.
    if (wire.status === 'ready') {
      await fake.depositVbank(wire.imp_uid);
      await payOrder();
    }
  }
  const lines = await api.orm.em
    .fork()
    .getConnection()
    .execute<{ id: number }[]>('select id from order_product where order_id = ? order by id', [placed.id]);
  return { orderId: placed.id, mUid: placed.mUid, paidPrice: placed.paidPrice, lineIds: lines.map((line) => line.id), impUid };
}

export interface OrdersApi {
  api: TestApi;
  fake: FakePortOneServer;
  close(): Promise<void>;
}

/** The app running its real PortOne adapter against a fake PortOne of its own. */
export async function startOrdersApi(): Promise<OrdersApi> {
  const fake = await startFakePortOne();
  const api = await startTestApi({ adapters: fakePortOneAdapters(fake) });
  return {
    api,
    fake,
    async close() {
      await api.close();
      await fake.close();
    },
  };
}

/** `attempt` is refused with `code` in Korean and leaves the order exactly as it was; answers the error. */
export async function expectRefusalKeepsOrder(
  api: TestApi,
  orderId: number,
  attempt: () => Promise<GqlResponse<unknown>>,
  code: string,
) {
  const before = await orderSnapshot(api, orderId);
  const error = refusal(await attempt(), code);
  expect(await orderSnapshot(api, orderId)).toEqual(before);
  return error;
}

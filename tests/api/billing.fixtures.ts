import { CampaignSettleMode, CampaignStatus, PayMethod } from '../../domain/enums';
import { Campaign } from '../../backend/src/modules/campaign/campaign.entity';
import type { Product } from '../../backend/src/modules/catalog/product.entity';
import { sql } from '../support/accounts';
import { createCartProduct, DeliveryTemplateId, type CartProduct } from '../support/cart-fixtures';
import { createMember, type TestMember } from '../support/catalog-fixtures';
import { operationDocument } from '../support/catalog-operations';
import { createOrder, startOrdersApi, type OrdersApi, type PlacedOrder } from '../support/orders';
import { jobDepsOf } from './jobs.fixtures';

// CHARGE_AT_CLOSE group purchases (ADR 0064): a campaign on a product, READY orders of it, and
// billing keys issued at the fake PortOne the way its window does.

export const BILLING_DOCS = {
  request: operationDocument('RequestBillingKey'),
  register: operationDocument('RegisterBillingKey'),
  charge: operationDocument('OrderCampaignCharge'),
};

export interface BillingWorld {
  orders: OrdersApi;
  buyer: TestMember;
  other: TestMember;
  jacket: CartProduct;
}

export async function startBillingWorld(): Promise<BillingWorld> {
  const orders = await startOrdersApi();
  const em = orders.api.orm.em.fork();
  return {
    orders,
    buyer: await createMember(em, { name: '김한빛' }),
    other: await createMember(em, { name: '이가람' }),
    jacket: await createCartProduct(em, { deliveryTemplateId: DeliveryTemplateId.PAY, salePrice: 59_000, count: 500 }),
  };
}

/** A product of its own with a campaign (each test its own, since a product has one campaign). */
export async function campaignProduct(world: BillingWorld, settleMode: CampaignSettleMode = CampaignSettleMode.CHARGE_AT_CLOSE) {
  const em = world.orders.api.orm.em.fork();
  const { product } = await createCartProduct(em, { deliveryTemplateId: DeliveryTemplateId.PAY, salePrice: 59_000, count: 500 });
  const closesAt = new Date(Date.now() + 3 * 24 * 60 * 60_000);
  const campaign = em.create(Campaign, {
    university: 1,
    product,
    minUnits: 2,
    closesAt,
    productionFreezeAt: closesAt,
    settleMode,
    status: CampaignStatus.OPEN,
  });
  await em.flush();
  return { product, campaignId: campaign.id };
}

/** A READY order of the campaign's product, as placeOrder leaves it (no payment yet). */
export function readyOrder(world: BillingWorld, member: TestMember, product: Product, count = 1): Promise<PlacedOrder> {
  return createOrder(world.orders.api, member.user.id, { lines: [{ product, count }], paid: false, payMethod: PayMethod.card }, world.orders.fake);
}

type KeyRequest = { customerUid: string; pg: string; merchantUid: string; amount: number; sandboxUrl: string | null };

export async function requestKey(world: BillingWorld, member: TestMember, orderId: number, method: 'card' | 'kakaopay' = 'card') {
  return world.orders.api.gql<{ requestBillingKey: KeyRequest }>(BILLING_DOCS.request, { data: { orderId, method } }, { token: member.token });
}

export function register(world: BillingWorld, member: TestMember, orderId: number, customerUid: string) {
  return world.orders.api.gql<{ registerBillingKey: { id: number; campaignCharge: ChargeView | null } }>(
    BILLING_DOCS.register,
    { data: { orderId, customerUid } },
    { token: member.token },
  );
}

export interface ChargeView {
  status: string;
  tries: number;
  maxTries: number;
  amount: number;
  nextTryAt: string | null;
  lastError: string | null;
  billingKey: { method: string; cardName: string | null; last4: string | null };
}

/** Request, issue at the fake (as the window does) and register: the order's key is REGISTERED. */
export async function registeredOrder(
  world: BillingWorld,
  product: Product,
  options: { member?: TestMember; declines?: { times: number; failReason?: string }; cardNumber?: string } = {},
) {
  const member = options.member ?? world.buyer;
  const order = await readyOrder(world, member, product);
  const request = (await requestKey(world, member, order.orderId)).data!.requestBillingKey;
  world.orders.fake.issueBillingKey({
    customerUid: request.customerUid,
    pg: request.pg,
    ...(options.declines ? { declines: options.declines } : {}),
    ...(options.cardNumber ? { cardNumber: options.cardNumber } : {}),
  });
  const registered = await register(world, member, order.orderId, request.customerUid);
  if (registered.errors) throw new Error(JSON.stringify(registered.errors));
  return { order, customerUid: request.customerUid };
}

export async function chargeRow(world: BillingWorld, orderId: number) {
  const [row] = await sql<{ id: number; status: string; tries: number; next_try_at: Date | null; last_error: string | null; amount: number }>(
    world.orders.api,
    'select id, status, tries, next_try_at, last_error, amount from campaign_charge where order_id = ?',
    [orderId],
  );
  return row;
}

export async function orderState(world: BillingWorld, orderId: number) {
  const [order] = await sql<{ spec: string; expires_at: Date | null; impUid: string | null }>(
    world.orders.api,
    'select s.status as spec, o.expires_at, s.imp_uid as "impUid" from "order" o join order_specification s on s.order_id = o.id where o.id = ?',
    [orderId],
  );
  const lines = await sql<{ status: string }>(world.orders.api, 'select status from order_product where order_id = ? order by id', [orderId]);
  return { ...order!, lines: lines.map((line) => line.status) };
}

/** Staff's close decided the outcome: the campaign row moves, as close-campaigns leaves it. */
export async function closeCampaign(world: BillingWorld, campaignId: number, status: CampaignStatus) {
  await sql(world.orders.api, 'update campaign set status = ?, closed_at = now() where id = ?', [status, campaignId]);
}

export const depsOf = (world: BillingWorld) => jobDepsOf(world.orders.api);

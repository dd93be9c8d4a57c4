import { AUTHORITY } from '../../domain/enums';
import type { TestApi } from '../support/api';
import { createCartProduct, DeliveryTemplateId, type CartProduct } from '../support/cart-fixtures';
import { createMember, type TestMember } from '../support/catalog-fixtures';
import { operationDocument } from '../support/catalog-operations';
import type { FakePortOneServer } from '../support/fake-portone';
import { startOrdersApi, type OrdersApi } from '../support/orders';

/** The refunds desk's documents and actors, shared by its API and concurrency tests. */
export const DOCS = {
  preview: operationDocument('StaffCancelPreview'),
  cancel: operationDocument('StaffCancelOrderProducts'),
  refunds: operationDocument('StaffRefunds'),
  retry: operationDocument('StaffRetryRefund'),
  requests: operationDocument('StaffCancelRequests'),
  approve: operationDocument('StaffApproveCancelRequest'),
  refuse: operationDocument('StaffRefuseCancelRequest'),
  request: operationDocument('RequestOrderProductCancel'),
  withdraw: operationDocument('WithdrawOrderProductCancelRequest'),
  memberCancel: operationDocument('CancelOrderProduct'),
  memberPreview: operationDocument('CancelPreview'),
};

export interface RefundsWorld {
  orders: OrdersApi;
  api: TestApi;
  fake: FakePortOneServer;
  staff: TestMember;
  viewer: TestMember;
  buyer: TestMember;
  tee: CartProduct;
  mug: CartProduct;
}

export async function startRefundsWorld(): Promise<RefundsWorld> {
  const orders = await startOrdersApi();
  const em = orders.api.orm.em.fork();
  return {
    orders,
    api: orders.api,
    fake: orders.fake,
    staff: await createMember(em, { authority: AUTHORITY.ADMIN, name: '박생협' }),
    viewer: await createMember(em, { authority: AUTHORITY.ADMINHIDDEN, name: '최열람' }),
    buyer: await createMember(em),
    // 3,000 KRW flat per delivery group; 25,000 and 12,000 a unit.
    tee: await createCartProduct(em, { deliveryTemplateId: DeliveryTemplateId.PAY, options: [{ stock: 500 }, { stock: 500 }] }),
    mug: await createCartProduct(em, { deliveryTemplateId: DeliveryTemplateId.PAY, salePrice: 12_000, count: 500 }),
  };
}

export function gql<T>(world: RefundsWorld, query: string, variables: Record<string, unknown>, member: TestMember) {
  return world.api.gql<T>(query, variables, { token: member.token });
}

export interface RefundRow {
  id: number;
  amount: number;
  status: string;
  attempts: number;
  lastError: string | null;
}

export interface CancelResult {
  staffCancelOrderProducts: { orderId: number; cancelledIds: number[]; refund: RefundRow | null };
}

export const staffCancel = (world: RefundsWorld, orderProductIds: number[], extra: Record<string, unknown> = {}, as = world.staff) =>
  gql<CancelResult>(world, DOCS.cancel, { data: { orderProductIds, reason: '품절로 발송이 어려워요.', ...extra } }, as);

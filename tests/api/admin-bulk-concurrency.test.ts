// @vitest-environment node
// Bulk line actions racing each other and the buyer, over HTTP at the same moment: every line ends
// in exactly one valid state, written once (docs/decisions/0050-bulk-line-actions.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORITY } from '../../domain/enums';
import type { Product } from '../../backend/src/modules/catalog/product.entity';
import { count, sql } from '../support/accounts';
import { startTestApi, type TestApi } from '../support/api';
import { createMember, createProduct, type TestMember } from '../support/catalog-fixtures';
import { operationDocument } from '../support/catalog-operations';
import { fakePortOneAdapters, startFakePortOne, type FakePortOneServer } from '../support/fake-portone';
import { createOrder, type OrderFixture, type PlacedOrder } from '../support/orders';

const CONFIRM = operationDocument('StaffConfirmOrderProducts');
const SHIP = operationDocument('StaffShipOrderProducts');
const DELAY = operationDocument('StaffNotifyShippingDelay');
const CANCEL = operationDocument('CancelOrderProduct');

interface Result {
  lines: { orderProductId: number; outcome: string; code: string | null }[];
}

let fake: FakePortOneServer;
let api: TestApi;
let first: TestMember;
let second: TestMember;
let member: TestMember;
let tee: Product;

beforeAll(async () => {
  fake = await startFakePortOne();
  api = await startTestApi({ adapters: fakePortOneAdapters(fake) });
  const em = api.orm.em.fork();
  first = await createMember(em, { authority: AUTHORITY.ADMIN, name: '김운영' });
  second = await createMember(em, { authority: AUTHORITY.ADMIN, name: '박생협' });
  member = await createMember(em);
  tee = await createProduct(em, { count: 5000, price: 30_000, salePrice: 25_000 });
});

afterAll(async () => {
  await api?.close();
  await fake?.close();
});

async function orders(n: number, fixture: Partial<OrderFixture> = {}): Promise<PlacedOrder[]> {
  const placed: PlacedOrder[] = [];
  for (let index = 0; index < n; index += 1) placed.push(await createOrder(api, member.user.id, { lines: [{ product: tee }], ...fixture }, fake));
  return placed;
}

const lineIds = (placed: PlacedOrder[]) => placed.map((order) => order.lineIds[0]!);
const auditRows = (id: number) => count(api, 'staff_audit', "object_type = 'ORDER_PRODUCT' and object_id = ?", [id]);

function outcomesOf(id: number, ...results: Result[]): string[] {
  return results.map((result) => result.lines.find((row) => row.orderProductId === id)!.outcome).sort();
}

describe('bulk actions at the same moment', () => {
  it('two staff confirming the same 20 lines: each line PREPARING once, one audit row, the other call ALREADY_DONE', async () => {
    const ids = lineIds(await orders(20));
    const [a, b] = await Promise.all([
      api.gql<{ staffConfirmOrderProducts: Result }>(CONFIRM, { orderProductIds: ids }, { token: first.token }),
      api.gql<{ staffConfirmOrderProducts: Result }>(CONFIRM, { orderProductIds: [...ids].reverse() }, { token: second.token }),
    ]);
    expect(a.errors).toBeUndefined();
    expect(b.errors).toBeUndefined();
    for (const id of ids) {
      expect(outcomesOf(id, a.data!.staffConfirmOrderProducts, b.data!.staffConfirmOrderProducts)).toEqual(['ALREADY_DONE', 'CHANGED']);
      expect(await auditRows(id)).toBe(1);
      expect(await sql(api, 'select status from order_product where id = ?', [id])).toEqual([{ status: 'PREPARING' }]);
    }
  });

  it('a member cancelling while staff confirm and ship in bulk: CANCELLED with one refund, or DELIVERING with its record', async () => {
    const placed = await orders(8);
    const ids = lineIds(placed);
    const staffWork = async () => {
      const confirmed = await api.gql<{ staffConfirmOrderProducts: Result }>(CONFIRM, { orderProductIds: ids }, { token: first.token });
      const rows = ids.map((id) => ({ orderProductId: id, orderDeliveryCompanyId: 1, shippingNumber: `6400${String(id).padStart(8, '0')}` }));
      const shipped = await api.gql<{ staffShipOrderProducts: Result }>(SHIP, { rows }, { token: first.token });
      return { confirmed, shipped };
    };
    const cancels = () =>
      Promise.all(ids.map((orderProductId) => api.gql(CANCEL, { data: { orderProductId, cancelReason: '단순 변심' } }, { token: member.token })));
    const [work] = await Promise.all([staffWork(), cancels()]);
    expect(work.confirmed.errors).toBeUndefined();
    expect(work.shipped.errors).toBeUndefined();

    for (const order of placed) {
      const id = order.lineIds[0]!;
      const [row] = await sql<{ status: string }>(api, 'select status from order_product where id = ?', [id]);
      const shippings = await count(api, 'order_product_shipping', 'order_product_id = ?', [id]);
      const refunds = fake.cancellations.filter((cancellation) => cancellation.impUid === order.impUid).length;
      if (row!.status === 'CANCELLED') {
        expect({ shippings, refunds }).toEqual({ shippings: 0, refunds: 1 });
      } else {
        expect({ status: row!.status, shippings, refunds }).toEqual({ status: 'DELIVERING', shippings: 1, refunds: 0 });
      }
    }
  });

  it('the same delay notice sent twice at once tells each buyer once', async () => {
    const ids = lineIds(await orders(10, { lineStatus: 'PREPARING' }));
    const data = { orderProductIds: ids, reason: '원단 입고가 늦어지고 있어요', expectedDate: '2099-12-05' };
    const [a, b] = await Promise.all([
      api.gql<{ staffNotifyShippingDelay: Result }>(DELAY, { data }, { token: first.token }),
      api.gql<{ staffNotifyShippingDelay: Result }>(DELAY, { data }, { token: second.token }),
    ]);
    for (const id of ids) {
      expect(outcomesOf(id, a.data!.staffNotifyShippingDelay, b.data!.staffNotifyShippingDelay)).toEqual(['ALREADY_DONE', 'CHANGED']);
      expect(await count(api, 'message', "template = 'SHIPPING_DELAYED' and event_key like ?", [`%line:${id}:%`])).toBe(1);
      expect(await auditRows(id)).toBe(1);
    }
  });
});

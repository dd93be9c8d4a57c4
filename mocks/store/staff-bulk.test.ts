// Bulk line actions as the real API answers them (tests/api/admin-bulk.test.ts, ADR 0050): one
// result per line, nothing written twice, a delay told once per line and date and shown to the buyer.
import { beforeEach, describe, expect, it } from 'vitest';
import { StandardIds } from '../scenarios';
import type { MockApi } from '../schema';
import { ADMIN_TOKEN, DEMO_TOKEN, dataOf, frozenApi, refusalOf, runner, type Run } from './testing';

const { orderProduct: L, order: O } = StandardIds;

let api: MockApi;
let staff: Run;

beforeEach(() => {
  api = frozenApi('standard');
  staff = runner(api, undefined, ADMIN_TOKEN);
});

interface Result {
  changed: number;
  alreadyDone: number;
  refused: number;
  lines: { orderProductId: number; outcome: string; code: string | null; status: string | null }[];
}

const auditOf = (id: number) => api.db.state.staffAudit.filter((row) => row.objectType === 'ORDER_PRODUCT' && row.objectId === id);

describe('bulk line actions', () => {
  it('confirms per line: CHANGED, ALREADY_DONE without a second audit row, REFUSED for a cancelled line', async () => {
    const ids = [L.shortPadding, L.councilVarsity, L.zipupCancelled];
    const first = dataOf(await staff<{ staffConfirmOrderProducts: Result }>('StaffConfirmOrderProducts', { orderProductIds: ids }));
    expect(first.staffConfirmOrderProducts).toMatchObject({ changed: 1, alreadyDone: 1, refused: 1 });
    expect(first.staffConfirmOrderProducts.lines.map((row) => row.outcome)).toEqual(['CHANGED', 'ALREADY_DONE', 'REFUSED']);
    expect(first.staffConfirmOrderProducts.lines[2]).toMatchObject({ code: 'INVALID_STATE', status: 'CANCELLED' });
    const again = dataOf(await staff<{ staffConfirmOrderProducts: Result }>('StaffConfirmOrderProducts', { orderProductIds: [L.shortPadding] }));
    expect(again.staffConfirmOrderProducts.lines[0]!.outcome).toBe('ALREADY_DONE');
    expect(auditOf(L.shortPadding)).toHaveLength(1);
  });

  it('refuses a bad shipping row for the whole call, naming the row', async () => {
    const rows = [
      { orderProductId: L.councilVarsity, orderDeliveryCompanyId: 1, shippingNumber: '684012345678' },
      { orderProductId: L.shortPadding, orderDeliveryCompanyId: 1, shippingNumber: '1' },
    ];
    expect(refusalOf(await staff('StaffShipOrderProducts', { rows }))).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(api.db.state.orders.flatMap((order) => order.lines).find((line) => line.id === L.councilVarsity)?.status).toBe('PREPARING');
  });

  it('tells the buyer of a delay once per date and shows it on their order', async () => {
    const data = { orderProductIds: [L.shortPadding, L.coachJacket], reason: '원단 입고가 늦어지고 있어요', expectedDate: '2099-12-05' };
    const first = dataOf(await staff<{ staffNotifyShippingDelay: Result }>('StaffNotifyShippingDelay', { data }));
    expect(first.staffNotifyShippingDelay).toMatchObject({ changed: 1, refused: 1 });
    const again = dataOf(await staff<{ staffNotifyShippingDelay: Result }>('StaffNotifyShippingDelay', { data }));
    expect(again.staffNotifyShippingDelay).toMatchObject({ changed: 0, alreadyDone: 1, refused: 1 });
    expect(api.db.state.messages.filter((row) => row.template === 'SHIPPING_DELAYED' && row.eventKey.includes(`line:${L.shortPadding}:`))).toHaveLength(1);

    const order = dataOf(await staff<{ order: { orderProducts: { id: number; shippingDelay: unknown }[] } }>('OrderDetail', { id: O.paidWithPoints }, DEMO_TOKEN));
    expect(order.order.orderProducts.find((line) => line.id === L.shortPadding)?.shippingDelay).toMatchObject({ expectedDate: '2099-12-05' });
  });

  it('refuses a shopper', async () => {
    expect(refusalOf(await staff('StaffConfirmOrderProducts', { orderProductIds: [L.shortPadding] }, DEMO_TOKEN)).code).toBe('FORBIDDEN');
  });
});

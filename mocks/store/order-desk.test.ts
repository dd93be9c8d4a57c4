// The order desk as the real order-desk services answer it (docs/decisions/0049,
// tests/api/admin-order-desk.test.ts): filters with the domain's parse and matching, counts,
// the order page's history, and personal saved views.
import { beforeEach, describe, expect, it } from 'vitest';
import { ORDER_DESK_MESSAGES } from '../../domain/order-desk/order-desk';
import { ORDER_LINE_FILTER_MESSAGES } from '../../domain/order-desk/order-line-filter';
import type { MockApi } from '../schema';
import { ADMIN_TOKEN, DEMO_TOKEN, dataOf, frozenApi, refusalOf, runner, type Run } from './testing';

let api: MockApi;
let staff: Run;
let demo: Run;

interface Line {
  id: number;
  orderId: number;
  status: string;
  payMethod: string;
  paidPrice: number;
  buyerName: string;
}

beforeEach(() => {
  api = frozenApi('standard');
  staff = runner(api, undefined, ADMIN_TOKEN);
  demo = runner(api, undefined, DEMO_TOKEN);
});

const page = async (variables: Record<string, unknown>) =>
  dataOf<{ staffOrderLines: { total: number; items: Line[] } }>(await staff('StaffOrderLines', variables)).staffOrderLines;

describe('the order desk in the mocked console', () => {
  it('lists every line of the store, filters together and counts per status', async () => {
    const all = await page({});
    const lineCount = api.db.state.orders.reduce((sum, order) => sum + order.lines.length, 0);
    expect(all.total).toBe(lineCount);
    const card = await page({ filter: { payMethod: 'card', statuses: ['COMPLETED'] } });
    expect(card.items.every((line) => line.payMethod === 'card' && line.status === 'COMPLETED')).toBe(true);
    const { staffOrderLineCounts } = dataOf<{ staffOrderLineCounts: { status: string; count: number }[] }>(
      await staff('StaffOrderLineCounts', { filter: { statuses: ['PAID'] } }),
    );
    expect(staffOrderLineCounts.reduce((sum, row) => sum + row.count, 0)).toBe(lineCount);
  });

  it('sorts by amount and refuses a bad period with the domain sentence', async () => {
    const amounts = (await page({ sort: 'AMOUNT_HIGH' })).items.map((line) => line.paidPrice);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(refusalOf(await staff('StaffOrderLines', { filter: { from: '2026-11-02', to: '2026-11-01' } }))).toEqual({ code: 'BAD_USER_INPUT', message: ORDER_LINE_FILTER_MESSAGES.range });
    expect(refusalOf(await demo('StaffOrderLines', {})).code).toBe('FORBIDDEN');
  });

  it('finds a buyer by phone digits and opens the order with its history', async () => {
    const order = api.db.state.orders[0]!;
    const digits = order.buyer.tel!.slice(-4);
    const found = await page({ filter: { search: digits } });
    expect(found.items.some((line) => line.orderId === order.id)).toBe(true);
    const { staffOrder } = dataOf<{ staffOrder: { history: { summary: string }[]; lines: unknown[] } }>(await staff('StaffOrder', { id: order.id }));
    expect(staffOrder.lines).toHaveLength(order.lines.length);
    expect(staffOrder.history[0]!.summary).toBe('주문했어요');
    expect(refusalOf(await staff('StaffOrder', { id: 987654 }))).toEqual({ code: 'NOT_FOUND', message: ORDER_DESK_MESSAGES.orderNotFound });
  });

  it('keeps saved views per staff member; the same name replaces', async () => {
    const first = dataOf<{ staffSaveOrderView: { id: number } }>(await staff('StaffSaveOrderView', { name: '발송 대기', filter: { statuses: ['PAID'] } }));
    const again = dataOf<{ staffSaveOrderView: { id: number; sort: string } }>(
      await staff('StaffSaveOrderView', { name: '발송 대기', filter: { statuses: ['PREPARING'] }, sort: 'OLDEST' }),
    );
    expect(again.staffSaveOrderView).toMatchObject({ id: first.staffSaveOrderView.id, sort: 'OLDEST' });
    const views = dataOf<{ staffOrderViews: { name: string }[] }>(await staff('StaffOrderViews', {})).staffOrderViews;
    expect(views.map((view) => view.name)).toEqual(['발송 대기']);
    expect(refusalOf(await staff('StaffDeleteOrderView', { id: 987 })).code).toBe('NOT_FOUND');
    expect(dataOf(await staff('StaffDeleteOrderView', { id: first.staffSaveOrderView.id }))).toEqual({ staffDeleteOrderView: true });
  });
});

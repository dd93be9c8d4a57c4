// The Today page and the numbers as the real admin-today services answer them (docs/decisions/0054,
// tests/api/admin-today.test.ts, admin-sales.test.ts): the same domain rules over the store.
import { beforeEach, describe, expect, it } from 'vitest';
import { seoulDay } from '../../domain/order-desk/order-line-filter';
import type { MockApi } from '../schema';
import { ADMIN_TOKEN, DEMO_TOKEN, dataOf, frozenApi, refusalOf, runner, type Run } from './testing';

let api: MockApi;
let staff: Run;

interface Today {
  staffToday: { items: { kind: string; count: number; rows: { id: number; orderId: number | null }[] }[] };
}
interface Report {
  staffSalesReport: { total: { gross: number; refunds: number; net: number }; days: { figures: { net: number } }[] };
}

beforeEach(() => {
  api = frozenApi('standard');
  staff = runner(api, undefined, ADMIN_TOKEN);
});

describe('Today and the numbers in the mocked console', () => {
  it('counts every PAID line of the store as waiting to be confirmed', async () => {
    const paid = api.db.state.orders.flatMap((order) => order.lines).filter((line) => line.status === 'PAID');
    expect(paid.length).toBeGreaterThan(0);
    const today = dataOf<Today>(await staff('StaffToday')).staffToday;
    const toConfirm = today.items.find((item) => item.kind === 'TO_CONFIRM')!;
    expect(toConfirm.count).toBe(paid.length);
    expect(toConfirm.rows.length).toBe(Math.min(3, paid.length));
  });

  it('adds up a period to the lines paid in it, days summing to the total', async () => {
    const day = seoulDay(api.db.now());
    const { staffSalesReport } = dataOf<Report>(await staff('StaffSalesReport', { from: `${day.slice(0, 4)}-01-01`, to: day }));
    expect(staffSalesReport.total.net).toBe(staffSalesReport.total.gross - staffSalesReport.total.refunds);
    expect(staffSalesReport.days.reduce((sum, entry) => sum + entry.figures.net, 0)).toBe(staffSalesReport.total.net);
  });

  it('refuses members and a period longer than a year', async () => {
    const demo = runner(api, undefined, DEMO_TOKEN);
    expect(refusalOf(await demo('StaffToday')).code).toBe('FORBIDDEN');
    expect(refusalOf(await staff('StaffSalesReport', { from: '2025-01-01', to: '2026-11-27' })).code).toBe('BAD_USER_INPUT');
  });
});

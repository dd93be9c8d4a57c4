// The point ledger follows the order (docs/product-rules.md#points): USED when placed, RESERVED when paid,
// GAIN when the line completes, the used share back and the reserved points dropped on cancel.
import { beforeEach, describe, expect, it } from 'vitest';
import { StandardIds } from '../scenarios';
import type { MockApi } from '../schema';
import { ADMIN_TOKEN, dataOf, frozenApi, payPlacedOrder, placeCardOrder, refusalOf, runner, type Run } from './testing';

const { cart: C } = StandardIds;

interface Row {
  status: string;
  value: number;
  pointType: { content: string };
}

let api: MockApi;
let run: Run;

beforeEach(() => {
  api = frozenApi('standard');
  run = runner(api);
});

async function history(status?: string): Promise<{ total: number; items: Row[] }> {
  return dataOf(await run<{ pointsByUserId: { total: number; items: Row[] } }>('PointHistory', { data: { userId: 1, page: 1, status } }))
    .pointsByUserId;
}

async function summary() {
  return dataOf(await run<{ me: { pointSummary: { balance: number; reserved: number; expiringSoon: number } } }>('MyPoints')).me.pointSummary;
}

// The arithmetic (spend order, 1% reservations, the balance) is domain/point/point-ledger.test.ts's.
describe('the point ledger', () => {
  it('books USED at order, RESERVED at payment, GAIN at completion', async () => {
    const start = await summary();
    const placed = await placeCardOrder(run, [C.ecobag], 800);
    expect((await history()).items[0]).toMatchObject({ status: 'USED', value: 800, pointType: { content: '포인트 사용' } });
    expect((await summary()).balance).toBe(start.balance - 800);

    await payPlacedOrder(run, placed);
    const reserved = Math.floor((15000 - 800) / 100);
    expect((await history('RESERVED')).items[0]).toMatchObject({ value: reserved, pointType: { content: '구매 적립' } });
    expect((await summary()).reserved).toBe(start.reserved + reserved);

    const lineId = api.db.state.orders.find((order) => order.id === placed.id)?.lines[0]?.id ?? 0;
    await run('StaffConfirmOrderProduct', { orderProductId: lineId }, ADMIN_TOKEN);
    await run('StaffShipOrderProduct', { data: { orderProductId: lineId, orderDeliveryCompanyId: 1, shippingNumber: '684012345678' } }, ADMIN_TOKEN);
    await run('StaffCompleteOrderProduct', { orderProductId: lineId }, ADMIN_TOKEN);
    expect(await summary()).toMatchObject({ balance: start.balance - 800 + reserved, reserved: start.reserved });
  });

  it('a cancelled paid line returns its used points and drops the points it would have earned', async () => {
    const start = await summary();
    const placed = await placeCardOrder(run, [C.ecobag], 800);
    await payPlacedOrder(run, placed);
    const lineId = api.db.state.orders.find((order) => order.id === placed.id)?.lines[0]?.id ?? 0;

    await run('CancelOrderProduct', { data: { orderProductId: lineId, cancelReason: '단순 변심' } });

    expect(await summary()).toMatchObject({ balance: start.balance, reserved: start.reserved });
    expect((await history()).items[0]).toMatchObject({ status: 'GAIN', value: 800, pointType: { content: '주문 취소 환원' } });
  });

  it('stops counting a rest the moment it expires, and books it as EXPIRED at its expiry when points are spent', async () => {
    const gain = api.db.state.points.find((row) => row.userId === 1 && row.status === 'GAIN' && (row.remaining ?? 0) > 100);
    if (!gain?.remaining) throw new Error('expected an unspent GAIN');
    const rest = gain.remaining;
    const start = await summary();
    const expiredAt = new Date(Date.parse(api.scenario.now) - 1000).toISOString();
    gain.expiredAt = expiredAt;
    expect((await summary()).balance).toBe(start.balance - rest);

    await placeCardOrder(run, [C.ecobag], 100);
    const expired = (await history('EXPIRED')).items.find((row) => row.value === rest);
    expect(expired).toMatchObject({ pointType: { content: '소멸' } });
    expect(api.db.state.points.find((row) => row.status === 'EXPIRED' && row.value === rest)?.createdAt).toBe(expiredAt);
    expect((await summary()).balance).toBe(start.balance - rest - 100);
  });

  it('only the member (or staff) may read a member’s ledger', async () => {
    const result = await run('PointHistory', { data: { userId: 2 } });
    expect(refusalOf(result)).toEqual({ code: 'FORBIDDEN', message: '다른 회원의 포인트 내역은 볼 수 없어요.' });
    const staff = dataOf(await run<{ pointsByUserId: { total: number } }>('PointHistory', { data: { userId: 1 } }, ADMIN_TOKEN));
    expect(staff.pointsByUserId.total).toBe((await history()).total);
  });
});

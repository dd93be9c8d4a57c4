// Pickup day in the mocked API, as the real API answers it (tests/api/pickup-day.test.ts, ADR 0067).
import { beforeEach, describe, expect, it } from 'vitest';
import { StandardIds } from '../scenarios';
import type { MockApi } from '../schema';
import { ADMIN_TOKEN, DEMO_TOKEN, dataOf, frozenApi, refusalOf, runner, type Run } from './testing';

const { orderProduct: L, order: O } = StandardIds;
const POINT = 1;

interface Roster {
  entries: { orderId: number; name: string; phoneLast4: string; lines: { orderProductId: number; status: string }[] }[];
  collectedLines: number;
  remainingLines: number;
}

let api: MockApi;
let staff: Run;
let demo: Run;

beforeEach(() => {
  api = frozenApi('standard');
  staff = runner(api, undefined, ADMIN_TOKEN);
  demo = runner(api, undefined, DEMO_TOKEN);
});

const pass = async () =>
  dataOf(await demo<{ order: { pickupPass: { code: string; orderProductIds: number[] } | null } }>('OrderWithSpecification', { id: O.groupPickupPreparing })).order.pickupPass;

describe('pickup day in the mocked API', () => {
  it('shows the demo member a pass that finds them on the roster, as does their name and last four digits', async () => {
    const mine = await pass();
    expect(mine?.orderProductIds).toEqual([L.councilVarsity]);
    const byCode = dataOf(await staff<{ staffPickupRoster: Roster }>('StaffPickupRoster', { pickupPointId: POINT, search: mine!.code }));
    expect(byCode.staffPickupRoster.entries.map((entry) => entry.orderId)).toEqual([O.groupPickupPreparing]);
    const demoName = byCode.staffPickupRoster.entries[0]!.name;
    const byName = dataOf(await staff<{ staffPickupRoster: Roster }>('StaffPickupRoster', { pickupPointId: POINT, search: `${demoName} 5678` }));
    expect(byName.staffPickupRoster.entries.map((entry) => entry.orderId)).toContain(O.groupPickupPreparing);
    const wrongDigits = dataOf(await staff<{ staffPickupRoster: Roster }>('StaffPickupRoster', { pickupPointId: POINT, search: `${demoName} 0000` }));
    expect(wrongDigits.staffPickupRoster.entries).toEqual([]);
  });

  it('refuses a forged code and a member who is not staff', async () => {
    const mine = await pass();
    const forged = mine!.code.replace(`.${O.groupPickupPreparing}.`, `.${O.groupPickupPreparing + 1}.`);
    expect(refusalOf(await staff('StaffPickupRoster', { pickupPointId: POINT, search: forged }))).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(refusalOf(await demo('StaffPickupRoster', { pickupPointId: POINT }))).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('checks a line off once: COMPLETED, its reserved points GAIN, the pass gone and 수령 완료 counted', async () => {
    const before = dataOf(await staff<{ staffPickupRoster: Roster }>('StaffPickupRoster', { pickupPointId: POINT }));
    const reserved = api.db.state.points.filter((row) => row.orderProductId === L.councilVarsity && row.status === 'RESERVED').length;
    const data = { pickupPointId: POINT, orderProductIds: [L.councilVarsity] };
    const done = dataOf(await staff<{ staffCheckOffPickup: Roster }>('StaffCheckOffPickup', { data }));
    expect(done.staffCheckOffPickup.collectedLines).toBe(before.staffPickupRoster.collectedLines + 1);
    expect(done.staffCheckOffPickup.remainingLines).toBe(before.staffPickupRoster.remainingLines - 1);
    dataOf(await staff('StaffCheckOffPickup', { data }));
    const line = api.db.state.orders.flatMap((order) => order.lines).find((row) => row.id === L.councilVarsity)!;
    expect(line.status).toBe('COMPLETED');
    expect(api.db.state.points.filter((row) => row.orderProductId === L.councilVarsity && row.status === 'RESERVED')).toHaveLength(0);
    expect(api.db.state.points.filter((row) => row.orderProductId === L.councilVarsity && row.status === 'GAIN')).toHaveLength(reserved);
    expect(api.db.state.staffAudit.filter((row) => row.objectId === L.councilVarsity && row.action === 'orderProduct.complete')).toHaveLength(1);
    expect(await pass()).toBeNull();
    expect(refusalOf(await staff('StaffCheckOffPickup', { data: { pickupPointId: POINT, orderProductIds: [L.logoTee] } }))).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('ships instead after the pickup period: the student is told once, and the desk flags the line', async () => {
    const order = api.db.state.orders.find((row) => row.id === O.groupPickupPreparing)!;
    const line = order.lines.find((row) => row.id === L.councilVarsity)!;
    api.db.product(line.productId)!.deliverEndedAt = new Date(api.db.now().getTime() - 86_400_000).toISOString();
    const delivery = { name: '김한빛', postCode: '34134', address: '대전광역시 유성구 한빛대학로 123', detailAddress: '기숙사 3동 301호', tel: '01055554321' };
    dataOf(await demo('RequestPickupShipping', { data: { orderId: order.id, delivery } }));
    const told = () => api.db.state.messages.filter((row) => row.template === 'PICKUP_SHIPPING_REQUESTED' && row.userId === order.userId);
    expect(told().map((row) => row.variables)).toEqual([
      { orderNo: order.mUid, productNames: line.productName, address: '대전광역시 유성구 한빛대학로 123 기숙사 3동 301호', orderUrl: `/my/orders/${order.id}` },
    ]);
    expect(refusalOf(await demo('RequestPickupShipping', { data: { orderId: order.id, delivery } }))).toMatchObject({ code: 'INVALID_STATE' });
    expect(told()).toHaveLength(1);
    const desk = dataOf(await staff<{ staffOrderLines: { items: { id: number; shippingRequested: boolean }[] } }>('StaffOrderLines', { filter: { search: order.mUid } }));
    expect(desk.staffOrderLines.items.find((row) => row.id === L.councilVarsity)?.shippingRequested).toBe(true);
    const requested = dataOf(await staff<{ staffOrderLines: { items: { id: number }[] } }>('StaffOrderLines', { filter: { shippingRequested: true } }));
    expect(requested.staffOrderLines.items.map((row) => row.id)).toEqual([L.councilVarsity]);
  });
});

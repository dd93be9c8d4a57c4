import { describe, expect, it } from 'vitest';
import { DEMO_CLASS_ORDER_CODE } from '../scenarios/standard/class-orders';
import { classOrdersOf } from './class-orders';
import { ADMIN_TOKEN, dataOf, frozenApi, payPlacedOrder, refusalOf, runner } from './testing';

interface Roster {
  classOrderRoster: { entries: { name: string; paid: boolean; inputs: string[] }[]; sizes: { optionText: string; units: number; paidUnits: number }[] };
}

describe('class orders in the mocked API', () => {
  it('serves the demo roster to its representative and refuses it to anyone else', async () => {
    const run = runner(frozenApi('standard'));
    const roster = dataOf(await run<Roster>('ClassOrderRoster', { code: DEMO_CLASS_ORDER_CODE })).classOrderRoster;
    expect(roster.entries.map((entry) => [entry.name, entry.paid])).toEqual([
      ['이서연', true],
      ['박지훈', true],
      ['최유나', true],
      ['정민재', false],
      ['한소희', false],
    ]);
    expect(refusalOf(await run('ClassOrderRoster', { code: DEMO_CLASS_ORDER_CODE }, null)).code).toBe('UNAUTHENTICATED');
    const mine = dataOf(await run<{ myClassOrders: { code: string }[] }>('MyClassOrders')).myClassOrders;
    expect(mine.map((row) => row.code)).toEqual([DEMO_CLASS_ORDER_CODE]);
  });

  it('a classmate joins with embroidery (all inputs required), pays, and shows on the roster as paid; a second join is refused', async () => {
    const run = runner(frozenApi('standard'));
    const classOrder = dataOf(
      await run<{ classOrder: { product: { productOptionDetails: { id: number; count: number }[] } } }>('ClassOrder', { code: DEMO_CLASS_ORDER_CODE }, ADMIN_TOKEN),
    ).classOrder;
    const detail = classOrder.product.productOptionDetails.find((row) => row.count > 0)!;
    const bad = refusalOf(await run('JoinClassOrder', { data: { code: DEMO_CLASS_ORDER_CODE, productOptionDetailId: detail.id, productOptionInputs: ['PCS'], count: 1 } }, ADMIN_TOKEN));
    expect(bad).toEqual({ code: 'BAD_USER_INPUT', message: '학번 항목을 입력해 주세요.' });
    const carts = dataOf(
      await run<{ joinClassOrder: { id: number }[] }>('JoinClassOrder', { data: { code: DEMO_CLASS_ORDER_CODE, productOptionDetailId: detail.id, productOptionInputs: ['PCS', '20231234'], count: 1 } }, ADMIN_TOKEN),
    ).joinClassOrder;
    // A class line is picked up at the class's point: no address is sent.
    const placed = dataOf(await run<{ placeOrder: { id: number; mUid: string } }>('PlaceOrder', { data: { cartIds: carts.map((cart) => cart.id), payMethod: 'card', pointUsing: 0, personalisedConsent: true } }, ADMIN_TOKEN)).placeOrder;
    const payRun = (operation: string, variables: Record<string, unknown>) => run(operation, variables, ADMIN_TOKEN);
    await payPlacedOrder(payRun as never, placed);
    const roster = dataOf(await run<Roster>('ClassOrderRoster', { code: DEMO_CLASS_ORDER_CODE })).classOrderRoster;
    expect(roster.entries.at(-1)).toMatchObject({ name: '박생협', paid: true, inputs: ['PCS', '20231234'] });
    const again = refusalOf(await run('JoinClassOrder', { data: { code: DEMO_CLASS_ORDER_CODE, productOptionDetailId: detail.id, productOptionInputs: ['PCS', '20231234'], count: 1 } }, ADMIN_TOKEN));
    expect(again.code).toBe('INVALID_STATE');
  });

  it('allows one reminder a day', async () => {
    const run = runner(frozenApi('standard'));
    expect(refusalOf(await run('RemindClassOrder', { code: DEMO_CLASS_ORDER_CODE })).message).toBe('결제를 기다리는 학생이 없어요.');
  });

  it('hands a class line out at the class order point, not the product one (ADR 0069)', async () => {
    const api = frozenApi('standard');
    const run = runner(api);
    // A second point of the shop, where this class order collects its jackets.
    const [productPoint] = api.db.catalogue.pickupPoints;
    api.db.catalogue.pickupPoints.push({ ...productPoint!, id: 2, name: '경상관 204호 학생회실' });
    classOrdersOf(api.db).find((row) => row.code === DEMO_CLASS_ORDER_CODE)!.pickupPointId = 2;
    const classOrder = dataOf(
      await run<{ classOrder: { product: { productOptionDetails: { id: number; count: number }[] } } }>('ClassOrder', { code: DEMO_CLASS_ORDER_CODE }, ADMIN_TOKEN),
    ).classOrder;
    const detail = classOrder.product.productOptionDetails.find((row) => row.count > 0)!;
    const carts = dataOf(
      await run<{ joinClassOrder: { id: number }[] }>('JoinClassOrder', { data: { code: DEMO_CLASS_ORDER_CODE, productOptionDetailId: detail.id, productOptionInputs: ['PCS', '20231234'], count: 1 } }, ADMIN_TOKEN),
    ).joinClassOrder;
    const placed = dataOf(await run<{ placeOrder: { id: number; mUid: string } }>('PlaceOrder', { data: { cartIds: carts.map((cart) => cart.id), payMethod: 'card', pointUsing: 0, personalisedConsent: true } }, ADMIN_TOKEN)).placeOrder;
    await payPlacedOrder(((operation: string, variables: Record<string, unknown>) => run(operation, variables, ADMIN_TOKEN)) as never, placed);
    const rosterAt = async (pickupPointId: number) =>
      dataOf(await run<{ staffPickupRoster: { entries: { orderId: number }[] } }>('StaffPickupRoster', { pickupPointId, search: null }, ADMIN_TOKEN)).staffPickupRoster.entries.map(
        (entry) => entry.orderId,
      );
    expect(await rosterAt(2)).toContain(placed.id);
    expect(await rosterAt(productPoint!.id)).not.toContain(placed.id);
  });
});

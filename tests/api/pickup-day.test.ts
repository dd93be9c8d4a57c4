// @vitest-environment node
// Pickup day over HTTP (docs/decisions/0067-pickup-day.md): the roster's search and levels, a
// forged or foreign pass refused, lines of another point or tenant refused, two phones checking
// one line off at once (COMPLETED once, points GAIN once), and shipping instead after the period.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORITY } from '../../domain/enums';
import { signPickupPass } from '../../domain/pickup/pickup-pass';
import type { Product } from '../../backend/src/modules/catalog/product.entity';
import { count, sql } from '../support/accounts';
import { startTestApi, type TestApi } from '../support/api';
import { createMember, createProduct, type TestMember } from '../support/catalog-fixtures';
import { operationDocument } from '../support/catalog-operations';
import { fakePortOneAdapters, startFakePortOne, type FakePortOneServer } from '../support/fake-portone';
import { createOrder } from '../support/orders';
import { createSecondUniversity } from '../support/tenants';
import { PICKUP_DEMO_MUID, seedPickupDemo } from '../../backend/src/db/seeders/seed-pickup';
import { demoMember } from '../../mocks/scenarios/standard';

const ROSTER = operationDocument('StaffPickupRoster');
const CHECK_OFF = operationDocument('StaffCheckOffPickup');
const SHIP_INSTEAD = operationDocument('RequestPickupShipping');
const PASS = 'query ($id: Int!) { order(id: $id) { pickupPass { orderId code pickupPointName orderProductIds } canRequestPickupShipping } }';

interface Roster {
  entries: { orderId: number; name: string; phoneLast4: string; lines: { orderProductId: number; status: string; shippingRequested: boolean }[] }[];
  collectedLines: number;
  remainingLines: number;
}

let fake: FakePortOneServer;
let api: TestApi;
let admin: TestMember;
let viewer: TestMember;
let student: TestMember;
let namesake: TestMember;
let jacket: Product;
let pointId: number;

async function pickupPoint(name: string, universityId = 1): Promise<number> {
  const [row] = await sql<{ id: number }>(
    api,
    `insert into pickup_point (university_id, name, post_code, address, detail_address, tel, note) values (?, ?, '34134', '대전광역시 유성구 한빛대학로 123', '1층', '0421234567', '') returning id`,
    [universityId, name],
  );
  return row!.id;
}

async function handOutAt(product: Product, point: number, deliverEndedAt: Date | null = null) {
  await sql(
    api,
    `insert into product_group_delivery (product_id, product_group_delivery_type, name, post_code, address, detail_address, tel, note, pickup_point_id)
     values (?, 'GROUP', '학생회관', '34134', '대전', '1층', '0421234567', '', ?)`,
    [product.id, point],
  );
  await sql(api, 'update product set deliver_ended_at = ? where id = ?', [deliverEndedAt, product.id]);
}

const pickupOrder = (member: TestMember, product = jacket, pointUsing = 0) =>
  createOrder(api, member.user.id, { groupPickup: true, pointUsing, lines: [{ product, count: 1 }] }, fake);

const roster = (search: string | null, token = admin.token, id = pointId) => api.gql<{ staffPickupRoster: Roster }>(ROSTER, { pickupPointId: id, search }, { token });
const checkOff = (ids: number[], token = admin.token, id = pointId) =>
  api.gql<{ staffCheckOffPickup: Roster }>(CHECK_OFF, { data: { pickupPointId: id, orderProductIds: ids } }, { token });

beforeAll(async () => {
  fake = await startFakePortOne();
  api = await startTestApi({ adapters: fakePortOneAdapters(fake) });
  const em = api.orm.em.fork();
  admin = await createMember(em, { authority: AUTHORITY.ADMIN, name: '김운영' });
  viewer = await createMember(em, { authority: AUTHORITY.ADMINHIDDEN, name: '박열람' });
  student = await createMember(em, { name: '한수령' });
  namesake = await createMember(em, { name: '한수령' });
  await sql(api, 'update "user" set tel = ? where id = ?', ['+821055554321', student.user.id]);
  await sql(api, 'update "user" set tel = ? where id = ?', ['+821077778888', namesake.user.id]);
  jacket = await createProduct(em, { name: '수령일 과잠', productType: 'GROUPORDER', count: 100 });
  pointId = await pickupPoint('학생회관 수령처');
  await handOutAt(jacket, pointId);
});

afterAll(async () => {
  await api?.close();
  await fake?.close();
});

describe('the pickup pass', () => {
  it('shows a signed code on the student order that the roster finds, and no pass for an order shipped home', async () => {
    const placed = await pickupOrder(student);
    const read = await api.gql<{ order: { pickupPass: { orderId: number; code: string; orderProductIds: number[] } | null } }>(PASS, { id: placed.orderId }, { token: student.token });
    expect(read.errors).toBeUndefined();
    const pass = read.data!.order.pickupPass!;
    expect(pass).toMatchObject({ orderId: placed.orderId, orderProductIds: placed.lineIds });
    expect(pass.code).toMatch(new RegExp(`^PK1\\.${placed.orderId}\\.`));
    expect(pass.code).not.toContain('한수령');
    const found = await roster(pass.code);
    expect(found.data!.staffPickupRoster.entries.map((entry) => entry.orderId)).toEqual([placed.orderId]);

    const home = await createOrder(api, student.user.id, { lines: [{ product: await createProduct(api.orm.em.fork()) }] }, fake);
    const none = await api.gql<{ order: { pickupPass: unknown } }>(PASS, { id: home.orderId }, { token: student.token });
    expect(none.data!.order.pickupPass).toBeNull();
  });

  it('refuses a forged code, an edited order id and another shop’s pass as a field error, naming search', async () => {
    const placed = await pickupOrder(student);
    const forged = [
      await signPickupPass('someone-elses-secret-of-forty-characters!', 1, placed.orderId),
      (await signPickupPass(api.config.PICKUP_PASS_SECRET, 1, placed.orderId)).replace(`.${placed.orderId}.`, `.${placed.orderId + 1}.`),
      await signPickupPass(api.config.PICKUP_PASS_SECRET, 2, placed.orderId),
    ];
    for (const code of forged) {
      const answer = await roster(code);
      expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'search' });
      expect(answer.errors?.[0]?.message).toMatch(/확인할 수 없는 QR 코드예요/);
    }
  });
});

describe('the roster', () => {
  it('finds a student by name and by name plus the last four digits, telling namesakes apart', async () => {
    await pickupOrder(namesake);
    const byName = (await roster('한수령')).data!.staffPickupRoster;
    expect(new Set(byName.entries.map((entry) => entry.phoneLast4))).toEqual(new Set(['4321', '8888']));
    const exact = (await roster('한수령 4321')).data!.staffPickupRoster;
    expect(exact.entries.length).toBeGreaterThan(0);
    expect(exact.entries.every((entry) => entry.phoneLast4 === '4321' && entry.name === '한수령')).toBe(true);
    expect(exact.remainingLines).toBe(byName.remainingLines);
  });

  it('is staff-only, read-only for level 2, and answers another tenant’s point as missing', async () => {
    const placed = await pickupOrder(student);
    expect((await roster(null, student.token)).errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
    expect((await roster(null, viewer.token)).errors).toBeUndefined();
    const refused = await checkOff(placed.lineIds, viewer.token);
    expect(refused.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
    expect(await sql(api, 'select status from order_product where id = ?', [placed.lineIds[0]])).toEqual([{ status: 'PAID' }]);
    const second = await createSecondUniversity(api.orm.em.fork());
    const foreignPoint = await pickupPoint('새봄대 수령처', second.id);
    expect((await roster(null, admin.token, foreignPoint)).errors?.[0]?.extensions?.['code']).toBe('NOT_FOUND');
  });
});

describe('checking lines off', () => {
  it('two phones checking the same line at once complete it once, with one audit row and the points GAIN once', async () => {
    const placed = await pickupOrder(student, jacket, 0);
    const line = placed.lineIds[0]!;
    const reserved = await count(api, 'point', "order_product_id = ? and status = 'RESERVED'", [line]);
    expect(reserved).toBe(1);
    const [a, b] = await Promise.all([checkOff([line]), checkOff([line], (await createMember(api.orm.em.fork(), { authority: AUTHORITY.ADMIN })).token)]);
    expect(a.errors).toBeUndefined();
    expect(b.errors).toBeUndefined();
    expect(await sql(api, 'select status from order_product where id = ?', [line])).toEqual([{ status: 'COMPLETED' }]);
    expect(await count(api, 'point', "order_product_id = ? and status = 'GAIN'", [line])).toBe(1);
    expect(await count(api, 'point', "order_product_id = ? and status = 'RESERVED'", [line])).toBe(0);
    expect(await count(api, 'staff_audit', "object_type = 'ORDER_PRODUCT' and object_id = ? and action = 'orderProduct.complete'", [line])).toBe(1);
    const entry = b.data!.staffCheckOffPickup.entries.find((row) => row.orderId === placed.orderId)!;
    expect(entry.lines[0]).toMatchObject({ orderProductId: line, status: 'COMPLETED' });
    // Checking it off again changes nothing.
    expect((await checkOff([line])).errors).toBeUndefined();
    expect(await count(api, 'point', "order_product_id = ? and status = 'GAIN'", [line])).toBe(1);
    const pass = await api.gql<{ order: { pickupPass: unknown } }>(PASS, { id: placed.orderId }, { token: student.token });
    expect(pass.data!.order.pickupPass).toBeNull();
  });

  it('refuses a line of another point or another tenant as missing, changing nothing', async () => {
    const hoodie = await createProduct(api.orm.em.fork(), { name: '다른 수령처 후드', productType: 'GROUPORDER', count: 10 });
    await handOutAt(hoodie, await pickupPoint('공대 수령처'));
    const elsewhere = await pickupOrder(student, hoodie);
    const foreign = await pickupOrder(student);
    const second = await createSecondUniversity(api.orm.em.fork());
    await sql(api, 'update "order" set university_id = ? where id = ?', [second.id, foreign.orderId]);
    const mine = await pickupOrder(student);
    for (const id of [elsewhere.lineIds[0]!, foreign.lineIds[0]!]) {
      const answer = await checkOff([mine.lineIds[0]!, id]);
      expect(answer.errors?.[0]?.extensions?.['code']).toBe('NOT_FOUND');
    }
    expect(await sql(api, 'select status from order_product where id = ?', [mine.lineIds[0]])).toEqual([{ status: 'PAID' }]);
  });
});

describe('shipping instead', () => {
  const ADDRESS = { name: '한수령', postCode: '34134', address: '대전광역시 유성구 한빛대학로 123', detailAddress: '기숙사 3동 301호', tel: '01055554321' };

  it('is refused during the pickup period and records the address and flags the lines after it', async () => {
    const late = await createProduct(api.orm.em.fork(), { name: '기간 지난 과잠', productType: 'GROUPORDER', count: 10 });
    await handOutAt(late, pointId, new Date(Date.now() + 3 * 86_400_000));
    const placed = await pickupOrder(student, late);
    const early = await api.gql(SHIP_INSTEAD, { data: { orderId: placed.orderId, delivery: ADDRESS } }, { token: student.token });
    expect(early.errors?.[0]?.extensions?.['code']).toBe('INVALID_STATE');
    expect(early.errors?.[0]?.message).toMatch(/수령 기간\(.*까지\)이 끝난 뒤에/);
    await sql(api, 'update product set deliver_ended_at = ? where id = ?', [new Date(Date.now() - 86_400_000), late.id]);
    const before = await api.gql<{ order: { canRequestPickupShipping: boolean } }>(PASS, { id: placed.orderId }, { token: student.token });
    expect(before.data!.order.canRequestPickupShipping).toBe(true);
    const asked = await api.gql(SHIP_INSTEAD, { data: { orderId: placed.orderId, delivery: ADDRESS } }, { token: student.token });
    expect(asked.errors).toBeUndefined();
    expect(await sql(api, 'select d.detail_address from "order" o join order_delivery d on d.id = o.order_delivery_id where o.id = ?', [placed.orderId])).toEqual([
      { detail_address: '기숙사 3동 301호' },
    ]);
    const flagged = (await roster('한수령 4321')).data!.staffPickupRoster.entries.find((entry) => entry.orderId === placed.orderId)!;
    expect(flagged.lines[0]!.shippingRequested).toBe(true);
    const told = () =>
      sql<{ user_id: number; variables: Record<string, string> }>(api, `select user_id, variables from message where template = 'PICKUP_SHIPPING_REQUESTED' and event_key like ?`, [
        `%order:${placed.orderId}:%`,
      ]);
    // The student is told what ships where, once (ADR 0070).
    expect(await told()).toEqual([
      {
        user_id: student.user.id,
        variables: { orderNo: placed.mUid, productNames: '기간 지난 과잠', address: '대전광역시 유성구 한빛대학로 123 기숙사 3동 301호', orderUrl: `/my/orders/${placed.orderId}` },
      },
    ]);
    const again = await api.gql(SHIP_INSTEAD, { data: { orderId: placed.orderId, delivery: ADDRESS } }, { token: student.token });
    expect(again.errors?.[0]?.extensions?.['code']).toBe('INVALID_STATE');
    expect(await told()).toHaveLength(1);
    // Staff find the request on the order desk: the 택배 요청 filter holds this line and no other.
    const desk = (shippingRequested: boolean) =>
      api.gql<{ staffOrderLines: { items: { id: number; shippingRequested: boolean }[] } }>(
        'query ($filter: StaffOrderLineFilter) { staffOrderLines(filter: $filter) { items { id shippingRequested } } }',
        { filter: { shippingRequested, search: placed.mUid } },
        { token: admin.token },
      );
    expect((await desk(true)).data!.staffOrderLines.items).toEqual([{ id: placed.lineIds[0], shippingRequested: true }]);
    expect((await desk(false)).data!.staffOrderLines.items).toEqual([]);
    const requestedOnly = await api.gql<{ staffOrderLines: { items: { shippingRequested: boolean }[] } }>(
      'query { staffOrderLines(filter: { shippingRequested: true }) { items { shippingRequested } } }',
      {},
      { token: admin.token },
    );
    expect(requestedOnly.data!.staffOrderLines.items.length).toBeGreaterThan(0);
    expect(requestedOnly.data!.staffOrderLines.items.every((line) => line.shippingRequested)).toBe(true);
    const handOut = await checkOff([placed.lineIds[0]!]);
    expect(handOut.errors?.[0]?.extensions?.['code']).toBe('INVALID_STATE');
    const other = await api.gql(SHIP_INSTEAD, { data: { orderId: placed.orderId, delivery: ADDRESS } }, { token: namesake.token });
    expect(other.errors?.[0]?.extensions?.['code']).toBe('NOT_FOUND');
  });
});

describe('the demo shop', () => {
  it('seeds the demo member a paid order waiting at the student-hall point once, which the roster finds by name and last four digits', async () => {
    expect(await seedPickupDemo(api.orm.em.fork(), { universityId: 1 })).toEqual({ inserted: true });
    expect(await seedPickupDemo(api.orm.em.fork(), { universityId: 1 })).toEqual({ inserted: false });
    const [order] = await sql<{ id: number }>(api, 'select id from "order" where m_uid = ?', [PICKUP_DEMO_MUID]);
    const found = (await roster(`${demoMember.name} 5678`, admin.token, 1)).data!.staffPickupRoster;
    expect(found.entries.map((entry) => entry.orderId)).toContain(order!.id);
    expect(await count(api, 'point', "status = 'RESERVED' and order_product_id in (select id from order_product where order_id = ?)", [order!.id])).toBe(1);
  });
});

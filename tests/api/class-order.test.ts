import { describe, expect, it } from 'vitest';
import { operationDocument } from '../support/catalog-operations';
import { refusal, sql } from '../support/accounts';
import type { TestApi } from '../support/api';
import { createMember, type TestMember } from '../support/catalog-fixtures';
import { checkoutProduct, memberWithPoints, optionDetailIds, placeOrder, useCheckoutApi } from '../support/checkout';
import { createSecondUniversity } from '../support/tenants';
import { PickupPoint } from '../../backend/src/modules/catalog/pickup-point.entity';
import { ProductOptionInput } from '../../backend/src/modules/catalog/product-option-input.entity';
import { AUTHORITY } from '../../domain/enums';

let api: TestApi;
useCheckoutApi((started) => ({ api } = started));

const OPEN = operationDocument('OpenClassOrder');
const JOIN = operationDocument('JoinClassOrder');
const READ = operationDocument('ClassOrder');
const ROSTER = operationDocument('ClassOrderRoster');
const REMIND = operationDocument('RemindClassOrder');
const CANCEL = operationDocument('CancelClassOrder');
const PICKUP_ROSTER = operationDocument('StaffPickupRoster');
const CHECK_OFF = operationDocument('StaffCheckOffPickup');
const DESK_LINES = operationDocument('StaffOrderLines');

const PRICE = 25_000;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);

async function pickupPoint(universityId = 1): Promise<number> {
  const em = api.orm.em.fork();
  const point = em.create(PickupPoint, {
    university: universityId,
    name: `학생회관 ${Math.random().toString(36).slice(2, 8)}`,
    postCode: '34134',
    address: '대전광역시 유성구 한빛대학로 123',
    detailAddress: '학생회관 1층',
    tel: '042-000-0000',
    note: '평일 10시~17시',
  });
  await em.flush();
  return point.id;
}

/** A phone-certified member with points enough to pay a line with points alone. */
async function classmate(name: string): Promise<TestMember> {
  const member = await memberWithPoints(api, 100_000);
  await sql(api, 'update "user" set name = ?, tel = ? where id = ?', [name, `+8210${String(member.user.id).padStart(8, '0')}`, member.user.id]);
  return member;
}

async function jacket(stock = 5) {
  const product = await checkoutProduct(api, {
    name: '23학번 과잠',
    groupPickup: true,
    salePrice: PRICE,
    saleEndedAt: inDays(10),
    combinations: [
      { colour: '네이비', size: 'M', count: stock },
      { colour: '네이비', size: 'L', count: stock },
    ],
  });
  const em = api.orm.em.fork();
  em.create(ProductOptionInput, { product: product.id, key: '이니셜', position: 0, rule: 'INITIALS' });
  em.create(ProductOptionInput, { product: product.id, key: '학번', position: 1, rule: 'STUDENT_NUMBER' });
  await em.flush();
  const [m, l] = await optionDetailIds(api, product.id);
  return { product, m: m!, l: l! };
}

async function opened(rep: TestMember, productId: number, overrides: Record<string, unknown> = {}) {
  const result = await api.gql<{ openClassOrder: { code: string; id: number; status: string } }>(
    OPEN,
    { data: { productId, department: '경영학과', className: '23학번', pickupPointId: await pickupPoint(), closesAt: inDays(3).toISOString(), ...overrides } },
    { token: rep.token },
  );
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data!.openClassOrder;
}

function join(member: TestMember, code: string, detailId: number, inputs = ['KMS', '23학번']) {
  return api.gql<{ joinClassOrder: { id: number }[] }>(JOIN, { data: { code, productOptionDetailId: detailId, productOptionInputs: inputs, count: 1 } }, { token: member.token });
}

async function joinedAndOrdered(member: TestMember, code: string, detailId: number, pay = true) {
  const joined = await join(member, code, detailId);
  expect(joined.errors, JSON.stringify(joined.errors)).toBeUndefined();
  const cartIds = joined.data!.joinClassOrder.map((cart) => cart.id);
  return placeOrder(api, member.token, pay ? { cartIds, payMethod: 'point', pointUsing: PRICE, personalisedConsent: true } : { cartIds, payMethod: 'card', pointUsing: 0, personalisedConsent: true });
}

function roster(member: TestMember, code: string) {
  return api.gql<{ classOrderRoster: { entries: Record<string, unknown>[]; sizes: { optionText: string; units: number; paidUnits: number }[] } }>(
    ROSTER,
    { code },
    { token: member.token },
  );
}

describe('class orders', () => {
  it('a joined line names its class order and the class\'s pickup point at checkout', async () => {
    const { product, m } = await jacket();
    const rep = await classmate('박과대');
    const classOrder = await opened(rep, product.id);
    const member = await classmate('최수령');
    const joined = await join(member, classOrder.code, m);
    expect(joined.errors, JSON.stringify(joined.errors)).toBeUndefined();
    const checkout = await api.gql<{ cartsCheckouted: { cartsGroupedByDeliveryTemplate: { carts: { id: number; classOrder: { id: number; pickupPoint: { name: string } } | null }[] }[] } }>(
      `query ($direct: Boolean) { cartsCheckouted(direct: $direct) { cartsGroupedByDeliveryTemplate { carts { id classOrder { id pickupPoint { name } } } } } }`,
      { direct: true },
      { token: member.token },
    );
    expect(checkout.errors, JSON.stringify(checkout.errors)).toBeUndefined();
    const [line] = checkout.data!.cartsCheckouted.cartsGroupedByDeliveryTemplate.flatMap((group) => group.carts);
    const [point] = await sql<{ name: string }>(api, 'select pp.name from class_order co join pickup_point pp on pp.id = co.pickup_point_id where co.id = ?', [classOrder.id]);
    expect(line).toEqual({ id: joined.data!.joinClassOrder[0]!.id, classOrder: { id: classOrder.id, pickupPoint: { name: point!.name } } });
  });

  it('a classmate joins through the link, pays for themselves, and the roster shows them paid with names only', async () => {
    const { product, m, l } = await jacket();
    const rep = await classmate('박과대');
    const classOrder = await opened(rep, product.id);
    expect(classOrder.code).toMatch(/^[A-Za-z0-9_-]{12}$/);

    const paid = await classmate('김민수');
    const unpaid = await classmate('이서연');
    const placedPaid = await joinedAndOrdered(paid, classOrder.code, l);
    expect(placedPaid.errors, JSON.stringify(placedPaid.errors)).toBeUndefined();
    const placedUnpaid = await joinedAndOrdered(unpaid, classOrder.code, m, false);
    expect(placedUnpaid.errors, JSON.stringify(placedUnpaid.errors)).toBeUndefined();

    const [line] = await sql<{ class_order_id: number; status: string }>(api, 'select class_order_id, status from order_product where order_id = ?', [placedPaid.data!.placeOrder.id]);
    expect(line).toEqual({ class_order_id: classOrder.id, status: 'PAID' });
    // Picked up at the class's point: no shipping address was asked for or stored.
    const [order] = await sql<{ order_delivery_id: number | null }>(api, 'select order_delivery_id from "order" where id = ?', [placedPaid.data!.placeOrder.id]);
    expect(order!.order_delivery_id).toBeNull();

    const result = await roster(rep, classOrder.code);
    expect(result.errors).toBeUndefined();
    const { entries, sizes } = result.data!.classOrderRoster;
    expect(entries.map((entry) => [entry.name, entry.optionText, entry.inputs, entry.paid])).toEqual([
      ['김민수', '네이비 / L', ['KMS', '23학번'], true],
      ['이서연', '네이비 / M', ['KMS', '23학번'], false],
    ]);
    expect(sizes).toEqual([
      { optionText: '네이비 / L', units: 1, paidUnits: 1 },
      { optionText: '네이비 / M', units: 1, paidUnits: 0 },
    ]);
    // Names only, whatever a client asks for: the roster type has no phone or address, and none leaks into it.
    const raw = JSON.stringify(result.data);
    const [tel] = await sql<{ tel: string }>(api, 'select tel from "user" where id = ?', [paid.user.id]);
    expect(raw).not.toContain(tel!.tel.slice(-8));
    const probing = await api.gql(`query ($code: String!) { classOrderRoster(code: $code) { entries { name tel } } }`, { code: classOrder.code }, { token: rep.token });
    expect(probing.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');

    const read = await api.gql<{ classOrder: { joinedCount: number; paidCount: number; isRepresentative: boolean; myOrderProduct: { status: string } | null } }>(READ, { code: classOrder.code }, { token: paid.token });
    expect(read.data!.classOrder).toMatchObject({ joinedCount: 2, paidCount: 1, isRepresentative: false, myOrderProduct: { status: 'PAID' } });
  });

  it('refuses the roster to anyone but the representative, and another tenant’s code reads as missing', async () => {
    const { product, l } = await jacket();
    const rep = await classmate('박과대');
    const classOrder = await opened(rep, product.id);
    await joinedAndOrdered(await classmate('김민수'), classOrder.code, l);
    const stranger = await classmate('최낯선');
    refusal(await roster(stranger, classOrder.code), 'FORBIDDEN');

    const em = api.orm.em.fork();
    const other = await createSecondUniversity(em);
    const foreigner = await createMember(em, { universityId: other.id });
    const foreign = await api.gql(READ, { code: classOrder.code }, { token: foreigner.token });
    expect(foreign.errors?.[0]?.extensions?.code).toMatch(/UNAUTHENTICATED|NOT_FOUND/);
    refusal(await api.gql(READ, { code: 'AAAAAAAAAAAA' }, { token: stranger.token }), 'NOT_FOUND');

    // Staff read any roster of their own shop.
    const staff = await createMember(api.orm.em.fork(), { authority: AUTHORITY.ADMIN });
    expect((await roster(staff, classOrder.code)).errors).toBeUndefined();
  });

  it('refuses a second line of the same member and embroidery that breaks its rule, changing nothing', async () => {
    const { product, l } = await jacket();
    const rep = await classmate('박과대');
    const classOrder = await opened(rep, product.id);
    const member = await classmate('김민수');
    const bad = refusal(await join(member, classOrder.code, l, ['kms', '23학번']), 'BAD_USER_INPUT');
    expect(bad.message).toBe('이니셜 항목은 영문 대문자 1~3자로 입력해 주세요. 예: KMS');
    expect(bad.extensions?.field).toBe('productOptionInputs');
    expect(await sql(api, 'select id from cart where user_id = ?', [member.user.id])).toEqual([]);

    expect((await joinedAndOrdered(member, classOrder.code, l)).errors).toBeUndefined();
    const again = refusal(await join(member, classOrder.code, l), 'INVALID_STATE');
    expect(again.message).toMatch(/이미 이 단체 주문에 참여했어요/);
  });

  it('locks the roster at the deadline: joining and placing a joined line are refused after it', async () => {
    const { product, l } = await jacket();
    const rep = await classmate('박과대');
    const classOrder = await opened(rep, product.id);
    const early = await classmate('김민수');
    const joined = await join(early, classOrder.code, l);
    expect(joined.errors).toBeUndefined();
    await sql(api, `update class_order set closes_at = now() - interval '1 second' where id = ?`, [classOrder.id]);

    refusal(await join(await classmate('이서연'), classOrder.code, l), 'INVALID_STATE');
    const late = refusal(await placeOrder(api, early.token, { cartIds: joined.data!.joinClassOrder.map((cart) => cart.id), payMethod: 'point', pointUsing: PRICE, personalisedConsent: true }), 'INVALID_STATE');
    expect(late.message).toBe('단체 주문이 마감되어 더 참여할 수 없어요.');
    const read = await api.gql<{ classOrder: { status: string } }>(READ, { code: classOrder.code }, { token: rep.token });
    expect(read.data!.classOrder.status).toBe('LOCKED');
  });

  it('never oversells the last unit to two classmates ordering at the same time', async () => {
    const { product, l } = await jacket(1);
    const rep = await classmate('박과대');
    const classOrder = await opened(rep, product.id);
    const [a, b] = [await classmate('김민수'), await classmate('이서연')];
    const joins = await Promise.all([join(a, classOrder.code, l), join(b, classOrder.code, l)]);
    for (const joined of joins) expect(joined.errors).toBeUndefined();
    const results = await Promise.all(
      [a, b].map((member, index) =>
        placeOrder(api, member.token, { cartIds: joins[index]!.data!.joinClassOrder.map((cart) => cart.id), payMethod: 'point', pointUsing: PRICE, personalisedConsent: true }),
      ),
    );
    expect(results.filter((result) => !result.errors)).toHaveLength(1);
    expect(results.flatMap((result) => result.errors ?? []).map((error) => error.extensions?.code)).toEqual(['OUT_OF_STOCK']);
    const [stock] = await sql<{ count: number }>(api, 'select count from product_option_detail where id = ?', [l]);
    expect(stock!.count).toBe(0);
  });

  it('sends one reminder a day to joined-but-unpaid classmates and says when the next is allowed', async () => {
    const { product, m } = await jacket();
    const rep = await classmate('박과대');
    const classOrder = await opened(rep, product.id);
    const unpaid = await classmate('이서연');
    await joinedAndOrdered(unpaid, classOrder.code, m, false);
    refusal(await api.gql(REMIND, { code: classOrder.code }, { token: unpaid.token }), 'FORBIDDEN');

    const first = await api.gql<{ remindClassOrder: { nextReminderAt: string | null } }>(REMIND, { code: classOrder.code }, { token: rep.token });
    expect(first.errors).toBeUndefined();
    expect(new Date(first.data!.remindClassOrder.nextReminderAt!).getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    const messages = await sql<{ user_id: number }>(api, `select user_id from message where event_key like ?`, [`CLASS_ORDER_REMINDER:class-order:${classOrder.id}:%`]);
    expect(messages.map((row) => row.user_id)).toEqual([unpaid.user.id]);

    const second = refusal(await api.gql(REMIND, { code: classOrder.code }, { token: rep.token }), 'RATE_LIMITED');
    expect(second.message).toMatch(/^알림은 하루에 한 번 보낼 수 있어요\. .+부터 다시 보낼 수 있어요\.$/);
  });

  it('cancels while nobody has paid (releasing unpaid orders) and refuses once someone has', async () => {
    const { product, m, l } = await jacket();
    const rep = await classmate('박과대');
    const open = await opened(rep, product.id);
    const unpaid = await classmate('이서연');
    const placed = await joinedAndOrdered(unpaid, open.code, m, false);
    refusal(await api.gql(CANCEL, { code: open.code }, { token: unpaid.token }), 'FORBIDDEN');
    const cancelled = await api.gql<{ cancelClassOrder: { status: string } }>(CANCEL, { code: open.code }, { token: rep.token });
    expect(cancelled.data!.cancelClassOrder.status).toBe('CANCELLED');
    const [line] = await sql<{ status: string }>(api, 'select status from order_product where order_id = ?', [placed.data!.placeOrder.id]);
    expect(line!.status).toBe('CANCELLED');

    const other = await opened(rep, product.id);
    await joinedAndOrdered(await classmate('김민수'), other.code, l);
    const refused = refusal(await api.gql(CANCEL, { code: other.code }, { token: rep.token }), 'INVALID_STATE');
    expect(refused.message).toMatch(/이미 결제한 학생이 있어/);
  });

  it('opens only for a phone-certified member, on a GROUPORDER product, with a deadline inside the sale window', async () => {
    const { product } = await jacket();
    const noPhone = await createMember(api.orm.em.fork());
    refusal(
      await api.gql(OPEN, { data: { productId: product.id, department: '경영학과', className: '23학번', pickupPointId: await pickupPoint(), closesAt: inDays(3).toISOString() } }, { token: noPhone.token }),
      'FORBIDDEN',
    );
    const rep = await classmate('박과대');
    const tooLate = refusal(
      await api.gql(OPEN, { data: { productId: product.id, department: '경영학과', className: '23학번', pickupPointId: await pickupPoint(), closesAt: inDays(20).toISOString() } }, { token: rep.token }),
      'BAD_USER_INPUT',
    );
    expect(tooLate.extensions?.field).toBe('closesAt');
    const foreignPoint = await pickupPoint((await createSecondUniversity(api.orm.em.fork())).id);
    const point = refusal(
      await api.gql(OPEN, { data: { productId: product.id, department: '경영학과', className: '23학번', pickupPointId: foreignPoint, closesAt: inDays(3).toISOString() } }, { token: rep.token }),
      'BAD_USER_INPUT',
    );
    expect(point.extensions?.field).toBe('pickupPointId');
    const single = await checkoutProduct(api, { name: '머그컵' });
    refusal(
      await api.gql(OPEN, { data: { productId: single.id, department: '경영학과', className: '23학번', pickupPointId: await pickupPoint(), closesAt: inDays(3).toISOString() } }, { token: rep.token }),
      'BAD_USER_INPUT',
    );
    expect(await sql(api, 'select id from class_order where representative_id = ?', [rep.user.id])).toEqual([]);
  });

  it('hands a class line out at the class order point, not the product one: roster, pass, desk and check-off (ADR 0069)', async () => {
    const { product, l } = await jacket();
    const productPoint = await pickupPoint();
    await sql(api, 'update product_group_delivery set pickup_point_id = ? where product_id = ?', [productPoint, product.id]);
    const rep = await classmate('최과대');
    const classOrder = await opened(rep, product.id);
    const [{ pickup_point_id: classPoint } = { pickup_point_id: 0 }] = await sql<{ pickup_point_id: number }>(api, 'select pickup_point_id from class_order where id = ?', [classOrder.id]);
    expect(classPoint).not.toBe(productPoint);
    const buyer = await classmate('정수령');
    const placed = await joinedAndOrdered(buyer, classOrder.code, l);
    expect(placed.errors, JSON.stringify(placed.errors)).toBeUndefined();
    const orderId = placed.data!.placeOrder.id;
    const [line] = await sql<{ id: number }>(api, 'select id from order_product where order_id = ?', [orderId]);

    const staff = await createMember(api.orm.em.fork(), { authority: AUTHORITY.ADMIN });
    const rosterAt = async (pickupPointId: number) => {
      const answer = await api.gql<{ staffPickupRoster: { entries: { orderId: number }[] } }>(PICKUP_ROSTER, { pickupPointId, search: null }, { token: staff.token });
      expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
      return answer.data!.staffPickupRoster.entries.map((entry) => entry.orderId);
    };
    expect(await rosterAt(classPoint)).toContain(orderId);
    expect(await rosterAt(productPoint)).not.toContain(orderId);

    const pass = await api.gql<{ order: { pickupPass: { pickupPointName: string } | null } }>('query ($id: Int!) { order(id: $id) { pickupPass { pickupPointName } } }', { id: orderId }, { token: buyer.token });
    const [point] = await sql<{ name: string }>(api, 'select name from pickup_point where id = ?', [classPoint]);
    expect(pass.data!.order.pickupPass?.pickupPointName).toBe(point!.name);

    // The order desk files the line under the class's point too.
    const desk = async (pickupPointId: number) => {
      const answer = await api.gql<{ staffOrderLines: { items: { id: number; pickupPointName: string | null }[] } }>(DESK_LINES, { filter: { pickupPointId } }, { token: staff.token });
      expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
      return answer.data!.staffOrderLines.items;
    };
    expect((await desk(classPoint)).find((item) => item.id === line!.id)?.pickupPointName).toBe(point!.name);
    expect((await desk(productPoint)).map((item) => item.id)).not.toContain(line!.id);

    // The product's point refuses the line as not found; the class's point hands it out.
    const elsewhere = await api.gql(CHECK_OFF, { data: { pickupPointId: productPoint, orderProductIds: [line!.id] } }, { token: staff.token });
    refusal(elsewhere, 'NOT_FOUND');
    const handed = await api.gql(CHECK_OFF, { data: { pickupPointId: classPoint, orderProductIds: [line!.id] } }, { token: staff.token });
    expect(handed.errors, JSON.stringify(handed.errors)).toBeUndefined();
    const [after] = await sql<{ status: string }>(api, 'select status from order_product where id = ?', [line!.id]);
    expect(after!.status).toBe('COMPLETED');
  });
});

// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderProductStatus, PayMethod } from '../../domain/enums';
import { count, refusal, sql } from '../support/accounts';
import { createMember } from '../support/catalog-fixtures';
import { createSecondUniversity } from '../support/tenants';
import { portOneGatewayFor } from '../support/fake-portone';
import { createOrder, orderSnapshot } from '../support/orders';
import { DOCS, gql, staffCancel, startRefundsWorld, type RefundRow, type RefundsWorld } from './admin-refunds.fixtures';

let world: RefundsWorld;

beforeAll(async () => {
  world = await startRefundsWorld();
});
afterAll(() => world?.orders.close());

const paidOrder = (extra: Partial<Parameters<typeof createOrder>[2]> = {}) =>
  createOrder(
    world.api,
    world.buyer.user.id,
    { lines: [{ product: world.tee.product, detailId: world.tee.detailIds[0], count: 2 }, { product: world.mug.product }], ...extra },
    world.fake,
  );

const cancelsOf = (impUid: string | null) => world.fake.cancellations.filter((row) => row.impUid === impUid);

describe('staffCancelOrderProducts', () => {
  it('refunds a line with the amount the member rule gives, then the fee with the group\'s last line', async () => {
    const placed = await paidOrder();
    const [teeLine, mugLine] = placed.lineIds as [number, number];
    const member = await gql<{ cancelPreview: { refundPrice: number } }>(world, DOCS.memberPreview, { orderProductId: teeLine }, world.buyer);
    const preview = await gql<{ staffCancelPreview: { refundPrice: number } }>(world, DOCS.preview, { orderProductIds: [teeLine] }, world.viewer);
    expect(preview.data!.staffCancelPreview.refundPrice).toBe(member.data!.cancelPreview.refundPrice);

    const first = await staffCancel(world, [teeLine]);
    expect(first.errors).toBeUndefined();
    expect(first.data!.staffCancelOrderProducts.refund).toMatchObject({ amount: 50_000, status: 'DONE', attempts: 1 });
    const second = await staffCancel(world, [mugLine]);
    expect(second.data!.staffCancelOrderProducts.refund).toMatchObject({ amount: 15_000, status: 'DONE' });
    expect(cancelsOf(placed.impUid).map((row) => row.amount)).toEqual([50_000, 15_000]);
    const lines = await sql<{ status: string }>(world.api, 'select status from order_product where order_id = ? order by id', [placed.orderId]);
    expect(lines.map((line) => line.status)).toEqual(['CANCELLED', 'CANCELLED']);
    expect(await count(world.api, 'staff_audit', "object_type = 'ORDER_PRODUCT' and object_id = ?", [teeLine])).toBe(1);
  });

  it('cancels a PREPARING line and several lines at once as one refund, with the fee once', async () => {
    const placed = await paidOrder({ lineStatus: OrderProductStatus.PREPARING });
    const result = await staffCancel(world, placed.lineIds);
    expect(result.errors).toBeUndefined();
    expect(result.data!.staffCancelOrderProducts.refund).toMatchObject({ amount: placed.paidPrice, status: 'DONE' });
    expect(cancelsOf(placed.impUid).map((row) => row.amount)).toEqual([placed.paidPrice]);
    expect(world.fake.payment(placed.impUid!)).toMatchObject({ cancel_amount: placed.paidPrice });
  });

  it('sends a virtual-account refund to the account staff enter when the buyer registered none', async () => {
    const placed = await paidOrder({ payMethod: PayMethod.vbank });
    const missing = await staffCancel(world, [placed.lineIds[0]!]);
    refusal(missing, 'INVALID_STATE');
    const account = { refundBankCode: '004', refundAccount: '123-45-678901', refundHolder: '이솔빛' };
    const done = await staffCancel(world, [placed.lineIds[0]!], { refundAccount: account });
    expect(done.data!.staffCancelOrderProducts.refund).toMatchObject({ status: 'DONE' });
    expect(cancelsOf(placed.impUid)).toEqual([expect.objectContaining({ refundAccount: '12345678901', refundHolder: '이솔빛' })]);
  });

  it('keeps a refund the provider refused in the retry list, and a retry refunds it once', async () => {
    const placed = await paidOrder();
    world.fake.failNext('cancel', { code: 1, message: '[PG] 일시적인 오류입니다.' });
    const failed = await staffCancel(world, [placed.lineIds[0]!]);
    const refund = failed.data!.staffCancelOrderProducts.refund!;
    expect(refund).toMatchObject({ status: 'FAILED', lastError: expect.stringContaining('일시적인 오류') });
    const list = await gql<{ staffRefunds: { items: RefundRow[] } }>(world, DOCS.refunds, { status: 'FAILED' }, world.viewer);
    expect(list.data!.staffRefunds.items.map((row) => row.id)).toContain(refund.id);

    refusal(await gql(world, DOCS.retry, { refundId: refund.id }, world.viewer), 'FORBIDDEN');
    const retried = await gql<{ staffRetryRefund: RefundRow }>(world, DOCS.retry, { refundId: refund.id }, world.staff);
    expect(retried.data!.staffRetryRefund).toMatchObject({ status: 'DONE', attempts: 2, lastError: null });
    expect(cancelsOf(placed.impUid).map((row) => row.amount)).toEqual([50_000]);
    refusal(await gql(world, DOCS.retry, { refundId: refund.id }, world.staff), 'INVALID_STATE');
  });

  it('marks a refund whose answer was lost DONE on retry without sending it again', async () => {
    const placed = await paidOrder();
    world.fake.failNext('cancel', { code: 1, message: 'lost' });
    const failed = await staffCancel(world, [placed.lineIds[1]!]);
    const refund = failed.data!.staffCancelOrderProducts.refund!;
    expect(refund.status).toBe('FAILED');
    // The provider refunds it anyway (the console, or a request whose answer was lost).
    await portOneGatewayFor(world.fake).cancel({ impUid: placed.impUid!, amount: refund.amount, checksum: placed.paidPrice, reason: 'console' });
    const retried = await gql<{ staffRetryRefund: RefundRow }>(world, DOCS.retry, { refundId: refund.id }, world.staff);
    expect(retried.data!.staffRetryRefund.status).toBe('DONE');
    expect(cancelsOf(placed.impUid)).toHaveLength(1);
  });

  it('refuses a NORMAL member, a look-only account and another university\'s line, changing nothing', async () => {
    const placed = await paidOrder();
    const before = await orderSnapshot(world.api, placed.orderId);
    const member = await createMember(world.api.orm.em.fork());
    refusal(await staffCancel(world, [placed.lineIds[0]!], {}, member), 'FORBIDDEN');
    refusal(await staffCancel(world, [placed.lineIds[0]!], {}, world.viewer), 'FORBIDDEN');
    refusal(await gql(world, DOCS.preview, { orderProductIds: [placed.lineIds[0]] }, member), 'FORBIDDEN');
    refusal(await staffCancel(world, [placed.lineIds[0]!], { reason: '' }), 'BAD_USER_INPUT');
    refusal(await staffCancel(world, []), 'BAD_USER_INPUT');
    expect(await orderSnapshot(world.api, placed.orderId)).toEqual(before);

    const other = await paidOrder();
    const second = await createSecondUniversity(world.api.orm.em.fork());
    await sql(world.api, 'update "order" set university_id = ? where id = ?', [second.id, other.orderId]);
    refusal(await staffCancel(world, [other.lineIds[0]!]), 'NOT_FOUND');
    refusal(await staffCancel(world, [placed.lineIds[0]!, other.lineIds[0]!]), 'NOT_FOUND');
    expect(cancelsOf(other.impUid)).toEqual([]);
  });

  it('refuses a line already shipped', async () => {
    const placed = await paidOrder({ lineStatus: OrderProductStatus.DELIVERING });
    refusal(await staffCancel(world, [placed.lineIds[0]!]), 'INVALID_STATE');
  });
});

describe('member cancel requests', () => {
  it('a PREPARING line: the member asks, staff approve, the line is refunded', async () => {
    const placed = await paidOrder({ lineStatus: OrderProductStatus.PREPARING });
    const lineId = placed.lineIds[0]!;
    refusal(await gql(world, DOCS.memberCancel, { data: { orderProductId: lineId, cancelReason: '마음이 바뀌었어요.' } }, world.buyer), 'INVALID_STATE');
    const asked = await gql<{ requestOrderProductCancel: { id: number; status: string } }>(
      world,
      DOCS.request,
      { orderProductId: lineId, reason: '마음이 바뀌었어요.' },
      world.buyer,
    );
    expect(asked.data!.requestOrderProductCancel.status).toBe('REQUESTED');
    refusal(await gql(world, DOCS.request, { orderProductId: lineId, reason: '다시 요청해요.' }, world.buyer), 'INVALID_STATE');
    const id = asked.data!.requestOrderProductCancel.id;
    const queue = await gql<{ staffCancelRequests: { items: { id: number }[] } }>(world, DOCS.requests, { status: 'REQUESTED' }, world.viewer);
    expect(queue.data!.staffCancelRequests.items.map((row) => row.id)).toContain(id);

    const approved = await gql<{ staffApproveCancelRequest: { refund: RefundRow } }>(world, DOCS.approve, { id }, world.staff);
    expect(approved.data!.staffApproveCancelRequest.refund).toMatchObject({ amount: 50_000, status: 'DONE', lastError: null });
    const [row] = await sql<{ status: string }>(world.api, 'select status from order_cancel_request where id = ?', [id]);
    expect(row!.status).toBe('APPROVED');
    refusal(await gql(world, DOCS.approve, { id }, world.staff), 'INVALID_STATE');
  });

  it('staff refuse with an answer the member is told; the member may withdraw an open one', async () => {
    const placed = await paidOrder({ lineStatus: OrderProductStatus.PREPARING });
    const ask = (lineId: number) =>
      gql<{ requestOrderProductCancel: { id: number } }>(world, DOCS.request, { orderProductId: lineId, reason: '사이즈가 안 맞아요.' }, world.buyer);
    const first = (await ask(placed.lineIds[0]!)).data!.requestOrderProductCancel.id;
    refusal(await gql(world, DOCS.refuse, { id: first, answer: '' }, world.staff), 'BAD_USER_INPUT');
    const refused = await gql<{ staffRefuseCancelRequest: { status: string; answer: string } }>(
      world,
      DOCS.refuse,
      { id: first, answer: '이미 인쇄를 마쳐 취소할 수 없어요.' },
      world.staff,
    );
    expect(refused.data!.staffRefuseCancelRequest).toMatchObject({ status: 'REFUSED', answer: '이미 인쇄를 마쳐 취소할 수 없어요.' });
    expect(await count(world.api, 'message', "template = 'CANCEL_REQUEST_REFUSED' and user_id = ?", [world.buyer.user.id])).toBe(1);

    const second = (await ask(placed.lineIds[1]!)).data!.requestOrderProductCancel.id;
    const stranger = await createMember(world.api.orm.em.fork());
    refusal(await gql(world, DOCS.withdraw, { id: second }, stranger), 'NOT_FOUND');
    const withdrawn = await gql<{ withdrawOrderProductCancelRequest: { status: string } }>(world, DOCS.withdraw, { id: second }, world.buyer);
    expect(withdrawn.data!.withdrawOrderProductCancelRequest.status).toBe('WITHDRAWN');
    expect(cancelsOf(placed.impUid)).toEqual([]);
  });
});

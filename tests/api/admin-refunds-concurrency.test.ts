// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../support/accounts';
import { createOrder } from '../support/orders';
import { DOCS, gql, staffCancel, startRefundsWorld, type RefundRow, type RefundsWorld } from './admin-refunds.fixtures';

// Separate HTTP requests at the same time (each its own EntityManager and connection): the order's
// row lock and the refund's row lock decide, and PortOne sees each refund once.

let world: RefundsWorld;

beforeAll(async () => {
  world = await startRefundsWorld();
});
afterAll(() => world?.orders.close());

const paidOrder = () =>
  createOrder(world.api, world.buyer.user.id, { lines: [{ product: world.tee.product, detailId: world.tee.detailIds[1] }, { product: world.mug.product }] }, world.fake);
const cancelsOf = (impUid: string | null) => world.fake.cancellations.filter((row) => row.impUid === impUid);

describe('the refunds desk under concurrency', () => {
  it('a member cancelling while staff cancel the same line: one cancel, one refund', async () => {
    const placed = await paidOrder();
    const lineId = placed.lineIds[0]!;
    const [member, staff] = await Promise.all([
      gql(world, DOCS.memberCancel, { data: { orderProductId: lineId, cancelReason: '마음이 바뀌었어요.' } }, world.buyer),
      staffCancel(world, [lineId]),
    ]);
    const succeeded = [member, staff].filter((result) => !result.errors);
    expect(succeeded).toHaveLength(1);
    expect([member, staff].find((result) => result.errors)!.errors![0]!.extensions?.['code']).toBe('INVALID_STATE');
    expect(cancelsOf(placed.impUid).map((row) => row.amount)).toEqual([25_000]);
    const [line] = await sql<{ status: string; cancel_price: number }>(world.api, 'select status, cancel_price from order_product where id = ?', [lineId]);
    expect(line).toEqual({ status: 'CANCELLED', cancel_price: 25_000 });
  });

  it('two staff retrying the same failed refund at once: one refund at PortOne', async () => {
    const placed = await paidOrder();
    world.fake.failNext('cancel', { code: 1, message: '[PG] 점검 중이에요.' });
    const failed = await staffCancel(world, [placed.lineIds[1]!]);
    const refund = failed.data!.staffCancelOrderProducts.refund!;
    expect(refund.status).toBe('FAILED');
    const results = await Promise.all([1, 2].map(() => gql<{ staffRetryRefund: RefundRow }>(world, DOCS.retry, { refundId: refund.id }, world.staff)));
    expect(results.filter((result) => result.data?.staffRetryRefund.status === 'DONE')).toHaveLength(1);
    expect(results.filter((result) => result.errors?.[0]?.extensions?.['code'] === 'INVALID_STATE')).toHaveLength(1);
    expect(cancelsOf(placed.impUid).map((row) => row.amount)).toEqual([refund.amount]);
  });

  it('a refund refused by the provider, then retried: DONE, refunded once', async () => {
    const placed = await paidOrder();
    world.fake.failNext('cancel', { status: 500, body: '<html>bad gateway</html>' });
    const failed = await staffCancel(world, placed.lineIds);
    const refund = failed.data!.staffCancelOrderProducts.refund!;
    expect(refund).toMatchObject({ status: 'FAILED', amount: placed.paidPrice });
    expect(cancelsOf(placed.impUid)).toEqual([]);
    const retried = await gql<{ staffRetryRefund: RefundRow }>(world, DOCS.retry, { refundId: refund.id }, world.staff);
    expect(retried.data!.staffRetryRefund.status).toBe('DONE');
    expect(cancelsOf(placed.impUid).map((row) => row.amount)).toEqual([placed.paidPrice]);
    expect(world.fake.payment(placed.impUid!)).toMatchObject({ cancel_amount: placed.paidPrice });
  });
});

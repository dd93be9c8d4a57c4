// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUND_RETRY_DELAYS_MINUTES } from '../../domain/refund-desk/refund-retry';
import { createLogger } from '../../backend/src/logger';
import { retryFailedRefunds } from '../../backend/src/modules/refund-desk/refund-retry.job';
import { sql } from '../support/accounts';
import { portOneGatewayFor } from '../support/fake-portone';
import { createOrder } from '../support/orders';
import { DOCS, gql, staffCancel, startRefundsWorld, type RefundsWorld } from './admin-refunds.fixtures';

// The retry sweep (ADR 0061): a refund the provider refused is tried again by itself, later each
// time, a set number of times; never twice at once, never after it landed.

let world: RefundsWorld;

beforeAll(async () => {
  world = await startRefundsWorld();
});
afterAll(() => world?.orders.close());

const deps = () => ({ orm: world.api.orm, adapters: world.api.adapters, config: world.api.config, logger: createLogger(world.api.config) });
const minutes = (n: number) => n * 60_000;

async function failedRefund() {
  const placed = await createOrder(world.api, world.buyer.user.id, { lines: [{ product: world.mug.product }] }, world.fake);
  world.fake.failNext('cancel', { code: 1, message: '[PG] 카드사 점검 중입니다.' });
  const cancelled = await staffCancel(world, [placed.lineIds[0]!]);
  const refund = cancelled.data!.staffCancelOrderProducts.refund!;
  expect(refund.status).toBe('FAILED');
  return { placed, refundId: refund.id };
}

async function refundRow(id: number) {
  const [row] = await sql<{ status: string; auto_retries: number; next_retry_at: Date | null }>(
    world.api,
    'select status, auto_retries, next_retry_at from refund where id = ?',
    [id],
  );
  return row!;
}

const cancelsOf = (impUid: string | null) => world.fake.cancellations.filter((row) => row.impUid === impUid);

describe('retryFailedRefunds', () => {
  it('waits for the next try, then refunds once and tells staff when it will try again', async () => {
    const { placed, refundId } = await failedRefund();
    const failed = await refundRow(refundId);
    expect(failed.next_retry_at).not.toBeNull();
    const due = new Date(failed.next_retry_at!);
    const list = await gql<{ staffRefunds: { items: { id: number; nextRetryAt: string | null }[] } }>(world, DOCS.refunds, { status: 'FAILED' }, world.viewer);
    expect(list.data!.staffRefunds.items.find((row) => row.id === refundId)?.nextRetryAt).toBe(due.toISOString());

    await retryFailedRefunds(deps(), new Date(due.getTime() - 1_000));
    expect(await refundRow(refundId)).toMatchObject({ status: 'FAILED', auto_retries: 0 });
    expect(cancelsOf(placed.impUid)).toEqual([]);

    await retryFailedRefunds(deps(), due);
    expect(await refundRow(refundId)).toMatchObject({ status: 'DONE', auto_retries: 1, next_retry_at: null });
    await retryFailedRefunds(deps(), new Date(due.getTime() + minutes(60 * 48)));
    expect(cancelsOf(placed.impUid)).toHaveLength(1);
  });

  it('tries a set number of times, further apart each time, then leaves it to staff', async () => {
    const { placed, refundId } = await failedRefund();
    const gaps: number[] = [];
    for (let tries = 0; tries < REFUND_RETRY_DELAYS_MINUTES.length; tries += 1) {
      const before = new Date((await refundRow(refundId)).next_retry_at!);
      world.fake.failNext('cancel', { code: 1, message: '[PG] 카드사 점검 중입니다.' });
      await retryFailedRefunds(deps(), before);
      const after = await refundRow(refundId);
      expect(after).toMatchObject({ status: 'FAILED', auto_retries: tries + 1 });
      if (after.next_retry_at) gaps.push(new Date(after.next_retry_at).getTime() - before.getTime());
    }
    expect(gaps).toEqual(REFUND_RETRY_DELAYS_MINUTES.slice(1).map(minutes));
    expect((await refundRow(refundId)).next_retry_at).toBeNull();
    await retryFailedRefunds(deps(), new Date(Date.now() + minutes(60 * 24 * 30)));
    expect(await refundRow(refundId)).toMatchObject({ status: 'FAILED', auto_retries: REFUND_RETRY_DELAYS_MINUTES.length });
    expect(cancelsOf(placed.impUid)).toEqual([]);
  });

  it('sends a refund once when two instances sweep at the same moment', async () => {
    const { placed, refundId } = await failedRefund();
    const due = new Date((await refundRow(refundId)).next_retry_at!);
    const results = await Promise.all([retryFailedRefunds(deps(), due), retryFailedRefunds(deps(), due), retryFailedRefunds(deps(), due)]);
    expect(results.reduce((sum, result) => sum + result.done, 0)).toBe(1);
    expect(await refundRow(refundId)).toMatchObject({ status: 'DONE', auto_retries: 1 });
    expect(cancelsOf(placed.impUid)).toHaveLength(1);
  });

  it('never retries by itself a refund whose provider record disagrees with the shop', async () => {
    const { placed, refundId } = await failedRefund();
    const due = new Date((await refundRow(refundId)).next_retry_at!);
    // Someone refunded a different amount in the provider's console meanwhile.
    await portOneGatewayFor(world.fake).cancel({ impUid: placed.impUid!, amount: 1_000, checksum: placed.paidPrice, reason: 'console' });
    await retryFailedRefunds(deps(), due);
    expect(await refundRow(refundId)).toMatchObject({ status: 'FAILED', next_retry_at: null });
    expect(cancelsOf(placed.impUid).map((row) => row.amount)).toEqual([1_000]);
  });
});

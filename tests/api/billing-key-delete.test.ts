// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteReplacedBillingKey } from '../../backend/src/modules/campaign/billing-key-delete.job';
import { sql } from '../support/accounts';
import { campaignProduct, depsOf, register, registeredOrder, requestKey, startBillingWorld, type BillingWorld } from './billing.fixtures';

// A card swapped away on a CHARGE_AT_CLOSE order is deleted at PortOne (ADR 0070): the swap queues
// a job in its own transaction; the job runs the real adapter against the fake PortOne.

let world: BillingWorld;

beforeAll(async () => {
  world = await startBillingWorld();
});
afterAll(() => world?.orders.close());

const queuedDeletions = (customerUid: string) =>
  sql<{ data: { customerUid: string } }>(world.orders.api, `select data from pgboss.job where name = 'delete-billing-key' and data->>'customerUid' = ?`, [customerUid]);

/** A registered order whose charge was refused once (RETRYING), then swapped to a new card. */
async function swapped() {
  const { product } = await campaignProduct(world);
  const { order, customerUid: old } = await registeredOrder(world, product);
  await sql(world.orders.api, `update campaign_charge set status = 'RETRYING', tries = 1, last_error = '잔액 부족' where order_id = ?`, [order.orderId]);
  const request = (await requestKey(world, world.buyer, order.orderId)).data!.requestBillingKey;
  world.orders.fake.issueBillingKey({ customerUid: request.customerUid, pg: request.pg });
  return { order, old, swap: () => register(world, world.buyer, order.orderId, request.customerUid), next: request.customerUid };
}

describe('deleting the billing key a swap replaced', () => {
  it('queues one deletion with the swap, and the job deletes only the old key at PortOne', async () => {
    const { old, swap, next } = await swapped();
    expect(await queuedDeletions(old)).toEqual([]);
    const answer = await swap();
    expect(answer.errors).toBeUndefined();
    // A repeat of the same registration changes nothing and queues nothing more.
    expect((await swap()).errors).toBeUndefined();
    expect(await queuedDeletions(old)).toHaveLength(1);

    expect(await deleteReplacedBillingKey(depsOf(world), { customerUid: old })).toBe('deleted');
    expect(world.orders.fake.deletedBillingKeys.map((row) => row.customerUid)).toContain(old);
    expect(world.orders.fake.customer(old)).toBeUndefined();
    expect(world.orders.fake.customer(next)).toBeDefined();
    // Run again (pg-boss may): PortOne answers 404 for a deleted key, which is done, not an error.
    expect(await deleteReplacedBillingKey(depsOf(world), { customerUid: old })).toBe('gone');
    expect(world.orders.fake.deletedBillingKeys.filter((row) => row.customerUid === old)).toHaveLength(1);
  });

  it('swaps even while PortOne refuses deletions; the job throws for a retry, then deletes', async () => {
    const { old, swap } = await swapped();
    world.orders.fake.failNext('deleteCustomer', { status: 500, code: -1, message: '일시적인 오류입니다.' });
    const answer = await swap();
    expect(answer.errors).toBeUndefined();
    await expect(deleteReplacedBillingKey(depsOf(world), { customerUid: old })).rejects.toThrow();
    expect(world.orders.fake.customer(old)).toBeDefined();
    expect(await deleteReplacedBillingKey(depsOf(world), { customerUid: old })).toBe('deleted');
    expect(world.orders.fake.customer(old)).toBeUndefined();
  });

  it('keeps a key a charge uses again', async () => {
    const { product } = await campaignProduct(world);
    const { customerUid } = await registeredOrder(world, product);
    expect(await deleteReplacedBillingKey(depsOf(world), { customerUid })).toBe('in-use');
    expect(world.orders.fake.customer(customerUid)).toBeDefined();
  });
});

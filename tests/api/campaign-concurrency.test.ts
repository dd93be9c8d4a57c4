// @vitest-environment node
// 300 students ordering in the last second of two group purchases while the close job runs
// (ADR 0062): the campaign row's lock orders every join before or after the close, so nobody joins
// a closed campaign, every refusal says it closed, and the progress equals the confirmed units.
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { closeDueCampaigns } from '../../backend/src/modules/campaign/close-campaigns.job';
import { KOREAN, sql } from '../support/accounts';
import type { TestApi } from '../support/api';
import { cartLine, DELIVERY, ledgerBalance, memberWithPoints, placeOrder, useCheckoutApi } from '../support/checkout';
import { jobDepsOf } from './jobs.fixtures';
import { campaignProduct, campaignStatus, lineStatuses, PROGRESS } from './campaign.fixtures';

let api: TestApi;
useCheckoutApi((started) => ({ api } = started));

const STUDENTS = 300;
const PRICE = 10_000;
// Delivery template 2 charges 3,000 a group: the whole order is paid with points, at once.
const TOTAL = PRICE + 3_000;

describe('joining in the last second while the close runs', () => {
  it('lets nobody join a closed campaign and counts exactly the confirmed units', { timeout: 300_000 }, async () => {
    const deadline = new Date(Date.now() + 60_000);
    // One that reaches its goal, one that cannot: the failed one refunds every line it counted.
    const confirmed = await campaignProduct(api, { minUnits: 1, closesAt: deadline }, { salePrice: PRICE, name: '확정될 과잠' });
    const failed = await campaignProduct(api, { minUnits: 100_000, closesAt: deadline }, { salePrice: PRICE, name: '무산될 과잠' });
    const students = await Promise.all(
      Array.from({ length: STUDENTS }, async (_, i) => {
        const member = await memberWithPoints(api, TOTAL);
        const product = i % 2 === 0 ? confirmed.product : failed.product;
        return { member, cartId: await cartLine(api, member.user.id, { productId: product.id }) };
      }),
    );
    // The deadline moves to one second from now: the orders spread over the second before and after it.
    const closesAt = new Date(Date.now() + 1_000);
    await sql(api, 'update campaign set closes_at = ? where id in (?, ?)', [closesAt, confirmed.campaign.id, failed.campaign.id]);
    const deps = jobDepsOf(api);

    const orders = Promise.all(
      students.map(async ({ member, cartId }, i) => {
        await sleep((i * 2_000) / STUDENTS);
        return placeOrder(api, member.token, { cartIds: [cartId], payMethod: 'point', pointUsing: TOTAL, delivery: DELIVERY });
      }),
    );
    const closing = (async () => {
      await sleep(Math.max(0, closesAt.getTime() - Date.now()));
      const settled = new Set<number>();
      while (settled.size < 2) {
        for (const id of (await closeDueCampaigns(deps, new Date())).settled) settled.add(id);
        await sleep(20);
      }
    })();
    const [results] = await Promise.all([orders, closing]);
    // A last sweep after every request answered: an order that slipped past the close would be left here.
    await closeDueCampaigns(deps, new Date());

    const refused = results.filter((result) => result.errors);
    for (const result of refused) {
      expect(result.errors).toHaveLength(1);
      expect(result.errors![0]!.extensions).toMatchObject({ code: 'NOT_PURCHASABLE', reason: 'CAMPAIGN_CLOSED' });
      expect(result.errors![0]!.message).toMatch(KOREAN);
    }
    const joined = results.filter((result) => !result.errors);
    expect(joined.length + refused.length).toBe(STUDENTS);
    expect(joined.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);

    expect(await campaignStatus(api, confirmed.campaign.id)).toBe('CONFIRMED');
    expect(await campaignStatus(api, failed.campaign.id)).toBe('FAILED');
    const confirmedLines = await lineStatuses(api, confirmed.product.id);
    const failedLines = await lineStatuses(api, failed.product.id);
    // Every join is a paid line of the confirmed one, or a line the failed one cancelled and gave back.
    expect(Object.keys(confirmedLines).filter((status) => status !== 'PAID')).toEqual([]);
    expect(Object.keys(failedLines).filter((status) => status !== 'CANCELLED')).toEqual([]);
    expect((confirmedLines['PAID'] ?? 0) + (failedLines['CANCELLED'] ?? 0)).toBe(joined.length);
    // Points back, delivery fee's share included: each student of the failed one holds the whole balance again.
    const balances = await Promise.all(students.filter((_, i) => i % 2 === 1).map(({ member }) => ledgerBalance(api, member.user.id)));
    expect(new Set(balances)).toEqual(new Set([TOTAL]));

    const progress = await api.gql<{ product: { campaign: { progress: { confirmedUnits: number; goalReached: boolean } } } }>(PROGRESS, {
      id: confirmed.product.id,
    });
    expect(progress.data!.product.campaign.progress).toMatchObject({ confirmedUnits: confirmedLines['PAID'] ?? 0, goalReached: true });
  });
});

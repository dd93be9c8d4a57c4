// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABANDONED_DIRECT_LINE_HOURS, removeAbandonedDirectLines } from '../../backend/src/modules/cart/abandoned-direct-lines.job';
import type { JobDeps } from '../../backend/src/jobs/job-deps';
import type { Product } from '../../backend/src/modules/catalog/product.entity';
import { sql } from '../support/accounts';
import { startTestApi, type TestApi } from '../support/api';
import { createMember, createProduct, type TestMember } from '../support/catalog-fixtures';
import { createSecondUniversity } from '../support/tenants';
import { jobDepsOf } from './jobs.fixtures';

let api: TestApi;
let deps: JobDeps;
let member: TestMember;
let otherTenantMember: TestMember;
let product: Product;

beforeAll(async () => {
  api = await startTestApi();
  deps = jobDepsOf(api);
  const em = api.orm.em.fork();
  member = await createMember(em);
  const second = await createSecondUniversity(em);
  otherTenantMember = await createMember(em, { universityId: second.id });
  product = await createProduct(em, { count: 20 });
});
afterAll(() => api?.close());

const HOUR = 3_600_000;

/** A cart line written `hoursAgo` before `now`, straight into the table the sweep reads. */
async function line(userId: number, direct: boolean, hoursAgo: number, now: Date): Promise<number> {
  const [row] = await sql<{ id: number }>(
    api,
    `insert into cart (user_id, product_id, delivery_template_id, count, selected, direct, created_at)
     select ?, id, delivery_template_id, 1, true, ?, ? from product where id = ? returning id`,
    [userId, direct, new Date(now.getTime() - hoursAgo * HOUR), product.id],
  );
  return row!.id;
}

async function remaining(ids: number[]): Promise<number[]> {
  const rows = await sql<{ id: number }>(api, `select id from cart where id in (${ids.map(() => '?').join(', ')}) order by id`, ids);
  return rows.map((row) => row.id);
}

describe('the sweep of abandoned 구매하기 lines', () => {
  it('removes direct lines older than the limit and keeps fresh ones, cart lines and other shops’ lines', async () => {
    const now = new Date();
    const stale = await line(member.user.id, true, ABANDONED_DIRECT_LINE_HOURS + 1, now);
    const fresh = await line(member.user.id, true, ABANDONED_DIRECT_LINE_HOURS - 1, now);
    const oldCartLine = await line(member.user.id, false, ABANDONED_DIRECT_LINE_HOURS * 10, now);
    const otherShop = await line(otherTenantMember.user.id, true, ABANDONED_DIRECT_LINE_HOURS + 1, now);

    expect(await removeAbandonedDirectLines(deps, now)).toEqual({ removed: 1 });
    expect(await remaining([stale, fresh, oldCartLine, otherShop])).toEqual([fresh, oldCartLine, otherShop]);

    // Run again (a retry, or a second instance): nothing more goes.
    expect(await removeAbandonedDirectLines(deps, now)).toEqual({ removed: 0 });
    expect(await remaining([fresh, oldCartLine, otherShop])).toEqual([fresh, oldCartLine, otherShop]);

    // An hour and a bit later the line that was fresh has waited long enough too.
    expect(await removeAbandonedDirectLines(deps, new Date(now.getTime() + 2 * HOUR))).toEqual({ removed: 1 });
    expect(await remaining([fresh, oldCartLine, otherShop])).toEqual([oldCartLine, otherShop]);
  });
});

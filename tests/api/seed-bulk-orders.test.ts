// @vitest-environment node
// The bulk order-line knob (SEED_BULK_ORDER_LINES, docs/decisions/0049): lines of generated
// buyers (never the demo members), once, each order with its payment, shipped ones with tracking.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBulkOrderLines } from '../../backend/src/db/seeders/bulk-order-lines';
import { count, sql } from '../support/accounts';
import { startTestApi, type TestApi } from '../support/api';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(async () => {
  await api?.close();
});

describe('seedBulkOrderLines', () => {
  it('adds the lines once, every order paid for by a generated buyer with its payment record', async () => {
    const lines = await count(api, 'order_product');
    expect(await seedBulkOrderLines(api.orm.em.fork(), { universityId: 1, lines: 60 })).toEqual({ inserted: 60 });
    expect(await count(api, 'order_product')).toBe(lines + 60);
    expect(await seedBulkOrderLines(api.orm.em.fork(), { universityId: 1, lines: 60 })).toEqual({ inserted: 0 });
    expect(await count(api, 'order_product')).toBe(lines + 60);
    const bulk = "m_uid like 'BULK-%'";
    expect(await count(api, 'order', `${bulk} and not exists (select 1 from order_specification s where s.order_id = "order".id)`)).toBe(0);
    expect(await count(api, 'order', `${bulk} and user_id in (select id from "user" where email not like 'bulk-buyer-%')`)).toBe(0);
    const statuses = await sql<{ status: string }>(api, `select distinct op.status from order_product op join "order" o on o.id = op.order_id where o.${bulk}`);
    expect(statuses.length).toBeGreaterThanOrEqual(5);
    expect(
      await count(api, 'order_product', `status = 'DELIVERING' and order_id in (select id from "order" where ${bulk} and order_delivery_id is not null) and not exists (select 1 from order_product_shipping s where s.order_product_id = order_product.id)`),
    ).toBe(0);
  });
});

// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdapters } from '../../backend/src/adapters';
import { loadConfig } from '../../backend/src/config';
import { initOrm } from '../../backend/src/db/orm';
import { createLogger } from '../../backend/src/logger';
import { CLAIM_SECONDS, claimStock, releaseClaims, returnExpiredClaims } from '../../backend/src/modules/order/checkout-admission-claims';
import type { StockDemand } from '../../backend/src/modules/order/checkout-admission';
import { takeOrderStock } from '../../backend/src/modules/order/place-order-effects';
import { createApp, type App } from '../../backend/src/server';
import { count, KOREAN } from '../support/accounts';
import { graphqlClient, type TestApi } from '../support/api';
import {
  cartLine,
  checkoutProduct,
  DELIVERY,
  detailStock,
  memberWithPoints,
  optionDetailIds,
  PLACE_ORDER,
  placeOrder,
  productStock,
  useCheckoutApi,
  type PlacedOrder,
} from '../support/checkout';
import { fakePortOneAdapters, type FakePortOneServer } from '../support/fake-portone';

// Checkout claims live in PostgreSQL (docs/decisions/0078): two API processes on one database,
// each with its own ORM, its own pool and its own slots, sell exactly the stock between them.

let api: TestApi;
let fake: FakePortOneServer;
useCheckoutApi((started) => ({ api, fake } = started));

/** A second instance of the app on the same database: its own MikroORM, pool, config and admission. */
interface Instance {
  orm: MikroORM;
  gql: TestApi['gql'];
  close(): Promise<void>;
}

async function secondInstance(): Promise<Instance> {
  const orm = await initOrm(api.config.DATABASE_URL!);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SERVE_FRONTEND: 'false',
    UNIVERSITY_ID: String(api.config.UNIVERSITY_ID),
    DATABASE_URL: api.config.DATABASE_URL!,
    DATA_DIR: api.dataDir,
    JOBS_ENABLED: 'false',
  });
  const logger = createLogger(config);
  const app: App = createApp({ orm, config, logger, adapters: { ...createAdapters(config, logger), ...fakePortOneAdapters(fake)(config) } });
  const server: Server = createServer(app.handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    orm,
    gql: graphqlClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await app.close();
      await orm.close(true);
    },
  };
}

let other: Instance;
beforeAll(async () => {
  other = await secondInstance();
});
afterAll(async () => {
  await other?.close();
});

async function limitedOption(units: number, name = '선착순 과잠'): Promise<{ productId: number; detailId: number; demand: (count: number) => StockDemand }> {
  const product = await checkoutProduct(api, { name, combinations: [{ colour: '네이비', size: 'L', count: units }] });
  const [detailId] = await optionDetailIds(api, product.id);
  return {
    productId: product.id,
    detailId: detailId!,
    demand: (n) => ({ key: `d${detailId}`, productId: product.id, productOptionDetailId: detailId!, productName: name, count: n, stock: units }),
  };
}

const claimRows = (productId: number) => count(api, 'checkout_claim', 'product_id = ?', [productId]);

describe('checkout claims shared by two API processes', () => {
  it('sells exactly the stock when both processes take orders for it at once', { timeout: 120_000 }, async () => {
    const { productId, detailId } = await limitedOption(15);
    const members = await Promise.all(Array.from({ length: 60 }, () => memberWithPoints(api, 1_000)));
    const lines = await Promise.all(members.map((member) => cartLine(api, member.user.id, { productId, productOptionDetailId: detailId })));
    const results = await Promise.all(
      members.map((member, i) =>
        (i % 2 === 0 ? api.gql : other.gql)<{ placeOrder: PlacedOrder }>(
          PLACE_ORDER,
          { data: { cartIds: [lines[i]], payMethod: 'card', pointUsing: 500, delivery: DELIVERY } },
          { token: member.token },
        ),
      ),
    );
    const won = results.filter((result) => !result.errors);
    expect(won).toHaveLength(15);
    for (const result of results.filter((r) => r.errors)) {
      expect(result.errors![0]!.extensions?.code).toBe('OUT_OF_STOCK');
      expect(result.errors![0]!.message).toMatch(KOREAN);
    }
    expect(await detailStock(api, detailId)).toBe(0);
    expect(await count(api, 'order_product', 'product_id = ?', [productId])).toBe(15);
    expect(await count(api, 'point', `status = 'USED' and value = 500 and user_id = any(?::int[])`, [`{${members.map((m) => m.user.id).join(',')}}`])).toBe(15);
    expect(await count(api, 'cart', 'product_id = ?', [productId])).toBe(45);
    expect(await claimRows(productId)).toBe(0);
  });

  it('refuses at once on one process while the other holds the last unit for an order in flight, and sells it once given back', async () => {
    const { productId, detailId, demand } = await limitedOption(1, '마지막 한 벌');
    const inFlight = await claimStock(other.orm.em.fork(), [demand(1)]);
    expect(await detailStock(api, detailId)).toBe(0);
    const member = await memberWithPoints(api);
    const line = await cartLine(api, member.user.id, { productId, productOptionDetailId: detailId });
    const refused = await placeOrder(api, member.token, { cartIds: [line], payMethod: 'card', pointUsing: 0, delivery: DELIVERY });
    expect(refused.errors?.[0]?.extensions?.code).toBe('OUT_OF_STOCK');
    expect(refused.errors?.[0]?.message).toContain('마지막 한 벌');

    expect(await releaseClaims(other.orm.em.fork(), inFlight)).toBe(1);
    expect(await detailStock(api, detailId)).toBe(1);
    const bought = await placeOrder(api, member.token, { cartIds: [line], payMethod: 'card', pointUsing: 0, delivery: DELIVERY });
    expect(bought.errors).toBeUndefined();
    expect(await detailStock(api, detailId)).toBe(0);
    expect(await claimRows(productId)).toBe(0);
  });

  it('gives the units back when the order is refused inside its transaction', async () => {
    const { productId, detailId } = await limitedOption(3);
    const member = await memberWithPoints(api, 100);
    const line = await cartLine(api, member.user.id, { productId, productOptionDetailId: detailId });
    const refused = await placeOrder(api, member.token, { cartIds: [line], payMethod: 'card', pointUsing: 500, delivery: DELIVERY });
    expect(refused.errors?.[0]?.extensions?.code).toBe('INSUFFICIENT_POINTS');
    expect(await detailStock(api, detailId)).toBe(3);
    expect(await claimRows(productId)).toBe(0);
  });

  it('claims every line of an order or none, refusing with the product that is short', async () => {
    const jacket = await limitedOption(5, '과잠');
    const hoodie = await limitedOption(1, '로고 후드');
    const em = api.orm.em.fork();
    await expect(claimStock(em, [jacket.demand(2), hoodie.demand(2)])).rejects.toMatchObject({
      code: 'OUT_OF_STOCK',
      message: "'로고 후드' 상품의 남은 수량은 지금 다른 분들이 주문하고 있어요. 주문이 취소되면 다시 구매할 수 있어요.",
    });
    expect(await detailStock(api, jacket.detailId)).toBe(5);
    expect(await detailStock(api, hoodie.detailId)).toBe(1);
    // Two lines of one stock row are added up before the row is asked.
    await expect(claimStock(em, [hoodie.demand(1), hoodie.demand(1)])).rejects.toMatchObject({ code: 'OUT_OF_STOCK' });
    expect(await detailStock(api, hoodie.detailId)).toBe(1);
    expect((await claimRows(jacket.productId)) + (await claimRows(hoodie.productId))).toBe(0);
  });

  it('gives back the units of a process killed mid-claim once the claim has expired, and only then', async () => {
    const { productId, detailId, demand } = await limitedOption(4);
    // A process claims and dies before its order's transaction: its pool closes, nothing is released.
    const doomed = await initOrm(api.config.DATABASE_URL!);
    await claimStock(doomed.em.fork(), [demand(3)]);
    await doomed.close(true);
    expect(await detailStock(api, detailId)).toBe(1);

    expect(await returnExpiredClaims(api.orm.em.fork(), new Date())).toBe(0);
    expect(await detailStock(api, detailId)).toBe(1);
    const later = new Date(Date.now() + (CLAIM_SECONDS + 5) * 1000);
    expect(await returnExpiredClaims(api.orm.em.fork(), later)).toBeGreaterThanOrEqual(3);
    expect(await detailStock(api, detailId)).toBe(4);
    expect(await claimRows(productId)).toBe(0);
  });

  it('takes the stock itself when its claim was swept meanwhile, and refuses when none is left', async () => {
    const { productId, detailId, demand } = await limitedOption(2);
    const claims = await claimStock(api.orm.em.fork(), [demand(1)]);
    await returnExpiredClaims(api.orm.em.fork(), new Date(Date.now() + (CLAIM_SECONDS + 5) * 1000));
    expect(await detailStock(api, detailId)).toBe(2);
    const take = { ref: null as never, productId, productOptionDetailId: detailId, productName: '선착순 과잠', count: 2 };
    await api.orm.em.fork().transactional((em) => takeOrderStock(em, [take], claims));
    expect(await detailStock(api, detailId)).toBe(0);
    await expect(api.orm.em.fork().transactional((em) => takeOrderStock(em, [{ ...take, count: 1 }], []))).rejects.toMatchObject({ code: 'OUT_OF_STOCK' });
    expect(await productStock(api, productId)).toBeGreaterThanOrEqual(0);
  });
});

// @vitest-environment node
// Two instances of the API (two apps, each with its own MikroORM instance, so their own catalogue,
// response and session caches) on one database: a change made through one shows on the other
// within the catalogue's bound, as the per-level answer (issue 21, docs/decisions/0075).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORITY } from '../../domain/enums';
import { initOrm } from '../../backend/src/db/orm';
import { createLogger } from '../../backend/src/logger';
import { invalidateCatalogue } from '../../backend/src/modules/catalog/catalogue-cache';
import { Product } from '../../backend/src/modules/catalog/product.entity';
import { createApp, type App } from '../../backend/src/server';
import { graphqlClient, startTestApi, type TestApi } from '../support/api';
import { createMember, createProduct, type TestMember } from '../support/catalog-fixtures';
import { operationDocument } from '../support/catalog-operations';

const LIST = operationDocument('ProductList');
const DETAIL = operationDocument('ProductDetail');
/** Far more than the one-second bound: only a change that never shows fails. */
const GIVE_UP_MS = 10_000;

let a: TestApi;
let otherOrm: MikroORM;
let otherApp: App;
let otherServer: Server;
let b: TestApi['gql'];
const members: Record<'normal' | 'hidden' | 'admin', TestMember> = {} as never;

beforeAll(async () => {
  a = await startTestApi();
  otherOrm = await initOrm(a.orm.config.get('clientUrl')!);
  const quiet = new Writable({ write: (_chunk, _encoding, callback) => callback() });
  otherApp = createApp({ orm: otherOrm, config: a.config, logger: createLogger(a.config, quiet), adapters: a.adapters });
  otherServer = createServer(otherApp.handler);
  await new Promise<void>((resolve) => otherServer.listen(0, '127.0.0.1', resolve));
  b = graphqlClient(`http://127.0.0.1:${(otherServer.address() as AddressInfo).port}`);
  const em = a.orm.em.fork();
  members.normal = await createMember(em);
  members.hidden = await createMember(em, { authority: AUTHORITY.HIDDEN });
  members.admin = await createMember(em, { authority: AUTHORITY.ADMIN });
}, 120_000);

afterAll(async () => {
  otherServer?.closeAllConnections();
  await new Promise<void>((resolve) => (otherServer ? otherServer.close(() => resolve()) : resolve()));
  await otherApp?.close();
  await otherOrm?.close();
  await a?.close();
});

interface DetailData {
  product: { id: number; count: number; isSoldOut: boolean };
}

const detailOn = async (gql: TestApi['gql'], id: number, who?: TestMember) => {
  const { data, errors } = await gql<DetailData>(DETAIL, { id }, { token: who?.token });
  return { product: data?.product ?? null, code: errors?.[0]?.extensions?.code };
};

const listOn = async (gql: TestApi['gql'], who?: TestMember) => {
  const { data, errors } = await gql<{ products: { items: { id: number }[] } }>(LIST, { data: { limit: 20 } }, { token: who?.token });
  expect(errors).toBeUndefined();
  return data!.products.items.map((item) => item.id);
};

/** Reads on the other instance until `done` says the change shows, or GIVE_UP_MS passed. */
async function pollUntil<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const started = Date.now();
  let value = await read();
  while (!done(value) && Date.now() - started < GIVE_UP_MS) {
    await sleep(50);
    value = await read();
  }
  return value;
}

describe('two instances sharing answers per level', () => {
  it("show a stock change made through one to the other's members, as their level's answer", async () => {
    const product = await createProduct(a.orm.em.fork(), { count: 0 });
    // B keeps the sold-out page for the NORMAL level, and the visitor's.
    expect((await detailOn(b, product.id, members.normal)).product?.isSoldOut).toBe(true);
    expect((await detailOn(b, product.id)).product?.isSoldOut).toBe(true);

    const update = await a.gql(operationDocument('StaffUpdateStock'), { data: { productId: product.id, count: 7 } }, { token: members.admin.token });
    expect(update.errors).toBeUndefined();

    const seen = await pollUntil(() => detailOn(b, product.id, members.normal), (read) => read.product?.isSoldOut === false);
    expect(seen.product).toMatchObject({ id: product.id, count: 7, isSoldOut: false });
    // The same answer a member of that level gets from the instance that made the change.
    expect(seen).toEqual(await detailOn(a.gql, product.id, members.normal));
  });

  it("show a product made visible to a higher level only to that level's members on the other", async () => {
    const product = await createProduct(a.orm.em.fork(), { productVisible: AUTHORITY.ADMIN });
    expect(await detailOn(b, product.id, members.hidden)).toEqual({ product: null, code: 'NOT_FOUND' });
    expect(await listOn(b, members.hidden)).not.toContain(product.id);

    // A write path on A: the row changes, A's caches are told, B's are not.
    const em = a.orm.em.fork();
    await em.nativeUpdate(Product, { id: product.id }, { productVisible: AUTHORITY.HIDDEN });
    invalidateCatalogue(em);

    const shown = await pollUntil(() => listOn(b, members.hidden), (ids) => ids.includes(product.id));
    expect(shown).toContain(product.id);
    expect((await detailOn(b, product.id, members.hidden)).product?.id).toBe(product.id);
    // Still not the NORMAL level's, nor a visitor's, on either instance.
    for (const gql of [a.gql, b]) {
      for (const who of [members.normal, undefined]) {
        expect(await listOn(gql, who)).not.toContain(product.id);
        expect(await detailOn(gql, product.id, who)).toEqual({ product: null, code: 'NOT_FOUND' });
      }
    }
  });
});

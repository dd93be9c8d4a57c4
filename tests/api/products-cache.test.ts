// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORITY } from '../../domain/enums';
import { invalidateCatalogue } from '../../backend/src/modules/catalog/catalogue-cache';
import { productStock, readProduct } from '../../backend/src/modules/catalog/product.service';
import { Product } from '../../backend/src/modules/catalog/product.entity';
import { startTestApi, TEST_UNIVERSITY_ID, type TestApi } from '../support/api';
import { createListedProduct, createLevelMembers, type LevelMembers, type ProductFixture, type TestMember } from '../support/catalog-fixtures';
import { operationDocument } from '../support/catalog-operations';

// The catalogue cache (docs/decisions/0009-catalogue.md) shares list pages and product pages
// between viewers of one authority level for about a second. These tests read one key several
// times in a row, so that later reads come from memory, and check what must never be shared.

const DETAIL = operationDocument('ProductDetail');
// The page's own flag comes with its per-member query, apart from the shared page (ADR 0075).
const VIEWER_STATE = operationDocument('ProductViewerState');
const SUBSCRIBE = operationDocument('CreateProductRestockNotification');
const UNSUBSCRIBE = operationDocument('DeleteProductRestockNotification');
// The card fragment has no subscription flag (the list screen does not show it), but the field
// exists on every Product; the newest page is where a product created by a test lands.
const NEWEST_CARDS = `query NewestCards { products(data: { limit: 20 }) { total items { id count isSoldOut isRestockSubscribed } } }`;
// A sold-out product now comes last in the list (ADR 0058), so its card is read by id.
const CARD_BY_ID = `query CardById($id: Int!) { products(data: { ids: [$id] }) { total items { id count isSoldOut isRestockSubscribed } } }`;

interface DetailData {
  product: { id: number; count: number; isSoldOut: boolean; productVisible: number };
}
interface CardsData {
  products: { total: number; items: { id: number; count: number; isSoldOut: boolean; isRestockSubscribed: boolean }[] };
}

let api: TestApi;
let members: LevelMembers;

beforeAll(async () => {
  api = await startTestApi();
  members = await createLevelMembers(api.orm.em.fork());
});
afterAll(() => api?.close());

const newProduct = (fixture: ProductFixture) => createListedProduct(api.orm.em.fork(), fixture);

async function detail(id: number, who?: TestMember) {
  const { data, errors } = await api.gql<DetailData>(DETAIL, { id }, { token: who?.token });
  const mine = await api.gql<{ product: { isRestockSubscribed: boolean } }>(VIEWER_STATE, { id }, { token: who?.token });
  const product = data?.product && mine.data?.product ? { ...data.product, isRestockSubscribed: mine.data.product.isRestockSubscribed } : null;
  return { product, code: errors?.[0]?.extensions?.code };
}

async function card(id: number, who?: TestMember) {
  const { data, errors } = await api.gql<CardsData>(NEWEST_CARDS, {}, { token: who?.token });
  expect(errors).toBeUndefined();
  const byId = await api.gql<CardsData>(CARD_BY_ID, { id }, { token: who?.token });
  expect(byId.errors).toBeUndefined();
  return { card: byId.data!.products.items.find((item) => item.id === id) ?? null, total: data!.products.total };
}

describe('catalogue cache and the viewer', () => {
  it("never shows one member's restock subscription to another member or to a visitor", async () => {
    const product = await newProduct({ count: 0 });
    const subscribed = await api.gql(SUBSCRIBE, { productId: product.id }, { token: members.first.token });
    expect(subscribed.errors).toBeUndefined();

    // The subscriber's read fills the cache; everyone after them reads the same entry.
    expect((await detail(product.id, members.first)).product?.isRestockSubscribed).toBe(true);
    expect((await card(product.id, members.first)).card?.isRestockSubscribed).toBe(true);
    expect((await detail(product.id, members.second)).product?.isRestockSubscribed).toBe(false);
    expect((await card(product.id, members.second)).card?.isRestockSubscribed).toBe(false);
    expect((await detail(product.id)).product?.isRestockSubscribed).toBe(false);
    expect((await card(product.id)).card?.isRestockSubscribed).toBe(false);
    expect((await detail(product.id, members.first)).product?.isRestockSubscribed).toBe(true);
    expect((await card(product.id, members.first)).card?.isRestockSubscribed).toBe(true);
  });

  it('shows a new restock subscription, and its withdrawal, to the member at once on cached pages', async () => {
    const product = await newProduct({ count: 0 });
    expect((await detail(product.id, members.second)).product?.isRestockSubscribed).toBe(false);
    expect((await card(product.id, members.second)).card?.isRestockSubscribed).toBe(false);

    await api.gql(SUBSCRIBE, { productId: product.id }, { token: members.second.token });
    expect((await detail(product.id, members.second)).product?.isRestockSubscribed).toBe(true);
    expect((await card(product.id, members.second)).card?.isRestockSubscribed).toBe(true);

    await api.gql(UNSUBSCRIBE, { productId: product.id }, { token: members.second.token });
    expect((await detail(product.id, members.second)).product?.isRestockSubscribed).toBe(false);
    expect((await card(product.id, members.second)).card?.isRestockSubscribed).toBe(false);
  });

  it('never serves a HIDDEN product read for an ADMIN to a visitor or a NORMAL member', async () => {
    const hidden = await newProduct({ productVisible: AUTHORITY.HIDDEN });
    const forAdmin = await card(hidden.id, members.admin);
    expect(forAdmin.card).not.toBeNull();
    expect((await detail(hidden.id, members.admin)).product?.productVisible).toBe(AUTHORITY.HIDDEN);

    for (const who of [undefined, members.first]) {
      expect(await detail(hidden.id, who)).toEqual({ product: null, code: 'NOT_FOUND' });
      const page = await card(hidden.id, who);
      expect(page.card).toBeNull();
      expect(page.total).toBeLessThan(forAdmin.total);
    }
    expect((await detail(hidden.id, members.hidden)).product?.id).toBe(hidden.id);
  });
});

describe('invalidateCatalogue', () => {
  it('makes the next list and product read show a stock change', async () => {
    const product = await newProduct({ count: 5 });
    expect((await detail(product.id)).product).toMatchObject({ count: 5, isSoldOut: false });
    expect((await card(product.id)).card).toMatchObject({ count: 5, isSoldOut: false });

    const em = api.orm.em.fork();
    await em.nativeUpdate(Product, { id: product.id }, { count: 0 });
    invalidateCatalogue(em);

    expect((await detail(product.id)).product).toMatchObject({ count: 0, isSoldOut: true });
    expect((await card(product.id)).card).toMatchObject({ count: 0, isSoldOut: true });
  });

  it('clears again when the writing transaction commits, dropping what a read cached in between', async () => {
    const product = await newProduct({ count: 5 });
    await api.orm.em.fork().transactional(async (em) => {
      await em.nativeUpdate(Product, { id: product.id }, { count: 0 });
      invalidateCatalogue(em);
      // Another request before the commit still sees, and caches, the committed stock.
      expect((await detail(product.id)).product?.count).toBe(5);
    });
    expect((await detail(product.id)).product).toMatchObject({ count: 0, isSoldOut: true });
  });

  it('keeps reads inside a transaction, which see its uncommitted writes, out of the shared cache', async () => {
    const product = await newProduct({ count: 5 });
    const rolledBack = api.orm.em.fork().transactional(async (em) => {
      await em.nativeUpdate(Product, { id: product.id }, { count: 0 });
      const inside = await readProduct(em, product.id, null, TEST_UNIVERSITY_ID);
      expect(await productStock(em, inside, null)).toBe(0);
      throw new Error('roll back');
    });
    await expect(rolledBack).rejects.toThrow('roll back');
    expect((await detail(product.id)).product?.count).toBe(5);
  });
});

// @vitest-environment node
// Signed-in catalogue reads shared per visibility level (issue 21, docs/decisions/0075): the
// public ProductList/ProductDetail answers are kept once per level, the member's own fields come
// with ProductViewerState, and nothing crosses from one level, or one member, to another.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORITY } from '../../domain/enums';
import { CATALOGUE_LAYER_TTL_MS, invalidateCatalogue } from '../../backend/src/modules/catalog/catalogue-cache';
import { ProductRestockNotification } from '../../backend/src/modules/restock/product-restock-notification.entity';
import { startTestApi, type TestApi } from '../support/api';
import { createListedProduct, createLevelMembers, createMember, type LevelMembers, type ProductFixture, type TestMember } from '../support/catalog-fixtures';
import { operationDocument } from '../support/catalog-operations';
import { recordStatements } from '../support/catalog-statements';

const LIST = operationDocument('ProductList');
const DETAIL = operationDocument('ProductDetail');
const VIEWER_STATE = operationDocument('ProductViewerState');
const SET_LEVEL = operationDocument('StaffSetMemberLevel');
/** A client's own document mixing the page with a per-member field, under an alias. */
const DETAIL_WITH_FLAG = `query DetailWithFlag($id: Int!) { product(id: $id) { id name count flag: isRestockSubscribed } }`;

interface ListData {
  products: { total: number; items: { id: number }[] };
}
interface DetailData {
  product: { id: number; count: number; productVisible: number };
}

let api: TestApi;
let members: LevelMembers;

beforeAll(async () => {
  api = await startTestApi();
  members = await createLevelMembers(api.orm.em.fork());
});
afterAll(() => api?.close());

const newProduct = (fixture: ProductFixture) => createListedProduct(api.orm.em.fork(), fixture);

const listIds = async (who?: TestMember) => {
  const { data, errors } = await api.gql<ListData>(LIST, { data: { limit: 20 } }, { token: who?.token });
  expect(errors).toBeUndefined();
  return { ids: data!.products.items.map((item) => item.id), total: data!.products.total };
};

const detail = async (id: number, who?: TestMember) => {
  const { data, errors } = await api.gql<DetailData>(DETAIL, { id }, { token: who?.token });
  return { product: data?.product ?? null, code: errors?.[0]?.extensions?.code };
};

const restockFlag = async (id: number, who?: TestMember) => {
  const { data, errors } = await api.gql<{ product: { isRestockSubscribed: boolean } }>(VIEWER_STATE, { id }, { token: who?.token });
  expect(errors).toBeUndefined();
  return data!.product.isRestockSubscribed;
};

const touchesRestock = (statements: string[]) => statements.filter((text) => /product_restock_notification/.test(text));
const sessionLookups = (statements: string[]) => statements.filter((text) => /from auth_session/.test(text));

describe('signed-in catalogue reads shared per level', () => {
  it("serve a second member of the same level the first one's answer, with no statement but the session lookup", async () => {
    const product = await newProduct({ count: 3 });
    const filledAt = performance.now();
    const first = await detail(product.id, members.first);
    const firstList = await listIds(members.first);
    expect(first.product?.count).toBe(3);

    const { result, statements } = await recordStatements(async () => [await detail(product.id, members.second), await listIds(members.second)] as const);
    const within = performance.now() - filledAt < CATALOGUE_LAYER_TTL_MS;
    expect(result).toEqual([first, firstList]);
    expect(touchesRestock(statements)).toEqual([]);
    // Unless this machine took longer than a cache lifetime (then the rows were read again, which
    // says nothing about sharing), the second member's reads cost their session lookup at most.
    if (within) expect(statements).toEqual(sessionLookups(statements));
    expect(sessionLookups(statements).length).toBeLessThanOrEqual(2);
  });

  it('never give a lower level the answer kept for a higher one, nor the reverse', async () => {
    const hidden = await newProduct({ productVisible: AUTHORITY.HIDDEN });
    // The higher level reads first, so its answers are in memory when the lower level asks.
    const forHidden = await listIds(members.hidden);
    expect(forHidden.ids).toContain(hidden.id);
    expect((await detail(hidden.id, members.hidden)).product?.productVisible).toBe(AUTHORITY.HIDDEN);

    for (const who of [members.first, undefined]) {
      const page = await listIds(who);
      expect(page.ids).not.toContain(hidden.id);
      expect(page.total).toBeLessThan(forHidden.total);
      expect(await detail(hidden.id, who)).toEqual({ product: null, code: 'NOT_FOUND' });
    }
    // And the higher level still gets its own answer after the lower one was kept.
    expect((await listIds(members.hidden)).ids).toContain(hidden.id);
    expect((await detail(hidden.id, members.admin)).product?.id).toBe(hidden.id);
  });

  it("serve a member whose level staff lowered the lower level's answer at once", async () => {
    const demoted = await createMember(api.orm.em.fork(), { authority: AUTHORITY.HIDDEN });
    const hidden = await newProduct({ productVisible: AUTHORITY.HIDDEN });
    expect((await detail(hidden.id, demoted)).product?.id).toBe(hidden.id);
    expect((await listIds(demoted)).ids).toContain(hidden.id);

    const lowered = await api.gql(SET_LEVEL, { userId: demoted.user.id, level: AUTHORITY.NORMAL }, { token: members.admin.token });
    expect(lowered.errors).toBeUndefined();
    expect(await detail(hidden.id, demoted)).toEqual({ product: null, code: 'NOT_FOUND' });
    expect((await listIds(demoted)).ids).not.toContain(hidden.id);
  });
});

describe("a member's own fields", () => {
  it("are never another member's or a visitor's, whichever asks first", async () => {
    const product = await newProduct({ count: 0 });
    const em = api.orm.em.fork();
    em.create(ProductRestockNotification, { user: members.first.user.id, product: product.id });
    await em.flush();

    for (let round = 0; round < 2; round += 1) {
      expect(await restockFlag(product.id, members.first)).toBe(true);
      expect(await restockFlag(product.id, members.second)).toBe(false);
      expect(await restockFlag(product.id)).toBe(false);
    }
    // The second member asks first this time.
    expect(await restockFlag(product.id, members.second)).toBe(false);
    expect(await restockFlag(product.id, members.first)).toBe(true);
  });

  it('keep a document that mixes them into the page, even under an alias, out of the shared answers', async () => {
    const product = await newProduct({ count: 0 });
    const em = api.orm.em.fork();
    em.create(ProductRestockNotification, { user: members.second.user.id, product: product.id });
    await em.flush();
    const flagOf = async (who?: TestMember) =>
      (await api.gql<{ product: { flag: boolean } }>(DETAIL_WITH_FLAG, { id: product.id }, { token: who?.token })).data!.product.flag;

    expect(await flagOf(members.second)).toBe(true);
    expect(await flagOf(members.first)).toBe(false);
    expect(await flagOf()).toBe(false);
    expect(await flagOf(members.second)).toBe(true);
  });

  it('cost the session lookup and one per-member read, and the shared page none', async () => {
    const product = await newProduct({ count: 0 });
    // What a visitor's read of the same document costs from cold rows: the shared catalogue reads.
    invalidateCatalogue(api.orm.em);
    const shared = (await recordStatements(() => restockFlag(product.id))).statements;
    expect(touchesRestock(shared)).toEqual([]);

    invalidateCatalogue(api.orm.em);
    const mine = await recordStatements(() => restockFlag(product.id, members.first));
    expect(sessionLookups(mine.statements)).toHaveLength(1);
    const perMember = mine.statements.filter((text) => !sessionLookups([text]).length && !shared.includes(text));
    expect(perMember).toHaveLength(1);
    expect(touchesRestock(perMember)).toHaveLength(1);

    // A page no layer holds: the member's read costs what a visitor's does, plus the session lookup.
    invalidateCatalogue(api.orm.em);
    const visitor = await recordStatements(() => detail(product.id));
    invalidateCatalogue(api.orm.em);
    const member = await recordStatements(() => detail(product.id, members.second));
    expect(member.result).toEqual(visitor.result);
    expect(sessionLookups(member.statements)).toHaveLength(1);
    expect(member.statements.filter((text) => !sessionLookups([text]).length).sort()).toEqual([...visitor.statements].sort());
  });
});

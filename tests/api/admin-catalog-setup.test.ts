// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORITY } from '../../domain/enums';
import { STALE_EDIT_MESSAGE } from '../../domain/staff/staff-messages';
import {
  CATEGORY_HAS_PRODUCTS_MESSAGE,
  CATEGORY_MOVE_MESSAGE, CATEGORY_PARENT_MESSAGE,
  CATEGORY_PROMOTED_MESSAGE,
  PROMOTED_COUNT_MESSAGE,
} from '../../domain/catalog-setup/category-rules';
import { refusal, sql } from '../support/accounts';
import { startTestApi, type TestApi } from '../support/api';
import { createMember, createProduct, type TestMember } from '../support/catalog-fixtures';
import { operationDocument } from '../support/catalog-operations';

const CATEGORIES = operationDocument('StaffCatalogCategories');
const CREATE = operationDocument('StaffCreateCategory');
const UPDATE = operationDocument('StaffUpdateCategory');
const DELETE = operationDocument('StaffDeleteCategory');
const REORDER = operationDocument('StaffReorderCategories');
const PROMOTE = operationDocument('StaffSetPromotedCategories');
const PRODUCTS = operationDocument('ProductList');
const UNIVERSITY = operationDocument('University');

interface Category {
  id: number;
  parentId: number | null;
  content: string;
  visible: boolean;
  isGroup: boolean;
  position: number;
  productCount: number;
  promoted: boolean;
  updatedAt: string;
}
interface Setup {
  staffCategories: Category[];
  staffPromotedCategories: { updatedAt: string; categories: { categoryId: number; title: string }[] };
}

let api: TestApi;
let admin: TestMember;
let viewer: TestMember;
let member: TestMember;

beforeAll(async () => {
  api = await startTestApi();
  const em = api.orm.em.fork();
  admin = await createMember(em, { authority: AUTHORITY.ADMIN });
  viewer = await createMember(em, { authority: AUTHORITY.ADMINHIDDEN });
  member = await createMember(em);
});
afterAll(() => api?.close());

const as = (who: TestMember | null) => (who ? { token: who.token } : {});
const setup = async (who: TestMember = admin) => (await api.gql<Setup>(CATEGORIES, {}, as(who))).data!;
const create = (data: Record<string, unknown>, who: TestMember | null = admin) =>
  api.gql<{ staffCreateCategory: Category }>(CREATE, { data }, as(who));
const update = (data: Record<string, unknown>, who: TestMember | null = admin) =>
  api.gql<{ staffUpdateCategory: Category }>(UPDATE, { data }, as(who));
const categoryRows = () => sql<{ id: number; content: string; visible: boolean; position: number }>(api, 'select id, content, visible, position from product_category order by id');
const auditRows = (objectType: string, objectId: number) =>
  sql<{ action: string; summary: string }>(api, 'select action, summary from staff_audit where object_type = ? and object_id = ? order by id', [objectType, objectId]);

async function listedIds(categoryId: number, who: TestMember | null): Promise<number[]> {
  const result = await api.gql<{ products: { items: { id: number }[] } }>(PRODUCTS, { data: { categoryId, limit: 20 } }, as(who));
  expect(result.errors).toBeUndefined();
  return result.data!.products.items.map((item) => item.id);
}

describe('staffCategories', () => {
  it('shows ADMINHIDDEN every category, hidden ones too, with product counts and the promoted ones', async () => {
    const data = await setup(viewer);
    const rows = data.staffCategories;
    expect(rows.some((row) => !row.visible)).toBe(true);
    expect(rows.filter((row) => row.promoted).map((row) => row.id).sort()).toEqual([71, 72, 74, 75]);
    expect(rows.find((row) => row.id === 75)!.productCount).toBeGreaterThan(0);
    // Each main category comes before its sub categories.
    for (const [index, row] of rows.entries()) {
      if (row.parentId !== null) expect(rows.findIndex((parent) => parent.id === row.parentId)).toBeLessThan(index);
    }
    expect(data.staffPromotedCategories.categories.map((entry) => entry.categoryId)).toEqual([75, 71, 72, 74]);
  });

  it('refuses a member and a visitor', async () => {
    refusal(await api.gql(CATEGORIES, {}, as(member)), 'FORBIDDEN');
    refusal(await api.gql(CATEGORIES), 'UNAUTHENTICATED');
  });
});

describe('creating, hiding and deleting categories', () => {
  it('creates a sub category last under its main category and records it', async () => {
    const before = (await setup()).staffCategories.filter((row) => row.parentId === 75);
    const result = await create({ parentId: 75, content: '신상 아우터' });
    expect(result.errors).toBeUndefined();
    const created = result.data!.staffCreateCategory;
    expect(created).toMatchObject({ parentId: 75, content: '신상 아우터', visible: true, isGroup: false, productCount: 0 });
    expect(created.position).toBe(Math.max(...before.map((row) => row.position)) + 1);
    expect(await auditRows('CATEGORY', created.id)).toEqual([{ action: 'category.create', summary: '하위 카테고리를 만들었어요' }]);
  });

  it('moves a sub category with its products under another main category, last, recorded', async () => {
    const mains = (await setup()).staffCategories.filter((row) => row.parentId === null && !row.isGroup);
    const to = (await create({ content: `옮길 곳 ${Date.now() % 10_000}` })).data!.staffCreateCategory;
    const from = mains.find((row) => row.id !== to.id)!;
    const moving = (await create({ parentId: from.id, content: '옮기는 하위' })).data!.staffCreateCategory;
    const moved = await update({ id: moving.id, content: moving.content, visible: true, parentId: to.id, expectedUpdatedAt: moving.updatedAt });
    expect(moved.errors).toBeUndefined();
    expect(moved.data!.staffUpdateCategory).toMatchObject({ parentId: to.id, position: 0 });
    expect((await auditRows('CATEGORY', moving.id)).at(-1)).toEqual({ action: 'category.move', summary: '카테고리를 다른 대분류로 옮겼어요' });

    // A main category stays a main category; nothing changes.
    const before = await categoryRows();
    const refused = refusal(await update({ id: to.id, content: to.content, visible: true, parentId: from.id, expectedUpdatedAt: to.updatedAt }), 'BAD_USER_INPUT');
    expect(refused).toMatchObject({ message: CATEGORY_MOVE_MESSAGE, extensions: { field: 'parentId' } });
    expect(await categoryRows()).toEqual(before);
  });

  it('refuses bad input whole and changes nothing; ADMINHIDDEN may not change', async () => {
    const before = await categoryRows();
    const subCategory = (await setup()).staffCategories.find((row) => row.parentId === 75)!;
    const underSub = refusal(await create({ parentId: subCategory.id, content: '세부' }), 'BAD_USER_INPUT');
    expect(underSub.message).toBe(CATEGORY_PARENT_MESSAGE);
    expect(refusal(await create({ content: ' ' }), 'BAD_USER_INPUT').extensions?.field).toBe('content');
    refusal(await create({ content: '열람자가 만든 것' }, viewer), 'FORBIDDEN');
    refusal(await create({ content: '학생이 만든 것' }, member), 'FORBIDDEN');
    expect(await categoryRows()).toEqual(before);
  });

  it('hides a category with products: students no longer find them through it, staff still do', async () => {
    const parent = (await create({ content: `숨김 시험 ${Date.now()}` })).data!.staffCreateCategory;
    const child = (await create({ parentId: parent.id, content: '하위' })).data!.staffCreateCategory;
    const product = await createProduct(api.orm.em.fork(), { categoryIds: [child.id] });
    // Read first, so a cached page would show if the change forgot to clear the catalogue.
    expect(await listedIds(parent.id, null)).toEqual([product.id]);
    const hidden = await update({ id: parent.id, content: parent.content, visible: false, expectedUpdatedAt: parent.updatedAt });
    expect(hidden.errors).toBeUndefined();
    expect(hidden.data!.staffUpdateCategory.visible).toBe(false);
    expect(await listedIds(parent.id, null)).toEqual([]);
    expect(await listedIds(child.id, member)).toEqual([]);
    expect(await listedIds(parent.id, viewer)).toEqual([product.id]);
    expect((await auditRows('CATEGORY', parent.id)).map((row) => row.action)).toEqual(['category.create', 'category.hide']);

    const deleted = refusal(await api.gql(DELETE, { id: child.id }, as(admin)), 'INVALID_STATE');
    expect(deleted.message).toBe(CATEGORY_HAS_PRODUCTS_MESSAGE);
  });

  it('refuses an edit made on a stale version with CONFLICT and keeps the other edit', async () => {
    const category = (await create({ content: `동시 편집 ${Date.now()}` })).data!.staffCreateCategory;
    const first = await update({ id: category.id, content: '먼저 고친 이름', visible: true, expectedUpdatedAt: category.updatedAt });
    expect(first.errors).toBeUndefined();
    const stale = refusal(await update({ id: category.id, content: '늦게 고친 이름', visible: true, expectedUpdatedAt: category.updatedAt }), 'CONFLICT');
    expect(stale.message).toBe(STALE_EDIT_MESSAGE);
    const [row] = await sql<{ content: string }>(api, 'select content from product_category where id = ?', [category.id]);
    expect(row!.content).toBe('먼저 고친 이름');
  });

  it('refuses hiding a promoted category and deletes an empty one', async () => {
    const promoted = (await setup()).staffCategories.find((row) => row.id === 71)!;
    const refused = refusal(await update({ id: 71, content: promoted.content, visible: false, expectedUpdatedAt: promoted.updatedAt }), 'BAD_USER_INPUT');
    expect(refused.message).toBe(CATEGORY_PROMOTED_MESSAGE);
    const empty = (await create({ content: `빈 카테고리 ${Date.now()}` })).data!.staffCreateCategory;
    const deleted = await api.gql<{ staffDeleteCategory: number }>(DELETE, { id: empty.id }, as(admin));
    expect(deleted.data?.staffDeleteCategory).toBe(empty.id);
    expect((await categoryRows()).some((row) => row.id === empty.id)).toBe(false);
  });

  it('reorders siblings, and refuses an order that misses one as stale', async () => {
    const children = (await setup()).staffCategories.filter((row) => row.parentId === 71);
    const reversed = children.map((row) => row.id).reverse();
    const result = await api.gql<{ staffReorderCategories: Category[] }>(REORDER, { data: { parentId: 71, ids: reversed } }, as(admin));
    expect(result.errors).toBeUndefined();
    const after = (await setup()).staffCategories.filter((row) => row.parentId === 71).map((row) => row.id);
    expect(after).toEqual(reversed);
    refusal(await api.gql(REORDER, { data: { parentId: 71, ids: reversed.slice(1) } }, as(admin)), 'CONFLICT');
    refusal(await api.gql(REORDER, { data: { parentId: 71, ids: reversed } }, as(viewer)), 'FORBIDDEN');
  });
});

describe('staffSetPromotedCategories', () => {
  it('replaces the home page rows, which students see at once', async () => {
    const before = await api.gql<{ university: { promotedCategories: { categoryId: number }[] } }>(UNIVERSITY);
    expect(before.data!.university.promotedCategories.map((entry) => entry.categoryId)).toEqual([75, 71, 72, 74]);
    const { staffPromotedCategories } = await setup();
    const result = await api.gql(PROMOTE, {
      data: { expectedUpdatedAt: staffPromotedCategories.updatedAt, categories: [{ categoryId: 72, title: '겨울엔 플리스' }, { categoryId: 75, title: '과잠' }] },
    }, as(admin));
    expect(result.errors).toBeUndefined();
    const after = await api.gql<{ university: { promotedCategories: { categoryId: number; title: string }[] } }>(UNIVERSITY);
    expect(after.data!.university.promotedCategories).toMatchObject([{ categoryId: 72, title: '겨울엔 플리스' }, { categoryId: 75, title: '과잠' }]);
    expect((await auditRows('SHOP', 1)).map((row) => row.action)).toContain('shop.promoted-categories');

    // The version moved: the same form saved again is stale; five are too many.
    refusal(await api.gql(PROMOTE, { data: { expectedUpdatedAt: staffPromotedCategories.updatedAt, categories: [] } }, as(admin)), 'CONFLICT');
    const fresh = (await setup()).staffPromotedCategories.updatedAt;
    const five = [75, 71, 72, 74, 76].map((categoryId) => ({ categoryId, title: '추천' }));
    expect(refusal(await api.gql(PROMOTE, { data: { expectedUpdatedAt: fresh, categories: five } }, as(admin)), 'BAD_USER_INPUT').message).toBe(PROMOTED_COUNT_MESSAGE);
    refusal(await api.gql(PROMOTE, { data: { expectedUpdatedAt: fresh, categories: [] } }, as(viewer)), 'FORBIDDEN');
  });
});

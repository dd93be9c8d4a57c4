// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORITY } from '../../domain/enums';
import { STALE_EDIT_MESSAGE } from '../../domain/staff/staff-messages';
import { STAFF_PRODUCT_NOT_FOUND_MESSAGE } from '../../domain/catalog/staff-product-input';
import { count, refusal, sql } from '../support/accounts';
import { startTestApi, type TestApi } from '../support/api';
import { createMember, createProduct, type TestMember } from '../support/catalog-fixtures';
import { operationDocument } from '../support/catalog-operations';
import { recordStatements } from '../support/catalog-statements';
import { createSecondUniversity } from '../support/tenants';

const LIST = operationDocument('StaffProducts');
const READ = operationDocument('StaffProduct');
const CREATE = operationDocument('StaffCreateProduct');
const UPDATE = operationDocument('StaffUpdateProduct');
const DUPLICATE = operationDocument('StaffDuplicateProduct');
const VISIBILITY = operationDocument('StaffSetProductVisibility');
const PICKERS = operationDocument('StaffProductPickers');
const STOREFRONT_PRODUCT = operationDocument('ProductDetail');

interface Editor {
  updatedAt: string;
  visibilityChecklist: { key: string; ok: boolean; message: string }[];
  product: {
    id: number;
    name: string;
    code: string;
    productVisible: number;
    count: number;
    productDetail: { story: string } | null;
    productTags: { content: string }[];
    productCategoryTaggeds: { productCategoryId: number }[];
    productOptionDetails: { id: number }[];
  };
}

let api: TestApi;
let admin: TestMember;
let viewer: TestMember;
let member: TestMember;
let secondId: number;

const input = (patch: Record<string, unknown> = {}) => ({
  productType: 'SINGLEORDER',
  productVisible: 0,
  deliveryTemplateId: 1,
  name: '2027 한빛 과잠',
  description: '새 시즌 과잠이에요.',
  price: 89_000,
  salePrice: 79_000,
  code: `JK-${Math.random().toString(36).slice(2, 8)}`,
  saleStartedAt: '2026-11-01T00:00:00Z',
  saleEndedAt: '2026-12-31T00:00:00Z',
  productDetail: { story: '<p>따뜻해요<script>alert(1)</script></p>', info: '면 100%', faq: 'Q. 3 < 5?' },
  tags: ['신상', '기모'],
  categoryIds: [71],
  productGroupDelivery: null,
  ...patch,
});

const as = (who: TestMember | null) => (who ? { token: who.token } : {});

async function create(patch: Record<string, unknown> = {}, who: TestMember | null = admin) {
  return api.gql<{ staffCreateProduct: Editor }>(CREATE, { data: input(patch) }, as(who));
}

beforeAll(async () => {
  api = await startTestApi();
  const em = api.orm.em.fork();
  admin = await createMember(em, { authority: AUTHORITY.ADMIN });
  viewer = await createMember(em, { authority: AUTHORITY.ADMINHIDDEN });
  member = await createMember(em);
  secondId = (await createSecondUniversity(em)).id;
});

afterAll(async () => {
  await api?.close();
});

describe('staffCreateProduct and staffProduct', () => {
  it('creates a product with cleaned rich text, tags and categories, and reads it back with its checklist', async () => {
    const result = await create();
    expect(result.errors).toBeUndefined();
    const created = result.data!.staffCreateProduct;
    expect(created.product.productDetail!.story).toBe('<p>따뜻해요</p>');
    expect(created.product.productTags.map((tag) => tag.content)).toEqual(['신상', '기모']);
    expect(created.product.productCategoryTaggeds.map((row) => row.productCategoryId)).toEqual([71]);
    const failing = created.visibilityChecklist.filter((check) => !check.ok).map((check) => check.key);
    expect(failing).toEqual(['STOCK', 'IMAGE']);
    const read = await api.gql<{ staffProduct: Editor }>(READ, { id: created.product.id }, as(viewer));
    expect(read.errors).toBeUndefined();
    expect(read.data!.staffProduct.updatedAt).toBe(created.updatedAt);
    const [audit] = await sql<{ n: number }>(api, "select count(*)::int as n from staff_audit where object_type = 'PRODUCT' and object_id = ?", [created.product.id]);
    expect(audit!.n).toBe(1);
  });

  it('refuses bad input naming the field, and writes nothing', async () => {
    const before = await count(api, 'product');
    const cheap = refusal(await create({ salePrice: 99_000 }), 'BAD_USER_INPUT');
    expect(cheap.extensions?.field).toBe('salePrice');
    const foreignCategory = refusal(await create({ categoryIds: [71, 987_654] }), 'BAD_USER_INPUT');
    expect(foreignCategory.extensions?.field).toBe('categoryIds');
    const taken = (await create()).data!.staffCreateProduct.product.code;
    const clash = refusal(await create({ code: taken }), 'BAD_USER_INPUT');
    expect(clash.extensions?.field).toBe('code');
    expect(await count(api, 'product')).toBe(before + 1);
  });

  it('lets only ADMIN write: a member and ADMINHIDDEN are refused, anonymous must sign in', async () => {
    const before = await count(api, 'product');
    refusal(await create({}, member), 'FORBIDDEN');
    refusal(await create({}, viewer), 'FORBIDDEN');
    refusal(await create({}, null), 'UNAUTHENTICATED');
    refusal(await api.gql(LIST, {}, as(member)), 'FORBIDDEN');
    expect(await count(api, 'product')).toBe(before);
  });

  it('copies a registered pickup point and follows it, and refuses a point of another university', async () => {
    const point = async (universityId: number, name: string) =>
      (
        await sql<{ id: number }>(
          api,
          `insert into pickup_point (university_id, name, post_code, address, detail_address, tel, note)
           values (?, ?, '34134', '대전광역시 유성구 한빛대학로 123', '학생회관 2층', '042-000-1234', '평일 10-18시') returning id`,
          [universityId, name],
        )
      )[0]!.id;
    const ours = await point(1, `공학관 로비 ${Math.random().toString(36).slice(2, 6)}`);
    const theirs = await point(secondId, '다른 학교 매장');
    // The typed fields are the editor's copy; the registry's own fields win.
    const typed = { productGroupDeliveryType: 'GROUP', name: '옛 이름', postCode: '00000', address: '옛 주소', detailAddress: '', tel: '010', note: '' };
    const created = await create({ productGroupDelivery: { ...typed, pickupPointId: ours } });
    expect(created.errors).toBeUndefined();
    const id = created.data!.staffCreateProduct.product.id;
    const read = await api.gql<{ staffProduct: { product: { productGroupDelivery: Record<string, unknown> } } }>(READ, { id }, as(admin));
    expect(read.data!.staffProduct.product.productGroupDelivery).toMatchObject({ pickupPointId: ours, postCode: '34134', detailAddress: '학생회관 2층', tel: '042-000-1234' });
    expect(await count(api, 'product_group_delivery', 'product_id = ? and pickup_point_id = ?', [id, ours])).toBe(1);

    const before = await count(api, 'product');
    const refused = refusal(await create({ productGroupDelivery: { ...typed, pickupPointId: theirs } }), 'BAD_USER_INPUT');
    expect(refused.extensions?.field).toBe('productGroupDelivery.pickupPointId');
    expect(await count(api, 'product')).toBe(before);
  });

  it("answers another university's product like a missing one", async () => {
    const theirs = await createProduct(api.orm.em.fork(), { universityId: secondId });
    const read = refusal(await api.gql(READ, { id: theirs.id }, as(admin)), 'NOT_FOUND');
    expect(read.message).toBe(STAFF_PRODUCT_NOT_FOUND_MESSAGE);
    refusal(await api.gql(VISIBILITY, { id: theirs.id, productVisible: 2 }, as(admin)), 'NOT_FOUND');
    refusal(await api.gql(DUPLICATE, { id: theirs.id }, as(admin)), 'NOT_FOUND');
    const list = await api.gql<{ staffProducts: { items: { id: number }[] } }>(LIST, { data: { search: theirs.code } }, as(admin));
    expect(list.data!.staffProducts.items).toEqual([]);
  });
});

describe('staffUpdateProduct', () => {
  it('saves against the loaded version and refuses a stale one with CONFLICT, changing nothing', async () => {
    const created = (await create()).data!.staffCreateProduct;
    const first = await api.gql<{ staffUpdateProduct: Editor }>(
      UPDATE,
      { id: created.product.id, expectedUpdatedAt: created.updatedAt, data: input({ code: created.product.code, name: '먼저 고친 이름', tags: [] }) },
      as(admin),
    );
    expect(first.errors).toBeUndefined();
    expect(first.data!.staffUpdateProduct.product).toMatchObject({ name: '먼저 고친 이름', productTags: [] });
    const second = await api.gql(
      UPDATE,
      { id: created.product.id, expectedUpdatedAt: created.updatedAt, data: input({ code: created.product.code, name: '늦게 고친 이름' }) },
      as(admin),
    );
    expect(refusal(second, 'CONFLICT').message).toBe(STALE_EDIT_MESSAGE);
    const [row] = await sql<{ name: string }>(api, 'select name from product where id = ?', [created.product.id]);
    expect(row!.name).toBe('먼저 고친 이름');
  });
});

describe('staffSetProductVisibility', () => {
  it('hides a product from students while staff still open it, and shows it again', async () => {
    const product = await createProduct(api.orm.em.fork());
    const hidden = await api.gql<{ staffSetProductVisibility: Editor }>(VISIBILITY, { id: product.id, productVisible: AUTHORITY.ADMINHIDDEN }, as(admin));
    expect(hidden.errors).toBeUndefined();
    expect(hidden.data!.staffSetProductVisibility.visibilityChecklist[0]).toMatchObject({ key: 'VISIBILITY', ok: false });
    refusal(await api.gql(STOREFRONT_PRODUCT, { id: product.id }, as(member)), 'NOT_FOUND');
    refusal(await api.gql(STOREFRONT_PRODUCT, { id: product.id }), 'NOT_FOUND');
    expect((await api.gql(READ, { id: product.id }, as(viewer))).errors).toBeUndefined();
    expect((await api.gql(STOREFRONT_PRODUCT, { id: product.id }, as(viewer))).errors).toBeUndefined();
    await api.gql(VISIBILITY, { id: product.id, productVisible: AUTHORITY.NORMAL }, as(admin));
    expect((await api.gql(STOREFRONT_PRODUCT, { id: product.id }, as(member))).errors).toBeUndefined();
  });
});

describe('staffDuplicateProduct', () => {
  it('copies options with stock 0, tags and categories under a new code, hidden from students', async () => {
    const source = await createProduct(api.orm.em.fork(), { optionStock: [4, 9], categoryIds: [71] });
    const result = await api.gql<{ staffDuplicateProduct: Editor }>(DUPLICATE, { id: source.id }, as(admin));
    expect(result.errors).toBeUndefined();
    const copy = result.data!.staffDuplicateProduct.product;
    expect(copy.id).not.toBe(source.id);
    expect(copy.code).toBe(`${source.code}-COPY`);
    expect(copy.productVisible).toBe(AUTHORITY.ADMINHIDDEN);
    expect(copy.productOptionDetails).toHaveLength(2);
    expect(copy.count).toBe(0);
    expect(copy.productCategoryTaggeds.map((row) => row.productCategoryId)).toEqual([71]);
    const again = await api.gql<{ staffDuplicateProduct: Editor }>(DUPLICATE, { id: source.id }, as(admin));
    expect(again.data!.staffDuplicateProduct.product.code).toBe(`${source.code}-COPY2`);
    refusal(await api.gql(STOREFRONT_PRODUCT, { id: copy.id }, as(member)), 'NOT_FOUND');
  });
});

describe('staffProducts', () => {
  it('filters by stock, visibility and sale window, and pages on the server', async () => {
    const em = api.orm.em.fork();
    const tag = `F${Math.random().toString(36).slice(2, 7)}`;
    const soldOut = await createProduct(em, { name: `${tag} 품절`, optionStock: [0, 0] });
    const low = await createProduct(em, { name: `${tag} 적음`, optionStock: [3, 40] });
    const plenty = await createProduct(em, { name: `${tag} 넉넉`, count: 50 });
    const hidden = await createProduct(em, { name: `${tag} 숨김`, count: 50, productVisible: AUTHORITY.ADMIN });
    const later = await createProduct(em, { name: `${tag} 예정`, count: 50, saleStartedAt: new Date(Date.now() + 86_400_000) });
    const ids = async (data: Record<string, unknown>) => {
      const result = await api.gql<{ staffProducts: { total: number; items: { id: number }[] } }>(LIST, { data: { search: tag, ...data } }, as(viewer));
      expect(result.errors).toBeUndefined();
      return result.data!.staffProducts.items.map((row) => row.id);
    };
    expect(await ids({ soldOut: true })).toEqual([soldOut.id]);
    expect(await ids({ lowStock: true })).toEqual([low.id]);
    expect(await ids({ visibility: 'HIDDEN' })).toEqual([hidden.id]);
    expect((await ids({ onSaleNow: true })).sort()).toEqual([low.id, plenty.id].sort());
    expect(await ids({ sort: 'STOCK' })).toEqual([soldOut.id, low.id, plenty.id, hidden.id, later.id]);
    const beyond = await api.gql<{ staffProducts: { total: number; items: unknown[] } }>(LIST, { data: { search: tag, page: 2 } }, as(viewer));
    expect(beyond.data!.staffProducts).toMatchObject({ total: 5, items: [] });
  });

  it('counts only live combinations: a retired one (kept for its orders) is not stock', async () => {
    const em = api.orm.em.fork();
    const tag = `R${Math.random().toString(36).slice(2, 7)}`;
    const product = await createProduct(em, { name: `${tag} 은퇴`, optionStock: [4, 0] });
    await sql(api, 'update product_option_detail set retired = true where product_id = ? and count = 4', [product.id]);
    const result = await api.gql<{ staffProducts: { items: { id: number; stock: number }[] } }>(LIST, { data: { search: tag, soldOut: true } }, as(viewer));
    expect(result.errors).toBeUndefined();
    expect(result.data!.staffProducts.items).toMatchObject([{ id: product.id, stock: 0 }]);
  });

  it('costs the same few statements for a page of products with many combinations (no N+1)', async () => {
    const em = api.orm.em.fork();
    for (let index = 0; index < 25; index += 1) await createProduct(em, { optionStock: Array.from({ length: 12 }, (_, n) => n) });
    const { result, statements } = await recordStatements(() => api.gql<{ staffProducts: { items: unknown[] } }>(LIST, { data: {} }, as(viewer)));
    expect(result.data!.staffProducts.items).toHaveLength(20);
    // The session lookup and the one list statement.
    expect(statements.filter((text) => /\bproduct\b/.test(text)).length).toBe(1);
    expect(statements.length).toBeLessThanOrEqual(3);
  });

  it('offers the delivery templates and review types to pick from, to staff only', async () => {
    const result = await api.gql<{ staffProductPickers: { deliveryTemplates: { id: number }[] } }>(PICKERS, {}, as(viewer));
    expect(result.errors).toBeUndefined();
    expect(result.data!.staffProductPickers.deliveryTemplates.length).toBeGreaterThan(0);
    refusal(await api.gql(PICKERS, {}, as(member)), 'FORBIDDEN');
  });
});

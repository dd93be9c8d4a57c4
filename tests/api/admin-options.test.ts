// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORITY } from '../../domain/enums';
import { generateCombinations, OPTION_MESSAGES } from '../../domain/catalog/option-grid';
import { STAFF_READ_ONLY_MESSAGE, STALE_EDIT_MESSAGE } from '../../domain/staff/staff-messages';
import type { Product } from '../../backend/src/modules/catalog/product.entity';
import { count, refusal, sql } from '../support/accounts';
import { startTestApi, type TestApi } from '../support/api';
import { createMember, createProduct, type TestMember } from '../support/catalog-fixtures';
import { operationDocument } from '../support/catalog-operations';
import { createOrder } from '../support/orders';
import { createSecondUniversity } from '../support/tenants';
import { queuedNotices } from './restock.fixtures';

const READ = operationDocument('StaffProductOptions');
const SAVE = operationDocument('StaffSaveProductOptions');
const PRODUCT = operationDocument('ProductDetail');
const SUBSCRIBE = operationDocument('CreateProductRestockNotification');
const CREATE_CART = 'mutation ($data: CreateCartInput!) { createCart(data: $data) { id } }';
const VALIDATE = 'mutation ($ids: [Int!]!) { validateCartToOrder(ids: $ids) }';
const PLACE_ORDER = 'mutation ($data: PlaceOrderInput!) { placeOrder(data: $data) { id } }';
const ADDRESS = { name: '김한빛', postCode: '34134', address: '대전광역시 유성구 한빛대학로 123', detailAddress: '한빛관 305호', tel: '010-1234-5678' };

interface Combination {
  id: number;
  values: string[];
  extraPrice: number;
  count: number;
  soldCount: number;
  inUse: boolean;
  retired: boolean;
}
interface Options {
  productId: number;
  updatedAt: string;
  axes: { key: string; values: string[] }[];
  combinations: Combination[];
  inputs: { label: string }[];
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

afterAll(async () => {
  await api?.close();
});

async function read(productId: number, token = admin.token) {
  return api.gql<{ staffProductOptions: Options }>(READ, { productId }, { token });
}

async function current(productId: number): Promise<Options> {
  const result = await read(productId);
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data!.staffProductOptions;
}

type Axes = { key: string; values: string[] }[];

/** The whole grid of `axes`, every row at `count` (or per-row counts), saved over the version just read. */
async function gridFor(productId: number, axes: Axes, count: number | ((values: string[]) => number) = 5) {
  const { updatedAt } = await current(productId);
  return {
    productId,
    expectedUpdatedAt: updatedAt,
    axes,
    combinations: generateCombinations(axes).map((values) => ({
      values,
      extraPrice: 0,
      count: typeof count === 'number' ? count : count(values),
    })),
    inputs: [] as { label: string }[],
  };
}

function save(data: Record<string, unknown>, token = admin.token) {
  return api.gql<{ staffSaveProductOptions: Options }>(SAVE, { data }, { token });
}

async function saved(data: Record<string, unknown>): Promise<Options> {
  const result = await save(data);
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data!.staffSaveProductOptions;
}

const detailRows = (product: Product) =>
  sql<{ id: number; option0: string; option1: string | null; count: number; retired: boolean }>(
    api,
    'select id, option0, option1, count, retired from product_option_detail where product_id = ? order by id',
    [product.id],
  );

const THREE_AXES: Axes = [
  { key: '색상', values: ['블랙', '네이비', '버건디'] },
  { key: '사이즈', values: ['S', 'M', 'L', 'XL'] },
  { key: '자수', values: ['없음', '이니셜'] },
];

describe('staffSaveProductOptions', () => {
  it('saves three axes and 24 combinations, and the student sees them on the product page', async () => {
    const product = await createProduct(api.orm.em.fork(), { count: 0 });
    const grid = await gridFor(product.id, THREE_AXES, 2);
    grid.inputs = [{ label: '이니셜' }];
    const result = await saved(grid);
    expect(result.combinations).toHaveLength(24);
    expect(result.combinations.map((row) => row.values)).toEqual(generateCombinations(THREE_AXES));
    expect(result.axes).toEqual(THREE_AXES);
    expect(result.inputs).toEqual([{ label: '이니셜', rule: 'FREE' }]);
    expect(new Date(result.updatedAt).getTime()).toBeGreaterThan(new Date(grid.expectedUpdatedAt).getTime());

    const page = await api.gql<{ product: { productOptions: { key: string }[]; productOptionDetails: { count: number }[]; count: number } }>(
      PRODUCT,
      { id: product.id },
      { token: member.token },
    );
    expect(page.data!.product.productOptions.map((axis) => axis.key)).toEqual(['색상', '사이즈', '자수']);
    expect(page.data!.product.productOptionDetails).toHaveLength(24);
    const audits = await sql<{ action: string }>(api, "select action from staff_audit where object_type = 'PRODUCT' and object_id = ?", [product.id]);
    expect(audits.map((row) => row.action)).toEqual(['product.options']);
  });

  it('retires a combination that was ordered or is in a cart, deletes an unused one, and the storefront refuses it', async () => {
    const product = await createProduct(api.orm.em.fork(), { count: 0 });
    const first = await saved(await gridFor(product.id, [{ key: '색상', values: ['블랙', '네이비', '화이트'] }]));
    const [black, navy] = first.combinations;
    await createOrder(api, member.user.id, { lines: [{ product, detailId: black!.id, count: 1 }], paid: false });
    const cart = await api.gql<{ createCart: { id: number } }>(
      CREATE_CART,
      { data: { productId: product.id, productOptionDetailId: navy!.id, count: 1, productOptionInputs: [] } },
      { token: member.token },
    );
    expect(cart.errors).toBeUndefined();

    const after = await saved(await gridFor(product.id, [{ key: '색상', values: ['그레이'] }], 4));
    const rows = await detailRows(product);
    expect(rows.map((row) => [row.option0, row.retired])).toEqual([
      ['블랙', true],
      ['네이비', true],
      ['그레이', false],
    ]);
    expect(after.combinations.filter((row) => row.retired).map((row) => ({ values: row.values, inUse: row.inUse, soldCount: row.soldCount }))).toEqual([
      { values: ['블랙'], inUse: true, soldCount: 1 },
      { values: ['네이비'], inUse: true, soldCount: 0 },
    ]);
    expect(await count(api, 'order_product', 'product_option_detail_id = ?', [black!.id])).toBe(1);

    const page = await api.gql<{ product: { productOptionDetails: { option0: string }[]; count: number } }>(PRODUCT, { id: product.id });
    expect(page.data!.product.productOptionDetails.map((row) => row.option0)).toEqual(['그레이']);
    // The retired rows' five units each are history, not stock.
    expect(page.data!.product.count).toBe(4);
    const add = refusal(
      await api.gql(CREATE_CART, { data: { productId: product.id, productOptionDetailId: black!.id, count: 1, productOptionInputs: [] } }, { token: member.token }),
      'BAD_USER_INPUT',
    );
    expect(add.extensions?.field).toBe('productOptionDetailId');
    const validate = refusal(await api.gql(VALIDATE, { ids: [cart.data!.createCart.id] }, { token: member.token }), 'NOT_PURCHASABLE');
    expect(validate.message).toContain('옵션 구성이 바뀌었어요');
    const placed = refusal(
      await api.gql(PLACE_ORDER, { data: { cartIds: [cart.data!.createCart.id], payMethod: 'card', pointUsing: 0, delivery: ADDRESS } }, { token: member.token }),
      'NOT_PURCHASABLE',
    );
    expect(placed.message).toBe(validate.message);
    expect(await count(api, 'order_product', 'product_id = ?', [product.id])).toBe(1);

    // Put back into the grid, a retired combination is sold again (one row per combination).
    const revived = await saved(await gridFor(product.id, [{ key: '색상', values: ['블랙', '그레이'] }], 3));
    expect(revived.combinations.find((row) => row.values[0] === '블랙')).toMatchObject({ id: black!.id, retired: false, count: 3 });
    expect((await detailRows(product)).filter((row) => row.option0 === '화이트')).toEqual([]);
  });

  it('tells restock subscribers when the save raises a sold-out product from zero', async () => {
    const product = await createProduct(api.orm.em.fork(), { count: 0 });
    await saved(await gridFor(product.id, [{ key: '사이즈', values: ['S', 'M'] }], 0));
    const subscribed = await api.gql(SUBSCRIBE, { productId: product.id }, { token: member.token });
    expect(subscribed.errors, JSON.stringify(subscribed.errors)).toBeUndefined();

    await saved(await gridFor(product.id, [{ key: '사이즈', values: ['S', 'M'] }], (values) => (values[0] === 'M' ? 6 : 0)));
    expect(await queuedNotices(api, product)).toEqual([{ userId: member.user.id, productId: product.id }]);
    expect(await count(api, 'product_restock_notification', 'product_id = ?', [product.id])).toBe(0);
  });

  it('refuses a stale version with CONFLICT and changes nothing', async () => {
    const product = await createProduct(api.orm.em.fork(), { count: 0 });
    const stale = await gridFor(product.id, [{ key: '색상', values: ['블랙'] }], 1);
    await saved(stale);
    const before = await detailRows(product);
    const error = refusal(await save({ ...stale, combinations: [{ values: ['블랙'], extraPrice: 0, count: 99 }] }), 'CONFLICT');
    expect(error.message).toBe(STALE_EDIT_MESSAGE);
    expect(await detailRows(product)).toEqual(before);
  });

  it('refuses bad input naming the field, and changes nothing', async () => {
    const product = await createProduct(api.orm.em.fork(), { count: 0, salePrice: 10_000 });
    await saved(await gridFor(product.id, [{ key: '색상', values: ['블랙', '네이비'] }], 1));
    const before = await detailRows(product);
    const grid = await gridFor(product.id, [{ key: '색상', values: ['블랙', '화이트'] }], 1);
    grid.combinations[1]!.count = -1;
    const negative = refusal(await save(grid), 'BAD_USER_INPUT');
    expect(negative).toMatchObject({ message: OPTION_MESSAGES.count, extensions: { field: 'combinations.1.count' } });
    grid.combinations[1]!.count = 1;
    grid.combinations[0]!.extraPrice = -20_000;
    const price = refusal(await save(grid), 'BAD_USER_INPUT');
    expect(price).toMatchObject({ message: OPTION_MESSAGES.negativeUnitPrice, extensions: { field: 'combinations.0.extraPrice' } });
    const duplicate = refusal(await save({ ...grid, axes: [{ key: '색상', values: ['블랙', '블랙'] }] }), 'BAD_USER_INPUT');
    expect(duplicate.extensions?.field).toBe('axes.0.values.1');
    expect(await detailRows(product)).toEqual(before);
  });

  it('lets ADMINHIDDEN read but not save, refuses a member, and hides another tenant\'s product', async () => {
    const product = await createProduct(api.orm.em.fork(), { count: 3 });
    expect((await read(product.id, viewer.token)).errors).toBeUndefined();
    const grid = await gridFor(product.id, [{ key: '색상', values: ['블랙'] }]);
    expect(refusal(await save(grid, viewer.token), 'FORBIDDEN').message).toBe(STAFF_READ_ONLY_MESSAGE);
    refusal(await save(grid, member.token), 'FORBIDDEN');
    refusal(await read(product.id, member.token), 'FORBIDDEN');
    expect(await detailRows(product)).toEqual([]);

    const em = api.orm.em.fork();
    const second = await createSecondUniversity(em);
    const theirs = await createProduct(em, { universityId: second.id, optionStock: [2] });
    refusal(await read(theirs.id), 'NOT_FOUND');
    refusal(await save({ ...grid, productId: theirs.id }), 'NOT_FOUND');
    expect((await detailRows(theirs)).map((row) => row.count)).toEqual([2]);
  });
});

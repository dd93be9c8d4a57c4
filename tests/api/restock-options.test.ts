// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORITY } from '../../domain/enums';
import {
  ALREADY_SUBSCRIBED_OPTION_MESSAGE,
  OPTION_NOT_SOLD_OUT_MESSAGE,
  RESTOCK_OPTION_NOT_FOUND_MESSAGE,
} from '../../domain/restock/restock-option-messages';
import type { Product } from '../../backend/src/modules/catalog/product.entity';
import { count, sql } from '../support/accounts';
import { startTestApi, type TestApi } from '../support/api';
import { createMember, createProduct, type TestMember } from '../support/catalog-fixtures';
import { operationDocument } from '../support/catalog-operations';
import { restockMessages } from './restock.fixtures';

const SUBSCRIBE = operationDocument('CreateProductRestockNotification');
const UNSUBSCRIBE = operationDocument('DeleteProductRestockNotification');
const LIST = operationDocument('RestockNotifications');
const UPDATE_STOCK = operationDocument('StaffUpdateStock');

interface Subscription {
  productId: number;
  optionId: number | null;
  option: { id: number; option0: string | null; isRestockSubscribed: boolean } | null;
}

let api: TestApi;
let staff: TestMember;

beforeAll(async () => {
  api = await startTestApi();
  staff = await createMember(api.orm.em.fork(), { authority: AUTHORITY.ADMIN });
});
afterAll(() => api?.close());

const optionIds = async (product: Product): Promise<[number, number]> => {
  const ids = (await sql<{ id: number }>(api, 'select id from product_option_detail where product_id = ? order by id', [product.id])).map((row) => row.id);
  return [ids[0]!, ids[1] ?? -1];
};
const rows = (product: Product) => count(api, 'product_restock_notification', 'product_id = ?', [product.id]);
const subscribe = (member: TestMember, productId: number, optionId?: number) =>
  api.gql<{ createProductRestockNotification: Subscription }>(SUBSCRIBE, { productId, optionId }, { token: member.token });
const raise = (productId: number, productOptionDetailId: number, stock: number) =>
  api.gql(UPDATE_STOCK, { data: { productId, productOptionDetailId, count: stock } }, { token: staff.token });

describe('restock requests for one option combination', () => {
  it('subscribes to a sold-out combination while others are in stock, and lists it with the combination', async () => {
    const member = await createMember(api.orm.em.fork());
    const product = await createProduct(api.orm.em.fork(), { optionStock: [4, 0] });
    const [, soldOut] = await optionIds(product);
    const { data, errors } = await subscribe(member, product.id, soldOut);
    expect(errors).toBeUndefined();
    expect(data!.createProductRestockNotification).toMatchObject({
      productId: product.id,
      optionId: soldOut,
      option: { id: soldOut, option0: '옵션2', isRestockSubscribed: true },
    });
    const listed = await api.gql<{ productRestockNotifications: { items: Subscription[] } }>(LIST, {}, { token: member.token });
    expect(listed.data!.productRestockNotifications.items.map((item) => item.optionId)).toEqual([soldOut]);
  });

  it('refuses a combination in stock, one of another product, and a retired one, writing nothing', async () => {
    const member = await createMember(api.orm.em.fork());
    const product = await createProduct(api.orm.em.fork(), { optionStock: [4, 0] });
    const other = await createProduct(api.orm.em.fork(), { optionStock: [0] });
    const [inStock, soldOut] = await optionIds(product);
    const [elsewhere] = await optionIds(other);
    await sql(api, 'update product_option_detail set retired = true where id = ?', [soldOut]);
    const refusals = [await subscribe(member, product.id, inStock), await subscribe(member, product.id, elsewhere), await subscribe(member, product.id, soldOut)];
    expect(refusals.map((result) => [result.errors?.[0]?.extensions?.code, result.errors?.[0]?.message])).toEqual([
      ['INVALID_STATE', OPTION_NOT_SOLD_OUT_MESSAGE],
      ['NOT_FOUND', RESTOCK_OPTION_NOT_FOUND_MESSAGE],
      ['NOT_FOUND', RESTOCK_OPTION_NOT_FOUND_MESSAGE],
    ]);
    expect(await rows(product)).toBe(0);
  });

  it('keeps one row when the same combination is asked for by several taps at once', async () => {
    const member = await createMember(api.orm.em.fork());
    const product = await createProduct(api.orm.em.fork(), { optionStock: [0, 0] });
    const [first] = await optionIds(product);
    const results = await Promise.all([1, 2, 3].map(() => subscribe(member, product.id, first)));
    expect(results.filter((result) => !result.errors)).toHaveLength(1);
    expect(results.filter((result) => result.errors).map((result) => result.errors![0]!.message)).toEqual([
      ALREADY_SUBSCRIBED_OPTION_MESSAGE,
      ALREADY_SUBSCRIBED_OPTION_MESSAGE,
    ]);
    expect(await rows(product)).toBe(1);
  });

  it('keeps the whole-product request and each combination apart, and withdraws only the one named', async () => {
    const member = await createMember(api.orm.em.fork());
    const product = await createProduct(api.orm.em.fork(), { optionStock: [0, 0] });
    const [first, second] = await optionIds(product);
    for (const optionId of [undefined, first, second]) expect((await subscribe(member, product.id, optionId)).errors).toBeUndefined();
    expect(await rows(product)).toBe(3);
    const removed = await api.gql<{ deleteProductRestockNotification: boolean }>(UNSUBSCRIBE, { productId: product.id, optionId: first }, { token: member.token });
    expect(removed.data!.deleteProductRestockNotification).toBe(true);
    const left = await sql<{ option_id: number | null }>(api, 'select option_id from product_restock_notification where product_id = ? order by option_id nulls first', [product.id]);
    expect(left.map((row) => row.option_id)).toEqual([null, second]);
  });

  it('tells a combination request only when THAT combination comes back, naming it in the message', async () => {
    const wantsFirst = await createMember(api.orm.em.fork());
    const wantsSecond = await createMember(api.orm.em.fork());
    const product = await createProduct(api.orm.em.fork(), { name: '한빛 후드', optionStock: [0, 0] });
    const [first, second] = await optionIds(product);
    await subscribe(wantsFirst, product.id, first);
    await subscribe(wantsSecond, product.id, second);

    expect((await raise(product.id, first, 3)).errors).toBeUndefined();
    expect((await restockMessages(api, product)).map((message) => message.userId)).toEqual([wantsFirst.user.id]);
    expect(await rows(product)).toBe(1);
    const names = await sql<{ name: string }>(api, "select variables->>'productName' as name from message where template = 'RESTOCKED' and user_id = ?", [wantsFirst.user.id]);
    expect(names.map((row) => row.name)).toEqual(['한빛 후드 (옵션1)']);

    expect((await raise(product.id, second, 2)).errors).toBeUndefined();
    expect((await restockMessages(api, product)).map((message) => message.userId)).toEqual([wantsFirst.user.id, wantsSecond.user.id]);
    expect(await rows(product)).toBe(0);
  });

  it('leaves a combination request waiting when the whole product comes back through another combination', async () => {
    const wholeProduct = await createMember(api.orm.em.fork());
    const oneSize = await createMember(api.orm.em.fork());
    const product = await createProduct(api.orm.em.fork(), { optionStock: [0, 0] });
    const [first, second] = await optionIds(product);
    await subscribe(wholeProduct, product.id);
    await subscribe(oneSize, product.id, second);
    expect((await raise(product.id, first, 5)).errors).toBeUndefined();
    expect((await restockMessages(api, product)).map((message) => message.userId)).toEqual([wholeProduct.user.id]);
    const left = await sql<{ user_id: number }>(api, 'select user_id from product_restock_notification where product_id = ?', [product.id]);
    expect(left.map((row) => row.user_id)).toEqual([oneSize.user.id]);
  });
});

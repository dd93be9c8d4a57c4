// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORITY } from '../../domain/enums';
import { WISH_SIGN_IN_MESSAGE } from '../../domain/wishlist/wishlist-messages';
import { Wish } from '../../backend/src/modules/wishlist/wish.entity';
import type { TestApi } from '../support/api';
import { createMember, createProduct, type TestMember } from '../support/catalog-fixtures';
import { createSecondUniversity } from '../support/tenants';
import { operationDocument } from '../support/catalog-operations';
import { savedRows, startSavedProductsApi } from '../support/saved-products';

const ADD = operationDocument('AddWish');
const REMOVE = operationDocument('RemoveWish');
const LIST = operationDocument('MyWishlist');
const STATE = operationDocument('WishState');

interface ToggleData {
  addWish?: { id: number; isWished: boolean };
  removeWish?: { id: number; isWished: boolean };
}
interface ListData {
  myWishlist: { total: number; items: { productId: number; product: { id: number; isSoldOut: boolean; isWished: boolean } }[] };
}

let api: TestApi;
let member: TestMember;
let other: TestMember;

const rowsFor = (userId: number, productId: number) => savedRows(api, Wish, userId, productId);

beforeAll(async () => {
  ({ api, member, other } = await startSavedProductsApi());
});
afterAll(() => api?.close());

describe('addWish / removeWish', () => {
  it('wishes a product, shows it as wished to that member only, and takes it back', async () => {
    const product = await createProduct(api.orm.em.fork());
    const added = await api.gql<ToggleData>(ADD, { productId: product.id }, { token: member.token });
    expect(added.errors).toBeUndefined();
    expect(added.data!.addWish).toEqual({ id: product.id, isWished: true });
    const mine = await api.gql<{ product: { isWished: boolean } }>(STATE, { id: product.id }, { token: member.token });
    const theirs = await api.gql<{ product: { isWished: boolean } }>(STATE, { id: product.id }, { token: other.token });
    const anonymous = await api.gql<{ product: { isWished: boolean } }>(STATE, { id: product.id });
    expect([mine.data!.product.isWished, theirs.data!.product.isWished, anonymous.data!.product.isWished]).toEqual([true, false, false]);

    const removed = await api.gql<ToggleData>(REMOVE, { productId: product.id }, { token: member.token });
    expect(removed.data!.removeWish).toEqual({ id: product.id, isWished: false });
    expect(await rowsFor(member.user.id, product.id)).toBe(0);
  });

  it('accepts a sold-out product (a wish is not a restock request)', async () => {
    const product = await createProduct(api.orm.em.fork(), { count: 0 });
    const { errors } = await api.gql<ToggleData>(ADD, { productId: product.id }, { token: member.token });
    expect(errors).toBeUndefined();
    expect(await rowsFor(member.user.id, product.id)).toBe(1);
  });

  it('lands one row when the same member wishes twice at once, and both taps succeed', async () => {
    const product = await createProduct(api.orm.em.fork());
    const results = await Promise.all(
      [1, 2, 3, 4].map(() => api.gql<ToggleData>(ADD, { productId: product.id }, { token: member.token })),
    );
    expect(results.map((result) => result.errors)).toEqual([undefined, undefined, undefined, undefined]);
    expect(await rowsFor(member.user.id, product.id)).toBe(1);
  });

  it('asks a visitor to sign in in Korean and writes nothing', async () => {
    const product = await createProduct(api.orm.em.fork());
    const { data, errors } = await api.gql<ToggleData>(ADD, { productId: product.id });
    expect(data).toBeNull();
    expect(errors?.[0]).toMatchObject({ message: WISH_SIGN_IN_MESSAGE, extensions: { code: 'UNAUTHENTICATED' } });
    expect(await api.orm.em.fork().count(Wish, { product: product.id })).toBe(0);
  });

  it('refuses a product of another university or above the member level as NOT_FOUND', async () => {
    const elsewhere = await createProduct(api.orm.em.fork(), { universityId: (await createSecondUniversity(api.orm.em.fork())).id });
    const staffOnly = await createProduct(api.orm.em.fork(), { productVisible: AUTHORITY.ADMIN });
    for (const product of [elsewhere, staffOnly]) {
      const { errors } = await api.gql<ToggleData>(ADD, { productId: product.id }, { token: member.token });
      expect(errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(await rowsFor(member.user.id, product.id)).toBe(0);
    }
  });
});

describe('myWishlist', () => {
  it('lists only the member own wishes, newest first, with sold-out products marked', async () => {
    const lister = await createMember(api.orm.em.fork());
    const inStock = await createProduct(api.orm.em.fork());
    const soldOut = await createProduct(api.orm.em.fork(), { count: 0 });
    await api.gql(ADD, { productId: inStock.id }, { token: lister.token });
    await api.gql(ADD, { productId: soldOut.id }, { token: lister.token });
    await api.gql(ADD, { productId: inStock.id }, { token: other.token });
    const { data, errors } = await api.gql<ListData>(LIST, {}, { token: lister.token });
    expect(errors).toBeUndefined();
    expect(data!.myWishlist.total).toBe(2);
    expect(data!.myWishlist.items.map((item) => [item.productId, item.product.isSoldOut, item.product.isWished])).toEqual([
      [soldOut.id, true, true],
      [inStock.id, false, true],
    ]);
  });

  it('asks a visitor to sign in', async () => {
    const { errors } = await api.gql<ListData>(LIST, {});
    expect(errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORITY } from '../../domain/enums';
import { ProductRestockNotification } from '../../backend/src/modules/restock/product-restock-notification.entity';
import { subscribeToRestock } from '../../backend/src/modules/restock/restock.service';
import { TEST_UNIVERSITY_ID, type TestApi } from '../support/api';
import { createMember, createProduct, type TestMember } from '../support/catalog-fixtures';
import { operationDocument } from '../support/catalog-operations';
import { someoneWaitsOnALock } from '../support/locks';
import { savedRows, startSavedProductsApi } from '../support/saved-products';

const CREATE = operationDocument('CreateProductRestockNotification');
const DELETE = operationDocument('DeleteProductRestockNotification');
const LIST = operationDocument('RestockNotifications');

interface Subscription {
  id: number;
  userId: number;
  productId: number;
  createdAt: string;
  product: { id: number; isSoldOut: boolean; isRestockSubscribed: boolean };
}
interface CreateData {
  createProductRestockNotification: Subscription;
}
interface ListData {
  productRestockNotifications: { total: number; items: Subscription[] };
}

let api: TestApi;
let member: TestMember;
let other: TestMember;

const rowsFor = (userId: number, productId?: number) => savedRows(api, ProductRestockNotification, userId, productId);

beforeAll(async () => {
  ({ api, member, other } = await startSavedProductsApi());
});
afterAll(() => api?.close());

describe('createProductRestockNotification', () => {
  it('subscribes a member to a sold-out product and says so on the product', async () => {
    const product = await createProduct(api.orm.em.fork(), { count: 0 });
    const { data, errors } = await api.gql<CreateData>(CREATE, { productId: product.id }, { token: member.token });
    expect(errors).toBeUndefined();
    expect(data!.createProductRestockNotification).toMatchObject({
      userId: member.user.id,
      productId: product.id,
      product: { id: product.id, isSoldOut: true, isRestockSubscribed: true },
    });
    expect(await rowsFor(member.user.id, product.id)).toBe(1);
  });

  it('accepts a product whose every option combination is sold out', async () => {
    const product = await createProduct(api.orm.em.fork(), { count: 5, optionStock: [0, 0] });
    const { errors } = await api.gql<CreateData>(CREATE, { productId: product.id }, { token: member.token });
    expect(errors).toBeUndefined();
  });

  it.each([
    ['its own stock', { count: 3 }],
    ['one option combination', { count: 0, optionStock: [0, 1] }],
  ])('refuses a product that still has stock in %s, and writes nothing', async (_what, fixture) => {
    const product = await createProduct(api.orm.em.fork(), fixture);
    const { data, errors } = await api.gql<CreateData>(CREATE, { productId: product.id }, { token: member.token });
    expect(data).toBeNull();
    expect(errors?.[0]).toMatchObject({
      message: '아직 재고가 있는 상품이라 재입고 알림을 신청할 수 없어요. 지금 바로 구매해 주세요.',
      extensions: { code: 'INVALID_STATE' },
    });
    expect(await rowsFor(member.user.id, product.id)).toBe(0);
  });

  it('subscribes once: a second request is a Korean CONFLICT and leaves one row', async () => {
    const product = await createProduct(api.orm.em.fork(), { count: 0 });
    await api.gql<CreateData>(CREATE, { productId: product.id }, { token: member.token });
    const again = await api.gql<CreateData>(CREATE, { productId: product.id }, { token: member.token });
    expect(again.errors?.[0]).toMatchObject({
      message: '이미 재입고 알림을 신청한 상품이에요. 입고되면 바로 알려 드릴게요.',
      extensions: { code: 'CONFLICT' },
    });
    expect(await rowsFor(member.user.id, product.id)).toBe(1);
  });

  it('keeps one row when the same member taps twice at once', async () => {
    const product = await createProduct(api.orm.em.fork(), { count: 0 });
    const results = await Promise.all(
      [1, 2, 3].map(() => api.gql<CreateData>(CREATE, { productId: product.id }, { token: member.token })),
    );
    const succeeded = results.filter((result) => !result.errors);
    const refused = results.filter((result) => result.errors);
    expect(succeeded).toHaveLength(1);
    expect(refused.map((result) => result.errors![0]!.extensions?.code)).toEqual(['CONFLICT', 'CONFLICT']);
    expect(await rowsFor(member.user.id, product.id)).toBe(1);
  });

  it('turns the loser of a true race (both saw no row yet) into a CONFLICT through the unique index', async () => {
    const product = await createProduct(api.orm.em.fork(), { count: 0 });
    const asker = { viewer: { userId: member.user.id, authority: AUTHORITY.NORMAL, universityId: TEST_UNIVERSITY_ID } };
    const first = api.orm.em.fork();
    await first.begin();
    await subscribeToRestock(first, asker, product.id);
    const second = api.orm.em.fork().transactional((em) => subscribeToRestock(em, asker, product.id));
    // The second insert waits on the first one's uncommitted index entry; commit only then.
    await someoneWaitsOnALock(api.orm.em.fork());
    await first.commit();
    await expect(second).rejects.toMatchObject({ code: 'CONFLICT', message: '이미 재입고 알림을 신청한 상품이에요. 입고되면 바로 알려 드릴게요.' });
    expect(await rowsFor(member.user.id, product.id)).toBe(1);
  });

  it('answers NOT_FOUND for a sold-out product the member may not see', async () => {
    const product = await createProduct(api.orm.em.fork(), { count: 0, productVisible: AUTHORITY.HIDDEN });
    const { errors } = await api.gql<CreateData>(CREATE, { productId: product.id }, { token: member.token });
    expect(errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await rowsFor(member.user.id, product.id)).toBe(0);
  });

  it('asks an anonymous visitor to sign in first', async () => {
    const product = await createProduct(api.orm.em.fork(), { count: 0 });
    const { errors } = await api.gql<CreateData>(CREATE, { productId: product.id });
    expect(errors?.[0]).toMatchObject({
      message: '로그인이 필요해요. 로그인한 뒤 재입고 알림을 신청해 주세요.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('tells a suspended member their account is suspended', async () => {
    const suspended = await createMember(api.orm.em.fork(), { authority: -1 });
    const product = await createProduct(api.orm.em.fork(), { count: 0 });
    const { errors } = await api.gql<CreateData>(CREATE, { productId: product.id }, { token: suspended.token });
    expect(errors?.[0]?.extensions?.code).toBe('ACCOUNT_SUSPENDED');
    expect(errors?.[0]?.message).toMatch(/[가-힣]/);
    expect(await rowsFor(suspended.user.id)).toBe(0);
  });
});

describe('productRestockNotifications', () => {
  it('lists only the viewer own subscriptions, newest first, 10 per page with the total', async () => {
    const em = api.orm.em.fork();
    const reader = await createMember(em);
    const products = await Promise.all(Array.from({ length: 12 }, () => createProduct(em, { count: 0 })));
    for (const [index, product] of products.entries()) {
      em.create(ProductRestockNotification, { user: reader.user.id, product, createdAt: new Date(Date.now() - (12 - index) * 1000) });
    }
    em.create(ProductRestockNotification, { user: other.user.id, product: products[0]! });
    await em.flush();

    const first = await api.gql<ListData>(LIST, { page: 1 }, { token: reader.token });
    const second = await api.gql<ListData>(LIST, { page: 2 }, { token: reader.token });
    expect(first.errors).toBeUndefined();
    expect(first.data!.productRestockNotifications.total).toBe(12);
    expect(first.data!.productRestockNotifications.items).toHaveLength(10);
    expect(second.data!.productRestockNotifications.items).toHaveLength(2);
    const ids = [...first.data!.productRestockNotifications.items, ...second.data!.productRestockNotifications.items].map(
      (item) => item.productId,
    );
    expect(ids).toEqual(products.map((product) => product.id).reverse());
    expect(
      first.data!.productRestockNotifications.items.every((item) => item.userId === reader.user.id && item.product.isRestockSubscribed),
    ).toBe(true);
  });

  it('asks an anonymous visitor to sign in first', async () => {
    const { data, errors } = await api.gql<ListData>(LIST, {});
    expect(data).toBeNull();
    expect(errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('deleteProductRestockNotification', () => {
  it('removes the viewer own subscription and answers false when there is none', async () => {
    const product = await createProduct(api.orm.em.fork(), { count: 0 });
    await api.gql<CreateData>(CREATE, { productId: product.id }, { token: member.token });
    const removed = await api.gql<{ deleteProductRestockNotification: boolean }>(DELETE, { productId: product.id }, { token: member.token });
    const again = await api.gql<{ deleteProductRestockNotification: boolean }>(DELETE, { productId: product.id }, { token: member.token });
    expect(removed.data!.deleteProductRestockNotification).toBe(true);
    expect(again.data!.deleteProductRestockNotification).toBe(false);
    expect(await rowsFor(member.user.id, product.id)).toBe(0);
  });

  it("cannot reach another member's subscription", async () => {
    const product = await createProduct(api.orm.em.fork(), { count: 0 });
    await api.gql<CreateData>(CREATE, { productId: product.id }, { token: member.token });
    const attempt = await api.gql<{ deleteProductRestockNotification: boolean }>(DELETE, { productId: product.id }, { token: other.token });
    expect(attempt.data!.deleteProductRestockNotification).toBe(false);
    expect(await rowsFor(member.user.id, product.id)).toBe(1);
    const theirs = await api.gql<ListData>(LIST, {}, { token: other.token });
    expect(theirs.data!.productRestockNotifications.items.map((item) => item.productId)).not.toContain(product.id);
  });
});

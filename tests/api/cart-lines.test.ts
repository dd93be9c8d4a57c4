// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusal } from '../support/accounts';
import { startTestApi, type TestApi } from '../support/api';
import { createMember, type TestMember } from '../support/catalog-fixtures';
import { addLine, CART_OPERATIONS, cartRows, createCartProduct, type CartLineData } from '../support/cart-fixtures';

let api: TestApi;
let owner: TestMember;
let stranger: TestMember;

const em = () => api.orm.em.fork();
const NOT_IN_CART = '장바구니에서 상품을 찾을 수 없어요. 새로고침한 뒤 다시 시도해 주세요.';

beforeAll(async () => {
  api = await startTestApi();
  owner = await createMember(em());
  stranger = await createMember(em());
});
afterAll(() => api?.close());

/** A fresh member with one line of a product holding `stock`. */
async function memberWithLine(stock = 10, count = 2) {
  const member = await createMember(em());
  const { product } = await createCartProduct(em(), { name: '로고 맨투맨', count: stock });
  const line = await addLine(api, member.token, { productId: product.id, count });
  return { member, product, line };
}

const updateCount = (id: number, count: number, token?: string) =>
  api.gql<{ updateCartCount: Pick<CartLineData, 'id' | 'count' | 'problem'> }>(
    CART_OPERATIONS.updateCount,
    { data: { id, count } },
    token ? { token } : {},
  );
const toggle = (data: { id: number; selected?: boolean }, token?: string) =>
  api.gql<{ toggleCart: { id: number; selected: boolean } }>(CART_OPERATIONS.toggle, { data }, token ? { token } : {});
const toggleAll = (selected: boolean, token?: string) =>
  api.gql<{ toggleCarts: { id: number; selected: boolean }[] }>(CART_OPERATIONS.toggleAll, { selected }, token ? { token } : {});
const remove = (ids: number[], token?: string) =>
  api.gql<{ removeCarts: number[] }>(CART_OPERATIONS.remove, { ids }, token ? { token } : {});

describe('updateCartCount', () => {
  it("changes the line's count", async () => {
    const { member, line } = await memberWithLine(10, 2);
    const { data, errors } = await updateCount(line.id, 7, member.token);
    expect(errors).toBeUndefined();
    expect(data!.updateCartCount).toEqual({ id: line.id, count: 7, problem: null });
    expect(await cartRows(api, member.user.id)).toEqual([expect.objectContaining({ id: line.id, count: 7 })]);
  });

  it('refuses raising the count past the stock, naming the product, and keeps the count', async () => {
    const { member, line } = await memberWithLine(3, 2);
    const result = await updateCount(line.id, 4, member.token);
    expect(refusal(result, 'OUT_OF_STOCK').message).toBe("'로고 맨투맨' 상품의 재고가 부족해요. 지금 3개까지 주문할 수 있어요.");
    expect(await cartRows(api, member.user.id)).toEqual([expect.objectContaining({ count: 2 })]);
  });

  it('lets a line left above the stock come down, even if still above it', async () => {
    const { member, product, line } = await memberWithLine(10, 8);
    await em().getConnection().execute('update product set count = 2 where id = ?', [product.id]);
    const { data, errors } = await updateCount(line.id, 5, member.token);
    expect(errors).toBeUndefined();
    expect(data!.updateCartCount).toEqual({ id: line.id, count: 5, problem: '재고가 2개 남았어요. 수량을 줄여 주세요.' });
  });

  it('refuses a count below 1 or above the cap and keeps the count', async () => {
    const { member, line } = await memberWithLine(2_000, 2);
    expect(refusal(await updateCount(line.id, 0, member.token), 'BAD_USER_INPUT').message).toBe('수량은 1개 이상으로 입력해 주세요.');
    expect(refusal(await updateCount(line.id, 1_000, member.token), 'BAD_USER_INPUT').message).toBe(
      '한 상품은 장바구니에 999개까지 담을 수 있어요.',
    );
    expect(await cartRows(api, member.user.id)).toEqual([expect.objectContaining({ count: 2 })]);
  });
});

describe('toggleCart and toggleCarts', () => {
  it('sets the selection when given and flips it when omitted', async () => {
    const { member, line } = await memberWithLine();
    expect((await toggle({ id: line.id, selected: false }, member.token)).data!.toggleCart).toEqual({ id: line.id, selected: false });
    expect((await toggle({ id: line.id, selected: false }, member.token)).data!.toggleCart.selected).toBe(false);
    expect((await toggle({ id: line.id }, member.token)).data!.toggleCart.selected).toBe(true);
    expect((await toggle({ id: line.id }, member.token)).data!.toggleCart.selected).toBe(false);
    expect(await cartRows(api, member.user.id)).toEqual([expect.objectContaining({ selected: false })]);
  });

  it("selects or deselects every line of the member's cart and no one else's", async () => {
    const { member, line } = await memberWithLine();
    const { product } = await createCartProduct(em());
    const second = await addLine(api, member.token, { productId: product.id, count: 1 });
    const othersLine = await addLine(api, stranger.token, { productId: product.id, count: 1 });
    const off = await toggleAll(false, member.token);
    expect([...off.data!.toggleCarts].sort((a, b) => a.id - b.id)).toEqual([
      { id: line.id, selected: false },
      { id: second.id, selected: false },
    ]);
    expect((await cartRows(api, member.user.id)).map((row) => row.selected)).toEqual([false, false]);
    expect(await cartRows(api, stranger.user.id)).toContainEqual(expect.objectContaining({ id: othersLine.id, selected: true }));
    const on = await toggleAll(true, member.token);
    expect(on.data!.toggleCarts.every((cart) => cart.selected)).toBe(true);
  });
});

describe('removeCarts', () => {
  it('removes the chosen lines and answers their ids', async () => {
    const { member, line } = await memberWithLine();
    const { product } = await createCartProduct(em());
    const kept = await addLine(api, member.token, { productId: product.id, count: 1 });
    const { data, errors } = await remove([line.id, line.id], member.token);
    expect(errors).toBeUndefined();
    expect(data!.removeCarts).toEqual([line.id]);
    expect((await cartRows(api, member.user.id)).map((row) => row.id)).toEqual([kept.id]);
  });

  it('refuses an empty list', async () => {
    const result = await remove([], owner.token);
    expect(refusal(result, 'BAD_USER_INPUT').message).toBe('삭제할 상품을 선택해 주세요.');
  });
});

describe("another member's lines", () => {
  it('are NOT_FOUND for every cart mutation, and nothing of either cart changes', async () => {
    const { member, line } = await memberWithLine(10, 2);
    const { product } = await createCartProduct(em());
    const ownLine = await addLine(api, stranger.token, { productId: product.id, count: 1 });
    const before = { victim: await cartRows(api, member.user.id), stranger: await cartRows(api, stranger.user.id) };
    const attempts = [
      updateCount(line.id, 5, stranger.token),
      toggle({ id: line.id, selected: false }, stranger.token),
      remove([line.id], stranger.token),
      // All or nothing: the stranger's own line stays too.
      remove([ownLine.id, line.id], stranger.token),
      api.gql(CART_OPERATIONS.validate, { ids: [line.id] }, { token: stranger.token }),
    ];
    for (const result of await Promise.all(attempts)) expect(refusal(result, 'NOT_FOUND').message).toBe(NOT_IN_CART);
    expect(await cartRows(api, member.user.id)).toEqual(before.victim);
    expect(await cartRows(api, stranger.user.id)).toEqual(before.stranger);
  });

  it('are NOT_FOUND for a line that no longer exists', async () => {
    const { member, line } = await memberWithLine();
    await remove([line.id], member.token);
    expect(refusal(await toggle({ id: line.id }, member.token), 'NOT_FOUND').message).toBe(NOT_IN_CART);
    expect(refusal(await remove([line.id], member.token), 'NOT_FOUND').message).toBe(NOT_IN_CART);
  });
});

describe('an anonymous visitor', () => {
  it('is asked to sign in by every cart mutation and the checkout query', async () => {
    const { line } = await memberWithLine();
    const attempts = await Promise.all([
      updateCount(line.id, 1),
      toggle({ id: line.id }),
      toggleAll(true),
      remove([line.id]),
      api.gql(CART_OPERATIONS.validate, { ids: [line.id] }),
      api.gql('{ cartsCheckouted { count } }'),
    ]);
    for (const result of attempts) expect(refusal(result, 'UNAUTHENTICATED').message).toBe('로그인이 필요해요.');
  });
});

// The mocked API as the app reaches it with no backend running: MSW intercepts the frontend's
// own GraphQL client, the state follows the requests, overrides take precedence.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, createGraphQLClient } from '../frontend/src/lib/graphql-client';
import {
  CartCountDocument,
  CreateCartDocument,
  LoginDocument,
  MeDocument,
  MyCartDocument,
  ProductListDocument,
  UniversityDocument,
  UpdateUserDeliveryDocument,
  UserDeliveryDocument,
} from '../frontend/src/lib/__generated__/graphql';
import { currentScenario, mockApi, resetMockApi, scenarioHandlers } from './handlers';
import { createMockServer } from './node';
import { operationOverride } from './overrides';
import { detailOf, productOf } from './scenarios/activity/lookup';
import { initialSessionToken } from './session';

const API = 'http://shop.test';
const ADDRESS = { postCode: '34134', address: '대전광역시 유성구 한빛대학로 123', detailAddress: '학생회관 2층', tel: '010-1234-5678' };
const server = createMockServer({ scenario: 'standard' });
let token: string | null = null;
const client = createGraphQLClient({ apiBase: API, getToken: () => token });

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  resetMockApi('standard');
  token = initialSessionToken('standard');
});

describe('the mocked API without a backend', () => {
  it('answers the home page with the scenario tenant and the catalogue, newest first, 20 per page', async () => {
    const { university } = await client.request(UniversityDocument, {});
    expect(university.shopName).toBe('한빛대 생협 굿즈샵');
    expect(university.promotedCategories.map((promoted) => promoted.categoryId)).toEqual([75, 71, 72, 74]);

    const first = await client.request(ProductListDocument, { data: {} });
    const visible = mockApi().scenario.catalogue.products.filter((product) => product.productVisible === 0);
    expect(first.products.total).toBe(visible.length);
    expect(first.products.items).toHaveLength(20);
    const second = await client.request(ProductListDocument, { data: { cursor: first.products.nextCursor } });
    expect(second.products.nextCursor).toBeNull();
    const ids = [...first.products.items, ...second.products.items].map((product) => product.id);
    expect(new Set(ids).size).toBe(visible.length);
  });

  it('adding to the cart through the API changes the cart the next query returns', async () => {
    const before = await client.request(MyCartDocument);
    const tee = productOf(mockApi().scenario.catalogue, 24);
    const navyS = detailOf(tee, ['네이비', 'S']);

    const { createCart } = await client.request(CreateCartDocument, {
      data: { productId: tee.id, productOptionDetailId: navyS.id, count: 2 },
    });

    expect(createCart).toMatchObject({ productId: tee.id, count: 2, selected: true, unitSalePrice: tee.salePrice + navyS.price });
    const after = await client.request(MyCartDocument);
    expect(after.me?.carts.count).toBe((before.me?.carts.count ?? 0) + 1);
    expect(after.me?.carts.totalPrice).toBe((before.me?.carts.totalPrice ?? 0) + 2 * (tee.price + navyS.price));
    const { me } = await client.request(CartCountDocument);
    expect(me?.carts.count).toBe(after.me?.carts.count);
  });

  it('starts signed in as the scenario viewer and signs out with POST /api/logout', async () => {
    expect((await client.request(MeDocument)).me?.email).toBe('demo@hanbit.ac.kr');

    const response = await fetch(`${API}/api/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });

    expect(response.status).toBe(204);
    expect((await client.request(MeDocument)).me).toBeNull();
    const { login } = await client.request(LoginDocument, { data: { email: 'DEMO@hanbit.ac.kr', password: 'demo1234!' } });
    token = login.token;
    expect((await client.request(MeDocument)).me?.id).toBe(1);
  });

  it('refuses like the real API: Korean message, stable code, nothing changed', async () => {
    token = null;
    const refusal = await client.request(CreateCartDocument, { data: { productId: 24, count: 1 } }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).code).toBe('UNAUTHENTICATED');
    expect((refusal as ApiError).message).toBe('로그인이 필요해요.');
  });

  it('scenarioHandlers with a scenario starts it afresh; resetMockApi throws the changes away', async () => {
    server.resetHandlers(...scenarioHandlers({ scenario: 'sold-out', latency: 'none' }));
    expect(currentScenario()).toBe('sold-out');
    const { products } = await client.request(ProductListDocument, { data: { onlyAvailable: true } });
    expect(products.total).toBe(0);

    await client.request(UpdateUserDeliveryDocument, { data: { ...ADDRESS, name: '박새내기' } });
    expect((await client.request(UserDeliveryDocument)).me?.userDelivery?.name).toBe('박새내기');
    resetMockApi();
    expect(currentScenario()).toBe('sold-out');
    expect((await client.request(UserDeliveryDocument)).me?.userDelivery?.name).toBe('김한빛');
  });
});

describe('operationOverride', () => {
  it('answers fixed data for one operation and leaves the others to the mocked API', async () => {
    server.use(operationOverride(MyCartDocument, { data: { me: null } }));
    expect((await client.request(MyCartDocument)).me).toBeNull();
    expect((await client.request(CartCountDocument)).me?.carts.count).toBeGreaterThan(0);
  });

  it('refuses with the given code and Korean message', async () => {
    server.use(operationOverride(ProductListDocument, { error: { code: 'INTERNAL_SERVER_ERROR', message: '일시적인 오류가 발생했어요.' } }));
    const refusal = await client.request(ProductListDocument, {}).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ code: 'INTERNAL_SERVER_ERROR', message: '일시적인 오류가 발생했어요.' });
  });

  it('delays, then answers from the mocked API with its current state', async () => {
    server.use(operationOverride(MyCartDocument, { delayMs: 20 }));
    await client.request(CreateCartDocument, { data: { productId: 30, count: 1 } });
    const { me } = await client.request(MyCartDocument);
    const ecobag = me?.carts.cartsGroupedByDeliveryTemplate.flatMap((group) => group.carts).find((line) => line.productId === 30);
    expect(ecobag?.count).toBe(2);
  });

  it('never answers while loading: other operations answer, that one stays pending', async () => {
    server.use(operationOverride(MeDocument, { loading: true }));
    const controller = new AbortController();
    let settled = false;
    const pending = client.request(MeDocument, {}, { signal: controller.signal }).finally(() => {
      settled = true;
    });
    await client.request(CartCountDocument);
    await client.request(UniversityDocument, {});
    expect(settled).toBe(false);
    controller.abort();
    await pending.catch(() => undefined);
  });
});

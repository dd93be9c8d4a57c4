// @vitest-environment node
// The mocked API must refuse exactly like the real backend: one table of cases
// (refusal-parity.cases.ts) runs on both, on the standard scenario both are loaded with, and each
// case must answer the same code and the same Korean sentence on both and change nothing either
// side can observe. Every Mutation field of the contract must have a case.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MockApi } from '../../mocks/schema';
import { frozenApi } from '../../mocks/store/testing';
import { sessionTokenFor } from '../../mocks/store/sessions';
import { freshIp, KOREAN } from '../support/accounts';
import { startTestApi, type TestApi } from '../support/api';
import { fakePortOneAdapters, startFakePortOne, type FakePortOneServer } from '../support/fake-portone';
import {
  ADDRESS,
  CREATE_CART,
  DETAIL_ID,
  MEMBERS,
  OBSERVE,
  ORDER_LINES,
  PLACE_ORDER,
  PRODUCT_ID,
  REFUSAL_CASES,
  type Actor,
  type Fixtures,
  type RefusalCase,
} from './refusal-parity.cases';

interface Answer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: unknown } }[];
}

interface Target {
  run(query: string, variables: Record<string, unknown>, as: Actor): Promise<Answer>;
  fixtures: Fixtures;
}

type Member = Exclude<Actor, 'anonymous'>;

function dataOf<T>(answer: Answer, what: string): T {
  if (answer.errors?.length || !answer.data) throw new Error(`${what} failed: ${JSON.stringify(answer.errors)}`);
  return answer.data as T;
}

/** The rows the cases refer to, created the same way on each target through the API itself. */
async function createFixtures(run: Target['run']): Promise<Fixtures> {
  const cart = async (as: Member) =>
    dataOf<{ createCart: { id: number } }>(
      await run(CREATE_CART, { data: { productId: PRODUCT_ID, productOptionDetailId: DETAIL_ID, count: 1 } }, as),
      `createCart as ${as}`,
    ).createCart.id;
  const order = async (as: Member) => {
    const placed = dataOf<{ placeOrder: { id: number; mUid: string } }>(
      await run(PLACE_ORDER, { data: { cartIds: [await cart(as)], payMethod: 'card', pointUsing: 0, delivery: ADDRESS } }, as),
      `placeOrder as ${as}`,
    ).placeOrder;
    const lines = dataOf<{ order: { orderProducts: { id: number }[] } }>(await run(ORDER_LINES, { id: placed.id }, as), 'order');
    return { ...placed, lineId: lines.order.orderProducts[0]!.id };
  };
  const adminOrder = await order('admin');
  const demoOrder = await order('demo');
  return {
    adminCartId: await cart('admin'),
    adminOrderId: adminOrder.id,
    adminOrderMUid: adminOrder.mUid,
    adminOrderProductId: adminOrder.lineId,
    demoOrderId: demoOrder.id,
    demoOrderMUid: demoOrder.mUid,
    demoOrderProductId: demoOrder.lineId,
  };
}

let fake: FakePortOneServer;
let api: TestApi;
let mockApi: MockApi;
const targets = {} as Record<'real' | 'mock', Target>;

beforeAll(async () => {
  fake = await startFakePortOne();
  api = await startTestApi({ adapters: fakePortOneAdapters(fake) });
  const tokens: Partial<Record<Actor, string>> = {};
  for (const member of ['demo', 'admin'] as const) {
    const { email, password } = MEMBERS[member];
    const signedIn = await api.gql(
      'mutation ($data: LoginInput!) { login(data: $data) { token } }',
      { data: { email, password } },
      { headers: { 'x-forwarded-for': freshIp() } },
    );
    tokens[member] = dataOf<{ login: { token: string } }>(signedIn, `login as ${member}`).login.token;
  }
  const realRun: Target['run'] = (query, variables, as) => {
    const token = tokens[as];
    return api.gql(query, variables, { ...(token ? { token } : {}), headers: { 'x-forwarded-for': freshIp() } });
  };
  mockApi = frozenApi('standard');
  const mockRun: Target['run'] = (query, variables, as) =>
    mockApi.execute(query, variables, { token: as === 'anonymous' ? null : sessionTokenFor(MEMBERS[as].id) });
  targets.real = { run: realRun, fixtures: await createFixtures(realRun) };
  targets.mock = { run: mockRun, fixtures: await createFixtures(mockRun) };
});

afterAll(async () => {
  await api?.close();
  await fake?.close();
});

/** Everything both members can see of their own account, cart and orders. */
async function observe(target: Target) {
  return Promise.all((['demo', 'admin'] as const).map(async (as) => dataOf(await target.run(OBSERVE, {}, as), `observe as ${as}`)));
}

async function refusalOn(target: Target, refusalCase: RefusalCase): Promise<{ code: unknown; message: string }> {
  const before = await observe(target);
  const answer = await target.run(refusalCase.query, refusalCase.variables?.(target.fixtures) ?? {}, refusalCase.as);
  expect(answer.errors, JSON.stringify(answer)).toHaveLength(1);
  expect(await observe(target)).toEqual(before);
  const [error] = answer.errors!;
  return { code: error!.extensions?.code, message: error!.message };
}

describe('the same refusal on both targets', () => {
  it('has a case for every mutation of the contract', () => {
    const mutations = Object.keys(mockApi.schema.getMutationType()?.getFields() ?? {}).sort();
    expect(mutations.length).toBeGreaterThan(0);
    const covered = new Set(REFUSAL_CASES.map((refusalCase) => refusalCase.mutation));
    expect(mutations.filter((mutation) => !covered.has(mutation))).toEqual([]);
    expect([...covered].filter((mutation) => !mutations.includes(mutation))).toEqual([]);
  });

  it.each(REFUSAL_CASES.map((refusalCase) => [`${refusalCase.mutation}: ${refusalCase.title}`, refusalCase] as const))(
    '%s',
    async (_name, refusalCase) => {
      const real = await refusalOn(targets.real, refusalCase);
      const mock = await refusalOn(targets.mock, refusalCase);
      expect(real.code).toBe(refusalCase.code);
      expect(real.message).toMatch(KOREAN);
      expect(mock).toEqual(real);
    },
  );
});

// @vitest-environment node
// Staff's changes to a running group purchase tell its participants (공동구매 변경 안내,
// GROUP_PURCHASE_CHANGED) on the real backend and on the mocked API alike (ADR 0070): the same
// operations on the standard scenario, then the member's own messages must read the same on both.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frozenApi } from '../../mocks/store/testing';
import { sessionTokenFor } from '../../mocks/store/sessions';
import { freshIp } from '../support/accounts';
import { startTestApi, type TestApi } from '../support/api';
import { fakePortOneAdapters, startFakePortOne, type FakePortOneServer } from '../support/fake-portone';
import { ADDRESS, CREATE_CART, MEMBERS, PLACE_ORDER } from './refusal-parity.cases';
import { detailOf, productOf } from '../../mocks/scenarios/activity/lookup';
import { catalogue } from './refusal-parity.fixtures';

type Actor = 'demo' | 'admin';

/** The business jacket: a group-order product with embroidery, with no campaign on either target. */
const PRODUCT_ID = 1;
const DETAIL_ID = detailOf(productOf(catalogue, PRODUCT_ID), ['네이비', 'M']).id;
type Run = (query: string, variables: Record<string, unknown>, as: Actor) => Promise<{ data?: unknown; errors?: unknown[] }>;

const SAVE = 'mutation ($data: StaffCampaignInput!) { staffSaveCampaign(data: $data) { campaign { id } } }';
const EXTEND = 'mutation ($data: StaffExtendCampaignInput!) { staffExtendCampaign(data: $data) { campaign { closesAt } } }';
const LOWER = 'mutation ($data: StaffLowerCampaignGoalInput!) { staffLowerCampaignGoal(data: $data) { campaign { minUnits } } }';
const MESSAGES = 'query { myMessages { items { template title text } } }';

async function ok<T>(run: Run, query: string, variables: Record<string, unknown>, as: Actor): Promise<T> {
  const answer = await run(query, variables, as);
  if (answer.errors?.length || !answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data as T;
}

/** A member joins a fresh campaign (an unpaid order counts as taking part), then staff extend it and lower its goal. */
async function changeMessages(run: Run) {
  const { staffSaveCampaign } = await ok<{ staffSaveCampaign: { campaign: { id: number } } }>(
    run,
    SAVE,
    { data: { productId: PRODUCT_ID, minUnits: 150, closesAt: '2099-12-31T14:59:59.000Z', settleMode: 'PAY_NOW' } },
    'admin',
  );
  const campaignId = staffSaveCampaign.campaign.id;
  const { createCart } = await ok<{ createCart: { id: number } }>(run, CREATE_CART, { data: { productId: PRODUCT_ID, productOptionDetailId: DETAIL_ID, productOptionInputs: ['KHB', '23학번'], count: 1 } }, 'demo');
  await ok(run, PLACE_ORDER, { data: { cartIds: [createCart.id], payMethod: 'card', pointUsing: 0, delivery: ADDRESS, personalisedConsent: true } }, 'demo');
  const before = await ok<{ myMessages: { items: { template: string }[] } }>(run, MESSAGES, {}, 'demo');
  expect(before.myMessages.items.filter((item) => item.template === 'GROUP_PURCHASE_CHANGED')).toEqual([]);

  const extend = { data: { campaignId, closesAt: '2100-01-15T14:59:59.000Z', reason: '공장 일정이 늦어졌어요.' } };
  await ok(run, EXTEND, extend, 'admin');
  await ok(run, LOWER, { data: { campaignId, minUnits: 100, reason: '목표를 현실적으로 바꿨어요.' } }, 'admin');
  const after = await ok<{ myMessages: { items: { template: string; title: string; text: string }[] } }>(run, MESSAGES, {}, 'demo');
  return after.myMessages.items.filter((item) => item.template === 'GROUP_PURCHASE_CHANGED').sort((a, b) => a.text.localeCompare(b.text));
}

let fake: FakePortOneServer;
let api: TestApi;

beforeAll(async () => {
  fake = await startFakePortOne();
  api = await startTestApi({ adapters: fakePortOneAdapters(fake) });
});

afterAll(async () => {
  await api?.close();
  await fake?.close();
});

describe('공동구매 변경 안내 on both targets', () => {
  it('staff extending a deadline and lowering a goal tell the participant the same words on the real backend and the mocked API', async () => {
    const tokens: Partial<Record<Actor, string>> = {};
    for (const member of ['demo', 'admin'] as const) {
      const { email, password } = MEMBERS[member];
      const signedIn = await api.gql<{ login: { token: string } }>('mutation ($data: LoginInput!) { login(data: $data) { token } }', { data: { email, password } }, {
        headers: { 'x-forwarded-for': freshIp() },
      });
      tokens[member] = signedIn.data!.login.token;
    }
    const real: Run = (query, variables, as) => api.gql(query, variables, { token: tokens[as]!, headers: { 'x-forwarded-for': freshIp() } });
    const mockApi = frozenApi('standard');
    const mock: Run = (query, variables, as) => mockApi.execute(query, variables, { token: sessionTokenFor(MEMBERS[as].id) });

    const onReal = await changeMessages(real);
    const onMock = await changeMessages(mock);
    expect(onReal).toHaveLength(2);
    expect(onReal.every((message) => message.title === '공동구매 변경 안내')).toBe(true);
    expect(onReal.find((message) => message.text.includes('2100년 1월 15일'))?.text).toMatch(/연장되었어요\.\n사유: 공장 일정이 늦어졌어요\./);
    expect(onReal.find((message) => message.text.includes('목표 수량이 100개로 바뀌었어요.'))?.text).toContain('사유: 목표를 현실적으로 바꿨어요.');
    expect(onMock).toEqual(onReal);
  });
});

// Test helpers for the mocked API (Node only: reads the client documents from disk). Tests run
// operations exactly as the screens send them: the file in operations/ plus its fragments.
import { globSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kind, parse, visit, type DocumentNode, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import { createMockApi, type MockApi, type MockExecutionResult } from '../schema';
import { loadScenario } from '../scenarios';
import type { ScenarioName } from '../scenarios/scenario';
import { MOCK_IMP_UID } from './payment';
import { sessionTokenFor } from './sessions';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

function fragmentsOf(): Map<string, FragmentDefinitionNode> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const file of globSync('frontend/src/**/*.graphql', { cwd: ROOT })) {
    for (const definition of parse(readFileSync(join(ROOT, file), 'utf8')).definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
  }
  return fragments;
}

function withFragments(operation: OperationDefinitionNode, fragments: ReadonlyMap<string, FragmentDefinitionNode>): DocumentNode {
  const used = new Map<string, FragmentDefinitionNode>();
  const pending: (OperationDefinitionNode | FragmentDefinitionNode)[] = [operation];
  for (let node = pending.pop(); node; node = pending.pop()) {
    visit(node, {
      FragmentSpread(spread) {
        const fragment = fragments.get(spread.name.value);
        if (fragment && !used.has(fragment.name.value)) {
          used.set(fragment.name.value, fragment);
          pending.push(fragment);
        }
      },
    });
  }
  return { kind: Kind.DOCUMENT, definitions: [operation, ...used.values()] };
}

/** Every operation file, by operation name, as the client sends it. */
export function loadOperations(): Map<string, DocumentNode> {
  const fragments = fragmentsOf();
  const operations = new Map<string, DocumentNode>();
  for (const file of globSync('operations/*.graphql', { cwd: ROOT }).sort()) {
    const document = parse(readFileSync(join(ROOT, file), 'utf8'));
    const operation = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
    if (!operation?.name) throw new Error(`${file} holds no named operation`);
    if (operation.name.value !== basename(file, '.graphql')) throw new Error(`${file} is named ${operation.name.value}`);
    operations.set(operation.name.value, withFragments(operation, fragments));
  }
  return operations;
}

/** A fresh mocked API on a scenario whose clock stands at the scenario's `now` until a test moves `clock.now`. */
export function clockedApi(name: ScenarioName): { api: MockApi; clock: { now: Date } } {
  const scenario = loadScenario(name);
  const clock = { now: new Date(scenario.now) };
  return { api: createMockApi(scenario, { clock: () => clock.now }), clock };
}

/** A fresh mocked API on a scenario whose clock stands still at the scenario's `now`. */
export function frozenApi(name: ScenarioName): MockApi {
  return clockedApi(name).api;
}

export const DEMO_TOKEN = sessionTokenFor(1);
export const ADMIN_TOKEN = sessionTokenFor(2);

export type Run = <TData = Record<string, unknown>>(
  operation: string,
  variables?: Record<string, unknown>,
  token?: string | null,
) => Promise<MockExecutionResult<TData>>;

/** Runs operations by name against one API, as the demo member unless told otherwise. */
export function runner(api: MockApi, operations = loadOperations(), defaultToken: string | null = DEMO_TOKEN): Run {
  return (operation, variables = {}, token = defaultToken) => {
    const document = operations.get(operation);
    if (!document) throw new Error(`No operation ${operation} in operations/`);
    return api.execute(document, variables, { token, origin: 'http://shop.test' });
  };
}

/** The data of a result that must have succeeded; fails with the refusal otherwise. */
export function dataOf<TData>(result: MockExecutionResult<TData>): TData {
  if (result.errors?.length || !result.data) {
    throw new Error(`Expected success, got ${JSON.stringify(result.errors)}`);
  }
  return result.data;
}

/** The first error's code and message of a result that must have been refused. */
export function refusalOf(result: MockExecutionResult<unknown>): { code: string; message: string } {
  const error = result.errors?.[0];
  if (!error) throw new Error(`Expected a refusal, got ${JSON.stringify(result.data)}`);
  return { code: error.extensions.code, message: error.message };
}

export const HANGUL = /[가-힣]/;

/** A delivery address the checkout form accepts: the demo member's dormitory room. */
export const DORM_ADDRESS = {
  name: '김한빛',
  postCode: '34134',
  address: '대전광역시 유성구 한빛대학로 123',
  detailAddress: '한빛관 기숙사 B동 305호',
  tel: '010-1234-5678',
};

export interface PlacedOrder {
  id: number;
  mUid: string;
}

/** Checks the cart lines out as a card order to DORM_ADDRESS; fails the test if refused. */
export async function placeCardOrder(run: Run, cartIds: number[], pointUsing = 0): Promise<PlacedOrder> {
  // As a student at checkout: the made-to-order consent is given whenever a line has texts (ADR 0066).
  const data = { cartIds, payMethod: 'card', pointUsing, delivery: DORM_ADDRESS, personalisedConsent: true };
  return dataOf(await run<{ placeOrder: PlacedOrder }>('PlaceOrder', { data })).placeOrder;
}

/** Completes the payment window with the mocked PG's successful answer; fails the test if refused. */
export async function payPlacedOrder(run: Run, placed: PlacedOrder): Promise<void> {
  dataOf(await run('PayOrder', { data: { orderId: placed.id, impUid: MOCK_IMP_UID.paid, merchantUid: placed.mUid } }));
}

// @vitest-environment node
import { globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kind, parse, print, visit, type FragmentDefinitionNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARMOR_LIMITS } from '../../backend/src/graphql/plugins/armor';
import { NO_BATCH_MESSAGE, ONE_SECRET_MESSAGE } from '../../backend/src/modules/security/one-secret-per-request';
import { startTestApi, type TestApi } from '../support/api';
import { readEmailOutbox } from '../support/outbox';
import { call, count, freshIp, KOREAN, refusal, snapshot, TRUSTED_PROXY_ENV } from '../support/accounts';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ env: TRUSTED_PROXY_ENV });
});

afterAll(async () => {
  await api?.close();
});

const LOGIN_FIELDS = '(data: { email: "demo@hanbit.ac.kr", password: "guess-0001" }) { token }';

describe('one secret per request', () => {
  it('refuses two aliased logins before either runs', async () => {
    const before = await snapshot(api);
    const result = await call(api, `mutation { a: login${LOGIN_FIELDS} b: login${LOGIN_FIELDS} }`);
    const error = refusal(result, 'GRAPHQL_VALIDATION_FAILED');
    expect(error.message).toBe(ONE_SECRET_MESSAGE);
    expect(result.data ?? null).toBeNull();
    expect(await count(api, 'rate_limit')).toBe(0);
    expect(await snapshot(api)).toEqual(before);
  });

  it('refuses the same document again (the validation cache keeps one error)', async () => {
    const query = `mutation { a: login${LOGIN_FIELDS} b: login${LOGIN_FIELDS} }`;
    await call(api, query);
    const again = await call(api, query);
    expect(refusal(again, 'GRAPHQL_VALIDATION_FAILED').message).toBe(ONE_SECRET_MESSAGE);
  });

  it('refuses two different secret fields, also through fragments', async () => {
    const mixed = await call(api, `mutation { login${LOGIN_FIELDS} findPassword(email: "demo@hanbit.ac.kr") }`);
    refusal(mixed, 'GRAPHQL_VALIDATION_FAILED');
    expect(await readEmailOutbox(api.dataDir)).toEqual([]);

    const viaFragments = await call(
      api,
      `mutation { ...First ... on Mutation { resetPassword(password: "new-pass-1", code: "x") } }
       fragment First on Mutation { login${LOGIN_FIELDS} }`,
    );
    expect(refusal(viaFragments, 'GRAPHQL_VALIDATION_FAILED').message).toBe(ONE_SECRET_MESSAGE);
  });

  it('lets one secret through, even in a document holding other operations', async () => {
    const document = `mutation First { login${LOGIN_FIELDS} } mutation Second { login${LOGIN_FIELDS} }`;
    const response = await fetch(`${api.url}/api`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
      body: JSON.stringify({ query: document, operationName: 'Second' }),
    });
    const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
    expect(body.errors?.[0]?.extensions?.code).toBe('LOGIN_FAILED');
  });

  it('refuses batched requests with a Korean message', async () => {
    const before = await snapshot(api);
    const response = await fetch(`${api.url}/api`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
      body: JSON.stringify([
        { query: `mutation { login${LOGIN_FIELDS} }` },
        { query: `mutation { login${LOGIN_FIELDS} }` },
      ]),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors?: { message: string; extensions?: { code?: string } }[] };
    expect(body.errors).toHaveLength(1);
    expect(body.errors![0]!.message).toBe(NO_BATCH_MESSAGE);
    expect(body.errors![0]!.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(await snapshot(api)).toEqual(before);
  });
});

// ---------------------------------------------------------------------------------------------
// graphql-armor: every real screen's document passes, and abuse just past each limit does not.

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

function clientDocuments(): { name: string; query: string }[] {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const file of globSync('frontend/src/**/*.graphql', { cwd: ROOT })) {
    for (const definition of parse(readFileSync(join(ROOT, file), 'utf8')).definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
  }
  return globSync('operations/*.graphql', { cwd: ROOT })
    .sort()
    .map((file) => {
      const text = readFileSync(join(ROOT, file), 'utf8');
      const needed = new Set<string>();
      const collect = (node: Parameters<typeof visit>[0]) =>
        visit(node, {
          FragmentSpread(spread) {
            if (needed.has(spread.name.value)) return;
            needed.add(spread.name.value);
            const fragment = fragments.get(spread.name.value);
            if (fragment) collect(fragment);
          },
        });
      collect(parse(text));
      const extra = [...needed].flatMap((name) => (fragments.get(name) ? [print(fragments.get(name)!)] : []));
      return { name: file, query: [text, ...extra].join('\n') };
    });
}

const isLimitRefusal = (error: { message: string; extensions?: Record<string, unknown> }) =>
  error.extensions?.code === 'GRAPHQL_VALIDATION_FAILED';

describe('request limits (graphql-armor)', () => {
  const documents = clientDocuments();

  it('has the real client documents to measure', () => {
    expect(documents.length).toBeGreaterThan(40);
  });

  it.each(documents)('$name stays within every limit', async ({ query }) => {
    const result = await call(api, query);
    const refused = (result.errors ?? []).filter(isLimitRefusal);
    expect(refused, JSON.stringify(refused)).toEqual([]);
  });

  it(`refuses more than ${ARMOR_LIMITS.maxAliases} aliases`, async () => {
    const fields = Array.from({ length: ARMOR_LIMITS.maxAliases + 1 }, (_, i) => `a${i}: errorCodes`).join(' ');
    const error = refusal(await call(api, `{ ${fields} }`), 'GRAPHQL_VALIDATION_FAILED');
    expect(error.message).toMatch(KOREAN);
  });

  it(`refuses a query deeper than ${ARMOR_LIMITS.maxDepth}`, async () => {
    let selection = 'id';
    for (let level = 0; level < ARMOR_LIMITS.maxDepth; level += 1) selection = `categories { ${selection} }`;
    refusal(await call(api, `{ productCategories { ${selection} } }`), 'GRAPHQL_VALIDATION_FAILED');
    let allowed = 'id';
    for (let level = 0; level < ARMOR_LIMITS.maxDepth - 2; level += 1) allowed = `categories { ${allowed} }`;
    expect((await call(api, `{ productCategories { ${allowed} } }`)).errors).toBeUndefined();
  });

  it(`refuses a document of more than ${ARMOR_LIMITS.maxTokens} tokens`, async () => {
    const fields = Array.from({ length: ARMOR_LIMITS.maxTokens }, () => 'errorCodes').join(' ');
    refusal(await call(api, `{ ${fields} }`), 'GRAPHQL_VALIDATION_FAILED');
  });

  it(`refuses more than ${ARMOR_LIMITS.maxDirectives} directives`, async () => {
    const fragments = Array.from({ length: ARMOR_LIMITS.maxDirectives + 1 }, () => '... @include(if: true) { errorCodes }').join(' ');
    refusal(await call(api, `{ ${fragments} }`), 'GRAPHQL_VALIDATION_FAILED');
  });
});

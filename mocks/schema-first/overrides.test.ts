// operationOverride forces an operation's state whichever layer answers it: a store-answered
// operation and one the schema mocks answer (a field the store does not know yet) behave alike.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse } from 'graphql';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGraphQLClient } from '../../frontend/src/lib/graphql-client';
import { UniversityDocument } from '../../frontend/src/lib/__generated__/graphql';
import { buildUniversity } from '../factories';
import { resetMockApi } from '../handlers';
import { createMockServer } from '../node';
import { operationOverride } from '../overrides';
import { HANGUL } from '../store/testing';
import { TYPE_DEFS } from './lookbook-sdl';

interface LookbookTitle {
  lookbook: { __typename?: 'Lookbook'; id: number; title: string } | null;
}

/** What codegen would make of operations/LookbookTitle.graphql once the field is in schema/. */
const LookbookTitleDocument = parse(
  'query LookbookTitle($id: Int!) { lookbook(id: $id) { id title } }',
) as TypedDocumentNode<LookbookTitle, { id: number }>;

const server = createMockServer({ scenario: 'standard', typeDefs: TYPE_DEFS });
const client = createGraphQLClient({ apiBase: 'http://shop.test', getToken: () => null });

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  resetMockApi('standard', { typeDefs: TYPE_DEFS });
});

const KINDS = [
  {
    kind: 'answered by the store',
    request: () => client.request(UniversityDocument, {}).then((data) => data.university.shopName),
    override: (shopName: string) =>
      operationOverride(UniversityDocument, { data: { university: buildUniversity({ shopName }) } }),
    error: () => operationOverride(UniversityDocument, { error: { code: 'NOT_FOUND', message: '쇼핑몰 정보를 찾을 수 없어요.' } }),
    delayed: () => operationOverride(UniversityDocument, { delayMs: 5 }),
  },
  {
    kind: 'schema-mocked',
    request: () => client.request(LookbookTitleDocument, { id: 7 }).then((data) => data.lookbook?.title ?? ''),
    override: (title: string) =>
      operationOverride(LookbookTitleDocument, { data: { lookbook: { __typename: 'Lookbook', id: 7, title } } }),
    error: () => operationOverride(LookbookTitleDocument, { error: { code: 'NOT_FOUND', message: '쇼핑몰 정보를 찾을 수 없어요.' } }),
    delayed: () => operationOverride(LookbookTitleDocument, { delayMs: 5 }),
  },
];

describe.each(KINDS)('operationOverride on an operation $kind', ({ request, override, error, delayed }) => {
  it('answers from the mocked API without an override, the same on every request', async () => {
    const answer = await request();
    expect(answer).toMatch(HANGUL);
    expect(await request()).toBe(answer);
  });

  it('answers the fixed data', async () => {
    server.use(override('고정된 이름이에요'));
    expect(await request()).toBe('고정된 이름이에요');
  });

  it('refuses with the given code and sentence', async () => {
    server.use(error());
    await expect(request()).rejects.toMatchObject({ code: 'NOT_FOUND', message: '쇼핑몰 정보를 찾을 수 없어요.' });
  });

  it('passes a delayed request on to the mocked API', async () => {
    const plain = await request();
    server.use(delayed());
    expect(await request()).toBe(plain);
  });
});

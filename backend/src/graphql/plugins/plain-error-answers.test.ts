import { GraphQLError } from 'graphql';
import { createSchema, createYoga, type Plugin } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../../domain/errors/errors';
import { usePlainErrorAnswers } from './plain-error-answers';

const schema = createSchema({
  typeDefs: /* GraphQL */ `
    type Query { ok: Int }
    type Mutation { refuse: Int! other: Int teapot: Int wrapped: Int }
  `,
  resolvers: {
    Mutation: {
      refuse: () => {
        throw new AppError('OUT_OF_STOCK', '남은 수량이 없어요.', { stock: 0 });
      },
      other: () => {
        throw new AppError('NOT_FOUND');
      },
      teapot: () => {
        throw new GraphQLError('teapot', { extensions: { http: { status: 418 }, code: 'TEAPOT' } });
      },
      wrapped: () => {
        throw new GraphQLError('wrapped', { originalError: new Error('inner'), extensions: { code: 'X' } });
      },
    },
  },
});

async function answer(plugins: Plugin[], query: string, accept?: string) {
  const yoga = createYoga({ schema, plugins, maskedErrors: false, logging: false });
  const response = await yoga.fetch('http://shop.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(accept ? { accept } : {}) },
    body: JSON.stringify({ query }),
  });
  return { status: response.status, type: response.headers.get('content-type'), body: await response.text() };
}

describe('usePlainErrorAnswers', () => {
  it.each([
    ['a refusal beside data', 'mutation { refuse }', undefined],
    ['two refusals', 'mutation { other teapot }', undefined],
    ['an error wrapping a plain Error', 'mutation { wrapped }', undefined],
    ['an HTTP status of its own', 'mutation { teapot }', undefined],
    ['a request error without data', 'mutation { nope }', undefined],
    ['the GraphQL response media type', 'mutation { refuse other }', 'application/graphql-response+json'],
  ])('answers %s with the same status and text as yoga alone', async (_name, query, accept) => {
    const [alone, plain] = await Promise.all([answer([], query, accept), answer([usePlainErrorAnswers()], query, accept)]);
    expect(plain).toEqual(alone);
    expect(JSON.parse(plain.body).errors.length).toBeGreaterThan(0);
  });

  it('hands yoga plain objects for refusals, so it builds no error of its own', async () => {
    let written: unknown[] = [];
    const spy: Plugin = {
      onResultProcess({ result }) {
        written = (result as { errors?: unknown[] }).errors ?? [];
      },
    };
    await answer([usePlainErrorAnswers(), spy], 'mutation { refuse }');
    expect(written).toHaveLength(1);
    expect(written[0]).not.toBeInstanceOf(GraphQLError);
    expect(written[0]).toMatchObject({ message: '남은 수량이 없어요.', path: ['refuse'], extensions: { code: 'OUT_OF_STOCK', stock: 0 } });
  });
});

// @vitest-environment node
import { makeExecutableSchema } from '@graphql-tools/schema';
import { graphql } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/support/test-db';
import { PointType } from '../modules/point/point-type.entity';
import type { GraphQLContext } from './context';
import { withTransactionalMutations } from './transactional-mutations';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

// A stand-in schema: one mutation that writes and then either succeeds or refuses.
const schema = withTransactionalMutations(
  makeExecutableSchema({
    typeDefs: /* GraphQL */ `
      type Query { ok: Boolean }
      type Kind { code: String! stored: Boolean! }
      type Mutation { addKind(code: String!, refuse: Boolean!): Kind! }
    `,
    resolvers: {
      Mutation: {
        addKind: async (_: unknown, args: { code: string; refuse: boolean }, { em }: GraphQLContext) => {
          const kind = em.create(PointType, { code: args.code, content: '테스트' });
          await em.flush();
          if (args.refuse) throw new Error('거절');
          return kind;
        },
      },
      Kind: {
        // Runs after the mutation's transaction: it must see the committed row through the request's em.
        stored: async (kind: PointType, _: unknown, { em }: GraphQLContext) =>
          (await em.fork().count(PointType, { code: kind.code })) === 1,
      },
    },
  }),
);

async function run(code: string, refuse: boolean) {
  const em = database.orm.em.fork();
  const context = { em } as GraphQLContext;
  const result = await graphql({
    schema,
    source: `mutation($code: String!, $refuse: Boolean!) { addKind(code: $code, refuse: $refuse) { code stored } }`,
    variableValues: { code, refuse },
    contextValue: context,
  });
  return { result, em };
}

describe('withTransactionalMutations', () => {
  it('rolls back what a refused mutation wrote', async () => {
    const { result } = await run('REFUSED', true);
    expect(result.errors?.[0]?.message).toBe('거절');
    expect(await database.orm.em.fork().count(PointType, { code: 'REFUSED' })).toBe(0);
  });

  it('commits a successful mutation and hands its entities back to the request', async () => {
    const { result, em } = await run('KEPT', false);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ addKind: { code: 'KEPT', stored: true } });
    expect(em.getUnitOfWork().getIdentityMap().values().some((e) => e instanceof PointType && e.code === 'KEPT')).toBe(true);
  });
});

describe('withTransactionalMutations prechecks', () => {
  const events: string[] = [];
  const checked = withTransactionalMutations(
    makeExecutableSchema({
      typeDefs: /* GraphQL */ `
        type Query { ok: Boolean }
        type Mutation { order(step: String!): Boolean! }
      `,
      resolvers: {
        Mutation: {
          order: async (_: unknown, args: { step: string }, { em }: GraphQLContext) => {
            events.push(`resolve in transaction: ${em.isInTransaction()}`);
            if (args.step === 'refuse inside') throw new Error('안에서 거절');
            return true;
          },
        },
      },
    }),
    {
      order: async (args, { em }) => {
        events.push(`precheck in transaction: ${em.isInTransaction()}`);
        if (args.step === 'refuse before') throw new Error('먼저 거절');
        return () => events.push('after the transaction');
      },
    },
  );

  async function order(step: string) {
    events.length = 0;
    const result = await graphql({
      schema: checked,
      source: `mutation($step: String!) { order(step: $step) }`,
      variableValues: { step },
      contextValue: { em: database.orm.em.fork() } as GraphQLContext,
    });
    return { error: result.errors?.[0]?.message, events: [...events] };
  }

  it('runs the precheck outside the transaction, then the mutation inside, then the precheck’s follow-up', async () => {
    expect(await order('go')).toEqual({
      error: undefined,
      events: ['precheck in transaction: false', 'resolve in transaction: true', 'after the transaction'],
    });
  });

  it('calls the follow-up when the mutation refuses too', async () => {
    expect(await order('refuse inside')).toEqual({
      error: '안에서 거절',
      events: ['precheck in transaction: false', 'resolve in transaction: true', 'after the transaction'],
    });
  });

  it('never opens the transaction when the precheck refuses', async () => {
    expect(await order('refuse before')).toEqual({ error: '먼저 거절', events: ['precheck in transaction: false'] });
  });
});

import { MapperKind, mapSchema } from '@graphql-tools/utils';
import type { GraphQLFieldResolver, GraphQLSchema } from 'graphql';
import type { AppError } from '../../../domain/errors/errors';
import type { GraphQLContext } from './context';
import { AfterCommit } from './after-commit';
import { RefusalAfterCommit } from './refusal-after-commit';

/**
 * A read-only check a mutation runs before its transaction opens, on the request's `em`: it may
 * refuse (throw) what the mutation would refuse anyway, but must never write (placeOrder's claim, below, is the one exception). A sold-out rush is
 * then answered with plain reads, without a BEGIN, a lock and a ROLLBACK per refusal; the
 * mutation still checks everything again inside its transaction, under its locks, because the
 * world may change in between. A precheck may return a function the wrapper calls once the
 * transaction has ended, however it ended, told whether it committed (to give back an admission
 * slot, and placeOrder's claimed units when its order did not take them: the one write a
 * precheck may make, docs/decisions/0078). docs/decisions/0027-checkout-admission.md.
 */
export type MutationPrecheck = (
  args: Record<string, unknown>,
  context: GraphQLContext,
) => Promise<((outcome: { committed: boolean }) => unknown) | undefined>;

type Outcome = { refused: false; value: unknown } | { refused: true; refusal: AppError };

/** Prechecks by Mutation field name. */
export type MutationPrechecks = Readonly<Record<string, MutationPrecheck>>;

/**
 * Runs every implemented Mutation field in one database transaction, with the context's `em`
 * swapped for the transaction's: a refused or failed mutation (any thrown error) changes nothing,
 * and a resolver cannot forget to ask for it. Changes propagate to the request's `em` on commit,
 * so the result's field resolvers see them. A field with a precheck runs it first, outside.
 *
 * A write that must outlive a refusal is kept by throwing `RefusalAfterCommit`: the transaction
 * commits and the refusal is thrown after it (docs/decisions/0041). Work that must follow the
 * commit (a refund sent to the payment provider once its record is durable) is returned as an
 * `AfterCommit`, run on the request's `em` after the transaction committed (docs/decisions/0052).
 */
export function withTransactionalMutations(schema: GraphQLSchema, prechecks: MutationPrechecks = {}): GraphQLSchema {
  const mutationType = schema.getMutationType()?.name;
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (fieldConfig, fieldName, typeName) => {
      const resolve = fieldConfig.resolve as GraphQLFieldResolver<unknown, GraphQLContext> | undefined;
      if (typeName !== mutationType || !resolve) return fieldConfig;
      const precheck = Object.hasOwn(prechecks, fieldName) ? prechecks[fieldName] : undefined;
      const transactional: GraphQLFieldResolver<unknown, GraphQLContext, Record<string, unknown>> = async (source, args, context, info) => {
        const after = precheck ? await precheck(args, context) : undefined;
        let committed = false;
        try {
          const outcome = await context.em.transactional(async (em): Promise<Outcome> => {
            try {
              return { refused: false, value: await resolve(source, args, { ...context, em }, info) };
            } catch (error) {
              if (error instanceof RefusalAfterCommit) return { refused: true, refusal: error.refusal };
              throw error;
            }
          });
          committed = true;
          if (outcome.refused) throw outcome.refusal;
          if (outcome.value instanceof AfterCommit) return await outcome.value.run(context.em);
          return outcome.value;
        } finally {
          // Awaited: what it gives back (a checkout claim's units) is back before the answer is.
          await after?.({ committed });
        }
      };
      return { ...fieldConfig, resolve: transactional };
    },
  });
}

import { MapperKind, mapSchema } from '@graphql-tools/utils';
import type { GraphQLFieldResolver, GraphQLSchema } from 'graphql';
import type { GraphQLContext } from './context';

/**
 * Runs every implemented Mutation field in one database transaction, with the context's `em`
 * swapped for the transaction's: a refused or failed mutation (any thrown error) changes nothing,
 * and a resolver cannot forget to ask for it. Changes propagate to the request's `em` on commit,
 * so the result's field resolvers see them.
 *
 * Writes that must outlive a refusal (failed-login and wrong-code counters) use
 * `em.transactional(..., { propagation: TransactionPropagation.REQUIRES_NEW })` in their service.
 */
export function withTransactionalMutations(schema: GraphQLSchema): GraphQLSchema {
  const mutationType = schema.getMutationType()?.name;
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (fieldConfig, _fieldName, typeName) => {
      const resolve = fieldConfig.resolve as GraphQLFieldResolver<unknown, GraphQLContext> | undefined;
      if (typeName !== mutationType || !resolve) return fieldConfig;
      const transactional: GraphQLFieldResolver<unknown, GraphQLContext> = (source, args, context, info) =>
        context.em.transactional((em) => resolve(source, args, { ...context, em }, info));
      return { ...fieldConfig, resolve: transactional };
    },
  });
}

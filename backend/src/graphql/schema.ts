import { fileURLToPath } from 'node:url';
import { loadFilesSync } from '@graphql-tools/load-files';
import { mergeTypeDefs } from '@graphql-tools/merge';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { MapperKind, mapSchema, type IResolvers } from '@graphql-tools/utils';
import {
  defaultFieldResolver,
  GraphQLEnumType,
  isScalarType,
  isSpecifiedScalarType,
  type GraphQLFieldResolver,
  type GraphQLSchema,
} from 'graphql';
import { resolvers as scalarResolvers } from 'graphql-scalars';
import { ERROR_CODES, notImplemented } from '../../../domain/errors/errors';
import { resolvers as appResolvers, prechecks } from './resolvers';
import { withTransactionalMutations } from './transactional-mutations';

export const SCHEMA_DIR = fileURLToPath(new URL('../../../schema', import.meta.url));

export function loadTypeDefs(dir: string = SCHEMA_DIR) {
  const files = loadFilesSync(`${dir}/*.graphql`);
  if (files.length === 0) throw new Error(`No GraphQL SDL files found in ${dir}`);
  return mergeTypeDefs(files);
}

const ROOT_TYPES: ReadonlySet<string> = new Set(['Query', 'Mutation', 'Subscription']);

/** A root field nobody implemented: refuse rather than answer with invented data. */
const refuseRootField: GraphQLFieldResolver<unknown, unknown> = (_source, _args, _context, info) => {
  throw notImplemented(`${info.parentType.name}.${info.fieldName}`);
};

/**
 * The default resolver, except that a property the parent object does not carry at all is
 * NOT_IMPLEMENTED instead of a silent null: a field nobody has mapped yet must not look empty.
 */
const strictFieldResolver: GraphQLFieldResolver<unknown, unknown> = (source, args, context, info) => {
  const value =
    typeof source === 'object' && source !== null ? (source as Record<string, unknown>)[info.fieldName] : undefined;
  if (value === undefined) throw notImplemented(`${info.parentType.name}.${info.fieldName}`);
  return defaultFieldResolver(source, args, context, info);
};

function withRefusals(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (fieldConfig, _fieldName, typeName) => {
      if (fieldConfig.resolve) return fieldConfig;
      return { ...fieldConfig, resolve: ROOT_TYPES.has(typeName) ? refuseRootField : strictFieldResolver };
    },
  });
}

/** graphql-scalars' implementation for every custom scalar the SDL declares; unknown names fail at start-up. */
function scalarResolversFor(schema: GraphQLSchema): IResolvers {
  const available = scalarResolvers as Record<string, unknown>;
  const picked: Record<string, unknown> = {};
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isScalarType(type) || isSpecifiedScalarType(type)) continue;
    const implementation = available[type.name];
    if (!implementation) throw new Error(`Scalar ${type.name} has no graphql-scalars implementation`);
    picked[type.name] = implementation;
  }
  return picked as IResolvers;
}

/** errors.ts and the SDL must list the same codes, or clients would switch on codes that never come. */
function assertErrorCodesMatch(schema: GraphQLSchema): void {
  const type = schema.getType('ErrorCode');
  if (!(type instanceof GraphQLEnumType)) return;
  const inSdl = type.getValues().map((value) => value.name).sort();
  const inCode = [...ERROR_CODES].sort();
  if (inSdl.join() !== inCode.join()) {
    throw new Error(`ErrorCode differs between the SDL (${inSdl.join()}) and errors.ts (${inCode.join()})`);
  }
}

export function buildSchema(dir: string = SCHEMA_DIR): GraphQLSchema {
  const typeDefs = loadTypeDefs(dir);
  const bare = makeExecutableSchema({ typeDefs });
  const schema = makeExecutableSchema({
    typeDefs,
    resolvers: [scalarResolversFor(bare), appResolvers as IResolvers],
  });
  assertErrorCodesMatch(schema);
  // Only implemented mutations get a transaction; the refusals added afterwards touch nothing.
  return withRefusals(withTransactionalMutations(schema, prechecks));
}

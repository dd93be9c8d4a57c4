// The mocked API's schema in two layers (docs/decisions/0036-schema-first-mocks.md): the stateful
// store answers every field it has a resolver for, exactly as the real API would; every other field
// answers from @graphql-tools/mock (addMocksToSchema over the SeededMockStore), so a field added to
// the SDL renders typed, seeded Korean data before anyone writes its store code.
import { addMocksToSchema } from '@graphql-tools/mock';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { getRootTypeNames, MapperKind, mapSchema } from '@graphql-tools/utils';
import {
  defaultFieldResolver,
  getNamedType,
  responsePathAsArray,
  type GraphQLFieldResolver,
  type GraphQLResolveInfo,
  type GraphQLSchema,
} from 'graphql';
import { DateTimeResolver } from 'graphql-scalars';
import { MOCK_NOW } from '../factories/clock';
import { isInvented, SeededMockStore, withPath } from './seeded-store';

// The store's resolvers are typed by their own parents and contexts; here they are only passed on.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyResolver = GraphQLFieldResolver<any, any, any>;

/** The store's field resolvers by type and field, as makeExecutableSchema takes them. */
export type StoreResolvers = Readonly<Record<string, Readonly<Record<string, AnyResolver>>>>;

/** What the layer reads from the mocked API's context; both parts are optional. */
interface LayerContext {
  /** The instant the scenario is built around: invented dates are moved from MOCK_NOW to it. */
  db?: { scenario: { now: string } };
  /** Collects the coordinates answered by the schema mocks in this request (tests list them). */
  schemaMocked?: Set<string>;
}

const warned = new Set<string>();

/** Once per field and page: an invented answer must never pass for working behaviour. */
function warnSchemaMocked(coordinate: string, mutation: boolean): void {
  if (warned.has(coordinate)) return;
  warned.add(coordinate);
  console.warn(
    `[mocked API] ${coordinate} is schema-mocked: the store has no resolver for it yet, so it answers invented typed data` +
      (mutation ? ' and changes nothing.' : '.'),
  );
}

function hasValue(source: unknown, fieldName: string): boolean {
  return typeof source === 'object' && source !== null && (source as Record<string, unknown>)[fieldName] !== undefined;
}

/** A store row's path: its type and id when it has one (the same row answers alike everywhere), else where it sits. */
function rowPath(row: object, typeName: string, info: GraphQLResolveInfo): string {
  const id = (row as { id?: unknown }).id;
  if (typeof id === 'number' || typeof id === 'string') return `${typeName}:${id}`;
  return responsePathAsArray(info.path).slice(0, -1).join('.');
}

function shiftDates(value: unknown, shift: number): unknown {
  if (shift === 0) return value;
  if (Array.isArray(value)) return value.map((item) => shiftDates(item, shift));
  if (typeof value !== 'string') return value;
  return new Date(Date.parse(value) + shift).toISOString();
}

function layered(
  coordinate: { typeName: string; fieldName: string },
  mock: AnyResolver,
  store: AnyResolver | undefined,
  options: { root: boolean; mutation: boolean; dateTime: boolean },
): AnyResolver {
  const { typeName, fieldName } = coordinate;
  return (source: unknown, args, context: LayerContext | undefined, info) => {
    const invented = isInvented(source);
    if (store && !invented) return store(source, args, context, info);
    // A store row's own property, as the default resolver reads it.
    if (!invented && hasValue(source, fieldName)) return mock(source, args, context, info);
    if (!invented) {
      context?.schemaMocked?.add(`${typeName}.${fieldName}`);
      warnSchemaMocked(`${typeName}.${fieldName}`, options.mutation);
    }
    const rowOfStore = !options.root && !invented && typeof source === 'object' && source !== null;
    const parent = rowOfStore ? withPath(source, typeName, rowPath(source, typeName, info)) : source;
    const value: unknown = mock(parent, args, context, info);
    if (!options.dateTime) return value;
    // The scenario's instant, not the running clock: the same request answers the same dates.
    const anchor = context?.db ? Date.parse(context.db.scenario.now) : MOCK_NOW.getTime();
    return shiftDates(value, anchor - MOCK_NOW.getTime());
  };
}

/** The SDL executed by the store where it has resolvers and by the seeded schema mocks elsewhere. */
export function layeredSchema(typeDefs: readonly string[], storeResolvers: StoreResolvers): GraphQLSchema {
  const contract = makeExecutableSchema({ typeDefs: [...typeDefs], resolvers: { DateTime: DateTimeResolver } });
  const mocked = addMocksToSchema({ schema: contract, store: new SeededMockStore(contract) });
  const roots = getRootTypeNames(mocked);
  const mutationType = mocked.getMutationType()?.name;
  return mapSchema(mocked, {
    [MapperKind.OBJECT_FIELD]: (field, fieldName, typeName) => ({
      ...field,
      resolve: layered({ typeName, fieldName }, field.resolve ?? defaultFieldResolver, storeResolvers[typeName]?.[fieldName], {
        root: roots.has(typeName),
        mutation: typeName === mutationType,
        dateTime: getNamedType(field.type).name === 'DateTime',
      }),
    }),
  });
}

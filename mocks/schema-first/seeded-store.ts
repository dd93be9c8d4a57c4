// The MockStore @graphql-tools/mock's resolvers read, made a pure function of the path: a value
// is built from the seed of `<parent path>.<field>(<args>)`, never from what was asked before, so
// the same query answers the same data in any order and across page loads. Object types with a
// buildX factory are built by it (whole and consistent); others get their fields one by one.
import { MockStore, isRef, type GetArgs, type Ref } from '@graphql-tools/mock';
import {
  getNullableType,
  isEnumType,
  isListType,
  isObjectType,
  isScalarType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import { FACTORIES } from '../factories';
import { withSeed } from '../factories/random';
import { listLength, scalarFor, seedOf } from './values';

/** Objects the mocks made up: the store's resolvers never see them, their fields answer from the mocks too. */
const invented = new WeakSet<object>();

export function isInvented(value: unknown): boolean {
  return typeof value === 'object' && value !== null && invented.has(value);
}

/** `value` with a `$ref` to `path`, so that a field it lacks is built under its own path. */
export function withPath<T extends object>(value: T, typeName: string, path: string): T & Ref {
  return Object.assign(Object.create(value) as T, { $ref: { typeName, key: path } });
}

function argsSuffix(fieldArgs: GetArgs['fieldArgs']): string {
  if (!fieldArgs || (typeof fieldArgs === 'object' && Object.keys(fieldArgs).length === 0)) return '';
  return `(${typeof fieldArgs === 'string' ? fieldArgs : stableJson(fieldArgs)})`;
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${key}:${stableJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Marks a factory's object (and every object inside it) as invented, each under its own path. */
function adopt(value: unknown, type: GraphQLOutputType, path: string): unknown {
  const nullable = getNullableType(type);
  if (Array.isArray(value)) {
    const itemType = isListType(nullable) ? nullable.ofType : nullable;
    return value.map((item: unknown, index) => adopt(item, itemType, `${path}[${index}]`));
  }
  if (typeof value !== 'object' || value === null || !isObjectType(nullable)) return value;
  const fields = nullable.getFields();
  const copy: Record<string, unknown> = { $ref: { typeName: nullable.name, key: path } };
  for (const [key, child] of Object.entries(value)) {
    const field = fields[key];
    copy[key] = field ? adopt(child, field.type, `${path}.${key}`) : child;
  }
  invented.add(copy);
  return copy;
}

export class SeededMockStore extends MockStore {
  constructor(schema: GraphQLSchema) {
    super({ schema });
  }

  /**
   * What addMocksToSchema asks: one field of a root type or of an object with a path (every object
   * reaching the mocks has one: layered-schema.ts gives the store's rows theirs).
   */
  override get(...args: Parameters<MockStore['get']>): unknown {
    const [first] = args;
    const request = args.length === 1 && typeof first === 'object' && !isRef(first) ? (first as GetArgs) : null;
    if (!request?.fieldName || request.key === undefined) return super.get(...args);
    const { typeName, key, fieldName, fieldArgs } = request as GetArgs & { fieldName: string };
    const ownerPath = key === 'ROOT' ? typeName : String(key);
    const path = `${ownerPath}.${fieldName}${argsSuffix(fieldArgs)}`;
    const field = this.schema.getType(typeName);
    const type = isObjectType(field) ? field.getFields()[fieldName]?.type : undefined;
    if (!type) throw new Error(`${typeName}.${fieldName} is not a field of the schema`);
    return this.build(type, { fieldName, parentType: typeName, ownerPath, path });
  }

  private build(type: GraphQLOutputType, place: { fieldName: string; parentType: string; ownerPath: string; path: string }): unknown {
    const nullable = getNullableType(type);
    if (isListType(nullable)) {
      return Array.from({ length: listLength(place.path) }, (_, index) =>
        this.build(nullable.ofType, { ...place, path: `${place.path}[${index}]` }),
      );
    }
    if (isScalarType(nullable)) return scalarFor(nullable.name, place);
    if (isEnumType(nullable)) {
      const values = nullable.getValues();
      return values[seedOf(place.path) % values.length]?.value;
    }
    if (isObjectType(nullable)) {
      const factory = (FACTORIES as Record<string, (() => object) | undefined>)[nullable.name];
      const built = factory ? withSeed(seedOf(place.path), factory) : { __typename: nullable.name };
      return adopt(built, nullable, place.path);
    }
    // The contract has no interfaces or unions; one added later answers with its first member.
    const [member] = this.schema.getPossibleTypes(nullable);
    return member ? adopt({ __typename: member.name }, member, place.path) : null;
  }
}

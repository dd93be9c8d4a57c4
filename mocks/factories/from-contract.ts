// Factories for the order desk's read models (issue 16: desk, bulk results, refunds, Today, the
// numbers), built from the contract itself: every field of the type with a valid value (an id from
// the factory sequence, a KRW amount, a Seoul instant of the mock clock, an enum's first value,
// nested objects one level deep). Stories and tests that need particular values pass overrides;
// the store's own resolvers build the real answers, so these only stand in where a screen is
// rendered from a factory.
import { mergeTypeDefs } from '@graphql-tools/merge';
import {
  buildASTSchema,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLObjectType,
  type GraphQLOutputType,
} from 'graphql';
import { SCHEMA_SDL } from '../store/sdl';
import { MOCK_NOW } from './clock';
import { nextId, withOverrides } from './random';

let schema: ReturnType<typeof buildASTSchema> | null = null;
const contract = () => (schema ??= buildASTSchema(mergeTypeDefs([...SCHEMA_SDL])));

const MONEY = /price|amount|gross|net|refund|fee|point|spent|issued/i;
const COUNT = /count|total|units|orders|changed|refused|already|attempts|page/i;

function scalarFor(scalar: string, field: string, typeName: string): unknown {
  if (scalar === 'Boolean') return false;
  if (scalar === 'DateTime') return MOCK_NOW.toISOString();
  if (scalar === 'Int' || scalar === 'Float') {
    if (field === 'id') return nextId(typeName);
    if (/Id$/.test(field)) return nextId(`${typeName}.${field}`);
    if (MONEY.test(field)) return 39_000;
    if (COUNT.test(field)) return 1;
    return 1;
  }
  if (/mUid/i.test(field)) return `HB-${nextId('mUid')}`;
  if (/tel|phone/i.test(field)) return '010-1234-5678';
  if (/date|day|from|to/i.test(field)) return MOCK_NOW.toISOString().slice(0, 10);
  if (/name/i.test(field)) return field.toLowerCase().includes('product') ? '한빛 과잠' : '김한빛';
  return '예시';
}

function valueFor(type: GraphQLOutputType, field: string, typeName: string, depth: number): unknown {
  if (isNonNullType(type)) return valueFor(type.ofType, field, typeName, depth);
  if (isListType(type)) return depth >= 2 ? [] : [valueFor(type.ofType, field, typeName, depth + 1)];
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isScalarType(type)) return scalarFor(type.name, field, typeName);
  if (isObjectType(type)) return depth >= 2 ? null : objectFor(type, depth + 1);
  return null;
}

function objectFor(type: GraphQLObjectType, depth: number): Record<string, unknown> {
  const built: Record<string, unknown> = { __typename: type.name };
  for (const [name, field] of Object.entries(type.getFields())) {
    const value = valueFor(field.type, name, type.name, depth);
    // A non-null object too deep to build still needs one: build it at the last level.
    built[name] = value === null && isNonNullType(field.type) ? valueFor(field.type, name, type.name, 1) : value;
  }
  return built;
}

/** One object of the contract's type `typeName`, with `overrides` applied. */
export function buildFromContract<T extends { __typename?: string }>(typeName: NonNullable<T['__typename']>, overrides?: Partial<T>): T {
  const type = contract().getType(typeName);
  if (!isObjectType(type)) throw new Error(`${typeName} is not an object type of the contract`);
  return withOverrides(objectFor(type, 0) as T, overrides);
}

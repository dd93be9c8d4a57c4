// Test support: checks plain objects against the SDL itself (not the generated types), so that
// mock data the type system cannot see into (values, enums, nulls) still matches the contract.
import { fileURLToPath } from 'node:url';
import { loadFilesSync } from '@graphql-tools/load-files';
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
  type GraphQLSchema,
} from 'graphql';

const SCHEMA_GLOB = fileURLToPath(new URL('../../schema/*.graphql', import.meta.url));
const ROOT_TYPES = new Set(['Query', 'Mutation', 'Subscription']);
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

export function loadContractSchema(): GraphQLSchema {
  return buildASTSchema(mergeTypeDefs(loadFilesSync(SCHEMA_GLOB)));
}

/** Every object type of the contract except the root types. */
export function objectTypeNames(schema: GraphQLSchema): string[] {
  return Object.values(schema.getTypeMap())
    .filter((type) => isObjectType(type) && !type.name.startsWith('__') && !ROOT_TYPES.has(type.name))
    .map((type) => type.name)
    .sort();
}

export interface ShapeOptions {
  /** Keys a record may carry beyond its GraphQL fields (store links such as `orderId`). */
  extraKeys?: readonly string[];
}

function checkScalar(name: string, value: unknown, path: string, problems: string[]): void {
  const ok =
    name === 'Int'
      ? Number.isInteger(value)
      : name === 'Float'
        ? typeof value === 'number' && Number.isFinite(value)
        : name === 'Boolean'
          ? typeof value === 'boolean'
          : name === 'DateTime'
            ? typeof value === 'string' && ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value))
            : typeof value === 'string';
  if (!ok) problems.push(`${path}: ${JSON.stringify(value)} is not a valid ${name}`);
}

function checkValue(type: GraphQLOutputType, value: unknown, path: string, problems: string[]): void {
  if (isNonNullType(type)) {
    if (value === null || value === undefined) problems.push(`${path}: null in a non-null field`);
    else checkValue(type.ofType, value, path, problems);
    return;
  }
  if (value === undefined) {
    problems.push(`${path}: missing (nullable fields must be null, not absent)`);
    return;
  }
  if (value === null) return;
  if (isListType(type)) {
    if (!Array.isArray(value)) problems.push(`${path}: not a list`);
    else value.forEach((item: unknown, index) => checkValue(type.ofType, item, `${path}[${index}]`, problems));
    return;
  }
  if (isEnumType(type)) {
    if (typeof value !== 'string' || !type.getValue(value)) problems.push(`${path}: ${JSON.stringify(value)} is not a ${type.name}`);
    return;
  }
  if (isScalarType(type)) {
    checkScalar(type.name, value, path, problems);
    return;
  }
  if (isObjectType(type)) {
    checkObject(type, value, path, problems, {});
    return;
  }
  problems.push(`${path}: unsupported type ${String(type)}`);
}

function checkObject(
  type: GraphQLObjectType,
  value: unknown,
  path: string,
  problems: string[],
  options: ShapeOptions,
): void {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    problems.push(`${path}: not an object`);
    return;
  }
  const record = value as Record<string, unknown>;
  if (record.__typename !== type.name) problems.push(`${path}.__typename: ${String(record.__typename)}, expected ${type.name}`);
  const fields = type.getFields();
  const allowed = new Set([...Object.keys(fields), '__typename', ...(options.extraKeys ?? [])]);
  for (const key of Object.keys(record)) if (!allowed.has(key)) problems.push(`${path}.${key}: not a field of ${type.name}`);
  for (const [name, field] of Object.entries(fields)) checkValue(field.type, record[name], `${path}.${name}`, problems);
}

/** Every way `value` differs from the object type `typeName`; empty when it matches. */
export function shapeProblems(
  schema: GraphQLSchema,
  typeName: string,
  value: unknown,
  options: ShapeOptions = {},
): string[] {
  const type = schema.getType(typeName);
  if (!isObjectType(type)) return [`${typeName} is not an object type of the schema`];
  const problems: string[] = [];
  checkObject(type, value, typeName, problems, options);
  return problems;
}

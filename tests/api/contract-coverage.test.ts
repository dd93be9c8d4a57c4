// @vitest-environment node
import {
  getNamedType,
  getNullableType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchema } from '../../backend/src/graphql/schema';
import { startTestApi, type TestApi } from '../support/api';

const SCALAR_SAMPLES: Record<string, string> = {
  Int: '1',
  Float: '1.5',
  String: '"x"',
  Boolean: 'true',
  ID: '"1"',
  DateTime: '"2026-03-02T10:00:00+09:00"',
};

/** A literal of the right type, filling only required input fields. */
function sampleLiteral(type: GraphQLInputType): string {
  const inner = getNullableType(type);
  if (isListType(inner)) return `[${sampleLiteral(inner.ofType)}]`;
  if (isEnumType(inner)) return inner.getValues()[0]!.name;
  if (isInputObjectType(inner)) {
    const fields = Object.values(inner.getFields())
      .filter((field) => isNonNullType(field.type) && field.defaultValue === undefined)
      .map((field) => `${field.name}: ${sampleLiteral(field.type)}`);
    return `{ ${fields.join(', ')} }`;
  }
  if (isScalarType(inner)) {
    const sample = SCALAR_SAMPLES[inner.name];
    if (!sample) throw new Error(`No sample for scalar ${inner.name}`);
    return sample;
  }
  throw new Error(`Unexpected input type ${String(inner)}`);
}

function operationFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
  const args = field.args
    .filter((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined)
    .map((arg) => `${arg.name}: ${sampleLiteral(arg.type)}`);
  const argList = args.length ? `(${args.join(', ')})` : '';
  const selection = isCompositeType(getNamedType(field.type)) ? ' { __typename }' : '';
  return `${kind} { ${field.name}${argList}${selection} }`;
}

const schema = buildSchema();
const roots: ['query' | 'mutation', GraphQLObjectType | null | undefined][] = [
  ['query', schema.getQueryType()],
  ['mutation', schema.getMutationType()],
];
const cases = roots.flatMap(([kind, type]) =>
  Object.values(type?.getFields() ?? {}).map((field) => ({ name: `${type!.name}.${field.name}`, kind, field })),
);

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ seed: false });
});

afterAll(async () => {
  await api?.close();
});

// Every root field of the contract has a real resolver now. A field added to the SDL without one
// answers NOT_IMPLEMENTED (backend/src/graphql/schema.ts); this suite catches it before a screen does.
describe('the contract is implemented', () => {
  it('covers every root field of the contract', () => {
    expect(cases.length).toBeGreaterThan(50);
  });

  it.each(cases)('$name answers for real (data or a refusal), never NOT_IMPLEMENTED', async ({ kind, field }) => {
    const result = await api.gql(operationFor(kind, field));
    expect(result.status).toBe(200);
    const codes = (result.errors ?? []).map((error) => error.extensions?.code);
    expect(codes).not.toContain('NOT_IMPLEMENTED');
    for (const error of result.errors ?? []) expect(error.message).toMatch(/[가-힣]/);
  });
});
